import AutoLayout
import Cassowary
import XCTest

/// Conflicts, ambiguity and the trace, in UIKit's words.
final class DiagnosticsTests: XCTestCase {
  /// rightpoint's repro (`reference/existing-systems.md` §3.2): `width == 20` then `width == 40`;
  /// the later one is broken and the log lists both.
  func testAConflictBreaksTheLaterConstraintAndLogsItInUIKitsWords() throws {
    var b = EngineBuilder(TestDevices.iPhone8)
    let box = b.view("box")
    try b.pin(.view(box), .leading, .equal, .view(b.root), plus: 10)
    try b.pin(.view(box), .top, .equal, .view(b.root), plus: 10)
    try b.pin(.view(box), .height, plus: 10)
    let narrow = try b.pin(.view(box), .width, plus: 20)
    let wide = try b.pin(.view(box), .width, plus: 40)
    let layout = b.engine.layout()
    assertFrame(layout.frame(of: box), [10, 10, 20, 10])
    XCTAssertTrue(b.engine.isBroken(wide))
    XCTAssertFalse(b.engine.isBroken(narrow))
    XCTAssertEqual(layout.messages.count, 1)
    XCTAssertEqual(layout.messages[0].broken, wide)
    XCTAssertEqual(layout.messages[0].constraints, [narrow, wide])
    XCTAssertEqual(
      layout.messages[0].text,
      """
      [LayoutConstraints] Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want. 
      \tTry this: 
      \t\t(1) look at each constraint and try to figure out which you don't expect; 
      \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
      (
          "<NSLayoutConstraint:#3 UIView:box.width == 20   (active)>",
          "<NSLayoutConstraint:#4 UIView:box.width == 40   (active)>"
      )

      Will attempt to recover by breaking constraint 
      <NSLayoutConstraint:#4 UIView:box.width == 40   (active)>

      Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
      The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
      """)
    XCTAssertTrue(b.engine.layout().messages.isEmpty, "a message is reported once")
  }

  /// A conflict with the root view's size names UIKit's own constraint.
  func testAConflictWithTheWindowNamesTheEncapsulatedLayoutConstraint() throws {
    var b = EngineBuilder(TestDevices.iPhone8)
    let wide = try b.pin(.view(b.root), .width, plus: 500)
    let layout = b.engine.layout()
    XCTAssertTrue(b.engine.isBroken(wide))
    XCTAssertTrue(
      layout.messages[0].text.contains("'UIView-Encapsulated-Layout-Width' UIView:view.width == 375"),
      layout.messages[0].text)
    assertFrame(layout.frame(of: b.root), [0, 0, 375, 667])
  }

  /// A constant change that makes a constraint conflict breaks it then, and logs.
  func testAConstantChangeIntoAConflictIsLoggedAndBroken() throws {
    var b = EngineBuilder(TestDevices.iPhone8)
    let box = b.view("box")
    try b.pin(.view(box), .leading, .equal, .view(b.root))
    try b.pin(.view(box), .trailing, .equal, .view(b.root))
    try b.pin(.view(box), .top, .equal, .view(b.root))
    try b.pin(.view(box), .height, plus: 10)
    let width = try b.pin(.view(box), .width, .lessThanOrEqual, plus: 400)
    XCTAssertTrue(b.engine.layout().messages.isEmpty)
    try b.engine.setConstant(300, of: width)
    let layout = b.engine.layout()
    XCTAssertEqual(layout.messages.count, 1)
    XCTAssertTrue(b.engine.isBroken(width))
    assertFrame(layout.frame(of: box), [0, 0, 375, 10])
  }

  func testAmbiguityIsReportedPerViewAndInTheTrace() throws {
    var b = EngineBuilder(TestDevices.iPhone8)
    let fixed = b.view("fixed"), loose = b.view("loose")
    try b.pin(.view(fixed), .leading, .equal, .view(b.root), plus: 8)
    try b.pin(.view(fixed), .top, .equal, .view(b.root), plus: 8)
    try b.pin(.view(fixed), .width, plus: 50)
    try b.pin(.view(fixed), .height, plus: 50)
    // Two equal-priority pulls: any width between 50 and 100 is as good.
    try b.pin(.view(loose), .leading, .equal, .view(b.root), plus: 8)
    try b.pin(.view(loose), .top, .equal, .view(fixed), .bottom, plus: 8)
    try b.pin(.view(loose), .height, plus: 50)
    try b.pin(.view(loose), .width, plus: 50, priority: 250)
    try b.pin(.view(loose), .width, plus: 100, priority: 250)
    _ = b.engine.layout()
    XCTAssertFalse(b.engine.hasAmbiguousLayout(fixed))
    XCTAssertTrue(b.engine.hasAmbiguousLayout(loose))
    XCTAssertEqual(b.engine.ambiguousVariables(of: .view(loose)), ["width"])
    XCTAssertEqual(
      b.engine.autolayoutTrace(),
      """
      UIWindow:window
      |   •UIView:view
      |   |   *UIView:fixed
      |   |   *UIView:loose- AMBIGUOUS LAYOUT for UIView:loose.width
      """)
  }

  func testRightToLeftFlipsLeadingAndTrailing() throws {
    var b = EngineBuilder(TestDevices.iPhone8)
    let box = b.view("box")
    try b.pin(.view(box), .leading, .equal, .view(b.root), plus: 16)
    try b.pin(.view(box), .top, .equal, .view(b.root), plus: 20)
    try b.pin(.view(box), .width, plus: 100)
    try b.pin(.view(box), .height, plus: 44)
    assertFrame(b.engine.layout().frame(of: box), [16, 20, 100, 44])
    var window = b.engine.window
    window.isRightToLeft = true
    b.engine.setWindow(window)
    assertFrame(b.engine.layout().frame(of: box), [375 - 16 - 100, 20, 100, 44])
    // Inside a container forced left-to-right, leading is the left edge again; the container
    // itself still sits by its superview's (right-to-left) rules.
    let inner = b.view("inner", in: box)
    try b.pin(.view(inner), .leading, .equal, .view(box), plus: 10)
    try b.pin(.view(inner), .trailing, .equal, .view(box), .trailing, plus: -60)
    try b.pin(.view(inner), .top, .equal, .view(box))
    try b.pin(.view(inner), .height, plus: 10)
    assertFrame(b.engine.layout().frame(of: inner), [60, 0, 30, 10], "right-to-left")
    b.engine.update(box) { $0.semanticContentAttribute = .forceLeftToRight }
    b.engine.reinstallAll()
    let layout = b.engine.layout()
    assertFrame(layout.frame(of: box), [375 - 16 - 100, 20, 100, 44])
    assertFrame(layout.frame(of: inner), [10, 0, 30, 10], "forced left-to-right")
  }

  func testIntrinsicSizeWithHuggingAndCompressionResistance() throws {
    var b = EngineBuilder(TestDevices.iPhone8)
    let label = b.view("label", kind: .label)
    b.engine.setIntrinsicContentSize(IntrinsicSize(width: 120, height: 21), of: label)
    try b.pin(.view(label), .leading, .equal, .view(b.root), plus: 20)
    try b.pin(.view(label), .top, .equal, .view(b.root), plus: 20)
    assertFrame(b.engine.layout().frame(of: label), [20, 20, 120, 21])
    XCTAssertFalse(b.engine.hasAmbiguousLayout(label))
    // A trailing edge at 250 wins over hugging at 251? No: hugging (251) beats it.
    try b.pin(.view(label), .trailing, .equal, .view(b.root), plus: -20, priority: 250)
    assertFrame(b.engine.layout().frame(of: label), [20, 20, 120, 21])
    // At 252 the pin wins and the label stretches.
    let pin = try b.pin(.view(label), .trailing, .equal, .view(b.root), plus: -20, priority: 252)
    assertFrame(b.engine.layout().frame(of: label), [20, 20, 335, 21])
    // Text grows: the intrinsic size changes and the next pass follows, without a rebuild.
    try b.engine.setActive(false, pin)
    b.engine.setIntrinsicContentSize(IntrinsicSize(width: 200, height: 42), of: label)
    assertFrame(b.engine.layout().frame(of: label), [20, 20, 200, 42])
  }
}
