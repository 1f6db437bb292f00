import CorpusTestSupport
import Foundation
import XCTest

@testable import InterfaceBuilder
import InterfaceBuilderDocument

/// Files from before Xcode 8's `<device>` keep a simulated orientation per scene
/// (`<simulatedOrientationMetrics orientation="landscapeRight"/>`): Xcode drew such scenes on
/// the screen turned on its side (Apple's AVCustomEdit, Xcode 5: iPad scenes saved 1024 × 768).
final class SimulatedOrientationTests: XCTestCase {
  static let landscape =
    "<simulatedOrientationMetrics key=\"simulatedOrientationMetrics\" orientation=\"landscapeRight\"/>"

  /// An Xcode 5 iPad storyboard (no `<device>`: the 768 × 1024 iPad) whose scene simulates
  /// landscape: the root is 1024 × 768; the box 10 below the 20-pt status bar, 16 from the
  /// leading edge: (16, 30), 100 × 50.
  func testALandscapeSceneIsLaidOutOnTheScreenOnItsSide() throws {
    let scene = CanvasTests.scene("a", size: (1024, 768))
      .replacingOccurrences(
        of: "<viewLayoutGuide key=\"safeArea\"", with: Self.landscape + "<viewLayoutGuide key=\"safeArea\"")
    let data = CanvasTests.storyboard(
      tools: "4514", device: nil, runtime: "iOS.CocoaTouch.iPad", controllers: scene)
    XCTAssertTrue(try StoryboardReader.read(data: data, fileName: "P.storyboard").isLandscape)
    let scenario = try XCTUnwrap(StoryboardImporter.importData(data, file: "P.storyboard").first)
    XCTAssertTrue(scenario.yaml.contains("orientation: landscapeLeft"), scenario.yaml)
    let frames = try ImportedFrames.afterLoad(scenario)
    XCTAssertEqual(frames["root-a"], [0, 0, 1024, 768])
    XCTAssertEqual(frames["box-a"], [16, 30, 100, 50])
  }

  /// Without the metrics the same file is upright, and a file with a `<device>` follows the
  /// device's orientation whatever its scenes' metrics say.
  func testOnlyTheMetricsOfAFileWithoutADeviceCount() throws {
    let upright = CanvasTests.storyboard(
      tools: "4514", device: nil, runtime: "iOS.CocoaTouch.iPad",
      controllers: CanvasTests.scene("a", size: (768, 1024)))
    XCTAssertFalse(try StoryboardReader.read(data: upright, fileName: "P.storyboard").isLandscape)
    let scene = CanvasTests.scene("a", size: (375, 667))
      .replacingOccurrences(
        of: "<viewLayoutGuide key=\"safeArea\"", with: Self.landscape + "<viewLayoutGuide key=\"safeArea\"")
    let withDevice = CanvasTests.storyboard(controllers: scene)
    XCTAssertFalse(try StoryboardReader.read(data: withDevice, fileName: "P.storyboard").isLandscape)
  }

  /// A 568 × 320 XIB view of an iPhone file without `<device>` (so the iPhone 8, which no
  /// screen of that size is): a window the saved size, kept as saved rather than turned.
  func testAWindowTheSizeOfALandscapeXIBViewKeepsItsSize() throws {
    let xib = Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="4510" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
          <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="568" height="320"/>
            \(Self.landscape)
          </view>
        </objects>
      </document>
      """.utf8)
    let scenario = try XCTUnwrap(StoryboardImporter.importData(xib, file: "V.xib").first)
    XCTAssertEqual(try ImportedFrames.afterLoad(scenario)["root"], [0, 0, 568, 320])
  }
}
