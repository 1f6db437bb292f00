import Cassowary

/// A position in one line of scenario text, read scalar by scalar, that knows its source location.
///
/// Shared by ``ConstraintParser`` and ``VisualFormatParser``: names are C identifiers, numbers are
/// unsigned decimals as YAML and Swift write them (`8`, `0.5`, `999.5`, `1e3`, `2.5E-1`, `1_000`),
/// and spaces and tabs separate tokens.
struct TextCursor {
  let scalars: [Unicode.Scalar]
  /// Where each scalar was written.
  let map: ScalarSourceMap
  private(set) var index = 0

  init(_ text: String, at start: SourceLocation) {
    self.init(text, map: ScalarSourceMap(linearFrom: start))
  }

  init(_ text: String, map: ScalarSourceMap) {
    self.scalars = Array(text.unicodeScalars)
    self.map = map
  }

  var isAtEnd: Bool { index >= scalars.count }
  var current: Unicode.Scalar? { peek(0) }
  func peek(_ offset: Int) -> Unicode.Scalar? {
    index + offset < scalars.count ? scalars[index + offset] : nil
  }

  /// The location of the current scalar (or, at the end, just past the last one).
  var location: SourceLocation { map.location(at: index) }

  mutating func advance(_ count: Int = 1) { index = min(index + count, scalars.count) }

  mutating func skipSpaces() {
    while let scalar = current, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
    {
      advance()
    }
  }

  static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }
  static func isIdentifierBody(_ scalar: Unicode.Scalar) -> Bool {
    isIdentifierStart(scalar) || isDigit(scalar)
  }
  static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

  /// A C identifier starting here, consumed.
  mutating func scanIdentifier() -> String? {
    guard let first = current, Self.isIdentifierStart(first) else { return nil }
    let start = index
    while let scalar = current, Self.isIdentifierBody(scalar) { advance() }
    return ascii(start..<index)
  }

  /// The scalars in `range`, all ASCII, as a string made from their bytes at once (appending one
  /// scalar at a time was most of the cost of reading a constraint).
  private func ascii(_ range: Range<Int>) -> String {
    String(decoding: scalars[range].map { UInt8(truncatingIfNeeded: $0.value) }, as: UTF8.self)
  }

  /// Digits with an optional fraction and exponent (`12`, `0.5`, `1e3`, `2.5E-1`, Swift's `1_000`)
  /// starting here, consumed; with `leadingDot`, also a fraction alone (`.5`). A dot not followed
  /// by a digit, or an `e` not followed by digits, is left alone. The text is the number as written.
  mutating func scanNumber(leadingDot: Bool = false) -> (value: Double, text: String)? {
    guard let first = current else { return nil }
    let start = index
    let startsWithDot = leadingDot && first == "." && peek(1).map(Self.isDigit) == true
    guard Self.isDigit(first) || startsWithDot else { return nil }
    var text = startsWithDot ? "0" : ""
    if !startsWithDot { scanDigits(into: &text) }
    if current == ".", let next = peek(1), Self.isDigit(next) {
      text += "."
      advance()
      scanDigits(into: &text)
    }
    if current == "e" || current == "E" {
      let signed = peek(1) == "-" || peek(1) == "+"
      if let digit = peek(signed ? 2 : 1), Self.isDigit(digit) {
        text += "e" + (peek(1) == "-" ? "-" : "")
        advance(signed ? 2 : 1)
        scanDigits(into: &text)
      }
    }
    guard let value = Double(text) else { return nil }
    // Digits, `_`, `.`, `e`, `E`, `+` and `-`: ASCII.
    return (value, ascii(start..<index))
  }

  /// Digits, with Swift's `_` between them (`1_000`), appended to `text` without the underscores.
  private mutating func scanDigits(into text: inout String) {
    while let scalar = current {
      if Self.isDigit(scalar) {
        text.unicodeScalars.append(scalar)
      } else if scalar != "_" || peek(1).map(Self.isDigit) != true {
        return
      }
      advance()
    }
  }
}

/// The priority names the notations accept, with UIKit's values.
enum PriorityName: String, CaseIterable {
  case required, high, low, fittingSize

  var priority: Priority {
    switch self {
    case .required: .required
    case .high: .defaultHigh
    case .low: .defaultLow
    case .fittingSize: .fittingSizeLevel
    }
  }

  /// `"required, high, low or fittingSize"`.
  static let list = "required, high, low or fittingSize"

  /// The priority a number stands for, or an error naming it as written.
  static func priority(_ value: Double, written text: String, at location: SourceLocation)
    throws(ScenarioError) -> Priority
  {
    let priority = Priority(value)
    guard priority.isValid else {
      throw ScenarioError("priority \(text) is outside 1...1000", at: location)
    }
    return priority
  }
}
