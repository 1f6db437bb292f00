/// A text's scalars with each hard line break (`\n`, `\r`, `\r\n`, U+2028, as
/// ``TextMetrics/lines(of:)`` splits them) read as one space: the one line a label with
/// `numberOfLines` 1 measures, walked without building the joined string.
struct HardBreaksAsSpaces: Sequence {
  let text: String

  init(_ text: String) { self.text = text }

  func makeIterator() -> Iterator { Iterator(scalars: text.unicodeScalars) }

  struct Iterator: IteratorProtocol {
    let scalars: String.UnicodeScalarView
    var index: String.UnicodeScalarView.Index

    init(scalars: String.UnicodeScalarView) {
      self.scalars = scalars
      index = scalars.startIndex
    }

    mutating func next() -> Unicode.Scalar? {
      guard index < scalars.endIndex else { return nil }
      let scalar = scalars[index]
      index = scalars.index(after: index)
      guard TextMetrics.isHardBreak(scalar) else { return scalar }
      // CR LF is one break.
      if scalar == "\r", index < scalars.endIndex, scalars[index] == "\n" {
        index = scalars.index(after: index)
      }
      return " "
    }
  }
}
