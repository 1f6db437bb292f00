/// The text of an Interface Builder file, for columns: the XML parser reports the line where an
/// element's start tag ends; the column of its `<` is found by looking back from there.
struct SourceText {
  let lines: [Substring]

  init(_ text: String) {
    lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// Where the start tag `<name` of an element whose tag ends on `line` begins: that line or an
  /// earlier one (a tag written over several lines). Column 1 of `line` when it is not found.
  func start(of name: String, endingOn line: Int) -> (line: Int, column: Int) {
    guard line >= 1, line <= lines.count else { return (max(line, 1), 1) }
    let needle = "<" + name
    var index = line - 1
    while index >= 0, index >= line - 20 {
      let text = lines[index]
      if let range = Self.tagRange(of: needle, in: text) {
        return (index + 1, text.unicodeScalars.distance(from: text.startIndex, to: range) + 1)
      }
      index -= 1
    }
    return (line, 1)
  }

  /// The first `<name` followed by a space, `>` or `/`, or the end of the line.
  static func tagRange(of needle: String, in text: Substring) -> String.Index? {
    var search = text[...]
    while let range = search.range(of: needle) {
      let after = text[range.upperBound...].first
      if after == nil || after == " " || after == ">" || after == "/" || after == "\t" {
        return range.lowerBound
      }
      search = text[range.upperBound...]
    }
    return nil
  }
}
