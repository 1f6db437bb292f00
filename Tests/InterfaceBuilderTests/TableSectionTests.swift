import CorpusTestSupport
import Foundation
import InterfaceBuilder
import InterfaceBuilderDocument
import XCTest

/// Static tables' sections, their headers and footers, and self-sizing rows, placed by the engine
/// as UITableView places them. Every expected frame is derived by hand in the comment beside it
/// from the rules in `SystemMetrics` (TableViewMetrics.swift), whose numbers say which corpus files
/// they were read from.
final class TableSectionTests: XCTestCase {
  /// A storyboard whose table view controller's table is `table` (its attributes) holding `body`,
  /// saved `size` (width, height).
  static func storyboard(
    tools: String = "15505", device: String = "retina6_1", size: (Int, Int) = (414, 896),
    table: String, body: String
  ) -> Data {
    Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" useTraitCollections="YES">
        <device id="\(device)" orientation="portrait"/>
        <scenes>
          <scene sceneID="s">
            <objects>
              <tableViewController id="tvc" customClass="ListController" sceneMemberID="viewController">
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" separatorStyle="default" \(table) id="tv">
                  <rect key="frame" x="0.0" y="0.0" width="\(size.0)" height="\(size.1)"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                  \(body)
                </tableView>
              </tableViewController>
            </objects>
          </scene>
        </scenes>
      </document>
      """.utf8)
  }

  /// A cell `id` (content view `id`-cv) with `attributes`, saved at a deliberately wrong frame
  /// but for its width (from which the importer reads the content view's margins); `content`
  /// goes inside the content view.
  static func cell(_ id: String, width: Int = 414, _ attributes: String = "", content: String = "")
    -> String
  {
    """
    <tableViewCell contentMode="scaleToFill" \(attributes) id="\(id)">
      <rect key="frame" x="0.0" y="0.0" width="\(width)" height="1"/>
      <autoresizingMask key="autoresizingMask"/>
      <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="\(id)" id="\(id)-cv">
        <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
        <autoresizingMask key="autoresizingMask"/>
        \(content)
      </tableViewCellContentView>
    </tableViewCell>
    """
  }

  static let groupedTable = storyboard(
    table:
      #"dataMode="static" style="grouped" rowHeight="44" sectionHeaderHeight="10" sectionFooterHeight="10""#,
    body: """
      <sections>
        <tableViewSection headerTitle="Speed" footerTitle="Careful" id="sA">
          <cells>
            \(cell("a1"))
            \(cell("a2", #"accessoryType="checkmark""#))
          </cells>
        </tableViewSection>
        <tableViewSection headerTitle="Volume" id="sB">
          <cells>\(cell("b1"))</cells>
        </tableViewSection>
        <tableViewSection id="sC">
          <cells>\(cell("c1", #"rowHeight="60""#))</cells>
        </tableViewSection>
      </sections>
      """)

  /// The reader keeps each `<tableViewSection>` with its titles and its cells.
  func testTheReaderKeepsSections() throws {
    let document = try StoryboardReader.read(data: Self.groupedTable, fileName: "T.storyboard")
    let table = try XCTUnwrap(document.viewsByID["tv"])
    XCTAssertEqual(table.tableSections.map(\.headerTitle), ["Speed", "Volume", nil])
    XCTAssertEqual(table.tableSections.map(\.footerTitle), ["Careful", nil, nil])
    XCTAssertEqual(table.tableSections.map(\.cellIDs), [["a1", "a2"], ["b1"], ["c1"]])
  }

  /// Xcode 11 (iOS 13), a grouped static table on the 414-point iPhone 11, 44-point rows,
  /// 10-point untitled headers and footers:
  /// - a1: below the first section's titled header, 55.5; 414 × 44, its content view as big;
  /// - a2: right below, 55.5 + 44 = 99.5; a checkmark takes the 20-point separator inset of a
  ///   414-point cell + 24: content view 414 − 44 = 370 wide;
  /// - b1: below a2 (99.5 + 44 = 143.5), the titled footer ("Careful", one line in the
  ///   footnote style: 14 + 16 = 30) and the second titled header, whose section has no footer
  ///   title (38): 143.5 + 68 = 211.5;
  /// - c1: below b1 (211.5 + 44 = 255.5), its untitled footer (10) and the third section's
  ///   untitled header (10): 275.5, its own 60-point row.
  func testGroupedSectionsOnIOS13() throws {
    let (f, copied) = try ImportedFrames.afterLoad(Self.groupedTable)
    XCTAssertEqual(f["a1"], [0, 55.5, 414, 44])
    XCTAssertEqual(f["a1-cv"], [0, 0, 414, 44])
    XCTAssertEqual(f["a2"], [0, 99.5, 414, 44])
    XCTAssertEqual(f["a2-cv"], [0, 0, 370, 44])
    XCTAssertEqual(f["b1"], [0, 211.5, 414, 44])
    XCTAssertEqual(f["c1"], [0, 275.5, 414, 60])
    XCTAssertEqual(f["c1-cv"], [0, 0, 414, 60])
    XCTAssertTrue(copied.isDisjoint(with: ["a1", "a1-cv", "a2", "a2-cv", "b1", "c1", "c1-cv"]))
  }

  /// The same table inset-grouped (`style="insetGrouped"`, iOS 13): the sections' heights as
  /// grouped, each row inset from both sides by the table's layout margin, 20 on the 414-point
  /// screen (16 under 414): 414 − 40 = 374 wide at x 20; a2's checkmark takes the separator
  /// inset (20 on a 414-point screen) + 24: content view 374 − 44 = 330 wide.
  func testInsetGroupedSectionsOnIOS13() throws {
    let data = String(decoding: Self.groupedTable, as: UTF8.self)
      .replacingOccurrences(of: #"style="grouped""#, with: #"style="insetGrouped""#)
    let (f, copied) = try ImportedFrames.afterLoad(Data(data.utf8))
    XCTAssertEqual(f["a1"], [20, 55.5, 374, 44])
    XCTAssertEqual(f["a2"], [20, 99.5, 374, 44])
    XCTAssertEqual(f["a2-cv"], [0, 0, 330, 44])
    XCTAssertEqual(f["b1"], [20, 211.5, 374, 44])
    XCTAssertEqual(f["c1"], [20, 275.5, 374, 60])
    XCTAssertTrue(copied.isDisjoint(with: ["a1", "a2", "a2-cv", "b1", "c1", "c1-cv"]))
  }

  /// A titled grouped header is not known before iOS 11 (Xcode 9 canvases; untitled ones are,
  /// XcodeEightTableTests): a grouped table saved by Xcode 8 keeps Xcode's frames and is left out
  /// of the figure.
  func testGroupedSectionsOnAnotherReleaseAreCopied() throws {
    let (_, copied) = try ImportedFrames.afterLoad(
      Self.storyboard(
        tools: "12120",
        table:
          #"dataMode="static" style="grouped" rowHeight="44" sectionHeaderHeight="10" sectionFooterHeight="10""#,
        body:
          "<sections><tableViewSection headerTitle=\"T\" id=\"s\"><cells>\(Self.cell("a1"))</cells></tableViewSection></sections>"
      ))
    XCTAssertEqual(copied, ["a1", "a1-cv"])
  }

  /// Xcode 10 (iOS 12) on the 375-point iPhone 8: an untitled first header is the table's 18 +
  /// 17 = 35 (public Checklists storyboards of Xcode 9 and 10, TableViewMetrics.swift), the next
  /// section 35 + 44 + 18 + 18 = 115 down. A footer title Xcode wrote as a `<string
  /// key="footerTitle">` element is a title, and its line break makes two lines, a 46-point
  /// footer (14 + 2 × 16): on iOS 12 the second section 35 + 44 + 46 + 18 = 143 down; on iOS 18
  /// the first row at the untitled 18 and the second 18 + 44 + 46 + 18 = 126 down.
  func testGroupedSectionsOnIOS12AndAFooterTitleElement() throws {
    func table(_ tools: String, footer: String = "") -> Data {
      Self.storyboard(
        tools: tools, device: "retina4_7",
        table:
          #"dataMode="static" style="grouped" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18""#,
        body: """
          <sections>
            <tableViewSection id="sA">\(footer)<cells>\(Self.cell("a1", width: 375))</cells></tableViewSection>
            <tableViewSection id="sB"><cells>\(Self.cell("b1", width: 375))</cells></tableViewSection>
          </sections>
          """)
    }
    let (f, copied) = try ImportedFrames.afterLoad(table("14460.31"))
    XCTAssertEqual(f["a1"], [0, 35, 375, 44])
    XCTAssertEqual(f["b1"], [0, 115, 375, 44])
    XCTAssertTrue(copied.isDisjoint(with: ["a1", "b1"]))
    let twelve = table("14460.31", footer: #"<string key="footerTitle">Two&#10;lines</string>"#)
    XCTAssertEqual(try ImportedFrames.afterLoad(twelve).0["b1"], [0, 143, 375, 44])
    let footed = table("23504", footer: #"<string key="footerTitle">Two&#10;lines</string>"#)
    let (eighteen, placed) = try ImportedFrames.afterLoad(footed)
    XCTAssertEqual(eighteen["a1"], [0, 18, 375, 44])
    XCTAssertEqual(eighteen["b1"], [0, 126, 375, 44])
    XCTAssertTrue(placed.isDisjoint(with: ["a1", "b1"]))
  }

  /// Untitled sections of a grouped table keep iOS 13's rule through iOS 18 (the public
  /// Checklists storyboards of Guides/CalibrationSources.md, Xcode 12.5–16: the first row at
  /// the table's 18, the next section's 18 footer + 18 header below the last row): 44-point rows
  /// at 18 and 18 + 44 + 36 = 98. A titled header is iOS 13's 55.5 on iOS 16–18 too (not
  /// iOS 15, whose files disagree) (TableViewMetrics.swift: public Emoji Dictionary and MyLocations
  /// storyboards), the untitled second section 55.5 + 44 + 18 + 18 = 135.5 down, and 55.333 on
  /// an @3x canvas (the iPhone 15, retina6_12: 166.5 pixels rounded down). Xcode 26 (iOS 26)
  /// saves the same sections (rileytestut/Delta, IOS-nRF-Mesh-Library): 18 and 98.
  func testUntitledGroupedSectionsThroughIOS18() throws {
    func table(_ tools: String, title: String = "") -> Data {
      Self.storyboard(
        tools: tools,
        table:
          #"dataMode="static" style="grouped" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18""#,
        body: """
          <sections>
            <tableViewSection \(title) id="sA"><cells>\(Self.cell("a1"))</cells></tableViewSection>
            <tableViewSection id="sB"><cells>\(Self.cell("b1"))</cells></tableViewSection>
          </sections>
          """)
    }
    for tools in ["21225", "22505", "23504"] {
      let (f, copied) = try ImportedFrames.afterLoad(table(tools))
      XCTAssertEqual(f["a1"], [0, 18, 414, 44], tools)
      XCTAssertEqual(f["b1"], [0, 98, 414, 44], tools)
      XCTAssertTrue(copied.isDisjoint(with: ["a1", "b1"]), tools)
    }
    // iOS 15's titled headers are not known (its Xcode builds save 55.5 or 49.5).
    XCTAssertTrue(
      try ImportedFrames.afterLoad(table("19104", title: #"headerTitle="T""#)).1.contains("a1"))
    let (sixteen, copied) = try ImportedFrames.afterLoad(table("21225", title: #"headerTitle="T""#))
    XCTAssertEqual(sixteen["a1"], [0, 55.5, 414, 44])
    XCTAssertEqual(sixteen["b1"], [0, 55.5 + 44 + 18 + 18, 414, 44])
    XCTAssertFalse(copied.contains("a1"))
    let threeX = String(decoding: table("23504", title: #"headerTitle="T""#), as: UTF8.self)
      .replacingOccurrences(of: "retina6_1", with: "retina6_12")
    let (eighteen, _) = try ImportedFrames.afterLoad(Data(threeX.utf8))
    XCTAssertEqual(try XCTUnwrap(eighteen["a1"])[1], 166.0 / 3, accuracy: 0.001)
    let (twentySix, placed) = try ImportedFrames.afterLoad(table("24506"))
    XCTAssertEqual(twentySix["a1"], [0, 18, 414, 44])
    XCTAssertEqual(twentySix["b1"], [0, 98, 414, 44])
    XCTAssertTrue(placed.isDisjoint(with: ["a1", "b1"]))
  }

  /// A plain static table's sections (SystemMetrics.plainStaticSectionSpacing), 44-point rows
  /// on the 375-point iPhone 8, an untitled section then a titled one:
  /// - Xcode 10 (iOS 12), headers 28: nothing above the untitled first section (y 0), the
  ///   titled one's 28 below the first row: 44 + 28 = 72;
  /// - Xcode 15 (iOS 18), automatic heights (-1): the first section 50 down, the titled one 78
  ///   below the first row: 50 + 44 + 78 = 172;
  /// - the same with the second section untitled: 78 too (Tyler1May/HotelManzana, Xcode 14);
  /// - Xcode 15 with 28-point headers: the later section is not known, its row keeps Xcode's
  ///   frame (the first is placed); Xcode 12 (iOS 14): not known at all.
  func testPlainStaticSections() throws {
    func table(_ tools: String, header: String, title: String = #"headerTitle="T""#) -> Data {
      Self.storyboard(
        tools: tools, device: "retina4_7",
        table:
          #"dataMode="static" style="plain" rowHeight="44" sectionHeaderHeight="\#(header)" sectionFooterHeight="\#(header)""#,
        body: """
          <sections>
            <tableViewSection id="sA"><cells>\(Self.cell("a1", width: 375))</cells></tableViewSection>
            <tableViewSection \(title) id="sB"><cells>\(Self.cell("b1", width: 375))</cells></tableViewSection>
          </sections>
          """)
    }
    let (twelve, copied12) = try ImportedFrames.afterLoad(table("14460.31", header: "28"))
    XCTAssertEqual(twelve["a1"], [0, 0, 375, 44])
    XCTAssertEqual(twelve["b1"], [0, 72, 375, 44])
    XCTAssertTrue(copied12.isDisjoint(with: ["a1", "b1"]))
    let (eighteen, copied18) = try ImportedFrames.afterLoad(table("23504", header: "-1"))
    XCTAssertEqual(eighteen["a1"], [0, 50, 375, 44])
    XCTAssertEqual(eighteen["b1"], [0, 172, 375, 44])
    XCTAssertTrue(copied18.isDisjoint(with: ["a1", "b1"]))
    let (_, untitled) = try ImportedFrames.afterLoad(table("23504", header: "-1", title: ""))
    XCTAssertTrue(untitled.isDisjoint(with: ["a1", "b1"]), "\(untitled)")
    let (_, automaticless) = try ImportedFrames.afterLoad(table("23504", header: "28"))
    XCTAssertTrue(automaticless.contains("b1") && !automaticless.contains("a1"), "\(automaticless)")
    XCTAssertTrue(try ImportedFrames.afterLoad(table("17701", header: "28")).1.contains("a1"))
  }

  /// Xcode 11, a plain static table of basic-style self-sizing rows (-1) on the 375-point
  /// iPhone 8: under iOS 13's 28-point plain header (the file's 28), each row is a styled
  /// cell's 43.5 with no separator below the content view: 28 and 28 + 43.5 = 71.5.
  func testPlainStaticSelfSizingStyledRows() throws {
    let style = #"style="IBUITableViewCellStyleDefault""#
    let (f, copied) = try ImportedFrames.afterLoad(
      Self.storyboard(
        device: "retina4_7",
        table:
          #"dataMode="static" style="plain" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28""#,
        body: """
          <sections><tableViewSection id="s"><cells>
            \(Self.cell("r1", width: 375, style))
            \(Self.cell("r2", width: 375, style))
          </cells></tableViewSection></sections>
          """))
    XCTAssertEqual(f["r1"], [0, 28, 375, 43.5])
    XCTAssertEqual(f["r1-cv"], [0, 0, 375, 43.5])
    XCTAssertEqual(f["r2"], [0, 71.5, 375, 43.5])
    XCTAssertTrue(copied.isEmpty, "\(copied)")
  }

  /// Xcode 15 (iOS 18), a grouped static table of self-sizing rows (-1) under untitled 18-point
  /// headers: a basic or right-detail cell's row is the standard 44 less one pixel of separator
  /// (SystemMetrics.selfSizingStyledCellContentHeight): 43.5 on the @2x iPhone 8, at 18 and
  /// 18 + 43.5 = 61.5; 44 − 1/3 = 43.667 on the @3x iPhone 15. A subtitle cell's height
  /// depends on its two lines from iOS 13, which the rule does not measure: kept, not counted.
  func testSelfSizingStyledRowsThroughIOS18() throws {
    func table(_ style: String, device: String) -> Data {
      let styled = #"textLabel="t" style="IBUITableViewCellStyle\#(style)""#
      return Self.storyboard(
        tools: "23504", device: device,
        table:
          #"dataMode="static" style="grouped" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18""#,
        body: """
          <sections><tableViewSection id="s"><cells>
            \(Self.cell("r1", width: 375, styled))
            \(Self.cell("r2", width: 375, styled))
          </cells></tableViewSection></sections>
          """)
    }
    let (f, copied) = try ImportedFrames.afterLoad(table("Value1", device: "retina4_7"))
    XCTAssertEqual(f["r1"], [0, 18, 375, 43.5])
    XCTAssertEqual(f["r2"], [0, 61.5, 375, 43.5])
    XCTAssertTrue(copied.isDisjoint(with: ["r1", "r2"]), "\(copied)")
    let (threeX, _) = try ImportedFrames.afterLoad(table("Default", device: "retina6_12"))
    XCTAssertEqual(try XCTUnwrap(threeX["r1"])[3], 44 - 1.0 / 3, accuracy: 0.001)
    XCTAssertTrue(
      try ImportedFrames.afterLoad(table("Subtitle", device: "retina4_7")).1.contains("r1"))
  }

  /// A self-sizing custom cell on an Xcode 11 canvas is as tall as its content: a box at least
  /// 30 tall pinned to the content view's top and bottom margins (11 each, UIKit's cell margins)
  /// makes the content view 11 + 30 + 11 = 52, and the row as tall (28 down, under the plain
  /// header). A cell whose content view nothing holds at the bottom would collapse, so UIKit
  /// gives it the standard row, which Xcode 11–16 save 44 less a pixel (TableViewMetrics.swift,
  /// `unheldSelfSizingRowHeight`): below the first, at 28 + 52 = 80, 43.5 tall on the @2x
  /// iPhone 8.
  ///
  /// Xcode 10's canvas did not size automatic rows: the row is UITableView's default 44 (22
  /// down, the file's header), its content view half a point shorter (the separator), 43.5; a
  /// box at least 20 tall is stretched between the margins to 43.5 − 22 = 21.5.
  func testSelfSizingCustomRows() throws {
    func table(_ tools: String, boxHeight: Int) -> Data {
      let box = """
        <subviews>
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
            <constraints><constraint firstAttribute="height" relation="greaterThanOrEqual" constant="\(boxHeight)" id="h"/></constraints>
          </view>
        </subviews>
        <constraints>
          <constraint firstItem="box" firstAttribute="leading" secondItem="s1-cv" secondAttribute="leadingMargin" id="k1"/>
          <constraint firstItem="box" firstAttribute="trailing" secondItem="s1-cv" secondAttribute="trailingMargin" id="k2"/>
          <constraint firstItem="box" firstAttribute="top" secondItem="s1-cv" secondAttribute="topMargin" id="k3"/>
          <constraint firstItem="s1-cv" firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="k4"/>
        </constraints>
        """
      return Self.storyboard(
        tools: tools, device: "retina4_7",
        table:
          #"dataMode="prototypes" style="plain" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="22" sectionFooterHeight="22""#,
        body:
          "<prototypes>\(Self.cell("s1", width: 375, content: box))\(Self.cell("s2", width: 375))</prototypes>"
      )
    }
    let (new, copied) = try ImportedFrames.afterLoad(table("15505", boxHeight: 30))
    XCTAssertEqual(new["s1"], [0, 28, 375, 52])
    XCTAssertEqual(new["s1-cv"], [0, 0, 375, 52])
    XCTAssertEqual(new["box"], [16, 11, 343, 30])
    XCTAssertEqual(new["s2"], [0, 80, 375, 43.5])
    XCTAssertEqual(new["s2-cv"], [0, 0, 375, 43.5])
    XCTAssertTrue(copied.isEmpty, "\(copied)")
    let (old, _) = try ImportedFrames.afterLoad(table("14490.70", boxHeight: 20))
    XCTAssertEqual(old["s1"], [0, 22, 375, 44])
    XCTAssertEqual(old["s1-cv"], [0, 0, 375, 43.5])
    XCTAssertEqual(old["box"], [16, 11, 343, 21.5])
    XCTAssertEqual(old["s2"], [0, 66, 375, 44])
  }

  /// A basic-style cell's textLabel is laid out as UITableViewCell lays it out: from the
  /// separator inset to the trailing edge less its inset, the content view's full height.
  /// Xcode 11 (iOS 13), 375-point iPhone 8, disclosure indicator: content view 375 − (16 + 11)
  /// = 348 wide, the label from 16 to 348 − 8: [16, 0, 324, 44]. Xcode 10 (iOS 12), 414-point
  /// iPhone 11: content view 414 − (20 + 18) = 376 wide and 44 − 0.5 = 43.5 tall, the label from
  /// 20 to the edge: [20, 0, 356, 43.5]. Without an accessory on iOS 13 it stops at the inset:
  /// 375 − 16 − 16 = 343.
  func testBasicStyleTextLabel() throws {
    func table(_ tools: String, _ device: String, _ width: Int, _ accessory: String) -> Data {
      let label = """
        <subviews>
          <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="lbl">
            <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
            <autoresizingMask key="autoresizingMask"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            <nil key="textColor"/>
            <nil key="highlightedColor"/>
          </label>
        </subviews>
        """
      return Self.storyboard(
        tools: tools, device: device,
        table:
          #"dataMode="prototypes" style="plain" rowHeight="44" sectionHeaderHeight="22" sectionFooterHeight="22""#,
        body:
          "<prototypes>\(Self.cell("b", width: width, #"accessoryType="\#(accessory)" textLabel="lbl" style="IBUITableViewCellStyleDefault""#, content: label))</prototypes>"
      )
    }
    let (new, copied) = try ImportedFrames.afterLoad(
      table("15505", "retina4_7", 375, "disclosureIndicator"))
    XCTAssertEqual(new["b-cv"], [0, 0, 348, 44])
    XCTAssertEqual(new["lbl"], [16, 0, 324, 44])
    XCTAssertTrue(copied.isEmpty, "\(copied)")
    let (old, _) = try ImportedFrames.afterLoad(
      table("14490.70", "retina6_1", 414, "disclosureIndicator"))
    XCTAssertEqual(old["b-cv"], [0, 0, 376, 43.5])
    XCTAssertEqual(old["lbl"], [20, 0, 356, 43.5])
    let (plain, _) = try ImportedFrames.afterLoad(table("15505", "retina4_7", 375, "none"))
    XCTAssertEqual(plain["lbl"], [16, 0, 343, 44])
  }

  /// A subtitle cell's labels are placed as UITableViewCell's `layoutSubviews` places them
  /// (SystemMetrics.cellLabelConstraints) and count, whatever frames Xcode saved: both at x 16
  /// (the separator inset of a 375-point cell), each one line of the 17-point system font, 20.5
  /// tall (Guides/TextMetrics.md: a fixed system font's line, not the iOS 13 Body style's 20),
  /// the pair (41) centred in the 44-point content view: the text at (44 − 41) / 2 = 1.5, the
  /// detail at 1.5 + 20.5 = 22.
  func testSubtitleLabelsArePlaced() throws {
    func label(_ id: String) -> String {
      """
      <label opaque="NO" contentMode="left" text="\(id)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="\(id)">
        <rect key="frame" x="20" y="3" width="35.5" height="20.5"/>
        <autoresizingMask key="autoresizingMask"/>
        <fontDescription key="fontDescription" type="system" pointSize="17"/>
      </label>
      """
    }
    let attributes =
      #"textLabel="t" detailTextLabel="d" style="IBUITableViewCellStyleSubtitle""#
    let (f, copied) = try ImportedFrames.afterLoad(
      Self.storyboard(
        device: "retina4_7",
        table:
          #"dataMode="prototypes" style="plain" rowHeight="44" sectionHeaderHeight="22" sectionFooterHeight="22""#,
        body:
          "<prototypes>\(Self.cell("s", width: 375, attributes, content: "<subviews>\(label("t"))\(label("d"))</subviews>"))</prototypes>"
      ))
    XCTAssertTrue(copied.isEmpty, "\(copied)")
    XCTAssertEqual(f["t"]?[0...1], [16, 1.5])
    XCTAssertEqual(f["t"]?[3], 20.5)
    XCTAssertEqual(f["d"]?[3], 20.5)
    XCTAssertEqual(f["d"]?[0...1], [16, 22])
    XCTAssertEqual(f["s"], [0, 28, 375, 44])
    XCTAssertEqual(f["s-cv"], [0, 0, 375, 44])
  }
}
