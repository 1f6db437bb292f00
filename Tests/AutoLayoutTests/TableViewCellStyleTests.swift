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

  /// value2's column is not known: no rules; the other styles place both labels they show
  /// (every rule names only the parts the style has).
  func testRulesNameOnlyTheStylesParts() throws {
    XCTAssertNil(SystemMetrics.cellLabelConstraints(.value2, leading: 16, trailing: 16))
    let basic = try XCTUnwrap(SystemMetrics.cellLabelConstraints(.default, leading: 16, trailing: 8))
    XCTAssertFalse(basic.contains { $0.first == .detailTextLabel || $0.second == .detailTextLabel })
    // The basic label: 16 from the leading edge, 8 before the trailing one.
    XCTAssertTrue(basic.contains(.init(.textLabel, .leading, .equal, .contentView, .leading, 16)))
    XCTAssertTrue(basic.contains(.init(.textLabel, .trailing, .equal, .contentView, .trailing, -8)))
    let value1 = try XCTUnwrap(SystemMetrics.cellLabelConstraints(.value1, leading: 16, trailing: 8))
    XCTAssertTrue(
      value1.contains(.init(.detailTextLabel, .trailing, .equal, .contentView, .trailing, -8)))
    XCTAssertFalse(value1.contains { $0.first == .labels })
  }

  /// Fonts from iOS 13 only (scenario tables do not model the earlier separator pixel).
  func testLabelTextStyles() {
    XCTAssertNil(SystemMetrics.cellLabelTextStyles(.subtitle, for: .iOS12))
    XCTAssertEqual(SystemMetrics.cellLabelTextStyles(.subtitle, for: .iOS13)?.detail, .subheadline)
    XCTAssertNil(SystemMetrics.cellLabelTextStyles(.default, for: .iOS18)?.detail)
    XCTAssertNil(SystemMetrics.cellLabelTextStyles(.value2, for: .iOS18))
  }

  /// 16 under 414 points, 20 from 414 (the iPhone 15 Pro's 393, the Pro Max's 430); no
  /// inset-grouped style before iOS 13.
  func testInsetGroupedSectionInset() {
    XCTAssertEqual(SystemMetrics.insetGroupedSectionInset(tableWidth: 393, for: .iOS17), 16)
    XCTAssertEqual(SystemMetrics.insetGroupedSectionInset(tableWidth: 430, for: .iOS17), 20)
    XCTAssertNil(SystemMetrics.insetGroupedSectionInset(tableWidth: 393, for: .iOS12))
  }
}
