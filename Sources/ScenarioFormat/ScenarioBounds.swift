import CYamlNesting
import Yams

/// The limits that keep reading a hostile file fast: its size, its nesting, and the nodes a walk
/// visits (an alias revisits the whole anchored tree each time it is used, as in "billion laughs").
public enum ScenarioBounds {
  public static let maximumBytes = 4 * 1024 * 1024
  /// YAML nesting levels, far beyond what real view trees reach: a nested view costs two levels
  /// (its `subviews:` list and its mapping), so this lets in ~2,000 nested views, where Apple's Deep
  /// Hierarchy benchmark nests hundreds. It is not the bound on work (size and node count are);
  /// it exists because Yams composes nodes by recursion and libyaml refuses nesting beyond a
  /// limit of its own, and everything that recurses over the tree runs on ``LargeStack``, sized
  /// for this depth.
  public static let maximumDepth = 4096
  public static let maximumNodes = 200_000
  /// The largest magnitude of a coordinate or length, in points.
  public static let maximumGeometry = 1e6

  /// libyaml's own limit (1,000 levels unless told otherwise) raised to ``maximumDepth`` once per
  /// process: it is a process-wide setting, and every reader wants the same value.
  static let yamlNestingConfigured: Void = yaml_set_max_nest_level(Int32(maximumDepth + 1))

  /// A quick look at the text before Yams composes it, whose recursion a very deep file would
  /// exhaust: an estimate of the nesting of each line (its block indentation levels, leading `- `
  /// entries and open flow brackets) that never exceeds the true nesting by much.
  static func nestingError(in yaml: String, file: String) -> ScenarioError? {
    var indents: [Int] = []
    var flow = 0
    var line = 1
    var column = 1
    var atLineStart = true
    var indent = 0
    var dashes = 0
    var quote: Unicode.Scalar?
    var inComment = false
    var previous: Unicode.Scalar = "\n"
    var afterCarriageReturn = false
    for scalar in yaml.unicodeScalars {
      // A line ends at LF, CR or CRLF, as YAML (and libyaml's marks) count lines.
      let breaksLine = scalar == "\r" || (scalar == "\n" && !afterCarriageReturn)
      afterCarriageReturn = scalar == "\r"
      if scalar == "\n" && !breaksLine { continue }
      defer {
        if breaksLine {
          line += 1
          column = 1
          atLineStart = true
          indent = 0
          dashes = 0
          inComment = false
          previous = "\n"
        } else {
          column += 1
          if scalar != " " { previous = scalar }
        }
      }
      if breaksLine { continue }
      if inComment { continue }
      if let open = quote {
        if scalar == open { quote = nil }
        continue
      }
      if atLineStart {
        if scalar == " " {
          indent += 1
          continue
        }
        if scalar == "#" {
          inComment = true
          continue
        }
        atLineStart = false
        if flow == 0 {
          while let last = indents.last, last >= indent { indents.removeLast() }
          indents.append(indent)
        }
      }
      switch scalar {
      case "-" where previous == "\n" || previous == "-":
        dashes += 1
      case "#" where previous == " " || previous == "\n":
        inComment = true
      case "\"", "'":
        if ": -,[{\n".unicodeScalars.contains(previous) || previous == "\n" { quote = scalar }
      case "[", "{":
        if ":-,[{?\n".unicodeScalars.contains(previous) { flow += 1 }
      case "]", "}":
        if flow > 0 { flow -= 1 }
      default:
        break
      }
      if indents.count + dashes + flow > maximumDepth {
        return ScenarioError(
          "nesting is deeper than \(maximumDepth) levels",
          at: SourceLocation(file: file, line: line, column: column))
      }
    }
    return nil
  }
}
