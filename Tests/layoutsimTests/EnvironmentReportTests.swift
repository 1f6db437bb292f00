import Foundation
import XCTest

/// The environment of each step (issue 18, item 2) through the binary: the JSON report's keys, the
/// text report's line on request, and the REPL's `why` naming the keyboard's frame.
final class EnvironmentReportTests: XCTestCase {
  /// iPhone 15 Pro (393 × 852): safe area 59 / 34 in portrait, 0 / 59 / 21 / 59 in landscape; root
  /// margins 16; the docked keyboard 336 in portrait (`layoutsim devices iphone-15-pro`).
  static let scenario = """
    name: Environment
    device: iphone-15-pro
    controller:
      view:
        subviews:
          - button: go
            title: Go
          - scroll: scroller
            content:
              - view: page
                intrinsicSize: [none, 1000]
      constraints:
        - go.bottomAnchor == view.keyboardLayoutGuide.topAnchor - 8
        - go.centerXAnchor == view.centerXAnchor
        - scroller.topAnchor == view.safeAreaLayoutGuide.topAnchor
        - scroller.heightAnchor == 200
        - scroller.leadingAnchor == view.leadingAnchor
        - scroller.trailingAnchor == view.trailingAnchor
        - page.topAnchor == scroller.contentLayoutGuide.topAnchor
        - page.bottomAnchor == scroller.contentLayoutGuide.bottomAnchor
        - page.leadingAnchor == scroller.contentLayoutGuide.leadingAnchor
        - page.trailingAnchor == scroller.contentLayoutGuide.trailingAnchor
        - page.widthAnchor == scroller.frameLayoutGuide.widthAnchor
    events: [load, {keyboard: show, as: typing}]
    """

  func testTheJSONReportCarriesTheEnvironmentOfEveryStep() throws {
    let result = try runLayoutsim(["run", "-", "--format", "json"], input: Self.scenario)
    XCTAssertEqual(result.status, 0, result.stderr)
    let document = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let steps = try XCTUnwrap(document["steps"] as? [[String: Any]])
    XCTAssertEqual(steps.count, 2)
    let load = steps[0]
    XCTAssertEqual(load["keyboard"] as? NSDictionary, ["state": "hidden", "frame": NSNull()])
    XCTAssertEqual(
      load["safeArea"] as? NSDictionary,
      ["insets": [59, 0, 34, 0], "frame": [0, 59, 393, 759]])
    // The margins guide: 16 at the sides, inset by the safe area above and below.
    XCTAssertEqual(load["layoutMargins"] as? [Double], [59, 16, 34, 16])
    XCTAssertEqual(
      load["traits"] as? NSDictionary,
      [
        "orientation": "portrait", "windowSize": [393, 852], "horizontalSizeClass": "compact",
        "verticalSizeClass": "regular", "contentSize": "large", "legibilityWeight": "regular",
        "layoutDirection": "leftToRight",
      ])
    // The page is as wide as the scroll view's frame and 1,000 tall: the content size.
    XCTAssertEqual(load["contentSizes"] as? NSDictionary, ["scroller": [393, 1000]])
    // The keyboard: 336 tall, its top at 852 − 336 = 516.
    XCTAssertEqual(
      steps[1]["keyboard"] as? NSDictionary, ["state": "docked", "frame": [0, 516, 393, 336]])
  }

  func testTheTextReportShowsTheEnvironmentOnRequestOnly() throws {
    let plain = try runLayoutsim(["run", "-"], input: Self.scenario)
    XCTAssertFalse(plain.stdout.contains("environment:"), plain.stdout)
    let result = try runLayoutsim(["run", "-", "--environment"], input: Self.scenario)
    XCTAssertEqual(result.status, 0, result.stderr)
    let lines = result.stdout.split(separator: "\n").filter { $0.hasPrefix("  environment: ") }
    XCTAssertEqual(
      lines,
      [
        "  environment: keyboard hidden; safe area [59, 0, 34, 0]; margins [59, 16, 34, 16]; "
          + "portrait 393×852 wC hR, large, left to right; scroller content 393×1000",
        "  environment: keyboard docked [0, 516, 393, 336]; safe area [59, 0, 34, 0]; "
          + "margins [59, 16, 34, 16]; portrait 393×852 wC hR, large, left to right; "
          + "scroller content 393×1000",
      ])
  }
}
