/// A regression run that differs from its golden file, for its page (`layoutsim test --html`):
/// the diff as the console prints it, and the frames that moved, recorded against actual, to
/// draw over the steps.
public struct GoldenComparison: Hashable, Sendable {
  /// The golden file's path.
  public var path: String
  /// The diff's lines: steps, then `- recorded` and `+ now` view lines.
  public var diff: [String]
  /// How many differences there are in all (the diff may stop before the last).
  public var differences: Int
  /// Each moved view at each step: the recorded window frame as expected, the run's as actual.
  public var frames: [FrameMismatch]

  public init(path: String, diff: [String], differences: Int, frames: [FrameMismatch]) {
    self.path = path
    self.diff = diff
    self.differences = differences
    self.frames = frames
  }
}
