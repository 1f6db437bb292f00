import AutoLayout

/// What a label, button or text field shows, as the pictures draw it: its text in its font's
/// size, laid out in the view's frame as UIKit would (a label's lines centred vertically, a
/// button's title centred both ways, a field's text on one line from its leading edge), with
/// the words that do not fit cut and an ellipsis where UIKit truncates the tail.
///
/// Measured with the project's text model (``TextMetrics``, `Guides/TextMetrics.md`), so the
/// picture's truncation is the one the `truncation` check reports.
public struct ViewText: Hashable, Sendable {
  public enum Alignment: String, Hashable, Sendable {
    case leading, center
  }

  public var text: String
  public var font: SystemFont
  public var numberOfLines: Int
  public var alignment: Alignment

  /// The text of each view of `engine` that shows one, by view name.
  public static func texts(in engine: LayoutEngine) -> [String: ViewText] {
    var out: [String: ViewText] = [:]
    for id in engine.viewIDs {
      let view = engine.view(id)
      guard let text = view.text, !text.isEmpty, out[view.name] == nil else { continue }
      let font = view.resolvedFont(in: engine.window)
      let alignment: Alignment = view.kind == .button ? .center : .leading
      let lines = view.kind == .label ? view.numberOfLines : 1
      out[view.name] = ViewText(
        text: text, font: font, numberOfLines: lines,
        alignment: alignment)
    }
    return out
  }

  /// The lines drawn in a box `width` wide and `height` high, and whether UIKit would truncate
  /// (the last line ends in "…" then).
  public func layout(width: Double, height: Double) -> (lines: [String], truncated: Bool) {
    let lineHeight = TextMetrics.lineBlockHeight(lines: 1, font: font)
    let fitting = max(1, Int((height + 0.5) / max(lineHeight, 1)))
    let limit = numberOfLines == 0 ? fitting : min(numberOfLines, fitting)
    let all =
      numberOfLines == 1
      ? TextMetrics.lines(of: text).prefix(1).map { $0 }
      : TextMetrics.wrappedLines(of: text, font: font, maxWidth: max(width, 1))
    var lines = Array(all.prefix(limit))
    var truncated = all.count > limit || TextMetrics.lines(of: text).count > 1 && numberOfLines == 1
    if let last = lines.last, font.width(of: last) > width + 0.5 {
      truncated = true
    }
    if truncated, let last = lines.popLast() {
      lines.append(Self.tail(last, toFit: width, font: font))
    }
    return (lines, truncated)
  }

  /// `text` cut at its tail so that it and "…" fit in `width`.
  static func tail(_ text: String, toFit width: Double, font: SystemFont) -> String {
    var kept = text
    while !kept.isEmpty, font.width(of: kept + "…") > width {
      kept.removeLast()
    }
    while kept.hasSuffix(" ") { kept.removeLast() }
    return kept + "…"
  }
}
