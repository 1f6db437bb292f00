// A deterministic model of the iOS system font (SF Pro; SF UI on iOS 9 and 10, which
// SystemFont+Typeface.swift chooses): vertical metrics by point size, and the
// advance width of every scalar by weight and optical size, with the pair kerning and the
// size-specific tracking UIKit applies to the system font. Real fonts are not available on Linux,
// and the engine must give byte-identical output everywhere, so nothing here reads a font file;
// Guides/TextMetrics.md tells the whole story and how the numbers were checked.
//
// Vertical metrics. SF Pro's hhea ascender and descender are 1950 and 494 units of a 2048-unit em,
// line gap 0 (UIFont.systemFont(ofSize: 17): ascender 16.19, descender −4.10, lineHeight 20.29).
// The corpus agrees at every size it has, Text and Display alike: one line is
// ceil-to-pixel(1.1934 × size) — 17 pt → 20.5 (@2x) / 20.333 (@3x), 13 → 16, 11 → 13.5, 24 → 29,
// 28 → 33.5, 36 → 43, 56 → 67; two lines of 24 pt → 57.5, of 60 pt → 143.5. So the model uses the
// same vertical metrics for both optical sizes and every weight.
//
// Advance widths, where each number comes from:
//   • The glyphs' advances and the default pair kerning (`kern`, GPOS) of SF Pro Text and SF Pro
//     Display in all nine weights, version 16.0d18e1 (Apple's SF Pro download), read from the font
//     files by tools/system_font_tables.py into SystemFontTables/ (Latin, Latin-1, Latin
//     Extended-A, Greek, Cyrillic and common punctuation; kerning between printable ASCII pairs,
//     accented Latin-1 letters kerned as their base letter).
//   • Optical size (``OpticalSizing``): iOS 9–13 use SF Text below 20 pt and SF Display from 20 pt;
//     iOS 14 and later one variable font interpolated between Text (17 pt) and Display (28 pt) by
//     ``continuousDisplayFractions``, measured on the variable font.
//   • Tracking: iOS 9–13, ``tracking(forPointSize:)``: the fonts' own `trak` tables (track 0, the
//     same in every weight): SF Pro Text 17.0d11e1 below 20 pt (17 pt: −47/2048 em = −0.390 pt),
//     and from 20 pt Kyle Hickinson's measurements of `systemFont(ofSize:)` against the raw fonts
//     (Sketch-SF-UI-Font-Fixer, `script.cocoascript`, 20–81 pt), which are SF Pro Display's `trak`
//     (20 pt: 37/2048 em, 50 pt: 14/2048 em). iOS 14 and later,
//     ``continuousTracking(forPointSize:)``: the HIG's table up to 28 pt, then the same Display one.
// Checked against the corpus (Guides/TextMetrics.md): DynamicText's ten text styles at xSmall on
// an iOS 15 canvas come out at Xcode's widths, eight exactly and two within 0.5 pt.
// Limits:
//   • no ligatures, no contextual shaping; kerning only between printable ASCII pairs;
//   • scalars outside the tables: East Asian wide/fullwidth scalars 1 em (no tracking: they come
//     from another font), combining marks and zero-width scalars 0, everything else
//     ``SystemFont/fallbackAdvance`` (0.56 em).

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
  /// How the font picks its Text or Display design: by the release (``OpticalSizing/of(_:)``);
  /// the newest releases' continuous sizing unless the engine says otherwise.
  public var opticalSizing: OpticalSizing = .continuous
  /// SF UI (iOS 9–10) or SF Pro (``Typeface/of(_:)``); SF Pro unless the engine says otherwise.
  public var typeface: Typeface = .sfPro
  /// Extra space between two wrapped lines: the text style's leading minus ``lineHeight`` (1.71
  /// for Body at 17 pt), 0 for a plain system font. Not added above the first or below the last
  /// line (corpus: a 5-line Body label is 5 × 20.29 + 4 × 1.71 = 108.3 tall, saved as 108.333
  /// on @3x and 108.5 on @2x; 7 lines of Body at xxxLarge, 23/29, are 201.667).
  public var lineSpacing: Double { max(0, (styleLeading ?? 0) - lineHeight) }
  public var capHeight: Double { SystemFont.capHeightEm * pointSize }
  public var xHeight: Double { SystemFont.xHeightEm * pointSize }

  // MARK: Horizontal metrics

  /// SF Pro's two optical sizes: SF Pro Text, drawn for small sizes, and SF Pro Display, drawn for
  /// large ones (Apple, "Introducing the New System Fonts", WWDC 2015).
  public enum OpticalSize: String, Sendable {
    case text
    case display
  }

  /// How UIKit chooses between the Text and Display designs, which depends on the release.
  public enum OpticalSizing: String, Sendable, Hashable {
    /// iOS 9–13: two fonts, SF Text below 20 pt and SF Display from 20 pt, each with its own
    /// tracking (WWDC 2015, "Introducing the New System Fonts").
    case discrete
    /// iOS 14 and later: one variable font whose optical size follows the point size: the Text
    /// design at 17 pt and below, Display at 28 pt and above, interpolated between, and a tracking
    /// table that "varies smoothly between 17 and 28 points" (WWDC 2020, "The details of UI
    /// typography").
    case continuous

    /// The sizing `version` uses.
    public static func of(_ version: IOSVersion) -> OpticalSizing {
      version >= .iOS14 ? .continuous : .discrete
    }
  }

  /// The point size from which the discrete fonts (iOS 9–13) use SF Display.
  public static let displayThreshold = 20.0

  /// The design of the discrete fonts at ``pointSize`` (on iOS 14 and later the glyphs are
  /// ``displayFraction`` of the way from Text to Display).
  public var opticalSize: OpticalSize {
    pointSize < SystemFont.displayThreshold ? .text : .display
  }

  /// How far the glyphs are from the Text design (0) toward Display (1).
  public var displayFraction: Double {
    switch opticalSizing {
    case .discrete: return opticalSize == .text ? 0 : 1
    case .continuous: return SystemFont.continuousDisplayFraction(forPointSize: pointSize)
    }
  }

  /// Where the variable font's glyphs are between Text and Display at 17, 18, … 28 pt, linear
  /// between whole sizes. Measured on SF Pro's variable font (SF-Pro.ttf 16.0d18e1, axis `opsz`
  /// 17–28 with a non-linear `avar` mapping): (advance at 17 − advance at the size) / (advance at
  /// 17 − advance at 28), averaged over "aeHW1no" (every glyph agrees within 0.01).
  static let continuousDisplayFractions: [Double] = [
    0, 0.047, 0.091, 0.236, 0.381, 0.526, 0.673, 0.817, 0.863, 0.909, 0.953, 1,
  ]

  static func continuousDisplayFraction(forPointSize pointSize: Double) -> Double {
    guard pointSize.isFinite, pointSize > 17 else { return 0 }
    guard pointSize < 28 else { return 1 }
    let lower = Int(pointSize.rounded(.down))
    let low = continuousDisplayFractions[lower - 17]
    let high = continuousDisplayFractions[lower - 16]
    return low + (high - low) * (pointSize - Double(lower))
  }

  /// Advance of a scalar the tables do not hold, in ems (about a lowercase letter).
  public static let fallbackAdvance = 0.56

  /// Tracking added after every glyph of the system font at this font's size and sizing.
  public var tracking: Double {
    switch opticalSizing {
    case .discrete: return SystemFont.tracking(forPointSize: pointSize)
    case .continuous: return SystemFont.continuousTracking(forPointSize: pointSize)
    }
  }

  /// Tracking of the discrete fonts (iOS 9–13), in points, at `pointSize`: the table (file
  /// comment: the Text font's trak below 20 pt, the measured Display tracking from 20) for 6 … 81 pt, interpolated linearly between whole sizes within one optical
  /// size; the 6-pt value below 6 pt, 0 above 81 pt.
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

  /// Tracking of the variable system font (iOS 14 and later), in points, at `pointSize`: Apple's
  /// Human Interface Guidelines, Typography, "Tracking values" for SF Pro on iOS, in 1/1000 em,
  /// from 6 to 28 pt (``continuousTrackingThousandths``); above 28 pt the Display design's own
  /// `trak` table (the discrete table's Display entries), reached linearly between 28 and 29 pt.
  public static func continuousTracking(forPointSize pointSize: Double) -> Double {
    guard pointSize.isFinite, pointSize > 6 else {
      return continuousTrackingThousandths[0] * 6 / 1000
    }
    if pointSize < 28 {
      let lower = Int(pointSize.rounded(.down))
      let low = continuousTrackingThousandths[lower - 6] * Double(lower) / 1000
      let high = continuousTrackingThousandths[lower - 5] * Double(lower + 1) / 1000
      return low + (high - low) * (pointSize - Double(lower))
    }
    let at28 = continuousTrackingThousandths[28 - 6] * 28 / 1000
    if pointSize < 29 { return at28 + (tracking(forPointSize: 29) - at28) * (pointSize - 28) }
    return tracking(forPointSize: pointSize)
  }

  /// The HIG's tracking for SF Pro on iOS, 1/1000 em, at 6, 7, … 28 pt (12 pt 0, 13 pt −6,
  /// 17 pt −26, 28 pt +14; the same table as the discrete Text table below 17 pt within 0.01 pt).
  static let continuousTrackingThousandths: [Double] = [
    41, 34, 26, 19, 12, 6, 0, -6, -11, -16, -20,  // 6–16
    -26, -25, -24, -23, -18, -12, -4, 3, 6, 8, 11, 14,  // 17–28
  ]

  /// Advance width of one scalar in points: the glyph's advance at this weight and optical size,
  /// plus ``tracking``. East Asian wide scalars (another font) are 1 em and untracked.
  public func advance(of scalar: Unicode.Scalar) -> Double {
    Measure(self).advance(of: scalar.value)
  }

  /// Width of a run of text on one line: its scalars' advances and the pair kerning UIKit applies
  /// between neighbours (no ligatures, no shaping).
  public func width(of text: String) -> Double {
    let measure = Measure(self)
    var total = 0.0
    var previous: UInt32? = nil
    for scalar in text.unicodeScalars {
      let value = scalar.value
      total += measure.advance(of: value)
      if let previous { total += measure.kerning(previous, value) }
      previous = value
    }
    return total
  }

  /// The kerning between two neighbouring scalars, in points.
  public func kerning(between left: Unicode.Scalar, and right: Unicode.Scalar) -> Double {
    Measure(self).kerning(left.value, right.value)
  }

  /// What measuring needs, worked out once per string rather than once per scalar: the weight's
  /// two faces, how far toward Display the glyphs are, the tracking.
  struct Measure {
    let text: SystemFontTables.Face
    let display: SystemFontTables.Face
    let fraction: Double
    let tracking: Double
    let pointsPerUnit: Double
    let pointSize: Double

    init(_ font: SystemFont) {
      let faces = SystemFontTables.weight(font.weight, typeface: font.typeface)
      text = faces.text
      display = faces.display
      fraction = font.displayFraction
      tracking = font.tracking
      pointsPerUnit = font.pointSize / SystemFontTables.unitsPerEm
      pointSize = font.pointSize
    }

    func advance(of value: UInt32) -> Double {
      if SystemFont.isZeroWidth(value) { return 0 }
      if SystemFont.isWide(value) { return pointSize }
      let lookup = value == 0x09 ? 0x20 : value  // a tab as four spaces
      let units: Double
      if let textUnits = text.advance(of: lookup), let displayUnits = display.advance(of: lookup) {
        units = Double(textUnits) + Double(displayUnits - textUnits) * fraction
      } else {
        units = SystemFont.fallbackAdvance * SystemFontTables.unitsPerEm
      }
      let glyph = units * pointsPerUnit + tracking
      return value == 0x09 ? 4 * glyph : glyph
    }

    func kerning(_ left: UInt32, _ right: UInt32) -> Double {
      let left = SystemFont.kerningBase(left), right = SystemFont.kerningBase(right)
      let textUnits = text.kerning(left, right), displayUnits = display.kerning(left, right)
      if textUnits == 0, displayUnits == 0 { return 0 }
      return (Double(textUnits) + Double(displayUnits - textUnits) * fraction) * pointsPerUnit
    }
  }

  /// The ASCII letter whose kerning an accented Latin-1 letter shares (É → E), else the scalar.
  static func kerningBase(_ value: UInt32) -> UInt32 {
    latin1Base(value)?.value ?? value
  }

  // MARK: Tables

  /// Tracking in points for 6, 7, … 81 pt: SF Pro Text's trak at 6 … 19 (its sizes 6, 9, 10 … 17,
  /// 20, linear in 1/2048 em between them, × size), SF Display at 20 … 81 (Hickinson's
  /// measurements, see the file comment).
  static let trackingTable: [Double] = [
    0.240234, 0.230143, 0.205729, 0.166992, 0.117188, 0.064453, 0, -0.076172, -0.150391,  // 6–14
    -0.234375, -0.3125, -0.390137, -0.436523, -0.485514,  // 15–19
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
