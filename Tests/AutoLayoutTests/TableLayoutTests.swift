import AutoLayout
import XCTest

/// ``TableLayout/geometry(rootWidth:scale:for:)``: where UITableView puts its rows, by the root
/// view's width and the release, against numbers derived by hand from TableViewMetrics.swift's
/// rules (Guides/UIKitVersions.md).
final class TableLayoutTests: XCTestCase {
  func layout(
    _ style: SystemMetrics.TableStyle = .plain, accessory: SystemMetrics.CellAccessory = .none,
    rowHeight: TableLayout.RowHeight = .automatic, styled: Bool = false,
    sections: [TableLayout.Section] = [TableLayout.Section(rowCount: 2)]
  ) -> TableLayout {
    var layout = TableLayout()
    layout.style = style
    layout.accessory = accessory
    layout.rowHeight = rowHeight
    layout.hasCellStyle = styled
    layout.sections = sections
    return layout
  }

  /// iOS 13 on a 393-point phone: margins 11 / 16 (8 at the trailing side beside the disclosure
  /// indicator), the row 16 + 11 = 27 narrower, no separator, a styled self-sizing row at least
  /// 44. On a 430-point phone the inset is 20: 31 narrower, margins 20.
  func testMarginsAndAccessoryFollowTheWidth() throws {
    let narrow = try XCTUnwrap(
      layout(accessory: .disclosureIndicator, styled: true).geometry(
        rootWidth: 393, scale: 3, for: .iOS13))
    XCTAssertEqual(narrow.margins, DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 8))
    XCTAssertEqual(narrow.narrower, 27)
    XCTAssertEqual(narrow.separator, 0)
    XCTAssertEqual(narrow.minimumRowHeight, 44)
    XCTAssertNil(narrow.rowHeight)
    let wide = try XCTUnwrap(
      layout(accessory: .disclosureIndicator).geometry(rootWidth: 430, scale: 3, for: .iOS13))
    XCTAssertEqual(wide.narrower, 31)
    XCTAssertEqual(wide.margins.leading, 20)
    XCTAssertNil(wide.minimumRowHeight)
  }

  /// Before iOS 13 a pixel of separator below each fixed 44-point row: 43.5 on @2x; before
  /// iOS 11 UIView's 8-point margins and a 15-point inset at every width (15 + 18 beside a
  /// disclosure indicator at 768 points); iOS 12 at 414: 20 + 18.
  func testSeparatorsAndMarginsBeforeIOS13() throws {
    let ten = try XCTUnwrap(
      layout(accessory: .disclosureIndicator, rowHeight: .fixed(44)).geometry(
        rootWidth: 768, scale: 2, for: .iOS10))
    XCTAssertEqual(ten.separator, 0.5)
    XCTAssertEqual(ten.rowHeight, 43.5)
    XCTAssertEqual(ten.margins, DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
    XCTAssertEqual(ten.narrower, 33)
    let twelve = try XCTUnwrap(
      layout(accessory: .disclosureIndicator).geometry(rootWidth: 414, scale: 3, for: .iOS12))
    XCTAssertEqual(twelve.narrower, 38)
    XCTAssertEqual(twelve.separator, 1.0 / 3)
  }

  /// An inset-grouped table on iOS 13 at 393 points: rows inset 16 on each side (32 narrower);
  /// a titled first header 55.5 above the first row on a @2x screen, rounded down to the
  /// pixel on a @3x one (166.5 pixels → 166: 55.333), a titled footer 37.5 and an untitled
  /// header 18 before the second section, an untitled footer 18 after the last row.
  func testInsetGroupedSections() throws {
    let table = layout(
      .insetGrouped,
      sections: [
        TableLayout.Section(rowCount: 2, hasHeaderTitle: true, hasFooterTitle: true),
        TableLayout.Section(rowCount: 1),
      ])
    let g = try XCTUnwrap(table.geometry(rootWidth: 393, scale: 2, for: .iOS13))
    XCTAssertEqual(g.leadingInset, 16)
    XCTAssertEqual(g.narrower, 32)
    XCTAssertEqual(g.gaps, [55.5, 0, 37.5 + 18])
    XCTAssertEqual(g.end, 18)
    let threeX = try XCTUnwrap(table.geometry(rootWidth: 393, scale: 3, for: .iOS13))
    XCTAssertEqual(threeX.gaps[0], 166.0 / 3, accuracy: 1e-9)
  }

  /// Grouped sections on iOS 11–12 (public Checklists and Emoji Dictionary storyboards of
  /// Xcode 9 and 10, TableViewMetrics.swift): an untitled first header is 17 more than the
  /// table's 18, 35; a titled header 55.5 above the first section and 38 below an 18-point
  /// untitled footer. Titled sections on iOS 16–18 keep iOS 13's 55.5 and 18 + 38.
  func testGroupedSectionsOnIOS12AndIOS18() throws {
    let untitled = try XCTUnwrap(
      layout(.grouped, sections: [TableLayout.Section(rowCount: 1), TableLayout.Section(rowCount: 1)])
        .geometry(rootWidth: 375, scale: 2, for: .iOS12))
    XCTAssertEqual(untitled.gaps, [35, 18 + 18])
    let sections = [
      TableLayout.Section(rowCount: 1, hasHeaderTitle: true),
      TableLayout.Section(rowCount: 1, hasHeaderTitle: true),
    ]
    for ios in [IOSVersion.iOS11, .iOS12, .iOS16, .iOS17, .iOS18] {
      let titled = try XCTUnwrap(
        layout(.grouped, sections: sections).geometry(rootWidth: 375, scale: 2, for: ios), "\(ios)")
      XCTAssertEqual(titled.gaps, [55.5, 18 + 38], "\(ios)")
    }
  }

  /// What a release lacks: a grouped table's section heights before iOS 11 and on iOS 26, its
  /// titled headers on iOS 15 (its files disagree), titled footers after iOS 13, a checkmark's
  /// width before iOS 11, the inset-grouped style
  /// before iOS 13; nothing for a plain table.
  func testUnknownOnAnotherRelease() {
    XCTAssertNil(layout(.grouped).unknownOn(.iOS18))
    XCTAssertEqual(layout(.grouped).unknownOn(.iOS26), .sectionHeights)
    let titled = [TableLayout.Section(rowCount: 1, hasHeaderTitle: true)]
    XCTAssertEqual(layout(.grouped, sections: titled).unknownOn(.iOS15), .sectionHeights)
    XCTAssertNil(layout(.grouped, sections: titled).unknownOn(.iOS16))
    XCTAssertEqual(layout(.grouped, sections: titled).unknownOn(.iOS26), .sectionHeights)
    let footed = [TableLayout.Section(rowCount: 1, hasFooterTitle: true)]
    XCTAssertEqual(layout(.grouped, sections: footed).unknownOn(.iOS14), .sectionHeights)
    XCTAssertNil(layout(.grouped).geometry(rootWidth: 393, scale: 3, for: .iOS10))
    XCTAssertEqual(layout(accessory: .checkmark).unknownOn(.iOS10), .accessory)
    XCTAssertNil(layout(accessory: .checkmark).unknownOn(.iOS11))
    XCTAssertEqual(layout(.insetGrouped).unknownOn(.iOS12), .style)
    XCTAssertNil(layout().unknownOn(.iOS9))
  }
}
