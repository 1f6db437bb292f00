import AutoLayout
import ScenarioFormat
import Simulation
import ScenarioTestSupport
import XCTest

/// The keyboard near an edge (issue 17, item 10): "near" is measured from the view's safe area,
/// and a floating keyboard cannot go under the status bar.
final class KeyboardEdgeTests: XCTestCase {
  /// iPad Pro 11" portrait (834 × 1194): a 24-pt status bar, safe area 24 / 0 / 20 / 0.
  static let composer = """
    device: ipad-pro-11
    controller:
      view:
        subviews:
          - view: composer
      constraints:
        - composer.leading == view.leading
        - composer.trailing == view.trailing
        - composer.height == 50
      keyboard:
        followsUndocked: true
        tracking:
          - {id: awayTop, awayFrom: top, is: "composer.bottom == keyboard.top"}
          - {id: nearTop, nearEdge: top, is: "composer.top == safeArea.top"}
    events: [load, {keyboard: show}, {keyboard: float, frame: [200, Y, 320, 250]}]
    """

  func play(floatingAt y: Double) throws -> Simulation {
    try SimulationTests_play(Self.composer.replacingOccurrences(of: "Y", with: format(y)))
  }

  func testAKeyboardJustBelowTheStatusBarIsNearTheTop() throws {
    // y 24: 0 pt below the safe area's top (24 from the view's bounds, which is not within 20).
    let sim = try play(floatingAt: 24)
    XCTAssertEqual(sim.steps[2].keyboardFrame, Rect(x: 200, y: 24, width: 320, height: 250))
    XCTAssertEqual(sim.frame("composer", at: 3), rect(0, 24, 834, 50))
    XCTAssertEqual(sim.steps[2].warnings, [])
  }

  func testAKeyboardFartherDownIsAwayFromTheTop() throws {
    // y 50: 26 pt below the safe area's top, beyond 20: the composer rides on the keyboard.
    let sim = try play(floatingAt: 50)
    XCTAssertEqual(sim.frame("composer", at: 3), rect(0, 0, 834, 50))
    // y 44: exactly 20 below the safe area's top: near.
    XCTAssertEqual(try play(floatingAt: 44).frame("composer", at: 3), rect(0, 24, 834, 50))
  }

  func testAFloatingKeyboardIsKeptBelowTheStatusBarAndTheStepSaysSo() throws {
    let sim = try play(floatingAt: 5)
    XCTAssertEqual(sim.steps[2].keyboardFrame, Rect(x: 200, y: 24, width: 320, height: 250))
    XCTAssertEqual(
      sim.steps[2].warnings,
      ["a floating keyboard cannot go under the status bar: moved from y 5 to 24, just below it"])
    XCTAssertEqual(sim.frame("composer", at: 3), rect(0, 24, 834, 50))
  }
}

/// `play` of SimulationTestSupport, under a name that does not clash with the method above.
private func SimulationTests_play(_ yaml: String) throws -> Simulation { try play(yaml) }
