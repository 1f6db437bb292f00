/// One line of a text between hard line breaks, as ``TextMetrics/lines(of:)`` splits it, with its
/// bytes when every one is ASCII: measuring and wrapping such a line read the bytes
/// (``ASCIILineWrapper``), a few nanoseconds a character where `Character`s cost hundreds.
struct TextLine {
  var text: Substring
  /// The line's UTF-8 bytes when all are ASCII, else nil. Valid only inside the visit that gets it.
  var ascii: UnsafeBufferPointer<UInt8>?

  /// The part of the line between two byte offsets of an ASCII line.
  func text(_ bytes: Range<Int>) -> Substring {
    let utf8 = text.utf8
    // O(1): offsets in a native string's UTF-8 view are positions in its storage.
    let start = utf8.index(utf8.startIndex, offsetBy: bytes.lowerBound)
    let end = utf8.index(start, offsetBy: bytes.count)
    return text[start..<end]
  }
}

extension TextMetrics {
  /// Calls `visit` with each line of `text` (split as ``forEachLine(of:_:)`` splits it: at LF,
  /// CR, CR LF and U+2028) until it returns false, reading its UTF-8 bytes: each line learns
  /// whether it is all ASCII in the same pass.
  static func forEachTextLine(of text: String, _ visit: (TextLine) -> Bool) {
    let read: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
      let utf8 = text.utf8
      var start = 0
      var index = 0
      var isASCII = true
      func emit(_ end: Int) -> Bool {
        let from = utf8.index(utf8.startIndex, offsetBy: start)
        let to = utf8.index(from, offsetBy: end - start)
        let ascii = isASCII ? UnsafeBufferPointer(rebasing: bytes[start..<end]) : nil
        return visit(TextLine(text: text[from..<to], ascii: ascii))
      }
      while index < bytes.count {
        let byte = bytes[index]
        var breakLength = 0
        if byte == 0x0A {
          breakLength = 1
        } else if byte == 0x0D {
          breakLength = index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
        } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
          bytes[index + 2] == 0xA8
        {
          breakLength = 3  // U+2028 LINE SEPARATOR
        }
        guard breakLength > 0 else {
          if byte >= 0x80 { isASCII = false }
          index += 1
          continue
        }
        guard emit(index) else { return }
        start = index + breakLength
        index = start
        isASCII = true
      }
      _ = emit(bytes.count)
    }
    if read == nil {
      forEachLine(of: text) { visit(TextLine(text: $0, ascii: nil)) }
    }
  }
}
