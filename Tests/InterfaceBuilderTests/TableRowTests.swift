import CorpusTestSupport
import Foundation
import InterfaceBuilder
import XCTest

/// A plain table's prototype cells are placed by the engine as UITableView places its rows, and
/// count in the fidelity check. Every expected frame is derived by hand in the comment beside it
/// from the rules in `SystemMetrics` (TableViewMetrics.swift), whose numbers say which corpus
/// files they were read from.
final class TableRowTests: XCTestCase {
  /// A table view controller's plain table (`style`, `rowHeight`, `sectionHeaderHeight` as
  /// given) with two prototype cells: the first with `accessory`, the second with a custom
  /// 100-point row height and a box pinned to its content view's margins. The saved frames are
  /// deliberately wrong (1 tall, at 0, 0) but for the cells' width, from which the importer
  /// reads the content view's margins (SceneImporter+Properties).
  static func table(
    tools: String, style: String = "plain", rowHeight: String = "64",
    accessory: String = "disclosureIndicator", device: String = "retina4_7",
    sectionHeaderHeight: String = "22"
  ) -> Data {
    TableSectionTests.storyboard(
      tools: tools, device: device, size: (375, 667),
      table: #"dataMode="prototypes" style="\#(style)" rowHeight="\#(rowHeight)" sectionHeaderHeight="\#(sectionHeaderHeight)" sectionFooterHeight="22""#,
      body: """
        <prototypes>
          <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" accessoryType="\(accessory)" reuseIdentifier="A" id="c1">
            <rect key="frame" x="0.0" y="0.0" width="375" height="1"/>
            <autoresizingMask key="autoresizingMask"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="c1" id="cv1">
              <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
              <autoresizingMask key="autoresizingMask"/>
            </tableViewCellContentView>
          </tableViewCell>
          <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" rowHeight="100" reuseIdentifier="B" id="c2">
            <rect key="frame" x="0.0" y="0.0" width="375" height="1"/>
            <autoresizingMask key="autoresizingMask"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="c2" id="cv2">
              <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
              <autoresizingMask key="autoresizingMask"/>
              <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                  <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                </view>
              </subviews>
              <constraints>
                <constraint firstItem="box" firstAttribute="leading" secondItem="cv2" secondAttribute="leadingMargin" id="k1"/>
                <constraint firstItem="box" firstAttribute="trailing" secondItem="cv2" secondAttribute="trailingMargin" id="k2"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="cv2" secondAttribute="top" id="k3"/>
                <constraint firstItem="box" firstAttribute="bottom" secondItem="cv2" secondAttribute="bottom" id="k4"/>
              </constraints>
            </tableViewCellContentView>
          </tableViewCell>
        </prototypes>
        """)
  }

  /// The first scene and each view's frame after the load step, by IB id.
  func frames(_ data: Data) throws -> (ImportedScenario, [String: [Double]]) {
    let scenario = try ImportedFrames.firstScene(data, file: "T.storyboard")
    return (scenario, try ImportedFrames.afterLoad(scenario))
  }

  /// Xcode 11 (iOS 13) on the 375-point iPhone 8: the first row 28 down (iOS 13's plain section
  /// header, the file's 22 being a default), 64 tall, as wide as the table; its content view
  /// 375 − (16 separator inset + 11 disclosure) = 348 wide and as tall as the row (no separator
  /// below it from iOS 13). The second row right below: 28 + 64 = 92, 100 tall (its own row
  /// height), no accessory: 375 × 100. The box in it: 16 … 359 (margins 16), 0 … 100.
  func testPlainPrototypeRowsOnIOS13() throws {
    let (scenario, f) = try frames(Self.table(tools: "15505"))
    XCTAssertEqual(f["c1"], [0, 28, 375, 64])
    XCTAssertEqual(f["cv1"], [0, 0, 348, 64])
    XCTAssertEqual(f["c2"], [0, 92, 375, 100])
    XCTAssertEqual(f["cv2"], [0, 0, 375, 100])
    XCTAssertEqual(f["box"], [16, 0, 343, 100])
    for id in ["c1", "cv1", "c2", "cv2"] {
      XCTAssertNil(
        scenario.expectedFrames.first { $0.interfaceBuilderID == id }?.copied, "\(id) is counted")
    }
    XCTAssertTrue(scenario.yaml.contains("c1.top == view.top + 28"))
  }

  /// Xcode 10 (iOS 12): the first row at the file's 22; its content view 375 − (16 + 18) = 341
  /// (iOS 11's 16-point minimum margin, TableViewMetrics.swift)
  /// wide and half a point (the separator) shorter than the row, 63.5; the second row at
  /// 22 + 64 = 86, its content view 99.5 tall. A checkmark on iOS 13 takes 16 + 24 = 40:
  /// 335 wide.
  func testSeparatorAndAccessoryByRelease() throws {
    let (_, old) = try frames(Self.table(tools: "14490.70"))
    XCTAssertEqual(old["c1"], [0, 22, 375, 64])
    XCTAssertEqual(old["cv1"], [0, 0, 341, 63.5])
    XCTAssertEqual(old["c2"], [0, 86, 375, 100])
    XCTAssertEqual(old["cv2"], [0, 0, 375, 99.5])
    let (_, check) = try frames(Self.table(tools: "15505", accessory: "checkmark"))
    XCTAssertEqual(check["cv1"], [0, 0, 335, 64])
    // On the 414-point iPhone 11 the inset is 20: 414 − (20 + 11) = 383.
    let (_, wide) = try frames(Self.table(tools: "15505", device: "retina6_1"))
    XCTAssertEqual(wide["c1"]?[2], 414)
    XCTAssertEqual(wide["cv1"], [0, 0, 383, 64])
  }

  /// A file saved by Xcode 5 (the iOS 7 SDK, before `layoutMargins`): the separator inset is 15
  /// at every width, so on the 768-point iPad a disclosure indicator leaves 768 − (15 + 18) =
  /// 735 (QReader's iPad storyboard saves 735), not the 768 − (20 + 18) = 730 of a wide cell on
  /// a later release. The row is 22 down (the file's plain header) and its content view a point
  /// (the separator) shorter than the row: 63.
  func testSeparatorInsetBeforeIOS11IsFifteenAtEveryWidth() throws {
    let (_, f) = try frames(Self.table(tools: "5056", device: "ipad9_7"))
    XCTAssertEqual(f["c1"], [0, 22, 768, 64])
    XCTAssertEqual(f["cv1"], [0, 0, 735, 63])
    // Xcode 6 (iOS 8): still 15 before iOS 11 (a public app's Xcode 7 storyboard lays its cells
    // out with 15 on a 600-point canvas), and a one-pixel separator on the @2x iPad: 63.5.
    let (_, later) = try frames(Self.table(tools: "6254", device: "ipad9_7"))
    XCTAssertEqual(later["cv1"], [0, 0, 735, 63.5])
    // Xcode 9 (iOS 11): the wide cell's inset, 20 (Restorer, Xcode 10: 20 at 414): 768 −
    // (20 + 18) = 730.
    let (_, eleven) = try frames(Self.table(tools: "13771", device: "ipad9_7"))
    XCTAssertEqual(eleven["cv1"], [0, 0, 730, 63.5])
  }

  /// A grouped or inset-grouped table of prototype cells: Xcode titles its one section
  /// "Prototype Cells", so the first row sits under a titled first header, 55.5 (calibration
  /// files in SceneImporter+Rows.swift), whatever the table's `sectionHeaderHeight` (-1 too);
  /// the second row 55.5 + 64 = 119.5 down; the content view 375 − (16 + 11) = 348 wide beside
  /// the disclosure indicator. Inset-grouped rows are 16 in from each side: 343 wide. Xcode 10
  /// (iOS 12): the same header, a row's content view 375 − (16 + 18) = 341 wide and 63.5 tall.
  func testGroupedPrototypeRowsAreBelowATitledHeader() throws {
    for header in ["22", "-1"] {
      let (scenario, f) = try frames(
        Self.table(tools: "15505", style: "grouped", sectionHeaderHeight: header))
      XCTAssertEqual(f["c1"], [0, 55.5, 375, 64], header)
      XCTAssertEqual(f["cv1"], [0, 0, 348, 64], header)
      XCTAssertEqual(f["c2"], [0, 119.5, 375, 100], header)
      XCTAssertTrue(ImportedFrames.copiedIDs(scenario).isEmpty, header)
    }
    let (_, inset) = try frames(Self.table(tools: "23504", style: "insetGrouped"))
    XCTAssertEqual(inset["c1"], [16, 55.5, 343, 64])
    // Xcode 26 (iOS 26) keeps the titled first header's 55.5 (Delta's and IOS-nRF-Mesh-Library's
    // Xcode 26 storyboards, TableViewMetrics.swift).
    let (_, twentySix) = try frames(Self.table(tools: "24506", style: "grouped"))
    XCTAssertEqual(twentySix["c1"], [0, 55.5, 375, 64])
    let (_, twelve) = try frames(Self.table(tools: "14460.31", style: "grouped"))
    XCTAssertEqual(twelve["c1"], [0, 55.5, 375, 64])
    XCTAssertEqual(twelve["cv1"], [0, 0, 341, 63.5])
  }

  /// Xcode 15 (22155, iOS 17) on the 393-point iPhone 15 Pro: a table wider than 375 points has
  /// 20-point cell margins and separator inset (julianworden/EmojiDictionary at 390,
  /// a578ff6/MyLabEmojiDictionaryPart3 at 393: margin-pinned fields at x 20; TableViewMetrics.swift),
  /// whatever width the cell was saved at (375 here). Plain: the first row 50 down (iOS 16's
  /// header), its content view 393 − (20 + 10.333) = 362.667 wide beside the disclosure
  /// indicator (the margin + 10.5 from iOS 16, rounded down to the @3x pixel); the box 20 … 373,
  /// 353 wide. Inset-grouped: rows 20 in from each side, 353 wide, under the titled first header
  /// (55.5, 55.333 on the @3x grid); the content view 353 − 30.333 = 322.667; the
  /// box keeps the table's 20-point margins inside the narrower cell (ZFAbox/EmojiDictionary,
  /// Xcode 16: fields at x 20 in 353-point cells): 353 − 40 = 313 wide.
  func testTablesWiderThan375PointsHaveTwentyPointMargins() throws {
    let (_, plain) = try frames(Self.table(tools: "22155", device: "retina6_12"))
    XCTAssertEqual(plain["c1"], [0, 50, 393, 64])
    XCTAssertEqual(plain["cv1"]?[2] ?? 0, 1088.0 / 3, accuracy: 1e-3)
    XCTAssertEqual(plain["box"], [20, 0, 353, 100])
    let (_, inset) = try frames(
      Self.table(tools: "22155", style: "insetGrouped", device: "retina6_12"))
    let c1 = try XCTUnwrap(inset["c1"])
    // y on the 1/3-point grid, so the frame is compared to a thousandth of a point.
    for (actual, expected) in zip(c1, [20, 166.0 / 3, 353, 64]) {
      XCTAssertEqual(actual, expected, accuracy: 1e-3)
    }
    XCTAssertEqual(c1.count, 4)
    XCTAssertEqual(inset["cv1"]?[2] ?? 0, 968.0 / 3, accuracy: 1e-3)
    XCTAssertEqual(inset["box"], [20, 0, 313, 100])
  }

  /// What the rules do not cover keeps Xcode's frame and is left out of the figure: a grouped
  /// table of prototype cells on iOS 15 (its files disagree on a titled header), a checkmark
  /// before iOS 11 (its width is not known), and an automatic section header (Xcode 13's -1).
  /// Self-sizing rows are placed (TableSectionTests).
  func testRowsTheRulesDoNotCoverAreNotCounted() throws {
    func copied(_ data: Data) throws -> Set<String> {
      ImportedFrames.copiedIDs(try ImportedFrames.firstScene(data, file: "T.storyboard"))
    }
    XCTAssertEqual(
      try copied(Self.table(tools: "19529", style: "grouped")), ["c1", "cv1", "c2", "cv2"])
    XCTAssertEqual(try copied(Self.table(tools: "12120", accessory: "checkmark")), ["cv1"])
    // Xcode 13's automatic section header (-1): its height on the canvas is not known.
    XCTAssertEqual(
      try copied(Self.table(tools: "19529", sectionHeaderHeight: "-1")),
      ["c1", "cv1", "c2", "cv2"])
  }

  /// From Xcode 14 (iOS 16) a plain table's first row is 50 down whatever its
  /// `sectionHeaderHeight` says — automatic (-1), a default (22, 28) or its own (38): iOS 15's
  /// 28-point header below its 22-point `sectionHeaderTopPadding`, as the Checklists
  /// storyboards of Guides/CalibrationSources.md save it (21225 … 32700.99.1234: the first
  /// prototype row at y = 50). The rows below follow: 50 + 64 = 114 for the 100-point second row.
  /// The content view: 375 − (16 separator inset + 10.5 disclosure, from iOS 16) = 348.5 (public
  /// Checklists, MyLocations and habitica-ios storyboards of Xcode 14–16 save 348.5; Delta's
  /// Xcode 26 ones the same 16 + 10.5). On iOS 15 the chevron follows the file's Xcode: 375 −
  /// (16 + 8.5) = 350.5 from Xcode 13.2 (19529, the iOS 15.2 SDK), 375 − (16 + 9.5) = 349.5
  /// before it (19162, Xcode 13.0), as public Checklists storyboards of those builds save it.
  func testPlainPrototypeRowsFromIOS16AreBelowAFiftyPointHeader() throws {
    for (tools, header) in [("21225", "-1"), ("22505", "22"), ("23504", "28"), ("24506", "38")] {
      let (scenario, f) = try frames(Self.table(tools: tools, sectionHeaderHeight: header))
      XCTAssertEqual(f["c1"], [0, 50, 375, 64], "\(tools), header \(header)")
      XCTAssertEqual(f["c2"], [0, 114, 375, 100], "\(tools), header \(header)")
      XCTAssertEqual(f["cv2"], [0, 0, 375, 100], "\(tools), header \(header)")
      XCTAssertEqual(f["cv1"], [0, 0, 348.5, 64], "\(tools), header \(header)")
      XCTAssertTrue(scenario.yaml.contains("c1.top == view.top + 50"))
      XCTAssertFalse(ImportedFrames.copiedIDs(scenario).contains("c1"))
    }
    for (tools, width) in [("19529", 350.5), ("20037", 350.5), ("19162", 349.5), ("18122", 349.5)] {
      let fifteen = try ImportedFrames.firstScene(Self.table(tools: tools), file: "T.storyboard")
      XCTAssertFalse(ImportedFrames.copiedIDs(fifteen).contains("cv1"), tools)
      XCTAssertEqual(try frames(Self.table(tools: tools)).1["cv1"]?[2], width, tools)
    }
  }

  /// A detail disclosure button's width by release, on the 375-point iPhone 8 canvas (@2x) with
  /// 64-point rows (the separator takes half a point below the content view before iOS 13):
  /// - Xcode 9 and 10 (iOS 11, 12): 52 from the cell's 16-point layout margin: 375 − 68 = 307 ×
  ///   63.5;
  /// - Xcode 11 and 12 (iOS 13, 14): the separator inset 16 + 43: 375 − 59 = 316 × 64;
  /// - Xcode 13.0 and 13.1 (iOS 15.0 SDK): 16 + 38: 321; Xcode 13.2–13.4 (iOS 15.2): 16 + 37: 322;
  /// - Xcode 14–16 (iOS 16–18): 16 + 42.5: 316.5.
  /// Every one is placed and counted.
  func testDetailDisclosureButtonByRelease() throws {
    func content(_ tools: String) throws -> [Double]? {
      try frames(Self.table(tools: tools, accessory: "detailDisclosureButton")).1["cv1"]
    }
    XCTAssertEqual(try content("13771"), [0, 0, 307, 63.5])
    XCTAssertEqual(try content("14460"), [0, 0, 307, 63.5])
    XCTAssertEqual(try content("15505"), [0, 0, 316, 64])
    XCTAssertEqual(try content("17506"), [0, 0, 316, 64])
    XCTAssertEqual(try content("19162"), [0, 0, 321, 64])
    XCTAssertEqual(try content("19455"), [0, 0, 321, 64])
    XCTAssertEqual(try content("19529"), [0, 0, 322, 64])
    XCTAssertEqual(try content("20037"), [0, 0, 322, 64])
    XCTAssertEqual(try content("21225"), [0, 0, 316.5, 64])
    XCTAssertEqual(try content("22505"), [0, 0, 316.5, 64])
    XCTAssertEqual(try content("23504"), [0, 0, 316.5, 64])
    func copied(_ tools: String) throws -> Set<String> {
      ImportedFrames.copiedIDs(
        try ImportedFrames.firstScene(
          Self.table(tools: tools, accessory: "detailDisclosureButton"), file: "T.storyboard"))
    }
    for tools in ["15505", "19162", "19529", "21225"] {
      XCTAssertFalse(try copied(tools).contains("cv1"), tools)
    }
  }

  /// A checkmark takes the separator inset + 24 from iOS 11 but on iOS 15, whose Xcode 13
  /// canvases save it 20.5 (TableViewMetrics.swift: public Checklists storyboards, 375 → 338.5),
  /// rounded up to the pixel on @3x ones (375 → 338.333 on the iPhone X): content views 375 −
  /// (16 + 24) = 335 on iOS 13 and 17, 375 − 36.5 = 338.5 on iOS 15 at @2x, 375 − 36.667 at @3x.
  func testCheckmarkByRelease() throws {
    func content(_ tools: String, device: String = "retina4_7") throws -> [Double]? {
      try frames(Self.table(tools: tools, accessory: "checkmark", device: device)).1["cv1"]
    }
    XCTAssertEqual(try content("15505"), [0, 0, 335, 64])
    XCTAssertEqual(try content("22505"), [0, 0, 335, 64])
    XCTAssertEqual(try content("19529"), [0, 0, 338.5, 64])
    let threeX = try XCTUnwrap(try content("19529", device: "retina5_9"))
    XCTAssertEqual(threeX[2], 1015.0 / 3, accuracy: 1e-3)
  }
}
