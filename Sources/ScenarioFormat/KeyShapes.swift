/// Mapping keys a scenario never has, refused from the text before YAML is composed: an alias
/// (`*name: …`), a list or mapping (`[a, b]: …`) or an explicit key (`? …`).
///
/// Why before: Yams checks every mapping for duplicate keys by hashing the keys, and a key that is
/// an alias is hashed through its whole anchored value, expanded. A few lines of nested aliases
/// (`&b [*a, *a, …]`, the "billion laughs") expand to billions of nodes, so one such key takes
/// minutes inside the composer, before ``NodeWalker/measure(_:)`` could count anything. Every key
/// of the format is a name, so no valid scenario is refused.
enum KeyShapes {
  /// The first key of a shape a scenario does not use, with where it is.
  static func error(in source: String, file: String) -> ScenarioError? {
    error(in: SourceText.lines(source), file: file)
  }

  /// The first key of a shape a scenario does not use in the file's lines (``SourceText/lines(_:)``).
  static func error(in lines: [[Unicode.Scalar]], file: String) -> ScenarioError? {
    let nameStops: Set<Unicode.Scalar> = [" ", "\t", ",", "[", "]", "{", "}"]
    // Open flow collections, across lines: inside one, libyaml reads any `?` that starts a node
    // as an explicit key, whatever follows it (`[*a, ?*b]` is a list holding `{*b: null}`).
    var flowDepth = 0
    for (index, line) in lines.enumerated() {
      var quote: Unicode.Scalar?
      var column = 0
      var opened: [Int] = []
      func at(_ column: Int) -> SourceLocation {
        SourceLocation(file: file, line: index + 1, column: column + 1)
      }
      /// Whether a `:` that ends a key comes after `column` (spaces between).
      func colonFollows(_ column: Int) -> Bool {
        var next = column
        while next < line.count, line[next] == " " || line[next] == "\t" { next += 1 }
        guard next < line.count, line[next] == ":" else { return false }
        return next + 1 == line.count || [" ", "\t", ",", "]", "}"].contains(line[next + 1])
      }
      /// Whether a node may start at `column`: first on its line (after any `- `), or just
      /// inside or after a flow collection's `[`, `{` or `,` (`What ?` is text).
      func startsNode(_ column: Int) -> Bool {
        let before = line[..<column].reversed().drop { $0 == " " || $0 == "\t" }
        guard let last = before.first else { return true }
        if ["[", "{", ","].contains(last) { return true }
        return before.allSatisfy { $0 == "-" || $0 == " " || $0 == "\t" }
      }
      while column < line.count {
        let scalar = line[column]
        // A space is none of the characters looked for, and a nested view's line is mostly
        // indentation.
        if scalar == " " {
          column += 1
          continue
        }
        let startsToken = column == 0 || opensToken(line[column - 1])
        if let open = quote {
          if scalar == open { quote = nil }
        } else if scalar == "#", startsToken {
          break
        } else if scalar == "\"" || scalar == "'", startsToken {
          quote = scalar
        } else if scalar == "*", startsToken {
          let name = line[(column + 1)...].prefix { !nameStops.contains($0) && $0 != ":" }
          if !name.isEmpty, colonFollows(column + 1 + name.count) {
            return ScenarioError(
              "an alias cannot be a key: a scenario's keys are names", at: at(column))
          }
        } else if scalar == "[" || scalar == "{" {
          opened.append(column)
          if startsToken || flowDepth > 0 { flowDepth += 1 }
        } else if scalar == "]" || scalar == "}" {
          flowDepth = max(0, flowDepth - 1)
          // Reported where the collection opens (an implicit key is on one line).
          let start = opened.popLast()
          if colonFollows(column + 1) {
            return ScenarioError(
              "a \(scalar == "]" ? "list" : "mapping") cannot be a key: a scenario's keys are "
                + "names",
              at: at(start ?? column))
          }
        } else if scalar == "?", startsToken, startsNode(column),
          flowDepth > 0 || column + 1 == line.count || line[column + 1] == " "
            || line[column + 1] == "\t"
        {
          return ScenarioError(
            "explicit keys ('? ') are not used in a scenario: write 'name: value'", at: at(column))
        }
        column += 1
      }
    }
    return nil
  }

  /// Whether a token may start after `scalar`: a space, a tab or a flow indicator. (A switch,
  /// not a set: this is asked of every character of the file, and hashing each was a third of
  /// reading a 4 MB file.)
  static func opensToken(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case " ", "\t", ",", "[", "{": true
    default: false
    }
  }
}
