import AutoLayout
import ScenarioFormat
import Simulation

/// A frame expectation that failed at one step: where the scenario said the view should be and
/// where it is, both in window coordinates, so a picture can draw one over the other.
public struct FrameMismatch: Hashable, Sendable {
  /// The step's 1-based index.
  public var step: Int
  /// The view's id.
  public var id: String
  /// The expected frame in window coordinates; a component the expectation leaves out is the
  /// actual one's.
  public var expected: Rect
  /// The actual frame in window coordinates.
  public var actual: Rect

  public init(step: Int, id: String, expected: Rect, actual: Rect) {
    self.step = step
    self.id = id
    self.expected = expected
    self.actual = actual
  }

  /// Every failed `frames:` and `window:` entry of the scenario's expectations, as the
  /// simulation judged them, in step order and then in the file's order.
  public static func failures(in simulation: Simulation) -> [FrameMismatch] {
    let failures = simulation.expectationResults.flatMap(\.failures).enumerated()
      .sorted { ($0.element.step, $0.offset) < ($1.element.step, $1.offset) }
    return failures.compactMap { _, failure in
      guard case .frame(let frame) = failure.what else { return nil }
      return FrameMismatch(
        step: failure.step, id: frame.id, expected: frame.expectedInWindow,
        actual: frame.actualInWindow)
    }
  }
}
