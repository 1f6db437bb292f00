import AutoLayout
import InterfaceBuilderDocument
import XCTest

/// The text model: the Dynamic Type table and the system font model's invariants (its
/// calibration against the corpus is ``CorpusTextMetricsTests``).
final class TextMetricsTests: XCTestCase {

  // MARK: Dynamic Type

  func testDefaultSizesOfEveryStyle() {
    let expected: [TextStyle: Double] = [
      .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .subheadline: 15,
      .body: 17, .callout: 16, .footnote: 13, .caption1: 12, .caption2: 11,
    ]
    for style in TextStyle.allCases {
      XCTAssertEqual(style.defaultPointSize, expected[style], "\(style)")
    }
    XCTAssertEqual(ContentSizeCategory.default, .large)
  }

  func testDynamicTypeTableSamples() {
    XCTAssertEqual(TextStyle.body.pointSize(for: .extraSmall), 14)
    XCTAssertEqual(TextStyle.body.pointSize(for: .extraExtraExtraLarge), 23)
    XCTAssertEqual(TextStyle.body.pointSize(for: .accessibilityMedium), 28)
    XCTAssertEqual(TextStyle.body.pointSize(for: .accessibilityExtraExtraExtraLarge), 53)
    XCTAssertEqual(TextStyle.largeTitle.pointSize(for: .extraLarge), 36)
    XCTAssertEqual(TextStyle.largeTitle.pointSize(for: .accessibilityExtraExtraExtraLarge), 60)
    XCTAssertEqual(TextStyle.title1.pointSize(for: .accessibilityLarge), 43)
    XCTAssertEqual(TextStyle.footnote.pointSize(for: .small), 12)
    XCTAssertEqual(TextStyle.caption2.pointSize(for: .medium), 11)
    // AX5, three sizes that were wrong before (ADUtils and SwiftyMarkdown tables, TextStyle.swift).
    XCTAssertEqual(TextStyle.caption2.pointSize(for: .accessibilityExtraExtraExtraLarge), 40)
    XCTAssertEqual(TextStyle.callout.pointSize(for: .accessibilityExtraExtraExtraLarge), 51)
    XCTAssertEqual(TextStyle.subheadline.pointSize(for: .accessibilityExtraExtraExtraLarge), 49)
    XCTAssertEqual(TextStyle.headline.weight, .semibold)
    XCTAssertEqual(TextStyle.body.weight, .regular)
    let headline = SystemFont.preferred(.headline, category: .extraSmall)
    XCTAssertEqual(headline.pointSize, 14)
    XCTAssertEqual(headline.weight, .semibold)
    XCTAssertEqual(headline.styleLeading, 19)
  }

  func testLeadingOfTextStyles() {
    XCTAssertEqual(TextStyle.body.leading(for: .large), 22)
    XCTAssertEqual(TextStyle.body.leading(for: .extraExtraExtraLarge), 29)
    XCTAssertEqual(TextStyle.largeTitle.leading(for: .large), 41)
    XCTAssertEqual(TextStyle.caption2.leading(for: .large), 13)
    XCTAssertEqual(TextStyle.body.leading(for: .accessibilityMedium), 34)
    for style in TextStyle.allCases {
      let leadings = ContentSizeCategory.allCases.map { style.leading(for: $0) }
      for (smaller, larger) in zip(leadings, leadings.dropFirst()) {
        XCTAssertLessThanOrEqual(smaller, larger, "\(style)")
      }
      for category in ContentSizeCategory.allCases {
        // A style's leading is never below its line height.
        XCTAssertGreaterThanOrEqual(
          style.leading(for: category) + 0.5, style.font(for: category).lineHeight,
          "\(style) \(category)")
      }
    }
    // Wrapped Body lines are 22 apart; one line is still 20.29 tall.
    let body = SystemFont.preferred(.body)
    XCTAssertEqual(body.lineSpacing, 22 - body.lineHeight, accuracy: 1e-9)
    XCTAssertEqual(TextMetrics.lineBlockHeight(lines: 1, font: body), body.lineHeight)
    XCTAssertEqual(
      TextMetrics.lineBlockHeight(lines: 5, font: body), 4 * 22 + body.lineHeight, accuracy: 1e-9)
    XCTAssertEqual(SystemFont.system(17).lineSpacing, 0)
  }

  func testSizesNeverShrinkAsTheCategoryGrows() {
    for style in TextStyle.allCases {
      let sizes = ContentSizeCategory.allCases.map { style.pointSize(for: $0) }
      for (smaller, larger) in zip(sizes, sizes.dropFirst()) {
        XCTAssertLessThanOrEqual(smaller, larger, "\(style)")
      }
      // Strictly larger from Large upwards (the small end clamps Footnote and the captions).
      let fromDefault = sizes[ContentSizeCategory.large.index...]
      for (smaller, larger) in zip(fromDefault, fromDefault.dropFirst()) {
        XCTAssertLessThan(smaller, larger, "\(style)")
      }
      XCTAssertLessThan(
        style.pointSize(for: .extraSmall), style.pointSize(for: .accessibilityExtraExtraExtraLarge))
    }
    XCTAssertTrue(ContentSizeCategory.extraSmall < .accessibilityMedium)
    XCTAssertTrue(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    XCTAssertFalse(ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
  }

  func testNamesFromInterfaceBuilderAndUIKit() {
    XCTAssertEqual(TextStyle(name: "UICTFontTextStyleBody"), .body)
    XCTAssertEqual(TextStyle(name: "UICTFontTextStyleTitle1"), .title1)
    XCTAssertEqual(TextStyle(name: "UICTFontTextStyleCaption2"), .caption2)
    XCTAssertEqual(TextStyle(name: "UICTFontTextStyleSubhead"), .subheadline)
    XCTAssertEqual(TextStyle(name: "largeTitle"), .largeTitle)
    XCTAssertNil(TextStyle(name: "UICTFontTextStyleNope"))
    for style in TextStyle.allCases { XCTAssertEqual(TextStyle(name: style.uikitName), style) }
    XCTAssertEqual(ContentSizeCategory(name: "AX3"), .accessibilityExtraLarge)
    XCTAssertEqual(ContentSizeCategory(name: "UICTContentSizeCategoryXXXL"), .extraExtraExtraLarge)
    XCTAssertEqual(ContentSizeCategory(name: "extraSmall"), .extraSmall)
    XCTAssertEqual(FontWeight(interfaceBuilderName: "semibold"), .semibold)
  }

  // MARK: The font model

  func testVerticalMetricsAt17Points() {
    let font = SystemFont.system(17)
    XCTAssertEqual(font.ascender, 16.186, accuracy: 0.001)
    XCTAssertEqual(font.descender, 4.101, accuracy: 0.001)
    XCTAssertEqual(font.lineHeight, 20.287, accuracy: 0.001)
    let label = TextMetrics.labelIntrinsicSize(text: "Label", font: font, scale: 2)
    XCTAssertEqual(label.height, 20.5)
    XCTAssertEqual(
      TextMetrics.labelIntrinsicSize(text: "Label", font: font, scale: 3).height, 61.0 / 3)
  }

  func testWidthsScaleWithinAnOpticalSizeAndAreDeterministic() {
    let text = "The quick brown fox jumps over the lazy dog 0123456789!"
    let glyphs = Double(text.unicodeScalars.count)
    // Less its tracking, a width scales linearly within one design: Display from 28 pt and Text
    // at 17 pt and below on iOS 14+, and each side of 20 pt on iOS 9–13.
    func untracked(_ size: Double, _ sizing: SystemFont.OpticalSizing) -> Double {
      var font = SystemFont.system(size)
      font.opticalSizing = sizing
      return font.width(of: text) - glyphs * font.tracking
    }
    XCTAssertEqual(untracked(56, .continuous), 2 * untracked(28, .continuous), accuracy: 1e-9)
    XCTAssertEqual(untracked(16, .continuous), 2 * untracked(8, .continuous), accuracy: 1e-9)
    XCTAssertEqual(untracked(40, .discrete), 2 * untracked(20, .discrete), accuracy: 1e-9)
    XCTAssertEqual(untracked(18, .discrete), 2 * untracked(9, .discrete), accuracy: 1e-9)
    // Text's advances are looser than Display's (SF Pro "a": 1130 and 1028 units of 2048); on
    // iOS 9–13 the switch is at 20 pt, on iOS 14+ the glyphs move from one to the other between
    // 17 and 28 pt (a quarter of the way at 20 pt).
    var text19 = SystemFont.system(19.5)
    text19.opticalSizing = .discrete
    XCTAssertEqual(text19.advance(of: "a") - text19.tracking, 1130.0 / 2048 * 19.5, accuracy: 1e-9)
    XCTAssertEqual(text19.opticalSize, .text)
    XCTAssertEqual(SystemFont.system(20).opticalSize, .display)
    XCTAssertEqual(SystemFont.system(17).displayFraction, 0)
    XCTAssertEqual(SystemFont.system(20).displayFraction, 0.236)
    XCTAssertEqual(SystemFont.system(28).displayFraction, 1)
    let w17 = SystemFont.system(17).width(of: text)
    XCTAssertEqual(SystemFont.system(17).width(of: text), w17)  // same answer every time
    XCTAssertEqual(SystemFont.system(17).width(of: ""), 0)
    // Bolder is wider; a space is narrower than a letter; "W" is wider than "i".
    XCTAssertGreaterThan(SystemFont.system(17, weight: .semibold).width(of: text), w17)
    XCTAssertGreaterThan(
      SystemFont.system(17, weight: .bold).width(of: text),
      SystemFont.system(17, weight: .semibold).width(of: text))
    let font = SystemFont.system(20)
    XCTAssertLessThan(font.width(of: " "), font.width(of: "n"))
    XCTAssertGreaterThan(font.width(of: "W"), font.width(of: "i"))
    // Digits are proportional: "1" is narrower than "0".
    XCTAssertLessThan(font.width(of: "1"), font.width(of: "0"))
    // Kerning: "AV" is narrower than "A" and "V" apart (SF Pro Display: −90 units at 28 pt and up).
    let display = SystemFont.system(30)
    XCTAssertLessThan(display.width(of: "AV"), display.width(of: "A") + display.width(of: "V"))
    XCTAssertEqual(display.kerning(between: "A", and: "B"), 0)
    // CJK is a full em, untracked; combining marks take no room; an accented letter has its own
    // advance (SF Pro draws "é" as wide as "e") and kerns as its base letter.
    XCTAssertEqual(font.width(of: "漢字"), 40)
    XCTAssertEqual(font.width(of: "e\u{301}"), font.width(of: "e"))
    XCTAssertEqual(font.width(of: "é"), font.width(of: "e"))
    XCTAssertEqual(display.kerning(between: "Á", and: "V"), display.kerning(between: "A", and: "V"))
    // Scalars outside the tables (Hebrew here) take the fallback advance.
    XCTAssertEqual(
      font.width(of: "ש"), SystemFont.fallbackAdvance * 20 + font.tracking, accuracy: 1e-9)
  }

  func testTrackingTable() {
    XCTAssertEqual(SystemFont.tracking(forPointSize: 12), 0)
    XCTAssertEqual(SystemFont.tracking(forPointSize: 17), -0.390137)  // SF Pro Text trak: −47/2048 em
    XCTAssertEqual(SystemFont.tracking(forPointSize: 19.5), -0.485514, "still Text below 20 pt")
    XCTAssertEqual(SystemFont.tracking(forPointSize: 20), 0.361328)
    XCTAssertEqual(SystemFont.tracking(forPointSize: 36), 0.386719)
    XCTAssertEqual(
      SystemFont.tracking(forPointSize: 16.5), (-0.3125 - 0.390137) / 2, accuracy: 1e-12)
    XCTAssertEqual(SystemFont.tracking(forPointSize: 3), 0.240234)
    XCTAssertEqual(SystemFont.tracking(forPointSize: 100), 0)
    // The fonts' own trak tables (track 0, 1/2048 em × size): SF Pro Text 17.0d11e1 below 20 pt,
    // SF Pro Display from 20 pt (Hickinson's measurements of the Display sizes), within 0.01 pt.
    let hig: [(Double, Double)] = [
      (10, 24 * 1000 / 2048), (12, 0), (13, -12 * 1000 / 2048), (17, -47 * 1000 / 2048),
      (20, 37 * 1000 / 2048), (22, 32 * 1000 / 2048), (28, 26 * 1000 / 2048),
    ]
    for (size, thousandths) in hig {
      XCTAssertEqual(
        SystemFont.tracking(forPointSize: size), thousandths * size / 1000, accuracy: 0.01,
        "\(size)")
    }
  }

  func testContinuousTrackingIsTheHIGTableUpTo28Points() {
    // Apple's HIG, Typography, "Tracking values" (SF Pro, iOS), 1/1000 em × size.
    for (size, thousandths) in [(10.0, 12.0), (12, 0), (13, -6), (17, -26), (20, -23), (28, 14)] {
      XCTAssertEqual(
        SystemFont.continuousTracking(forPointSize: size), thousandths * size / 1000,
        accuracy: 1e-9, "\(size)")
    }
    // Above 28 pt, SF Pro Display's own trak table (the discrete table's Display entries).
    XCTAssertEqual(SystemFont.continuousTracking(forPointSize: 36), 0.386719)
    XCTAssertEqual(SystemFont.system(17).tracking, -0.442, accuracy: 1e-9)
    var old = SystemFont.system(17)
    old.opticalSizing = .of(.iOS13)
    XCTAssertEqual(old.tracking, -0.390137)
  }

  /// Widths the corpus and Xcode's defaults pin down (CorpusTextMetricsTests has them all).
  func testKnownWidths() {
    // Each file's Xcode decides the release (IOSVersionChoice): Distribution is Xcode 10 (iOS 12,
    // discrete fonts), Animate-v1 and EqualSpacing-v1 Xcode 11 (iOS 13), StackViews Xcode 13.
    func title(_ text: String, _ size: Double, _ ios: IOSVersion) -> Double {
      var font = SystemFont.system(size)
      font.opticalSizing = .of(ios)
      return (font.width(of: text) - 1e-6).rounded(.up)
    }
    XCTAssertEqual(title("0000", 20, .iOS12), 50)  // Distribution
    XCTAssertEqual(title("000000000000", 20, .iOS12), 150)
    XCTAssertEqual(title("Start", 36, .iOS13), 74)  // Animate-v1: 114 − 2 × 20
    XCTAssertEqual(title("Cancel", 30, .iOS13), 91)  // EqualSpacing-v1: 123 − 2 × 16
    XCTAssertEqual(title("Green", 24, .iOS15), 63)  // StackViews
    XCTAssertEqual(
      TextMetrics.labelIntrinsicSize(text: "Pick A Color", font: .system(24), scale: 2).width, 126)
    // Xcode's default label, "Label", at 17 pt on @2x.
    XCTAssertEqual(
      TextMetrics.labelIntrinsicSize(text: "Label", font: .system(17), scale: 2),
      Size(width: 41.5, height: 20.5))
  }

  func testAWordWiderThanTheLineIsBrokenEvenWhenItComesFirst() {
    // UIKit breaks a word wider than the line between characters, the paragraph's first word too
    // ("Hintergrundaktualisierung" at AX5 Body, 53 pt, is about 580 pt wide).
    let font = SystemFont.preferred(.body, category: .accessibilityExtraExtraExtraLarge)
    let lines = TextMetrics.wrappedLines(
      of: "Hintergrundaktualisierung", font: font, maxWidth: 361)
    XCTAssertGreaterThan(lines.count, 1)
    XCTAssertEqual(lines.joined(), "Hintergrundaktualisierung")
    for line in lines { XCTAssertLessThanOrEqual(font.width(of: line), 361) }
  }

  func testMeasuringAndWrappingKernAsTheFontDoes() {
    // "AVATAR" has kerned pairs (A–V, V–A, A–T, T–A): a label's width is the font's kerned width.
    let font = SystemFont.system(30)
    let text = "AVATAR Tower"
    XCTAssertLessThan(font.width(of: text), text.unicodeScalars.reduce(0) { $0 + font.advance(of: $1) })
    XCTAssertEqual(
      TextMetrics.labelIntrinsicSize(text: text, font: font, scale: 2).width,
      TextMetrics.ceilToPixel(font.width(of: text), scale: 2))
    XCTAssertEqual(TextMetrics.lineWidth(of: text, font: font), font.width(of: text))
    // Wrapped at exactly its own width, it stays one line.
    XCTAssertEqual(
      TextMetrics.wrappedLines(of: text, font: font, maxWidth: font.width(of: text)), [text])
  }

  func testWrapping() {
    let font = SystemFont.system(17)
    let text = "one two three four five six seven"
    let lines = TextMetrics.wrappedLines(of: text, font: font, maxWidth: 100)
    XCTAssertGreaterThan(lines.count, 1)
    XCTAssertEqual(lines.joined(separator: " "), text)
    for line in lines { XCTAssertLessThanOrEqual(font.width(of: line), 100) }
    XCTAssertEqual(
      TextMetrics.wrappedLines(of: text, font: font, maxWidth: 100, numberOfLines: 2).count, 2)
    let size = TextMetrics.labelIntrinsicSize(
      text: text, font: font, scale: 2, numberOfLines: 0, preferredMaxLayoutWidth: 100)
    XCTAssertEqual(
      size.height, TextMetrics.ceilToPixel(Double(lines.count) * font.lineHeight, scale: 2))
    XCTAssertEqual(TextMetrics.labelIntrinsicSize(text: "", font: font, scale: 2), .zero)
  }

  func testSystemButtonSizes() {
    // "1" at 36 pt is narrower than the 30-pt minimum (TwoButtons-v1).
    XCTAssertEqual(
      TextMetrics.systemButtonIntrinsicSize(title: "1", font: .system(36)),
      Size(width: 30, height: 55))
    let inset = TextMetrics.systemButtonIntrinsicSize(
      title: "Start", font: .system(36),
      contentInsets: EdgeInsets(top: 10, left: 20, bottom: 10, right: 20))
    XCTAssertEqual(inset.height, 63)
  }
}
