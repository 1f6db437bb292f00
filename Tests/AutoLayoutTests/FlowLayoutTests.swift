import AutoLayout
import XCTest

/// UICollectionViewFlowLayout's rules (CollectionViewFlowLayout.swift cites each), on frames
/// derived by hand: every number below says how it was worked out.
final class FlowLayoutTests: XCTestCase {
  func rect(_ r: Rect) -> [Double] { [r.minX, r.minY, r.width, r.height] }

  /// UICollectionViewFlowLayout's reference: itemSize 50 × 50, both spacings 10, zero insets,
  /// vertical scrolling, no header or footer, insets from the content inset.
  func testDefaultsAreUIKits() {
    let layout = FlowLayout()
    XCTAssertEqual(layout.itemSize, .fixed(Size(width: 50, height: 50)))
    XCTAssertEqual(layout.minimumInteritemSpacing, 10)
    XCTAssertEqual(layout.minimumLineSpacing, 10)
    XCTAssertEqual(layout.sectionInset, .zero)
    XCTAssertEqual(layout.scrollDirection, .vertical)
    XCTAssertEqual(layout.headerReferenceSize, .zero)
    XCTAssertEqual(layout.sectionInsetReference, .fromContentInset)
  }

  /// Seven 100 × 100 items in 375 points: 3 fit (3 · 100 + 2 · 10 = 320 ≤ 375; 4 would take
  /// 430); the 75 left over spread into 2 gaps of 37.5, so columns at 0, 137.5, 275. Lines 110
  /// apart (100 + 10). The seventh item, alone on the last line, keeps the first column.
  func testSameSizedItemsFormAJustifiedGrid() {
    var layout = FlowLayout()
    layout.itemSize = .fixed(Size(width: 100, height: 100))
    let sizes = Array(repeating: Size(width: 100, height: 100), count: 7)
    let placed = layout.place(sizes, in: Size(width: 375, height: 667))
    XCTAssertEqual(placed.items.map(\.minX), [0, 137.5, 275, 0, 137.5, 275, 0])
    XCTAssertEqual(placed.items.map(\.minY), [0, 0, 0, 110, 110, 110, 220])
    // 3 lines: 3 · 100 + 2 · 10 = 320 tall, as wide as the collection.
    XCTAssertEqual(placed.contentSize, Size(width: 375, height: 320))
  }

  /// Two of the same size fill only two of three columns on their (last) line: they keep the
  /// grid's columns, 0 and 137.5, not the line's own spread (0 and 275).
  func testSameSizedItemsOnAShortLastLineKeepTheColumns() {
    let sizes = Array(repeating: Size(width: 100, height: 100), count: 2)
    let placed = FlowLayout().place(sizes, in: Size(width: 375, height: 667))
    XCTAssertEqual(placed.items.map(\.minX), [0, 137.5])
  }

  /// 200-point items in 375: a second would need 410, so one a line, centred: (375 − 200) / 2.
  func testAnItemAloneOnItsLineIsCentred() {
    let sizes = Array(repeating: Size(width: 200, height: 50), count: 2)
    let placed = FlowLayout().place(sizes, in: Size(width: 375, height: 667))
    XCTAssertEqual(placed.items.map(rect), [[87.5, 0, 200, 50], [87.5, 60, 200, 50]])
  }

  /// Items of different sizes, 300 wide with 10-point insets all round (280 for the items):
  /// - line 1: 100 + 10 + 80 + 10 + 60 = 260 ≤ 280 (the 120 would make 390): the 40 left over
  ///   (280 − 240) goes into 2 gaps of 20: x = 10, 10 + 100 + 20 = 130, 130 + 80 + 20 = 230 (its
  ///   end at 290, the trailing inset). The line is 40 thick (the second item); the 30-point
  ///   items are centred in it: y = 10 + 5.
  /// - line 2, the last: 120 and 50 packed from the leading inset at the minimum 10: x = 10 and
  ///   140, at y = 10 + 40 + 10 = 60.
  /// - content: 60 + 30 + 10 (bottom inset) = 100 tall.
  func testDifferentSizesJustifyFullLinesAndPackTheLast() {
    var layout = FlowLayout()
    layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    let sizes = [
      Size(width: 100, height: 30), Size(width: 80, height: 40), Size(width: 60, height: 30),
      Size(width: 120, height: 30), Size(width: 50, height: 30),
    ]
    let placed = layout.place(sizes, in: Size(width: 300, height: 500))
    XCTAssertEqual(
      placed.items.map(rect),
      [[10, 15, 100, 30], [130, 10, 80, 40], [230, 15, 60, 30], [10, 60, 120, 30], [140, 60, 50, 30]])
    XCTAssertEqual(placed.contentSize, Size(width: 300, height: 100))
  }

  /// A 250-point item with 100-point ones after it in 300: 250 + 10 + 100 > 300, so it is alone
  /// on a line that is not the last, and centred ((300 − 250) / 2 = 25); the last line packs.
  func testALoneItemOnAFullLineIsCentredEvenAmongDifferentSizes() {
    let sizes = [Size(width: 250, height: 20), Size(width: 100, height: 20), Size(width: 100, height: 20)]
    let placed = FlowLayout().place(sizes, in: Size(width: 300, height: 500))
    XCTAssertEqual(placed.items.map(\.minX), [25, 0, 110])
    XCTAssertEqual(placed.items.map(\.minY), [0, 30, 30])
  }

  /// Scrolling horizontally, a 128-point item in a 70-point-tall collection is alone on its
  /// column and centred across it, overhanging both edges: y = (70 − 128) / 2 = −29.
  func testALoneItemLongerThanItsLineIsCentredToo() {
    var layout = FlowLayout()
    layout.scrollDirection = .horizontal
    layout.minimumLineSpacing = 30
    let sizes = Array(repeating: Size(width: 128, height: 128), count: 2)
    let placed = layout.place(sizes, in: Size(width: 374, height: 70))
    // Columns 128 + 30 apart.
    XCTAssertEqual(placed.items.map(rect), [[0, -29, 128, 128], [158, -29, 128, 128]])
  }

  /// Header 40 tall, then the 5-point top inset: the item at y 45; the bottom inset below it
  /// (45 + 50 + 5 = 100) is where the 30-point footer starts; the content is 130 tall. Header and
  /// footer span the collection's width whatever width their reference size says.
  func testHeaderAndFooterReferenceSizes() {
    var layout = FlowLayout()
    layout.headerReferenceSize = Size(width: 1, height: 40)
    layout.footerReferenceSize = Size(width: 1, height: 30)
    layout.sectionInset = EdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
    let placed = layout.place([Size(width: 50, height: 50)], in: Size(width: 320, height: 480))
    XCTAssertEqual(rect(placed.header), [0, 0, 320, 40])
    XCTAssertEqual(rect(placed.items[0]), [0, 45, 50, 50])
    XCTAssertEqual(rect(placed.footer), [0, 100, 320, 30])
    XCTAssertEqual(placed.contentSize, Size(width: 320, height: 130))
  }

  /// Scrolling horizontally, lines are columns filled top to bottom: in 200 points of height, 3
  /// of the 50-point items fit (3 · 50 + 2 · 10 = 170); the 50 left over make gaps of 25, so
  /// y = 0, 75, 150. Columns are 60 apart (50 + 10); the content is 50 + 10 + 50 = 110 wide.
  func testHorizontalScrollingFillsColumns() {
    var layout = FlowLayout()
    layout.scrollDirection = .horizontal
    let sizes = Array(repeating: Size(width: 50, height: 50), count: 5)
    let placed = layout.place(sizes, in: Size(width: 320, height: 200))
    XCTAssertEqual(placed.items.map(\.minX), [0, 0, 0, 60, 60])
    XCTAssertEqual(placed.items.map(\.minY), [0, 75, 150, 0, 75])
    XCTAssertEqual(placed.contentSize, Size(width: 110, height: 200))
  }

  /// `fromSafeArea` in an iPhone X's landscape (44 on each side): the lines run between 44 and
  /// 812 − 44, 724 points; 100-point items: 6 fit (6 · 100 + 5 · 10 = 650), the 124 left over
  /// make gaps of 24.8: x = 44, 168.8, … The top and bottom of the reference do not count
  /// when scrolling vertically (the content inset already holds them).
  func testSectionInsetReferenceAddsTheSafeAreaAcross() {
    var layout = FlowLayout()
    layout.sectionInsetReference = .fromSafeArea
    let sizes = Array(repeating: Size(width: 100, height: 100), count: 7)
    let placed = layout.place(
      sizes, in: Size(width: 812, height: 354), reference: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    XCTAssertEqual(placed.items[0].minX, 44)
    XCTAssertEqual(placed.items[1].minX, 168.8, accuracy: 1e-9)
    XCTAssertEqual(placed.items[5].maxX, 812 - 44, accuracy: 1e-9)
    XCTAssertEqual(placed.items[6].minY, 110)
  }
}
