import AutoLayout
import Simulation

/// `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
  case unspecified = 0
  case compact, regular
}

/// `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1
  case phone, pad
}

/// `UIContentSizeCategory`: the Dynamic Type sizes, with UIKit's raw values.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  public static let extraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryXXXL")
  public static let accessibilityMedium = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityM")
  public static let accessibilityLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityL")
  public static let accessibilityExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  static let pairs: [(UIContentSizeCategory, ContentSizeCategory)] = [
    (.extraSmall, .extraSmall), (.small, .small), (.medium, .medium), (.large, .large),
    (.extraLarge, .extraLarge), (.extraExtraLarge, .extraExtraLarge),
    (.extraExtraExtraLarge, .extraExtraExtraLarge), (.accessibilityMedium, .accessibilityMedium),
    (.accessibilityLarge, .accessibilityLarge),
    (.accessibilityExtraLarge, .accessibilityExtraLarge),
    (.accessibilityExtraExtraLarge, .accessibilityExtraExtraLarge),
    (.accessibilityExtraExtraExtraLarge, .accessibilityExtraExtraExtraLarge),
  ]

  init(_ category: ContentSizeCategory) {
    self = Self.pairs.first { $0.1 == category }?.0 ?? .large
  }
  var engineCategory: ContentSizeCategory { Self.pairs.first { $0.0 == self }?.1 ?? .large }
}

/// `UILegibilityWeight`: the Bold Text setting, as `UITraitCollection.legibilityWeight` reports it.
public enum UILegibilityWeight: Int, Sendable {
  case unspecified = -1
  case regular, bold

  init(_ weight: LegibilityWeight) { self = weight == .bold ? .bold : .regular }
  var engineWeight: LegibilityWeight { self == .bold ? .bold : .regular }
}

/// `UITraitCollection`: the traits layout depends on, read off the window.
public final class UITraitCollection: Sendable, Equatable {
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  public let verticalSizeClass: UIUserInterfaceSizeClass
  public let layoutDirection: UITraitEnvironmentLayoutDirection
  public let preferredContentSizeCategory: UIContentSizeCategory
  public let displayScale: CGFloat
  public let userInterfaceIdiom: UIUserInterfaceIdiom
  /// Bold Text: `.bold` draws labels' and buttons' system fonts heavier (wider).
  public let legibilityWeight: UILegibilityWeight

  public convenience init() {
    self.init(
      horizontal: .unspecified, vertical: .unspecified, direction: .unspecified, category: .large,
      scale: 0, idiom: .unspecified)
  }

  init(
    horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass,
    direction: UITraitEnvironmentLayoutDirection, category: UIContentSizeCategory, scale: CGFloat,
    idiom: UIUserInterfaceIdiom, legibility: UILegibilityWeight = .unspecified
  ) {
    legibilityWeight = legibility
    horizontalSizeClass = horizontal
    verticalSizeClass = vertical
    layoutDirection = direction
    preferredContentSizeCategory = category
    displayScale = scale
    userInterfaceIdiom = idiom
  }

  /// A window's traits, with the size classes the scenario engine gives it (a resized window,
  /// as in split view, is regular in width from 678 pt).
  convenience init(_ window: Window) {
    let classes = Simulation.sizeClasses(of: window)
    self.init(
      horizontal: classes.horizontal == .regular ? .regular : .compact,
      vertical: classes.vertical == .regular ? .regular : .compact,
      direction: window.isRightToLeft ? .rightToLeft : .leftToRight,
      category: UIContentSizeCategory(window.contentSizeCategory), scale: window.scale,
      idiom: window.device.idiom == .pad ? .pad : .phone,
      legibility: UILegibilityWeight(window.legibilityWeight))
  }

  /// `UITraitCollection(preferredContentSizeCategory:)`: only that trait specified.
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(
      horizontal: .unspecified, vertical: .unspecified, direction: .unspecified,
      category: preferredContentSizeCategory, scale: 0, idiom: .unspecified)
  }

  public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
    lhs.horizontalSizeClass == rhs.horizontalSizeClass
      && lhs.verticalSizeClass == rhs.verticalSizeClass
      && lhs.layoutDirection == rhs.layoutDirection
      && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
      && lhs.displayScale == rhs.displayScale && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom
      && lhs.legibilityWeight == rhs.legibilityWeight
  }
}

/// `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  case unspecified = -1
  case leftToRight, rightToLeft
}

extension UIView {
  /// The window's traits; unspecified outside a window.
  public var traitCollection: UITraitCollection {
    guard let window else { return UITraitCollection() }
    return UITraitCollection(window.environment)
  }
}
