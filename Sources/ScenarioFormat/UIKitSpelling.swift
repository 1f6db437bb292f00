import AutoLayout
import Cassowary

/// UIKit's own names for what the scenario notation calls more briefly, accepted as synonyms so a
/// constraint can be written as it is typed in Xcode: `title.topAnchor == view.safeAreaLayoutGuide
/// .topAnchor + 20 @ .defaultHigh` reads as `title.top == view.safeArea.top + 20 @750`.
///
/// Reports always print the scenario's names; a refusal suggests the scenario's name even when the
/// misspelling was closer to UIKit's. `Guides/UIKitSpellings.md` prints these tables; a test keeps
/// it true.
public enum UIKitSpelling {
  /// `UIView` / `UILayoutGuide` anchor properties (`NSLayoutAnchor`s): each attribute that has one
  /// is spelt `<attribute>Anchor`. Margin attributes have no anchor in UIKit (they are reached
  /// through `layoutMarginsGuide`), so they have no synonym.
  public static let anchors: [(uikit: String, scenario: LayoutAttribute)] = anchoredAttributes.map {
    attribute in (uikit: attribute.rawValue + "Anchor", scenario: attribute)
  }

  static let anchoredAttributes: [LayoutAttribute] = [
    .leading, .trailing, .left, .right, .top, .bottom, .width, .height, .centerX, .centerY,
    .firstBaseline, .lastBaseline,
  ]

  /// `UIView`'s and `UIScrollView`'s layout guide properties.
  public static let guides: [(uikit: String, scenario: String)] = [
    ("safeAreaLayoutGuide", "safeArea"),
    ("layoutMarginsGuide", "margins"),
    ("readableContentGuide", "readable"),
    ("keyboardLayoutGuide", "keyboard"),
    ("contentLayoutGuide", "contentLayout"),
    ("frameLayoutGuide", "frameLayout"),
  ]

  /// `UILayoutPriority`'s named levels (iOS), written with or without the leading dot or the type
  /// name: `defaultHigh`, `.defaultHigh`, `UILayoutPriority.defaultHigh`.
  static let priorities: [(uikit: String, scenario: PriorityName)] = [
    ("defaultHigh", .high), ("defaultLow", .low), ("fittingSizeLevel", .fittingSize),
  ]

  /// The system spacing of `constraint(equalToSystemSpacingAfter:multiplier:)` and
  /// `…SystemSpacingBelow`, in points: 8 between views (Apple's examples in "Modern Auto Layout",
  /// ch. 5, digested in reference/modern-auto-layout.md §2 and case T20). Between baselines UIKit
  /// derives it from the fonts, which is not modelled, so the notation refuses it there.
  public static let systemSpacing: Double = 8

  /// The names the notation reads as the system spacing: `b.leading == a.trailing + systemSpacing`.
  static let systemSpacingNames = ["systemSpacing", "system"]

  /// The scenario's attribute for `name`, a scenario name or UIKit's anchor name.
  static func attribute(_ name: String) -> LayoutAttribute? {
    LayoutAttribute(rawValue: name) ?? anchors.first { $0.uikit == name }?.scenario
  }

  /// The scenario's guide name for `name`, a scenario name or UIKit's property name.
  static func guide(_ name: String) -> String {
    guides.first { $0.uikit == name }?.scenario ?? name
  }

  /// The scenario's name closest to a misspelt attribute, looking at both spellings.
  static func attributeSuggestion(for name: String) -> String? {
    let scenario = LayoutAttribute.allCases.map(\.rawValue)
    let candidates = scenario + anchors.map(\.uikit)
    return Spelling.suggestion(for: name, among: candidates).map { attribute($0)?.rawValue ?? $0 }
  }

  /// The scenario's name closest to a misspelt guide, looking at both spellings.
  static func guideSuggestion(for name: String, among scenarioNames: [String]) -> String? {
    let candidates = scenarioNames + guides.filter { scenarioNames.contains($0.scenario) }.map(\.uikit)
    return Spelling.suggestion(for: name, among: candidates).map { guide($0) }
  }
}

extension PriorityName {
  /// The level `name` stands for: a scenario name (`high`) or UIKit's (`defaultHigh`).
  static func named(_ name: String) -> PriorityName? {
    PriorityName(rawValue: name) ?? UIKitSpelling.priorities.first { $0.uikit == name }?.scenario
  }

  /// The scenario's name closest to a misspelt priority name, looking at both spellings.
  static func suggestion(for name: String) -> String? {
    let candidates = allCases.map(\.rawValue) + UIKitSpelling.priorities.map(\.uikit)
    return Spelling.suggestion(for: name, among: candidates).map { named($0)?.rawValue ?? $0 }
  }
}
