import CorpusTestSupport
import Foundation
import XCTest

@testable import InterfaceBuilder

/// A navigation bar placed in a view by constraints (not a navigation controller's) is 44 tall,
/// UIKit's bar height in a regular-height window, and counted; its width is the constraints'.
final class NavigationBarImportTests: XCTestCase {
  func importBar(attributes: String = "", device: String? = nil) throws -> ImportedScenario {
    let scene = CanvasTests.scene(
      "a", size: (375, 667), element: "navigationBar", attributes: attributes)
    let data =
      device.map { CanvasTests.storyboard(tools: "14490.70", device: $0, controllers: scene) }
      ?? CanvasTests.storyboard(tools: "14490.70", controllers: scene)
    return try XCTUnwrap(StoryboardImporter.importData(data, file: "F.storyboard").first)
  }

  /// The helper pins the bar's top 10 below the safe area (the iPhone 8's 20-pt status bar on
  /// an Xcode 10 canvas: y 30), its leading 16 and its width 100; the height is UIKit's 44, not
  /// the 50 the file saved.
  func testAStandaloneBarIs44Tall() throws {
    let scenario = try importBar()
    XCTAssertEqual(try ImportedFrames.afterLoad(scenario)["box-a"], [16, 30, 100, 44])
    XCTAssertNil(scenario.expectedFrames.first { $0.interfaceBuilderID == "box-a" }?.copied)
  }

  /// A bar with large titles, or on a phone on its side (compact height, a shorter bar), keeps
  /// the size Xcode saved and is not counted.
  func testLargeTitlesAndLandscapeKeepTheSavedSize() throws {
    let large = try importBar(attributes: "largeTitles=\"YES\"")
    XCTAssertNotNil(large.expectedFrames.first { $0.interfaceBuilderID == "box-a" }?.copied)
    let landscape = try importBar(device: "<device id=\"retina4_7\" orientation=\"landscape\"/>")
    XCTAssertNotNil(landscape.expectedFrames.first { $0.interfaceBuilderID == "box-a" }?.copied)
  }
}
