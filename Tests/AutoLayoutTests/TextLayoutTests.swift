import AutoLayout
import Cassowary
import XCTest

/// Content-driven layout: labels and buttons sized by their text, the second pass of wrapping
/// labels, and text baselines.
final class TextLayoutTests: XCTestCase {
  func label(_ text: String, font: SystemFont = .system(17), lines: Int = 1) -> View {
    var view = View("label", kind: .label)
    view.text = text
    view.font = font
    view.numberOfLines = lines
    return view
  }

  func testALabelAndAButtonAreSizedByTheirText() throws {
    var b = EngineBuilder(TestDevices.iPhone8)
    let font = SystemFont.system(36)
    let hello = try b.engine.addView(label("Hello", font: font), to: b.root)
    var buttonView = View("button", kind: .button)
    buttonView.text = "Start"
    buttonView.contentInsets = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
    let button = try b.engine.addView(buttonView, to: b.root)
    var fixed = label("Hello", font: font)
    fixed.intrinsicContentSize = IntrinsicSize(width: 10, height: 20)
    let explicit = try b.engine.addView(fixed, to: b.root)
    for id in [hello, button, explicit] {
      try b.pin(.view(id), .left, .equal, .view(b.root), .left)
      try b.pin(.view(id), .top, .equal, .view(b.root), .top)
    }
    let layout = b.engine.layout()
    let expected = TextMetrics.labelIntrinsicSize(text: "Hello", font: font, scale: 2)
    XCTAssertEqual(layout.frame(of: hello).size, expected)
    XCTAssertGreaterThan(expected.width, 0)
    let title = TextMetrics.systemButtonIntrinsicSize(
      title: "Start", font: .system(15), contentInsets: buttonView.contentInsets)
    XCTAssertEqual(layout.frame(of: button).size, title, "a button's default font is 15 pt")
    XCTAssertEqual(layout.frame(of: explicit).size, Size(width: 10, height: 20), "explicit wins")

    // New text: the intrinsic size follows.
    b.engine.update(hello) { $0.text = "Hello, world" }
    let longer = b.engine.layout().frame(of: hello).width
    XCTAssertGreaterThan(longer, expected.width)
  }

  func testATextStyleFollowsTheWindowsContentSizeCategory() throws {
    var b = EngineBuilder(TestDevices.iPhone8)
    var body = View("body", kind: .label)
    body.text = "Body text"
    body.textStyle = .body
    let id = try b.engine.addView(body, to: b.root)
    try b.pin(.view(id), .left, .equal, .view(b.root), .left)
    try b.pin(.view(id), .top, .equal, .view(b.root), .top)
    let large = b.engine.layout().frame(of: id).height
    XCTAssertEqual(
      large, TextMetrics.labelIntrinsicSize(text: "Body text", font: TextStyle.body.font(), scale: 2).height)
    var window = b.engine.window
    window.contentSizeCategory = .accessibilityExtraExtraExtraLarge
    b.engine.setWindow(window)
    let huge = b.engine.layout().frame(of: id).height
    XCTAssertGreaterThan(huge, large * 2)
  }

  func testAWrappingLabelGrowsTallerWhenItsWidthShrinks() throws {
    var b = EngineBuilder(TestDevices.iPhone8)
    let text = "This label should be below the tallest of the two images, wrapping as it must"
    let font = SystemFont.system(32)
    let id = try b.engine.addView(label(text, font: font, lines: 0), to: b.root)
    try b.pin(.view(id), .leading, .equal, .view(b.root), .leading, plus: 20)
    try b.pin(.view(id), .trailing, .equal, .view(b.root), .trailing, plus: -20)
    try b.pin(.view(id), .top, .equal, .view(b.root), .top, plus: 40)
    func expectedHeight(_ width: Double) -> Double {
      TextMetrics.labelIntrinsicSize(
        text: text, font: font, scale: 2, numberOfLines: 0, preferredMaxLayoutWidth: width
      ).height
    }
    let portrait = b.engine.layout().frame(of: id)
    assertFrame(portrait, [20, 40, 335, expectedHeight(335)])
    XCTAssertGreaterThan(portrait.height, font.lineHeight * 3, "wrapped to several lines")
    // The horizontal intrinsic size stays the unwrapped width, as UIKit's multi-line labels.
    XCTAssertEqual(
      b.engine.effectiveIntrinsicSize(of: id).width,
      TextMetrics.labelIntrinsicSize(text: text, font: font, scale: 2, numberOfLines: 0).width)

    b.rotate(.landscapeLeft)
    let landscape = b.engine.layout().frame(of: id)
    assertFrame(landscape, [20, 40, 627, expectedHeight(627)])
    XCTAssertLessThan(landscape.height, portrait.height)

    b.rotate(.portrait)
    assertFrame(b.engine.layout().frame(of: id), [20, 40, 335, portrait.height])
  }

  func testAPreferredMaxLayoutWidthFixesTheWrapWidth() throws {
    var b = EngineBuilder(TestDevices.iPhone8)
    var view = label("one two three four five six seven eight nine ten", lines: 0)
    view.preferredMaxLayoutWidth = 100
    let id = try b.engine.addView(view, to: b.root)
    try b.pin(.view(id), .left, .equal, .view(b.root), .left)
    try b.pin(.view(id), .top, .equal, .view(b.root), .top)
    let size = TextMetrics.labelIntrinsicSize(
      text: view.text!, font: .system(17), scale: 2, numberOfLines: 0, preferredMaxLayoutWidth: 100)
    XCTAssertEqual(b.engine.layout().frame(of: id).size, size)
    XCTAssertLessThanOrEqual(size.width, 100)
  }

  /// A segmented control's baseline is its titles', one 13-pt line centred in it: a control
  /// 32 tall at y 20 has it at 20 + 16 + (ascender − descender) / 2 = 36 + (12.378 − 3.136) / 2
  /// = 40.62 (SF's 1950 and 494 units of 2048 at 13 pt), where its bottom, 52, was used.
  func testASegmentedControlsBaselineIsItsCentredTitles() throws {
    var b = EngineBuilder(TestDevices.iPhone8)
    var control = View("segments", kind: .segmentedControl)
    control.intrinsicContentSize = IntrinsicSize(width: 105, height: 32)
    let segments = try b.engine.addView(control, to: b.root)
    try b.pin(.view(segments), .left, .equal, .view(b.root), .left)
    try b.pin(.view(segments), .top, .equal, .view(b.root), .top, plus: 20)
    let mark = b.view("mark")
    try b.pin(.view(mark), .width, plus: 1)
    try b.pin(.view(mark), .height, plus: 1)
    try b.pin(.view(mark), .left, .equal, .view(b.root), .left, plus: 200)
    try b.pin(.view(mark), .top, .equal, .view(segments), .firstBaseline)
    let font = SystemFont.system(13)
    let baseline = 20 + 16 + (font.ascender - font.descender) / 2
    XCTAssertEqual(baseline, 40.62, accuracy: 0.01)
    XCTAssertEqual(b.engine.layout().frame(of: mark).minY, (baseline * 2).rounded() / 2)
  }

  func testBaselinesSitAnAscenderBelowTheTextsTop() throws {
    var b = EngineBuilder(TestDevices.iPhone8)
    let font = SystemFont.system(20)
    let single = try b.engine.addView(label("Name", font: font), to: b.root)
    let multi = try b.engine.addView(label("First line\nSecond line", font: font, lines: 0), to: b.root)
    var buttonView = View("button", kind: .button)
    buttonView.text = "OK"
    buttonView.font = font
    let button = try b.engine.addView(buttonView, to: b.root)
    var marks: [ViewID] = []
    for (i, (id, attribute)) in [
      (single, LayoutAttribute.firstBaseline), (multi, .firstBaseline), (multi, .lastBaseline),
      (button, .firstBaseline),
    ].enumerated() {
      let mark = b.view("mark\(i)")
      try b.pin(.view(mark), .width, plus: 1)
      try b.pin(.view(mark), .height, plus: 1)
      try b.pin(.view(mark), .left, .equal, .view(b.root), .left, plus: 200)
      try b.pin(.view(mark), .top, .equal, .view(id), attribute)
      marks.append(mark)
    }
    for (id, top) in [(single, 100.0), (multi, 200), (button, 300)] {
      try b.pin(.view(id), .left, .equal, .view(b.root), .left)
      try b.pin(.view(id), .top, .equal, .view(b.root), .top, plus: top)
    }
    let layout = b.engine.layout()
    func pixel(_ value: Double) -> Double { (value * 2).rounded() / 2 }
    let lineHeight = TextMetrics.ceilToPixel(font.lineHeight, scale: 2)
    XCTAssertEqual(
      layout.frame(of: marks[0]).minY, pixel(100 + (lineHeight - font.lineHeight) / 2 + font.ascender))
    XCTAssertEqual(layout.frame(of: marks[1]).minY, pixel(200 + font.ascender))
    let multiFrame = layout.frame(of: multi)
    XCTAssertEqual(multiFrame.height, TextMetrics.ceilToPixel(2 * font.lineHeight, scale: 2))
    XCTAssertEqual(
      layout.frame(of: marks[2]).minY, pixel(200 + multiFrame.height - font.descender))
    let titleHeight = font.lineHeight.rounded(.up)
    XCTAssertEqual(
      layout.frame(of: marks[3]).minY,
      pixel(300 + 6 + (titleHeight - font.lineHeight) / 2 + font.ascender))

    // A new font moves the baseline constraints with it.
    b.engine.update(single) { $0.font = .system(40) }
    let moved = b.engine.layout().frame(of: marks[0]).minY
    let big = SystemFont.system(40)
    XCTAssertEqual(
      moved,
      pixel(100 + (TextMetrics.ceilToPixel(big.lineHeight, scale: 2) - big.lineHeight) / 2 + big.ascender))
  }
}
