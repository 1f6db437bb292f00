import CorpusTestSupport
import Foundation
import XCTest

@testable import InterfaceBuilder

/// A text in a font the simulator does not have keeps the size Xcode saved (Xcode measured it in
/// that font) and is left out of the fidelity figure; the system font is measured as before.
final class CustomFontImportTests: XCTestCase {
  func importLabel(font: String, frameBased: Bool = false) throws -> ImportedScenario {
    let scene = CanvasTests.scene(
      "a", size: (375, 667), connections: font, element: "label",
      attributes: "text=\"Hello\"" + (frameBased ? " fixedFrame=\"YES\"" : ""))
    return try XCTUnwrap(
      StoryboardImporter.importData(
        CanvasTests.storyboard(tools: "15505", controllers: scene), file: "F.storyboard"
      ).first)
  }

  /// The helper's label is saved 100 × 50 at (16, 10), pinned by its top, leading and a
  /// 100-wide width: in Marker Felt it is laid out 50 tall, Xcode's height, and not counted.
  func testANamedFontKeepsTheSavedSize() throws {
    let scenario = try importLabel(
      font:
        "<fontDescription key=\"fontDescription\" name=\"MarkerFelt-Thin\" family=\"Marker Felt\" pointSize=\"21\"/>"
    )
    XCTAssertTrue(scenario.yaml.contains("intrinsicSize: [100, 50]"), scenario.yaml)
    XCTAssertEqual(try ImportedFrames.afterLoad(scenario)["box-a"], [16, 10, 100, 50])
    let expected = try XCTUnwrap(scenario.expectedFrames.first { $0.interfaceBuilderID == "box-a" })
    XCTAssertNotNil(expected.copied)
    XCTAssertTrue(scenario.yaml.contains("MarkerFelt-Thin"), "the header says why")
  }

  /// A label with attributed text (its fragments are not read): it keeps the saved 100 × 50 and
  /// is not counted, where its empty plain text made it 0 tall.
  func testAnAttributedLabelKeepsTheSavedSize() throws {
    let scene = CanvasTests.scene(
      "a", size: (375, 667),
      connections: """
        <attributedString key="attributedText">
          <fragment content="Hello"><attributes><font key="NSFont" metaFont="system" size="17"/></attributes></fragment>
        </attributedString>
        """,
      element: "label", attributes: "usesAttributedText=\"YES\" numberOfLines=\"0\"")
    let scenario = try XCTUnwrap(
      StoryboardImporter.importData(
        CanvasTests.storyboard(tools: "15505", controllers: scene), file: "F.storyboard"
      ).first)
    XCTAssertTrue(scenario.yaml.contains("intrinsicSize: [100, 50]"), scenario.yaml)
    XCTAssertEqual(try ImportedFrames.afterLoad(scenario)["box-a"], [16, 10, 100, 50])
    XCTAssertNotNil(scenario.expectedFrames.first { $0.interfaceBuilderID == "box-a" }?.copied)
    XCTAssertTrue(scenario.yaml.contains("attributed text is not read"), scenario.yaml)
  }

  /// The 21-pt system font is measured: one line of it, 25.06 → 25.5 tall on @2x, and counted.
  func testTheSystemFontIsMeasured() throws {
    let scenario = try importLabel(
      font: "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"21\"/>")
    XCTAssertFalse(scenario.yaml.contains("intrinsicSize"), scenario.yaml)
    XCTAssertEqual(try ImportedFrames.afterLoad(scenario)["box-a"]?.last, 25.5)
    XCTAssertNil(scenario.expectedFrames.first { $0.interfaceBuilderID == "box-a" }?.copied)
  }

  /// IB saves `pointSize="0.0"` for some labels; no documented rule sizes that font, so the
  /// label keeps the saved 100 × 50 (not counted) and the scenario writes no font of size 0.
  func testASizeZeroFontKeepsTheSavedSize() throws {
    let scenario = try importLabel(
      font: "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"0.0\"/>")
    XCTAssertFalse(scenario.yaml.contains("size: 0"), scenario.yaml)
    XCTAssertEqual(try ImportedFrames.afterLoad(scenario)["box-a"], [16, 10, 100, 50])
    XCTAssertNotNil(scenario.expectedFrames.first { $0.interfaceBuilderID == "box-a" }?.copied)
  }

  /// A label placed by its frame keeps that frame whatever its font: it counts like any view
  /// placed by a frame.
  func testAFrameBasedLabelCounts() throws {
    let scenario = try importLabel(
      font:
        "<fontDescription key=\"fontDescription\" name=\"Georgia\" family=\"Georgia\" pointSize=\"21\"/>",
      frameBased: true)
    XCTAssertNil(scenario.expectedFrames.first { $0.interfaceBuilderID == "box-a" }?.copied)
  }
}
