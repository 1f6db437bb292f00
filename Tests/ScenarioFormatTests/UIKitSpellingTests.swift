import AutoLayout
import Cassowary
import Foundation
import ScenarioFormat
import ScenarioTestSupport
import XCTest

/// UIKit's spellings read as synonyms of the notation's names, printed back in the scenario's.
final class UIKitSpellingTests: XCTestCase {
  func testAnchorsAndGuidesAsXcodeSpellsThem() {
    XCTAssertEqual(
      parsed("title.topAnchor == view.safeAreaLayoutGuide.topAnchor + 20"),
      "title.top == view.safeArea.top + 20")
    XCTAssertEqual(
      parsed("title.leadingAnchor == view.layoutMarginsGuide.leadingAnchor"),
      "title.leading == view.margins.leading")
    XCTAssertEqual(
      parsed("body.widthAnchor <= view.readableContentGuide.widthAnchor"),
      "body.width <= view.readable.width")
    XCTAssertEqual(
      parsed("form.bottomAnchor == view.keyboardLayoutGuide.topAnchor - 8"),
      "form.bottom == keyboard.top - 8")
    XCTAssertEqual(
      parsed("form.bottom == keyboardLayoutGuide.top"), "form.bottom == keyboard.top")
    XCTAssertEqual(
      parsed("page.heightAnchor == scroller.contentLayoutGuide.heightAnchor"),
      "page.height == scroller.contentLayout.height")
    XCTAssertEqual(
      parsed("page.widthAnchor == scroller.frameLayoutGuide.widthAnchor"),
      "page.width == scroller.frameLayout.width")
    for (uikit, attribute) in UIKitSpelling.anchors {
      XCTAssertEqual(parsed("a.\(uikit) == b.\(uikit)"), "a.\(attribute) == b.\(attribute)")
    }
  }

  func testWhereTheGuideIsWrittenIsKept() throws {
    let expression = try ConstraintParser.parse(
      "a.topAnchor == view.safeAreaLayoutGuide.topAnchor", at: constraintOrigin)
    XCTAssertEqual(expression.second?.item.map(\.text), ["view", "safeArea"])
    XCTAssertEqual(expression.second?.item[1].location, constraintOrigin.advanced(by: 20))
  }

  func testUIKitPriorities() throws {
    func priority(_ text: String) throws -> Priority {
      try ConstraintParser.parse("a.width == 10 @ \(text)", at: constraintOrigin).priority
    }
    XCTAssertEqual(try priority("defaultHigh"), .defaultHigh)
    XCTAssertEqual(try priority(".defaultHigh"), .defaultHigh)
    XCTAssertEqual(try priority("UILayoutPriority.defaultLow"), .defaultLow)
    XCTAssertEqual(try priority(".fittingSizeLevel"), .fittingSizeLevel)
    XCTAssertEqual(try priority(".required"), .required)
    XCTAssertEqual(try priority("UILayoutPriority(750)"), .defaultHigh)
    XCTAssertEqual(try priority("UILayoutPriority(rawValue: 999)"), 999)
    XCTAssertEqual(try priority(".defaultHigh - 1"), 749)
    XCTAssertEqual(try priority(".defaultLow + 1"), 251)
    XCTAssertEqual(parsed("a.width == 10 @ .defaultHigh"), "a.width == 10 @750")
  }

  func testMultiplierAsADivisionAndNumbersAsSwiftAndYAMLWriteThem() {
    XCTAssertEqual(parsed("a.width == view.width / 2"), "a.width == view.width * 0.5")
    XCTAssertEqual(parsed("a.width == view.width / 4 + 10"), "a.width == view.width * 0.25 + 10")
    XCTAssertEqual(parsed("a.width == 1e3"), "a.width == 1000")
    XCTAssertEqual(parsed("a.width == 2.5E-1"), "a.width == 0.25")
    XCTAssertEqual(parsed("a.width == 1_000"), "a.width == 1000")
    XCTAssertEqual(parsed("a.width == b.width * .5"), "a.width == b.width * 0.5")
    XCTAssertEqual(parsed("a.top == b.bottom + .5"), "a.top == b.bottom + 0.5")
    XCTAssertEqual(parsed("a.width == .5 * b.width"), "a.width == b.width * 0.5")
  }

  func testSystemSpacingAsUIKitsAnchorsGiveIt() {
    // 8 pt: reference/modern-auto-layout.md case T20 (2 × system spacing is a 16 pt gap).
    XCTAssertEqual(
      parsed("green.leading == red.trailing + systemSpacing"), "green.leading == red.trailing + 8")
    XCTAssertEqual(
      parsed("green.leading == red.trailing + 2 * systemSpacing"),
      "green.leading == red.trailing + 16")
    XCTAssertEqual(
      parsed("blue.top >= red.bottom + systemSpacing * 1"), "blue.top >= red.bottom + 8")
    XCTAssertEqual(
      parseFailure("a.firstBaseline == b.lastBaseline + systemSpacing"),
      "form.yaml:3:41: error: the system spacing between baselines depends on the fonts, which "
        + "layoutsim does not model; write the distance as a number")
    XCTAssertEqual(
      parseFailure("a.width == b.width + systemSpacing"),
      "form.yaml:3:26: error: the system spacing is a distance between two edges, not a size; "
        + "write a number")
  }

  func testRefusalsSuggestTheScenariosSpelling() {
    XCTAssertEqual(
      parseFailure("title.topAnchr == view.top"),
      "form.yaml:3:11: error: unknown attribute 'topAnchr'; did you mean 'top'?")
    XCTAssertEqual(
      parseFailure("title.top == view.safeAreaLayoutGuid.top"),
      "form.yaml:3:23: error: unknown layout guide 'safeAreaLayoutGuid'; did you mean 'safeArea'?")
    XCTAssertEqual(
      parseFailure("title.top == view.top @ .defaultHihg"),
      "form.yaml:3:30: error: unknown priority 'defaultHihg'; did you mean 'high'?")
    XCTAssertEqual(
      parseFailure("a.width == b.width / 0"), "form.yaml:3:26: error: cannot divide by 0")
    XCTAssertEqual(
      parseFailure("a.width == 10 @ UILayoutPriority(1001)"),
      "form.yaml:3:38: error: priority 1001 is outside 1...1000")
    XCTAssertEqual(
      parseFailure("a.width == 10 @ .defaultHigh + 300"),
      "form.yaml:3:21: error: priority defaultHigh + 300 is outside 1...1000")
  }

  /// Guides/UIKitSpellings.md prints every synonym of these tables with the scenario's name.
  func testTheGuideListsEverySynonym() throws {
    let guide = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Guides/UIKitSpellings.md")
    let text = try String(contentsOf: guide, encoding: .utf8)
    for (uikit, attribute) in UIKitSpelling.anchors {
      XCTAssertTrue(text.contains("| `\(uikit)` | `\(attribute)` |"), uikit)
    }
    for (uikit, name) in UIKitSpelling.guides {
      XCTAssertTrue(text.contains("| `\(uikit)` | `\(name)` |"), uikit)
    }
  }
}
