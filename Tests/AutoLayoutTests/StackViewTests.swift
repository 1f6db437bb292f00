import AutoLayout
import Cassowary
import XCTest

/// UIStackView built from its generated constraints: the hand-derived cases of
/// `reference/modern-auto-layout.md` (T35–T41); Apple's cookbook recipes are in
/// StackViewRecipeTests. Frames are in the superview's coordinates.
final class StackViewTests: XCTestCase {
  // MARK: Distribution (T37: a 300-pt row, spacing 10, views 50, 60 and 70 wide)

  /// A 300 × 100 horizontal stack at (10, 100) holding boxes of the given intrinsic widths, 20
  /// tall.
  func row(
    _ distribution: StackViewConfiguration.Distribution, widths: [Double] = [50, 60, 70],
    length: Double? = 300, spacing: Double = 10
  ) throws -> (EngineBuilder, ViewID, [ViewID]) {
    var b = EngineBuilder(TestDevices.iPhone8)
    let stack = b.view("stack", kind: .stack)
    try b.pin(.view(stack), .leading, .equal, .view(b.root), plus: 10)
    try b.pin(.view(stack), .top, .equal, .view(b.root), plus: 100)
    if let length { try b.pin(.view(stack), .width, plus: length) }
    let views = widths.enumerated().map { i, w in b.box("v\(i)", in: stack, width: w, height: 20) }
    try b.engine.setArrangement(
      StackViewConfiguration(distribution: distribution, spacing: spacing), arrangedSubviews: views, of: stack)
    return (b, stack, views)
  }

  func testFillStretchesTheViewThatHugsLeast() throws {
    var (b, stack, v) = try row(.fill)
    b.engine.update(v[1]) { $0.contentHugging.horizontal = 249 }
    let frames = b.frames(v)
    assertFrame(frames[0], [0, 0, 50, 20])
    assertFrame(frames[1], [60, 0, 160, 20])
    assertFrame(frames[2], [230, 0, 70, 20])
    assertFrame(b.engine.layout().frame(of: stack), [10, 100, 300, 20], "as tall as its views")
    XCTAssertFalse(v.contains { b.engine.hasAmbiguousLayout($0) })
  }

  func testFillEquallyGivesEveryViewTheSameLength() throws {
    var (b, _, v) = try row(.fillEqually)
    let w = (300.0 - 20) / 3
    let frames = b.frames(v)
    assertFrame(frames[0], [0, 0, w, 20])
    assertFrame(frames[1], [w + 10, 0, w, 20])
    assertFrame(frames[2], [2 * w + 20, 0, w, 20])
  }

  /// UIKit's shares are intrinsic ÷ (Σ intrinsic + gaps) of the stack's width, at 999, 998, 997:
  /// 50/200 and 60/200 of 300 hold, and the last view takes the rest (300 − 20 − 75 − 90). The
  /// corpus's Distribution storyboard shows the same (see ``LayoutEngine/proportions(of:_:)``).
  func testFillProportionallySharesTheWidthByIntrinsicWidth() throws {
    var (b, _, v) = try row(.fillProportionally)
    var frames = b.frames(v)
    assertFrame(frames[0], [0, 0, 75, 20])
    assertFrame(frames[1], [85, 0, 90, 20])
    assertFrame(frames[2], [185, 0, 115, 20])
    // At its natural width (no width constraint) every view is at its intrinsic width.
    var (natural, stack, w) = try row(.fillProportionally, length: nil)
    frames = natural.frames(w)
    assertFrame(frames[2], [130, 0, 70, 20])
    assertFrame(natural.engine.layout().frame(of: stack), [10, 100, 200, 20])
    // An arranged view's new intrinsic size makes new shares: 100/250, 60/250 of 300.
    b.engine.setIntrinsicContentSize(IntrinsicSize(width: 100, height: 20), of: v[0])
    frames = b.frames(v)
    assertFrame(frames[0], [0, 0, 120, 20])
    assertFrame(frames[1], [130, 0, 72, 20])
    assertFrame(frames[2], [212, 0, 88, 20])
  }

  func testEqualSpacingKeepsSizesAndSharesTheGaps() throws {
    var (b, _, v) = try row(.equalSpacing)
    let frames = b.frames(v)
    assertFrame(frames[0], [0, 0, 50, 20])
    assertFrame(frames[1], [110, 0, 60, 20])
    assertFrame(frames[2], [230, 0, 70, 20])
    // Too narrow: the gaps stay at the spacing and the least resistant view gives way.
    var (narrow, _, w) = try row(.equalSpacing, length: 150)
    narrow.engine.update(w[2]) { $0.compressionResistance.horizontal = 749 }
    let squeezed = narrow.frames(w)
    assertFrame(squeezed[1], [60, 0, 60, 20])
    assertFrame(squeezed[2], [130, 0, 20, 20])
  }

  func testEqualCenteringSpacesTheCentres() throws {
    var (b, _, v) = try row(.equalCentering)
    let frames = b.frames(v)
    assertFrame(frames[0], [0, 0, 50, 20])
    assertFrame(frames[1], [115, 0, 60, 20], "centres 25, 145, 265")
    assertFrame(frames[2], [230, 0, 70, 20])
  }

  /// Labels sized by their text: a new text makes new shares, each view's intrinsic width over
  /// the intrinsic widths plus the gap, of the stack's 300 pt.
  func testFillProportionallyFollowsANewText() throws {
    var b = EngineBuilder(TestDevices.iPhone8)
    let stack = b.view("stack", kind: .stack)
    try b.pin(.view(stack), .leading, .equal, .view(b.root))
    try b.pin(.view(stack), .top, .equal, .view(b.root), plus: 100)
    try b.pin(.view(stack), .width, plus: 300)
    let labels = ["Yes", "No"].map { text in
      let id = b.view(text, in: stack, kind: .label)
      b.engine.update(id) { $0.text = text }
      return id
    }
    try b.engine.setArrangement(
      StackViewConfiguration(distribution: .fillProportionally, spacing: 10), arrangedSubviews: labels, of: stack)
    func expectedFirstWidth() -> Double {
      let w = labels.map { b.engine.effectiveIntrinsicSize(of: $0).width ?? 0 }
      return w[0] / (w[0] + w[1] + 10) * 300
    }
    var frames = b.frames(labels)
    XCTAssertEqual(frames[0].width, expectedFirstWidth(), accuracy: 1e-6)
    XCTAssertEqual(frames[1].maxX, 300, accuracy: 1e-6)
    let before = frames[0].width
    b.engine.update(labels[0]) { $0.text = "Yes, please do" }
    frames = b.frames(labels)
    XCTAssertEqual(frames[0].width, expectedFirstWidth(), accuracy: 1e-6)
    XCTAssertGreaterThan(frames[0].width, before)
    XCTAssertEqual(frames[1].minX, frames[0].width + 10, accuracy: 1e-6)
  }

  // MARK: Hidden views (T36)

  func testHiddenViewCollapsesAndComesBack() throws {
    var b = EngineBuilder(TestDevices.iPhone8)
    let stack = b.view("stack", kind: .stack)
    try b.pin(.view(stack), .leading, .equal, .view(b.root))
    try b.pin(.view(stack), .top, .equal, .view(b.root), plus: 100)
    let v = ["a", "b", "c"].map { b.box($0, in: stack, width: 40, height: 20) }
    try b.engine.setArrangement(
      StackViewConfiguration(axis: .vertical, spacing: 8), arrangedSubviews: v, of: stack)
    var layout = b.engine.layout()
    XCTAssertEqual(v.map { layout.frame(of: $0).minY }, [0, 28, 56])
    assertFrame(layout.frame(of: stack), [0, 100, 40, 76])

    b.engine.update(v[1]) { $0.isHidden = true }
    layout = b.engine.layout()
    XCTAssertEqual(layout.frame(of: v[2]).minY, 28)
    XCTAssertEqual(layout.frame(of: v[1]).height, 0, "UISV-hiding")
    assertFrame(layout.frame(of: stack), [0, 100, 40, 48])
    XCTAssertEqual(b.engine.subviews(of: stack), v, "the hidden view stays in the tree")
    XCTAssertTrue(
      b.engine.generatedConstraintDescriptions(of: stack).contains(
        "<NSLayoutConstraint:system 'UISV-hiding' UIView:b.height == 0   (active)>"))

    b.engine.update(v[1]) { $0.isHidden = false }
    layout = b.engine.layout()
    XCTAssertEqual(v.map { layout.frame(of: $0).minY }, [0, 28, 56])
    assertFrame(layout.frame(of: stack), [0, 100, 40, 76])

    // The first and the last view hidden: no spacing is left at either end.
    b.engine.update(v[0]) { $0.isHidden = true }
    b.engine.update(v[2]) { $0.isHidden = true }
    layout = b.engine.layout()
    assertFrame(layout.frame(of: v[1]), [0, 0, 40, 20])
    assertFrame(layout.frame(of: stack), [0, 100, 40, 20])
  }

  /// A hidden middle view leaves the others to share the row as if it were not there: filled
  /// equally, (300 − 10) / 2 each; proportionally, 50 / (50 + 70 + 10) of 300 and the rest;
  /// spaced equally, one gap of 300 − 50 − 70; centred equally, the same. The hidden view sits, zero wide, at the end of the gap before the next visible view.
  func testHiddenViewInEachDistribution() throws {
    let expected: [(StackViewConfiguration.Distribution, [Double], [Double])] = [
      (.fill, [0, 60, 60], [50, 0, 240]),
      (.fillEqually, [0, 155, 155], [145, 0, 145]),
      (.fillProportionally, [0, 125.384615, 125.384615], [115.384615, 0, 174.615385]),  // 50/130 of 300
      (.equalSpacing, [0, 230, 230], [50, 0, 70]),
      (.equalCentering, [0, 230, 230], [50, 0, 70]),
    ]
    for (distribution, xs, widths) in expected {
      var (b, _, v) = try row(distribution)
      b.engine.update(v[2]) { $0.contentHugging.horizontal = 249 }
      b.engine.update(v[1]) { $0.isHidden = true }
      let frames = b.frames(v)
      XCTAssertEqual(frames.map(\.minX), xs, "\(distribution)")
      XCTAssertEqual(frames.map(\.width), widths, "\(distribution)")
    }
  }

  // MARK: Alignment (T38: heights 20, 40 and 60 in a 100-pt-tall row)

  func alignedRow(_ alignment: StackViewConfiguration.Alignment, height: Double? = 100) throws
    -> (EngineBuilder, ViewID, [ViewID])
  {
    var b = EngineBuilder(TestDevices.iPhone8)
    let stack = b.view("stack", kind: .stack)
    try b.pin(.view(stack), .leading, .equal, .view(b.root))
    try b.pin(.view(stack), .top, .equal, .view(b.root), plus: 100)
    if let height { try b.pin(.view(stack), .height, plus: height) }
    let v = [20.0, 40, 60].enumerated().map { i, h in b.box("v\(i)", in: stack, width: 30, height: h) }
    try b.engine.setArrangement(
      StackViewConfiguration(alignment: alignment, spacing: 10), arrangedSubviews: v, of: stack)
    return (b, stack, v)
  }

  func testHorizontalAlignments() throws {
    let expected: [(StackViewConfiguration.Alignment, [Double], [Double])] = [
      (.fill, [0, 0, 0], [100, 100, 100]),
      (.center, [40, 30, 20], [20, 40, 60]),
      (.top, [0, 0, 0], [20, 40, 60]),
      (.leading, [0, 0, 0], [20, 40, 60]),
      (.bottom, [80, 60, 40], [20, 40, 60]),
      (.trailing, [80, 60, 40], [20, 40, 60]),
    ]
    for (alignment, ys, heights) in expected {
      var (b, _, v) = try alignedRow(alignment)
      let frames = b.frames(v)
      XCTAssertEqual(frames.map(\.minY), ys, "\(alignment)")
      XCTAssertEqual(frames.map(\.height), heights, "\(alignment)")
      XCTAssertEqual(frames.map(\.minX), [0, 40, 80], "\(alignment)")
      XCTAssertFalse(v.contains { b.engine.hasAmbiguousLayout($0) }, "\(alignment)")
    }
    // Not constrained across the axis, the stack is as tall as its tallest view.
    for alignment in [StackViewConfiguration.Alignment.fill, .center, .top, .bottom] {
      var (b, stack, v) = try alignedRow(alignment, height: nil)
      let layout = b.engine.layout()
      XCTAssertEqual(layout.frame(of: stack).height, 60, "\(alignment)")
      XCTAssertEqual(layout.frame(of: v[2]).minY, 0, "\(alignment)")
    }
  }

  func testVerticalAlignments() throws {
    let expected: [(StackViewConfiguration.Alignment, [Double], [Double])] = [
      (.fill, [0, 0, 0], [100, 100, 100]),
      (.leading, [0, 0, 0], [20, 40, 60]),
      (.center, [40, 30, 20], [20, 40, 60]),
      (.trailing, [80, 60, 40], [20, 40, 60]),
      (.firstBaseline, [0, 0, 0], [100, 100, 100]),  // no baselines across a vertical stack: fill
    ]
    for (alignment, xs, widths) in expected {
      var b = EngineBuilder(TestDevices.iPhone8)
      let stack = b.view("stack", kind: .stack)
      try b.pin(.view(stack), .leading, .equal, .view(b.root))
      try b.pin(.view(stack), .top, .equal, .view(b.root), plus: 100)
      try b.pin(.view(stack), .width, plus: 100)
      let v = [20.0, 40, 60].enumerated().map { i, w in b.box("v\(i)", in: stack, width: w, height: 30) }
      try b.engine.setArrangement(
        StackViewConfiguration(axis: .vertical, alignment: alignment, spacing: 10), arrangedSubviews: v,
        of: stack)
      let frames = b.frames(v)
      XCTAssertEqual(frames.map(\.minX), xs, "\(alignment)")
      XCTAssertEqual(frames.map(\.width), widths, "\(alignment)")
      XCTAssertEqual(frames.map(\.minY), [0, 40, 80], "\(alignment)")
    }
  }

  /// Heights 20, 40, 60 with first baselines 15, 30, 20 below their tops: the baselines line up
  /// and the stack just encloses the views (the spacer's fit at 51, the canvas's at 49): tops
  /// at B − 15, B − 30, B − 20 and bottoms at B + 5, B + 10, B + 40, so the row is 70 tall with
  /// B = 30. With last baselines 15, 35, 50: tops B − 15, B − 35, B − 50, bottoms B + 5, B + 5,
  /// B + 10: 60 tall, B = 50.
  func testBaselineAlignments() throws {
    for (alignment, ys, height) in [
      (StackViewConfiguration.Alignment.firstBaseline, [15.0, 0, 10], 70.0), (.lastBaseline, [35, 15, 0], 60),
    ] {
      var (b, stack, v) = try alignedRow(alignment, height: nil)
      b.engine.update(v[0]) { $0.baselineOffsets = BaselineOffsets(first: 15, last: 15) }
      b.engine.update(v[1]) { $0.baselineOffsets = BaselineOffsets(first: 30, last: 35) }
      b.engine.update(v[2]) { $0.baselineOffsets = BaselineOffsets(first: 20, last: 50) }
      let layout = b.engine.layout()
      XCTAssertEqual(v.map { layout.frame(of: $0).minY }, ys, "\(alignment)")
      XCTAssertEqual(layout.frame(of: stack).height, height, "\(alignment)")
    }
    // Views without text have their baselines at the bottom: first baseline is bottom alignment.
    var (plain, _, w) = try alignedRow(.firstBaseline, height: nil)
    XCTAssertEqual(plain.frames(w).map(\.minY), [40, 20, 0])
  }

  // MARK: Spacing (T39, T40, T41)

  /// Five 20-pt views, spacing 8, 32 after the header and after l4: y 0, 52, 80, 108, 160.
  func testSystemAndCustomSpacing() throws {
    func column(_ configure: (inout StackViewConfiguration, [ViewID]) -> Void) throws -> [Double] {
      var b = EngineBuilder(TestDevices.iPhone8)
      let stack = b.view("stack", kind: .stack)
      try b.pin(.view(stack), .leading, .equal, .view(b.root))
      try b.pin(.view(stack), .top, .equal, .view(b.root))
      let v = ["header", "l2", "l3", "l4", "bottom"].map { b.box($0, in: stack, width: 50, height: 20) }
      var configuration = StackViewConfiguration(axis: .vertical, spacing: 8)
      configure(&configuration, v)
      try b.engine.setArrangement(configuration, arrangedSubviews: v, of: stack)
      let layout = b.engine.layout()
      return v.map { layout.frame(of: $0).minY } + [layout.frame(of: stack).height]
    }
    XCTAssertEqual(try column { _, _ in }, [0, 28, 56, 84, 112, 132])
    XCTAssertEqual(
      try column { c, _ in c = StackViewConfiguration(axis: .vertical, spacing: 30, usesSystemSpacing: true) },
      [0, 28, 56, 84, 112, 132], "system spacing: 8")
    XCTAssertEqual(
      try column { c, v in c.customSpacing = [v[0]: 32, v[3]: 32] }, [0, 52, 80, 108, 160, 180])
    XCTAssertEqual(
      try column { c, v in c.customSpacing = [v[0]: 32, v[4]: 32] }, [0, 52, 80, 108, 136, 156],
      "spacing after the last view does nothing")
  }

  /// Spacing 30 from last baseline to first baseline: heights 20 (baselines 15), 40 (first 12,
  /// last 32), 20 (15): y1 + 12 = 15 + 30, so y1 = 33; y2 + 15 = 33 + 32 + 30, so y2 = 80.
  func testBaselineRelativeArrangement() throws {
    var b = EngineBuilder(TestDevices.iPhone8)
    let stack = b.view("stack", kind: .stack)
    try b.pin(.view(stack), .leading, .equal, .view(b.root))
    try b.pin(.view(stack), .top, .equal, .view(b.root), plus: 100)
    let v = [20.0, 40, 20].enumerated().map { i, h in b.box("t\(i)", in: stack, width: 50, height: h) }
    b.engine.update(v[0]) { $0.baselineOffsets = BaselineOffsets(15) }
    b.engine.update(v[1]) { $0.baselineOffsets = BaselineOffsets(first: 12, last: 32) }
    b.engine.update(v[2]) { $0.baselineOffsets = BaselineOffsets(15) }
    try b.engine.setArrangement(
      StackViewConfiguration(axis: .vertical, spacing: 30, isBaselineRelativeArrangement: true),
      arrangedSubviews: v, of: stack)
    let layout = b.engine.layout()
    XCTAssertEqual(v.map { layout.frame(of: $0).minY }, [0, 33, 80])
    XCTAssertEqual(layout.frame(of: stack).height, 100)
  }

  /// Margins of 8 all round: the views are inset 8 and the stack fits 16 larger each way.
  func testLayoutMarginsRelativeArrangement() throws {
    var b = EngineBuilder(TestDevices.iPhone8)
    let stack = b.view("stack", kind: .stack)
    try b.pin(.view(stack), .leading, .equal, .view(b.root), plus: 20)
    try b.pin(.view(stack), .top, .equal, .view(b.root), plus: 100)
    b.engine.update(stack) { $0.layoutMargins = .directional(DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)) }
    let v = ["a", "b"].map { b.box($0, in: stack, width: 50, height: 20) }
    try b.engine.setArrangement(
      StackViewConfiguration(spacing: 10, isLayoutMarginsRelativeArrangement: true), arrangedSubviews: v,
      of: stack)
    var layout = b.engine.layout()
    assertFrame(layout.frame(of: stack), [20, 100, 126, 36])
    assertFrame(layout.frame(of: v[0]), [8, 8, 50, 20])
    assertFrame(layout.frame(of: v[1]), [68, 8, 50, 20])
    try b.engine.setArrangement(StackViewConfiguration(spacing: 10), arrangedSubviews: v, of: stack)
    layout = b.engine.layout()
    assertFrame(layout.frame(of: stack), [20, 100, 110, 20], "edges, by default")
    assertFrame(layout.frame(of: v[0]), [0, 0, 50, 20])
  }

  // MARK: Nested stacks

  /// T35 "Pick a color": a centred vertical stack (alignment center, spacing 16) of a 130 × 29
  /// label and a fill-equally row (spacing 16) of buttons 40, 62 and 48 wide: the row is
  /// 3 · 62 + 32 = 218 wide, the stack 218 × 74 around the safe area's centre (187.5, 343.5).
  func testNestedStacksPickAColor() throws {
    var b = EngineBuilder(TestDevices.iPhone8)
    let root = b.view("rootStack", kind: .stack)
    try b.pin(.view(root), .centerX, .equal, .guide(b.root, .safeArea))
    try b.pin(.view(root), .centerY, .equal, .guide(b.root, .safeArea))
    let label = b.box("label", in: root, width: 130, height: 29, kind: .label)
    let buttons = b.view("buttonStack", in: root, kind: .stack)
    let colours = [("Red", 40.0), ("Green", 62), ("Blue", 48)].map {
      b.box($0.0, in: buttons, width: $0.1, height: 29, kind: .button)
    }
    try b.engine.setArrangement(
      StackViewConfiguration(distribution: .fillEqually, spacing: 16), arrangedSubviews: colours, of: buttons)
    try b.engine.setArrangement(
      StackViewConfiguration(axis: .vertical, alignment: .center, spacing: 16),
      arrangedSubviews: [label, buttons], of: root)
    let layout = b.engine.layout()
    assertFrame(layout.frame(of: root), [78.5, 306.5, 218, 74])
    assertFrame(layout.frame(of: label), [44, 0, 130, 29])
    assertFrame(layout.frame(of: buttons), [0, 45, 218, 29])
    assertFrame(layout.frame(of: colours[0]), [0, 0, 62, 29])
    assertFrame(layout.frame(of: colours[1]), [78, 0, 62, 29])
    assertFrame(layout.frame(of: colours[2]), [156, 0, 62, 29])
    XCTAssertTrue(layout.messages.isEmpty)
    XCTAssertFalse(b.engine.viewIDs.contains { b.engine.hasAmbiguousLayout($0) })
  }

  /// A stack's baseline is its first arranged view's: a vertical stack (b over c, baselines 15
  /// below their tops) beside a 40-pt view with its baseline at 30, aligned on first baselines:
  /// the inner stack's top is 15 below the view's, and the row encloses both (55 tall).
  func testNestedStackBaselineIsItsFirstViews() throws {
    var b = EngineBuilder(TestDevices.iPhone8)
    let row = b.view("row", kind: .stack)
    try b.pin(.view(row), .leading, .equal, .view(b.root))
    try b.pin(.view(row), .top, .equal, .view(b.root), plus: 100)
    let a = b.box("a", in: row, width: 30, height: 40)
    b.engine.update(a) { $0.baselineOffsets = BaselineOffsets(30) }
    let inner = b.view("inner", in: row, kind: .stack)
    let v = ["b", "c"].map { b.box($0, in: inner, width: 30, height: 20) }
    for id in v { b.engine.update(id) { $0.baselineOffsets = BaselineOffsets(15) } }
    try b.engine.setArrangement(StackViewConfiguration(axis: .vertical), arrangedSubviews: v, of: inner)
    try b.engine.setArrangement(
      StackViewConfiguration(alignment: .firstBaseline, spacing: 8), arrangedSubviews: [a, inner], of: row)
    let layout = b.engine.layout()
    assertFrame(layout.frame(of: a), [0, 0, 30, 40])
    assertFrame(layout.frame(of: inner), [38, 15, 30, 40])
    assertFrame(layout.frame(of: row), [0, 100, 68, 55])
    // Its last baseline is its last view's: aligned on last baselines, c's baseline meets a's.
    try b.engine.setArrangement(
      StackViewConfiguration(alignment: .lastBaseline, spacing: 8), arrangedSubviews: [a, inner], of: row)
    let last = b.engine.layout()
    XCTAssertEqual(last.frame(of: inner).minY + 35, last.frame(of: a).minY + 30)
  }

  // MARK: Direction, logs, API

  /// Under right-to-left a horizontal stack runs from the right.
  func testRightToLeftMirrorsAHorizontalStack() throws {
    var (b, _, v) = try row(.fill)
    b.engine.update(v[1]) { $0.contentHugging.horizontal = 249 }
    var window = b.engine.window
    window.isRightToLeft = true
    b.engine.setWindow(window)
    let frames = b.frames(v)
    assertFrame(frames[0], [250, 0, 50, 20])
    assertFrame(frames[1], [80, 0, 160, 20])
    assertFrame(frames[2], [0, 0, 70, 20])
  }

  /// A conflict with a stack's constraints lists them as UIKit prints them.
  func testConflictLogPrintsStackConstraintsInUIKitForm() throws {
    var (b, stack, v) = try row(.fill, widths: [50, 60], length: 100, spacing: 8)
    try b.pin(.view(v[0]), .width, plus: 60)
    try b.pin(.view(v[1]), .width, plus: 60)
    let layout = b.engine.layout()
    let log = try XCTUnwrap(layout.messages.first?.text)
    XCTAssertTrue(log.contains("'UISV-spacing' H:[UIView:v0]-(8)-[UIView:v1]   (active)"), log)
    XCTAssertTrue(
      log.contains("'UISV-canvas-connection' H:[UIView:v1]-(0)-|   (active, names: '|':UIStackView:stack )"), log)
    XCTAssertTrue(log.contains("'UISV-canvas-connection' UIStackView:stack.leading == UIView:v0.leading"), log)
    let generated = b.engine.generatedConstraintDescriptions(of: stack)
    XCTAssertTrue(generated.contains("<NSLayoutConstraint:system 'UISV-alignment' UIView:v0.top == UIView:v1.top   (active)>"))

    var (p, proportional, _) = try row(.fillProportionally)
    _ = p.engine.layout()
    XCTAssertTrue(
      p.engine.generatedConstraintDescriptions(of: proportional).contains(
        "<NSLayoutConstraint:system 'UISV-fill-proportionally' UIView:v1.width == 0.3*UIStackView:stack.width @998   (active)>"))
    var (c, centred, _) = try alignedRow(.center)
    _ = c.engine.layout()
    let descriptions = c.engine.generatedConstraintDescriptions(of: centred)
    XCTAssertTrue(
      descriptions.contains(
        "<NSLayoutConstraint:system 'UISV-spanning-boundary' _UILayoutSpacer:stack.spanner'UISV-alignment-spanner'.top <= UIView:v1.top   (active)>"),
      "\(descriptions)")
    XCTAssertTrue(
      descriptions.contains(
        "<NSLayoutConstraint:system 'UISV-spanning-fit' _UILayoutSpacer:stack.spanner'UISV-alignment-spanner'.height == 0 @51   (active)>"))
    XCTAssertTrue(descriptions.contains("<NSLayoutConstraint:system 'UISV-ambiguity-suppression' UIView:v2.height == 0 @25   (active)>"))
  }

  /// UIKit's best-known stack log: hiding a view that has a required width conflicts with
  /// `UISV-hiding`; the conflict is logged in UIKit's words and the hiding constraint broken.
  func testHidingAViewWithARequiredWidthLogsUISVHiding() throws {
    var (b, _, v) = try row(.fill, widths: [50, 60], length: nil)
    try b.pin(.view(v[1]), .width, plus: 60)
    XCTAssertTrue(b.engine.layout().messages.isEmpty)
    b.engine.update(v[1]) { $0.isHidden = true }
    let log = try XCTUnwrap(b.engine.layout().messages.first?.text)
    XCTAssertTrue(log.contains("<NSLayoutConstraint:#"), log)
    XCTAssertTrue(log.contains("UIView:v1.width == 60   (active)>"), log)
    XCTAssertTrue(
      log.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint:system 'UISV-hiding' UIView:v1.width == 0   (active)>"),
      log)
  }

  /// The example of `Guides/StackView.md`.
  func testGuideExample() throws {
    var b = EngineBuilder(TestDevices.iPhone8)
    let stack = b.view("stack", kind: .stack)
    let v = ["a", "b"].map { b.view($0, in: stack) }
    try b.engine.setArrangement(
      StackViewConfiguration(axis: .vertical, spacing: 8), arrangedSubviews: v, of: stack)
    XCTAssertEqual(
      Array(b.engine.generatedConstraintDescriptions(of: stack).prefix(3)),
      [
        "<NSLayoutConstraint:system 'UISV-canvas-connection' UIStackView:stack.top == UIView:a.top   (active)>",
        "<NSLayoutConstraint:system 'UISV-canvas-connection' V:[UIView:b]-(0)-|   (active, names: '|':UIStackView:stack )>",
        "<NSLayoutConstraint:system 'UISV-spacing' V:[UIView:a]-(8)-[UIView:b]   (active)>",
      ])
  }

  func testArrangementIsReadBackAndChecked() throws {
    var (b, stack, v) = try row(.equalSpacing)
    let arrangement = try XCTUnwrap(b.engine.arrangement(of: stack))
    XCTAssertEqual(arrangement.arrangedSubviews, v)
    XCTAssertEqual(arrangement.configuration.distribution, .equalSpacing)
    XCTAssertNil(b.engine.arrangement(of: v[0]))
    XCTAssertEqual(b.engine.arrangingStack(of: v[1]), stack)
    let outsider = b.view("outsider")
    XCTAssertThrowsError(try b.engine.setArrangement(StackViewConfiguration(), arrangedSubviews: [outsider], of: stack)) {
      XCTAssertEqual($0 as? LayoutError, .notArrangeable(outsider, stack: stack))
    }
    XCTAssertThrowsError(try b.engine.setArrangement(StackViewConfiguration(), arrangedSubviews: [v[0], v[0]], of: stack))
    // A new arrangement replaces the old constraints: now vertical, fill.
    try b.engine.setArrangement(StackViewConfiguration(axis: .vertical), arrangedSubviews: v, of: stack)
    let frames = b.frames(v)
    XCTAssertEqual(frames.map(\.minY), [0, 20, 40])
    XCTAssertEqual(frames.map(\.width), [300, 300, 300])
    // Views arranged stop translating their autoresizing masks.
    XCTAssertFalse(b.engine.view(v[0]).translatesAutoresizingMaskIntoConstraints)
  }
}

extension EngineBuilder {
  /// A view with an intrinsic content size.
  mutating func box(
    _ name: String, in superview: ViewID, width: Double?, height: Double?, kind: ViewKind = .view
  ) -> ViewID {
    let id = view(name, in: superview, kind: kind)
    engine.setIntrinsicContentSize(IntrinsicSize(width: width, height: height), of: id)
    return id
  }

  /// Lays out and returns the views' frames, unrounded, in their superviews' coordinates.
  mutating func frames(_ ids: [ViewID]) -> [Rect] {
    _ = engine.layout()
    return ids.map { id in
      let r = engine.unroundedWindowFrame(of: .view(id)) ?? .zero
      let s = engine.superview(of: id).flatMap { engine.unroundedWindowFrame(of: .view($0)) } ?? .zero
      func clean(_ x: Double) -> Double { (x * 1e6).rounded() / 1e6 }
      return Rect(x: clean(r.minX - s.minX), y: clean(r.minY - s.minY), width: clean(r.width), height: clean(r.height))
    }
  }
}
