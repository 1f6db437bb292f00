import AutoLayout
import Report
import ScenarioFormat
import Simulation
import ScenarioTestSupport
import XCTest

/// `that:` about every kind of layout guide reads the guide the engine laid out (issue 17,
/// item 11): a scroll view's content layout guide is as large as its content, not its frame.
final class GuideExpectationTests: XCTestCase {
  /// iPhone 15 Pro portrait, 393 × 852: safe area 59 above, 34 below; root margins 16 at the
  /// sides (so the margins guide is 16…377 wide and 59…818 tall); the readable guide is the
  /// margins' width here (393 is under 672 + 2 × 16); a scroll view 200 tall from y 59 whose page
  /// is 1,000 tall and 20 pt from its content guide's edges: the content is 393 × 1,040.
  static let scenario = """
    device: iphone-15-pro
    controller:
      view:
        subviews:
          - scroll: scroller
            content:
              - view: page
                intrinsicSize: [none, 1000]
          - view: marker
          - guide: band
      constraints:
        - scroller.top == safeArea.top
        - scroller.height == 200
        - scroller.leading == view.leading
        - scroller.trailing == view.trailing
        - page.top == scroller.contentLayout.top + 20
        - page.bottom == scroller.contentLayout.bottom - 20
        - page.leading == scroller.contentLayout.leading
        - page.trailing == scroller.contentLayout.trailing
        - page.width == scroller.frameLayout.width
        - marker.top == scroller.bottom
        - marker.leading == margins.leading
        - marker.width == 10
        - marker.height == 10
        - band.top == marker.bottom + 5
        - band.height == 30
        - band.leading == view.leading
        - band.trailing == view.trailing
    events: [load, {keyboard: show, as: typing}]
    """

  func testEveryGuideKindIsReadFromTheEngine() throws {
    let sim = try play(
      Self.scenario + """

        expect:
          - at: 1
            that:
              - scroller.contentLayout.height == 1040
              - scroller.contentLayout.width == 393
              - scroller.contentLayout.top == 59
              - scroller.contentLayout.bottom == 1099
              - scroller.frameLayout.height == 200
              - scroller.frameLayout.bottom == 259
              - safeArea.top == 59
              - safeArea.bottom == 818
              - margins.leading == 16
              - margins.trailing == 377
              - readable.leading == 16
              - readable.width == 361
              - band.top == 274
              - band.height == 30
              - keyboard.top == 818
          - at: typing
            that:
              - keyboard.top == 516
              - keyboard.height == 336
        """)
    XCTAssertTrue(sim.passed, "\(sim.expectationResults.map { $0.failures.map(\.words) })")
  }

  func testAWrongContentSizeIsReportedWithTheEnginesValue() throws {
    let sim = try play(
      Self.scenario + """

        expect:
          - at: 1
            that: [scroller.contentLayout.height == 759]
        """)
    XCTAssertEqual(
      sim.expectationResults[0].failures.map(\.words),
      ["that scroller.contentLayout.height == 759: 1040 == 759 does not hold (off by 281)"])
  }
}
