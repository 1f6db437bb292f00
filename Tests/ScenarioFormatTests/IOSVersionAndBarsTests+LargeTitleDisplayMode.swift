import AutoLayout
import Foundation
import XCTest

@testable import ScenarioFormat

/// `controller.largeTitleDisplayMode` and `controller.pushedOnto`: UINavigationItem's display
/// mode, and the stack below the controller whose modes `automatic` inherits (UINavigationItem's
/// documentation, "largeTitleDisplayMode").
/// (The reader's helpers are IOSVersionAndBarsTests', whose large-title tests these extend.)
extension IOSVersionAndBarsTests {
  /// A navigation controller preferring large titles, with `extra` lines in the controller.
  func file(_ extra: String, prefers: Bool = true, ios: String? = nil, events: String = "")
    -> String
  {
    "device: iphone-8\n" + (ios.map { "ios: \($0)\n" } ?? "")
      + "controller:\n  embed: navigation\n  prefersLargeTitles: \(prefers)\n" + extra
      + "  view: {}\n" + events
  }

  /// The rule on its own: the root item with `automatic` shows the large title; `automatic`
  /// keeps the item below's; `always` and `never` decide; nothing without `prefersLargeTitles`.
  func testTheRuleFollowsUINavigationItemsDocumentation() {
    func shows(_ stack: [LargeTitleDisplayMode], prefers: Bool = true) -> Bool {
      LargeTitleDisplayMode.showsLargeTitle(prefersLargeTitles: prefers, stack: stack)
    }
    XCTAssertTrue(shows([.automatic]))
    XCTAssertFalse(shows([.never]))
    XCTAssertTrue(shows([.always]))
    XCTAssertFalse(shows([.never, .automatic]))
    XCTAssertFalse(shows([.never, .automatic, .automatic]))
    XCTAssertTrue(shows([.never, .always]))
    XCTAssertTrue(shows([.automatic, .automatic]))
    XCTAssertFalse(shows([.always, .never]))
    XCTAssertTrue(shows([.always, .never, .always, .automatic]))
    XCTAssertFalse(shows([.always], prefers: false))
    XCTAssertFalse(shows([], prefers: false))
  }

  func testTheKeysAreReadWithTheirLocations() throws {
    let scenario = try read(
      file(
        "  largeTitleDisplayMode: never\n  pushedOnto:\n"
          + "    - {name: Mailboxes}\n    - {name: Inbox, largeTitleDisplayMode: always}\n"))
    let controller = scenario.controller
    XCTAssertEqual(controller.largeTitleDisplayMode?.value, .never)
    XCTAssertEqual(controller.largeTitleDisplayMode?.location.line, 5)
    XCTAssertEqual(controller.largeTitleDisplayMode?.location.column, 26)
    XCTAssertEqual(controller.pushedOnto.map(\.name?.value), ["Mailboxes", "Inbox"])
    XCTAssertEqual(controller.pushedOnto.map(\.largeTitleDisplayMode?.value), [nil, .always])
    XCTAssertEqual(controller.pushedOnto.map(\.location.line), [7, 8])
    XCTAssertFalse(controller.showsLargeTitles)
  }

  /// `automatic` (written or not) inherits the stack's; the file's own mode is the top item's.
  func testShowsLargeTitlesAppliesTheStack() throws {
    XCTAssertTrue(try read(file("")).controller.showsLargeTitles)
    XCTAssertTrue(try read(file("  largeTitleDisplayMode: automatic\n")).controller.showsLargeTitles)
    XCTAssertFalse(try read(file("  largeTitleDisplayMode: never\n")).controller.showsLargeTitles)
    XCTAssertFalse(
      try read(file("  pushedOnto: [{largeTitleDisplayMode: never}]\n")).controller.showsLargeTitles)
    XCTAssertTrue(
      try read(file("  largeTitleDisplayMode: always\n  pushedOnto: [{largeTitleDisplayMode: never}]\n"))
        .controller.showsLargeTitles)
    XCTAssertFalse(
      try read(file("  largeTitleDisplayMode: always\n", prefers: false)).controller.showsLargeTitles)
  }

  func testBadValuesAreErrorsWithTheirPlaceAndTheValidValues() {
    XCTAssertEqual(
      errors(file("  largeTitleDisplayMode: nevr\n")),
      "t.yaml:5:26: error: unknown large title display mode 'nevr'; did you mean 'never'?")
    XCTAssertEqual(
      errors(file("  largeTitleDisplayMode: big\n")),
      "t.yaml:5:26: error: unknown large title display mode 'big'; expected automatic, always or never")
    XCTAssertEqual(
      errors(file("  pushedOnto: [{name: Inbox, largeTitleDisplayMod: always}]\n")),
      "t.yaml:5:30: error: unknown key 'largeTitleDisplayMod'; did you mean 'largeTitleDisplayMode'?")
    XCTAssertEqual(
      errors(file("  pushedOnto: {name: Inbox}\n")),
      "t.yaml:5:15: error: expected a list, found a mapping")
    XCTAssertEqual(
      errors(file("  largeTitleDisplayMod: never\n")),
      "t.yaml:5:3: error: unknown key 'largeTitleDisplayMod'; did you mean 'largeTitleDisplayMode'?")
  }

  func testTheKeysNeedANavigationControllerAndIOS11() {
    XCTAssertEqual(
      errors("device: iphone-8\ncontroller:\n  embed: tab\n  largeTitleDisplayMode: never\n  view: {}\n"),
      "t.yaml:4:3: error: 'largeTitleDisplayMode' sets the navigation item's large title, but the controller is not embedded in a navigation controller; add 'navigation' to 'embed'"
    )
    XCTAssertEqual(
      errors("device: iphone-8\ncontroller:\n  pushedOnto: [{name: Inbox}]\n  view: {}\n"),
      "t.yaml:3:3: error: 'pushedOnto' sets the navigation controller's stack, but the controller is not embedded in a navigation controller; add 'navigation' to 'embed'"
    )
    XCTAssertEqual(
      errors(
        file("  largeTitleDisplayMode: never\n  pushedOnto: [{largeTitleDisplayMode: always}]\n", prefers: false, ios: "10")),
      """
      t.yaml:6:26: error: 'largeTitleDisplayMode' needs iOS 11 or later, but 'ios' is 10 (line 2); remove it or raise 'ios'
      t.yaml:7:40: error: 'largeTitleDisplayMode' needs iOS 11 or later, but 'ios' is 10 (line 2); remove it or raise 'ios'
      """)
    XCTAssertEqual(errors(file("  pushedOnto: [{name: Inbox}]\n", ios: "11")), "no error")
  }

  /// An iOS 13+ sheet's bar is 56 pt; with a large title its height has no source: refused at the
  /// style, unless the title is not large there (`never`), the style is full screen, or the
  /// release predates card sheets.
  func testASheetOverALargeTitleIsRefused() {
    let sheet = "events:\n  - {present: pageSheet}\n"
    XCTAssertEqual(
      errors(file("", events: sheet)),
      "t.yaml:7:15: error: a pageSheet on iOS 13 or later is a sheet whose navigation bar is 56 pt; its height with a large title is not modelled (no source gives it); present it 'fullScreen', set 'largeTitleDisplayMode: never', or remove 'prefersLargeTitles'"
    )
    XCTAssertEqual(
      errors(file("", events: "events:\n  - {present: {style: formSheet}}\n")),
      "t.yaml:7:23: error: a formSheet on iOS 13 or later is a sheet whose navigation bar is 56 pt; its height with a large title is not modelled (no source gives it); present it 'fullScreen', set 'largeTitleDisplayMode: never', or remove 'prefersLargeTitles'"
    )
    XCTAssertEqual(errors(file("  largeTitleDisplayMode: never\n", events: sheet)), "no error")
    XCTAssertEqual(errors(file("", prefers: false, events: sheet)), "no error")
    XCTAssertEqual(errors(file("", events: "events:\n  - {present: fullScreen}\n")), "no error")
    XCTAssertEqual(errors(file("", ios: "12", events: sheet)), "no error")
  }
}
