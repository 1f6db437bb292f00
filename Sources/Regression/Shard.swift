/// `--shard K/N`: this worker's part of a suite split across N workers. Run *i* of the sorted run
/// list (counted from 1) belongs to shard ((*i* − 1) mod N) + 1, so neighbouring runs (often the
/// same scenario on other devices) spread over the workers and every run is in exactly one shard.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
  /// 1…count.
  public var index: Int
  public var count: Int

  public init?(index: Int, count: Int) {
    guard count >= 1, (1...count).contains(index) else { return nil }
    self.index = index
    self.count = count
  }

  /// Reads `K/N`.
  ///
  /// - Throws: a message that says what is expected.
  public init(parsing text: String) throws(ShardError) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
      throw ShardError("expected --shard K/N, for example 2/4; found '\(text)'")
    }
    guard count >= 1 else { throw ShardError("the shard count N in '\(text)' must be at least 1") }
    guard let shard = Shard(index: index, count: count) else {
      throw ShardError("the shard K in '\(text)' must be between 1 and \(count)")
    }
    self = shard
  }

  /// Whether run `position` (0-based in the sorted run list) is this shard's.
  public func contains(_ position: Int) -> Bool { position % count == index - 1 }

  /// `2/4`
  public var description: String { "\(index)/\(count)" }
}

/// A `--shard` value that is not `K/N` with 1 ≤ K ≤ N.
public struct ShardError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}
