import CorpusTestSupport
import Foundation
import InterfaceBuilder
import XCTest

/// A XIB whose top-level object is a stack view (or another view that is not a plain `<view>`)
/// is imported inside a plain root the size of the XIB, pinned to its edges, and the stack
/// arranges its views as UIKit does. Saved frames of the arranged views are deliberately wrong
/// (1 × 1) and the stack is saved away from the canvas origin: every expected frame is derived
/// in the comment beside it.
final class TopLevelStackXIBTests: XCTestCase {
  static let xib = Data(
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14854" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
      <device id="retina4_7" orientation="portrait"/>
      <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
          <rect key="frame" x="40" y="50" width="300" height="60"/>
          <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
              <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
              <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="c">
              <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
            </view>
          </subviews>
        </stackView>
      </objects>
    </document>
    """.utf8)

  func testATopLevelStackFillsTheXIBAndArrangesItsViews() throws {
    let scenario = try XCTUnwrap(
      StoryboardImporter.importData(Self.xib, file: "Stack.xib").first)
    XCTAssertTrue(scenario.yaml.contains("axis: horizontal"), scenario.yaml)
    let frames = try ImportedFrames.afterLoad(scenario)
    // UINib returns a top-level view at its saved size (300 × 60); the window is that size, so
    // pinned to the root it is 300 × 60 at the origin (the canvas position 40, 50 is not a frame).
    XCTAssertEqual(frames["stack"], [0, 0, 300, 60])
    // fillEqually, spacing 0 (IB writes no `spacing`: UIStackView's default is 0): 300 / 3 = 100
    // wide each, side by side; alignment fill (the default): the stack's full 60 height.
    XCTAssertEqual(frames["a"], [0, 0, 100, 60])
    XCTAssertEqual(frames["b"], [100, 0, 100, 60])
    XCTAssertEqual(frames["c"], [200, 0, 100, 60])
    let expected = try XCTUnwrap(scenario.expectedFrames.first { $0.interfaceBuilderID == "stack" })
    XCTAssertEqual(expected.frame, [0, 0, 300, 60])
    XCTAssertNil(expected.copied)
    XCTAssertNil(
      scenario.expectedFrames.first { $0.interfaceBuilderID.isEmpty },
      "the importer's plain root is not the file's: no expected frame")
  }
}
