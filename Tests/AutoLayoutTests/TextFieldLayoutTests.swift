import AutoLayout
import Cassowary
import XCTest

/// A borderless `UITextField` is one line of its text: UIKit draws the text (or the placeholder)
/// in a label the field does not inset (``TextFieldMetrics``), the field from iOS 14 a point
/// taller than the line rounded up to the whole point; a rounded one keeps the release's fixed
/// height and no intrinsic width.
final class TextFieldLayoutTests: XCTestCase {
  func field(_ text: String?, border: TextFieldBorderStyle) -> View {
    var view = View("name", kind: .textField)
    view.text = text
    view.font = .system(17)
    view.textFieldBorderStyle = border
    return view
  }

  /// Places the field 20 from the iPhone 8's left and 40 from its top; nothing sizes it. The
  /// engine's release is the default, iOS 18, unless `ios` says otherwise.
  func layOut(_ view: View, ios: IOSVersion = .newest) throws -> Rect {
    var b = EngineBuilder(TestDevices.iPhone8, ios: ios)
    let id = try b.engine.addView(view, to: b.root)
    _ = try b.pin(.view(id), .left, .equal, .view(b.root), .left, plus: 20)
    _ = try b.pin(.view(id), .top, .equal, .view(b.root), .top, plus: 40)
    return b.engine.layout().frame(of: id)
  }

  /// "Hello" at 17 pt: as wide as a label of it; its line is 16.19 + 4.10 = 20.29 tall, so the
  /// field is 21 + 1 = 22 tall on iOS 18, and one line on the @2x grid, 20.5, on iOS 13.
  func testABorderlessFieldIsOneLineOfItsText() throws {
    var label = View("twin", kind: .label)
    label.text = "Hello"
    label.font = .system(17)
    let labelFrame = try layOut(label)
    let frame = try layOut(field("Hello", border: .none))
    XCTAssertEqual(frame, Rect(x: 20, y: 40, width: labelFrame.width, height: 22))
    XCTAssertGreaterThan(frame.width, 30)
    XCTAssertEqual(try layOut(field("Hello", border: .none), ios: .iOS13).height, 20.5)
  }

  /// No text and no placeholder: still the caret's line, 22 tall on iOS 18, and 0 wide.
  func testAnEmptyBorderlessFieldIsOneLineTall() throws {
    XCTAssertEqual(
      try layOut(field(nil, border: .none)), Rect(x: 20, y: 40, width: 0, height: 22))
  }

  /// A rounded field is not sized by its text: its height is the table's (set by the scenario
  /// layer as its intrinsic size), so the engine does not measure it.
  func testARoundedFieldIsNotMeasured() {
    XCTAssertFalse(field("Hello", border: .roundedRect).measuresText)
    XCTAssertTrue(field("Hello", border: .none).measuresText)
    XCTAssertTrue(field(nil, border: .none).measuresText)
  }

  /// Its baselines stay at its bottom, as for every text field before.
  func testABorderlessFieldsBaselineIsItsBottom() throws {
    var b = EngineBuilder(TestDevices.iPhone8)
    let id = try b.engine.addView(field("Hello", border: .none), to: b.root)
    var label = View("twin", kind: .label)
    label.text = "Name"
    let other = try b.engine.addView(label, to: b.root)
    _ = try b.pin(.view(id), .left, .equal, .view(b.root), .left, plus: 20)
    _ = try b.pin(.view(id), .top, .equal, .view(b.root), .top, plus: 40)
    _ = try b.pin(.view(other), .left, .equal, .view(b.root), .left, plus: 200)
    _ = try b.pin(.view(other), .bottom, .equal, .view(id), .lastBaseline)
    let solved = b.engine.layout()
    XCTAssertEqual(solved.frame(of: other).maxY, solved.frame(of: id).maxY)
  }
}
