import CorpusTestSupport
import Foundation
import InterfaceBuilder
import XCTest

/// A XIB whose top-level object is a cell: the cell is the scene's root, at the size Xcode saved,
/// and the engine places its content view and lays its margins out as UIKit does for the file's
/// release. The content views' saved frames are deliberately wrong (1 × 1): every expected frame
/// is derived by hand in the comment beside it from the rules in `SystemMetrics`
/// (TableViewMetrics.swift) and SceneImporter+CellXIB / +Properties, which say where each number
/// was read.
final class CellXIBTests: XCTestCase {
  /// A cell XIB: `element` (`tableViewCell` or `collectionViewCell`) `width` × `height` with
  /// `attributes`, its content view (`contentElement`) holding two boxes of fixed size, one
  /// pinned to the content view's leading and top margins, one to its trailing and bottom ones.
  static func xib(
    tools: String, element: String = "tableViewCell",
    contentElement: String = "tableViewCellContentView", width: Int, height: Int,
    attributes: String = ""
  ) -> Data {
    Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
        <device id="retina4_7" orientation="portrait"/>
        <objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
          <\(element) contentMode="scaleToFill" \(attributes) id="cell">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <\(contentElement) key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" id="cv">
              <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
              <autoresizingMask key="autoresizingMask"/>
              <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                  <rect key="frame" x="0.0" y="0.0" width="50" height="20"/>
                  <constraints>
                    <constraint firstAttribute="width" constant="50" id="k3"/>
                    <constraint firstAttribute="height" constant="20" id="k4"/>
                  </constraints>
                </view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                  <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                  <constraints>
                    <constraint firstAttribute="width" constant="10" id="k7"/>
                    <constraint firstAttribute="height" constant="10" id="k8"/>
                  </constraints>
                </view>
              </subviews>
              <constraints>
                <constraint firstItem="a" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="k1"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="k2"/>
                <constraint firstItem="b" firstAttribute="trailing" secondItem="cv" secondAttribute="trailingMargin" id="k5"/>
                <constraint firstItem="b" firstAttribute="bottom" secondItem="cv" secondAttribute="bottomMargin" id="k6"/>
              </constraints>
            </\(contentElement)>
          </\(element)>
        </objects>
      </document>
      """.utf8)
  }

  /// The frames the engine lays the XIB out at, by IB id, and the ids whose frame is copied.
  func layout(_ data: Data) throws -> (frames: [String: [Double]], copied: Set<String>) {
    try ImportedFrames.afterLoad(data, file: "Cell.xib")
  }

  /// Xcode 8.3 (toolsVersion 12120) on the @2x iPhone 8 canvas: the content view is the cell
  /// less a one-pixel separator, 320 × 43.5, and its margins are UIView's default 8 on every
  /// side (before iOS 11's cell margins): the first box at 8, 8; the second ends 8 before the
  /// trailing edge and the bottom: x 320 − 8 − 10 = 302, y 43.5 − 8 − 10 = 25.5.
  func testXcode8TableCell() throws {
    let (f, copied) = try layout(Self.xib(tools: "12120", width: 320, height: 44))
    XCTAssertEqual(f["cell"], [0, 0, 320, 44])
    XCTAssertEqual(f["cv"], [0, 0, 320, 43.5])
    XCTAssertEqual(f["a"], [8, 8, 50, 20])
    XCTAssertEqual(f["b"], [302, 25.5, 10, 10])
    XCTAssertFalse(copied.contains("cv"), "the content view is placed, so it counts")
  }

  /// Xcode 11 (toolsVersion 15505): no separator below the content view (iOS 13 draws it over
  /// the content); a disclosure indicator takes 16 (the separator inset of a 375-point cell) +
  /// 11: 375 − 27 = 348 wide, 44 tall. The cell margins are 11 above and below, 16 leading and
  /// 8 trailing beside the accessory: the first box at 16, 11; the second at 348 − 8 − 10 = 330,
  /// 44 − 11 − 10 = 23.
  func testXcode11TableCellWithAccessory() throws {
    let (f, copied) = try layout(
      Self.xib(
        tools: "15505", width: 375, height: 44, attributes: #"accessoryType="disclosureIndicator""#
      ))
    XCTAssertEqual(f["cv"], [0, 0, 348, 44])
    XCTAssertEqual(f["a"], [16, 11, 50, 20])
    XCTAssertEqual(f["b"], [330, 23, 10, 10])
    XCTAssertFalse(copied.contains("cv"))
  }

  /// A collection view cell's content view fills the cell, 100 × 50, with UIView's default
  /// 8-point margins: the first box at 8, 8; the second at 100 − 18 = 82, 50 − 18 = 32.
  func testCollectionCell() throws {
    let (f, copied) = try layout(
      Self.xib(
        tools: "15505", element: "collectionViewCell",
        contentElement: "collectionViewCellContentView", width: 100, height: 50))
    XCTAssertEqual(f["cv"], [0, 0, 100, 50])
    XCTAssertEqual(f["a"], [8, 8, 50, 20])
    XCTAssertEqual(f["b"], [82, 32, 10, 10])
    XCTAssertFalse(copied.contains("cv"))
  }

  /// A detail button's width is not known: the content view keeps Xcode's frame and is left
  /// out of the figure.
  func testAnUnknownAccessoryKeepsXcodesFrame() throws {
    let (_, copied) = try layout(
      Self.xib(
        tools: "15505", width: 375, height: 44, attributes: #"accessoryType="detailButton""#))
    XCTAssertTrue(copied.contains("cv"))
  }
}
