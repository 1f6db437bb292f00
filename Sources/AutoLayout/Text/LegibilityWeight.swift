/// `UILegibilityWeight`: the Bold Text setting (Settings › Accessibility › Display & Text Size ›
/// Bold Text), which `UITraitCollection.legibilityWeight` reports.
///
/// With Bold Text on, UIKit draws the system font a step heavier: the weight a label's or a
/// button's font asks for goes through CoreText's `CTFontGetAccessibilityBoldWeightOfWeight`
/// before the face is chosen (UIKit's `UIFont` system-font cache keys carry the setting as
/// `textLegibility`; WebKit's `FontCacheCoreText.cpp` applies the same call to system fonts
/// only, never to a named custom font). Heavier faces are wider, so text measures wider.
///
/// ```swift
/// LegibilityWeight.bold.weight(for: .regular)   // .semibold
/// LegibilityWeight.regular.weight(for: .regular) // .regular
/// ```
public enum LegibilityWeight: String, CaseIterable, Hashable, Sendable {
  case regular
  case bold

  /// The weight the system font is drawn at for a font that asks for `weight`.
  ///
  /// Apple publishes no table of `CTFontGetAccessibilityBoldWeightOfWeight`'s results. The model
  /// moves two steps up `UIFont.Weight`'s ladder (ultraLight, thin, light, regular, medium,
  /// semibold, bold, heavy, black), stopping at black: regular → semibold (the Body text of
  /// every app turns semibold under Bold Text), medium → bold, semibold → heavy, bold and
  /// heavier → black. The ladder step is the one a public CoreText compatibility layer
  /// implements for that call ("regular to semibold, semibold to heavy"); not measured on a
  /// device. UNVERIFIED beyond regular → semibold.
  public func weight(for weight: FontWeight) -> FontWeight {
    guard self == .bold else { return weight }
    let ladder = FontWeight.allCases
    let index = ladder.firstIndex(of: weight) ?? 0
    return ladder[min(index + Self.boldSteps, ladder.count - 1)]
  }

  /// How many steps of `UIFont.Weight`'s ladder Bold Text moves a weight (see above).
  static let boldSteps = 2

  /// `font` as drawn under this legibility weight: its weight moved, its size and leading kept.
  public func font(_ font: SystemFont) -> SystemFont {
    guard self == .bold else { return font }
    var bolder = font
    bolder.weight = weight(for: font.weight)
    return bolder
  }
}
