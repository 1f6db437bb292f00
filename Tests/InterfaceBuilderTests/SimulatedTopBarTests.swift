import CorpusTestSupport
import Foundation
import XCTest

@testable import InterfaceBuilder

/// A scene no navigation controller in the file shows, whose canvas simulates a navigation bar
/// (`<simulatedNavigationBarMetrics key="simulatedTopBarMetrics">`, a scene pushed from another
/// storyboard or from code), is laid out under a navigation bar, as Xcode drew it. The scene's
/// box is pinned 10 below the safe area's top; the saved frames are the helper's, not these.
final class SimulatedTopBarTests: XCTestCase {
  func importScene(
    metrics: String, tools: String = "15505", root: (y: Double, height: Double) = (0, 667)
  ) throws -> ImportedScenario {
    let scene = CanvasTests.scene("a", size: (375, root.height))
      .replacingOccurrences(of: "</viewController>", with: metrics + "</viewController>")
      .replacingOccurrences(
        of: "x=\"0.0\" y=\"0.0\" width=\"375", with: "x=\"0.0\" y=\"\(root.y)\" width=\"375")
    return try XCTUnwrap(
      StoryboardImporter.importData(
        CanvasTests.storyboard(tools: tools, controllers: scene), file: "F.storyboard"
      ).first)
  }

  /// The helper's file is Xcode 11's (toolsVersion 15505) on the iPhone 8, whose canvas has no
  /// status bar (DeviceChoice+Xcode: Xcode 11 to 14 drew home-button iPhones without one), so
  /// the bar is UINavigationBar's 44 points at the top.
  ///
  /// A translucent bar (the default): the root fills the 375 × 667 screen and its safe area
  /// starts below the bar, so the box is at 44 + 10 = 54 (UINavigationController: a translucent
  /// bar overlaps the content, whose safe area it insets).
  func testATranslucentSimulatedBarInsetsTheSafeArea() throws {
    let scenario = try importScene(
      metrics: "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" prompted=\"NO\"/>")
    XCTAssertTrue(scenario.yaml.contains("embed: navigation"), scenario.yaml)
    let frames = try ImportedFrames.afterLoad(scenario)
    XCTAssertEqual(frames["root-a"], [0, 0, 375, 667])
    XCTAssertEqual(frames["box-a"], [16, 54, 100, 50])
  }

  /// `translucent="NO"`: an opaque bar, which the view stops at (UIViewController's
  /// `extendedLayoutIncludesOpaqueBars` is false by default): the root is 667 − 44 = 623 tall
  /// below the bar, with no safe-area inset of its own, so the box is 10 below its top.
  func testAnOpaqueSimulatedBarShortensTheRoot() throws {
    let scenario = try importScene(
      metrics:
        "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" translucent=\"NO\" prompted=\"NO\"/>"
    )
    XCTAssertTrue(scenario.yaml.contains("navigation: opaque"), scenario.yaml)
    let frames = try ImportedFrames.afterLoad(scenario)
    XCTAssertEqual(frames["root-a"]?.suffix(2), [375, 623])
    XCTAssertEqual(frames["box-a"], [16, 10, 100, 50])
  }

  /// Xcode 8 (toolsVersion 12118) drew the iPhone 8's 20-pt status bar and saved a root under
  /// an opaque bar where it sits in the window: 20 + 44 = 64 down, 667 − 64 = 603 tall. That
  /// saved origin is the expectation (Xcode 9 and later save every root at the origin), and the
  /// engine puts the root there.
  func testXcode8SavesTheRootBelowAnOpaqueBar() throws {
    let scenario = try importScene(
      metrics:
        "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" translucent=\"NO\" prompted=\"NO\"/>",
      tools: "12118", root: (64, 603))
    let expected = try XCTUnwrap(scenario.expectedFrames.first { $0.interfaceBuilderID == "root-a" })
    XCTAssertEqual(expected.frame, [0, 64, 375, 603])
    XCTAssertEqual(try ImportedFrames.afterLoad(scenario)["root-a"], [0, 64, 375, 603])
  }

  /// Xcode 9 and later save a root under an opaque bar at the origin, though the canvas draws
  /// it below the bar (public apps' files outside the corpora, Xcode 9 to 26: 375 × 603 at
  /// y 0 under the iPhone 8's status bar and bar). Xcode 11's iPhone 8 canvas has no status
  /// bar, so the engine puts the root 44 down (UINavigationBar's height), 667 − 44 = 623 tall.
  /// The saved origin is not where the view was drawn: only the size is expected, and the
  /// check compares only it.
  func testXcode9AndLaterExpectOnlyTheRootsSizeBelowAnOpaqueBar() throws {
    let scenario = try importScene(
      metrics:
        "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" translucent=\"NO\" prompted=\"NO\"/>",
      root: (0, 623))
    let expected = try XCTUnwrap(scenario.expectedFrames.first { $0.interfaceBuilderID == "root-a" })
    XCTAssertFalse(expected.originSaved)
    XCTAssertTrue(scenario.yaml.contains("{width: 375, height: 623}"), scenario.yaml)
    let actual = try XCTUnwrap(ImportedFrames.afterLoad(scenario)["root-a"])
    XCTAssertEqual(actual, [0, 44, 375, 623])
    func comparison(_ actual: [Double]) -> FidelityCheck.Comparison {
      FidelityCheck.Comparison(
        file: "F.storyboard", scene: "a", id: "view", interfaceBuilderID: "root-a",
        expected: expected.frame, actual: actual, comparesOrigin: expected.originSaved)
    }
    XCTAssertTrue(comparison(actual).matches)
    // A root 20 points too short still misses: the size is compared.
    XCTAssertFalse(comparison([0, 44, 375, 603]).matches)
  }

  /// `extendedLayoutIncludesOpaqueBars="YES"` on the controller: its view extends under the
  /// opaque bar as under a translucent one (UIViewController's documentation: "A Boolean value
  /// indicating whether or not the extended layout includes opaque bars"), so the root fills
  /// the 375 × 667 screen and its safe area starts below the 44-point bar: the box, 10 below
  /// the safe area, is at 44 + 10 = 54, as under a translucent bar.
  func testExtendedLayoutIncludesOpaqueBarsExtendsTheRootUnderTheBar() throws {
    let opaque =
      "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" translucent=\"NO\" prompted=\"NO\"/>"
    let scene = CanvasTests.scene("a", size: (375, 667))
      .replacingOccurrences(of: "</viewController>", with: opaque + "</viewController>")
      .replacingOccurrences(
        of: "<viewController id=", with: "<viewController extendedLayoutIncludesOpaqueBars=\"YES\" id=")
    XCTAssertTrue(scene.contains("extendedLayoutIncludesOpaqueBars"), scene)
    let scenario = try XCTUnwrap(
      StoryboardImporter.importData(
        CanvasTests.storyboard(tools: "15505", controllers: scene), file: "F.storyboard"
      ).first)
    XCTAssertFalse(scenario.yaml.contains("opaque"), scenario.yaml)
    let frames = try ImportedFrames.afterLoad(scenario)
    XCTAssertEqual(frames["root-a"], [0, 0, 375, 667])
    XCTAssertEqual(frames["box-a"], [16, 54, 100, 50])
  }

  /// A prompted bar is taller by its prompt, which the simulator does not model: the scene is
  /// imported as before, without a bar.
  func testAPromptedSimulatedBarIsNotEmbedded() throws {
    let scenario = try importScene(
      metrics: "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" prompted=\"YES\"/>")
    XCTAssertFalse(scenario.yaml.contains("embed:"), scenario.yaml)
  }
}
