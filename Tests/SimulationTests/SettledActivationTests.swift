import AutoLayout
import ScenarioFormat
import XCTest

@testable import Simulation

/// A refresh of the constraints' activation returns at once when the last one left every
/// constraint as it wanted and none has changed state since (``Simulation/SettledActivation``):
/// after every step of every shipped scenario, a refresh that asks the engine about each
/// constraint must find nothing left to do.
final class SettledActivationTests: XCTestCase {
  func testEveryStepOfEveryShippedScenarioLeavesNothingForAFullRefresh() throws {
    var settledSteps = 0
    try EveryStep.playShippedScenarios { simulation, step in
      // Unsettled, the next refresh asks about every constraint anyway.
      guard simulation.settledActivation != nil else { return }
      settledSteps += 1
      var full = simulation
      full.settledActivation = nil
      XCTAssertFalse(full.refreshActivation(), step)
      XCTAssertEqual(full.pendingWarnings, [], step)
    }
    XCTAssertGreaterThan(settledSteps, 0, "the shortcut is taken somewhere")
  }

  /// Taking a view out deactivates its constraints in the engine, which counts it: the next
  /// refresh asks about every constraint again.
  func testARemovedViewsConstraintsUnsettleTheRefresh() throws {
    let yaml = """
      name: remove
      device: iphone-15-pro
      controller:
        view:
          subviews:
            - view: box
        constraints:
          - box.top == safeArea.top
          - box.leading == margins.leading
          - box.width == 100
          - box.height == 50
      events:
        - load
        - {remove: box}
        - {keyboard: show}
      """
    var simulation = try Simulation(ScenarioReader.read(yaml: yaml, file: "remove.yaml"))
    _ = simulation.perform(simulation.timeline[0])
    let settled = try XCTUnwrap(simulation.settledActivation)
    _ = simulation.perform(simulation.timeline[1])
    XCTAssertGreaterThan(simulation.engine.activationChanges, settled.changes, "the removal is counted")
    _ = simulation.perform(simulation.timeline[2])
    if simulation.settledActivation != nil {
      var full = simulation
      full.settledActivation = nil
      XCTAssertFalse(full.refreshActivation())
    }
  }
  /// A flip of the window's direction puts in again the constraints tied to a physical side (here
  /// the keyboard guide's `left` pin and `box.left`): out and in, each is active as before, so the
  /// settled states hold and the next refresh needs no question per constraint.
  func testAFlipThatPutsConstraintsInAgainLeavesTheRefreshSettled() throws {
    let yaml = """
      name: flip
      device: iphone-15-pro
      controller:
        view:
          subviews:
            - view: box
        constraints:
          - box.top == safeArea.top
          - box.left == view.left + 20
          - box.width == 100
          - box.height == 50
      events:
        - load
        - {locale: ar}
        - {locale: en}
      """
    var simulation = try Simulation(ScenarioReader.read(yaml: yaml, file: "flip.yaml"))
    _ = simulation.perform(simulation.timeline[0])
    let settled = try XCTUnwrap(simulation.settledActivation)
    for event in simulation.timeline.dropFirst() {
      let step = simulation.perform(event)
      XCTAssertEqual(simulation.engine.activationChanges, settled.changes, "step \(step.index)")
      XCTAssertNotNil(simulation.settledActivation, "step \(step.index)")
      var full = simulation
      full.settledActivation = nil
      XCTAssertFalse(full.refreshActivation(), "step \(step.index)")
      // `left` is a physical side: the box stays 20 from the left in both directions, its pin
      // put in again in the flipped terms.
      XCTAssertEqual(step.frames.first { $0.id == "box" }?.frame.minX, 20, "step \(step.index)")
    }
  }
}
