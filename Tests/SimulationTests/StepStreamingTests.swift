import AutoLayout
import ScenarioFormat
import ScenarioTestSupport
import XCTest

@testable import Simulation

/// `keepsSteps` off, as `layoutsim run` plays a scenario it writes step by step: only the last
/// record stays, while the step numbers, the expectations and the unexpected findings (what
/// `--strict` fails on) are those of a run that keeps every record.
final class StepStreamingTests: XCTestCase {
  /// `logo` is squeezed to a height of −50 at every step (GeometryCheckTests derives it); the
  /// expectation allows it at the second step only.
  static let yaml =
    squeezedLogoScenario + """
      events: [load, {rotate: landscapeLeft, as: turned}, {rotate: portrait}]
      expect: [{at: turned, allow: [negativeSize]}]
      """

  func testOnlyTheLastStepIsKeptAndTheFindingsAreTheSame() throws {
    let kept = try play(Self.yaml)
    var streamed = try Simulation(ScenarioReader.read(yaml: Self.yaml, file: "test.yaml"))
    streamed.keepsSteps = false
    var played: [StepRecord] = []
    for event in streamed.timeline { played.append(streamed.perform(event)) }
    XCTAssertEqual(played, kept.steps)
    XCTAssertEqual(streamed.steps, [kept.steps[2]])
    XCTAssertEqual(streamed.stepCount, 3)
    XCTAssertEqual(streamed.unexpectedFindings, kept.unexpectedFindings)
    XCTAssertEqual(kept.unexpectedFindings.map(\.step), [1, 3], "step 2 allows it")
    XCTAssertEqual(streamed.expectationResults, kept.expectationResults)
  }
}
