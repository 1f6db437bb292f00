// A deterministic model of the iOS system font (SF Pro): vertical metrics by point size and an
// advance width for every Unicode scalar. Real fonts are not available on Linux, and the engine
// must give byte-identical output everywhere, so nothing here reads a font file.
//
// Vertical metrics. SF Pro's hhea ascender and descender are 1950 and 494 units of a 2048-unit em
// (UIFont.systemFont(ofSize: 17): ascender 16.19, descender −4.10, lineHeight 20.29, no line gap).
// The corpus agrees at every size it has: one line is ceil-to-pixel(1.1934 × size) — 17 pt →
// 20.5 (@2x) / 20.333 (@3x), 13 → 16, 11 → 13.5, 24 → 29, 28 → 33.5, 36 → 43, 56 → 67; two lines
// of 24 pt → 57.5, of 60 pt → 143.5. The model uses the same metrics for SF Pro Text (< 20 pt)
// and SF Pro Display (≥ 20 pt), and for every weight.
//
// Advance widths. Em fractions for printable ASCII, estimated for SF Pro (not taken from any font
// file) and then scaled as a whole (× 0.935) so that the corpus's intrinsic widths come out (see
// TextMetricsTests' calibration listing). The calibration data is small — 2 labels and 13 buttons,
// 11 distinct strings at 20, 24 and 36 pt, all reproduced within 0.5 pt — so the table is fitted
// to them rather than validated by them. An independent check: the line counts of the corpus's 8
// wrapping labels (2 to 7 lines, 17 to 60 pt) come out right, so their heights do too. Limits:
//   • tracking: UIKit applies SF's size-specific tracking automatically, but the corpus shows no
//     measurable size dependence at 20–36 pt, so ``tracking(forPointSize:)`` is 0;
//   • weights other than regular are scaled by an uncalibrated factor (semibold +4 %, bold +7 %);
//   • digits are 0.625 em (12.5 pt at 20 pt, which the Distribution buttons pin down exactly);
//     the other digits are assumed as wide except "1";
//   • no kerning, no ligatures, no shaping: a string's width is the sum of its scalars' advances;
//   • scalars outside ASCII: East Asian wide/fullwidth scalars 1 em, combining marks and
//     zero-width scalars 0, Latin-1 accented letters their base letter's width, everything else
//     ``SystemFont/fallbackAdvance`` (0.56 em, about a lowercase letter).

/// The system font at one point size and weight, as UIKit's `UIFont.systemFont(ofSize:weight:)`.
public struct SystemFont: Hashable, Sendable, CustomStringConvertible {
  public var pointSize: Double
  public var weight: FontWeight
  /// The distance between the baselines of wrapped lines when the font comes from a text style
  /// (``TextStyle/leading(for:)``: 22 for Body at Large); nil for a plain system font, whose
  /// wrapped lines are ``lineHeight`` apart.
  public var styleLeading: Double?

  public init(pointSize: Double, weight: FontWeight = .regular, styleLeading: Double? = nil) {
    self.pointSize = pointSize
    self.weight = weight
    self.styleLeading = styleLeading
  }

  /// `UIFont.preferredFont(forTextStyle:compatibleWith:)`.
  public static func preferred(_ style: TextStyle, category: ContentSizeCategory = .default)
    -> SystemFont
  {
    style.font(for: category)
  }

  /// `UIFont.systemFont(ofSize:weight:)`.
  public static func system(_ pointSize: Double, weight: FontWeight = .regular) -> SystemFont {
    SystemFont(pointSize: pointSize, weight: weight)
  }

  public var description: String {
    "system \(pointSize.textMetricsFormatted)"
      + (weight == .regular ? "" : " \(weight.rawValue)")
      + (styleLeading.map { "/\($0.textMetricsFormatted)" } ?? "")
  }

  // MARK: Vertical metrics

  /// Ascender in ems (1950 / 2048).
  public static let ascenderEm = 1950.0 / 2048.0
  /// Descender in ems, positive (494 / 2048).
  public static let descenderEm = 494.0 / 2048.0
  /// Cap height in ems (estimate, 1443 / 2048).
  public static let capHeightEm = 1443.0 / 2048.0
  /// x-height in ems (estimate, 1078 / 2048).
  public static let xHeightEm = 1078.0 / 2048.0

  /// Distance from the top of a line to its baseline (`UIFont.ascender`).
  public var ascender: Double { SystemFont.ascenderEm * pointSize }
  /// Distance from the baseline to the bottom of a line, positive (−`UIFont.descender`).
  public var descender: Double { SystemFont.descenderEm * pointSize }
  /// `UIFont.lineHeight`: ascender + descender (SF has no line gap); 20.29 at 17 pt.
  public var lineHeight: Double { ascender + descender }
  /// Extra space between two wrapped lines: the text style's leading minus ``lineHeight`` (1.71
  /// for Body at 17 pt), 0 for a plain system font. Not added above the first or below the last
  /// line (corpus: a 5-line Body label is 5 × 20.29 + 4 × 1.71 = 108.3 tall, saved as 108.333
  /// on @3x and 108.5 on @2x; 7 lines of Body at xxxLarge, 23/29, are 201.667).
  public var lineSpacing: Double { max(0, (styleLeading ?? 0) - lineHeight) }
  public var capHeight: Double { SystemFont.capHeightEm * pointSize }
  public var xHeight: Double { SystemFont.xHeightEm * pointSize }

  // MARK: Horizontal metrics

  /// Advance of a scalar with no entry of its own, in ems.
  public static let fallbackAdvance = 0.56

  /// Tracking added after every scalar, in points, at `pointSize`. Zero: the calibration shows
  /// none (see the file comment); the one place to put SF's tracking table if later data shows it.
  public static func tracking(forPointSize pointSize: Double) -> Double { 0 }

  /// Width factor of a weight relative to regular (uncalibrated estimates).
  public static func widthFactor(for weight: FontWeight) -> Double {
    switch weight {
    case .ultraLight: return 0.94
    case .thin: return 0.95
    case .light: return 0.97
    case .regular: return 1
    case .medium: return 1.02
    case .semibold: return 1.04
    case .bold: return 1.07
    case .heavy: return 1.09
    case .black: return 1.11
    }
  }

  /// Advance width of one scalar in ems at regular weight, without tracking.
  public static func advanceEm(of scalar: Unicode.Scalar) -> Double {
    let value = scalar.value
    if value >= 0x20, value <= 0x7E { return asciiAdvances[Int(value - 0x20)] }
    if value == 0x09 { return 4 * asciiAdvances[0] }  // a tab as four spaces
    if value == 0xA0 { return asciiAdvances[0] }  // no-break space
    if isZeroWidth(value) { return 0 }
    if isWide(value) { return 1 }
    if let base = latin1Base(value) { return asciiAdvances[Int(base.value - 0x20)] }
    return fallbackAdvance
  }

  /// Advance width of one scalar in points (weight and tracking included).
  public func advance(of scalar: Unicode.Scalar) -> Double {
    let em = SystemFont.advanceEm(of: scalar)
    if em == 0 { return 0 }
    return em * pointSize * SystemFont.widthFactor(for: weight)
      + SystemFont.tracking(forPointSize: pointSize)
  }

  /// Width of a run of text on one line: the sum of its scalars' advances (no kerning).
  public func width(of text: String) -> Double {
    var total = 0.0
    for scalar in text.unicodeScalars { total += advance(of: scalar) }
    return total
  }

  // MARK: Tables

  /// Em advances of U+0020 … U+007E at regular weight (the file comment says how they were made).
  static let asciiAdvances: [Double] = [
    0.243, 0.262, 0.374, 0.617, 0.580, 0.823, 0.654, 0.206,  //  !"#$%&'
    0.327, 0.327, 0.449, 0.598, 0.243, 0.393, 0.243, 0.374,  // ()*+,-./
    0.625, 0.520, 0.625, 0.625, 0.625, 0.625, 0.625, 0.625,  // 01234567
    0.625, 0.625, 0.252, 0.252, 0.598, 0.598, 0.598, 0.486,  // 89:;<=>?
    0.888, 0.624, 0.614, 0.654, 0.673, 0.561, 0.542, 0.683,  // @ABCDEFG
    0.701, 0.243, 0.496, 0.617, 0.524, 0.813, 0.683, 0.701,  // HIJKLMNO
    0.598, 0.701, 0.617, 0.589, 0.580, 0.673, 0.626, 0.898,  // PQRSTUVW
    0.608, 0.589, 0.580, 0.327, 0.374, 0.327, 0.468, 0.468,  // XYZ[\\]^_
    0.281, 0.505, 0.552, 0.514, 0.552, 0.524, 0.318, 0.552,  // `abcdefg
    0.533, 0.224, 0.224, 0.496, 0.224, 0.813, 0.533, 0.542,  // hijklmno
    0.552, 0.552, 0.337, 0.477, 0.299, 0.533, 0.486, 0.729,  // pqrstuvw
    0.477, 0.486, 0.477, 0.355, 0.262, 0.355, 0.598,  // xyz{|}~
  ]

  /// Combining marks, zero-width spaces and joiners, variation selectors, BOM.
  static func isZeroWidth(_ value: UInt32) -> Bool {
    (0x0300...0x036F).contains(value) || (0x200B...0x200F).contains(value)
      || (0xFE00...0xFE0F).contains(value) || value == 0xFEFF || value < 0x20
      || (0x7F...0x9F).contains(value)
  }

  /// East Asian wide and fullwidth ranges (CJK, kana, Hangul, fullwidth forms): 1 em.
  static func isWide(_ value: UInt32) -> Bool {
    (0x1100...0x115F).contains(value) || (0x2E80...0x303E).contains(value)
      || (0x3041...0x33FF).contains(value) || (0x3400...0x4DBF).contains(value)
      || (0x4E00...0x9FFF).contains(value) || (0xA000...0xA4CF).contains(value)
      || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
      || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
      || (0xFFE0...0xFFE6).contains(value) || (0x1F300...0x1F64F).contains(value)
      || (0x1F900...0x1F9FF).contains(value) || (0x20000...0x3FFFD).contains(value)
  }

  /// The ASCII base letter of a Latin-1 accented letter (À → A, é → e), nil otherwise.
  static func latin1Base(_ value: UInt32) -> Unicode.Scalar? {
    guard (0xC0...0xFF).contains(value), value != 0xD7, value != 0xF7 else { return nil }
    let bases = Array(
      "AAAAAAACEEEEIIIIDNOOOOO_OUUUUYTsaaaaaaaceeeeiiiidnooooo_ouuuuyty".unicodeScalars)
    let base = bases[Int(value - 0xC0)]
    return base == "_" ? nil : base
  }
}

extension Double {
  /// "17", "20.5", "20.333": rounded to thousandths, no trailing zeros.
  var textMetricsFormatted: String {
    let rounded = (self * 1000).rounded() / 1000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return "\(rounded)"
  }
}
