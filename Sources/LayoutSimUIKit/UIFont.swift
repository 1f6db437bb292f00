import AutoLayout

/// `UIFont`, as the text model measures it: the system font at a size and weight, or a Dynamic
/// Type text style (`preferredFont(forTextStyle:)`).
public final class UIFont: Sendable, Equatable {
  /// `UIFont.Weight`, with UIKit's raw values (UIFontDescriptor.h).
  public struct Weight: RawRepresentable, Hashable, Sendable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let ultraLight = Weight(rawValue: -0.8)
    public static let thin = Weight(rawValue: -0.6)
    public static let light = Weight(rawValue: -0.4)
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
    public static let black = Weight(rawValue: 0.62)

    /// The nearest of the engine's weights.
    var engineWeight: FontWeight {
      let table: [(Weight, FontWeight)] = [
        (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular),
        (.medium, .medium), (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy),
        (.black, .black),
      ]
      return table.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }?.1
        ?? .regular
    }
  }

  /// `UIFont.TextStyle`, with UIKit's raw values.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    var engineStyle: AutoLayout.TextStyle {
      rawValue == TextStyle.largeTitle.rawValue
        ? .largeTitle : AutoLayout.TextStyle(name: rawValue) ?? .body
    }
  }

  let systemFont: SystemFont
  /// The text style a preferred font was made for.
  let textStyle: TextStyle?
  /// The text style whose Dynamic Type sizes a `UIFontMetrics`-scaled font follows.
  let metricsStyle: AutoLayout.TextStyle?

  init(
    _ systemFont: SystemFont, textStyle: TextStyle? = nil, metricsStyle: AutoLayout.TextStyle? = nil
  ) {
    self.systemFont = systemFont
    self.textStyle = textStyle
    self.metricsStyle = metricsStyle
  }

  /// The font at a Dynamic Type size: a scaled font grows as its metrics' text style does.
  func scaled(for category: ContentSizeCategory) -> SystemFont {
    guard let metricsStyle else { return systemFont }
    var font = systemFont
    font.pointSize *= UIFontMetrics.factor(metricsStyle, category)
    return font
  }

  public var pointSize: CGFloat { CGFloat(systemFont.pointSize) }
  public var lineHeight: CGFloat { CGFloat(systemFont.lineHeight) }
  public var ascender: CGFloat { CGFloat(systemFont.ascender) }
  public var descender: CGFloat { -CGFloat(systemFont.descender) }

  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
    UIFont(.system(Double(fontSize), weight: weight.engineWeight))
  }
  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .regular)
  }
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .bold)
  }
  /// The text style's font at the default Dynamic Type size; a label with
  /// `adjustsFontForContentSizeCategory` follows the window's size instead.
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    UIFont(.preferred(style.engineStyle), textStyle: style)
  }
  public static var systemFontSize: CGFloat { 17 }
  public static var labelFontSize: CGFloat { 17 }
  public static var buttonFontSize: CGFloat { 18 }

  public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
    lhs.systemFont == rhs.systemFont && lhs.textStyle == rhs.textStyle
      && lhs.metricsStyle == rhs.metricsStyle
  }
}

/// `UIFontMetrics`: custom fonts and values scaled as a text style scales with Dynamic Type
/// (each category's size over the style's default size, from the engine's table of Apple's
/// Dynamic Type sizes, `TextStyle`).
public final class UIFontMetrics: Sendable {
  let style: UIFont.TextStyle

  public init(forTextStyle textStyle: UIFont.TextStyle) { style = textStyle }
  public static let `default` = UIFontMetrics(forTextStyle: .body)

  /// The font scaled for the default size; in a label with `adjustsFontForContentSizeCategory`
  /// it follows the window's Dynamic Type size.
  public func scaledFont(for font: UIFont) -> UIFont {
    UIFont(font.systemFont, textStyle: nil, metricsStyle: style.engineStyle)
  }

  public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  {
    let category = traitCollection?.preferredContentSizeCategory.engineCategory ?? .default
    return UIFont(scaledFont(for: font).scaled(for: category), textStyle: nil, metricsStyle: nil)
  }

  public func scaledValue(for value: CGFloat) -> CGFloat { value }

  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?)
    -> CGFloat
  {
    let category = traitCollection?.preferredContentSizeCategory.engineCategory ?? .default
    return value * CGFloat(Self.factor(style.engineStyle, category))
  }

  static func factor(_ style: AutoLayout.TextStyle, _ category: ContentSizeCategory) -> Double {
    style.pointSize(for: category) / style.defaultPointSize
  }
}
