/// A `UITextField`'s `borderStyle`, which decides how much room the field takes around its text.
///
/// ```swift
/// var field = View("name", kind: .textField)
/// field.textFieldBorderStyle = .none   // as tall as one line of its text, as wide as its text
/// ```
///
/// A rounded-rect field (the style of the text field in Xcode's library, and the scenario's
/// default) is ``SystemMetrics/roundedTextFieldHeight(for:)`` tall with no intrinsic width.
/// A borderless field draws its text, or its placeholder, in a label inset by nothing: its
/// intrinsic size is that text's single line (``TextFieldMetrics``). `line` and `bezel` fields are
/// sized as rounded ones: their sizes are not in the corpora (UNVERIFIED).
public enum TextFieldBorderStyle: String, Hashable, Sendable, CaseIterable {
  case none, line, bezel, roundedRect
}
