import AutoLayout
import Simulation

/// Text and numbers as XML and HTML take them: every character that could end an attribute or
/// start a tag escaped, characters XML 1.0 forbids replaced, numbers as ``Simulation/format(_:)``
/// prints them so the bytes are the same on every machine.
enum Markup {
  /// Text for HTML and SVG (``XMLText/escape(_:attribute:)``).
  static func escape(_ text: String) -> String { XMLText.escape(text) }

  /// A number for an attribute or a table cell: at most three decimals, no trailing zeros.
  static func number(_ value: Double) -> String { Simulation.format(value) }

  /// `x="…" y="…" width="…" height="…"`: a rectangle's attributes.
  ///
  /// A negative width or height (a layout gone wrong can give one) is drawn as the same area
  /// with a positive size, since SVG draws nothing for a negative one.
  static func box(_ rect: Rect) -> String {
    let r = rect.normalized
    var out = "x=\"\(number(r.minX))\" y=\"\(number(r.minY))\""
    out += " width=\"\(number(r.width))\" height=\"\(number(r.height))\""
    return out
  }

  /// `[x, y, width, height]`, as the text report and the scenario format write a frame.
  static func rect(_ r: Rect) -> String {
    "[" + [r.minX, r.minY, r.width, r.height].map(number).joined(separator: ", ") + "]"
  }
}

extension Rect {
  /// The same area with a width and height of at least zero.
  var normalized: Rect {
    Rect(
      x: min(minX, maxX), y: min(minY, maxY), width: abs(width), height: abs(height))
  }
}
