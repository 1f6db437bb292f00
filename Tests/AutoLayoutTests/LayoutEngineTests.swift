import AutoLayout
import Cassowary
import XCTest

/// Hand-derived cases from `reference/modern-auto-layout.md` (tests T05–T22, Keith Harrison,
/// *Modern Auto Layout*): each test names its case. Frames are in the superview's coordinates.
final class LayoutEngineTests: XCTestCase {
  /// T05 (a): pinned 50 from every edge follows the rotation; (b) a fixed size does not.
  func testT05PinnedEdgesFollowTheRotationFixedSizesDoNot() throws {
    var b = EngineBuilder(TestDevices.iPhone8, .landscapeLeft)
    let green = b.view("green")
    try b.pin(.view(green), .leading, .equal, .view(b.root), plus: 50)
    try b.pin(.view(green), .top, .equal, .view(b.root), plus: 50)
    try b.pin(.view(b.root), .trailing, .equal, .view(green), plus: 50)
    try b.pin(.view(b.root), .bottom, .equal, .view(green), plus: 50)
    assertFrame(b.engine.layout().frame(of: green), [50, 50, 567, 275], "L8")
    b.rotate(.portrait)
    assertFrame(b.engine.layout().frame(of: green), [50, 50, 275, 567], "P8")

    var fixed = EngineBuilder(TestDevices.iPhone8, .landscapeLeft)
    let box = fixed.view("green")
    try fixed.pin(.view(box), .leading, .equal, .view(fixed.root), plus: 50)
    try fixed.pin(.view(box), .top, .equal, .view(fixed.root), plus: 50)
    try fixed.pin(.view(box), .width, plus: 567)
    try fixed.pin(.view(box), .height, plus: 275)
    assertFrame(fixed.engine.layout().frame(of: box), [50, 50, 567, 275], "L8")
    fixed.rotate(.portrait)
    let portrait = fixed.engine.layout()
    assertFrame(portrait.frame(of: box), [50, 50, 567, 275], "P8 overflows")
    XCTAssertTrue(portrait.messages.isEmpty, "no conflict: the constraints still hold")
  }

  /// T06: equal widths side by side, w = (W − 150)/2, h = H − 100.
  func testT06EqualWidthsSideBySide() throws {
    var b = EngineBuilder(TestDevices.iPhone8, .landscapeLeft)
    let g = b.view("green"), r = b.view("red")
    try b.pin(.view(g), .leading, .equal, .view(b.root), plus: 50)
    try b.pin(.view(g), .top, .equal, .view(b.root), plus: 50)
    try b.pin(.view(r), .leading, .equal, .view(g), .trailing, plus: 50)
    try b.pin(.view(g), .top, .equal, .view(r))
    try b.pin(.view(b.root), .trailing, .equal, .view(r), plus: 50)
    try b.pin(.view(g), .height, .equal, .view(r))
    try b.pin(.view(b.root), .bottom, .equal, .view(g), plus: 50)
    try b.pin(.view(g), .width, .equal, .view(r))
    var layout = b.engine.layout()
    assertFrame(layout.frame(of: g), [50, 50, 258.5, 275])
    assertFrame(layout.frame(of: r), [358.5, 50, 258.5, 275])
    b.rotate(.portrait)
    layout = b.engine.layout()
    assertFrame(layout.frame(of: g), [50, 50, 112.5, 567])
    assertFrame(layout.frame(of: r), [212.5, 50, 112.5, 567])
    XCTAssertFalse(b.engine.hasAmbiguousLayout(g))
  }

  /// T10: invalid pairings are errors before anything is solved, in UIKit's words.
  func testT10InvalidConstraintsAreRejected() throws {
    var b = EngineBuilder(TestDevices.iPhone8)
    let red = b.view("red"), green = b.view("green")
    XCTAssertThrowsError(try b.pin(.view(red), .leading, .equal, .view(green), .bottom, plus: 16)) {
      guard case .invalidPairing = $0 as? LayoutError else { return XCTFail("\($0)") }
    }
    XCTAssertThrowsError(try b.pin(.view(green), .width, .equal, .view(red), .leading)) {
      guard case .invalidPairing = $0 as? LayoutError else { return XCTFail("\($0)") }
    }
    XCTAssertThrowsError(try b.pin(.view(red), .centerY, plus: 100)) {
      XCTAssertEqual(
        "\($0)",
        "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
      )
    }
    XCTAssertThrowsError(try b.pin(.view(red), .left, .equal, .view(green), .trailing, plus: 16)) {
      guard case .leadingWithLeft = $0 as? LayoutError else { return XCTFail("\($0)") }
    }
    XCTAssertEqual(b.engine.constraintIDs.count, 0, "nothing was added")
  }

  /// T14: `button.centerX = k × safe.centerX`: positions scale from the common superview's origin.
  func testT14ProportionalCentring() throws {
    for (orientation, centres) in [(Orientation.portrait, [93.75, 187.5, 281.25]), (.landscapeLeft, [203, 406, 609])] {
      var b = EngineBuilder(TestDevices.iPhoneX, orientation)
      var buttons: [ViewID] = []
      for (i, k) in [0.5, 1.0, 1.5].enumerated() {
        let button = b.view("button\(i)")
        try b.pin(.view(button), .centerX, .equal, .guide(b.root, .safeArea), times: k)
        try b.pin(.view(button), .centerY, .equal, .view(b.root))
        try b.pin(.view(button), .width, plus: 40)
        try b.pin(.view(button), .height, plus: 30)
        buttons.append(button)
      }
      let layout = b.engine.layout()
      for (button, centre) in zip(buttons, centres) {
        XCTAssertEqual(layout.frame(of: button).minX + 20, centre, accuracy: 0.34, "\(orientation)")
      }
    }
  }

  /// T16: red above green, equal heights, h = (H − 125)/2.
  func testT16RedAboveGreenWithEqualHeights() throws {
    var b = EngineBuilder(TestDevices.iPhone8)
    let red = b.view("red"), green = b.view("green")
    for v in [red, green] {
      try b.pin(.view(v), .leading, .equal, .view(b.root), plus: 50)
      try b.pin(.view(b.root), .trailing, .equal, .view(v), plus: 50)
    }
    try b.pin(.view(red), .top, .equal, .view(b.root), plus: 50)
    try b.pin(.view(green), .top, .equal, .view(red), .bottom, plus: 25)
    try b.pin(.view(b.root), .bottom, .equal, .view(green), plus: 50)
    try b.pin(.view(red), .height, .equal, .view(green))
    var layout = b.engine.layout()
    assertFrame(layout.frame(of: red), [50, 50, 275, 271])
    assertFrame(layout.frame(of: green), [50, 346, 275, 271])
    b.rotate(.landscapeLeft)
    layout = b.engine.layout()
    assertFrame(layout.frame(of: red), [50, 50, 567, 125])
    assertFrame(layout.frame(of: green), [50, 200, 567, 125])
  }

  /// T18: a nested view whose height is 0.2 of its parent's; frames in the parent's coordinates.
  func testT18NestedViewWithProportionalHeight() throws {
    var b = EngineBuilder(TestDevices.iPhone8)
    let green = b.view("green")
    let red = b.view("red", in: green)
    try b.pin(.view(green), .leading, .equal, .view(b.root), plus: 50)
    try b.pin(.view(green), .top, .equal, .view(b.root), plus: 50)
    try b.pin(.view(b.root), .trailing, .equal, .view(green), plus: 50)
    try b.pin(.view(b.root), .bottom, .equal, .view(green), plus: 50)
    try b.pin(.view(red), .leading, .equal, .view(green), plus: 25)
    try b.pin(.view(green), .trailing, .equal, .view(red), plus: 25)
    try b.pin(.view(red), .centerY, .equal, .view(green))
    try b.pin(.view(red), .height, .equal, .view(green), times: 0.2)
    var layout = b.engine.layout()
    assertFrame(layout.frame(of: green), [50, 50, 275, 567])
    // 226.8 and 113.4 on the @2x pixel grid: edges at 227 and 340.
    assertFrame(layout.frame(of: red), [25, 227, 225, 113], accuracy: 0.01)
    b.rotate(.landscapeLeft)
    layout = b.engine.layout()
    assertFrame(layout.frame(of: green), [50, 50, 567, 275])
    assertFrame(layout.frame(of: red), [25, 110, 517, 55])
  }

  /// T19: a tile a quarter of the root's height with two equal-width views inside.
  func testT19TileViewWithConstraints() throws {
    var b = EngineBuilder(TestDevices.iPhone8)
    let tile = b.view("tile")
    let blue = b.view("blue", in: tile), red = b.view("red", in: tile)
    try b.pin(.view(tile), .leading, .equal, .view(b.root), plus: 50)
    try b.pin(.view(tile), .top, .equal, .view(b.root), plus: 50)
    try b.pin(.view(b.root), .trailing, .equal, .view(tile), plus: 50)
    try b.pin(.view(tile), .height, .equal, .view(b.root), times: 0.25)
    try b.pin(.view(blue), .leading, .equal, .view(tile), plus: 25)
    try b.pin(.view(blue), .top, .equal, .view(tile), plus: 25)
    try b.pin(.view(red), .top, .equal, .view(tile), plus: 25)
    try b.pin(.view(tile), .trailing, .equal, .view(red), plus: 25)
    try b.pin(.view(tile), .bottom, .equal, .view(blue), plus: 25)
    try b.pin(.view(tile), .bottom, .equal, .view(red), plus: 25)
    try b.pin(.view(red), .leading, .equal, .view(blue), .trailing, plus: 25)
    try b.pin(.view(red), .width, .equal, .view(blue))
    var layout = b.engine.layout()
    // 166.75 rounds to 167 on @2x (edges 50 → 217), and 116.75 to 117.
    assertFrame(layout.frame(of: tile), [50, 50, 275, 166.75], accuracy: 0.25)
    assertFrame(layout.frame(of: blue), [25, 25, 100, 116.75], accuracy: 0.25)
    assertFrame(layout.frame(of: red), [150, 25, 100, 116.75], accuracy: 0.25)
    b.rotate(.landscapeLeft)
    layout = b.engine.layout()
    assertFrame(layout.frame(of: tile), [50, 50, 567, 93.75], accuracy: 0.25)
    assertFrame(layout.frame(of: blue), [25, 25, 246, 43.75], accuracy: 0.25)
    assertFrame(layout.frame(of: red), [296, 25, 246, 43.75], accuracy: 0.25)
  }

  /// T21: T16 against the safe area, inside a navigation controller (its bar adds to the top inset).
  func testT21SafeAreaInsideANavigationController() throws {
    let cases: [(Device, Orientation, EdgeInsets, [Double], [Double])] = [
      (TestDevices.iPhone8, .portrait, EdgeInsets(top: 44), [50, 114, 275, 239], [50, 378, 275, 239]),
      (TestDevices.iPhoneX, .portrait, EdgeInsets(top: 44), [50, 138, 275, 282.5], [50, 445.5, 275, 282.5]),
      (TestDevices.iPhoneX, .landscapeLeft, EdgeInsets(top: 32), [94, 82, 624, 98.5], [94, 205.5, 624, 98.5]),
    ]
    for (device, orientation, bar, redFrame, greenFrame) in cases {
      var b = EngineBuilder(device, orientation, insets: bar)
      let red = b.view("red"), green = b.view("green")
      let safe = LayoutItem.guide(b.root, .safeArea)
      for v in [red, green] {
        try b.pin(.view(v), .leading, .equal, safe, plus: 50)
        try b.pin(safe, .trailing, .equal, .view(v), plus: 50)
      }
      try b.pin(.view(red), .top, .equal, safe, plus: 50)
      try b.pin(.view(green), .top, .equal, .view(red), .bottom, plus: 25)
      try b.pin(safe, .bottom, .equal, .view(green), plus: 50)
      try b.pin(.view(red), .height, .equal, .view(green))
      let layout = b.engine.layout()
      // The book's derived 282.5 and 98.5 are not on the iPhone X's @3x grid: each edge rounds
      // to the nearest third of a point, so a frame may differ by up to one pixel.
      let pixel = 1 / device.scale.value + 0.001
      assertFrame(layout.frame(of: red), redFrame, accuracy: pixel, "\(device.id) \(orientation)")
      assertFrame(layout.frame(of: green), greenFrame, accuracy: pixel, "\(device.id) \(orientation)")
    }
  }

  /// T22: margins: `nested` between the root's margins and safe area, with its own margins of 50.
  func testT22MarginsInAProgrammaticLayout() throws {
    for (device, nestedFrame, greenFrame) in [
      (TestDevices.iPhone8, [16.0, 20, 343, 647], [50.0, 50, 243, 547]),
      (TestDevices.iPhoneX, [16, 44, 343, 734], [50, 50, 243, 634]),
    ] {
      var b = EngineBuilder(device)
      let nested = b.view("nested")
      b.engine.update(nested) {
        $0.layoutMargins = .directional(DirectionalEdgeInsets(top: 50, leading: 50, bottom: 50, trailing: 50))
      }
      let green = b.view("green", in: nested)
      try b.pin(.view(nested), .top, .equal, .guide(b.root, .safeArea))
      try b.pin(.view(nested), .bottom, .equal, .guide(b.root, .safeArea))
      try b.pin(.view(nested), .leading, .equal, .guide(b.root, .margins))
      try b.pin(.view(nested), .trailing, .equal, .guide(b.root, .margins))
      for attribute in [LayoutAttribute.top, .bottom, .leading, .trailing] {
        try b.pin(.view(green), attribute, .equal, .guide(nested, .margins))
      }
      let layout = b.engine.layout()
      assertFrame(layout.frame(of: nested), nestedFrame, device.id)
      assertFrame(layout.frame(of: green), greenFrame, device.id)
    }
  }
}

/// Frame-based views mixed with constraints (`translatesAutoresizingMaskIntoConstraints`).
final class AutoresizingTests: XCTestCase {
  /// T02-style springs and struts: a box with flexible width and a fixed margin on each side
  /// stretches on rotation; a box with flexible margins keeps its size and stays centred.
  func testFramesFollowTheirAutoresizingMaskOnRotation() throws {
    var b = EngineBuilder(TestDevices.iPhone8)
    let bar = b.view("bar"), dot = b.view("dot"), fixed = b.view("fixed")
    b.engine.update(bar) {
      $0.translatesAutoresizingMaskIntoConstraints = true
      $0.frame = Rect(x: 20, y: 40, width: 335, height: 44)
      $0.autoresizingMask = [.flexibleWidth]
    }
    b.engine.update(dot) {
      $0.translatesAutoresizingMaskIntoConstraints = true
      $0.frame = Rect(x: 137.5, y: 300, width: 100, height: 100)
      $0.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
    }
    b.engine.update(fixed) {
      $0.translatesAutoresizingMaskIntoConstraints = true
      $0.frame = Rect(x: 10, y: 10, width: 50, height: 50)
    }
    var layout = b.engine.layout()
    assertFrame(layout.frame(of: bar), [20, 40, 335, 44])
    assertFrame(layout.frame(of: dot), [137.5, 300, 100, 100])
    b.rotate(.landscapeLeft)
    layout = b.engine.layout()
    assertFrame(layout.frame(of: bar), [20, 40, 627, 44])
    // Δ = +292 wide, shared by equal margins (137.5 each): still centred, x = 283.5.
    // Δ = −292 high, shared by margins of 300 and 267: y = 300 − 292 × 300/567 = 145.5.
    assertFrame(layout.frame(of: dot), [283.5, 145.5, 100, 100])
    assertFrame(layout.frame(of: fixed), [10, 10, 50, 50])
    XCTAssertEqual(b.engine.autolayoutTrace().components(separatedBy: "\n")[2], "|   |   +UIView:bar")
  }

  /// A frame-based footer (0, 207) 320 × 50 holds a constraint-based effect view pinned to its
  /// edges, which holds a frame-based content view saved (0, 0) 320 × 50 with a flexible width
  /// and height. The content view's frame was set for its superview's 320 × 50, the size the
  /// effect view has once the footer is placed: it stays 320 × 50. (Its reference was read
  /// before the footer had its constraints, when the effect view was 0 × 0, and the whole 320 ×
  /// 50 was added to it: 640 × 100.)
  func testAnAutoresizingFrameInsideAViewPinnedInAFrameBasedOneKeepsItsSize() throws {
    var b = EngineBuilder(TestDevices.iPhone8)
    let footer = b.view("footer")
    b.engine.update(footer) {
      $0.translatesAutoresizingMaskIntoConstraints = true
      $0.frame = Rect(x: 0, y: 207, width: 320, height: 50)
    }
    let effect = b.view("effect", in: footer)
    for edge in [LayoutAttribute.leading, .trailing, .top, .bottom] {
      try b.pin(.view(effect), edge, .equal, .view(footer), edge)
    }
    let content = b.view("content", in: effect)
    b.engine.update(content) {
      $0.translatesAutoresizingMaskIntoConstraints = true
      $0.frame = Rect(x: 0, y: 0, width: 320, height: 50)
      $0.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }
    let layout = b.engine.layout()
    assertFrame(layout.frame(of: effect), [0, 0, 320, 50])
    assertFrame(layout.frame(of: content), [0, 0, 320, 50])
  }

  /// A frame set by autoresizing is the view's frame, not its alignment rectangle: a switch
  /// (alignment insets 2 on the right, UISwitch's 51-wide frame around a 49-wide alignment rect)
  /// saved at (169, 216) 51 × 31 stays there, 51 wide, and its alignment rect is 49 wide.
  func testAnAutoresizingFrameIsTheFrameNotTheAlignmentRect() throws {
    var b = EngineBuilder(TestDevices.iPhone8)
    let toggle = b.view("toggle")
    b.engine.update(toggle) {
      $0.translatesAutoresizingMaskIntoConstraints = true
      $0.frame = Rect(x: 169, y: 216, width: 51, height: 31)
      $0.alignmentRectInsets = EdgeInsets(right: 2)
    }
    let layout = b.engine.layout()
    assertFrame(layout.frame(of: toggle), [169, 216, 51, 31])
  }

  /// A constraint that fights an autoresizing frame is logged with UIKit's note about them.
  func testAConflictWithAnAutoresizingFrameCarriesUIKitsNote() throws {
    var b = EngineBuilder(TestDevices.iPhone8)
    let box = b.view("box")
    b.engine.update(box) {
      $0.translatesAutoresizingMaskIntoConstraints = true
      $0.frame = Rect(x: 10, y: 10, width: 50, height: 50)
    }
    _ = b.engine.layout()
    try b.pin(.view(box), .width, plus: 80)
    let layout = b.engine.layout()
    XCTAssertEqual(layout.messages.count, 1)
    XCTAssertTrue(layout.messages[0].text.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints"))
    XCTAssertTrue(layout.messages[0].text.contains("<NSAutoresizingMaskLayoutConstraint:system h=--- UIView:box.width == 50   (active)>"), layout.messages[0].text)
  }
}

/// The readable content guide and margins that follow it.
final class ReadableContentTests: XCTestCase {
  /// useyourloaf's figure (`reference/existing-systems.md` §3.5): an iPad Air 2 in landscape,
  /// 1024 wide, default text size: the readable guide is 672 wide, inset 176 on each side.
  func testTheReadableGuideIs672WideOnALandscapeIPad() throws {
    var ipad = TestDevices.phone(
      "ipad-air-2", 768, 1024, scale: 2, portrait: EdgeInsets(top: 20),
      landscape: EdgeInsets(top: 20), margins: [20, 20])
    ipad.idiom = .pad
    var b = EngineBuilder(ipad, .landscapeLeft)
    let text = b.view("text")
    let followed = b.view("followed")
    b.engine.update(followed) { $0.layoutMarginsFollowReadableWidth = true }
    let inner = b.view("inner", in: followed)
    for attribute in [LayoutAttribute.leading, .trailing, .top, .bottom] {
      try b.pin(.view(text), attribute, .equal, .guide(b.root, .readable))
      try b.pin(.view(followed), attribute, .equal, .view(b.root))
      try b.pin(.view(inner), attribute, .equal, .guide(followed, .margins))
    }
    let layout = b.engine.layout()
    assertFrame(layout.frame(of: text), [176, 20, 672, 748])
    XCTAssertEqual(layout.frame(of: inner).width, 672)
    XCTAssertEqual(layout.frame(of: inner).minX, 176)
  }
}

/// The README's engine example, verbatim.
final class ReadmeEngineExampleTests: XCTestCase {
  func testTheReadmeExampleGivesTheFrameItClaims() throws {
    var engine = LayoutEngine(window: Window(device: DeviceCatalog.device(named: "retina6_1")!))
    let root = engine.addRootView(View("view"))
    let box = try engine.addView(View("box"), to: root)
    try engine.add(LayoutConstraint(.view(box), .leading, .equal, .guide(root, .margins), .leading))
    try engine.add(LayoutConstraint(.view(box), .trailing, .equal, .guide(root, .margins), .trailing))
    try engine.add(LayoutConstraint(.view(box), .top, .equal, .guide(root, .safeArea), .top, constant: 20))
    try engine.add(LayoutConstraint(.view(box), .height, constant: 44))
    XCTAssertEqual("\(engine.layout().frame(of: box))", "[20, 68, 374, 44]")
  }
}

/// Opaque bars: the root view stops at them (``Window/opaqueBarInsets``).
final class OpaqueBarTests: XCTestCase {
  /// iPhone 8 (667 tall, status bar 20): an opaque tab bar covering the bottom 49 pt makes the
  /// root view 667 − 49 = 618 tall, with a safe area of 20 at the top and none at the bottom (the
  /// bar's 49 of additional inset is covered by the bar itself).
  func testAnOpaqueTabBarShortensTheRootView() throws {
    var b = EngineBuilder(TestDevices.iPhone8)
    var window = b.engine.window
    window.additionalSafeAreaInsets = EdgeInsets(bottom: 49)
    window.opaqueBarInsets = EdgeInsets(bottom: 49)
    b.engine.setWindow(window)
    let layout = b.engine.layout()
    assertFrame(layout.frame(of: b.root), [0, 0, 375, 618])
    XCTAssertEqual(b.engine.window.safeAreaInsets, EdgeInsets(top: 20, bottom: 0))
  }

  func testSystemMetricsByIOSVersion() {
    // Xcode 10 (iOS 12) saved rounded-rect text fields 30 tall, Xcode 11 (iOS 13) 34.
    XCTAssertEqual(SystemMetrics.roundedTextFieldHeight(for: .iOS12), 30)
    XCTAssertEqual(SystemMetrics.roundedTextFieldHeight(for: .iOS13), 34)
    XCTAssertEqual(SystemMetrics.roundedTextFieldHeight(for: .newest), 34)
    // Controls (frames Xcode saved: Designable on iOS 11, Archive/StaticTable on iOS 13).
    XCTAssertEqual(SystemMetrics.intrinsicSize(of: .stepper, for: .iOS11), IntrinsicSize(width: 94, height: 29))
    XCTAssertEqual(SystemMetrics.intrinsicSize(of: .stepper, for: .iOS13), IntrinsicSize(width: 94, height: 32))
    XCTAssertEqual(
      SystemMetrics.intrinsicSize(of: .largeActivityIndicator, for: .iOS13), IntrinsicSize(width: 37, height: 37))
    XCTAssertEqual(SystemMetrics.intrinsicSize(of: .pickerView, for: .iOS13), IntrinsicSize(width: nil, height: 216))
    // A segmented control's height to constraints: 28 (iOS 10: saved 29, the next view 16 below
    // 28), 31 from iOS 13 (saved 32, the next view 16 below 31); no width of its own here.
    XCTAssertEqual(SystemMetrics.intrinsicSize(of: .segmentedControl, for: .iOS10), IntrinsicSize(width: nil, height: 28))
    XCTAssertEqual(SystemMetrics.intrinsicSize(of: .segmentedControl, for: .iOS13), IntrinsicSize(width: nil, height: 31))
    // An info button is its SF Symbol glyph from iOS 13, 25 × 24 (ScrollGuide-IB, Xcode 11,
    // saved 25 × 24 with only its top and leading pinned); the older glyph is not in the corpora.
    XCTAssertEqual(SystemMetrics.intrinsicSize(of: .infoButton, for: .iOS13), IntrinsicSize(width: 25, height: 24))
    XCTAssertNil(SystemMetrics.intrinsicSize(of: .infoButton, for: .iOS12))
    // A navigation bar of its own is 44 tall on every release (bars' height, reference digests).
    XCTAssertEqual(SystemMetrics.intrinsicSize(of: .navigationBar, for: .iOS9), IntrinsicSize(width: nil, height: 44))
    // iOS 14's compact date picker is not in the corpora: unknown, and the importer copies.
    XCTAssertNil(SystemMetrics.intrinsicSize(of: .datePicker, for: .iOS14))
  }

  /// A single-line Headline label at Large: 20 tall in an iOS 12 window (Xcode 10's canvases),
  /// 20.29 → 20.5 on @2x in the newest; Title 1 31.5 on iOS 12, 28 × 1.1934 = 33.4 → 33.5 on
  /// iOS 13; a Caption 1 label is the model's on both (12 × 1.1934 = 14.3 → 14.5).
  func testTextStyleLineHeightsByIOSVersion() throws {
    func height(_ style: TextStyle, _ ios: IOSVersion) throws -> Double {
      var b = EngineBuilder(TestDevices.iPhone8)
      var window = b.engine.window
      window.ios = ios
      b.engine.setWindow(window)
      var label = View("label", kind: .label)
      label.text = "Capital"
      label.textStyle = style
      let id = try b.engine.addView(label, to: b.root)
      _ = try b.pin(.view(id), .left, .equal, .view(b.root), .left)
      _ = try b.pin(.view(id), .top, .equal, .view(b.root), .top)
      return b.engine.layout().frame(of: id).height
    }
    XCTAssertEqual(try height(.headline, .iOS12), 20)
    XCTAssertEqual(try height(.headline, .newest), 20.5)
    XCTAssertEqual(try height(.title1, .iOS12), 31.5)
    XCTAssertEqual(try height(.title1, .iOS13), 33.5)
    XCTAssertEqual(try height(.caption1, .iOS12), 14.5)
  }
}
