import AutoLayout
import Cassowary
import XCTest

/// A UICollectionView with a flow layout in the engine: self-sizing items sized by their
/// content's constraints at the fitting-size priority, then placed by the layout's rules
/// (FlowLayoutTests), again after a rotation. Frames derived by hand below.
final class CollectionViewTests: XCTestCase {
  /// A collection filling an iPhone 8's screen, its cells chips: a box of a known intrinsic size
  /// 8 points inside each edge of its cell.
  func chips(_ b: inout EngineBuilder, _ layout: FlowLayout, sizes: [(Double, Double)]) throws
    -> (ViewID, [ViewID])
  {
    let collection = b.view("collection", kind: .scroll)
    b.engine.update(collection) { $0.flowLayout = layout }
    for edge in [LayoutAttribute.leading, .trailing, .top, .bottom] {
      try b.pin(.view(collection), edge, .equal, .view(b.root))
    }
    var cells: [ViewID] = []
    for (index, size) in sizes.enumerated() {
      let cell = b.view("cell\(index + 1)", in: collection)
      let box = b.box("box\(index + 1)", in: cell, width: size.0, height: size.1)
      try b.pin(.view(box), .leading, .equal, .view(cell), plus: 8)
      try b.pin(.view(box), .top, .equal, .view(cell), plus: 8)
      try b.pin(.view(cell), .trailing, .equal, .view(box), plus: 8)
      try b.pin(.view(cell), .bottom, .equal, .view(box), plus: 8)
      cells.append(cell)
    }
    return (collection, cells)
  }

  /// Boxes 80 × 20, 150 × 30, 120 × 20, 60 × 20 make cells 16 larger each way: 96 × 36,
  /// 166 × 46, 136 × 36, 76 × 36. In 375 points the first line takes two (96 + 10 + 166 = 272; the
  /// third would make 418); their 113 left over (375 − 262) is the gap: x = 0 and 209. The line is
  /// 46 thick, the first chip centred in it at y 5. The last line packs 136 and 76 from 0 at the
  /// minimum 10 (x = 146), at y = 46 + 10 = 56. Content: 375 × (56 + 36). The collection's
  /// content rests below the 20-point status bar (its adjusted content inset): chip 1 at y 25 in
  /// the window. In landscape (667 wide, no status bar) all four fit one line, the last:
  /// x = 0, 106, 282, 428 (each previous + its width + 10), y centred in 46.
  func testSelfSizingChipsFlowAndReflowAfterRotation() throws {
    var b = EngineBuilder(TestDevices.iPhone8)
    var layout = FlowLayout()
    layout.itemSize = .automatic
    let (collection, cells) = try chips(&b, layout, sizes: [(80, 20), (150, 30), (120, 20), (60, 20)])
    var frames = b.engine.layout()
    XCTAssertTrue(frames.messages.isEmpty, "\(frames.messages)")
    assertFrame(frames.frame(of: cells[0]), [0, 5, 96, 36])
    assertFrame(frames.frame(of: cells[1]), [209, 0, 166, 46])
    assertFrame(frames.frame(of: cells[2]), [0, 56, 136, 36])
    assertFrame(frames.frame(of: cells[3]), [146, 56, 76, 36])
    assertFrame(frames.windowFrame(of: cells[0]), [0, 25, 96, 36])
    XCTAssertEqual(b.engine.contentSize(of: collection), Size(width: 375, height: 92))
    XCTAssertFalse(b.engine.hasAmbiguousLayout(cells[3]))

    b.rotate(.landscapeLeft)
    frames = b.engine.layout()
    XCTAssertEqual(cells.map { frames.frame(of: $0).minX }, [0, 106, 282, 428])
    XCTAssertEqual(cells.map { frames.frame(of: $0).minY }, [5, 0, 5, 5])
    XCTAssertEqual(b.engine.contentSize(of: collection), Size(width: 667, height: 46))
  }

  /// In a right-to-left window the layout mirrors (`flipsHorizontallyInOppositeLayoutDirection`):
  /// each chip's x is 375 − its left-to-right x − its width: 375 − 0 − 96 = 279, 375 − 209 − 166
  /// = 0, 375 − 0 − 136 = 239, 375 − 146 − 76 = 153; the lines keep their y.
  func testRightToLeftMirrorsTheLines() throws {
    var b = EngineBuilder(TestDevices.iPhone8)
    var layout = FlowLayout()
    layout.itemSize = .automatic
    let (_, cells) = try chips(&b, layout, sizes: [(80, 20), (150, 30), (120, 20), (60, 20)])
    var window = b.engine.window
    window.isRightToLeft = true
    b.engine.setWindow(window)
    let frames = b.engine.layout()
    XCTAssertEqual(cells.map { frames.frame(of: $0).minX }, [279, 0, 239, 153])
    XCTAssertEqual(cells.map { frames.frame(of: $0).minY }, [5, 0, 56, 56])
  }

  /// A chip whose content is wider than the line (a 400-point box: 416 with its padding) is kept
  /// to the line, 375 wide (the simulator's choice where UIKit's flow layout is undefined).
  func testASelfSizingItemIsNoLongerThanTheLine() throws {
    var b = EngineBuilder(TestDevices.iPhone8)
    var layout = FlowLayout()
    layout.itemSize = .automatic
    let (_, cells) = try chips(&b, layout, sizes: [(400, 20)])
    let frames = b.engine.layout()
    XCTAssertEqual(frames.frame(of: cells[0]).width, 375)
  }

  /// A chip whose box is 400 wide by a required constraint (not an intrinsic size that can be
  /// compressed) cannot be kept to the 375-point line: the content's required constraints win
  /// over the simulator's cap, as a UIKit cell keeps its fitting size, so the item is 400 + 16 =
  /// 416 wide, overhanging the line, and no conflict is logged.
  func testRequiredContentOverhangsTheLineWithoutAConflict() throws {
    var b = EngineBuilder(TestDevices.iPhone8)
    var layout = FlowLayout()
    layout.itemSize = .automatic
    let (_, cells) = try chips(&b, layout, sizes: [(10, 20)])
    let box = try XCTUnwrap(b.engine.viewID(named: "box1"))
    try b.pin(.view(box), .width, plus: 400)
    let frames = b.engine.layout()
    XCTAssertEqual(frames.frame(of: cells[0]).width, 416)
    XCTAssertTrue(frames.messages.isEmpty, "\(frames.messages)")
  }

  /// Fixed 100 × 100 items from the safe area of an iPhone X in landscape (44 each side): the
  /// lines run 724 points, six items with gaps of 24.8 (FlowLayoutTests), the seventh on the next
  /// line at y 110; on the @3x screen 168.8 is drawn at 168.667 (506 pixels).
  func testFixedItemsFromTheSafeAreaInLandscape() throws {
    var b = EngineBuilder(TestDevices.iPhoneX, .landscapeLeft)
    var layout = FlowLayout()
    layout.itemSize = .fixed(Size(width: 100, height: 100))
    layout.sectionInsetReference = .fromSafeArea
    let (collection, cells) = try chips(&b, layout, sizes: Array(repeating: (10, 10), count: 7))
    let frames = b.engine.layout()
    assertFrame(frames.frame(of: cells[0]), [44, 0, 100, 100])
    assertFrame(frames.frame(of: cells[1]), [168.667, 0, 100, 100], accuracy: 0.001)
    assertFrame(frames.frame(of: cells[6]), [44, 110, 100, 100])
    // Two lines: 100 + 10 + 100.
    XCTAssertEqual(b.engine.contentSize(of: collection), Size(width: 812, height: 210))
  }
}
