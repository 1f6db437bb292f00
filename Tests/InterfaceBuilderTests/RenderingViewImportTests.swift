import CorpusTestSupport
import Foundation
import XCTest

@testable import InterfaceBuilder

/// Views that draw content of their own — Metal, GLKit, SpriteKit, SceneKit, ARKit and
/// RealityKit views — are plain views to Auto Layout (no intrinsic size): the importer reads them
/// as views placed by their constraints, where it refused the file. And Interface Builder's id
/// for the 11-inch iPad Pro, `ipad11_0rounded`, names the catalog's 834 × 1194 iPad.
final class RenderingViewImportTests: XCTestCase {
  /// Each element pinned 10 from the root's leading edge and 10 below the safe area, 100 × 50
  /// (CanvasTests.scene's box): on the Xcode 11 iPhone 8 canvas (no status bar) at (16, 10).
  func testRenderingViewsArePlacedByTheirConstraints() throws {
    for element in ["mtkView", "glkView", "skView", "sceneKitView", "arscnView", "arskView", "arView"] {
      let scene = CanvasTests.scene("a", size: (375, 667), element: element)
        .replacingOccurrences(
          of: "<constraint firstItem=\"box-a\" firstAttribute=\"width\" constant=\"100\" id=\"w-a\"/>",
          with: "<constraint firstItem=\"box-a\" firstAttribute=\"width\" constant=\"100\" id=\"w-a\"/><constraint firstItem=\"box-a\" firstAttribute=\"height\" constant=\"50\" id=\"h-a\"/>")
      let scenario = try XCTUnwrap(
        StoryboardImporter.importData(CanvasTests.storyboard(controllers: scene), file: "R.storyboard")
          .first, element)
      XCTAssertEqual(try ImportedFrames.afterLoad(scenario)["box-a"], [16, 10, 100, 50], element)
    }
  }

  /// A file for `ipad11_0rounded` (Xcode 12, 17701) is laid out on the 834 × 1194 iPad Pro: the
  /// box 10 below its 24-pt status bar, (16, 34).
  func testTheIPadPro11IdIsTheCatalogs() throws {
    let data = CanvasTests.storyboard(
      tools: "17701", device: "<device id=\"ipad11_0rounded\" orientation=\"portrait\"/>",
      controllers: CanvasTests.scene("a", size: (834, 1194)))
    let scenario = try XCTUnwrap(StoryboardImporter.importData(data, file: "P.storyboard").first)
    let frames = try ImportedFrames.afterLoad(scenario)
    XCTAssertEqual(frames["root-a"], [0, 0, 834, 1194])
    XCTAssertEqual(frames["box-a"], [16, 34, 100, 50])
  }
}
