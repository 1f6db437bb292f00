import AutoLayout
import XCTest

/// Layout margins before iOS 11: no safe area to measure them from, and a root view's margins
/// managed by the system (0 at the top and bottom, 16 or 20 at the sides by width). Frames
/// derived by hand beside each case.
final class LegacyMarginsTests: XCTestCase {
  /// An iPhone 8 (375 × 667, status bar 20 upright, none on its side) under a navigation bar
  /// (44 upright, 32 on its side: additional safe-area insets), on `ios`. A box sits at the root's
  /// top and leading margins; a full-size subview's own margins (8 by default) hold `inner`.
  func frames(_ orientation: Orientation, bar: Double, ios: IOSVersion) throws -> (Rect, Rect) {
    var b = EngineBuilder(TestDevices.iPhone8, orientation, insets: EdgeInsets(top: bar))
    var window = b.engine.window
    window.ios = ios
    b.engine.setWindow(window)
    let box = b.box("box", in: b.root, width: 10, height: 10)
    try b.pin(.view(box), .top, .equal, .guide(b.root, .margins))
    try b.pin(.view(box), .leading, .equal, .guide(b.root, .margins))
    let full = b.view("full")
    for attribute in [LayoutAttribute.top, .bottom, .leading, .trailing] {
      try b.pin(.view(full), attribute, .equal, .view(b.root))
    }
    let inner = b.box("inner", in: full, width: 10, height: 10)
    try b.pin(.view(inner), .top, .equal, .guide(full, .margins))
    try b.pin(.view(inner), .leading, .equal, .guide(full, .margins))
    let layout = b.engine.layout()
    return (layout.frame(of: box), layout.frame(of: inner))
  }

  /// iOS 11 and later on the iPhone 8 on its side: the root's margins are the device's minimum
  /// (16) beside a safe area that starts under the 32-pt bar: the box at (16, 32); the full-size
  /// subview's margins are its 8 plus the 32 it reaches into the unsafe area: inner at (8, 40).
  func testFromIOS11MarginsAreMeasuredFromTheSafeArea() throws {
    let (box, inner) = try frames(.landscapeLeft, bar: 32, ios: .iOS11)
    assertFrame(box, [16, 32, 10, 10])
    assertFrame(inner, [8, 40, 10, 10])
  }

  /// iOS 10 on its side: the root is 667 wide, at least 414, so its side margins are 20; its top
  /// margin is 0 from its top whatever the bars (Apple: "The top and bottom margins are set to
  /// zero points"): the box at (20, 0); the subview's margins are its own 8: inner at (8, 8).
  func testBeforeIOS11RootMarginsAreTwentyOnWideRootsAndZeroAtTheTop() throws {
    let (box, inner) = try frames(.landscapeLeft, bar: 32, ios: .iOS10)
    assertFrame(box, [20, 0, 10, 10])
    assertFrame(inner, [8, 8, 10, 10])
  }

  /// iOS 10 upright: 375 wide, under 414: side margins 16; the top margin still 0 under the
  /// 20-pt status bar and the 44-pt bar: the box at (16, 0).
  func testBeforeIOS11RootMarginsAreSixteenOnNarrowRoots() throws {
    let (box, inner) = try frames(.portrait, bar: 44, ios: .iOS10)
    assertFrame(box, [16, 0, 10, 10])
    assertFrame(inner, [8, 8, 10, 10])
  }
}
