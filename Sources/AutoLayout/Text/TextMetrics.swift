// Text measurement for intrinsic sizes: a label's or a button title's size from its text, font and
// the screen scale, using the SystemFont model. See SystemFont.swift for the model and its limits.

/// Measures text set in the system font, the way `UILabel` and `UIButton` report intrinsic sizes.
public enum TextMetrics {
  /// Rounds a length up to the pixel grid (1/scale), with a tolerance for floating-point noise:
  /// UIKit ceils text sizes to whole pixels.
  public static func ceilToPixel(_ value: Double, scale: Double) -> Double {
    guard scale > 0 else { return value }
    return (value * scale - 1e-6).rounded(.up) / scale
  }

  /// The unrounded width of `text` on one line (line breaks ignored: each "\n" measures nothing
  /// and the widest line counts).
  public static func lineWidth(of text: String, font: SystemFont) -> Double {
    hardLineExtent(of: text, advances: TextAdvances(font)).width
  }

  /// The number of lines `text` has between its hard line breaks and the widest of them
  /// (unrounded), counting at most `numberOfLines` when that is positive.
  static func hardLineExtent(
    of text: String, advances: TextAdvances, numberOfLines: Int = 0
  ) -> (lines: Int, width: Double) {
    extent(advances: advances, numberOfLines: numberOfLines) { forEachLine(of: text, $0) }
  }

  /// How many lines `visitLines` visits and the widest of them (unrounded), counting at most
  /// `numberOfLines` when that is positive: one measuring rule for hard and wrapped lines.
  private static func extent(
    advances: TextAdvances, numberOfLines: Int,
    _ visitLines: ((Substring) -> Bool) -> Void
  ) -> (lines: Int, width: Double) {
    var count = 0
    var widest = 0.0
    visitLines { line in
      count += 1
      widest = max(widest, advances.width(of: line))
      return numberOfLines <= 0 || count < numberOfLines
    }
    return (count, widest)
  }

  /// `text` split at hard line breaks (`\n`, `\r`, `\r\n`, U+2028).
  public static func lines(of text: String) -> [String] {
    var result: [String] = []
    forEachLine(of: text) { line in
      result.append(String(line))
      return true
    }
    return result
  }

  /// Whether `scalar` ends a line of its own: `\n`, `\r` (with a `\n` after it, one break) or
  /// U+2028 LINE SEPARATOR.
  static func isHardBreak(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\n" || scalar == "\r" || scalar == "\u{2028}"
  }

  /// Calls `visit` with each line of `text` (split as ``lines(of:)`` splits it) until it returns
  /// false. One pass over the scalars: a break is a single scalar or CR LF, and every one of them
  /// is a grapheme boundary, so this splits where a walk over the characters would.
  static func forEachLine(of text: String, _ visit: (Substring) -> Bool) {
    let scalars = text.unicodeScalars
    var start = scalars.startIndex
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let scalar = scalars[index]
      let next = scalars.index(after: index)
      guard isHardBreak(scalar) else {
        index = next
        continue
      }
      guard visit(text[start..<index]) else { return }
      start = next
      if scalar == "\r", next < scalars.endIndex, scalars[next] == "\n" {
        start = scalars.index(after: next)
      }
      index = start
    }
    _ = visit(text[start..<scalars.endIndex])
  }

  /// Greedy word wrapping at spaces, as `NSLineBreakByWordWrapping` does for Latin text: the lines
  /// `text` takes at `maxWidth`. A word wider than `maxWidth` is broken between characters. At most
  /// `numberOfLines` lines when that is positive (0 means unlimited, as `UILabel`).
  ///
  /// - Complexity: O(*n*) in the text (``LineWrapper``).
  public static func wrappedLines(
    of text: String, font: SystemFont, maxWidth: Double, numberOfLines: Int = 0
  ) -> [String] {
    var output: [String] = []
    forEachWrappedLine(of: text, font: font, maxWidth: maxWidth) { line in
      output.append(String(line))
      return numberOfLines <= 0 || output.count < numberOfLines
    }
    return output
  }

  /// Calls `visit` with each line of `text` wrapped at `maxWidth` (as ``wrappedLines(of:font:maxWidth:numberOfLines:)``
  /// wraps it) until it returns false: measuring needs the lines' count and widths, not their
  /// text, and a wrapped long text has many lines.
  static func forEachWrappedLine(
    of text: String, font: SystemFont, maxWidth: Double, _ visit: (Substring) -> Bool
  ) {
    let wrapper = LineWrapper(advances: TextAdvances(font), maxWidth: maxWidth)
    var going = true
    forEachLine(of: text) { paragraph in
      going = wrapper.wrap(paragraph, visit)
      return going
    }
  }

  /// The number of lines `text` wraps into at `maxWidth` and the widest of them (unrounded),
  /// counting at most `numberOfLines` when that is positive.
  static func wrappedExtent(
    of text: String, font: SystemFont, maxWidth: Double, numberOfLines: Int = 0
  ) -> (lines: Int, width: Double) {
    extent(advances: TextAdvances(font), numberOfLines: numberOfLines) {
      forEachWrappedLine(of: text, font: font, maxWidth: maxWidth, $0)
    }
  }

  /// A label's intrinsic content size (`UILabel.intrinsicContentSize`): the widest line and the
  /// lines' total height, each rounded up to the pixel grid. With `preferredMaxLayoutWidth` set
  /// and `numberOfLines` ≠ 1, the text wraps at that width; otherwise it is one line per hard
  /// line break (truncation is the layout's business, not the intrinsic size's). Empty text has
  /// size zero, as UIKit reports for an empty label.
  ///
  /// - Complexity: O(*n*) in the text, in time and in memory beyond the text itself.
  public static func labelIntrinsicSize(
    text: String, font: SystemFont, scale: Double, numberOfLines: Int = 1,
    preferredMaxLayoutWidth: Double? = nil
  ) -> Size {
    if text.isEmpty { return .zero }
    let advances = TextAdvances(font)
    var lines = 0
    var width = 0.0
    if numberOfLines != 1, let maxWidth = preferredMaxLayoutWidth, maxWidth > 0 {
      (lines, width) = wrappedExtent(
        of: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines)
    } else if numberOfLines == 1 {
      // One line: the hard breaks read as spaces (kerned with their neighbours, as in the
      // font's width of the joined text).
      width = advances.width(of: HardBreaksAsSpaces(text))
      lines = 1
    } else {
      (lines, width) = hardLineExtent(of: text, advances: advances, numberOfLines: numberOfLines)
    }
    let height = lineBlockHeight(lines: lines, font: font)
    return Size(width: ceilToPixel(width, scale: scale), height: ceilToPixel(height, scale: scale))
  }

  /// The height of `lines` lines of text: each ``SystemFont/lineHeight`` tall, with the text
  /// style's ``SystemFont/lineSpacing`` between them. Unrounded.
  public static func lineBlockHeight(lines: Int, font: SystemFont) -> Double {
    guard lines > 0 else { return 0 }
    return Double(lines) * font.lineHeight + Double(lines - 1) * font.lineSpacing
  }

  /// The minimum width of a system-type `UIButton` ("On" is {30, 30} at 15 pt: Sadun, iOS Auto
  /// Layout Demystified; the corpus's "1" and "2" buttons at 36 pt are 30 wide).
  public static let systemButtonMinimumWidth = 30.0

  /// The vertical title padding of a system button without content insets: 6 above and 6 below
  /// (corpus: 20 pt → 36, 24 pt → 41, 36 pt → 55 tall).
  public static let systemButtonVerticalPadding = 6.0

  /// A system (or rounded-rect) `UIButton`'s intrinsic size with a title and no image, for the
  /// legacy (pre-iOS 15, non-configuration) button: the title's width rounded up to a whole point
  /// plus the content insets, at least ``systemButtonMinimumWidth`` wide; the title's line height
  /// rounded up to a whole point plus the insets (6 and 6 when there are none). Calibrated on the
  /// corpus's buttons (Distribution, StackViews, Animate, TwoButtons); provisional.
  public static func systemButtonIntrinsicSize(
    title: String, font: SystemFont, contentInsets: EdgeInsets? = nil
  ) -> Size {
    let titleWidth = (font.width(of: title) - 1e-6).rounded(.up)
    let titleHeight = (font.lineHeight - 1e-6).rounded(.up)
    let insets =
      contentInsets
      ?? EdgeInsets(
        top: systemButtonVerticalPadding, left: 0, bottom: systemButtonVerticalPadding, right: 0)
    // UIKit ignores zero insets and pads as usual; treat all-zero insets as absent.
    let vertical =
      insets == .zero ? 2 * systemButtonVerticalPadding : insets.top + insets.bottom
    let width = max(systemButtonMinimumWidth, titleWidth + insets.left + insets.right)
    return Size(width: width, height: titleHeight + vertical)
  }
}
