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

  /// Every failed `frames:` and `window:` entry of the scenario's expectations, at every step
  /// played that the expectation applies to, in step order and then in the file's order.
  ///
  /// The same rule as the expectation check: a component fails when it is off by more than the
  /// expectation's `tolerance` (0.5 pt unless given). A `frames:` entry is in superview
  /// coordinates, so its expected frame is moved into the window by the view's actual offset.
  public static func failures(in simulation: Simulation) -> [FrameMismatch] {
    var result: [FrameMismatch] = []
    let lastIndex = simulation.timeline.count
    for step in simulation.steps {
      for expectation in simulation.scenario.expectations
      where applies(expectation.at.value, to: step, lastIndex: lastIndex) {
        let tolerance = expectation.tolerance?.value ?? 0.5
        let entries =
          expectation.frames.map { ($0, false) } + expectation.window.map { ($0, true) }
        for (entry, inWindow) in entries {
          guard let actual = step.frame(of: entry.id.value) else { continue }
          let base = inWindow ? actual.window : actual.frame
          let wanted = Rect(
            x: entry.x?.value ?? base.minX, y: entry.y?.value ?? base.minY,
            width: entry.width?.value ?? base.width, height: entry.height?.value ?? base.height)
          let off =
            abs(wanted.minX - base.minX) > tolerance || abs(wanted.minY - base.minY) > tolerance
            || abs(wanted.width - base.width) > tolerance
            || abs(wanted.height - base.height) > tolerance
          guard off else { continue }
          let dx = actual.window.minX - base.minX
          let dy = actual.window.minY - base.minY
          result.append(
            FrameMismatch(
              step: step.index, id: entry.id.value, expected: wanted.offsetBy(dx: dx, dy: dy),
              actual: actual.window))
        }
      }
    }
    return result
  }

  /// Whether `at:` names the step (the rule of the expectation check).
  static func applies(_ at: Expectation.Step, to step: StepRecord, lastIndex: Int) -> Bool {
    switch at {
    case .label(let label): step.label == label
    case .index(let index): step.index == index
    case .end: step.index == lastIndex
    case .every: true
    }
  }
}
