import ScenarioFormat

/// A golden file that cannot be read, at the line and column where reading stopped.
public struct GoldenFileError: Error, Hashable, Sendable, CustomStringConvertible {
  public var location: SourceLocation
  public var message: String

  public init(_ message: String, at location: SourceLocation) {
    self.location = location
    self.message = message
  }

  /// `rotate.golden/iphone-15-pro.portrait.en.large.txt:7:3: error: …`
  public var description: String { "\(location): error: \(message)" }
}

extension GoldenFile {
  /// Reads a golden file's text (``render()`` is its inverse).
  ///
  /// Lines starting with `#` are the header: `# format: N` (required, before any step), then
  /// `# KEY: VALUE` fields whose key is one word; other `#` lines are comments. Blank lines are
  /// ignored. `step INDEX [LABEL]: EVENT` starts a step; each following indented line is a view.
  ///
  /// - Parameter file: the path named in errors.
  /// - Throws: ``GoldenFileError`` at the first line that does not follow the format.
  /// - Complexity: O(*n*) in the text's length.
  public init(parsing text: String, file: String) throws(GoldenFileError) {
    var header: [HeaderField] = []
    var steps: [Step] = []
    var format: Int?
    // "\r\n" is one Character in Swift: split on both.
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    for (offset, rawLine) in lines.enumerated() {
      let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
      let at = SourceLocation(file: file, line: offset + 1, column: 1)
      if line.allSatisfy({ $0 == " " }) { continue }
      if line.hasPrefix("#") {
        guard let field = Self.headerField(line) else { continue }
        guard steps.isEmpty else { throw GoldenFileError("a header line after the first step", at: at) }
        if field.key == "format" {
          guard let version = Int(field.value) else {
            throw GoldenFileError("expected a format version, found '\(field.value)'", at: at.advanced(by: 10))
          }
          guard version == Self.currentFormat else {
            throw GoldenFileError(
              "golden format \(version) is not supported; this layoutsim reads format \(Self.currentFormat)",
              at: at.advanced(by: 10))
          }
          format = version
        } else {
          guard let value = GoldenText.unescaped(field.value.unicodeScalars) else {
            throw GoldenFileError("malformed escape in the header", at: at)
          }
          header.append(HeaderField(field.key, value))
        }
        continue
      }
      guard format != nil else {
        throw GoldenFileError("expected '# format: \(Self.currentFormat)' before the first step", at: at)
      }
      if line.hasPrefix("step ") {
        steps.append(try Self.step(Substring(line), at: at))
      } else if line.hasPrefix(" ") {
        guard !steps.isEmpty else { throw GoldenFileError("a view line before the first step", at: at) }
        steps[steps.count - 1].views.append(try Self.view(Substring(line), at: at))
      } else {
        throw GoldenFileError("expected 'step INDEX: EVENT' or an indented view line", at: at)
      }
    }
    guard format != nil else {
      throw GoldenFileError(
        "not a golden file: no '# format: \(Self.currentFormat)' line",
        at: SourceLocation(file: file, line: 1, column: 1))
    }
    self.init(header: header, steps: steps)
  }

  /// `# KEY: VALUE` with a one-word key; nil for a comment.
  static func headerField(_ line: Substring) -> (key: String, value: String)? {
    guard line.hasPrefix("# "), let colon = line.firstIndex(of: ":") else { return nil }
    let key = line[line.index(line.startIndex, offsetBy: 2)..<colon]
    guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
      return nil
    }
    var value = line[line.index(after: colon)...]
    if value.hasPrefix(" ") { value = value.dropFirst() }
    return (String(key), String(value))
  }

  /// `step 2 [landscape]: rotate: landscapeLeft`
  static func step(_ line: Substring, at: SourceLocation) throws(GoldenFileError) -> Step {
    var cursor = LineCursor(line, at: at)
    cursor.skip("step ")
    guard let index = cursor.integer() else { throw cursor.error("expected the step's index") }
    var label: String?
    if cursor.skip(" [") {
      if cursor.peek == "\"" {
        label = try cursor.quoted()
      } else {
        label = cursor.take { $0 != "]" }
      }
      guard cursor.skip("]") else { throw cursor.error("expected ']' after the step's label") }
    }
    guard cursor.skip(": ") else { throw cursor.error("expected ': ' and the step's event") }
    guard let event = GoldenText.unescaped(cursor.rest) else {
      throw cursor.error("malformed escape in the event")
    }
    return Step(index: index, label: label, event: event, views: [])
  }

  /// `    banner 0 59 393 100  window 0 59 393 100  hidden`
  static func view(_ line: Substring, at: SourceLocation) throws(GoldenFileError) -> ViewLine {
    var cursor = LineCursor(line, at: at)
    let indent = cursor.take { $0 == " " }.count
    guard indent >= 2, indent % 2 == 0 else {
      throw cursor.error("a view line is indented by two spaces per level, from 2")
    }
    let id = cursor.peek == "\"" ? try cursor.quoted() : cursor.take { $0 != " " }
    func numbers() throws(GoldenFileError) -> [Double] {
      var values: [Double] = []
      for _ in 0..<4 {
        cursor.take { $0 == " " }
        guard let value = cursor.number() else { throw cursor.error("expected a number") }
        values.append(value)
      }
      return values
    }
    let frame = try numbers()
    guard cursor.skip("  window ") else { throw cursor.error("expected '  window' and the window frame") }
    let window = try numbers()
    let hidden = cursor.skip("  hidden")
    guard cursor.rest.isEmpty else { throw cursor.error("unexpected text after the frames") }
    return ViewLine(id: id, depth: indent / 2 - 1, frame: frame, window: window, isHidden: hidden)
  }
}

/// Reading one line of a golden file, column by column (in Unicode scalars, as errors count them).
struct LineCursor {
  private var scalars: Substring.UnicodeScalarView
  private let start: SourceLocation
  private var column = 0

  init(_ line: Substring, at start: SourceLocation) {
    scalars = line.unicodeScalars
    self.start = start
  }

  var peek: Unicode.Scalar? { scalars.first }
  var rest: Substring.UnicodeScalarView { scalars }

  func error(_ message: String) -> GoldenFileError {
    GoldenFileError(message, at: start.advanced(by: column))
  }

  @discardableResult
  mutating func skip(_ text: String) -> Bool {
    guard scalars.starts(with: text.unicodeScalars) else { return false }
    let count = text.unicodeScalars.count
    scalars.removeFirst(count)
    column += count
    return true
  }

  @discardableResult
  mutating func take(while predicate: (Unicode.Scalar) -> Bool) -> String {
    var out = String.UnicodeScalarView()
    while let scalar = scalars.first, predicate(scalar) {
      out.append(scalar)
      scalars.removeFirst()
      column += 1
    }
    return String(out)
  }

  mutating func integer() -> Int? {
    Int(take { ("0"..."9").contains($0) })
  }

  mutating func number() -> Double? {
    let text = take { $0 != " " }
    guard let value = Double(text), value.isFinite else { return nil }
    return value
  }

  /// `"…"` with escapes.
  mutating func quoted() throws(GoldenFileError) -> String {
    skip("\"")
    var raw = String.UnicodeScalarView()
    var escaping = false
    while let scalar = scalars.first {
      scalars.removeFirst()
      column += 1
      if !escaping && scalar == "\"" {
        guard let text = GoldenText.unescaped(raw) else { throw error("malformed escape") }
        return text
      }
      escaping = !escaping && scalar == "\\"
      raw.append(scalar)
    }
    throw error("unterminated quoted text")
  }
}
