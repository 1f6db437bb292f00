import ScenarioFormat

/// How free text is written on a golden file's line, and read back: view ids that are single
/// words and labels without brackets are written as they are; anything else is quoted, with
/// `\\`, `\"`, `\n`, `\r`, `\t` and `\u{…}` escapes, so every line stays one line.
enum GoldenText {
  /// A view id: as is when it is one word of printable characters without `"` or `\`, else quoted.
  static func token(_ text: String) -> String {
    isPlain(text, also: []) ? text : quoted(text)
  }

  /// A step label: as is unless it holds `]`, `"`, `\` or a control character, else quoted.
  static func label(_ text: String) -> String {
    isPlain(text, also: [" "]) && !text.hasPrefix(" ") && !text.hasSuffix(" ") ? text : quoted(text)
  }

  private static func isPlain(_ text: String, also allowed: Set<Unicode.Scalar>) -> Bool {
    !text.isEmpty
      && text.unicodeScalars.allSatisfy { scalar in
        allowed.contains(scalar)
          || !(scalar.properties.isWhitespace || Printable.isControl(scalar) || scalar == "\""
            || scalar == "\\" || scalar == "]" || scalar == "[")
      }
  }

  static func quoted(_ text: String) -> String { "\"" + escaped(text, quote: true) + "\"" }

  /// `text` with backslashes, line breaks, tabs and other control characters (and, when `quote`,
  /// double quotes) escaped.
  static func escaped(_ text: String, quote: Bool = false) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\"" where quote: out += "\\\""
      default:
        if Printable.isControl(scalar) {
          out += Printable.escape(scalar)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }

  /// Reads escapes back; nil for a malformed escape.
  static func unescaped<S: Sequence>(_ scalars: S) -> String? where S.Element == Unicode.Scalar {
    var out = String.UnicodeScalarView()
    var iterator = scalars.makeIterator()
    while let scalar = iterator.next() {
      guard scalar == "\\" else {
        out.append(scalar)
        continue
      }
      switch iterator.next() {
      case "\\": out.append("\\")
      case "n": out.append("\n")
      case "r": out.append("\r")
      case "t": out.append("\t")
      case "\"": out.append("\"")
      case "u":
        guard iterator.next() == "{" else { return nil }
        var hex = ""
        var closed = false
        while let digit = iterator.next() {
          if digit == "}" {
            closed = true
            break
          }
          hex.unicodeScalars.append(digit)
        }
        guard closed, hex.count <= 6, let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value)
        else { return nil }
        out.append(decoded)
      default: return nil
      }
    }
    return String(out)
  }
}
