import CorpusTestSupport
import Foundation
import XCTest

@testable import InterfaceBuilder

/// A control the simulator does not model (here iOS 14's `UIColorWell`, `<colorWell>`) is
/// imported as a view whose intrinsic size is the size Xcode saved, so the views around it land
/// where they would, and its own frame is left out of the figure (its size is the file's).
final class UnmodelledControlTests: XCTestCase {
  func testAColorWellKeepsTheSavedSizeAndIsNotCounted() throws {
    // The helper's box: saved 100 × 50 at (16, 10), pinned 10 below the safe area's top (the
    // iPhone 8 canvas of Xcode 11 to 14 has no status bar: y 10), 16 from the leading edge, 100
    // wide; toolsVersion 17506 is Xcode 12, the first with UIColorWell (iOS 14).
    let scene = CanvasTests.scene("a", size: (375, 667), element: "colorWell")
    let scenario = try XCTUnwrap(
      StoryboardImporter.importData(
        CanvasTests.storyboard(tools: "17506", controllers: scene), file: "F.storyboard"
      ).first)
    XCTAssertEqual(try ImportedFrames.afterLoad(scenario)["box-a"], [16, 10, 100, 50])
    let expected = try XCTUnwrap(scenario.expectedFrames.first { $0.interfaceBuilderID == "box-a" })
    XCTAssertNotNil(expected.copied, "its size is Xcode's: not counted")
  }
}
