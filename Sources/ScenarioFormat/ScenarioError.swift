/// A mistake in a scenario file, at the place it was written.
///
/// Printed as a compiler prints its diagnostics, so editors can jump to it:
///
///     rotate.yaml:12:7: error: unknown attribute 'leding'; did you mean 'leading'?
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The first character of the offending token.
  public var location: SourceLocation
  /// What is wrong, and where it helps, what was expected: lower case, no final full stop.
  public var message: String

  public init(_ message: String, at location: SourceLocation) {
    self.location = location
    self.message = message
  }

  /// `file:line:column: error: message`, control characters escaped (``Printable``): a
  /// message quotes what the file holds.
  public var description: String {
    Printable.escaped("\(location): error: \(message)")
  }
}

/// Every mistake found in one scenario file, sorted by location, printed one per line.
public struct ScenarioErrors: Error, Hashable, Sendable, CustomStringConvertible {
  public var errors: [ScenarioError]

  public init(_ errors: [ScenarioError]) {
    self.errors = errors.sorted { ($0.location, $0.message) < ($1.location, $1.message) }
  }

  public var description: String { errors.map(\.description).joined(separator: "\n") }
}
