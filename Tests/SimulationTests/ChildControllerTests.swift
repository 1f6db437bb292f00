import AutoLayout
import ScenarioFormat
import Simulation
import ScenarioTestSupport
import XCTest

/// `children:` against frames derived by hand (iPhone 15 Pro: 393 × 852, safe area 59/0/34/0 in
/// portrait, 0/59/21/59 in landscape).
final class ChildControllerTests: XCTestCase {
  /// A 100-tall container 20 below the root's top edge, 24 in from each side; a child whose `fill`
  /// view fills its safe area.
  static let yaml = """
    device: iphone-15-pro
    controller:
      view:
        subviews:
          - view: box
      children:
        - {id: child, name: ChildViewController, in: box, view: {subviews: [{view: fill}]}}
      constraints:
        - box.top == view.top + 20
        - box.leading == view.leading + 24
        - box.trailing == view.trailing - 24
        - box.height == 100
        - fill.top == child.safeArea.top
        - fill.bottom == child.safeArea.bottom
        - fill.leading == child.safeArea.leading
        - fill.trailing == child.safeArea.trailing
    events: [load, {rotate: landscapeLeft}]
    """

  /// Portrait: the child's root is the container's bounds, [0, 0, 345, 100]; the container, 20 to
  /// 120, overlaps 59 − 20 = 39 of the unsafe top: the safe area starts at 39. Landscape: the
  /// container spans 24 to 828, inside it the 59-pt sides reach 59 − 24 = 35 pt: fill is
  /// [35, 0, 804 − 70, 100].
  func testTheChildsRootTakesTheContainerAndItsSafeAreaTheOverlap() throws {
    let sim = try play(Self.yaml)
    XCTAssertEqual(sim.frame("child", at: 1), rect(0, 0, 345, 100))
    XCTAssertEqual(sim.frame("fill", at: 1), rect(0, 39, 345, 61))
    XCTAssertEqual(sim.frame("child", at: 2), rect(0, 0, 804, 100))
    XCTAssertEqual(sim.frame("fill", at: 2), rect(35, 0, 734, 100))
  }

  func testTheChildsCallbacksComeInUIKitsOrder() throws {
    let sim = try play(Self.yaml)
    XCTAssertEqual(
      sim.steps[0].log,
      [
        "loadView", "ChildViewController: willMove(toParent:)", "ChildViewController: loadView",
        "ChildViewController: viewDidLoad", "ChildViewController: didMove(toParent:)",
        "viewDidLoad", "viewWillAppear(_:)", "ChildViewController: viewWillAppear(_:)",
        "viewSafeAreaInsetsDidChange()", "viewLayoutMarginsDidChange()", "updateViewConstraints()",
        "viewWillLayoutSubviews()", "viewDidLayoutSubviews()",
        "ChildViewController: viewWillLayoutSubviews()",
        "ChildViewController: viewDidLayoutSubviews()", "viewDidAppear(_:)",
        "ChildViewController: viewDidAppear(_:)",
      ])
    XCTAssertEqual(
      Array(sim.steps[1].log.prefix(2)),
      ["viewWillTransition(to: 852×393, with:)", "ChildViewController: viewWillTransition(to: 852×393, with:)"])
  }
}
