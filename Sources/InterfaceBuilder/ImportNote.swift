/// Something of the file the scenario does not carry over exactly: an element left out or
/// approximated, with the reason. Every one is written in the scenario's header comment and
/// printed on standard error as a warning; nothing is dropped silently.
public struct ImportNote: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int
  /// The element, as `<tableViewCell id="abc-12-xyz">`.
  public var element: String
  /// What happened to it and why.
  public var reason: String

  public init(file: String, line: Int, column: Int, element: String, reason: String) {
    self.file = file
    self.line = line
    self.column = column
    self.element = element
    self.reason = reason
  }

  /// `file:line:column: warning: <element id="…">: reason`.
  public var description: String {
    "\(file):\(line):\(column): warning: \(element): \(reason)"
  }

  /// The header comment's form, without the file: `line 42: <element>: reason`.
  public var headerLine: String { "line \(line): \(element): \(reason)" }

  public static func < (a: ImportNote, b: ImportNote) -> Bool {
    (a.file, a.line, a.column, a.element, a.reason) < (
      b.file, b.line, b.column, b.element, b.reason
    )
  }
}
