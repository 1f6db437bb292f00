import AutoLayout
import Foundation
import XCTest

@testable import ScenarioFormat

/// A text field's `border:` (UIKit's `borderStyle`): read as a style, a bad one refused with its
/// place and the valid names.
final class TextFieldBorderTests: XCTestCase {
  func yaml(_ border: String) -> String {
    "device: iphone-8\ncontroller:\n  view:\n    subviews:\n      - textField: name\n        border: \(border)\n"
  }

  func read(_ yaml: String) throws(ScenarioErrors) -> Scenario {
    try ScenarioReader.read(yaml: yaml, file: "t.yaml")
  }

  func errors(_ yaml: String) -> String {
    do throws(ScenarioErrors) {
      _ = try read(yaml)
      return "no error"
    } catch {
      return error.description
    }
  }

  func testEachUIKitStyleIsRead() throws {
    for style in TextFieldBorderStyle.allCases {
      let field = try read(yaml(style.rawValue)).controller.view.subviews.first
      XCTAssertEqual(field?.border?.value, style)
      XCTAssertEqual(field?.border?.location.line, 6)
    }
  }

  func testAnUnknownStyleSuggestsTheNearOne() {
    XCTAssertEqual(
      errors(yaml("rounded")),
      "t.yaml:6:17: error: unknown text field border style 'rounded'; did you mean 'roundedRect'?")
    XCTAssertEqual(
      errors(yaml("dotted")),
      "t.yaml:6:17: error: unknown text field border style 'dotted'; expected none, line, bezel or roundedRect"
    )
  }

  /// Only a text field has a border style: a label's is an unknown property.
  func testALabelHasNoBorder() {
    let label =
      "device: iphone-8\ncontroller:\n  view:\n    subviews:\n      - label: title\n        border: none\n"
    XCTAssertTrue(errors(label).hasPrefix("t.yaml:6:9: error:"), errors(label))
  }
}
