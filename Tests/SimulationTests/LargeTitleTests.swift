import AutoLayout
import ScenarioFormat
import ScenarioTestSupport
import Simulation
import XCTest

/// `prefersLargeTitles`: a navigation bar showing a large title is 52 pt taller than its standard
/// height (Bars.navigationBarHeight cites the 52), except in compact height, where iOS shows no
/// large title. Every frame below is worked by hand from the catalog's insets.
final class LargeTitleTests: XCTestCase {
  func scenario(device: String, ios: String? = nil, bars: String? = nil) -> String {
    """
    name: large titles
    device: \(device)
    \(ios.map { "ios: \($0)" } ?? "")
    controller:
      embed: [tab, navigation]
      \(bars.map { "bars: \($0)" } ?? "")
      prefersLargeTitles: true
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
    """
  }

  /// iPhone 15 Pro portrait: the bar 44 + 52 = 96 below the device's top inset of 59, so the
  /// safe area starts at 59 + 96 = 155. Landscape (compact height): no large title, the bar is
  /// its compact 32 at y = 0 (no status bar), the safe area starts at 32.
  func testTheBarIs96InPortraitAnd32InCompactHeight() throws {
    let simulation = try play(scenario(device: "iphone-15-pro"))
    XCTAssertEqual(simulation.frame("box", at: 1), rect(0, 155, 10, 10))
    XCTAssertEqual(
      simulation.steps[0].bars.first { $0.kind == .navigationBar },
      ScreenBar(kind: .navigationBar, frame: rect(0, 59, 393, 96)))
    XCTAssertEqual(simulation.frame("box", at: 2), rect(0, 32, 10, 10))
    XCTAssertEqual(
      simulation.steps[1].bars.first { $0.kind == .navigationBar },
      ScreenBar(kind: .navigationBar, frame: rect(0, 0, 852, 32)))
  }

  /// iPhone 8 on iOS 11, the first release with large titles: the 20-pt status bar, then the
  /// 96-pt bar: 20 + 96 = 116.
  func testIOS11HasLargeTitles() throws {
    let simulation = try play(scenario(device: "iphone-8", ios: "11"))
    XCTAssertEqual(simulation.frame("box", at: 1), rect(0, 116, 10, 10))
  }

  /// An opaque large-title bar ends the root view at 59 + 96 = 155 on an iPhone 15 Pro; the view's
  /// own safe area then starts at its top (0), so the box sits at window y = 155 either way.
  func testAnOpaqueLargeTitleBarEndsTheRootView() throws {
    let simulation = try play(scenario(device: "iphone-15-pro", bars: "{navigation: opaque}"))
    XCTAssertEqual(simulation.frame("view", at: 1)?.origin.y, 155)
    XCTAssertEqual(simulation.frame("view", at: 2)?.origin.y, 32)
  }
}
