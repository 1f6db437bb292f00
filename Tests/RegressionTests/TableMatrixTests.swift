import ScenarioFormat
import ScenarioTestSupport
import Simulation
import XCTest

@testable import Regression

/// A table in a `matrix:` is laid out for each run's device (TableLayout): the cell margins are
/// 16 on the 375-point iPhone 13 mini and 20 on the 393-point iPhone 15 Pro (a table wider than
/// 375 points; TableViewMetrics.swift's `cellSeparatorInset`), so a box pinned to the content
/// view's margins starts at 16 on one and 20 on the other, 375 − 32 = 343 and 393 − 40 = 353
/// wide.
final class TableMatrixTests: XCTestCase {
  func testEachDeviceOfTheMatrixGetsItsOwnCellMargins() throws {
    let scenario = try read(
      """
      device: iphone-15-pro
      matrix:
        devices: [iphone-13-mini, iphone-15-pro]
      controller:
        view:
          subviews:
            - table: list
              rowHeight: 44
              cell:
                subviews: [{view: box}]
                constraints:
                  - box.top == contentView.margins.top
                  - box.bottom == contentView.margins.bottom
                  - box.leading == contentView.margins.leading
                  - box.trailing == contentView.margins.trailing
              rows: [{}]
        constraints:
          - list.top == safeArea.top
          - list.bottom == view.bottom
          - list.leading == view.leading
          - list.trailing == view.trailing
      events: [load]
      """)
    let boxes = try scenario.runs().map { run -> [Double] in
      var simulation = try Simulation(run.scenario)
      simulation.run()
      let frame = try XCTUnwrap(simulation.steps.first?.frame(of: "box_1")?.frame)
      return [frame.minX, frame.width]
    }
    XCTAssertEqual(boxes, [[16, 343], [20, 353]])
  }
}
