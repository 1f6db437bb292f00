import AutoLayout
import ScenarioFormat
import Simulation
import ScenarioTestSupport
import XCTest

/// The bars each step records for the pictures, by hand from the catalog and ``Bars``' heights.
final class BarsTests: XCTestCase {
  func testNavigationAndTabBarsInBothOrientations() throws {
    let simulation = try play(
      """
      name: bars
      device: iphone-15-pro
      controller:
        embed: [tab, navigation]
        view:
          subviews:
            - view: box
        constraints:
          - box.top == safeArea.top
          - box.leading == view.leading
          - box.width == 10
          - box.height == 10
      events:
        - load
        - rotate: landscapeLeft
      """)
    // Portrait: the status bar 54 high (the catalog's iPhone 15 Pro), the navigation bar 44 below
    // the device's top inset of 59, the tab bar 49 above the home indicator's 34: 852 − 83 = 769.
    XCTAssertEqual(
      simulation.steps[0].bars,
      [
        ScreenBar(kind: .statusBar, frame: rect(0, 0, 393, 54)),
        ScreenBar(kind: .navigationBar, frame: rect(0, 59, 393, 44)),
        ScreenBar(kind: .tabBar, frame: rect(0, 769, 393, 83)),
      ])
    // Landscape (compact height): no status bar, both bars 32; the bottom inset 21: 393 − 53 = 340.
    XCTAssertEqual(
      simulation.steps[1].bars,
      [
        ScreenBar(kind: .navigationBar, frame: rect(0, 0, 852, 32)),
        ScreenBar(kind: .tabBar, frame: rect(0, 340, 852, 53)),
      ])
  }
}
