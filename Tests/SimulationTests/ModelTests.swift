import AutoLayout
import ScenarioFormat
import Simulation
import ScenarioTestSupport
import XCTest

/// The parts of the model the events tests do not reach: custom devices, frame-based views,
/// layout guides declared in the tree, fixed and directional margins.
final class ModelTests: XCTestCase {
  func testACustomDeviceGivesItsSizeSafeAreaAndKeyboard() throws {
    let sim = try play(
      """
      device: {name: kiosk, size: [800, 1280], scale: 2, idiom: pad, safeArea: {portrait: [24, 0, 20, 0], landscape: [24, 0, 20, 0]}, keyboard: {portrait: 320, landscape: 400}}
      controller:
        view:
          subviews: [{view: bar}]
        constraints:
          - bar.leading == view.leading
          - bar.trailing == view.trailing
          - bar.height == 40
          - bar.bottom == keyboard.top
      events: [load, {keyboard: show}, {rotate: landscapeLeft}]
      """)
    XCTAssertEqual(sim.frame("view", at: 1), rect(0, 0, 800, 1280))
    XCTAssertEqual(sim.frame("bar", at: 1), rect(0, 1280 - 20 - 40, 800, 40))
    XCTAssertEqual(sim.frame("bar", at: 2), rect(0, 1280 - 320 - 40, 800, 40))
    XCTAssertEqual(sim.frame("bar", at: 3), rect(0, 800 - 400 - 40, 1280, 40))
  }

  func testACustomDeviceFromABaseOverridesOnlyWhatItSays() throws {
    let sim = try play(
      """
      device: {base: retina6_1, safeArea: {portrait: [44, 0, 34, 0]}}
      controller:
        view:
          subviews: [{view: box}]
        constraints: [box.top == safeArea.top, box.leading == view.leading, box.width == 10, box.height == 10]
      """)
    XCTAssertEqual(sim.frame("view", at: 1), rect(0, 0, 414, 896))
    XCTAssertEqual(sim.frame("box", at: 1), rect(0, 44, 10, 10))
  }

  func testFrameBasedViewsFollowTheirAutoresizingMasks() throws {
    let sim = try play(
      """
      device: iphone-15-pro
      controller:
        view:
          subviews:
            - view: header
              frame: [0, 0, 393, 100]
              autoresizing: [flexibleWidth, flexibleBottomMargin]
            - view: corner
              frame: [343, 802, 50, 50]
              autoresizing: [flexibleLeftMargin, flexibleTopMargin]
      events: [load, {rotate: landscapeLeft}]
      """)
    XCTAssertEqual(sim.frame("header", at: 1), rect(0, 0, 393, 100))
    XCTAssertEqual(sim.frame("corner", at: 1), rect(343, 802, 50, 50))
    // Landscape: the header stretches to 852; the corner keeps its distance to the far edges.
    XCTAssertEqual(sim.frame("header", at: 2), rect(0, 0, 852, 100))
    XCTAssertEqual(sim.frame("corner", at: 2), rect(802, 343, 50, 50))
  }

  func testALayoutGuideInTheTreeSpacesViewsButHasNoFrame() throws {
    let sim = try play(
      """
      device: iphone-15-pro
      controller:
        view:
          subviews:
            - view: left
            - guide: gap
            - view: right
        constraints:
          - left.leading == view.leading
          - left.top == view.top + 100
          - left.width == 100
          - left.height == 10
          - gap.leading == left.trailing
          - gap.width == 40
          - gap.top == left.top
          - gap.height == 1
          - right.leading == gap.trailing
          - right.top == left.top
          - right.width == 100
          - right.height == 10
      """)
    XCTAssertEqual(sim.frame("right", at: 1), rect(140, 100, 100, 10))
    XCTAssertNil(sim.frame("gap", at: 1))
  }

  func testFixedAndDirectionalMarginsMirrorDifferently() throws {
    let yaml = """
      device: iphone-15-pro
      locale: ar
      controller:
        view:
          subviews:
            - view: fixed
              layoutMargins: {top: 0, left: 30, bottom: 0, right: 0}
              subviews: [{view: a}]
            - view: directional
              layoutMargins: [0, 30, 0, 0]
              subviews: [{view: b}]
        constraints:
          - fixed.leading == view.leading
          - fixed.trailing == view.trailing
          - fixed.top == view.top + 100
          - fixed.height == 50
          - directional.leading == view.leading
          - directional.trailing == view.trailing
          - directional.top == view.top + 200
          - directional.height == 50
          - a.left == fixed.leftMargin
          - a.top == fixed.top
          - a.width == 10
          - a.height == 10
          - b.leading == directional.leadingMargin
          - b.top == directional.top
          - b.width == 10
          - b.height == 10
      """
    let sim = try play(yaml)
    // `left` margins stay on the left under right to left; leading margins move to the right.
    XCTAssertEqual(sim.frame("a", at: 1), rect(30, 0, 10, 10))
    XCTAssertEqual(sim.frame("b", at: 1), rect(393 - 30 - 10, 0, 10, 10))
  }
}
