import AutoLayout
import ScenarioFormat
import ScenarioTestSupport
import Simulation
import XCTest

/// `largeTitleDisplayMode` and `pushedOnto` under a bar that prefers large titles: the top item's
/// mode, or the stack's when it is `automatic`, decides whether the bar is its standard height or
/// 52 pt taller (Bars.navigationBarHeight cites the 52; UINavigationItem's documentation the
/// inheritance). Every frame below is worked by hand from the catalog's insets.
final class LargeTitleDisplayModeTests: XCTestCase {
  func scenario(_ extra: String, events: String = "  - load\n  - rotate: landscapeLeft\n")
    -> String
  {
    """
    name: display modes
    device: iphone-15-pro
    controller:
      embed: navigation
      prefersLargeTitles: true
    \(extra)
      view:
        subviews:
          - view: box
      constraints:
        - box.top == safeArea.top
        - box.leading == view.leading
        - box.width == 10
        - box.height == 10
    events:
    \(events)
    """
  }

  func box(_ extra: String) throws -> Rect? {
    try play(scenario(extra)).frame("box", at: 1)
  }

  /// iPhone 15 Pro portrait, device top inset 59: a standard bar puts the safe area at
  /// 59 + 44 = 103, a large-title bar at 59 + 44 + 52 = 155.
  func testAPushedControllerWithNeverGetsTheStandardBar() throws {
    let simulation = try play(
      scenario("  largeTitleDisplayMode: never\n  pushedOnto: [{name: Inbox, largeTitleDisplayMode: always}]"))
    XCTAssertEqual(simulation.frame("box", at: 1), rect(0, 103, 10, 10))
    XCTAssertEqual(
      simulation.steps[0].bars.first { $0.kind == .navigationBar },
      ScreenBar(kind: .navigationBar, frame: rect(0, 59, 393, 44)))
    // Landscape (compact height): the compact 32-pt bar whatever the mode, at y 0.
    XCTAssertEqual(simulation.frame("box", at: 2), rect(0, 32, 10, 10))
  }

  /// `automatic` inherits: over a root that shows a large title (its own `automatic`) the pushed
  /// controller's bar is 96 tall (155); over a `never` item it is 44 (103), also two items up;
  /// `always` over `never` brings it back (155).
  func testAutomaticInheritsThePreviousItems() throws {
    XCTAssertEqual(try box("  pushedOnto: [{name: Inbox}]"), rect(0, 155, 10, 10))
    XCTAssertEqual(
      try box("  pushedOnto: [{largeTitleDisplayMode: never}]"), rect(0, 103, 10, 10))
    XCTAssertEqual(
      try box("  pushedOnto: [{largeTitleDisplayMode: never}, {name: Message}]"),
      rect(0, 103, 10, 10))
    XCTAssertEqual(
      try box("  largeTitleDisplayMode: always\n  pushedOnto: [{largeTitleDisplayMode: never}]"),
      rect(0, 155, 10, 10))
    XCTAssertEqual(try box("  largeTitleDisplayMode: never"), rect(0, 103, 10, 10))
  }

  /// `always` does nothing without `prefersLargeTitles`: 59 + 44 = 103.
  func testAlwaysNeedsTheBarToPreferLargeTitles() throws {
    let off = scenario("  largeTitleDisplayMode: always").replacingOccurrences(
      of: "prefersLargeTitles: true", with: "prefersLargeTitles: false")
    XCTAssertEqual(try play(off).frame("box", at: 1), rect(0, 103, 10, 10))
  }

  /// A full-screen presentation of a `never` controller keeps the standard bar: 103. A sheet of
  /// one is allowed (no large title there): the card starts at 54 + 10 = 64 below the status
  /// bar, its bar is the sheet's 56, so the box is at 56 in the root view.
  func testPresentationsOfANeverController() throws {
    let full = try play(
      scenario("  largeTitleDisplayMode: never", events: "  - {present: fullScreen}"))
    XCTAssertEqual(full.frame("box", at: 1), rect(0, 103, 10, 10))
    let sheet = try play(
      scenario("  largeTitleDisplayMode: never", events: "  - {present: pageSheet}"))
    XCTAssertEqual(sheet.frame("view", at: 1), rect(0, 64, 393, 788))
    XCTAssertEqual(sheet.frame("box", at: 1), rect(0, 56, 10, 10))
  }
}
