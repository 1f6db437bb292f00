import CorpusTestSupport
import Foundation
import InterfaceBuilder
import XCTest

/// A styled cell's labels (subtitle, right detail, left detail) are placed by the engine as UITableViewCell
/// places them (``SystemMetrics/cellLabelConstraints(_:leading:trailing:)``) and count in the
/// fidelity check. The saved frames are deliberately wrong (1 × 1 at 0, 0): every expected frame
/// is derived by hand in the comment beside it.
final class StyledCellTests: XCTestCase {
  /// A table view controller's plain table on the 375-point iPhone 8 (Xcode 11, iOS 13) with a
  /// 64-point subtitle cell (no accessory) and a 64-point right-detail cell with a disclosure
  /// indicator; the labels in Body (text) and Subheadline or Body (detail).
  static let storyboard = Data(
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="15505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" useTraitCollections="YES">
      <device id="retina4_7" orientation="portrait"/>
      <scenes>
        <scene sceneID="s">
          <objects>
            <tableViewController id="tvc" sceneMemberID="viewController">
              <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="64" sectionHeaderHeight="28" sectionFooterHeight="28" id="tv">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <prototypes>
                  <tableViewCell contentMode="scaleToFill" reuseIdentifier="S" textLabel="t1" detailTextLabel="d1" style="IBUITableViewCellStyleSubtitle" id="c1">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="1"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="c1" id="cv1">
                      <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                      <autoresizingMask key="autoresizingMask"/>
                      <subviews>
                        <label opaque="NO" text="Title" id="t1">
                          <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                          <autoresizingMask key="autoresizingMask"/>
                          <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        </label>
                        <label opaque="NO" text="Subtitle" id="d1">
                          <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                          <autoresizingMask key="autoresizingMask"/>
                          <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
                        </label>
                      </subviews>
                    </tableViewCellContentView>
                  </tableViewCell>
                  <tableViewCell contentMode="scaleToFill" accessoryType="disclosureIndicator" reuseIdentifier="V" textLabel="t2" detailTextLabel="d2" style="IBUITableViewCellStyleValue1" id="c2">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="1"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="c2" id="cv2">
                      <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                      <autoresizingMask key="autoresizingMask"/>
                      <subviews>
                        <label opaque="NO" text="Title" id="t2">
                          <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                          <autoresizingMask key="autoresizingMask"/>
                          <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        </label>
                        <label opaque="NO" text="Detail" id="d2">
                          <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                          <autoresizingMask key="autoresizingMask"/>
                          <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        </label>
                      </subviews>
                    </tableViewCellContentView>
                  </tableViewCell>
                </prototypes>
              </tableView>
            </tableViewController>
          </objects>
        </scene>
      </scenes>
    </document>
    """.utf8)

  /// iOS 13 text: a Body line 20 tall, a Subheadline line 18 (Guides/TextMetrics.md).
  /// - Subtitle row (content view 375 × 64, no separator below it on iOS 13): both labels at
  ///   x 16 (the separator inset of a cell under 414 points); the pair 20 + 18 = 38 tall,
  ///   centred: the text at (64 − 38) / 2 = 13, the detail at 13 + 20 = 33.
  /// - Right-detail row with a disclosure indicator: the content view 375 − (16 + 11) = 348
  ///   wide; the text at x 16, the detail ending 8 before the content view's end (beside an
  ///   accessory, iOS 13): at 348 − 8 = 340; both one Body line centred: y (64 − 20) / 2 = 22.
  /// Every label counts in the check (none is copied).
  func testSubtitleAndRightDetailLabelsArePlaced() throws {
    let scenario = try ImportedFrames.firstScene(Self.storyboard, file: "T.storyboard")
    let frames = try ImportedFrames.afterLoad(scenario)
    XCTAssertEqual(frames["t1"]?[0], 16)
    XCTAssertEqual(frames["t1"]?[1], 13)
    XCTAssertEqual(frames["t1"]?[3], 20)
    XCTAssertEqual(frames["d1"]?[0], 16)
    XCTAssertEqual(frames["d1"]?[1], 33)
    XCTAssertEqual(frames["d1"]?[3], 18)
    XCTAssertEqual(frames["cv2"]?[2], 348)
    XCTAssertEqual(frames["t2"]?[0], 16)
    XCTAssertEqual(frames["t2"]?[1], 22)
    let detail = try XCTUnwrap(frames["d2"])
    XCTAssertEqual(detail[0] + detail[2], 340)
    XCTAssertEqual(detail[1], 22)
    let labels = scenario.expectedFrames.filter { ["t1", "d1", "t2", "d2"].contains($0.interfaceBuilderID) }
    XCTAssertEqual(labels.count, 4)
    XCTAssertTrue(labels.allSatisfy { $0.copied == nil }, "\(labels)")
  }

  /// A subtitle cell whose detail label is empty (`text=""`): Xcode's canvas draws it with a
  /// placeholder whose size the rules do not take, so both labels of that cell keep Xcode's
  /// frames and are not counted; the cell and its content view are still placed. The other
  /// cell's labels are placed as before.
  func testAStyledCellWithAnEmptyLabelKeepsItsLabelsFrames() throws {
    let data = Data(
      String(decoding: Self.storyboard, as: UTF8.self)
        .replacingOccurrences(of: #"text="Subtitle""#, with: #"text="""#).utf8)
    let scenario = try ImportedFrames.firstScene(data, file: "T.storyboard")
    let copied = ImportedFrames.copiedIDs(scenario)
    XCTAssertTrue(copied.isSuperset(of: ["t1", "d1"]), "\(copied)")
    XCTAssertTrue(copied.isDisjoint(with: ["c1", "cv1", "t2", "d2"]), "\(copied)")
  }

  /// A left-detail (value2) cell with a detail disclosure button on the same iOS 13 canvas,
  /// both labels in Footnote, the row 64 tall.
  static let leftDetailStoryboard = Data(
    String(decoding: storyboard, as: UTF8.self)
      .replacingOccurrences(of: "UICTFontTextStyleSubhead", with: "UICTFontTextStyleFootnote")
      .replacingOccurrences(of: "UICTFontTextStyleBody", with: "UICTFontTextStyleFootnote")
      .replacingOccurrences(of: "IBUITableViewCellStyleSubtitle", with: "IBUITableViewCellStyleValue2")
      .replacingOccurrences(of: #"reuseIdentifier="S""#, with: #"accessoryType="detailDisclosureButton" reuseIdentifier="S""#)
      .utf8)

  /// iOS 13 text on the @2x canvas: a Footnote line (13 pt, 1.1934 × 13 = 15.51) is 16 tall.
  /// The content view: 375 − (16 + 43) = 316 wide (a detail disclosure button takes the
  /// separator inset and 43 on iOS 13). The text label: x 16 (the separator inset), the fixed
  /// 91-point column, centred: y (64 − 16) / 2 = 24. The detail: 16 + 91 + 6 = 113, y 24, as
  /// wide as its text, ending before 316 − 8 = 308 (8 from the accessory on iOS 13).
  func testLeftDetailLabelsBesideADetailDisclosureButtonArePlaced() throws {
    let scenario = try ImportedFrames.firstScene(Self.leftDetailStoryboard, file: "T.storyboard")
    let frames = try ImportedFrames.afterLoad(scenario)
    XCTAssertEqual(frames["cv1"], [0, 0, 316, 64])
    XCTAssertEqual(frames["t1"], [16, 24, 91, 16])
    let detail = try XCTUnwrap(frames["d1"])
    XCTAssertEqual(detail[0], 113)
    XCTAssertEqual(detail[1], 24)
    XCTAssertLessThanOrEqual(detail[0] + detail[2], 308)
    let placed = scenario.expectedFrames.filter { ["cv1", "t1", "d1"].contains($0.interfaceBuilderID) }
    XCTAssertEqual(placed.count, 3)
    XCTAssertTrue(placed.allSatisfy { $0.copied == nil }, "\(placed)")
  }

  /// Before iOS 13 the left-detail column is not known (the one canvas found is Xcode 11's): on an
  /// Xcode 10 canvas the labels keep Xcode's frames and are left out of the figure, while the
  /// content view beside the detail disclosure button is placed (iOS 12: 375 − (16 + 52) = 307).
  func testLeftDetailLabelsBeforeIOS13AreNotCounted() throws {
    let xcode10 = Data(
      String(decoding: Self.leftDetailStoryboard, as: UTF8.self)
        .replacingOccurrences(of: #"toolsVersion="15505""#, with: #"toolsVersion="14460""#).utf8)
    let scenario = try ImportedFrames.firstScene(xcode10, file: "T.storyboard")
    XCTAssertEqual(try ImportedFrames.afterLoad(scenario)["cv1"]?[2], 307)
    let copied = ImportedFrames.copiedIDs(scenario)
    XCTAssertTrue(copied.isSuperset(of: ["t1", "d1"]), "\(copied)")
    XCTAssertFalse(copied.contains("cv1"))
  }
}

