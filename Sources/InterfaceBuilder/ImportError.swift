/// A file that cannot be imported: malformed XML, an element the importer does not know, a
/// constraint naming an id nothing in the file has. Printed as a compiler prints its errors:
///
///     Main.storyboard:42:13: error: constraint 'a1B-2c-3dE' names 'zzz-99-zzz' as its secondItem, but no view or layout guide has that id
public struct ImportError: Error, Hashable, Sendable, CustomStringConvertible {
  public var file: String
  /// Counted from 1.
  public var line: Int
  /// Counted from 1, at the element's `<`.
  public var column: Int
  /// What is wrong: lower case, no final full stop.
  public var message: String

  public init(_ message: String, file: String, line: Int, column: Int) {
    self.message = message
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column: error: message`.
  public var description: String { "\(file):\(line):\(column): error: \(message)" }
}
