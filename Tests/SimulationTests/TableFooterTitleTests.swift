import AutoLayout
import ScenarioFormat
import Simulation
import XCTest

import ScenarioTestSupport

/// A grouped table's titled footer is as tall as its title's lines (14 + 16 a line of the
/// footnote style, TableViewMetrics.swift), the title as the locale shows it: a locale change
/// that wraps the title to another line moves the rows below.
final class TableFooterTitleTests: XCTestCase {
  /// On the 393-point iPhone 15 Pro (iOS 17) the title wraps in 393 − 2 × 20 = 353. In English
  /// "Changes apply to every device." is 189.5 wide in the text model: one line, a 30-point
  /// footer. Xcode's double-length pseudolanguage `en-XA` repeats it, about 383 wide: two lines,
  /// 46. The first row is 18 down (an untitled header, the table's 18), 44 tall; the second
  /// section's row below the footer and its untitled 18-point header: 18 + 44 + 30 + 18 = 110,
  /// then 18 + 44 + 46 + 18 = 126.
  func testAFootersLinesFollowTheLocale() throws {
    let sim = try play(
      """
      device: iphone-15-pro
      ios: 17
      strings:
        en: {note: "Changes apply to every device."}
      controller:
        view:
          subviews:
            - table: list
              style: grouped
              rowHeight: 44
              cell: {style: default}
              sections:
                - footer: "@note"
                  rows: [{text: "Sound"}]
                - rows: [{text: "Language"}]
        constraints:
          - list.top == safeArea.top
          - list.bottom == view.bottom
          - list.leading == view.leading
          - list.trailing == view.trailing
      events:
        - load
        - locale: en-XA
      """)
    XCTAssertEqual(sim.frame("list_1", at: 1), rect(0, 18, 393, 44))
    XCTAssertEqual(sim.frame("list_2", at: 1), rect(0, 110, 393, 44))
    XCTAssertEqual(sim.frame("list_2", at: 2), rect(0, 126, 393, 44))
  }
}
