import CorpusTestSupport
import Foundation
import InterfaceBuilder
import XCTest

/// A `<segmentedControl>` with titled segments becomes the scenario's `segmentedControl`: the
/// engine sizes it from its titles on every release (SegmentedControlMetrics), and it counts in
/// `import --check`; a control with an image segment keeps the width Xcode saved and does not.
final class SegmentedControlImportTests: XCTestCase {
  static let segments = "<segments><segment title=\"Photo\"/><segment title=\"Movie\"/></segments>"

  func imported(
    tools: String, segments: String = segments, widthConstraint: String = ""
  ) throws -> ImportedScenario {
    let scene = CanvasTests.scene("a", size: (375, 667), connections: segments, element: "segmentedControl")
      .replacingOccurrences(of: "width=\"100\" height=\"50\"", with: "width=\"121\" height=\"32\"")
      .replacingOccurrences(
        of: "<constraint firstItem=\"box-a\" firstAttribute=\"width\" constant=\"100\" id=\"w-a\"/>",
        with: widthConstraint)
    return try XCTUnwrap(
      StoryboardImporter.importData(
        CanvasTests.storyboard(tools: tools, controllers: scene), file: "S.storyboard"
      ).first)
  }

  /// Xcode 9 (iOS 11), iPhone 8: 16 from the leading edge, 10 below the 20-point status bar;
  /// 2 × (37 + 14) + 1 = 103 wide ("Movie" 37 with its padding, SegmentedControlMetrics), 28 tall
  /// to constraints and 29 on screen, whatever width the file saved (121 here).
  func testATitledControlIsSizedByTheEngineOnIOS11() throws {
    let scenario = try imported(tools: "13196")
    XCTAssertEqual(try ImportedFrames.afterLoad(scenario)["box-a"], [16, 30, 103, 29])
    XCTAssertNil(scenario.expectedFrames.first { $0.interfaceBuilderID == "box-a" }?.copied)
    let yaml = ScenarioWriter.yaml(scenario)
    XCTAssertTrue(yaml.contains("segmentedControl: "), yaml)
    XCTAssertTrue(yaml.contains("segments: [\"Photo\", \"Movie\"]"), yaml)
  }

  /// Xcode 11 (iOS 13): titles in the medium weight, 2 × (37 + 18) + 1 = 111 wide ("Movie" 37
  /// with its padding), 31 tall to constraints (32 on screen), 10 below the top (no status bar
  /// on Xcode 11's iPhone 8 canvas), whatever width the file saved (121 here); counted.
  func testOnIOS13ATitledControlIsSizedByTheEngine() throws {
    let scenario = try imported(tools: "15505")
    XCTAssertEqual(try ImportedFrames.afterLoad(scenario)["box-a"], [16, 10, 111, 32])
    XCTAssertNil(scenario.expectedFrames.first { $0.interfaceBuilderID == "box-a" }?.copied)
  }

  /// On iOS 13 a control whose constraints set its width takes it: pinned 16 from both sides of
  /// the 375-wide root it is 375 − 2 × 16 = 343 wide, whatever its titles.
  func testOnIOS13AControlPinnedAtBothSidesCounts() throws {
    let trailing =
      "<constraint firstItem=\"root-a\" firstAttribute=\"trailing\" secondItem=\"box-a\" secondAttribute=\"trailing\" constant=\"16\" id=\"tr-a\"/>"
    let scenario = try imported(tools: "15505", widthConstraint: trailing)
    XCTAssertEqual(try ImportedFrames.afterLoad(scenario)["box-a"], [16, 10, 343, 32])
    XCTAssertNil(scenario.expectedFrames.first { $0.interfaceBuilderID == "box-a" }?.copied)
  }

  /// Xcode 14 (iOS 17): sized from its titles in the medium weight, 2 × (37 + 18) + 1 = 111
  /// ("Movie" 37, SegmentedControlMetrics), 31 tall to constraints and 32 on screen, whatever
  /// width the file saved (121 here); counted.
  func testOnIOS17ATitledControlIsSizedByTheEngine() throws {
    let scenario = try imported(tools: "22505")
    let frame = try XCTUnwrap(try ImportedFrames.afterLoad(scenario)["box-a"])
    XCTAssertEqual([frame[0], frame[2], frame[3]], [16, 111, 32])
    XCTAssertNil(scenario.expectedFrames.first { $0.interfaceBuilderID == "box-a" }?.copied)
  }

  /// A segment with an image is not modelled: the control is a plain view whose width is Xcode's.
  func testAnImageSegmentKeepsXcodesWidth() throws {
    let scenario = try imported(
      tools: "13196", segments: "<segments><segment title=\"A\"/><segment image=\"star\"/></segments>")
    XCTAssertNotNil(scenario.expectedFrames.first { $0.interfaceBuilderID == "box-a" }?.copied)
    XCTAssertFalse(ScenarioWriter.yaml(scenario).contains("segments:"))
  }
}
