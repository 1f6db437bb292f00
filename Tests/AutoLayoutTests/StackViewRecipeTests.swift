import AutoLayout
import Cassowary
import XCTest

/// Apple's cookbook recipes for UIStackView (`reference/auto-layout-cookbook.md` §1.1–1.3), built
/// from the stacks' generated constraints. Frames are in the superview's coordinates.
final class StackViewRecipeTests: XCTestCase {
  /// Cookbook §1.1 Simple Stack View: a vertical fill stack (spacing 8) of a label, an image
  /// view (vertical hugging 249, compression resistance 749) and a button, pinned to the margins
  /// and 8 below and above the layout guides (the safe area).
  func testSimpleStackViewRecipe() throws {
    var b = EngineBuilder(TestDevices.iPhone8)
    let stack = b.view("Stack View", kind: .stack)
    try b.pin(.view(stack), .leading, .equal, .view(b.root), .leadingMargin)
    try b.pin(.view(stack), .trailing, .equal, .view(b.root), .trailingMargin)
    try b.pin(.view(stack), .top, .equal, .guide(b.root, .safeArea), plus: 8)
    try b.pin(.guide(b.root, .safeArea), .bottom, .equal, .view(stack), plus: 8)
    let label = b.box("Flowers", in: stack, width: 58, height: 20.5, kind: .label)
    let image = b.box("Image View", in: stack, width: 300, height: 400, kind: .image)
    b.engine.update(image) {
      $0.contentHugging = AxisPriorities(250, 249)
      $0.compressionResistance = AxisPriorities(750, 749)
    }
    let button = b.box("Edit", in: stack, width: 30, height: 30, kind: .button)
    try b.engine.setArrangement(
      StackViewConfiguration(axis: .vertical, spacing: 8), arrangedSubviews: [label, image, button], of: stack)
    var layout = b.engine.layout()
    assertFrame(layout.frame(of: stack), [16, 28, 343, 631])
    assertFrame(layout.frame(of: label), [0, 0, 343, 20.5])
    assertFrame(layout.frame(of: image), [0, 28.5, 343, 564.5])
    assertFrame(layout.frame(of: button), [0, 601, 343, 30])
    b.rotate(.landscapeLeft)
    layout = b.engine.layout()
    assertFrame(layout.frame(of: stack), [16, 8, 635, 359])
    assertFrame(layout.frame(of: label), [0, 0, 635, 20.5])
    assertFrame(layout.frame(of: image), [0, 28.5, 635, 292.5])
    assertFrame(layout.frame(of: button), [0, 329, 635, 30])
    XCTAssertTrue(layout.messages.isEmpty)
    XCTAssertFalse(b.engine.viewIDs.contains { b.engine.hasAmbiguousLayout($0) })
  }

  /// Cookbook §1.2 Nested Stack Views. The rows are first-baseline stacks of a label (49 × 20.5,
  /// baseline 16.3) and a text field (130 × 30, baseline 20); the image (300 × 300, resistance
  /// 48) is square; the text fields are equal widths (hugging 48); the text view hugs at 249 and
  /// has no intrinsic size. Only strictly ordered priorities give the image side 106 (the rows'
  /// fitting constraints at 49 and 51 beat the image's 48).
  func testNestedStackViewsRecipe() throws {
    var b = EngineBuilder(TestDevices.iPhone8)
    let rootStack = b.view("Root Stack View", kind: .stack)
    try b.pin(.view(rootStack), .leading, .equal, .view(b.root), .leadingMargin)
    try b.pin(.view(rootStack), .trailing, .equal, .view(b.root), .trailingMargin)
    try b.pin(.view(rootStack), .top, .equal, .guide(b.root, .safeArea), plus: 20)
    try b.pin(.guide(b.root, .safeArea), .bottom, .equal, .view(rootStack), plus: 20)
    let upper = b.view("Upper Stack", in: rootStack, kind: .stack)
    let (image, nameRows, rows, labels, fields) = try Self.nameRowsBesideAnImage(in: upper, &b)
    let textView = b.view("Text View", in: rootStack, kind: .textView)
    b.engine.update(textView) {
      $0.contentHugging = AxisPriorities(250, 249)
      $0.compressionResistance = AxisPriorities(250, 250)
    }
    let buttonStack = b.view("Button Stack", in: rootStack, kind: .stack)
    let buttons = [("Save", 34.0), ("Cancel", 48), ("Clear", 38)].map {
      b.box($0.0, in: buttonStack, width: $0.1, height: 30, kind: .button)
    }
    try b.engine.setArrangement(
      StackViewConfiguration(alignment: .firstBaseline, distribution: .fillEqually, spacing: 8),
      arrangedSubviews: buttons, of: buttonStack)
    try b.engine.setArrangement(
      StackViewConfiguration(axis: .vertical, spacing: 8), arrangedSubviews: [upper, textView, buttonStack],
      of: rootStack)

    var layout = b.engine.layout()
    XCTAssertTrue(layout.messages.isEmpty, "\(layout.messages.map(\.text))")
    assertFrame(layout.frame(of: rootStack), [16, 40, 343, 607])
    assertFrame(layout.frame(of: upper), [0, 0, 343, 106])
    assertFrame(layout.frame(of: image), [0, 0, 106, 106])
    assertFrame(layout.frame(of: nameRows), [114, 0, 229, 106])
    for (k, row) in rows.enumerated() {
      assertFrame(layout.frame(of: row), [0, 38 * Double(k), 229, 30])
      assertFrame(layout.frame(of: labels[k]), [0, 3.7, 49, 20.5], accuracy: 0.25)  // 3.5 on pixels
      assertFrame(layout.frame(of: fields[k]), [57, 0, 172, 30])
    }
    assertFrame(layout.frame(of: textView), [0, 114, 343, 455])
    assertFrame(layout.frame(of: buttonStack), [0, 577, 343, 30])
    assertFrame(layout.frame(of: buttons[0]), [0, 0, 109, 30])
    assertFrame(layout.frame(of: buttons[1]), [117, 0, 109, 30])
    assertFrame(layout.frame(of: buttons[2]), [234, 0, 109, 30])

    b.rotate(.landscapeLeft)
    layout = b.engine.layout()
    assertFrame(layout.frame(of: rootStack), [16, 20, 635, 335])
    assertFrame(layout.frame(of: image), [0, 0, 106, 106])
    assertFrame(layout.frame(of: nameRows), [114, 0, 521, 106])
    assertFrame(layout.frame(of: fields[1]), [57, 0, 464, 30])
    assertFrame(layout.frame(of: textView), [0, 114, 635, 183])
    assertFrame(layout.frame(of: buttonStack), [0, 305, 635, 30])
    let w = (635.0 - 16) / 3
    assertFrame(b.frames(buttons)[2], [2 * w + 16, 0, w, 30])
    let ambiguous = b.engine.viewIDs.filter { b.engine.hasAmbiguousLayout($0) }.map { b.engine.view($0).name }
    XCTAssertEqual(ambiguous, [], "the recipe's layout is not ambiguous")
  }

  /// The recipe's upper stack (spacing 8): the square image beside a vertical stack of three
  /// first-baseline rows, each a label and a text field, the fields of equal widths.
  static func nameRowsBesideAnImage(in upper: ViewID, _ b: inout EngineBuilder) throws -> (
    image: ViewID, nameRows: ViewID, rows: [ViewID], labels: [ViewID], fields: [ViewID]
  ) {
    let image = b.box("Image View", in: upper, width: 300, height: 300, kind: .image)
    b.engine.update(image) {
      $0.contentHugging = AxisPriorities(250, 250)
      $0.compressionResistance = AxisPriorities(48, 48)
    }
    try b.pin(.view(image), .height, .equal, .view(image), .width)
    let nameRows = b.view("Name Rows Stack", in: upper, kind: .stack)
    var rows: [ViewID] = []
    var labels: [ViewID] = []
    var fields: [ViewID] = []
    for name in ["First", "Middle", "Last"] {
      let row = b.view("\(name) Name Stack", in: nameRows, kind: .stack)
      let label = b.box(name, in: row, width: 49, height: 20.5, kind: .label)
      b.engine.update(label) { $0.baselineOffsets = BaselineOffsets(16.3) }
      let field = b.box("\(name) Name Text Field", in: row, width: 130, height: 30, kind: .textField)
      b.engine.update(field) {
        $0.baselineOffsets = BaselineOffsets(20)
        $0.contentHugging = AxisPriorities(48, 250)
        $0.compressionResistance = AxisPriorities(749, 750)
      }
      try b.engine.setArrangement(
        StackViewConfiguration(alignment: .firstBaseline, spacing: 8), arrangedSubviews: [label, field], of: row)
      rows.append(row)
      labels.append(label)
      fields.append(field)
    }
    try b.pin(.view(fields[0]), .width, .equal, .view(fields[1]))
    try b.pin(.view(fields[0]), .width, .equal, .view(fields[2]))
    try b.engine.setArrangement(
      StackViewConfiguration(axis: .vertical, spacing: 8), arrangedSubviews: rows, of: nameRows)
    try b.engine.setArrangement(
      StackViewConfiguration(spacing: 8), arrangedSubviews: [image, nameRows], of: upper)
    return (image, nameRows, rows, labels, fields)
  }

  /// Cookbook §1.3 Dynamic Stack View (iOS 9 margins: the scroll view from the top, 20 above the
  /// bottom): a vertical equal-spacing stack (spacing 0) pinned to the scroll view's edges and
  /// width holds n entry rows (horizontal, first baseline, spacing 8: a date label, a number
  /// label and a 30-pt Delete button) and the Add Item button. At its fitting height every gap
  /// is 0, entry k is at y = 30k, and the content size is 343 × 30(n + 1). A new entry is added
  /// hidden, then shown.
  func testDynamicStackViewRecipe() throws {
    var b = EngineBuilder(TestDevices.iPhone8)
    b.engine.update(b.root) { $0.insetsLayoutMarginsFromSafeArea = false }
    let scroll = b.view("Scroll View", kind: .scroll)
    try b.pin(.view(scroll), .leading, .equal, .view(b.root), .leadingMargin)
    try b.pin(.view(scroll), .trailing, .equal, .view(b.root), .trailingMargin)
    try b.pin(.view(scroll), .top, .equal, .view(b.root), .topMargin)
    try b.pin(.view(b.root), .bottom, .equal, .view(scroll), plus: 20)
    let stack = b.view("Stack View", in: scroll, kind: .stack)
    for edge in [LayoutAttribute.leading, .trailing, .top, .bottom, .width] {
      try b.pin(.view(stack), edge, .equal, .view(scroll))
    }
    let add = b.box("Add Item", in: stack, width: 62, height: 30, kind: .button)
    var arranged = [add]
    let column = StackViewConfiguration(axis: .vertical, distribution: .equalSpacing)
    try b.engine.setArrangement(column, arrangedSubviews: arranged, of: stack)
    var entries: [ViewID] = []
    for n in 1...3 {
      let entry = b.view("entry\(n)", in: stack, kind: .stack)
      let date = b.box("date\(n)", in: entry, width: 70, height: 20.5, kind: .label)
      let number = b.box("number\(n)", in: entry, width: 185, height: 20.5, kind: .label)
      let delete = b.box("delete\(n)", in: entry, width: 46, height: 30, kind: .button)
      b.engine.update(number) { $0.contentHugging.horizontal = 249 }
      try b.engine.setArrangement(
        StackViewConfiguration(alignment: .firstBaseline, spacing: 8), arrangedSubviews: [date, number, delete],
        of: entry)
      b.engine.update(entry) { $0.isHidden = true }
      arranged.insert(entry, at: arranged.count - 1)
      try b.engine.setArrangement(column, arrangedSubviews: arranged, of: stack)
      var layout = b.engine.layout()
      assertFrame(layout.frame(of: add), [0, 30 * Double(n - 1), 343, 30], "hidden new entry \(n)")
      b.engine.update(entry) { $0.isHidden = false }
      layout = b.engine.layout()
      XCTAssertTrue(layout.messages.isEmpty)
      entries.append(entry)
      assertFrame(layout.frame(of: scroll), [16, 0, 343, 647])
      for (k, e) in entries.enumerated() {
        assertFrame(layout.frame(of: e), [0, 30 * Double(k), 343, 30], "entry \(k) of \(n)")
      }
      assertFrame(layout.frame(of: add), [0, 30 * Double(n), 343, 30])
      XCTAssertEqual(b.engine.contentSize(of: scroll), Size(width: 343, height: 30 * Double(n + 1)))
    }
    // Within an entry the labels sit on the button's baseline; with no text they are bottom-aligned.
    let layout = b.engine.layout()
    let number = try XCTUnwrap(b.engine.viewID(named: "number1"))
    assertFrame(layout.frame(of: number), [78, 9.5, 211, 20.5])
  }
}
