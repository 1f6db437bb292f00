import AutoLayout
import ScenarioFormat
import ScenarioTestSupport
import Simulation
import XCTest

/// A scenario table is laid out by the engine for the window it is in (TableLayout,
/// LayoutEngine+TableLayout): its cell margins and accessory widths follow the root view's width
/// and the scenario's `ios:`, its separators the release and the screen's scale, and a rotation
/// lays the rows out again. Frames derived by hand from the rules in TableViewMetrics.swift
/// (Guides/UIKitVersions.md).
final class TableWindowTests: XCTestCase {
  /// A table filling the root view below the safe area's top; each row a 30-point box pinned
  /// to the content view's margins.
  static func yaml(
    device: String, ios: String? = nil, rowHeight: String = "automatic", accessory: String? = nil,
    events: String = "[load]"
  ) -> String {
    """
    device: \(device)
    \(ios.map { "ios: \($0)" } ?? "")
    controller:
      view:
        subviews:
          - table: list
            rowHeight: \(rowHeight)
            cell:
              \(accessory.map { "accessory: \($0)" } ?? "")
              subviews:
                - view: box
                  intrinsicSize: [none, 30]
              constraints:
                - box.top == contentView.margins.top
                - box.bottom == contentView.margins.bottom
                - box.leading == contentView.margins.leading
                - box.trailing == contentView.margins.trailing
            rows: [{}, {}]
      constraints:
        - list.top == safeArea.top
        - list.bottom == view.bottom
        - list.leading == view.leading
        - list.trailing == view.trailing
    events: \(events)
    """
  }

  /// iPhone 8 (375 × 667 @2x), newest release: the cell's side margins are 16 up to 375 points,
  /// so the box is at x 16, 375 − 32 = 343 wide. On its side the root view is 667 wide, and the
  /// margins are 20 (a table wider than 375): the box at 20, 667 − 40 = 627 wide; back upright,
  /// 16 again. Rows are 11 + 30 + 11 = 52 tall (no separator from iOS 13).
  func testRotationLaysTheRowsOutAgain() throws {
    let sim = try play(
      Self.yaml(device: "iphone-8", events: "[load, {rotate: landscapeLeft}, {rotate: portrait}]"))
    XCTAssertEqual(sim.frame("box_1", at: 1), rect(16, 11, 343, 30))
    XCTAssertEqual(sim.frame("list_2", at: 1), rect(0, 52, 375, 52))
    XCTAssertEqual(sim.frame("box_1", at: 2), rect(20, 11, 627, 30))
    XCTAssertEqual(sim.frame("list_2", at: 2), rect(0, 52, 667, 52))
    XCTAssertEqual(sim.frame("box_2", at: 3), rect(16, 11, 343, 30))
    for step in sim.steps { XCTAssertTrue(step.issues.isEmpty, "\(step.issues)") }
  }

  /// On its side the iPhone 15 Pro's safe area keeps 59 points on each side
  /// (`insetsContentViewsToSafeArea`, iOS 11 and later): each row (the content view) starts at
  /// 59 and is 852 − 118 = 734 wide, wider than 375, so its margins are 20: the box at 20, 694
  /// wide. Upright again, the rows span the 393-point table, also wider than 375: margins 20, the
  /// box 393 − 40 = 353 wide.
  func testLandscapeRowsKeepToTheSafeArea() throws {
    let sim = try play(
      Self.yaml(
        device: "iphone-15-pro", events: "[load, {rotate: landscapeLeft}, {rotate: portrait}]"))
    XCTAssertEqual(sim.frame("list_1", at: 2), rect(59, 0, 734, 52))
    XCTAssertEqual(sim.frame("box_1", at: 2), rect(20, 11, 694, 30))
    XCTAssertEqual(sim.frame("list_1", at: 3), rect(0, 0, 393, 52))
    XCTAssertEqual(sim.frame("box_1", at: 3), rect(20, 11, 353, 30))
  }

  /// A template constraint that fights the table's own width for its row is a conflict UIKit
  /// logs once, breaking the table's constraint (named for what it relates, with its constant):
  /// the row then keeps the template's 100 points. A second identical pass logs nothing more.
  func testAConflictWithTheRowWidthIsLoggedOnce() throws {
    let yaml = Self.yaml(device: "iphone-15-pro", rowHeight: "60", events: "[load, {rotate: portrait}]")
      .replacingOccurrences(
        of: "- box.trailing == contentView.margins.trailing",
        with: "- box.trailing == contentView.margins.trailing\n            - contentView.width == 100")
    let sim = try play(yaml)
    let log = sim.steps[0].messages.joined()
    XCTAssertEqual(sim.steps[0].messages.count, 2, log)  // one per row
    XCTAssertTrue(
      log.contains(
        "<NSLayoutConstraint:system 'UITableView-row-width' UIView:list_1.width == UIScrollView:list.width - 0   (active)>"
      ), log)
    XCTAssertEqual(sim.frame("list_1", at: 1)?.width, 100)
    XCTAssertEqual(sim.steps[1].messages, [])
  }

  /// The iPhone 15 Pro Max is 430 wide: 20-point cell margins upright (the box 430 − 40 = 390
  /// wide). With a disclosure indicator on iOS 13 the row (the content view) is 430 − (20 + 11) =
  /// 399 wide, its trailing margin 8: the box 399 − 20 − 8 = 371 wide.
  func testWidePhoneMarginsAndAccessory() throws {
    let plain = try play(Self.yaml(device: "iphone-15-pro-max"))
    XCTAssertEqual(plain.frame("box_1", at: 1), rect(20, 11, 390, 30))
    let disclosed = try play(
      Self.yaml(device: "iphone-15-pro-max", ios: "13", accessory: "disclosureIndicator"))
    XCTAssertEqual(disclosed.frame("list_1", at: 1), rect(0, 0, 399, 52))
    XCTAssertEqual(disclosed.frame("box_1", at: 1), rect(20, 11, 371, 30))
  }

  /// iOS 12 on the iPhone 8 (@2x): the separator takes one pixel below each row's content view,
  /// so 60-point rows are 59.5 tall content views 60 apart; a disclosure indicator takes the
  /// separator inset (16 under 414 points from iOS 11, its minimum layout margin) + 18: 375 − 34
  /// = 341 (public Checklists storyboards of Xcode 9 and 10 save 341). On the iPhone 8
  /// Plus (414 wide, @3x) the inset is 20: 414 − 38 = 376 (Restorer, Xcode 10, saves 376), the
  /// separator a third of a point: 60 − 1/3 = 59.667.
  func testSeparatorAndAccessoryOnIOS12() throws {
    let sim = try play(
      Self.yaml(device: "iphone-8", ios: "12", rowHeight: "60", accessory: "disclosureIndicator"))
    XCTAssertEqual(sim.frame("list_1", at: 1), rect(0, 0, 341, 59.5))
    XCTAssertEqual(sim.frame("list_2", at: 1), rect(0, 60, 341, 59.5))
    let plus = try play(
      Self.yaml(device: "iphone-8-plus", ios: "12", rowHeight: "60", accessory: "disclosureIndicator"))
    assertFrame(plus.frame("list_1", at: 1), [0, 0, 376, 59.667])
    assertFrame(plus.frame("list_2", at: 1), [0, 60, 376, 59.667])
  }

  /// Before iOS 11 a cell's content view has UIView's default margins, 8 on every side, and the
  /// separator inset is 15 at every width: on iOS 10 on the iPhone 8 Plus a self-sizing row is
  /// 8 + 30 + 8 = 46 tall plus a third of a point of separator, the box at x 8, 414 − 16 = 398
  /// wide; with a disclosure indicator the row is 414 − (15 + 18) = 381 wide (20 + 18 from iOS 11).
  func testMarginsAndInsetBeforeIOS11() throws {
    let sim = try play(Self.yaml(device: "iphone-8-plus", ios: "10"))
    XCTAssertEqual(sim.frame("box_1", at: 1), rect(8, 8, 398, 30))
    XCTAssertEqual(sim.frame("list_1", at: 1), rect(0, 0, 414, 46))
    assertFrame(sim.frame("list_2", at: 1), [0, 46.333, 414, 46])
    let disclosed = try play(
      Self.yaml(device: "iphone-8-plus", ios: "10", accessory: "disclosureIndicator"))
    XCTAssertEqual(disclosed.frame("list_1", at: 1)?.width, 381)
  }

  /// `frame` is `expected` to the 1/3-point grid's printed precision.
  func assertFrame(_ frame: Rect?, _ expected: [Double], line: UInt = #line) {
    guard let frame else { return XCTFail("no frame", line: line) }
    for (actual, value) in zip([frame.minX, frame.minY, frame.width, frame.height], expected) {
      XCTAssertEqual(actual, value, accuracy: 0.001, "\(frame)", line: line)
    }
  }
}
