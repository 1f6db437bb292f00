import CorpusTestSupport
import Foundation
import XCTest

@testable import InterfaceBuilder

/// A text field's border style comes through the importer: IB writes `borderStyle` unless it
/// is UIKit's default, none, and a borderless field is laid out one line of its text tall.
final class TextFieldImportTests: XCTestCase {
  func importScene(attributes: String, font: String) throws -> ImportedScenario {
    let scene = CanvasTests.scene(
      "a", size: (375, 667), connections: font, element: "textField", attributes: attributes)
    return try XCTUnwrap(
      StoryboardImporter.importData(
        CanvasTests.storyboard(tools: "15505", controllers: scene), file: "F.storyboard"
      ).first)
  }

  /// No `borderStyle`: `border: none`; a 16-pt placeholder's line is 15.23 + 3.86 = 19.09 tall
  /// (SF's ascender and descender at 16 pt), 19.5 on the iPhone 8's @2x grid. Its top is 10
  /// below the safe area, which an Xcode 11 canvas of a home-button phone starts at 0.
  func testABorderlessFieldIsItsTextsLineTall() throws {
    let scenario = try importScene(
      attributes: "placeholder=\"placeholder\"",
      font: "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"16\"/>")
    XCTAssertTrue(scenario.yaml.contains("border: none"), scenario.yaml)
    XCTAssertEqual(try ImportedFrames.afterLoad(scenario)["box-a"], [16, 10, 100, 19.5])
  }

  /// `line` and `bezel` are written as such; a rounded rect is the scenario's default and not
  /// written.
  func testOtherStylesAreWrittenByName() throws {
    for style in ["line", "bezel"] {
      let scenario = try importScene(attributes: "borderStyle=\"\(style)\"", font: "")
      XCTAssertTrue(scenario.yaml.contains("border: \(style)"), scenario.yaml)
    }
    let rounded = try importScene(attributes: "borderStyle=\"roundedRect\"", font: "")
    XCTAssertFalse(rounded.yaml.contains("border:"), rounded.yaml)
  }
}
