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

/// `controller.children`: child controllers in container views.
final class ChildControllerReaderTests: XCTestCase {
  func read(_ children: String) throws(ScenarioErrors) -> Scenario {
    try ScenarioReader.read(
      yaml: "device: iphone-8\ncontroller:\n  view:\n    subviews:\n      - view: box\n"
        + "      - label: note\n  children:\n" + children,
      file: "t.yaml")
  }

  func errors(_ children: String) -> String {
    do throws(ScenarioErrors) {
      _ = try read(children)
      return "no error"
    } catch {
      return error.description
    }
  }

  /// The child's root view goes into its container's subviews with the child's id.
  func testAChildsRootGoesIntoItsContainer() throws {
    let scenario = try read("    - {id: child, name: ChildVC, in: box, view: {subviews: [{view: x}]}}\n")
    XCTAssertEqual(scenario.controller.children.map(\.id.value), ["child"])
    XCTAssertEqual(scenario.controller.children[0].logName, "ChildVC")
    let box = try XCTUnwrap(scenario.controller.view.subviews.first)
    XCTAssertEqual(box.subviews.map(\.id.value), ["child"])
    XCTAssertEqual(box.subviews[0].subviews.map(\.id.value), ["x"])
  }

  func testABadContainerIsAnErrorWithItsPosition() {
    XCTAssertEqual(
      errors("    - {id: child, in: boxx, view: {}}\n"),
      "t.yaml:8:23: error: unknown container view 'boxx'; did you mean 'box'?")
    XCTAssertEqual(
      errors("    - {id: child, in: note, view: {}}\n"),
      "t.yaml:8:23: error: a child controller's view goes into a container view ('view'), not a label")
    XCTAssertEqual(
      errors("    - {id: child, view: {}}\n"),
      "t.yaml:8:7: error: missing key 'in' in a child controller")
  }

  /// The child's root id is a view id like any other: unique in the file.
  func testAChildsIdIsUnique() {
    XCTAssertTrue(errors("    - {id: note, in: box, view: {}}\n").contains("note"))
  }
}
