import AutoLayout
import Foundation
import XCTest

@testable import ScenarioFormat

/// `present` and `dismiss`, the events this repository adds (Scenarios/README.md, "Extensions").
final class PresentationEventTests: XCTestCase {
  static let head = "device: iphone-8\ncontroller:\n  view: {}\nevents:\n"

  func read(_ events: String) throws(ScenarioErrors) -> Scenario {
    try ScenarioReader.read(yaml: Self.head + events, file: "t.yaml")
  }

  func errors(_ events: String) -> String {
    do throws(ScenarioErrors) {
      _ = try read(events)
      return "no error"
    } catch {
      return error.description
    }
  }

  func testAStyleIsReadPlainOrAsAMapping() throws {
    let scenario = try read(
      "  - present: pageSheet\n  - dismiss\n  - {present: {style: formSheet}, as: again}\n"
        + "  - {dismiss: null}\n")
    XCTAssertEqual(
      scenario.events.map(\.kind),
      [
        .present(Located(.pageSheet, at: SourceLocation(file: "t.yaml", line: 5, column: 14))),
        .dismiss,
        .present(Located(.formSheet, at: SourceLocation(file: "t.yaml", line: 7, column: 23))),
        .dismiss,
      ])
    XCTAssertEqual(scenario.events[2].label?.value, "again")
  }

  /// A bad style names its line and column and the near one, or every valid one.
  func testAnUnknownStyleIsAnErrorWithItsPosition() {
    XCTAssertEqual(
      errors("  - present: formsheet\n"),
      "t.yaml:5:14: error: unknown presentation style 'formsheet'; did you mean 'formSheet'?")
    XCTAssertEqual(
      errors("  - present: {style: modal}\n"),
      "t.yaml:5:22: error: unknown presentation style 'modal'; expected pageSheet, formSheet, "
        + "popover or fullScreen")
    XCTAssertEqual(
      errors("  - present: {style: pageSheet, size: [1, 2]}\n"),
      "t.yaml:5:33: error: unknown key 'size'; expected style")
  }

  func testDismissTakesNoValueAndPresentNeedsOne() {
    XCTAssertEqual(
      errors("  - dismiss: pageSheet\n"),
      "t.yaml:5:14: error: event 'dismiss' takes no value; write 'dismiss: null'")
    XCTAssertEqual(errors("  - present\n"), "t.yaml:5:5: error: event 'present' needs a value")
  }
}
