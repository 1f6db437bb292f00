/// Text as YAML reads it back: the one YAML escaper, for the importer's scenario files and the
/// REPL's typed events.
public enum YAMLText {
  /// `text` in double quotes with YAML's escapes: quotes, backslashes, line breaks and tabs, and
  /// as `\uXXXX` every character YAML does not allow unescaped (C0 and C1 controls, DEL, the
  /// Unicode line and paragraph separators, the byte-order mark).
  public static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
          || scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0xFEFF
        {
          let hex = String(scalar.value, radix: 16).uppercased()
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
