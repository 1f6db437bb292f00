/// `expect:` — what must hold at some steps.
public struct Expectation: Hashable, Sendable {
  public var location: SourceLocation
  public var at: Located<Step>
  /// Superview coordinates.
  public var frames: [FrameExpectation]
  /// Window coordinates.
  public var window: [FrameExpectation]
  public var that: [ScenarioConstraint]
  public var no: [Located<Issue>]
  public var log: [Located<String>]
  public var tolerance: Located<Double>?
  /// `allow:` — findings of the automatic checks expected at these steps (a deliberate conflict),
  /// which `--strict` does not count against the run.
  public var allow: [Located<Issue>] = []

  /// `at:` — a label, a 1-based index, `end` or `every`.
  public enum Step: Hashable, Sendable {
    case label(String)
    case index(Int)
    case end
    case every
  }

  public enum Issue: String, Hashable, Sendable, CaseIterable {
    case conflicts, ambiguity, overlap, outOfBounds, truncation, negativeSize
  }
}

/// A view's expected frame, whole or in part.
public struct FrameExpectation: Hashable, Sendable {
  public var id: Located<String>
  public var x: Located<Double>?
  public var y: Located<Double>?
  public var width: Located<Double>?
  public var height: Located<Double>?
}
