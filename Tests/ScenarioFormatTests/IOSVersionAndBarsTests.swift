import AutoLayout
import Foundation
import XCTest

@testable import ScenarioFormat

/// `ios:` and `controller.bars`, the extensions the importer writes (Scenarios/README.md).
final class IOSVersionAndBarsTests: XCTestCase {
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

  func testIOSIsReadAsAVersion() throws {
    let scenario = try read("device: iphone-8\nios: 12\ncontroller:\n  view: {}\n")
    XCTAssertEqual(scenario.ios?.value, .iOS12)
    XCTAssertEqual(scenario.ios?.location.line, 2)
    let quoted = try read("device: iphone-8\nios: \"17\"\ncontroller:\n  view: {}\n")
    XCTAssertEqual(quoted.ios?.value, .iOS17)
    let absent = try read("device: iphone-8\ncontroller:\n  view: {}\n")
    XCTAssertNil(absent.ios)
  }

  /// A bad value names its line and column and every valid value, even when one is near.
  func testAnUnknownIOSVersionListsTheValidOnes() {
    XCTAssertEqual(
      errors("device: iphone-8\nios: 19\ncontroller:\n  view: {}\n"),
      "t.yaml:2:6: error: unknown iOS version '19'; expected 9, 10, 11, 12, 13, 14, 15, 16, 17, 18 or 26")
    XCTAssertEqual(
      errors("device: iphone-8\nios: seventeen\ncontroller:\n  view: {}\n"),
      "t.yaml:2:6: error: unknown iOS version 'seventeen'; expected 9, 10, 11, 12, 13, 14, 15, 16, 17, 18 or 26")
  }

  /// `legibilityWeight:` (Bold Text), at the top and as an event; a bad value names its line,
  /// column and both valid values.
  func testLegibilityWeightIsReadAtTheTopAndAsAnEvent() throws {
    let scenario = try read(
      "device: iphone-8\nlegibilityWeight: bold\ncontroller:\n  view: {}\n"
        + "events: [load, {legibilityWeight: regular, as: off}]\n")
    XCTAssertEqual(scenario.legibilityWeight?.value, .bold)
    XCTAssertEqual(scenario.legibilityWeight?.location.line, 2)
    guard case .legibilityWeight(let weight) = scenario.events[1].kind else {
      return XCTFail("not a legibilityWeight event: \(scenario.events[1].kind)")
    }
    XCTAssertEqual(weight.value, .regular)
    XCTAssertNil(try read("device: iphone-8\ncontroller:\n  view: {}\n").legibilityWeight)
    XCTAssertEqual(
      errors("device: iphone-8\nlegibilityWeight: heavy\ncontroller:\n  view: {}\n"),
      "t.yaml:2:19: error: unknown legibility weight 'heavy'; expected regular or bold")
    XCTAssertEqual(
      errors("device: iphone-8\ncontroller:\n  view: {}\nevents: [{legibilityWeight: bld}]\n"),
      "t.yaml:4:29: error: unknown legibility weight 'bld'; did you mean 'bold'?")
  }

  func testBarsAreReadForTheContainersEmbedded() throws {
    let scenario = try read(
      "device: iphone-8\ncontroller:\n  embed: [tab, navigation]\n  bars: {tab: opaque}\n  view: {}\n")
    XCTAssertTrue(scenario.controller.isOpaque(.tab))
    XCTAssertFalse(scenario.controller.isOpaque(.navigation))
  }

  func testBarsOfAContainerNotEmbeddedOrABadStyleAreErrors() {
    XCTAssertEqual(
      errors("device: iphone-8\ncontroller:\n  embed: navigation\n  bars: {tab: opaque}\n  view: {}\n"),
      "t.yaml:4:10: error: 'bars' sets the tab bar, but the controller is not embedded in a tab bar controller; add 'tab' to 'embed'"
    )
    XCTAssertEqual(
      errors("device: iphone-8\ncontroller:\n  embed: tab\n  bars: {tab: opaq}\n  view: {}\n"),
      "t.yaml:4:15: error: unknown bar style 'opaq'; did you mean 'opaque'?")
  }

  /// `controller.prefersLargeTitles`.
  func testPrefersLargeTitlesIsReadWithItsLocation() throws {
    let scenario = try read(
      "device: iphone-8\ncontroller:\n  embed: navigation\n  prefersLargeTitles: true\n  view: {}\n")
    XCTAssertEqual(scenario.controller.prefersLargeTitles?.value, true)
    XCTAssertEqual(scenario.controller.prefersLargeTitles?.location.line, 4)
    XCTAssertTrue(scenario.controller.showsLargeTitles)
    let off = try read(
      "device: iphone-8\ncontroller:\n  embed: navigation\n  prefersLargeTitles: false\n  view: {}\n")
    XCTAssertFalse(off.controller.showsLargeTitles)
  }

  func testLargeTitlesNeedANavigationControllerABoolAndIOS11() {
    XCTAssertEqual(
      errors("device: iphone-8\ncontroller:\n  embed: tab\n  prefersLargeTitles: true\n  view: {}\n"),
      "t.yaml:4:3: error: 'prefersLargeTitles' sets the navigation bar's large title, but the controller is not embedded in a navigation controller; add 'navigation' to 'embed'"
    )
    XCTAssertEqual(
      errors("device: iphone-8\ncontroller:\n  embed: navigation\n  prefersLargeTitles: yes\n  view: {}\n"),
      "t.yaml:4:23: error: expected true or false, found 'yes'")
    XCTAssertEqual(
      errors(
        "device: iphone-8\nios: 10\ncontroller:\n  embed: navigation\n  prefersLargeTitles: true\n  view: {}\n"),
      "t.yaml:5:3: error: 'prefersLargeTitles' needs iOS 11 or later, but 'ios' is 10 (line 2); remove it or raise 'ios'"
    )
    XCTAssertEqual(
      errors(
        "device: iphone-8\nios: 10\ncontroller:\n  embed: navigation\n  prefersLargeTitles: false\n  view: {}\n"),
      "no error")
  }
}
