/// Greedy word wrapping of one paragraph, as `NSLineBreakByWordWrapping` does for Latin text:
/// words (split at spaces) fill a line while they fit in `maxWidth`; a word that starts a line
/// and is wider than `maxWidth` is broken between characters.
///
/// Linear in the paragraph: each line is a range of it (no text is copied until a caller asks for
/// a line's text), and a word too wide for a line is measured only as far as each piece of it
/// reaches. (It was quadratic in a long word: every piece re-measured and re-copied the rest.)
struct LineWrapper {
  let advances: TextAdvances
  let maxWidth: Double

  /// Calls `visit` with each line of `paragraph` in order, until it returns false. Returns false
  /// when `visit` stopped it.
  @discardableResult
  func wrap(_ paragraph: Substring, _ visit: (Substring) -> Bool) -> Bool {
    var lineStart = paragraph.startIndex
    var lineEnd = paragraph.startIndex
    var lineWidth = 0.0
    var first = true
    for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
      defer { first = false }
      // A word after the first comes with the space before it, kerned with the line's last scalar.
      let pieceStart = first ? word.startIndex : paragraph.index(before: word.startIndex)
      let lineIsEmpty = lineStart == lineEnd && first
      let previous = lineStart == lineEnd ? nil : paragraph.unicodeScalars[
        paragraph.unicodeScalars.index(before: lineEnd)]
      let pieceWidth = advances.width(
        of: paragraph[pieceStart..<word.endIndex].unicodeScalars, after: previous)
      if lineWidth + pieceWidth <= maxWidth + 1e-9 || (lineStart == lineEnd && !lineIsEmpty) {
        if lineStart == lineEnd { lineStart = pieceStart }
        lineEnd = word.endIndex
        lineWidth += pieceWidth
        continue
      }
      if !lineIsEmpty {
        guard visit(paragraph[lineStart..<lineEnd]) else { return false }
      }
      // The word starts the next line, without its space; break it while it is too wide (the
      // paragraph's first word too: UIKit breaks a word wider than the line between characters).
      var rest = word
      while !rest.isEmpty, rest.index(after: rest.startIndex) < rest.endIndex,
        advances.isWider(rest, than: maxWidth)
      {
        let headEnd = head(of: rest)
        guard visit(rest[..<headEnd]) else { return false }
        rest = rest[headEnd...]
      }
      lineStart = rest.startIndex
      lineEnd = rest.endIndex
      lineWidth = advances.width(of: rest)
    }
    return visit(paragraph[lineStart..<lineEnd])
  }

  /// The end of the characters of `word` that fit in `maxWidth`, at least one.
  func head(of word: Substring) -> Substring.Index {
    var width = 0.0
    var end = word.startIndex
    while end < word.endIndex {
      let next = word.index(after: end)
      let advance = advances.width(of: word.unicodeScalars[end..<next])
      if end > word.startIndex, width + advance > maxWidth { break }
      width += advance
      end = next
    }
    return end
  }
}
