import CorpusTestSupport
import Foundation
import XCTest

@testable import InterfaceBuilder

/// A `UISlider` is placed by its alignment rectangle, 30 tall, and drawn 2 pt wider on each side
/// and a point taller (`SystemMetrics.sliderHeight`, `sliderAlignmentRectInsets`: Apple's sample
/// code as Xcode 8–13 saved it). Saved slider frames here are 1 × 1 on purpose; every expected
/// frame is derived in the comment beside it.
final class SliderImportTests: XCTestCase {
  /// Xcode 11 (15505) on the 375 × 667 iPhone 8, whose canvas has no status bar.
  static func storyboard(slider constraints: String) -> Data {
    CanvasTests.oneViewStoryboard(
      subviews: """
        <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="sl">
          <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
        </slider>
        """,
      constraints: """
        <constraint firstItem="sl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
        <constraint firstAttribute="trailing" secondItem="sl" secondAttribute="trailing" constant="20" id="k2"/>
        \(constraints)
        """)
  }

  func frame(_ constraints: String) throws -> [Double]? {
    let scenario = try ImportedFrames.firstScene(
      Self.storyboard(slider: constraints), file: "S.storyboard")
    XCTAssertNil(scenario.expectedFrames.first { $0.interfaceBuilderID == "sl" }?.copied)
    return try ImportedFrames.afterLoad(scenario)["sl"]
  }

  /// Pinned 20 from each side: the alignment rectangle runs from 20 to 355 (335 wide), the frame
  /// from 18 to 357 (339). Its top 10 below the safe area (y 0 on this canvas): the frame's top
  /// is the rectangle's, 10; it is 30 + 1 = 31 tall.
  func testASliderIsDrawnPastItsConstraints() throws {
    let top = "<constraint firstItem=\"sl\" firstAttribute=\"top\" secondItem=\"sa\" secondAttribute=\"top\" constant=\"10\" id=\"k3\"/>"
    XCTAssertEqual(try frame(top), [18, 10, 339, 31])
  }

  /// Its bottom 20 above the root's: the rectangle ends at 667 − 20 = 647 and starts 30 higher,
  /// at 617; the frame runs a point further down, 617 to 648.
  func testABottomPinnedSliderEndsAPointBelowItsConstraint() throws {
    let bottom = "<constraint firstAttribute=\"bottom\" secondItem=\"sl\" secondAttribute=\"bottom\" constant=\"20\" id=\"k3\"/>"
    XCTAssertEqual(try frame(bottom), [18, 617, 339, 31])
  }

  /// Centred on the root: the rectangle's centre is 667 / 2 = 333.5, its top 333.5 − 15 =
  /// 318.5, which is the frame's (a 31-point box centred there would start at 318).
  func testACentredSliderCentresItsAlignmentRectangle() throws {
    let centre = "<constraint firstItem=\"sl\" firstAttribute=\"centerY\" secondItem=\"root\" secondAttribute=\"centerY\" id=\"k3\"/>"
    XCTAssertEqual(try frame(centre), [18, 318.5, 339, 31])
  }

  /// A XIB whose top-level view is a slider: UINib returns it at its saved frame (200 × 31), so
  /// the importer pins its alignment rectangle 2 inside the root's sides and 1 above its bottom.
  func testATopLevelSliderKeepsItsSavedSize() throws {
    let xib = Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="15505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
        <device id="retina4_7" orientation="portrait"/>
        <objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
          <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" id="sl">
            <rect key="frame" x="30" y="40" width="200" height="31"/>
          </slider>
        </objects>
      </document>
      """.utf8)
    let scenario = try XCTUnwrap(StoryboardImporter.importData(xib, file: "Slider.xib").first)
    XCTAssertEqual(try ImportedFrames.afterLoad(scenario)["sl"], [0, 0, 200, 31])
  }
}
