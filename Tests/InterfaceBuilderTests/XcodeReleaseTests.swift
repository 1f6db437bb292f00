import CorpusTestSupport
import Foundation
import XCTest

@testable import InterfaceBuilder

/// The iOS release a file's Xcode laid its canvas out with (`IOSVersionChoice`), at the two
/// boundaries public repositories' history dates (Guides/UIKitVersions.md): Xcode 11's betas
/// (toolsVersion 14800–14999) had the iOS 13 SDK, Xcode 13.3 and 13.4 (20037) the iOS 15 SDK.
final class XcodeReleaseTests: XCTestCase {
  /// Xcode 10.3 saved 14490.70 (iOS 12.4 SDK); the first Xcode 11 beta 14810.11 (WWDC 2019,
  /// iOS 13 beta SDK), the last 14868; Xcode 13.0 19162 to 13.4 20037 (iOS 15); Xcode 14.0 21225
  /// (iOS 16). Apple's Xcode release notes give each Xcode's SDK.
  func testTheToolsVersionsOfXcode11BetasAndXcode13Point4() {
    let releases = ["14490.70", "14810.11", "14868", "15505", "19162", "20037", "21225"]
      .map { IOSVersionChoice.ios(forToolsVersion: $0)?.rawValue }
    XCTAssertEqual(releases, ["12", "13", "13", "13", "15", "15", "16"])
  }

  /// Within iOS 15 the SDK's point release (`IOSVersionChoice.pointRelease`, Apple's Xcode
  /// release notes): Xcode 13.0 (19162) and 13.1 (19455) the iOS 15.0 SDK, 13.2 (19529) 15.2,
  /// 13.3 and 13.4 (20037) 15.4 and 15.5, read as 4; Xcode 12.5's 18122, read as iOS 15, 0; no
  /// point release outside iOS 15 (the rules split no other release).
  func testIOS15PointReleases() {
    let points = ["18122", "19162", "19455.1", "19529", "20037", "15505", "21225"]
      .map { IOSVersionChoice.pointRelease(forToolsVersion: $0) }
    XCTAssertEqual(points, [0, 0, 0, 2, 4, nil, nil])
  }

  /// A rounded-rect text field (UITextField's intrinsic height: 30 through iOS 12, 34 from iOS
  /// 13, `SystemMetrics.roundedTextFieldHeight`) pinned 10 below the safe area of the 414 × 896
  /// XR, whose status bar Xcode drew 44 tall before Xcode 14: y = 44 + 10 = 54. Saved by Xcode
  /// 10.3 it is 30 tall; by an Xcode 11 beta (14868, codeexamples' WorldFacts' version) 34.
  func testAnXcode11BetaFileDrawsIOS13sTextField() throws {
    func field(_ tools: String) throws -> [Double]? {
      let scene = CanvasTests.scene(
        "a", size: (414, 896), element: "textField", attributes: "borderStyle=\"roundedRect\"")
      let data = CanvasTests.storyboard(
        tools: tools, device: "<device id=\"retina6_1\" orientation=\"portrait\"/>",
        controllers: scene)
      return try ImportedFrames.afterLoad(ImportedFrames.firstScene(data, file: "F.storyboard"))["box-a"]
    }
    XCTAssertEqual(try field("14490.70"), [16, 54, 100, 30])
    XCTAssertEqual(try field("14868"), [16, 54, 100, 34])
  }

  /// A file saved by Xcode 13.4 plays on iOS 15, the release its canvas drew.
  func testAnXcode13Point4FileIsAnIOS15Scenario() throws {
    let data = CanvasTests.storyboard(
      tools: "20037", controllers: CanvasTests.scene("a", size: (375, 667)))
    let scenario = try ImportedFrames.firstScene(data, file: "F.storyboard")
    XCTAssertTrue(scenario.yaml.contains("\nios: 15\n"), scenario.yaml)
  }

  /// A toolsVersion with a point release (`16097.3`, Xcode 11.3) is read by its build, 16097:
  /// Xcode 11 drew the iPhone 8's canvas without a status bar (Guides/UIKitVersions.md), so a
  /// box 10 below the safe area sits at y 10, as in a `16097` file (the point release made the
  /// rules read no version at all, and the box 20 lower).
  func testAPointReleaseIsReadByItsBuild() throws {
    XCTAssertEqual(try boxFrame("16097.3"), [16, 10, 100, 50])
    XCTAssertEqual(try boxFrame("16097"), [16, 10, 100, 50])
  }

  /// Xcode 11's betas (14810.12) drew the iPhone 8's canvas without a status bar, as Xcode 11
  /// did: the box 10 below the safe area at y 10; Xcode 10.3 (14490.70) drew the 20-pt bar: 30.
  func testXcode11BetasDrawNoStatusBarOnAHomeButtonIPhone() throws {
    XCTAssertEqual(try boxFrame("14810.12"), [16, 10, 100, 50])
    XCTAssertEqual(try boxFrame("14490.70"), [16, 30, 100, 50])
  }

  /// The frame after loading of the box of `CanvasTests.scene` on the iPhone 8's 375 × 667
  /// canvas of a file saved with toolsVersion `tools`.
  func boxFrame(_ tools: String) throws -> [Double]? {
    let data = CanvasTests.storyboard(
      tools: tools, controllers: CanvasTests.scene("a", size: (375, 667)))
    return try ImportedFrames.afterLoad(ImportedFrames.firstScene(data, file: "F.storyboard"))["box-a"]
  }
}
