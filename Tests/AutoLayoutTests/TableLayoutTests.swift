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

  /// iOS 13 on a 375-point phone: margins 11 / 16 (8 at the trailing side beside the disclosure
  /// indicator), the row 16 + 11 = 27 narrower, no separator, a styled self-sizing row at least
  /// 44. On a 430-point phone the inset is 20: 31 narrower, margins 20.
  func testMarginsAndAccessoryFollowTheWidth() throws {
    let narrow = try XCTUnwrap(
      layout(accessory: .disclosureIndicator, styled: true).geometry(
        rootWidth: 375, scale: 2, for: .iOS13))
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

  /// The 390- and 393-point iPhones (12–16) have a wide table's margins, 20, as Xcode saved them
  /// (public repos, not the holdout; TableViewMetrics.swift's `cellSeparatorInset`):
  /// julianworden/EmojiDictionary (Xcode 13.4, iPhone 13, 390): a text field pinned to a plain
  /// cell's content view margins at x 20, 350 wide = 390 − 2 × 20, and 11 down;
  /// a578ff6/MyLabEmojiDictionaryPart3 (Xcode 15, 393): x 20, 353 wide = 393 − 2 × 20. On iOS 17
  /// a detail disclosure button then leaves 393 − (20 + 42.5 rounded down to the @3x pixel,
  /// 42.333) = 330.667, as Xcode 14 saved it in CelesTech03, NAD777 and Bjn31J/Checklists
  /// (m = 16 would give 334.667).
  func testIPhone12To16TablesHaveWideMargins() throws {
    let thirteen = try XCTUnwrap(layout().geometry(rootWidth: 390, scale: 3, for: .iOS15))
    XCTAssertEqual(thirteen.margins, DirectionalEdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20))
    XCTAssertEqual(390 - thirteen.margins.leading - thirteen.margins.trailing, 350)
    let fifteen = try XCTUnwrap(layout().geometry(rootWidth: 393, scale: 3, for: .iOS17))
    XCTAssertEqual(393 - fifteen.margins.leading - fifteen.margins.trailing, 353)
    let detail = try XCTUnwrap(
      layout(accessory: .detailDisclosureButton).geometry(rootWidth: 393, scale: 3, for: .iOS17))
    XCTAssertEqual(393 - detail.narrower, 330.667, accuracy: 1e-3)
    XCTAssertEqual(SystemMetrics.cellSeparatorInset(cellWidth: 375, for: .iOS17), 16)
    XCTAssertEqual(SystemMetrics.cellSeparatorInset(cellWidth: 390, for: .iOS15), 20)
    XCTAssertEqual(SystemMetrics.cellSeparatorInset(cellWidth: 393, for: .iOS10), 15)
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

  /// An inset-grouped table on iOS 13 at 393 points: rows inset 20 on each side (40 narrower;
  /// ZFAbox/EmojiDictionary, Xcode 16: 353-point cells at x 20 on the 393-point canvas);
  /// a titled first header 55.5 above the first row on a @2x screen, rounded down to the
  /// pixel on a @3x one (166.5 pixels → 166: 55.333), a one-line titled footer 30 (14 + 16 a
  /// line; the text model sets "Changes apply to every device." 189.5 wide in the footnote
  /// style, within 393 − 2 × (20 + 20) = 313) and an untitled header 18 before the second
  /// section, an untitled footer 18 after the last row.
  func testInsetGroupedSections() throws {
    let table = layout(
      .insetGrouped,
      sections: [
        TableLayout.Section(
          rowCount: 2, hasHeaderTitle: true, footerTitle: "Changes apply to every device."),
        TableLayout.Section(rowCount: 1),
      ])
    let g = try XCTUnwrap(table.geometry(rootWidth: 393, scale: 2, for: .iOS13))
    XCTAssertEqual(g.leadingInset, 20)
    XCTAssertEqual(g.narrower, 40)
    XCTAssertEqual(g.gaps, [55.5, 0, 30 + 18])
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

  /// What a release lacks: a grouped table's titled headers and footers before iOS 11 (iOS 26 keeps iOS
  /// 13–18's: rileytestut/Delta and IOS-nRF-Mesh-Library, Xcode 26), its
  /// titled headers on iOS 15 (its files disagree), titled footers on iOS 15, a checkmark's
  /// width before iOS 11, the inset-grouped style
  /// before iOS 13; nothing for a plain table.
  func testUnknownOnAnotherRelease() {
    XCTAssertNil(layout(.grouped).unknownOn(.iOS18))
    XCTAssertNil(layout(.grouped).unknownOn(.iOS26))
    let titled = [TableLayout.Section(rowCount: 1, hasHeaderTitle: true)]
    XCTAssertEqual(layout(.grouped, sections: titled).unknownOn(.iOS15), .sectionHeights)
    XCTAssertNil(layout(.grouped, sections: titled).unknownOn(.iOS16))
    XCTAssertNil(layout(.grouped, sections: titled).unknownOn(.iOS26))
    let footed = [TableLayout.Section(rowCount: 1, footerTitle: "Careful")]
    XCTAssertNil(layout(.grouped, sections: footed).unknownOn(.iOS12))
    XCTAssertEqual(layout(.grouped, sections: footed).unknownOn(.iOS10), .sectionHeights)
    XCTAssertEqual(layout(.grouped, sections: footed).unknownOn(.iOS15), .sectionHeights)
    XCTAssertNil(layout(.grouped, sections: footed).unknownOn(.iOS14))
    XCTAssertNil(layout(.grouped, sections: footed).unknownOn(.iOS18))
    let empty = [TableLayout.Section(rowCount: 1, footerTitle: "")]
    XCTAssertNil(layout(.grouped, sections: empty).unknownOn(.iOS17))
    XCTAssertEqual(layout(.grouped, sections: empty).unknownOn(.iOS15), .sectionHeights)
    XCTAssertEqual(layout(.grouped, sections: empty).unknownOn(.iOS12), .sectionHeights)
    // Untitled grouped sections are known from iOS 9 (Xcode 7 and 8's Checklists storyboards):
    // the first row 18 + 17 = 35 down, the table's 18-point footer below the last; titled
    // headers are not known before iOS 11.
    let ten = layout(.grouped).geometry(rootWidth: 393, scale: 3, for: .iOS10)
    XCTAssertEqual(ten?.gaps, [35, 0])
    XCTAssertEqual(ten?.end, 18)
    XCTAssertEqual(layout(.grouped, sections: titled).unknownOn(.iOS10), .sectionHeights)
    XCTAssertEqual(layout(accessory: .checkmark).unknownOn(.iOS10), .accessory)
    XCTAssertNil(layout(accessory: .checkmark).unknownOn(.iOS11))
    XCTAssertEqual(layout(.insetGrouped).unknownOn(.iOS12), .style)
    XCTAssertNil(layout().unknownOn(.iOS9))
  }

  /// Titled footers on iOS 11–14 and 16–18 (TableViewMetrics.swift: rileytestut/Delta,
  /// IOS-nRF-Mesh-Library, AudioTapProcessor, Archive/StaticTable): 14 + 16 a line, the title in
  /// the footnote style wrapped in the table less its 16-point separator insets at 375 points,
  /// 343. The text model sets "Changes apply to every device signed in to this account,
  /// including ones added later." 508.5 wide: two lines in 343, a 46-point footer. Three titled
  /// sections, the first and second footed: the first row under the titled first header, 55.5
  /// (a first header keeps its height with a footer); the second section's header is titled and
  /// its section footed, 45.5, below the first's 46: 55.5 + 44 + 46 + 45.5 = 191; the third is
  /// titled but not footed, 38, below the second's one-line 30: 191 + 44 + 30 + 38 = 303; below
  /// its row the untitled 18.
  func testTitledFootersByTheirLines() throws {
    let two = "Changes apply to every device signed in to this account, including ones added later."
    let sections = [
      TableLayout.Section(rowCount: 1, hasHeaderTitle: true, footerTitle: two),
      TableLayout.Section(
        rowCount: 1, hasHeaderTitle: true, footerTitle: "Changes apply to every device."),
      TableLayout.Section(rowCount: 1, hasHeaderTitle: true),
    ]
    for ios in [IOSVersion.iOS11, .iOS12, .iOS13, .iOS14, .iOS16, .iOS17, .iOS18] {
      let g = try XCTUnwrap(
        layout(.grouped, rowHeight: .fixed(44), sections: sections).geometry(
          rootWidth: 375, scale: 2, for: ios), "\(ios)")
      XCTAssertEqual(g.gaps, [55.5, 46 + 45.5, 30 + 38], "\(ios)")
      XCTAssertEqual(g.end, 18, "\(ios)")
    }
    // On a @3x screen the footed section's 45.5 header rounds down to the pixel, as 55.5 does:
    // 136.5 pixels → 136, 45.333.
    let threeX = try XCTUnwrap(
      layout(.grouped, rowHeight: .fixed(44), sections: sections).geometry(
        rootWidth: 375, scale: 3, for: .iOS17))
    XCTAssertEqual(threeX.gaps[1], 46 + 136.0 / 3, accuracy: 1e-9)
  }

  /// An inset-grouped table's footer title wraps inside its section insets too: at 375 points
  /// 375 − 2 × (16 + 16) = 311. The text model sets "Changes apply to every device signed in to
  /// this account, including ones added later, and replace what they had." 675.5 wide: two
  /// lines in a grouped table's 343 (46), three in 311 (14 + 48 = 62).
  func testInsetGroupedFooterTitlesWrapInsideTheSectionInsets() throws {
    let long =
      "Changes apply to every device signed in to this account, including ones added later, and replace what they had."
    let sections = [
      TableLayout.Section(rowCount: 1, footerTitle: long), TableLayout.Section(rowCount: 1),
    ]
    let grouped = try XCTUnwrap(
      layout(.grouped, sections: sections).geometry(rootWidth: 375, scale: 2, for: .iOS17))
    XCTAssertEqual(grouped.gaps, [18, 46 + 18])
    let inset = try XCTUnwrap(
      layout(.insetGrouped, sections: sections).geometry(rootWidth: 375, scale: 2, for: .iOS17))
    XCTAssertEqual(inset.gaps, [18, 62 + 18])
  }

  /// An empty footer title (a cleared inspector field) is 22, whatever the table's 18, and makes
  /// the titled header above its section 45.5 (rileytestut/Delta, TableViewMetrics.swift): the
  /// first row under the titled first header, 55.5; the second section, titled and with an
  /// empty footer, 22 + 45.5 below the first's; the third, titled without a footer, 22 + 38.
  func testAnEmptyFooterTitleIsTwentyTwo() throws {
    let sections = [
      TableLayout.Section(rowCount: 1, hasHeaderTitle: true, footerTitle: ""),
      TableLayout.Section(rowCount: 1, hasHeaderTitle: true, footerTitle: ""),
      TableLayout.Section(rowCount: 1, hasHeaderTitle: true),
    ]
    let g = try XCTUnwrap(
      layout(.grouped, sections: sections).geometry(rootWidth: 375, scale: 2, for: .iOS18))
    XCTAssertEqual(g.gaps, [55.5, 22 + 45.5, 22 + 38])
  }
}
