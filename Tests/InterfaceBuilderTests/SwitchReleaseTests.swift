import CorpusTestSupport
import Foundation
import XCTest

@testable import InterfaceBuilder
import InterfaceBuilderDocument

/// A switch is laid out at the size of the release the file's Xcode drew it for: 51 × 31 through
/// iOS 18, 63 × 28 on iOS 26 (Xcode 26, toolsVersion 24xxx), in both cases 2 pt past its
/// alignment rectangle on the right (SystemMetrics.switchAlignmentSize(for:)). The switch is
/// saved 1 × 1 on purpose; every expected frame is derived in the comment beside it.
final class SwitchReleaseTests: XCTestCase {
  /// An iPhone 8 (375 wide) scene whose switch is pinned 20 from the root's trailing edge and
  /// 10 below the safe area's top.
  static func storyboard(tools: String, extra: String = "") -> Data {
    CanvasTests.oneViewStoryboard(
      tools: tools,
      subviews: """
        <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sw">
          <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
        </switch>
        """,
      constraints: """
        <constraint firstItem="root" firstAttribute="trailing" secondItem="sw" secondAttribute="trailing" constant="20" id="k1"/>
        <constraint firstItem="sw" firstAttribute="top" secondItem="sa" secondAttribute="top" constant="10" id="k2"/>
        """,
      extra: extra)
  }

  func frame(tools: String, extra: String = "") throws -> [Double]? {
    let scenario = try ImportedFrames.firstScene(
      Self.storyboard(tools: tools, extra: extra), file: "S.storyboard")
    return try ImportedFrames.afterLoad(scenario)["sw"]
  }

  /// Xcode 16 (23727, iOS 18): the alignment rectangle is 49 wide and ends at 375 − 20 = 355, so
  /// it starts at 306; the frame, 2 wider on the right, is 51 × 31 from there. Xcode 15 and
  /// later draw the iPhone 8's 20-pt status bar (Guides/UIKitVersions.md): y = 20 + 10 = 30.
  func testXcode16DrawsTheSwitch51By31() throws {
    XCTAssertEqual(try frame(tools: "23727"), [306, 30, 51, 31])
  }

  /// Xcode 26 (24506, iOS 26): the alignment rectangle is 61 wide, ending at 355, so it starts
  /// at 294; the frame is 63 × 28 from there, at the same y = 30.
  func testXcode26DrawsTheSwitch63By28() throws {
    XCTAssertEqual(try frame(tools: "24506"), [294, 30, 63, 28])
    let scenario = try ImportedFrames.firstScene(
      Self.storyboard(tools: "24506"), file: "S.storyboard")
    XCTAssertTrue(scenario.yaml.contains("ios: 26"), scenario.yaml)
  }

  /// A file saved with the placeholder toolsVersion 32700.99.1234 is read as its Interface
  /// Builder plug-in's version (22685: Xcode 15, iOS 17), so its switch is iOS 17's 51 × 31.
  func testThePlaceholderToolsVersionReadsThePlugInVersion() throws {
    let plugIn =
      "<dependencies><plugIn identifier=\"com.apple.InterfaceBuilder.IBCocoaTouchPlugin\" version=\"22685\"/></dependencies>"
    let document = try StoryboardReader.read(
      data: Self.storyboard(tools: "32700.99.1234", extra: plugIn), fileName: "S.storyboard")
    XCTAssertEqual(document.toolsVersion, "22685")
    XCTAssertEqual(try frame(tools: "32700.99.1234", extra: plugIn), [306, 30, 51, 31])
  }
}
