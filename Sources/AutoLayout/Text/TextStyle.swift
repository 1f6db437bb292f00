// Dynamic Type: UIKit's text styles and content-size categories, and the point size of each style
// in each category.
//
// Source of the sizes: Apple, Human Interface Guidelines, Typography, "Dynamic Type sizes" for iOS
// and iPadOS (developer.apple.com/design/human-interface-guidelines/typography, tables "xSmall" …
// "xxxLarge" and "AX1" … "AX5"). The default (Large) column agrees with iosfontsizes.com and
// sitapix.github.io/apple-text ("Text Styles and Default Sizes"), and with the corpus: Body and
// Headline labels are one 17 pt line (20.5 pt on @2x), Footnote 13 pt (16), Caption 2 11 pt (13.5),
// Title 1 28 pt (33.5). Two corpus files were saved at other categories and agree with the table
// too: TextView-v1 at xSmall (Headline 14 pt → 17, Footnote 12 pt → 14.5 on @2x) and
// DynamicType-v1 at xxxLarge (Headline 23 pt → 27.667, Footnote 19 pt → 23, Body 23/29 over 7
// wrapped lines → 201.667 on @3x). Those two files do not record their category: the tests infer it
// from these heights. Every column, AX1 … AX5 included, agrees with two independent tables of
// the sizes UIKit's preferredFont returns, published in public Swift code: ADUtils
// (`DynamicFont.swift`, Fabernovel, 2017, "Font sizes from Apple system font") and SwiftyMarkdown
// (`UIFontDescriptor+SwiftyMarkdown.swift`, 2021). Three AX5 sizes were wrong here before and are
// fixed from those tables: Subheadline 49 (was 48), Callout 51 (was 50), Caption 2 40 (was 41).
// Not modelled: the iOS 17 styles extraLargeTitle / extraLargeTitle2 (visionOS only), and the
// leading (tight/loose) and emphasized (bold) variants of a style.

/// `UIContentSizeCategory`: the user's preferred text size, smallest first.
public enum ContentSizeCategory: String, CaseIterable, Comparable, Hashable, Sendable {
  case extraSmall
  case small
  case medium
  /// The default.
  case large
  case extraLarge
  case extraExtraLarge
  case extraExtraExtraLarge
  case accessibilityMedium
  case accessibilityLarge
  case accessibilityExtraLarge
  case accessibilityExtraExtraLarge
  case accessibilityExtraExtraExtraLarge

  /// iOS's default category.
  public static let `default`: ContentSizeCategory = .large

  /// The five "Larger Accessibility Sizes" (AX1 … AX5).
  public var isAccessibilityCategory: Bool {
    index >= ContentSizeCategory.accessibilityMedium.index
  }

  /// The HIG's short name: `xSmall`, `Small`, `Medium`, `Large`, `xLarge`, `xxLarge`, `xxxLarge`,
  /// `AX1` … `AX5`.
  public var shortName: String {
    [
      "xSmall", "Small", "Medium", "Large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3",
      "AX4", "AX5",
    ][index]
  }

  /// Reads a category by its case name, its HIG short name (`xxxLarge`, `AX2`) or UIKit's raw
  /// value (`UICTContentSizeCategoryXL`, `UICTContentSizeCategoryAccessibilityM`), ignoring case.
  public init?(name: String) {
    let lowered = name.lowercased()
    for category in ContentSizeCategory.allCases
    where category.rawValue.lowercased() == lowered || category.shortName.lowercased() == lowered
      || category.uikitName.lowercased() == lowered
    {
      self = category
      return
    }
    return nil
  }

  /// UIKit's raw value, `UICTContentSizeCategoryL` and so on.
  public var uikitName: String {
    let suffixes = [
      "XS", "S", "M", "L", "XL", "XXL", "XXXL", "AccessibilityM", "AccessibilityL",
      "AccessibilityXL", "AccessibilityXXL", "AccessibilityXXXL",
    ]
    return "UICTContentSizeCategory" + suffixes[index]
  }

  /// The position in ``allCases`` (0 = extraSmall).
  public var index: Int { ContentSizeCategory.allCases.firstIndex(of: self)! }

  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    lhs.index < rhs.index
  }
}

/// A weight of the system font (`UIFont.Weight`).
public enum FontWeight: String, CaseIterable, Comparable, Hashable, Sendable {
  case ultraLight
  case thin
  case light
  case regular
  case medium
  case semibold
  case bold
  case heavy
  case black

  /// Reads IB's `weight` attribute (`semibold`, `light`, …); nil for an unknown name.
  public init?(interfaceBuilderName name: String) {
    guard
      let weight = FontWeight.allCases.first(where: {
        $0.rawValue.lowercased() == name.lowercased()
      })
    else { return nil }
    self = weight
  }

  /// `UIFont.Weight`'s raw value (−0.8 … 0.62).
  public var uikitValue: Double {
    [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62][FontWeight.allCases.firstIndex(of: self)!]
  }

  public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool {
    lhs.uikitValue < rhs.uikitValue
  }
}

/// `UIFont.TextStyle`: a semantic font whose point size follows the content-size category.
public enum TextStyle: String, CaseIterable, Hashable, Sendable {
  case largeTitle
  case title1
  case title2
  case title3
  case headline
  case subheadline
  case body
  case callout
  case footnote
  case caption1
  case caption2

  /// Reads IB's `style` attribute (`UICTFontTextStyleBody`, `UICTFontTextStyleTitle1`, …) or a
  /// case name (`body`, `title1`), case-insensitively.
  public init?(name: String) {
    var key = name.lowercased()
    if key.hasPrefix("uictfonttextstyle") { key = String(key.dropFirst("uictfonttextstyle".count)) }
    // UIKit spells two of them differently from the Swift names.
    let aliases = ["subhead": "subheadline", "title0": "largetitle"]
    key = aliases[key] ?? key
    guard let style = TextStyle.allCases.first(where: { $0.rawValue.lowercased() == key }) else {
      return nil
    }
    self = style
  }

  /// IB's / UIKit's raw value, `UICTFontTextStyleBody` and so on.
  public var uikitName: String {
    switch self {
    case .largeTitle: return "UICTFontTextStyleTitle0"
    case .subheadline: return "UICTFontTextStyleSubhead"
    default: return "UICTFontTextStyle" + rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }
  }

  /// The style's weight: semibold for Headline, regular for every other style.
  public var weight: FontWeight { self == .headline ? .semibold : .regular }

  /// The point size at the default category (Large).
  public var defaultPointSize: Double { pointSize(for: .default) }

  /// The point size in `category` (HIG "Dynamic Type sizes", iOS).
  public func pointSize(for category: ContentSizeCategory) -> Double {
    TextStyle.sizeTable[self]![category.index]
  }

  /// The system font of this style in `category`.
  public func font(for category: ContentSizeCategory = .default) -> SystemFont {
    SystemFont(
      pointSize: pointSize(for: category), weight: weight, styleLeading: leading(for: category))
  }

  /// The style's leading in `category`: the distance between the baselines of wrapped lines
  /// (HIG "Dynamic Type sizes", the "Leading" column, for xSmall … xxxLarge). The HIG gives no
  /// leading for the accessibility sizes; there it is estimated as round(1.2 × point size), which
  /// reproduces the xxxLarge column within 1 pt for the larger styles. Corpus check: Body at
  /// Large (22) and at xxxLarge (29), from the heights of multi-line labels.
  public func leading(for category: ContentSizeCategory) -> Double {
    if category.isAccessibilityCategory { return (1.2 * pointSize(for: category)).rounded() }
    return TextStyle.leadingTable[self]![category.index]
  }

  /// Columns: xSmall, Small, Medium, Large (default), xLarge, xxLarge, xxxLarge, AX1 … AX5.
  static let sizeTable: [TextStyle: [Double]] = [
    .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
  ]

  /// Leading per style, columns xSmall … xxxLarge (HIG "Dynamic Type sizes", iOS).
  static let leadingTable: [TextStyle: [Double]] = [
    .largeTitle: [38, 39, 40, 41, 43, 46, 48],
    .title1: [31, 32, 33, 34, 37, 39, 41],
    .title2: [24, 25, 26, 28, 30, 32, 34],
    .title3: [22, 23, 24, 25, 28, 30, 32],
    .headline: [19, 20, 21, 22, 24, 27, 29],
    .subheadline: [16, 18, 19, 20, 22, 24, 28],
    .body: [19, 20, 21, 22, 24, 27, 29],
    .callout: [18, 19, 20, 21, 23, 25, 28],
    .footnote: [16, 16, 16, 18, 20, 22, 24],
    .caption1: [13, 13, 13, 16, 19, 21, 23],
    .caption2: [13, 13, 13, 13, 18, 20, 22],
  ]
}
