/// Untrusted text made safe to print: a scenario's title, ids, texts and the messages that quote
/// them reach a terminal, an editor's problem list or a log, where a control character would act
/// rather than show (`ESC [ 2 J` clears a terminal, a carriage return hides what came before, a
/// right-to-left override reverses what follows). Each such character is written as a `\u{…}`
/// escape (`\n`, `\r`, `\t` for the common ones), so the text stays visible and on one line.
public enum Printable {
  /// `text` with every control character escaped; all else as it is.
  ///
  ///     Printable.escaped("Sign in\u{1B}[2J")  // "Sign in\\u{1B}[2J"
  public static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      if isControl(scalar) {
        out += escape(scalar)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// `'text'`, escaped, for quoting a name in a message.
  public static func quoted(_ text: String) -> String { "'" + escaped(text) + "'" }

  /// The escape for one control character: `\n`, `\r`, `\t`, else `\u{1B}`.
  public static func escape(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\n": "\\n"
    case "\r": "\\r"
    case "\t": "\\t"
    default: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }
  }

  /// C0 and C1 controls and DEL (terminal commands start with ESC or with C1's CSI, U+009B), the
  /// line and paragraph separators, and the bidirectional embeddings, overrides and isolates
  /// (U+202A–U+202E, U+2066–U+2069), which reorder the text printed after them.
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
