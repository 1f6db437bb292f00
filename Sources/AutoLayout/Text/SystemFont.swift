// A deterministic model of the iOS system font (SF Pro): vertical metrics by point size, and an
// advance width for every Unicode scalar by optical size (Text below 20 pt, Display from 20 pt),
// weight and the size-specific tracking UIKit applies to the system font. Real fonts are not
// available on Linux, and the engine must give byte-identical output everywhere, so nothing here
// reads a font file; Guides/TextMetrics.md tells the whole story and how the numbers were checked.
//
// Vertical metrics. SF Pro's hhea ascender and descender are 1950 and 494 units of a 2048-unit em,
// line gap 0 (UIFont.systemFont(ofSize: 17): ascender 16.19, descender −4.10, lineHeight 20.29).
// The corpus agrees at every size it has, Text and Display alike: one line is
// ceil-to-pixel(1.1934 × size) — 17 pt → 20.5 (@2x) / 20.333 (@3x), 13 → 16, 11 → 13.5, 24 → 29,
// 28 → 33.5, 36 → 43, 56 → 67; two lines of 24 pt → 57.5, of 60 pt → 143.5. So the model uses the
// same vertical metrics for both optical sizes and every weight.
//
// Advance widths, where each number comes from:
//   • ``advancesAt50``: the system font's advance of each printable ASCII character at 50 pt, in
//     whole points, as measured on Apple's system font and published in Ockey12's Swift source
//     `Character+systemSize50Width.swift` (2024). Whole points read high: the corpus's intrinsic
//     widths at 20–36 pt fit best with every entry 0.4 pt narrower (``measurementBias``). The space
//     is missing there; 10.5 is fitted to the corpus ("Pick A Color", 24 pt, 126 wide), and "t" is
//     one point narrower than measured ("Start", 36 pt, 74 wide).
//   • Those widths include the system font's tracking at 50 pt; taking it off gives the Display
//     advance in ems: (w − 0.4 − tracking(50)) / 50.
//   • ``tracking(forPointSize:)``: the points UIKit adds after every glyph of the system font, from
//     Kyle Hickinson's measurements (Sketch-SF-UI-Font-Fixer, `script.cocoascript`, sizes 6–81:
//     `systemFont(ofSize:)` against the raw SF UI Text / SF UI Display fonts). It agrees within
//     0.04 pt with the tracking tables of Apple's HIG, Text sizes (12 pt 0, 13 pt −6/1000 em,
//     17 pt −26/1000 em) and the earlier Display table (20 pt +19/1000 em, 22 pt +16, 28 pt +13,
//     as transcribed in jonsamp/single-origin-two, `app/constants/type.js`); above 81 pt it is 0.
//   • The Text optical size (below 20 pt) is looser than Display: its advances are the Display
//     advances × ``textAdvanceFactor`` (1.11), fitted to the frames Xcode saves for its default
//     "Label" in public storyboards (11 pt: 28.5 and 14 pt: 35.5 on @2x; 17 pt: 42, from Xcode
//     versions that rounded frames to whole points; the model: 28.5, 35.5, 41.5); the corpus's
//     wrapping Body labels (5 lines at 335, 350 and 374 pt) break where the model breaks them.
// Limits:
//   • Text is one scaled copy of Display, not SF Pro Text's own advances; per-glyph errors of a few
//     hundredths of an em remain, so long strings drift (see the guide's error figures).
//   • weights other than regular are scaled by an uncalibrated factor (semibold +4 %, bold +7 %);
//   • no kerning, no ligatures, no shaping: a string's width is the sum of its scalars' advances;
//   • scalars outside ASCII: East Asian wide/fullwidth scalars 1 em (no tracking: they come from
//     another font), combining marks and zero-width scalars 0, Latin-1 accented letters their base
//     letter's width, everything else ``SystemFont/fallbackAdvance`` (0.56 em).

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
  public var lineHeight: Double { lineHeightOverride ?? ascender + descender }
  /// The line height an older release gave this font (``SystemMetrics/textStyleLineHeight(_:category:for:)``);
  /// nil: the model's.
  public var lineHeightOverride: Double? = nil
  /// Extra space between two wrapped lines: the text style's leading minus ``lineHeight`` (1.71
  /// for Body at 17 pt), 0 for a plain system font. Not added above the first or below the last
  /// line (corpus: a 5-line Body label is 5 × 20.29 + 4 × 1.71 = 108.3 tall, saved as 108.333
  /// on @3x and 108.5 on @2x; 7 lines of Body at xxxLarge, 23/29, are 201.667).
  public var lineSpacing: Double { max(0, (styleLeading ?? 0) - lineHeight) }
  public var capHeight: Double { SystemFont.capHeightEm * pointSize }
  public var xHeight: Double { SystemFont.xHeightEm * pointSize }

  // MARK: Horizontal metrics

  /// SF Pro's two optical sizes: UIKit sets the system font in the Text design below 20 pt and
  /// in the Display design from 20 pt on (Apple, "Introducing the New System Fonts", WWDC 2015).
  public enum OpticalSize: String, Sendable {
    case text
    case display
  }

  /// The point size from which the system font uses its Display design.
  public static let displayThreshold = 20.0

  /// The optical size UIKit uses at ``pointSize``.
  public var opticalSize: OpticalSize {
    pointSize < SystemFont.displayThreshold ? .text : .display
  }

  /// Advance of a scalar with no entry of its own, in ems (about a lowercase letter).
  public static let fallbackAdvance = 0.56

  /// How much wider the Text design's advances are than the Display design's (see the file
  /// comment for the fit).
  public static let textAdvanceFactor = 1.11

  /// How much ``advancesAt50``'s whole-point entries overstate the advances, in points at 50 pt
  /// (fitted to the corpus).
  public static let measurementBias = 0.4

  /// Tracking added after every glyph of the system font, in points, at `pointSize`: the
  /// measured table (file comment) for 6 … 81 pt, interpolated linearly between whole sizes
  /// within one optical size; the 6-pt value below 6 pt, 0 above 81 pt.
  public static func tracking(forPointSize pointSize: Double) -> Double {
    guard pointSize.isFinite, pointSize > 6 else { return trackingTable[0] }
    guard pointSize < 81 else { return 0 }
    let lower = Int(pointSize.rounded(.down))
    let fraction = pointSize - Double(lower)
    let low = trackingTable[lower - 6]
    // Sizes between 19 and 20 pt are still Text: no blending across the switch to Display.
    if fraction == 0 || lower == 19 { return low }
    return low + (trackingTable[lower - 5] - low) * fraction
  }

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

  /// Advance width of one scalar in ems at regular weight in the Display design, without
  /// tracking: (w − ``measurementBias`` − tracking(50)) / 50 for ASCII.
  public static func advanceEm(of scalar: Unicode.Scalar) -> Double {
    let value = scalar.value
    if value >= 0x20, value <= 0x7E { return displayAdvances[Int(value - 0x20)] }
    if value == 0x09 { return 4 * displayAdvances[0] }  // a tab as four spaces
    if value == 0xA0 { return displayAdvances[0] }  // no-break space
    if isZeroWidth(value) { return 0 }
    if isWide(value) { return 1 }
    if let base = latin1Base(value) { return displayAdvances[Int(base.value - 0x20)] }
    return fallbackAdvance
  }

  /// Advance width of one scalar in ems at regular weight in `opticalSize`, without tracking.
  /// East Asian wide scalars (another font) are 1 em in both.
  public static func advanceEm(of scalar: Unicode.Scalar, opticalSize: OpticalSize) -> Double {
    let em = advanceEm(of: scalar)
    guard opticalSize == .text, !isWide(scalar.value) else { return em }
    return em * textAdvanceFactor
  }

  /// Advance width of one scalar in points (optical size, weight and tracking included).
  public func advance(of scalar: Unicode.Scalar) -> Double {
    let em = SystemFont.advanceEm(of: scalar, opticalSize: opticalSize)
    if em == 0 { return 0 }
    let glyph = em * pointSize * SystemFont.widthFactor(for: weight)
    if SystemFont.isWide(scalar.value) { return glyph }
    return glyph + SystemFont.tracking(forPointSize: pointSize)
  }

  /// Width of a run of text on one line: the sum of its scalars' advances (no kerning).
  public func width(of text: String) -> Double {
    var total = 0.0
    for scalar in text.unicodeScalars { total += advance(of: scalar) }
    return total
  }

  // MARK: Tables

  /// The system font's advances of U+0020 … U+007E at 50 pt, regular weight, tracking included,
  /// in whole points (Ockey12's measurements). Two entries are fitted to the corpus instead: the
  /// space (10.5; absent there) and "t" (15 where the measurement says 16: "Start" at 36 pt is 74
  /// wide in Animate-v1, 114 − 2 × 20 insets, which 16 puts at 75).
  static let advancesAt50: [Double] = [
    10.5, 14, 21, 31, 31, 41, 34, 14,  //  !"#$%&'
    17, 17, 21, 31, 12, 22, 12, 15,  // ()*+,-./
    31, 23, 29, 30, 31, 30, 32, 28,  // 01234567
    31, 32, 12, 12, 31, 31, 31, 25,  // 89:;<=>?
    45, 33, 31, 35, 35, 28, 27, 36,  // @ABCDEFG
    36, 12, 26, 31, 27, 42, 36, 37,  // HIJKLMNO
    30, 37, 31, 31, 30, 36, 32, 47,  // PQRSTUVW
    33, 31, 32, 16, 15, 16, 31, 27,  // XYZ[\]^_
    26, 26, 29, 26, 29, 26, 16, 28,  // `abcdefg
    28, 11, 11, 25, 11, 41, 27, 27,  // hijklmno
    28, 28, 16, 24, 15, 27, 25, 37,  // pqrstuvw  (t: 16 measured, see above)
    24, 25, 24, 17, 12, 17, 31,  // xyz{|}~
  ]

  /// Display advances in ems of U+0020 … U+007E, derived from ``advancesAt50``.
  static let displayAdvances: [Double] = advancesAt50.map {
    ($0 - measurementBias - trackingTable[50 - 6]) / 50
  }

  /// Tracking in points for 6, 7, … 81 pt: SF Text sizes 6 … 19, SF Display sizes 20 … 81
  /// (Hickinson's measurements, see the file comment).
  static let trackingTable: [Double] = [
    0.246, 0.223, 0.208, 0.171, 0.12, 0.06, 0, -0.078, -0.154, -0.24, -0.32, -0.408, -0.45,  // 6–18
    -0.49,  // 19
    0.361328, 0.348633, 0.343750, 0.348145, 0.351562, 0.354004, 0.355469, 0.355957,  // 20–27
    0.355469, 0.354004, 0.366211, 0.363281, 0.375000, 0.370605, 0.381836, 0.375977,  // 28–35
    0.386719, 0.379395, 0.371094, 0.380859, 0.371094, 0.380371, 0.369141, 0.377930,  // 36–43
    0.365234, 0.351562, 0.359375, 0.344238, 0.351562, 0.334961, 0.341797, 0.323730,  // 44–51
    0.304688, 0.310547, 0.290039, 0.295410, 0.273438, 0.278320, 0.254883, 0.230469,  // 52–59
    0.234375, 0.208496, 0.211914, 0.184570, 0.187500, 0.158691, 0.161133, 0.130859,  // 60–67
    0.132812, 0.134766, 0.102539, 0.104004, 0.105469, 0.071289, 0.072266, 0.036621,  // 68–75
    0.037109, 0.037598, 0, 0, 0, 0,  // 76–81
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
