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

  /// `rotate.yaml:12:7`
  public var description: String { "\(file):\(line):\(column)" }
}
