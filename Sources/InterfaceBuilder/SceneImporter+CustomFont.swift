import AutoLayout
import InterfaceBuilderDocument

/// Views whose text is set in a font the simulator does not have (a named font such as Marker
/// Felt or Helvetica, or a font type other than the system's), and labels whose text is
/// attributed (`usesAttributedText="YES"`: fragments with their own fonts, kerning and paragraph
/// styles, which the reader does not read; their plain text would be empty and the label 0 tall).
///
/// Only the system font's metrics are modelled (``SystemFont``); measuring such a text in the
/// system font gives a size UIKit would not, and the views laid out against it would move too.
/// What an iOS developer expects of a layout check is the layout around the text, with the
/// text's own size as the font makes it: so the view keeps the size Xcode saved, which Xcode
/// measured in the real font, as its intrinsic size, and `import --check` leaves it out of the
/// figure (the size is the file's, not the simulator's).
extension SceneImporter {
  /// The system font types IB writes (`type="system"`); nil: a text style or no type.
  static let systemFontTypes: Set<String?> = [nil, "system", "boldSystem", "italicSystem"]

  /// The font of a text-sized view when it is not one the simulator measures, else nil.
  func unmodelledFont(of ib: Document.View) -> Document.FontDescription? {
    guard ["label", "button", "textField", "textView"].contains(ib.elementName),
      let font = ib.font ?? ib.buttonConfiguration?.titleFont, font.style == nil
    else { return nil }
    let unsized = (font.pointSize ?? 1) <= 0
    return font.name != nil || !Self.systemFontTypes.contains(font.type) || unsized ? font : nil
  }

  /// Writes the saved size as the intrinsic size of a view in an unmodelled font. Returns why
  /// its size is the file's (it is then not counted), or nil: no such font, no saved frame, or a
  /// view placed by its frame (whose size the frame sets anyway, so it counts).
  mutating func customFontSize(
    of ib: Document.View, inStack: Bool, into view: inout ImportedView
  ) -> String? {
    // A button without a title is sized by its image, not its font.
    let hasText =
      ib.elementName != "button" || ib.text != nil || ib.buttonConfiguration?.title != nil
    guard hasText, !view.properties.contains(where: { $0.key == "intrinsicSize" }),
      let frame = ib.frame
    else { return nil }
    let attributed = ib.elementName == "label" && ib.attributes["usesAttributedText"] == "YES"
    let font = unmodelledFont(of: ib)
    guard attributed || font != nil else { return nil }
    view.properties.append(("intrinsicSize", .numbers([frame.width, frame.height])))
    note(
      ib,
      attributed
        ? "a label's attributed text is not read: its intrinsic size is the size Xcode saved, measured in its own fonts"
        : "font '\(font?.name ?? font?.type ?? "?")' is not one the simulator has: the view's intrinsic size is the size Xcode saved, measured in it"
    )
    if isLaidOutByFrame(ib, inStack: inStack) { return nil }
    return attributed
      ? "labels with attributed text (their size is Xcode's)"
      : "views in a font the simulator does not have (their size is Xcode's)"
  }
}
