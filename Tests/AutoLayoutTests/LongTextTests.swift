@testable import AutoLayout
import XCTest

/// Line breaking and measuring in one pass (``TextMetrics``, `LineWrapper`): the same lines and
/// sizes, bit for bit, as the straightforward algorithm it replaced (kept here as the reference),
/// on texts made to hit every branch, and a long text that the reference would take minutes on.
final class LongTextTests: XCTestCase {
  /// The wrapping `TextMetrics` did before, written plainly: greedy at spaces, a word wider than
  /// the line broken between characters (the paragraph's first word too); every piece measured and
  /// copied afresh (quadratic in a long word).
  static func referenceWrappedLines(of text: String, font: SystemFont, maxWidth: Double) -> [String] {
    var output: [String] = []
    for paragraph in referenceLines(of: text) {
      var line = ""
      var lineWidth = 0.0
      let words = paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
      for (index, word) in words.enumerated() {
        let piece = index == 0 ? word : " " + word
        var pieceWidth = font.width(of: piece)
        // Kerned with the line's last scalar, as the font kerns every neighbouring pair.
        if let last = line.unicodeScalars.last, let first = piece.unicodeScalars.first {
          pieceWidth += font.kerning(between: last, and: first)
        }
        if (line.isEmpty && index > 0) || lineWidth + pieceWidth <= maxWidth + 1e-9 {
          line += piece
          lineWidth += pieceWidth
          continue
        }
        // A first word too wide for the line is broken like any other (no empty line before it).
        if !(line.isEmpty && index == 0) { output.append(line) }
        var rest = word
        while font.width(of: rest) > maxWidth, rest.count > 1 {
          var head = ""
          var headWidth = 0.0
          for character in rest {
            let width = font.width(of: String(character))
            if !head.isEmpty, headWidth + width > maxWidth { break }
            head.append(character)
            headWidth += width
          }
          output.append(head)
          rest = String(rest.dropFirst(head.count))
        }
        line = rest
        lineWidth = font.width(of: rest)
      }
      output.append(line)
    }
    return output
  }

  static func referenceLines(of text: String) -> [String] {
    var result: [String] = []
    var current = ""
    for character in text {
      if character == "\n" || character == "\r\n" || character == "\u{2028}" || character == "\r" {
        result.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    result.append(current)
    return result
  }

  /// Texts from pieces that hit each branch: short and long words, runs of spaces, every hard
  /// break, accents (one scalar and combining), CJK, emoji with joiners, a tab.
  static func texts() -> [String] {
    let pieces = [
      "a", "word", "Überschrift", "e\u{301}te\u{301}", " ", "  ", "\n", "\r\n", "\r", "\u{2028}",
      "漢字かな", "👩‍👩‍👧", "\t", "Donaudampfschifffahrtsgesellschaftskapitänsmütze",
      String(repeating: "m", count: 90), "i", ".",
    ]
    var generator = SplitMix(seed: 14)
    return (0..<100).map { _ in
      (0..<Int(generator.next() % 40)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }
        .joined(separator: generator.next() % 3 == 0 ? "" : " ")
    } + ["", " ", "\n", "\r\n\r\n", String(repeating: "x", count: 500)]
  }

  /// Texts all in ASCII, which are wrapped from their bytes (`ASCIILineWrapper`): words, runs of
  /// spaces, every ASCII break, a tab, a control character, pairs the fonts kern ("AV", "To").
  static func asciiTexts() -> [String] {
    let pieces = [
      "a", "word", "AVATAR", "To", "Wy", " ", "  ", "\n", "\r\n", "\r", "\t", "\u{1}", "i", ".",
      String(repeating: "m", count: 90), "Donaudampfschifffahrtsgesellschaftskapitaen",
    ]
    var generator = SplitMix(seed: 18)
    return (0..<100).map { _ in
      (0..<Int(generator.next() % 40)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }
        .joined(separator: generator.next() % 3 == 0 ? "" : " ")
    }
  }

  func testWrappingMatchesTheReferenceBitForBit() {
    let fonts: [SystemFont] = [.system(17), .system(12, weight: .bold), .preferred(.largeTitle)]
    for text in Self.texts() + Self.asciiTexts() {
      for font in fonts {
        for maxWidth in [1e-9, 20, 57.5, 393] {
          let lines = TextMetrics.wrappedLines(of: text, font: font, maxWidth: maxWidth)
          let reference = Self.referenceWrappedLines(of: text, font: font, maxWidth: maxWidth)
          XCTAssertEqual(lines, reference, "\(text.debugDescription) at \(maxWidth)")
          for limit in [1, 2, 5] {
            XCTAssertEqual(
              TextMetrics.wrappedLines(of: text, font: font, maxWidth: maxWidth, numberOfLines: limit),
              Array(reference.prefix(limit)))
          }
          // Every line's width, exactly as the font measures the line's text.
          var widths: [Double] = []
          TextMetrics.forEachWrappedLine(of: text, font: font, maxWidth: maxWidth) { _, width in
            widths.append(width)
            return true
          }
          XCTAssertEqual(widths, reference.map { font.width(of: $0) }, "\(text.debugDescription)")
          // The label's size: the widest line measured afresh, as before.
          let size = TextMetrics.labelIntrinsicSize(
            text: text, font: font, scale: 3, numberOfLines: 0, preferredMaxLayoutWidth: maxWidth)
          if !text.isEmpty {
            let widest = reference.map { font.width(of: $0) }.max() ?? 0
            XCTAssertEqual(size.width, TextMetrics.ceilToPixel(widest, scale: 3))
            XCTAssertEqual(
              size.height,
              TextMetrics.ceilToPixel(
                TextMetrics.lineBlockHeight(lines: reference.count, font: font), scale: 3))
          }
        }
        XCTAssertEqual(TextMetrics.lines(of: text), Self.referenceLines(of: text))
        let oneLine = TextMetrics.labelIntrinsicSize(text: text, font: font, scale: 2)
        if !text.isEmpty {
          let joined = Self.referenceLines(of: text).joined(separator: " ")
          XCTAssertEqual(oneLine.width, TextMetrics.ceilToPixel(font.width(of: joined), scale: 2))
        }
        XCTAssertEqual(
          TextMetrics.lineWidth(of: text, font: font),
          Self.referenceLines(of: text).map { font.width(of: $0) }.max() ?? 0)
      }
    }
  }

  /// What lets a long word be measured only as far as a line reaches: no scalar's advance plus
  /// its kerning with the one before is negative, so a sum that passed a width stays past it.
  /// Every pair of ASCII and Latin-1 scalars (the ones the tables kern), every weight, small to
  /// large sizes.
  func testAdvancePlusKerningIsNeverNegative() {
    let scalars = (0x20...0xFF).compactMap(Unicode.Scalar.init) + ["…", "\u{301}", "漢"]
    for weight in FontWeight.allCases {
      for size in [6.0, 11, 17, 20, 34, 80] {
        let font = SystemFont.system(size, weight: weight)
        for right in scalars {
          let advance = font.advance(of: right)
          for left in scalars {
            let step = advance + font.kerning(between: left, and: right)
            XCTAssertGreaterThanOrEqual(step, 0, "\(left)\(right) \(weight) \(size)")
          }
        }
      }
    }
  }

  /// A 1 MB word wrapped at a phone's width, and 4 MB of words (the most a scenario file can
  /// hold): the reference breaks the word by copying and re-measuring what is left at every line
  /// (about 10^10 scalar visits); one pass takes a fraction of a second. No time is asserted
  /// (a loaded machine must not fail the test); a quadratic path would not finish.
  func testALongTextWrapsInOnePass() {
    let font = SystemFont.system(17)
    // The long word comes second: a paragraph's first word is never broken (it starts the line
    // whatever its width, as the reference does), the next one starts a line and is.
    let text = "a " + String(repeating: "w", count: 1 << 20)
    let wrapped = TextMetrics.labelIntrinsicSize(
      text: text, font: font, scale: 3, numberOfLines: 0, preferredMaxLayoutWidth: 361)
    // "a", then the word in lines of as many "w"s as fit in 361 points.
    let perLine = Int(361 / font.advance(of: "w"))
    let lines = 1 + ((1 << 20) + perLine - 1) / perLine
    XCTAssertEqual(
      wrapped.height,
      TextMetrics.ceilToPixel(TextMetrics.lineBlockHeight(lines: lines, font: font), scale: 3))
    XCTAssertEqual(wrapped.width, TextMetrics.ceilToPixel(Double(perLine) * font.advance(of: "w"), scale: 3), accuracy: 1)
    let words = String(repeating: "lorem ipsum ", count: (4 << 20) / 12)
    let limited = TextMetrics.wrappedLines(of: words, font: font, maxWidth: 361, numberOfLines: 3)
    XCTAssertEqual(limited.count, 3)
  }
}

/// A small deterministic generator (SplitMix64), so the texts are the same on every run.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
