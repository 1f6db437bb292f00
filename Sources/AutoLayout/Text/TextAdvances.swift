/// A font's advances looked up once per measurement: `SystemFont.advance(of:)` works out the
/// optical size, weight and tracking for every scalar it is asked about, which made measuring a
/// long text several times slower than reading it. ASCII (the bulk of most texts) comes from a
/// table filled by that same function, so every width is the same number, bit for bit, as
/// summing `advance(of:)` in order.
struct TextAdvances {
  let font: SystemFont
  private let ascii: [Double]

  init(_ font: SystemFont) {
    self.font = font
    ascii = (0..<128).map { font.advance(of: Unicode.Scalar(UInt8($0))) }
  }

  func advance(of scalar: Unicode.Scalar) -> Double {
    scalar.value < 128 ? ascii[Int(scalar.value)] : font.advance(of: scalar)
  }

  /// `start` plus the advances of `scalars`, added in order (`SystemFont.width(of:)` is this with
  /// `start` 0).
  func width(of scalars: Substring.UnicodeScalarView, from start: Double = 0) -> Double {
    var total = start
    for scalar in scalars { total += advance(of: scalar) }
    return total
  }

  func width(of text: Substring) -> Double { width(of: text.unicodeScalars) }

  /// Whether `text` is wider than `limit`, reading only as far as it takes to know: the advances
  /// are never negative, so once the sum passes `limit` the rest cannot bring it back.
  func isWider(_ text: Substring, than limit: Double) -> Bool {
    var total = 0.0
    for scalar in text.unicodeScalars {
      total += advance(of: scalar)
      if total > limit { return true }
    }
    return false
  }
}
