import AutoLayout
import ScenarioFormat
import ScenarioTestSupport
import Simulation
import XCTest

/// `table:` with a table style, a cell style, an accessory and section titles
/// (NodeWalker+TableCells), against frames derived by hand from UIKit's rules
/// (Guides/UIKitVersions.md, "Table cells"). iPhone 15 Pro: 393 × 852 at @3x, the safe area 59 at
/// the top; the table fills the safe area's top down to the view's bottom. On iOS 13 the
/// system font's body text (17 pt) is one 20-point line, subheadline (15 pt) 18
/// (Guides/TextMetrics.md).
final class TableCellStyleTests: XCTestCase {
  static func yaml(ios: String = "13", table: String, cell: String, sections: String) -> String {
    """
    device: iphone-15-pro
    ios: \(ios)
    controller:
      view:
        subviews:
          - table: list
            style: \(table)
            rowHeight: automatic
            cell: \(cell)
            sections:
    \(sections.split(separator: "\n").map { "          " + $0 }.joined(separator: "\n"))
      constraints:
        - list.top == safeArea.top
        - list.bottom == view.bottom
        - list.leading == view.leading
        - list.trailing == view.trailing
    """
  }

  /// An inset-grouped table of subtitle cells with disclosure indicators:
  /// - the rows 20 from the table's sides (the section inset, the layout margin of a table wider
  ///   than 375 points), 393 − 20 − 20 − (20 + 11) = 322 wide (the disclosure indicator takes
  ///   the separator inset 20 and 11 more on iOS 13);
  /// - the first row 18 down (an untitled grouped header, 18), 44 tall (the standard row: the
  ///   labels, 20 + 18 = 38, are shorter);
  /// - the labels 20 from the row's leading edge (the separator inset), the pair centred:
  ///   (44 − 38) / 2 = 3, the detail at 3 + 20 = 23;
  /// - the second row's long text wraps within 322 − 20 − 8 = 294 (8 from the accessory), so
  ///   the row is as tall as its two labels and they start at its top.
  func testInsetGroupedSubtitleRowsWithDisclosure() throws {
    let sim = try play(
      Self.yaml(
        table: "insetGrouped", cell: "{style: subtitle, accessory: disclosureIndicator, lines: 0}",
        sections: """
          - rows:
              - {text: "Mitteilungen", detail: "Banner"}
              - {text: "Vorschauen neuer Nachrichten auf dem Sperrbildschirm anzeigen", detail: "Immer"}
          """))
    XCTAssertEqual(sim.frame("list_1", at: 1), rect(20, 18, 322, 44))
    XCTAssertEqual(sim.frame("list_1_text", at: 1)?.minX, 20)
    XCTAssertEqual(sim.frame("list_1_text", at: 1)?.minY, 3)
    XCTAssertEqual(sim.frame("list_1_text", at: 1)?.height, 20)
    XCTAssertEqual(sim.frame("list_1_detail", at: 1)?.minY, 23)
    XCTAssertEqual(sim.frame("list_1_detail", at: 1)?.height, 18)
    let text = try XCTUnwrap(sim.frame("list_2_text", at: 1))
    let detail = try XCTUnwrap(sim.frame("list_2_detail", at: 1))
    let row = try XCTUnwrap(sim.frame("list_2", at: 1))
    XCTAssertEqual(text.width, 294)
    XCTAssertEqual(text.minY, 0)
    XCTAssertGreaterThan(text.height, 20)  // wrapped
    XCTAssertEqual(detail.minY, text.height)
    XCTAssertEqual(row.height, text.height + detail.height, accuracy: 0.01)
    XCTAssertEqual(row.minY, 18 + 44)
    XCTAssertTrue(sim.steps[0].issues.isEmpty, "\(sim.steps[0].issues)")
  }

  /// A grouped table of right-detail cells with checkmarks: the rows as wide as the table less
  /// the checkmark, 393 − (20 + 24) = 349; the text at x 20 and the detail ending 8 before the
  /// row's trailing edge (beside an accessory, iOS 13), at 349 − 8 = 341, both one 20-point line
  /// centred in the 44-point row: y (44 − 20) / 2 = 12. Sections: a titled first header, 55.5,
  /// rounded down to the 1/3-point grid, 55.333 (166.5 pixels → 166, as Xcode's @3x canvases
  /// save it: TableViewMetrics.swift); after the first section its titled footer, "Gilt für
  /// alle Geräte" one line of the footnote style within 393 − 40 = 353, 14 + 16 = 30, and the
  /// second section's untitled header, 18: the second row at 55.333 + 44 + 30 + 18 = 147.333;
  /// below the last row its untitled footer, 18: the content 147.333 + 44 + 18 = 209.333 tall.
  func testGroupedValue1RowsWithCheckmarksAndTitles() throws {
    let sim = try play(
      Self.yaml(
        table: "grouped", cell: "{style: value1, accessory: checkmark}",
        sections: """
          - header: "Allgemein"
            footer: "Gilt für alle Geräte"
            rows: [{text: "Ton", detail: "Standard"}]
          - rows: [{text: "Sprache", detail: "Deutsch"}]
          """))
    let first = try XCTUnwrap(sim.frame("list_1", at: 1))
    XCTAssertEqual(first.minY, 55.333, accuracy: 0.001)
    XCTAssertEqual(first.minX, 0)
    XCTAssertEqual(first.width, 349)
    XCTAssertEqual(first.height, 44, accuracy: 0.001)
    let second = try XCTUnwrap(sim.frame("list_2", at: 1))
    XCTAssertEqual(second.minY, 147.333, accuracy: 0.001)
    XCTAssertEqual(second.width, 349)
    XCTAssertEqual(sim.frame("list_1_text", at: 1)?.minX, 20)
    XCTAssertEqual(sim.frame("list_1_text", at: 1)?.minY, 12)
    XCTAssertEqual(sim.frame("list_2_detail", at: 1)?.maxX, 341)
    XCTAssertEqual(sim.frame("list_2_detail", at: 1)?.minY, 12)
    XCTAssertTrue(sim.steps[0].issues.isEmpty, "\(sim.steps[0].issues)")
  }

  /// A plain table of basic cells on the newest release: the text label fills the row between
  /// the separator inset and the same inset at the trailing edge: x 20, 393 − 40 = 353 wide, as
  /// tall as the 44-point row; rows one below the other with no header (plain, untitled).
  func testPlainDefaultRows() throws {
    let sim = try play(
      Self.yaml(
        ios: "18", table: "plain", cell: "{style: default}",
        sections: """
          - rows: [{text: "Ton"}, {text: "Sprache"}]
          """))
    XCTAssertEqual(sim.frame("list_2", at: 1), rect(0, 44, 393, 44))
    XCTAssertEqual(sim.frame("list_2_text", at: 1), rect(20, 0, 353, 44))
  }

  /// `ios: 15` is the iOS 15 runtime, whose newest SDK (15.5, Xcode 13.4) has iOS 15.2's
  /// narrower accessories (TableViewMetrics.swift: Xcode 13.2–13.4 save the disclosure indicator
  /// at the separator inset + 8.5 and the detail disclosure button at + 37 in public Checklists
  /// storyboards): on the 393-point @3x iPhone 15 Pro, 393 − (20 + 8.5 rounded up to the pixel,
  /// 8.667) = 364.333 beside the chevron and 393 − (20 + 37 + a third) = 335.667 beside the
  /// button; basic rows 44 tall (the standard row), the first at 0 (plain, untitled).
  func testIOS15AccessoriesAreIOS15Point5s() throws {
    for (accessory, width) in [("disclosureIndicator", 364.333), ("detailDisclosureButton", 335.667)] {
      let sim = try play(
        Self.yaml(
          ios: "15", table: "plain", cell: "{style: default, accessory: \(accessory)}",
          sections: "- rows: [{text: \"a\"}, {text: \"b\"}]"))
      let first = try XCTUnwrap(sim.frame("list_1", at: 1))
      XCTAssertEqual(first.width, width, accuracy: 1e-3, accessory)
      XCTAssertEqual(first.minY, 0, accessory)
      XCTAssertEqual(first.height, 44, accessory)
      XCTAssertEqual(sim.frame("list_2", at: 1)?.minY, 44, accessory)
    }
  }

  /// A plain table of left-detail (value2) cells with detail disclosure buttons on iOS 13:
  /// - the rows 393 − (20 + 43) = 330 wide (the button takes the separator inset and 43), the
  ///   first at y 0 (plain, untitled), 44 tall (the standard row; the labels are shorter);
  /// - both labels one Footnote line, 13 × 1.1934 = 15.51 rounded up to the @3x grid: 15.667,
  ///   centred: y (44 − 15.667) / 2 = 14.167;
  /// - the text label at x 20 (the separator inset), 91 wide whatever its text (the column);
  ///   the detail at 20 + 91 + 6 = 117;
  /// - the second row's long detail stops 8 before the button (iOS 13): 330 − 8 = 322, so it is
  ///   322 − 117 = 205 wide (one line, truncated).
  func testPlainValue2RowsWithDetailDisclosureButtons() throws {
    let sim = try play(
      Self.yaml(
        table: "plain", cell: "{style: value2, accessory: detailDisclosureButton}",
        sections: """
          - rows:
              - {text: "mobil", detail: "+49 30 1234567"}
              - {text: "Adresse", detail: "Friedrichstraße 123, 10117 Berlin, Deutschland, Europa"}
          """))
    XCTAssertEqual(sim.frame("list_1", at: 1), rect(0, 0, 330, 44))
    let text = try XCTUnwrap(sim.frame("list_1_text", at: 1))
    XCTAssertEqual(text.minX, 20)
    XCTAssertEqual(text.width, 91)
    XCTAssertEqual(text.height, 15.667, accuracy: 0.001)
    XCTAssertEqual(text.minY, 14.167, accuracy: 0.17)  // half a pixel of @3x rounding
    let detail = try XCTUnwrap(sim.frame("list_1_detail", at: 1))
    XCTAssertEqual(detail.minX, 117)
    XCTAssertEqual(detail.minY, 14.167, accuracy: 0.17)
    XCTAssertEqual(sim.frame("list_2", at: 1), rect(0, 44, 330, 44))
    XCTAssertEqual(sim.frame("list_2_detail", at: 1)?.minX, 117)
    XCTAssertEqual(sim.frame("list_2_detail", at: 1)?.width, 205)
  }

  /// What the simulator does not model is an error at its place, with the valid values.
  func testUnmodelledValuesAreErrors() throws {
    let yaml = Self.yaml(
      ios: "18", table: "insetGroupd", cell: "{style: vaule2, accessory: detailButton}",
      sections: """
        - header: "A"
          rows: [{text: "x", detial: "y"}]
        """)
    XCTAssertThrowsError(try ScenarioReader.read(yaml: yaml, file: "t.yaml")) { error in
      XCTAssertEqual(
        "\(error)",
        """
        t.yaml:7:16: error: unknown table style 'insetGroupd'; did you mean 'insetGrouped'?
        t.yaml:9:23: error: unknown cell style 'vaule2'; did you mean 'value2'?
        t.yaml:9:42: error: the width of a 'detailButton' accessory on iOS 18 is not known; expected none, disclosureIndicator, checkmark or detailDisclosureButton on iOS 18 (detailButton is known on no release)
        t.yaml:12:21: error: 'text' is not a view of the table's cell template; the template has no views
        t.yaml:12:32: error: 'detial' is not a view of the table's cell template; the template has no views
        """)
    }
    let grouped = Self.yaml(
      ios: "15", table: "grouped", cell: "{style: subtitle}",
      sections: "- header: \"A\"\n  rows: [{text: \"x\"}]")
    XCTAssertThrowsError(try ScenarioReader.read(yaml: grouped, file: "t.yaml")) { error in
      XCTAssertEqual(
        "\(error)",
        "t.yaml:7:16: error: a grouped table's section headers and footers are not known on iOS 15 (untitled ones are known on every release, titled headers and footers from iOS 11 but on iOS 15): set 'ios: 13'"
      )
    }
    // No public storyboard of Xcode 26 saves a detail disclosure button: iOS 26 refuses it.
    let twentySix = Self.yaml(
      ios: "26", table: "plain", cell: "{accessory: detailDisclosureButton}",
      sections: "- rows: [{}]")
    XCTAssertThrowsError(try ScenarioReader.read(yaml: twentySix, file: "t.yaml")) { error in
      XCTAssertEqual(
        "\(error)",
        "t.yaml:9:27: error: the width of a 'detailDisclosureButton' accessory on iOS 26 is not known; expected none, disclosureIndicator or checkmark on iOS 26 (detailButton is known on no release; detailDisclosureButton on iOS 9, 10, 11, 12, 13, 14, 15, 16, 17 and 18)"
      )
    }
    let early = Self.yaml(
      ios: "12", table: "plain", cell: "{style: subtitle}",
      sections: "- rows: [{text: \"x\"}]")
    XCTAssertThrowsError(try ScenarioReader.read(yaml: early, file: "t.yaml")) { error in
      XCTAssertEqual(
        "\(error)",
        """
        t.yaml:9:23: error: cell styles are modelled from iOS 13 (before it a row's separator takes a pixel of its content view); the scenario is for iOS 12
        t.yaml:11:21: error: 'text' is not a view of the table's cell template; the template has no views
        """)
    }
  }

  /// A template view named like one of the style's labels is an error at the cell.
  func testTemplateLeavesTheStylesNamesFree() throws {
    let yaml = Self.yaml(
      table: "plain", cell: "{style: default, subviews: [{label: text}]}",
      sections: "- rows: [{text: \"x\"}]")
    XCTAssertThrowsError(try ScenarioReader.read(yaml: yaml, file: "t.yaml")) { error in
      XCTAssertEqual(
        "\(error)",
        "t.yaml:9:9: error: the cell's style names its labels 'text' and 'detail' (and a guide 'labels'); rename the template's 'text'"
      )
    }
  }
}
