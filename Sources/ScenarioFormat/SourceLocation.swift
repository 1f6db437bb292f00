/// Where something was written: a file, and a line and column counted from 1 (columns in Unicode
/// scalars, as Yams' `Mark` counts them).
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int

  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// The location `offset` scalars further along the same line.
  public func advanced(by offset: Int) -> SourceLocation {
    SourceLocation(file: file, line: line, column: column + offset)
  }

  public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
    (a.file, a.line, a.column) < (b.file, b.line, b.column)
  }

  /// A path as a whole, for what is wrong with the path rather than inside a file (it does not
  /// exist, it is a directory): printed without a line and column, which would name a place
  /// that is not there.
  public static func path(_ path: String) -> SourceLocation {
    SourceLocation(file: path, line: 0, column: 0)
  }

  /// `rotate.yaml:12:7`, or the path alone for ``path(_:)``.
  public var description: String { line > 0 ? "\(file):\(line):\(column)" : file }
}
