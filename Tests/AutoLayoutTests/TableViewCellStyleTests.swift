import AutoLayout
import XCTest

/// The styled-cell and table-style rules of TableViewCellStyle.swift: which styles and releases
/// they know, and the inset-grouped section inset by width.
final class TableViewCellStyleTests: XCTestCase {
  /// Interface Builder's style names map to UIKit's; anything else is no style.
  func testInterfaceBuilderStyleNames() {
    XCTAssertEqual(
      ["Default", "Subtitle", "Value1", "Value2"].compactMap {
        SystemMetrics.CellStyle(interfaceBuilderStyle: "IBUITableViewCellStyle" + $0)
      }, [.default, .subtitle, .value1, .value2])
    XCTAssertNil(SystemMetrics.CellStyle(interfaceBuilderStyle: "subtitle"))
  }

  /// Every style places the labels it shows (every rule names only the parts the style has).
  func testRulesNameOnlyTheStylesParts() throws {
    let basic = SystemMetrics.cellLabelConstraints(.default, leading: 16, trailing: 8)
    XCTAssertFalse(basic.contains { $0.first == .detailTextLabel || $0.second == .detailTextLabel })
    // The basic label: 16 from the leading edge, 8 before the trailing one.
    XCTAssertTrue(basic.contains(.init(.textLabel, .leading, .equal, .contentView, .leading, 16)))
    XCTAssertTrue(basic.contains(.init(.textLabel, .trailing, .equal, .contentView, .trailing, -8)))
    let value1 = SystemMetrics.cellLabelConstraints(.value1, leading: 16, trailing: 8)
    XCTAssertTrue(
      value1.contains(.init(.detailTextLabel, .trailing, .equal, .contentView, .trailing, -8)))
    XCTAssertFalse(value1.contains { $0.first == .labels })
    // value2: the text label a 91-point column from the leading inset, the detail 6 after it.
    let value2 = SystemMetrics.cellLabelConstraints(.value2, leading: 20, trailing: 8)
    XCTAssertTrue(value2.contains(.init(.textLabel, .leading, .equal, .contentView, .leading, 20)))
    XCTAssertTrue(value2.contains(.init(.textLabel, .width, .equal, nil, nil, 91)))
    XCTAssertTrue(
      value2.contains(.init(.detailTextLabel, .leading, .equal, .textLabel, .trailing, 6)))
    XCTAssertTrue(
      value2.contains(
        .init(.detailTextLabel, .trailing, .lessThanOrEqual, .contentView, .trailing, -8)))
  }

  /// A detail disclosure button's share of a cell, by release, the separator inset being m:
  /// m + 52 on iOS 10, 52 beyond at least 16 on iOS 11 and 12 (the layout margin's minimum),
  /// m + 43 on iOS 13 and 14; on iOS 15 m + 38 with the iOS 15.0 SDK (Xcode 13.0–13.1: 375 →
  /// 321 in public Checklists storyboards) and m + 37 from iOS 15.2 (Xcode 13.2–13.4: 375 → 322),
  /// the newest (a scenario's) too, a third of a point more at @3x (375 → 321.667 on an iPhone X
  /// canvas); m + 42.5 on iOS 16–18, rounded down to the pixel at @3x: 20 + 42.333 (Xcode 14
  /// saves 393 → 330.667); unknown on iOS 26. A detail button is known on no release.
  func testDetailDisclosureButtonWidths() {
    func width(_ margin: Double, _ ios: IOSVersion, scale: Double = 2, point: Int? = nil) -> Double? {
      SystemMetrics.accessoryWidth(
        .detailDisclosureButton, margin: margin, scale: scale, for: ios, pointRelease: point)
    }
    XCTAssertEqual(width(15, .iOS10), 67)
    XCTAssertEqual(width(15, .iOS11), 68)
    XCTAssertEqual(width(15, .iOS12), 68)
    XCTAssertEqual(width(20, .iOS12), 72)
    XCTAssertEqual(width(20, .iOS13), 63)
    XCTAssertEqual(width(16, .iOS14), 59)
    XCTAssertEqual(width(16, .iOS15, point: 0), 54)
    XCTAssertEqual(width(20, .iOS15, point: 1), 58)
    XCTAssertEqual(width(16, .iOS15, point: 2), 53)
    XCTAssertEqual(width(20, .iOS15, point: 4), 57)
    XCTAssertEqual(width(16, .iOS15), 53)
    XCTAssertEqual(375 - width(16, .iOS15, scale: 3, point: 2)!, 321.667, accuracy: 1e-3)
    XCTAssertEqual(width(16, .iOS16), 58.5)
    XCTAssertEqual(width(16, .iOS17), 58.5)
    XCTAssertEqual(width(20, .iOS18), 62.5)
    XCTAssertEqual(393 - width(20, .iOS16, scale: 3)!, 330.667, accuracy: 1e-3)
    XCTAssertNil(width(16, .iOS26))
    for ios in IOSVersion.allCases {
      XCTAssertNil(SystemMetrics.accessoryWidth(.detailButton, margin: 16, scale: 2, for: ios))
    }
  }

  /// A disclosure indicator's share of a cell on iOS 15, by the SDK's point release, the
  /// separator inset being m: m + 9.5 with the iOS 15.0 SDK (Xcode 13.0–13.1 save 375 → 349.5
  /// and 414 → 384.5 in public Checklists and MyLocations storyboards) and m + 8.5 from iOS 15.2
  /// (Xcode 13.2–13.4: 375 → 350.5, 414 → 385.5), the newest (a scenario's) too; both rounded
  /// up to the pixel on @3x canvases: 428 − (20 + 9.667) = 398.333 and 428 − (20 + 8.667) =
  /// 399.333 (habitica-ios's 428-point canvases). iOS 14's m + 11 and iOS 16's m + 10.5 do not
  /// depend on the point release.
  func testDisclosureIndicatorOnIOS15ByPointRelease() {
    func width(_ margin: Double, _ ios: IOSVersion, scale: Double = 2, point: Int? = nil) -> Double? {
      SystemMetrics.accessoryWidth(
        .disclosureIndicator, margin: margin, scale: scale, for: ios, pointRelease: point)
    }
    XCTAssertEqual(width(16, .iOS15, point: 0), 25.5)
    XCTAssertEqual(width(20, .iOS15, point: 1), 29.5)
    XCTAssertEqual(width(16, .iOS15, point: 2), 24.5)
    XCTAssertEqual(width(20, .iOS15, point: 4), 28.5)
    XCTAssertEqual(width(16, .iOS15), 24.5)
    XCTAssertEqual(428 - width(20, .iOS15, scale: 3, point: 0)!, 398.333, accuracy: 1e-3)
    XCTAssertEqual(428 - width(20, .iOS15, scale: 3, point: 2)!, 399.333, accuracy: 1e-3)
    XCTAssertEqual(width(16, .iOS14, point: 0), 27)
    XCTAssertEqual(width(16, .iOS16, point: 0), 26.5)
  }

  /// Fonts from iOS 13 only (scenario tables do not model the earlier separator pixel).
  func testLabelTextStyles() {
    XCTAssertNil(SystemMetrics.cellLabelTextStyles(.subtitle, for: .iOS12))
    XCTAssertEqual(SystemMetrics.cellLabelTextStyles(.subtitle, for: .iOS13)?.detail, .subheadline)
    XCTAssertNil(SystemMetrics.cellLabelTextStyles(.default, for: .iOS18)?.detail)
    // value2's labels in Footnote (13 pt at Large, as Xcode 11 saves them).
    XCTAssertEqual(SystemMetrics.cellLabelTextStyles(.value2, for: .iOS13)?.text, .footnote)
    XCTAssertEqual(SystemMetrics.cellLabelTextStyles(.value2, for: .iOS13)?.detail, .footnote)
    XCTAssertNil(SystemMetrics.cellLabelTextStyles(.value2, for: .iOS12))
    // value2's column is known from iOS 13 only, the other styles' layouts on every release.
    XCTAssertFalse(SystemMetrics.knowsCellLabelLayout(.value2, for: .iOS12))
    XCTAssertTrue(SystemMetrics.knowsCellLabelLayout(.value2, for: .iOS13))
    XCTAssertTrue(SystemMetrics.knowsCellLabelLayout(.value1, for: .iOS9))
  }

  /// 16 up to 375 points (the iPhone 12 mini), 20 wider (the iPhone 15 Pro's 393: ZFAbox/
  /// EmojiDictionary's inset-grouped cells at x 20, 353 wide; the Pro Max's 430); no
  /// inset-grouped style before iOS 13.
  func testInsetGroupedSectionInset() {
    XCTAssertEqual(SystemMetrics.insetGroupedSectionInset(tableWidth: 375, for: .iOS17), 16)
    XCTAssertEqual(SystemMetrics.insetGroupedSectionInset(tableWidth: 393, for: .iOS17), 20)
    XCTAssertEqual(SystemMetrics.insetGroupedSectionInset(tableWidth: 430, for: .iOS17), 20)
    XCTAssertNil(SystemMetrics.insetGroupedSectionInset(tableWidth: 393, for: .iOS12))
  }
}
