import Yams

/// Where a file's anchored values (`&name`) are reused through aliases (`*name`), so that an error
/// inside such a value names the places it is used as well as the place it is written.
///
/// Yams composes an alias as the anchored node itself, marks and all, so an error in it points at
/// the anchor; the uses are found in the text: `*name` tokens outside comments and quotes, after
/// the anchor and before any later anchor of the same name (YAML lets a name be anchored again).
struct AliasUses {
  /// An anchored value: its name, where the value starts and where its last node starts.
  struct Anchored {
    var name: String
    var start: SourceLocation
    var end: SourceLocation
    var uses: [SourceLocation]
  }

  var anchored: [Anchored] = []

  /// The anchored values of the file whose lines (``SourceText/lines(_:)``) are `lines`.
  init(_ lines: [[Unicode.Scalar]], root: Node, file: String) {
    let tokens = Self.tokens(in: lines, file: file)
    guard tokens.contains(where: { $0.sigil == "*" }) else { return }
    // The last place inside each node's value, for the anchored ones' extents. The tree has been
    // measured, so this walk is bounded.
    var extents: [SourceLocation: SourceLocation] = [:]
    func location(_ mark: Mark?) -> SourceLocation? {
      mark.map { SourceLocation(file: file, line: $0.line, column: $0.column) }
    }
    var pending: [(node: Node, parents: [SourceLocation])] = [(root, [])]
    while let (node, parents) = pending.popLast() {
      guard let here = location(node.mark) else { continue }
      for parent in parents + [here] where extents[parent].map({ $0 < here }) ?? true {
        extents[parent] = here
      }
      let inner = parents.count < 8 ? parents + [here] : parents
      switch node {
      case .mapping(let mapping):
        for (key, value) in mapping {
          pending.append((key, inner))
          pending.append((value, inner))
        }
      case .sequence(let sequence): pending += sequence.map { ($0, inner) }
      case .scalar, .alias: break
      }
    }
    for (index, token) in tokens.enumerated() where token.sigil == "&" {
      let later = tokens[(index + 1)...]
      let redefined = later.first { $0.sigil == "&" && $0.name == token.name }?.location
      let uses = later.filter {
        $0.sigil == "*" && $0.name == token.name && redefined.map($0.location.lessThan) ?? true
      }
      guard !uses.isEmpty, let end = extents[token.location] else { continue }
      anchored.append(
        Anchored(name: token.name, start: token.location, end: end, uses: uses.map(\.location)))
    }
  }

  /// `errors` without repeats (an alias walks its value again, finding the same mistakes), each
  /// inside an anchored value followed by the places that value is used.
  func annotated(_ errors: [ScenarioError]) -> [ScenarioError] {
    var seen: Set<ScenarioError> = []
    var result: [ScenarioError] = []
    for error in errors where seen.insert(error).inserted {
      var error = error
      let inside = anchored.filter { $0.start <= error.location && error.location.line <= $0.end.line }
      if let value = inside.max(by: { $0.start < $1.start }) {
        let uses = value.uses.map { "\($0.line):\($0.column)" }
        let places =
          uses.count > 1 ? uses.dropLast().joined(separator: ", ") + " and " + uses[uses.count - 1]
          : uses.joined()
        error.message +=
          " (in the value anchored as '&\(value.name)', used through '*\(value.name)' at \(places))"
      }
      result.append(error)
    }
    return result
  }

  /// `&name`, `*name` and `!tag` tokens, in the file's order: where a token may start (a line's start,
  /// after a space or a flow indicator), outside comments and one-line quoted texts.
  static func tokens(in lines: [[Unicode.Scalar]], file: String)
    -> [(sigil: Unicode.Scalar, name: String, location: SourceLocation)]
  {
    var tokens: [(sigil: Unicode.Scalar, name: String, location: SourceLocation)] = []
    let stops: Set<Unicode.Scalar> = [" ", "\t", ",", "[", "]", "{", "}"]
    for (index, line) in lines.enumerated() {
      var quote: Unicode.Scalar?
      var column = 0
      while column < line.count {
        let scalar = line[column]
        // A space is none of the characters looked for (a nested view's line is mostly
        // indentation).
        if scalar == " " {
          column += 1
          continue
        }
        let previous: Unicode.Scalar? = column > 0 ? line[column - 1] : nil
        if let open = quote {
          if scalar == open { quote = nil }
        } else if scalar == "#", previous == nil || previous == " " || previous == "\t" {
          break
        } else if (scalar == "\"" || scalar == "'"), previous.map(stops.contains) ?? true {
          quote = scalar
        } else if scalar == "&" || scalar == "*" || scalar == "!", previous.map(stops.contains) ?? true {
          let name = line[(column + 1)...].prefix { !stops.contains($0) }
          if !name.isEmpty {
            var text = ""
            text.unicodeScalars.append(contentsOf: name)
            tokens.append(
              (scalar, text, SourceLocation(file: file, line: index + 1, column: column + 1)))
            column += name.count
          }
        }
        column += 1
      }
    }
    return tokens
  }
}

extension SourceLocation {
  fileprivate func lessThan(_ other: SourceLocation) -> Bool { self < other }
}
