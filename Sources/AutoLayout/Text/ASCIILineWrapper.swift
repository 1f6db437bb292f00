/// ``LineWrapper``'s greedy word wrapping for a paragraph that is all ASCII, read as bytes: each
/// byte is one character and one scalar, so the words, the pieces and the characters a long word
/// is broken between are the ones ``LineWrapper`` finds, and every width is added in the same
/// order, so the lines and their widths are the same, bit for bit (`LongTextTests` checks both
/// against the plain reference). It exists for speed on long texts: walking `Character`s and
/// `Substring` indices cost about 0.7 µs a character, which made a 4 MB label take seconds to lay
/// out; bytes cost a few nanoseconds.
///
/// One walk: each piece (a word with the space before it) is measured once, both alone (what
/// decides whether it fits, as ``LineWrapper`` decides) and as the continuation of its line (the
/// line's width as ``TextAdvances/width(of:from:after:)`` measures it, which callers want).
struct ASCIILineWrapper {
  let advances: TextAdvances
  let maxWidth: Double

  /// Calls `visit` with each line of `paragraph` (its range of bytes) and the line's width, in
  /// order, until it returns false. Returns false when `visit` stopped it.
  @discardableResult
  func wrap(_ paragraph: UnsafeBufferPointer<UInt8>, _ visit: (Range<Int>, Double) -> Bool) -> Bool {
    let space = UInt8(ascii: " ")
    var lineStart = 0
    var lineEnd = 0
    // The pieces' widths added up (what decides a break) and the line measured in one run.
    var lineWidth = 0.0
    var exactWidth = 0.0
    var first = true
    var wordStart = 0
    while true {
      var wordEnd = wordStart
      while wordEnd < paragraph.count, paragraph[wordEnd] != space { wordEnd += 1 }
      let pieceStart = first ? wordStart : wordStart - 1
      let lineIsEmpty = lineStart == lineEnd && first
      let previous = lineStart == lineEnd ? nil : UInt32(paragraph[lineEnd - 1])
      var pieceWidth = 0.0
      var extended = exactWidth
      var last = previous
      for index in pieceStart..<wordEnd {
        let scalar = UInt32(paragraph[index])
        let advance = advances.advance(ofASCII: paragraph[index])
        pieceWidth += advance
        extended += advance
        if let last {
          let kerning = advances.kerning(last, scalar)
          pieceWidth += kerning
          extended += kerning
        }
        last = scalar
      }
      if lineWidth + pieceWidth <= maxWidth + 1e-9 || (lineStart == lineEnd && !lineIsEmpty) {
        if lineStart == lineEnd { lineStart = pieceStart }
        lineEnd = wordEnd
        lineWidth += pieceWidth
        exactWidth = extended
      } else {
        if !lineIsEmpty {
          guard visit(lineStart..<lineEnd, exactWidth) else { return false }
        }
        // The word starts the next line, without its space; broken while it is too wide.
        var rest = wordStart
        while wordEnd - rest >= 2, advances.isWider(paragraph[rest..<wordEnd], than: maxWidth) {
          let headEnd = head(of: paragraph[rest..<wordEnd])
          guard visit(rest..<headEnd, advances.width(ofASCII: paragraph[rest..<headEnd])) else {
            return false
          }
          rest = headEnd
        }
        lineStart = rest
        lineEnd = wordEnd
        lineWidth = advances.width(ofASCII: paragraph[rest..<wordEnd])
        exactWidth = lineWidth
      }
      first = false
      guard wordEnd < paragraph.count else { break }
      wordStart = wordEnd + 1
    }
    return visit(lineStart..<lineEnd, exactWidth)
  }

  /// The end of the bytes of `word` that fit in `maxWidth`, at least one (``LineWrapper/head(of:)``).
  func head(of word: Slice<UnsafeBufferPointer<UInt8>>) -> Int {
    var width = 0.0
    var end = word.startIndex
    while end < word.endIndex {
      let advance = advances.advance(ofASCII: word[end])
      if end > word.startIndex, width + advance > maxWidth { break }
      width += advance
      end += 1
    }
    return end
  }
}
