/// The intrinsic size of a borderless `UITextField` (``TextFieldBorderStyle/none``).
///
/// UIKit draws a text field's text, or its placeholder while the text is empty, in a label
/// (`UITextFieldLabel`) inset from the field's bounds by the border's room; without a border
/// there is none: the label sits at x 0 and spans the field (public view-hierarchy dumps of
/// borderless fields: `UITextField … borderStyle = None` 245 wide holds `UITextFieldLabel` at
/// `(0 1; 245 20.5)`, one 17-pt line; another 30 wide holds one at `(0 5; 30 20.3333)`, the same
/// line at 3×, centred). So the field needs one line of its text: as wide as the text and as tall
/// as the font's line, each rounded up to the pixel as a label's are. An empty field with no
/// placeholder is still one line tall (the caret's line) and 0 wide.
public enum TextFieldMetrics {
  public static func borderlessIntrinsicSize(text: String, font: SystemFont, scale: Double) -> Size
  {
    let width =
      text.isEmpty
      ? 0 : TextMetrics.labelIntrinsicSize(text: text, font: font, scale: scale).width
    return Size(width: width, height: TextMetrics.ceilToPixel(font.lineHeight, scale: scale))
  }
}
