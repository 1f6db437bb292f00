import AutoLayout
import Cassowary
import XCTest

/// A `UITextView` with scrolling disabled is as tall as its text at its width: text container
/// insets of 8 pt above and below, line fragment padding of 5 pt at each side (UIKit's and
/// TextKit's documented defaults), lines of the font's line height.
final class TextViewLayoutTests: XCTestCase {
  func textView(_ text: String, scrolls: Bool = false) -> View {
    var view = View("notes", kind: .textView)
    view.text = text
    view.font = .system(17)
    view.isScrollEnabled = scrolls
    return view
  }

  /// Pins the text view 20 from the root's sides (335 wide on the iPhone 8) and 40 from its top.
  func layOut(_ view: View) throws -> Rect {
    var b = EngineBuilder(TestDevices.iPhone8)
    let id = try b.engine.addView(view, to: b.root)
    _ = try b.pin(.view(id), .left, .equal, .view(b.root), .left, plus: 20)
    _ = try b.pin(.view(id), .right, .equal, .view(b.root), .right, plus: -20)
    _ = try b.pin(.view(id), .top, .equal, .view(b.root), .top, plus: 40)
    return b.engine.layout().frame(of: id)
  }

  /// One line of 17-pt text: 20.29 → 20.5 on @2x, + 8 + 8 = 36.5.
  func testOneLineIsItsLineHeightPlusTheInsets() throws {
    XCTAssertEqual(try layOut(textView("Hello")), Rect(x: 20, y: 40, width: 335, height: 36.5))
  }

  /// Text wider than 335 − 5 − 5 = 325 wraps: the lines the model breaks it into at 325, each
  /// 20.29 tall, rounded up to the pixel grid, + 16.
  func testLongTextWrapsAtTheWidthLessThePadding() throws {
    let text = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 4)
    let lines = TextMetrics.wrappedLines(of: text, font: .system(17), maxWidth: 325).count
    XCTAssertGreaterThan(lines, 2)
    let height = TextMetrics.ceilToPixel(Double(lines) * SystemFont.system(17).lineHeight, scale: 2) + 16
    XCTAssertEqual(try layOut(textView(text)).height, height)
    // At the full 335 the same text could need fewer lines: the padding counts.
    XCTAssertEqual(TextMetrics.textViewHeight(text: text, font: .system(17), scale: 2, width: 335),
      TextMetrics.ceilToPixel(
        Double(TextMetrics.wrappedLines(of: text, font: .system(17), maxWidth: 325).count)
          * SystemFont.system(17).lineHeight, scale: 2) + 16)
  }

  /// A scrolling text view has no intrinsic height: with nothing else, it is ambiguous, and the
  /// engine does not size it from its text.
  func testAScrollingTextViewIsNotSizedByItsText() {
    XCTAssertFalse(textView("Hello", scrolls: true).measuresText)
    XCTAssertTrue(textView("Hello").measuresText)
  }

  /// An empty text view keeps one line, the caret's: 20.5 + 16.
  func testAnEmptyTextViewIsOneLineTall() {
    XCTAssertEqual(
      TextMetrics.textViewHeight(text: "", font: .system(17), scale: 2, width: 335), 36.5)
  }
}
