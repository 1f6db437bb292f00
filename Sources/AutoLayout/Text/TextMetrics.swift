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
    lines(of: text).map { font.width(of: $0) }.max() ?? 0
  }

  /// `text` split at hard line breaks (`\n`, `\r\n`, U+2028).
  public static func lines(of text: String) -> [String] {
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

  /// Greedy word wrapping at spaces, as `NSLineBreakByWordWrapping` does for Latin text: the lines
  /// `text` takes at `maxWidth`. A word wider than `maxWidth` is broken between characters. At most
  /// `numberOfLines` lines when that is positive (0 means unlimited, as `UILabel`).
  public static func wrappedLines(
    of text: String, font: SystemFont, maxWidth: Double, numberOfLines: Int = 0
  ) -> [String] {
    var output: [String] = []
    for paragraph in lines(of: text) {
      var line = ""
      var lineWidth = 0.0
      let words = paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
      for (index, word) in words.enumerated() {
        let piece = index == 0 ? word : " " + word
        let pieceWidth = font.width(of: piece)
        if line.isEmpty || lineWidth + pieceWidth <= maxWidth + 1e-9 {
          line += piece
          lineWidth += pieceWidth
          continue
        }
        output.append(line)
        // The word starts the next line, without its space; break it if it is too wide.
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
    if numberOfLines > 0, output.count > numberOfLines {
      output = Array(output.prefix(numberOfLines))
    }
    return output
  }

  /// A label's intrinsic content size (`UILabel.intrinsicContentSize`): the widest line and the
  /// lines' total height, each rounded up to the pixel grid. With `preferredMaxLayoutWidth` set
  /// and `numberOfLines` ≠ 1, the text wraps at that width; otherwise it is one line per hard
  /// line break (truncation is the layout's business, not the intrinsic size's). Empty text has
  /// size zero, as UIKit reports for an empty label.
  public static func labelIntrinsicSize(
    text: String, font: SystemFont, scale: Double, numberOfLines: Int = 1,
    preferredMaxLayoutWidth: Double? = nil
  ) -> Size {
    if text.isEmpty { return .zero }
    var lineTexts: [String]
    if numberOfLines != 1, let maxWidth = preferredMaxLayoutWidth, maxWidth > 0 {
      lineTexts = wrappedLines(
        of: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines)
    } else if numberOfLines == 1 {
      lineTexts = [lines(of: text).joined(separator: " ")]
    } else {
      lineTexts = lines(of: text)
      if numberOfLines > 0, lineTexts.count > numberOfLines {
        lineTexts = Array(lineTexts.prefix(numberOfLines))
      }
    }
    let width = lineTexts.map { font.width(of: $0) }.max() ?? 0
    let height = lineBlockHeight(lines: lineTexts.count, font: font)
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
