import Yams

/// Where each Unicode scalar of a YAML scalar's value was written, so an error inside a constraint's
/// text points at the character in the file, whatever the scalar's style.
///
/// In a plain scalar the value is the source; elsewhere the two differ: a double-quoted scalar's
/// escapes (`\"`, `\t`, `\u00e9`) take several characters for one, a single-quoted scalar's `''`
/// stands for `'`, and a scalar written over several lines is folded (a line break becomes a space,
/// the next line's indentation is dropped) or, in a literal block (`|`), starts on the line after
/// its indicator. The map is made by walking the source beside the value, decoding as YAML does
/// (YAML 1.2, chapters 7 and 8); where the two cannot be matched (an explicit indentation indicator
/// it does not model, say), it falls back to counting from the scalar's first character, which is
/// exact for every single-line scalar without escapes.
struct ScalarSourceMap {
  /// One location per scalar of the value, then the location just past the last.
  private let locations: [SourceLocation]
  private let start: SourceLocation

  /// Counting scalars from `start`.
  init(linearFrom start: SourceLocation) {
    self.locations = []
    self.start = start
  }

  /// The location of the value's scalar at `index` (at the end, just past the last one).
  func location(at index: Int) -> SourceLocation {
    if locations.isEmpty { return start.advanced(by: index) }
    return locations[min(max(index, 0), locations.count - 1)]
  }

  /// The map of `scalar`, written at `start` (its first character, or its opening quote or block
  /// indicator) in `source`, split into lines of scalars.
  init(
    _ value: String, style: Node.Scalar.Style, at start: SourceLocation,
    in source: [[Unicode.Scalar]]
  ) {
    let quoted = style == .singleQuoted || style == .doubleQuoted
    self.start = quoted ? start.advanced(by: 1) : start
    var aligner = Aligner(
      source: source, value: Array(value.unicodeScalars), style: style, file: start.file,
      line: start.line - 1, column: start.column - 1)
    self.locations = aligner.align() ?? []
  }

  /// Walks the source and the value together.
  private struct Aligner {
    let source: [[Unicode.Scalar]]
    let value: [Unicode.Scalar]
    let style: Node.Scalar.Style
    let file: String
    /// The source position, both counted from 0.
    var line: Int
    var column: Int
    /// A block scalar's indentation: the spaces dropped at the start of each of its lines.
    var blockIndent: Int?

    init(
      source: [[Unicode.Scalar]], value: [Unicode.Scalar], style: Node.Scalar.Style,
      file: String, line: Int, column: Int
    ) {
      self.source = source
      self.value = value
      self.style = style
      self.file = file
      self.line = line
      self.column = column
    }

    var here: SourceLocation { SourceLocation(file: file, line: line + 1, column: column + 1) }

    func scalar(_ offset: Int = 0) -> Unicode.Scalar? {
      guard line < source.count, column + offset < source[line].count else { return nil }
      return source[line][column + offset]
    }

    var isAtLineEnd: Bool { line < source.count && column >= source[line].count }

    static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
      scalar == " " || scalar == "\t" || scalar == "\r"
    }

    /// To the start of the next line's text: past a flow scalar's whole indentation, or a block
    /// scalar's indentation and no further (more spaces are its content).
    mutating func nextLine() {
      line += 1
      column = 0
      guard line < source.count else { return }
      if let indent = blockIndent {
        while column < indent, let next = scalar(), next == " " { column += 1 }
      } else {
        while let next = scalar(), Self.isBlank(next) { column += 1 }
      }
    }

    mutating func align() -> [SourceLocation]? {
      guard line < source.count, column <= source[line].count else { return nil }
      switch style {
      case .singleQuoted, .doubleQuoted:
        column += 1
      case .literal, .folded:
        // The content starts on the line after the indicator; its indentation is that of its
        // first non-empty line.
        line += 1
        column = 0
        var probe = line
        while probe < source.count, source[probe].allSatisfy({ $0 == " " || $0 == "\r" }) {
          probe += 1
        }
        guard probe < source.count else { return value.isEmpty ? [here] : nil }
        // Spaces the value begins with are content beyond the indentation (an explicit
        // indentation indicator, `>1`, makes them so): the indentation is the line's less those.
        let content = value.drop { $0 == "\n" }.prefix { $0 == " " }.count
        let indent = max(0, source[probe].prefix { $0 == " " }.count - content)
        blockIndent = indent
        column = min(indent, source[line].prefix { $0 == " " }.count)
      default:
        break
      }
      var result: [SourceLocation] = []
      result.reserveCapacity(value.count + 1)
      var index = 0
      // Each turn consumes source; the bound stops a walk that cannot match.
      var budget = 4 * (value.count + 16) + source.count
      while index < value.count {
        budget -= 1
        guard budget > 0, line < source.count else { return nil }
        let wanted = value[index]
        guard let current = scalar() else {
          // A line break in the source: a folded space or a kept line break, or dropped.
          if wanted == " " || wanted == "\n" {
            result.append(here)
            index += 1
          }
          nextLine()
          continue
        }
        if skipBlanksEndingTheLine() { continue }
        if style == .doubleQuoted, current == "\\" {
          guard let (decoded, length) = escape() else {
            // An escaped line break: nothing in the value.
            nextLine()
            continue
          }
          guard decoded == wanted else { return nil }
          result.append(here)
          index += 1
          column += length
          continue
        }
        if style == .singleQuoted, current == "'", scalar(1) == "'" {
          guard wanted == "'" else { return nil }
          result.append(here)
          index += 1
          column += 2
          continue
        }
        if current == wanted {
          result.append(here)
          index += 1
          column += 1
          continue
        }
        // Blanks before a line break are dropped when a flow scalar is folded.
        guard Self.isBlank(current) else { return nil }
        column += 1
      }
      result.append(here)
      return result
    }

    /// Past the blanks that end a flow scalar's line, which folding drops: matched against the
    /// value's spaces they would put the fold's space (or an escaped space after it) a line early
    /// (found by the fuzz target). Whether there were any.
    mutating func skipBlanksEndingTheLine() -> Bool {
      guard blockIndent == nil, let current = scalar(), Self.isBlank(current),
        source[line][column...].allSatisfy({ Self.isBlank($0) })
      else { return false }
      column = source[line].count
      return true
    }

    /// The escape at the cursor (`\n`, `\"`, `\u00e9`): what it stands for and its length, or `nil`
    /// for an escaped line break.
    func escape() -> (Unicode.Scalar, Int)? {
      guard let kind = scalar(1) else { return nil }
      let simple: [Unicode.Scalar: Unicode.Scalar] = [
        "0": "\0", "a": "\u{7}", "b": "\u{8}", "t": "\t", "\t": "\t", "n": "\n", "v": "\u{B}",
        "f": "\u{C}", "r": "\r", "e": "\u{1B}", " ": " ", "\"": "\"", "/": "/", "\\": "\\",
        "N": "\u{85}", "_": "\u{A0}", "L": "\u{2028}", "P": "\u{2029}",
      ]
      if let decoded = simple[kind] { return (decoded, 2) }
      let digits: Int
      switch kind {
      case "x": digits = 2
      case "u": digits = 4
      case "U": digits = 8
      default: return ("\u{FFFD}", 2)
      }
      var hex = ""
      for offset in 0..<digits {
        guard let digit = scalar(2 + offset) else { return ("\u{FFFD}", 2) }
        hex.unicodeScalars.append(digit)
      }
      guard let code = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(code) else {
        return ("\u{FFFD}", 2)
      }
      return (decoded, 2 + digits)
    }
  }
}
