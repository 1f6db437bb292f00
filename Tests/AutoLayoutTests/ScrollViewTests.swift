import AutoLayout
import Cassowary
import XCTest

/// UIScrollView's content area: edges of the scroll view related to its content are the content
/// layout guide's, sizes are the frame's (Apple's "Working with Scroll Views";
/// `reference/auto-layout-cookbook.md` A8 and §1.3).
final class ScrollViewTests: XCTestCase {
  /// A scroll view filling the safe area of an iPhone 8 (375 × 647 below the status bar) holding
  /// a vertical form: a content view pinned to the scroll view's four edges and as wide as it,
  /// with three 300-pt fields spaced 20 apart and 20 from the content's top and bottom. The
  /// content is 20 + 3 · 300 + 2 · 20 + 20 = 980 tall, taller than the screen: it scrolls.
  func testVerticalFormTallerThanTheScreen() throws {
    var b = EngineBuilder(TestDevices.iPhone8)
    let scroll = b.view("scroll", kind: .scroll)
    for edge in [LayoutAttribute.leading, .trailing, .top, .bottom] {
      try b.pin(.view(scroll), edge, .equal, .guide(b.root, .safeArea))
    }
    let content = b.view("content", in: scroll)
    for edge in [LayoutAttribute.leading, .trailing, .top, .bottom] {
      try b.pin(.view(content), edge, .equal, .view(scroll))
    }
    try b.pin(.view(content), .width, .equal, .view(scroll))
    var previous: (LayoutItem, LayoutAttribute) = (.view(content), .top)
    var fields: [ViewID] = []
    for name in ["name", "address", "notes"] {
      let field = b.view(name, in: content)
      try b.pin(.view(field), .leading, .equal, .view(content), plus: 16)
      try b.pin(.view(content), .trailing, .equal, .view(field), plus: 16)
      try b.pin(.view(field), .height, plus: 300)
      try b.pin(.view(field), .top, .equal, previous.0, previous.1, plus: 20)
      previous = (.view(field), .bottom)
      fields.append(field)
    }
    try b.pin(.view(content), .bottom, .equal, previous.0, previous.1, plus: 20)
    let layout = b.engine.layout()
    XCTAssertTrue(layout.messages.isEmpty)
    assertFrame(layout.frame(of: scroll), [0, 20, 375, 647])
    assertFrame(layout.frame(of: content), [0, 0, 375, 980], "in the content's coordinates")
    assertFrame(layout.frame(of: fields[2]), [16, 660, 343, 300])
    XCTAssertEqual(b.engine.contentSize(of: scroll), Size(width: 375, height: 980))
    XCTAssertFalse(b.engine.hasAmbiguousLayout(content))
    XCTAssertNil(b.engine.contentSize(of: content), "not a scroll view")
  }

  /// A content view pinned to the scroll view's top and leading edges and centred on it in both
  /// axes, with no size of its own: the edges attach to the content area, the centres to the
  /// frame ("Constraints between the height, width, or centers attach to the scroll view's
  /// frame", Apple's "Working with Scroll Views"). The scroll view fills the iPhone 8's safe
  /// area, 375 × 647 below the 20-pt status bar, so the frame's centre is 187.5 across and
  /// 323.5 down the content: the content is 2 · 187.5 = 375 wide and 2 · 323.5 = 647 tall.
  func testCentresAttachToTheFrame() throws {
    var b = EngineBuilder(TestDevices.iPhone8)
    let scroll = b.view("scroll", kind: .scroll)
    for edge in [LayoutAttribute.leading, .trailing, .top, .bottom] {
      try b.pin(.view(scroll), edge, .equal, .guide(b.root, .safeArea))
    }
    let content = b.view("content", in: scroll)
    for attribute in [LayoutAttribute.leading, .top, .centerX, .centerY] {
      try b.pin(.view(content), attribute, .equal, .view(scroll))
    }
    let layout = b.engine.layout()
    assertFrame(layout.frame(of: scroll), [0, 20, 375, 647])
    assertFrame(layout.frame(of: content), [0, 0, 375, 647], "in the content's coordinates")
  }

  /// The same through the guides: content edges on the content layout guide, width on the frame
  /// layout guide; the content width follows the frame when the device rotates.
  func testContentWidthEqualToFrameWidthThroughTheGuides() throws {
    var b = EngineBuilder(TestDevices.iPhone8)
    let scroll = b.view("scroll", kind: .scroll)
    try b.pin(.view(scroll), .leading, .equal, .view(b.root), .leadingMargin)
    try b.pin(.view(scroll), .trailing, .equal, .view(b.root), .trailingMargin)
    try b.pin(.view(scroll), .top, .equal, .guide(b.root, .safeArea))
    try b.pin(.view(scroll), .bottom, .equal, .guide(b.root, .safeArea))
    let image = b.box("image", in: scroll, width: 300, height: 1200, kind: .image)
    for edge in [LayoutAttribute.leading, .trailing, .top, .bottom] {
      try b.pin(.view(image), edge, .equal, .guide(scroll, .contentLayout))
    }
    try b.pin(.view(image), .width, .equal, .guide(scroll, .frameLayout))
    var layout = b.engine.layout()
    assertFrame(layout.frame(of: image), [0, 0, 343, 1200])
    XCTAssertEqual(b.engine.contentSize(of: scroll), Size(width: 343, height: 1200))
    b.rotate(.landscapeLeft)
    layout = b.engine.layout()
    assertFrame(layout.frame(of: scroll), [16, 0, 635, 375])
    XCTAssertEqual(b.engine.contentSize(of: scroll), Size(width: 635, height: 1200))
  }

  /// A scroll view under the status bar (pinned to the root view's edges) rests its content
  /// below the bar: `adjustedContentInset.top` is its 20-pt safe-area inset and the content
  /// offset at rest −20, so the content's window y is 20 while its frame, in the scroll view's
  /// bounds, stays at 0; the content is not under the bar, so its margins do not grow. With
  /// `never` the content starts under the bar and its top margin takes the 20 pt.
  func testContentRestsBelowTheBars() throws {
    for (behavior, windowY, marginTop) in [
      (ContentInsetAdjustmentBehavior.automatic, 20.0, 8.0), (.never, 0, 28),
    ] {
      var b = EngineBuilder(TestDevices.iPhone8)
      let scroll = b.view("scroll", kind: .scroll)
      b.engine.update(scroll) { $0.contentInsetAdjustmentBehavior = behavior }
      for edge in [LayoutAttribute.leading, .trailing, .top, .bottom] {
        try b.pin(.view(scroll), edge, .equal, .view(b.root))
      }
      let content = b.view("content", in: scroll)
      for edge in [LayoutAttribute.leading, .trailing, .top, .bottom] {
        try b.pin(.view(content), edge, .equal, .guide(scroll, .contentLayout))
      }
      try b.pin(.view(content), .width, .equal, .guide(scroll, .frameLayout))
      try b.pin(.view(content), .height, plus: 1000)
      let label = b.view("label", in: content)
      try b.pin(.view(label), .top, .equal, .view(content), .topMargin)
      try b.pin(.view(label), .leading, .equal, .view(content), .leadingMargin)
      try b.pin(.view(label), .height, plus: 20)
      try b.pin(.view(label), .width, plus: 100)
      let layout = b.engine.layout()
      assertFrame(layout.frame(of: content), [0, 0, 375, 1000], "\(behavior)")
      XCTAssertEqual(layout.windowFrame(of: content).minY, windowY, "\(behavior)")
      XCTAssertEqual(layout.frame(of: label).minY, marginTop, "\(behavior)")
      XCTAssertEqual(b.engine.contentSize(of: scroll), Size(width: 375, height: 1000))
    }
  }

  /// Content taller than its scroll view meets the scroll view's unsafe area only inside the
  /// scroll view. On an iPhone X (insets 44 top, 34 bottom) a scroll view from the top of the
  /// root view to the safe area's bottom (0 to 812 − 34 = 778) has a 44-pt top inset and none at
  /// the bottom; with `never`, its content starts under the status bar. The content's margins
  /// (8 + its safe area) hold a 1000-pt box: top margin 8 + 44 = 52; at the bottom the content
  /// reaches past the scroll view, where the scroll view has no inset, so its margin stays 8 and
  /// the content is 52 + 1000 + 8 = 1060 tall (not 8 + the 282 it reaches past 778). Its
  /// trailing and leading margins stay 8: the box is 375 − 16 = 359 wide at x 8. Xcode's canvas
  /// saved codeexamples' DynamicContainer-v1 this way (a 20-pt bottom margin past the scroll
  /// view's end).
  func testContentReachingPastItsScrollViewTakesNoInsetWhereTheScrollViewHasNone() throws {
    var b = EngineBuilder(TestDevices.iPhoneX)
    let scroll = b.view("scroll", kind: .scroll)
    b.engine.update(scroll) { $0.contentInsetAdjustmentBehavior = .never }
    try b.pin(.view(scroll), .top, .equal, .view(b.root))
    try b.pin(.view(scroll), .leading, .equal, .view(b.root))
    try b.pin(.view(scroll), .trailing, .equal, .view(b.root))
    try b.pin(.view(scroll), .bottom, .equal, .guide(b.root, .safeArea))
    let content = b.view("content", in: scroll)
    for edge in [LayoutAttribute.leading, .trailing, .top, .bottom] {
      try b.pin(.view(content), edge, .equal, .guide(scroll, .contentLayout))
    }
    try b.pin(.view(content), .width, .equal, .guide(scroll, .frameLayout))
    let box = b.view("box", in: content)
    try b.pin(.view(box), .top, .equal, .view(content), .topMargin)
    try b.pin(.view(box), .bottom, .equal, .view(content), .bottomMargin)
    try b.pin(.view(box), .leading, .equal, .view(content), .leadingMargin)
    try b.pin(.view(box), .trailing, .equal, .view(content), .trailingMargin)
    try b.pin(.view(box), .height, plus: 1000)
    let layout = b.engine.layout()
    assertFrame(layout.frame(of: scroll), [0, 0, 375, 778])
    assertFrame(layout.frame(of: content), [0, 0, 375, 1060])
    assertFrame(layout.frame(of: box), [8, 52, 359, 1000])
    XCTAssertEqual(b.engine.insets(of: .safeArea, of: content), EdgeInsets(top: 44, bottom: 0))
  }
}
