// SF Pro's advance widths and pair kerning, per weight and optical size, as read from Apple's font
// files by tools/system_font_tables.py (the tables are the `SystemFontTables+<Weight>.swift`
// files beside this one), and those of the SF UI faces of iOS 9 and 10 that Apple's 2015 download
// held (`SystemFontTables+SFUI*.swift`, `--sf-ui`). Real fonts are not available on Linux and the
// engine must give the same bytes on every machine, so the numbers are data here; the rules that
// combine them (optical-size interpolation, tracking, which typeface) are in SystemFont.swift and
// SystemFont+Typeface.swift.

/// The two designs of SF Pro that the tables hold: SF Pro Text (the font's `opsz` 17 master) and
/// SF Pro Display (`opsz` 28).
enum SystemFontDesign: Sendable {
  case text
  case display
}

/// Lookup over the generated tables: the advance of a scalar and the kerning of an ASCII pair,
/// in units of the 2048-unit em.
enum SystemFontTables {
  static let unitsPerEm = 2048.0

  /// One weight's generated strings: `"20=576 21=637 …"` (hex scalar = advance) and
  /// `"4156-150 …"` (two hex ASCII codes, then the kerning).
  struct WeightData: Sendable {
    var textAdvances: String
    var textKerning: String
    var displayAdvances: String
    var displayKerning: String
  }

  /// One design of one weight on its own (the SF UI faces): the same two strings.
  struct FaceData: Sendable {
    var advances: String
    var kerning: String
  }

  /// One design of one weight, parsed: advances by scalar, kerning in a 128 × 128 grid.
  struct Face: Sendable {
    var advances: [UInt32: Int]
    /// Advances of U+0000 … U+017F by scalar value (−1: not in the font), the common path.
    var latinAdvances: [Int]
    var kerning: [Int]

    init(advances source: String, kerning kerningSource: String) {
      var advances: [UInt32: Int] = [:]
      var latin = [Int](repeating: -1, count: 0x180)
      for entry in source.split(separator: " ") {
        let parts = entry.split(separator: "=")
        guard parts.count == 2, let scalar = UInt32(parts[0], radix: 16), let units = Int(parts[1])
        else { preconditionFailure("malformed advance entry '\(entry)'") }
        advances[scalar] = units
        if scalar < 0x180 { latin[Int(scalar)] = units }
      }
      var kerning = [Int](repeating: 0, count: 128 * 128)
      for entry in kerningSource.split(separator: " ") {
        let text = Array(entry.utf8)
        guard text.count > 4, let left = Int(String(decoding: text[0..<2], as: UTF8.self), radix: 16),
          let right = Int(String(decoding: text[2..<4], as: UTF8.self), radix: 16),
          let value = Int(String(decoding: text[4...], as: UTF8.self)), left < 128, right < 128
        else { preconditionFailure("malformed kerning entry '\(entry)'") }
        kerning[left * 128 + right] = value
      }
      self.advances = advances
      self.latinAdvances = latin
      self.kerning = kerning
    }

    /// `data` parsed, with `fallback`'s advance for every scalar `data` lacks (SF UI against SF
    /// Pro of the same weight and design: a soft hyphen, a few Latin Extended-A and Cyrillic
    /// letters); the kerning is `data`'s alone.
    init(_ data: FaceData, over fallback: Face) {
      self.init(advances: data.advances, kerning: data.kerning)
      for (scalar, units) in fallback.advances where advances[scalar] == nil {
        advances[scalar] = units
        if scalar < 0x180 { latinAdvances[Int(scalar)] = units }
      }
    }

    /// The advance of `scalar` in units, nil when the font has no glyph for it.
    func advance(of scalar: UInt32) -> Int? {
      if scalar < 0x180 {
        let units = latinAdvances[Int(scalar)]
        return units < 0 ? nil : units
      }
      return advances[scalar]
    }

    /// The kerning between two ASCII scalars in units (0 for any other pair).
    func kerning(_ left: UInt32, _ right: UInt32) -> Int {
      guard left < 128, right < 128 else { return 0 }
      return kerning[Int(left) * 128 + Int(right)]
    }
  }

  /// Both designs of one weight.
  struct Weight: Sendable {
    var text: Face
    var display: Face

    init(_ data: WeightData) {
      text = Face(advances: data.textAdvances, kerning: data.textKerning)
      display = Face(advances: data.displayAdvances, kerning: data.displayKerning)
    }

    init(text: Face, display: Face) {
      self.text = text
      self.display = display
    }

    func face(_ design: SystemFontDesign) -> Face {
      design == .text ? text : display
    }
  }

  // Parsed on first use, one weight at a time (Swift initialises a static let lazily and once).
  static let parsedUltraLight = Weight(ultraLight)
  static let parsedThin = Weight(thin)
  static let parsedLight = Weight(light)
  static let parsedRegular = Weight(regular)
  static let parsedMedium = Weight(medium)
  static let parsedSemibold = Weight(semibold)
  static let parsedBold = Weight(bold)
  static let parsedHeavy = Weight(heavy)
  static let parsedBlack = Weight(black)

  /// The tables of `weight` in `typeface`: SF UI's faces where the tables hold them, SF Pro's
  /// for the rest (``SystemFont/Typeface``).
  static func weight(_ weight: FontWeight, typeface: SystemFont.Typeface) -> Weight {
    let pro = self.weight(weight)
    guard typeface == .sfUI else { return pro }
    return Weight(
      text: sfUIFace(.text, weight) ?? pro.text, display: sfUIFace(.display, weight) ?? pro.display)
  }

  /// The tables of `weight` (SF Pro).
  static func weight(_ weight: FontWeight) -> Weight {
    switch weight {
    case .ultraLight: return parsedUltraLight
    case .thin: return parsedThin
    case .light: return parsedLight
    case .regular: return parsedRegular
    case .medium: return parsedMedium
    case .semibold: return parsedSemibold
    case .bold: return parsedBold
    case .heavy: return parsedHeavy
    case .black: return parsedBlack
    }
  }
}
