// Which San Francisco the system font is, by release. iOS 9 and 10 drew the system font in SF UI
// (`.SF UI Text` below 20 pt, `.SF UI Display` from 20 pt), whose Display cut is wider than SF Pro
// Display's: Xcode 8 (iOS 10) saved a five-letter word at 20 pt 58 wide, where SF Pro Display's
// advances give 56.4 and SF UI Display's 58.3 (a 58.5 label: within the check's half point); on
// an Xcode 8.3 storyboard of public code outside the repository, 20 more of its 59 views land at
// Xcode's frames. From iOS 11 the canvases agree with SF Pro instead: Xcode 9 saved "Full Screen"
// at 24 pt 114.5 wide (codeexamples' Swiper), SF Pro Display's 114.2 where SF UI Display's is
// 118.1. Tracking is the same tables either way (SystemFont.swift; SF UI Text's −0.408 at 17 pt
// that Hickinson measured on iOS 9 puts two Xcode 8 labels of codeexamples' Stacks 1 pt short,
// the trak table's −0.390 at Xcode's widths). Guides/TextMetrics.md has the whole account.

extension SystemFont {
  /// The San Francisco family the system font's glyphs come from.
  public enum Typeface: String, Sendable, Hashable {
    /// SF UI Text and SF UI Display: iOS 9 and 10. The tables hold the faces Apple's 2015
    /// download had (Text Regular, Display Regular and Medium); other weights are SF Pro's
    /// (``SystemFontTables/sfUIFace(_:_:)``).
    case sfUI
    /// SF Pro Text and SF Pro Display (16.0d18e1): iOS 11 and later.
    case sfPro

    /// The typeface `version` uses.
    public static func of(_ version: IOSVersion) -> Typeface {
      version >= .iOS11 ? .sfPro : .sfUI
    }
  }

  /// The font as `version` draws it: its typeface and its optical sizing.
  public mutating func adopt(_ version: IOSVersion) {
    typeface = .of(version)
    opticalSizing = .of(version)
  }
}
