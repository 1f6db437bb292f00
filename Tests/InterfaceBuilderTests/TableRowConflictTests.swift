import CorpusTestSupport
import Foundation
import InterfaceBuilder
import XCTest

/// A row's content view keeps the size its table gives it when the content's own constraints ask
/// for another: UIKit sets the cell's frame from its row and the content view's from the cell
/// (frames, not constraints the content can move), and on a conflict it logs and breaks one of
/// the content's constraints. The engine breaks the constraint that arrives last, so the
/// importer writes the rows' placing constraints before the file's. Frames derived by hand from
/// `SystemMetrics` (TableViewMetrics.swift). And a self-sizing row whose content fits to no height
/// gets the standard row, as UIKit gives it.
final class TableRowConflictTests: XCTestCase {
  /// A plain table of Xcode 11 (iOS 13) on the 375-point iPhone 8, one prototype row (64 points
  /// unless `rowHeight` says otherwise)
  /// whose content view holds a box pinned to its four edges and, by a constraint of its own,
  /// `boxWidth` wide (and `boxHeight` tall when given).
  static func table(boxWidth: String, boxHeight: String? = nil, rowHeight: String = "64") -> Data {
    let height = boxHeight.map {
      #"<constraint firstAttribute="height" constant="\#($0)" id="h"/>"#
    } ?? ""
    return TableSectionTests.storyboard(
      tools: "15505", device: "retina4_7", size: (375, 667),
      table: #"dataMode="prototypes" style="plain" rowHeight="\#(rowHeight)" sectionHeaderHeight="28" sectionFooterHeight="28""#,
      body: """
        <prototypes>
          <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" reuseIdentifier="A" id="c1">
            <rect key="frame" x="0.0" y="0.0" width="375" height="1"/>
            <autoresizingMask key="autoresizingMask"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="c1" id="cv1">
              <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
              <autoresizingMask key="autoresizingMask"/>
              <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                  <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                  <constraints>
                    <constraint firstAttribute="width" constant="\(boxWidth)" id="w"/>
                    \(height)
                  </constraints>
                </view>
              </subviews>
              <constraints>
                <constraint firstItem="box" firstAttribute="leading" secondItem="cv1" secondAttribute="leading" id="k1"/>
                <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="k2"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="cv1" secondAttribute="top" id="k3"/>
                <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="k4"/>
              </constraints>
            </tableViewCellContentView>
          </tableViewCell>
        </prototypes>
        """)
  }

  /// The row is 28 down (iOS 13's plain header over the file's 28), 375 × 64; no accessory, so
  /// the content view is the whole cell, 375 × 64 (no separator below it from iOS 13). The box's
  /// 10000-point width cannot hold with its edges pinned to a 375-point content view: the box's
  /// width constraint is the one broken, so the box fills the content view, 375 × 64, and the
  /// content view does not take the box's 10000 points.
  func testAContentViewKeepsItsRowsWidthOverItsContentsConstraints() throws {
    let (f, copied) = try ImportedFrames.afterLoad(Self.table(boxWidth: "10000"))
    XCTAssertEqual(f["c1"], [0, 28, 375, 64])
    XCTAssertEqual(f["cv1"], [0, 0, 375, 64])
    XCTAssertEqual(f["box"], [0, 0, 375, 64])
    XCTAssertFalse(copied.contains("cv1"))
  }

  /// The same conflict in the other direction, a box narrower than its row (100): still the
  /// box's constraint gives way, and the box spans the 375-point content view.
  func testANarrowerContentConstraintIsBrokenToo() throws {
    let (f, _) = try ImportedFrames.afterLoad(Self.table(boxWidth: "100"))
    XCTAssertEqual(f["cv1"], [0, 0, 375, 64])
    XCTAssertEqual(f["box"], [0, 0, 375, 64])
  }

  /// The scenario lists the row's placing constraints before the file's, which is what makes
  /// the engine break the content's constraint and not the row's.
  func testTheRowsPlacingConstraintsComeBeforeTheFiles() throws {
    let scenario = try ImportedFrames.firstScene(Self.table(boxWidth: "10000"), file: "T.storyboard")
    let yaml = scenario.yaml
    let rowLine = try XCTUnwrap(yaml.range(of: "cv1.width == c1.width"))
    let boxLine = try XCTUnwrap(yaml.range(of: "box.width == 10000"))
    XCTAssertLessThan(rowLine.lowerBound, boxLine.lowerBound)
  }

  /// A self-sizing row (`rowHeight` -1) whose content is only the box pinned to its edges, with
  /// no height: every vertical constraint in it has a constant of 0 and the box has no height of
  /// its own, so the content fits to no height; UIKit then uses the standard row ("We're
  /// considering the collapse unintentional and using standard height instead"), 44 less a pixel
  /// on Xcode 11's @2x canvas (TableViewMetrics.swift, `unheldSelfSizingRowHeight`): the row
  /// 28 down, 375 × 43.5, its content view and the box as big. With a 30-point height of its
  /// own the box holds the row at 30.
  func testAContentThatFitsToNoHeightGetsTheStandardRow() throws {
    let (f, copied) = try ImportedFrames.afterLoad(Self.table(boxWidth: "375", rowHeight: "-1"))
    XCTAssertEqual(f["c1"], [0, 28, 375, 43.5])
    XCTAssertEqual(f["cv1"], [0, 0, 375, 43.5])
    XCTAssertEqual(f["box"], [0, 0, 375, 43.5])
    XCTAssertFalse(copied.contains("c1"))
    let (held, _) = try ImportedFrames.afterLoad(
      Self.table(boxWidth: "375", boxHeight: "30", rowHeight: "-1"))
    XCTAssertEqual(held["c1"], [0, 28, 375, 30])
    XCTAssertEqual(held["box"], [0, 0, 375, 30])
  }
}
