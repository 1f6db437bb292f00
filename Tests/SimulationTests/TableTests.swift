import AutoLayout
import ScenarioFormat
import ScenarioTestSupport
import Simulation
import XCTest

/// `table:` (NodeWalker+Tables): rows built from a cell template and data, laid out as
/// UITableView lays them out, against frames derived by hand (iPhone 15 Pro: 393 × 852, safe area
/// 59 at the top).
final class TableTests: XCTestCase {
  /// A table filling the safe area's top; each row a 30-point-tall box pinned to the content
  /// view's margins, and a label beside nothing (its text from the data).
  static func yaml(rowHeight: String, sections: String) -> String {
    """
    device: iphone-15-pro
    controller:
      view:
        subviews:
          - table: list
            rowHeight: \(rowHeight)
            cell:
              subviews:
                - view: box
                  intrinsicSize: [none, 30]
                - label: name
              constraints:
                - box.top == contentView.margins.top
                - box.bottom == contentView.margins.bottom
                - box.leading == contentView.margins.leading
                - box.width == 100
                - name.leading == box.trailing + 8
                - name.centerY == box.centerY
            \(sections)
      constraints:
        - list.top == safeArea.top
        - list.bottom == view.bottom
        - list.leading == view.leading
        - list.trailing == view.trailing
    """
  }

  /// Self-sizing rows: each is 11 (the content view's top margin) + 30 (the box) + 11 = 52 tall,
  /// 393 wide (the table's width), at 0, 52 and 104 down the content across two sections; the
  /// box at the margins, x 20 (a table wider than 375 points), y 11, 100 × 30; the table from the safe area (59) to the bottom:
  /// 852 − 59 = 793 tall. The rows' ids count over the sections: list_1 … list_3.
  func testSelfSizingRowsAcrossSections() throws {
    let sim = try play(
      Self.yaml(
        rowHeight: "automatic",
        sections: """
          sections:
                  - rows: [{name: "Eins"}, {name: "Zwei"}]
                  - rows: [{name: "Drei"}]
          """))
    XCTAssertEqual(sim.frame("list", at: 1), rect(0, 59, 393, 793))
    XCTAssertEqual(sim.frame("list_1", at: 1), rect(0, 0, 393, 52))
    XCTAssertEqual(sim.frame("list_2", at: 1), rect(0, 52, 393, 52))
    XCTAssertEqual(sim.frame("list_3", at: 1), rect(0, 104, 393, 52))
    XCTAssertEqual(sim.frame("box_3", at: 1), rect(20, 11, 100, 30))
    XCTAssertEqual(sim.frame("name_2", at: 1)?.minX, 128)  // 20 + 100 + 8
    XCTAssertTrue(sim.steps[0].issues.isEmpty, "\(sim.steps[0].issues)")
  }

  /// A fixed row height wins over the content: rows 60 tall at 0 and 60; the box, pinned to the
  /// top and bottom margins (required), stretches past its intrinsic 30 to 60 − 11 − 11 = 38;
  /// at x 20, the leading margin of a table wider than 375 points.
  func testFixedRowHeight() throws {
    let sim = try play(
      Self.yaml(rowHeight: "60", sections: "rows: [{name: \"Eins\"}, {name: \"Zwei\"}]"))
    XCTAssertEqual(sim.frame("list_1", at: 1), rect(0, 0, 393, 60))
    XCTAssertEqual(sim.frame("list_2", at: 1), rect(0, 60, 393, 60))
    XCTAssertEqual(sim.frame("box_2", at: 1), rect(20, 11, 100, 38))
  }

  /// Mistakes are errors at their line and column: a row naming no template view (with the
  /// nearest name), a table added by an event, a table with both `rows` and `sections`.
  func testMistakesNameTheirPlace() throws {
    let unknown = Self.yaml(rowHeight: "automatic", sections: "rows: [{nmae: \"Eins\"}]")
    XCTAssertThrowsError(try ScenarioReader.read(yaml: unknown, file: "t.yaml")) { error in
      XCTAssertEqual(
        "\(error)",
        "t.yaml:19:17: error: 'nmae' is not a view of the table's cell template; did you mean 'name'?"
      )
    }
    let added = """
      device: iphone-15-pro
      controller:
        view:
          subviews:
            - view: box
      events:
        - load
        - add: {to: box, view: {table: list, cell: {}, rows: []}}
      """
    XCTAssertThrowsError(try ScenarioReader.read(yaml: added, file: "t.yaml")) { error in
      XCTAssertEqual(
        "\(error)",
        "t.yaml:8:27: error: a table is declared in the controller's view tree; an event cannot add one"
      )
    }
    let both = Self.yaml(
      rowHeight: "44", sections: "rows: []\n        sections: []")
    XCTAssertThrowsError(try ScenarioReader.read(yaml: both, file: "t.yaml")) { error in
      XCTAssertEqual(
        "\(error)", "t.yaml:20:9: error: a table has 'rows' (one section) or 'sections', not both")
    }
  }
}
