/// A font's advances looked up once per measurement: `SystemFont.advance(of:)` finds the weight's
/// tables and blends the optical sizes for every scalar it is asked about, which made measuring a
/// long text several times slower than reading it. ASCII (the bulk of most texts) comes from a
/// table filled by that same function, and neighbours are kerned by `SystemFont.kerning(between:and:)`
/// in the same order as `SystemFont.width(of:)` adds them, so every width is the same number, bit
/// for bit.
struct TextAdvances {
  let font: SystemFont
  private let ascii: [Double]
  private let asciiKerning = KerningMemo()

  init(_ font: SystemFont) {
    self.font = font
    ascii = (0..<128).map { font.advance(of: Unicode.Scalar(UInt8($0))) }
  }

  /// The kerning of ASCII pairs, asked of the font the first time each pair is met in this
  /// measurement (a long text meets few pairs, many times each; a short one pays for the pairs it
  /// has). A reference type so that a `let` measurer can fill it; it lives as long as the
  /// measurement, shared with nothing else.
  private final class KerningMemo {
    var values: [Double] = []

    func value(_ left: Unicode.Scalar, _ right: Unicode.Scalar, font: SystemFont) -> Double {
      if values.isEmpty { values = Array(repeating: .nan, count: 128 * 128) }
      let index = Int(left.value) * 128 + Int(right.value)
      if values[index].isNaN { values[index] = font.kerning(between: left, and: right) }
      return values[index]
    }
  }

  func kerning(between left: Unicode.Scalar, and right: Unicode.Scalar) -> Double {
    guard left.value < 128, right.value < 128 else { return font.kerning(between: left, and: right) }
    return asciiKerning.value(left, right, font: font)
  }

  /// A width being added up: its total so far and the scalar it ends with (kerned against the next).
  struct Run {
    var total = 0.0
    var last: Unicode.Scalar?
  }

  func advance(of scalar: Unicode.Scalar) -> Double {
    scalar.value < 128 ? ascii[Int(scalar.value)] : font.advance(of: scalar)
  }

  /// Adds one scalar to `run`: its advance, then the kerning with the one before.
  func add(_ scalar: Unicode.Scalar, to run: inout Run) {
    run.total += advance(of: scalar)
    if let last = run.last { run.total += kerning(between: last, and: scalar) }
    run.last = scalar
  }

  /// The width of `scalars` after `run` (`SystemFont.width(of:)` is this after an empty run).
  func width<S: Sequence<Unicode.Scalar>>(of scalars: S, after run: Run = Run()) -> Double {
    var run = run
    for scalar in scalars { add(scalar, to: &run) }
    return run.total
  }

  func width(of text: Substring) -> Double { width(of: text.unicodeScalars) }

  /// Whether `text` is wider than `limit`, reading only as far as it takes to know. A scalar's
  /// advance plus its kerning is never negative (`LongTextTests` checks every pair the tables
  /// kern), so once the sum passes `limit` by more than rounding the rest cannot bring it back.
  func isWider(_ text: Substring, than limit: Double) -> Bool {
    var run = Run()
    let decisive = limit + 1e-6 * max(1, abs(limit))
    for scalar in text.unicodeScalars {
      add(scalar, to: &run)
      if run.total > decisive { return true }
    }
    return run.total > limit
  }
}
