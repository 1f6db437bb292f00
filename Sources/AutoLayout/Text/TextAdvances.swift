/// A font's advances and kerning looked up once per measurement: `SystemFont.advance(of:)` works
/// out the faces, optical size and tracking for every scalar it is asked about, which made
/// measuring a long text several times slower than reading it. ASCII (the bulk of most texts)
/// comes from a table filled by the same ``SystemFont/Measure``, and kerning is added between
/// neighbours in the same order as `SystemFont.width(of:)`, so every width is the same number,
/// bit for bit.
struct TextAdvances {
  let font: SystemFont
  private let measure: SystemFont.Measure
  private let ascii: [Double]

  init(_ font: SystemFont) {
    self.font = font
    let measure = SystemFont.Measure(font)
    self.measure = measure
    ascii = (0..<128).map { measure.advance(of: UInt32($0)) }
  }

  func advance(of scalar: Unicode.Scalar) -> Double {
    scalar.value < 128 ? ascii[Int(scalar.value)] : measure.advance(of: scalar.value)
  }

  /// The advances of `scalars` and the kerning between neighbours, added in order; `previous` is
  /// the scalar just before them on the line, kerned with the first (`SystemFont.width(of:)` is
  /// this with no `previous`).
  func width<Scalars: Sequence<Unicode.Scalar>>(
    of scalars: Scalars, after previous: Unicode.Scalar? = nil
  ) -> Double {
    var total = 0.0
    var last = previous?.value
    for scalar in scalars {
      total += advance(of: scalar)
      if let last { total += measure.kerning(last, scalar.value) }
      last = scalar.value
    }
    return total
  }

  func width(of text: Substring) -> Double { width(of: text.unicodeScalars) }

  /// A line's width, from its bytes when it is all ASCII (the same number as from its scalars).
  func width(of line: TextLine) -> Double {
    guard let bytes = line.ascii else { return width(of: line.text.unicodeScalars) }
    return width(ofASCII: bytes[...])
  }

  func advance(ofASCII byte: UInt8) -> Double { ascii[Int(byte)] }

  func kerning(_ left: UInt32, _ right: UInt32) -> Double { measure.kerning(left, right) }

  /// ``width(of:after:)`` for ASCII bytes: the same sums in the same order. With a `limit`, it
  /// stops reading once the sum passes it (``isWider(_:than:)`` says why that is safe).
  func width(
    ofASCII bytes: Slice<UnsafeBufferPointer<UInt8>>, stoppingPast limit: Double = .infinity
  ) -> Double {
    var total = 0.0
    var last: UInt32? = nil
    for byte in bytes {
      let scalar = UInt32(byte)
      total += ascii[Int(byte)]
      if let last { total += measure.kerning(last, scalar) }
      last = scalar
      if total > limit { return total }
    }
    return total
  }

  /// ``isWider(_:than:)`` for ASCII bytes.
  func isWider(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, than limit: Double) -> Bool {
    width(ofASCII: bytes, stoppingPast: limit) > limit
  }

  /// Whether `text` is wider than `limit`, reading only as far as it takes to know: a glyph's
  /// advance is larger than any kerning the tables give it (SF Pro's largest pair, about −0.1 em,
  /// against advances of 0.2 em and more), so once the sum passes `limit` the rest cannot bring it
  /// back.
  func isWider(_ text: Substring, than limit: Double) -> Bool {
    var total = 0.0
    var last: UInt32? = nil
    for scalar in text.unicodeScalars {
      total += advance(of: scalar)
      if let last { total += measure.kerning(last, scalar.value) }
      last = scalar.value
      if total > limit { return true }
    }
    return false
  }
}
