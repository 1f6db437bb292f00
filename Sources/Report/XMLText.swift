/// Text as XML and HTML take it: the one escaper for the HTML and SVG reports and the JUnit
/// report.
public enum XMLText {
  /// `&`, `<`, `>`, `"` and `'` as references everywhere (safe in text and in either kind of
  /// quoted attribute); a carriage return as `&#13;` (a parser would turn it into a line feed);
  /// in an attribute also line feeds and tabs (a parser would turn them into spaces). Characters
  /// XML 1.0 does not allow even as references (C0 controls other than tab, line feed and
  /// carriage return; U+FFFE, U+FFFF), and DEL, which HTML forbids, become U+FFFD.
  public static func escape(_ text: String, attribute: Bool = false) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      case "\r": out += "&#13;"
      case "\n" where attribute: out += "&#10;"
      case "\t" where attribute: out += "&#9;"
      case "\n", "\t": out.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0xFFFE
          || scalar.value == 0xFFFF
        {
          out += "\u{FFFD}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }
}
