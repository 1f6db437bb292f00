import AutoLayout
import ScenarioFormat

/// One expectation's outcome over the steps it applies to: values, judged once here; the reports
/// and the REPL put them in words.
public struct ExpectationResult: Hashable, Sendable {
  /// `at:` as written: a label, an index, `end` or `every`.
  public var at: String
  public var location: SourceLocation
  /// What failed, at each step it applies to; empty when the expectation holds.
  public var failures: [ExpectationFailure]
  /// Whether a step it applies to has been played (an expectation for a step not reached yet
  /// neither passes nor fails).
  public var evaluated: Bool

  public var passed: Bool { evaluated && failures.isEmpty }
}

/// One thing an expectation wanted that a step did not have.
public struct ExpectationFailure: Hashable, Sendable {
  /// The step's 1-based index and label.
  public var step: Int
  public var label: String?
  /// Whether the expectation is `at: every` (its words name the step).
  public var isEvery: Bool
  public var what: What

  public enum What: Hashable, Sendable {
    /// A `frames:` or `window:` entry names a view that is not in the tree.
    case missingView(String)
    case frame(FrameFailure)
    /// A `that:` relation: it does not hold, or an item cannot be found.
    case relation(RelationFailure)
    /// An automatic check's finding the expectation says there is `no` of.
    case issue(LayoutIssue)
    /// A `log:` line no callback or console message contains; the step's callbacks.
    case log(missing: String, log: [String])
  }
}

/// A `frames:` (superview coordinates) or `window:` entry off by more than the tolerance.
public struct FrameFailure: Hashable, Sendable {
  public var id: String
  public var inWindow: Bool
  /// x, y, width, height as the expectation writes them; nil for one it leaves out.
  public var expected: [Double?]
  /// The view's frame in the expectation's coordinates, and in the window's.
  public var actual: Rect
  public var actualInWindow: Rect
  /// The components off by more than the tolerance: their names and actual − expected.
  public var differences: [Difference]

  public struct Difference: Hashable, Sendable {
    public var side: String
    public var amount: Double
  }

  /// The actual frame's x, y, width and height.
  public var actualSides: [Double] { [actual.minX, actual.minY, actual.width, actual.height] }

  /// The expected frame in window coordinates, a component left out being the actual one's
  /// (a `frames:` entry moves with the view's superview).
  public var expectedInWindow: Rect {
    let sides = zip(expected, actualSides).map { $0 ?? $1 }
    return Rect(x: sides[0], y: sides[1], width: sides[2], height: sides[3]).offsetBy(
      dx: actualInWindow.minX - actual.minX, dy: actualInWindow.minY - actual.minY)
  }
}

/// A `that:` relation that failed.
public struct RelationFailure: Hashable, Sendable {
  public var relation: ConstraintExpression
  public var reason: Reason

  public enum Reason: Hashable, Sendable {
    /// An item names nothing the engine can place (the reader's words for why).
    case unresolved(String)
    case notInTree
    /// Both sides' values, which the relation does not hold between.
    case violated(left: Double, right: Double)
  }
}
