// A non-scrolling UITextView's size from its text: what `sizeThatFits(_:)` and the intrinsic
// content size of a text view with `isScrollEnabled` false report.

extension TextMetrics {
  /// `UITextView.textContainerInset`'s default: 8 pt above and below the text (UIKit's
  /// documentation of `textContainerInset`: "(8, 0, 8, 0)").
  public static let textViewVerticalInset = 8.0
  /// `NSTextContainer.lineFragmentPadding`'s default: 5 pt at each end of every line (TextKit's
  /// documentation), which the text view's width includes and the text cannot use.
  public static let textViewLineFragmentPadding = 5.0

  /// A non-scrolling text view's height at `width`: its text wrapped at the width less the line
  /// fragment padding on both sides, the lines' height (a text style's leading each, else the
  /// font's line height) rounded up to the pixel grid, plus the
  /// container's insets above and below. Empty text takes one line (the caret's), as UIKit sizes
  /// an empty text view.
  ///
  /// 17-pt system text, one line, on @2x: 20.29 → 20.5, + 16 = 36.5; three lines: 60.87 → 61,
  /// + 16 = 77.
  public static func textViewHeight(
    text: String, font: SystemFont, scale: Double, width: Double?
  ) -> Double {
    var lines = 0
    if let width {
      let available = max(width - 2 * textViewLineFragmentPadding, 1e-9)
      lines = wrappedExtent(of: text, font: font, maxWidth: available).lines
    } else {
      forEachLine(of: text) { _ in
        lines += 1
        return true
      }
    }
    // TextKit gives every line of a text-style font the style's leading (Body at extraSmall,
    // 19 pt: four lines 76 tall in albookcode's TextView-v1); a plain system font's lines are
    // its line height.
    let count = Double(max(lines, 1))
    let block = font.styleLeading.map { count * $0 } ?? lineBlockHeight(lines: max(lines, 1), font: font)
    return ceilToPixel(block, scale: scale) + 2 * textViewVerticalInset
  }
}
