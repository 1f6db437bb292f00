/// Text that is not a conflict log, or a constraint description that could not be read: the
/// place (1-based line and column in the log) and what was expected there.
public struct ConflictLogError: Error, Hashable, Sendable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int
  public var message: String

  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// `crash.log:12:5: error: …`, as the scenario reader's errors.
  public var description: String { "\(file):\(line):\(column): error: \(message)" }
}
