/// The state of ``ScenarioBounds/nestingError(in:file:)``'s one pass over a file's scalars: where it
/// is, the block indentation levels open, and the quotes, comments and flow brackets it is inside.
struct NestingScan {
  /// The place of the scalar last read (lines end at LF, CR or CRLF, as libyaml's marks count).
  private(set) var line = 1
  private(set) var column = 0
  private var indents: [Int] = []
  private var flow = 0
  private var atLineStart = true
  private var indent = 0
  private var dashes = 0
  private var quote: Unicode.Scalar?
  /// A single-quoted text just closed: a `'` now is the escape `''`, and the text goes on.
  private var closedSingleQuote = false
  /// The scalar after a backslash in a double-quoted text, which cannot close it.
  private var escaped = false
  private var inComment = false
  /// The last scalar other than a space or tab on the line; a line break at its start.
  private var previous: Unicode.Scalar = "\n"
  private var afterCarriageReturn = false
  /// The scalar before this one was a space or tab (a `#` then starts a comment).
  private var afterSpace = false

  /// Reads one scalar; the nesting where it stands when it is a token that opens a level or is
  /// the first on its line (nil otherwise): all levels, and the flow levels among them.
  mutating func read(_ scalar: Unicode.Scalar) -> (total: Int, flow: Int)? {
    let breaksLine = scalar == "\r" || (scalar == "\n" && !afterCarriageReturn)
    defer { afterCarriageReturn = scalar == "\r" }
    if scalar == "\n" && !breaksLine { return nil }
    if breaksLine {
      line += 1
      column = 0
      atLineStart = true
      indent = 0
      dashes = 0
      inComment = false
      previous = "\n"
      afterSpace = false
      escaped = false
      return nil
    }
    column += 1
    let isSpace = scalar == " " || scalar == "\t"
    defer {
      afterSpace = isSpace
      if !isSpace { previous = scalar }
    }
    if inComment { return nil }
    if let open = quote {
      if escaped {
        escaped = false
      } else if open == "\"" && scalar == "\\" {
        escaped = true
      } else if scalar == open {
        quote = nil
        closedSingleQuote = open == "'"
      }
      return nil
    }
    if closedSingleQuote {
      closedSingleQuote = false
      if scalar == "'" {
        quote = "'"
        return nil
      }
    }
    if atLineStart {
      if scalar == " " {
        indent += 1
        return nil
      }
      if scalar == "#" {
        inComment = true
        return nil
      }
      atLineStart = false
      if flow == 0 {
        while let last = indents.last, last >= indent { indents.removeLast() }
        indents.append(indent)
      }
    }
    // Where a token may start: after an indicator, or first on its line.
    let startsToken: Bool
    switch previous {
    case ":", "-", ",", "[", "{", "?", "\n": startsToken = true
    default: startsToken = false
    }
    switch scalar {
    case "-" where previous == "\n" || previous == "-":
      dashes += 1
    case "#" where afterSpace:
      inComment = true
    case "\"", "'":
      if startsToken { quote = scalar }
    case "[", "{":
      // In block context a bracket opens a collection only where a token starts (`a[1]` is
      // text); inside a flow collection libyaml ends a plain text at any bracket and opens one.
      if flow > 0 || startsToken { flow += 1 }
    case "]", "}":
      if flow > 0 { flow -= 1 }
    default:
      break
    }
    return (indents.count + dashes + flow, flow)
  }
}
