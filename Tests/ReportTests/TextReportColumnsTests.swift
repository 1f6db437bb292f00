import Report
import ScenarioTestSupport
import Simulation
import XCTest

/// The text report's frames table with values that do not fit its usual columns: a 100-character
/// id (the longest a name may be), numbers wider than 8 characters, a tree deeper than the table
/// indents. Every column stays apart, and no line is padded for another line's width.
final class TextReportColumnsTests: XCTestCase {
  static let longID = String(repeating: "a", count: 100)

  /// `far` sits almost a million points up and to the left (−999,999.5: 9 characters, the
  /// column's usual 8 plus its space were all it had, so it ran into the number before it).
  static let wide = """
    name: Columns
    device: iphone-15-pro
    controller:
      view:
        subviews: [{view: far}, {view: \(longID)}]
      constraints:
        - far.leading == view.leading - 999999.5
        - far.top == view.top - 999999.5
        - far.width == 20
        - far.height == 20
        - \(longID).leading == view.leading
        - \(longID).top == view.top
        - \(longID).width == 10
        - \(longID).height == 10
    events: [load]
    """

  /// The frames table of step 1, after its heading line.
  func frameLines(_ yaml: String) throws -> [String] {
    let text = TextReport(try play(yaml), color: false).render()
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let heading = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("  frames (") })
    return Array(lines[(heading + 1)...].prefix { !$0.isEmpty })
  }

  func testLongNumbersAndNamesKeepTheirColumnsApart() throws {
    // −999999.5 is −2999998.5 pixels at @3x, rounded away from zero to −2999999: −999999.667,
    // 11 characters, so x and y are 11 wide (each number with a space before it); width and
    // height keep 8. The name column is the widest name of 40 columns or less ("  far", 5) plus
    // 2; the 100-character id (102 with its indentation) is followed by two spaces instead.
    let long = "  *   " + Self.longID + "  "
    XCTAssertEqual(
      try frameLines(Self.wide),
      [
        "  * view              0           0      393      852",
        "  *   far   -999999.667 -999999.667       20       20",
        long + "           0           0       10       10",
      ])
  }

  /// A chain of 18 views, each inside the one before: levels 1 to 16 are indented 2 each, the
  /// deeper ones as the 16th, naming their depth. (Nothing constrains them: every frame is zero.)
  func testADeepTreeIsIndentedAsFarAsItsSixteenthLevel() throws {
    var tree = "{view: v18}"
    for level in (1...17).reversed() { tree = "{view: v\(level), subviews: [\(tree)]}" }
    let yaml = """
      name: Deep
      device: iphone-15-pro
      controller:
        view:
          subviews: [\(tree)]
      events: [load]
      """
    let lines = try frameLines(yaml)
    // The name column: "v16" at 32 is the widest of 40 or less (35), plus 2; the longer names
    // are followed by 2 spaces; then each 0 right-aligned in 8 with a space before it.
    XCTAssertEqual(lines.count, 19)
    XCTAssertEqual(lines[16], "  * " + String(repeating: " ", count: 32) + "v16          0        0        0        0")
    XCTAssertEqual(lines[17], "  * " + String(repeating: " ", count: 32) + "(depth 17) v17          0        0        0        0")
    XCTAssertEqual(lines[18], "  * " + String(repeating: " ", count: 32) + "(depth 18) v18          0        0        0        0")
  }
}
