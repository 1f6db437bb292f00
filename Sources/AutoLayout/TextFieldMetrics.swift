/// The intrinsic size of a borderless `UITextField` (``TextFieldBorderStyle/none``).
///
/// UIKit draws a text field's text, or its placeholder while the text is empty, in a label
/// (`UITextFieldLabel`) inset from the field's bounds by the border's room; without a border
/// there is none: the label sits at x 0 and spans the field (public view-hierarchy dumps of
/// borderless fields: `UITextField … borderStyle = None` 245 wide holds `UITextFieldLabel` at
/// `(0 1; 245 20.5)`, one 17-pt line; another 30 wide holds one at `(0 5; 30 20.3333)`, the same
/// line at 3×, centred). So the field needs one line of its text: as wide as the text, rounded
/// up to the pixel as a label's is. An empty field with no placeholder is still one line tall
/// (the caret's line) and 0 wide.
///
/// Its height: from iOS 14, the line's height rounded up to the whole point, plus 1. Public apps'
/// storyboards outside the corpora saved by Xcode 12 to 26 (toolsVersion 17xxx–24xxx; seven
/// apps, @2x and @3x canvases) save borderless 17-pt and Body fields 22 tall (20.29 → 21 + 1),
/// a 16-pt one 21 (19.09 → 20 + 1) and 18-pt ones 23 (21.48 → 22 + 1) where nothing else sets
/// their height; the first dump above agrees: a 20.5-tall label 1 below the top of a field
/// (22 − 20.5) / 2 = 0.75 → 1 on the @2x grid. Before iOS 14 (no such file), one line rounded up
/// to the pixel, as before: UNVERIFIED.
public enum TextFieldMetrics {
  public static func borderlessIntrinsicSize(
    text: String, font: SystemFont, scale: Double, ios: IOSVersion
  ) -> Size {
    let width =
      text.isEmpty
      ? 0 : TextMetrics.labelIntrinsicSize(text: text, font: font, scale: scale).width
    let height =
      ios >= .iOS14
      ? font.lineHeight.rounded(.up) + 1 : TextMetrics.ceilToPixel(font.lineHeight, scale: scale)
    return Size(width: width, height: height)
  }
}
