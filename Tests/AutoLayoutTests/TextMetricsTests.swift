import AutoLayout
import LayoutTestSupport
import XCTest

/// The text model: the Dynamic Type table, the system font model's invariants, and its
/// calibration against the label and button frames Interface Builder saved in the corpus.
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
    XCTAssertEqual(TextStyle.caption2.pointSize(for: .accessibilityExtraExtraExtraLarge), 41)
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

  func testWidthsScaleLinearlyAndAreDeterministic() {
    let text = "The quick brown fox jumps over the lazy dog 0123456789!"
    let w17 = SystemFont.system(17).width(of: text)
    let w34 = SystemFont.system(34).width(of: text)
    XCTAssertEqual(w34, 2 * w17, accuracy: 1e-9)
    XCTAssertEqual(SystemFont.system(17).width(of: text), w17)  // same answer every time
    XCTAssertEqual(SystemFont.system(17).width(of: ""), 0)
    // Bolder is wider; a space is narrower than a letter; "W" is wider than "i".
    XCTAssertGreaterThan(SystemFont.system(17, weight: .semibold).width(of: text), w17)
    let font = SystemFont.system(20)
    XCTAssertLessThan(font.width(of: " "), font.width(of: "n"))
    XCTAssertGreaterThan(font.width(of: "W"), font.width(of: "i"))
    // CJK is a full em; combining marks take no room; accented letters take their base's width.
    XCTAssertEqual(font.width(of: "漢字"), 40)
    XCTAssertEqual(font.width(of: "e\u{301}"), font.width(of: "e"))
    XCTAssertEqual(font.width(of: "é"), font.width(of: "e"))
    XCTAssertEqual(font.width(of: "Ω"), SystemFont.fallbackAdvance * 20, accuracy: 1e-9)
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

  // MARK: Corpus calibration

  /// One label or button of the corpus whose saved frame says something about the text model.
  struct Sample {
    var file: String
    var id: String
    var kind: String
    var text: String
    var font: SystemFont
    var saved: StoryboardDocument.Size
    var model: AutoLayout.Size
    /// Whether the saved width is the intrinsic width (else only the height is compared).
    var checksWidth: Bool
    var lines: Int
    var widthError: Double { model.width - saved.width }
    var heightError: Double { model.height - saved.height }
  }

  /// Labels and buttons whose saved *width* is their intrinsic width, by inspection of their
  /// constraints (file, id, why).
  static let intrinsicWidth: [(String, String, String)] = [
    ("CodeLayout-v2/RootViewController.xib", "Hau-Qp-s6U", "label, fixed frame sized to fit"),
    ("StackViews-v2/Base.lproj/Main.storyboard", "3bB-um-OaB", "label in a centre-aligned stack"),
    ("Animate-v1/Base.lproj/Main.storyboard", "i2L-mw-mJL", "button centred, insets 20/10"),
    ("TwoButtons-v1/Base.lproj/Main.storyboard", "dBl-kr-5Jp", "button at the 30-pt minimum"),
    ("TwoButtons-v1/Base.lproj/Main.storyboard", "5Of-O5-zZw", "button at the 30-pt minimum"),
    // Fill-equally rows in centred stacks: every button is as wide as the widest, "Green".
    ("StackViews-v1/Base.lproj/Main.storyboard", "eAj-Aa-9YR", "widest of a fill-equally row"),
    ("StackViews-v2/Base.lproj/Main.storyboard", "u1Z-fM-SP1", "widest of a fill-equally row"),
    // Distribution: each row's first button (hugging 249) takes the slack; the rest are intrinsic.
    ("Distribution/Base.lproj/Main.storyboard", "iE7-D9-PG4", "fill row, intrinsic"),
    ("Distribution/Base.lproj/Main.storyboard", "JRG-2q-Au1", "fill row, intrinsic"),
    ("Distribution/Base.lproj/Main.storyboard", "tzB-Zr-cIm", "equal-spacing row"),
    ("Distribution/Base.lproj/Main.storyboard", "hu4-wm-7gb", "equal-spacing row"),
    ("Distribution/Base.lproj/Main.storyboard", "rGA-kc-uAN", "equal-spacing row"),
    ("Distribution/Base.lproj/Main.storyboard", "ySa-3x-Eh7", "equal-centering row"),
    ("Distribution/Base.lproj/Main.storyboard", "SPa-SG-rNi", "equal-centering row"),
    ("Distribution/Base.lproj/Main.storyboard", "XeT-Pz-4YO", "equal-centering row"),
  ]

  /// Labels whose saved *height* is not their intrinsic height (file, id, why): left out.
  static let heightSetByLayout: [(String, String, String)] = [
    ("AdaptType-v1/Base.lproj/Main.storyboard", "mwF-Q3-yrx", "row height set by its switch"),
    ("AdaptType-v1/Base.lproj/Main.storyboard", "e5R-rC-YiS", "pinned to the container's bottom"),
    ("Keyboard-v1/Base.lproj/Main.storyboard", "FL2-M1-cyD", "compressed in its stack"),
    ("Keyboard-v2/Base.lproj/Main.storyboard", "3fw-DS-FhE", "compressed in its stack"),
    ("TableHeader-v1/Base.lproj/Main.storyboard", "a6X-z0-gHN", "stretched by the header's stack"),
    (
      "TableHeader-v2/Base.lproj/BookHeaderView.xib", "bao-4X-BeL",
      "stretched by the header's stack"
    ),
    ("StackProfile-v1/Base.lproj/Main.storyboard", "RNt-d3-ElW", "stretched by its stack"),
  ]

  /// Files saved at a content-size category other than Large (the file does not record it; the
  /// category is the one whose sizes give all of the file's label heights).
  static let categoryOfFile: [String: ContentSizeCategory] = [
    "DynamicType-v1/Base.lproj/Main.storyboard": .extraExtraExtraLarge,
    "TextView-v1/Base.lproj/Main.storyboard": .extraSmall,
  ]

  static func matches(_ path: String, _ suffix: String) -> Bool { path.hasSuffix("/" + suffix) }

  /// Pixels per point of the device a file was saved for: the 414-wide retina6_1 (iPhone 11, XR)
  /// and every retina4_7 are @2x; the other iPhones in the corpus are @3x.
  static func scale(of document: StoryboardDocument) -> Double {
    switch document.device?.id {
    case "retina4_7": return 2
    case "retina6_1":
      let width = (document.rootViews + document.topLevelViews).first?.frame?.width
      return width == 414 || width == 896 ? 2 : 3
    default: return 3
    }
  }

  static func font(
    of description: StoryboardDocument.FontDescription?, category: ContentSizeCategory
  ) -> SystemFont? {
    guard let description else { return nil }
    if let styleName = description.style {
      return TextStyle(name: styleName)?.font(for: category)
    }
    guard description.name == nil, let size = description.pointSize else { return nil }
    var weight = description.weight.flatMap { FontWeight(interfaceBuilderName: $0) } ?? .regular
    if description.type == "boldSystem" { weight = .bold }
    return SystemFont(pointSize: size, weight: weight)
  }

  /// Every label with text and a system font, and the buttons of ``intrinsicWidth``.
  static func calibrationSamples() throws -> [Sample] {
    var samples: [Sample] = []
    for path in StoryboardCorpus.relativePaths() {
      let document = try StoryboardCorpus.read(path)
      let scale = scale(of: document)
      let category = categoryOfFile.first { matches(path, $0.key) }?.value ?? .default
      for view in document.allViews
      where view.elementName == "label" || view.elementName == "button" {
        guard let text = view.text, !text.isEmpty, let frame = view.frame,
          let font = font(of: view.font, category: category)
        else { continue }
        let checksWidth = intrinsicWidth.contains { matches(path, $0.0) && $0.1 == view.id }
        if heightSetByLayout.contains(where: { matches(path, $0.0) && $0.1 == view.id }) {
          continue
        }
        let saved = StoryboardDocument.Size(width: frame.width, height: frame.height)
        if view.elementName == "button" {
          guard checksWidth else { continue }
          let insets = view.contentEdgeInsets.map {
            EdgeInsets(top: $0.top, left: $0.left, bottom: $0.bottom, right: $0.right)
          }
          let model = TextMetrics.systemButtonIntrinsicSize(
            title: text, font: font, contentInsets: insets)
          samples.append(
            Sample(
              file: path, id: view.id, kind: "button", text: text, font: font, saved: saved,
              model: model, checksWidth: true, lines: 1))
        } else {
          // A label's lines: wrapped at its saved width when it may wrap, else one line.
          let numberOfLines = view.numberOfLines ?? 1
          let model = TextMetrics.labelIntrinsicSize(
            text: text, font: font, scale: scale, numberOfLines: numberOfLines,
            preferredMaxLayoutWidth: checksWidth ? nil : frame.width)
          let lines = TextMetrics.wrappedLines(
            of: text, font: font, maxWidth: checksWidth ? .infinity : frame.width,
            numberOfLines: numberOfLines
          ).count
          samples.append(
            Sample(
              file: path, id: view.id, kind: "label", text: text, font: font, saved: saved,
              model: model, checksWidth: checksWidth, lines: lines))
        }
      }
    }
    return samples
  }

  static func report(_ samples: [Sample]) -> String {
    func number(_ value: Double) -> String {
      let rounded = (value * 1000).rounded() / 1000
      return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
    func counts(_ errors: [Double]) -> String {
      let within = { (limit: Double) in errors.filter { abs($0) <= limit + 1e-9 }.count }
      return
        "\(errors.count) samples: ≤0.5 pt \(within(0.5)), ≤1 pt \(within(1)), ≤2 pt \(within(2))"
    }
    var lines = ["file | id | kind | text | font | lines | saved | model | Δw | Δh"]
    for sample in samples {
      let file = sample.file.split(separator: "/").prefix(2).joined(separator: "/")
      let text = sample.text.count > 24 ? String(sample.text.prefix(23)) + "…" : sample.text
      lines.append(
        "\(file) | \(sample.id) | \(sample.kind) | \"\(text)\" | \(sample.font) | "
          + "\(sample.lines) | \(number(sample.saved.width))×\(number(sample.saved.height)) | "
          + "\(number(sample.model.width))×\(number(sample.model.height)) | "
          + (sample.checksWidth ? number(sample.widthError) : "–") + " | "
          + number(sample.heightError))
    }
    lines.append("width:  " + counts(samples.filter(\.checksWidth).map(\.widthError)))
    lines.append("height: " + counts(samples.map(\.heightError)))
    return lines.joined(separator: "\n")
  }

  func testCorpusCalibration() throws {
    _ = try XCTUnwrap(StoryboardCorpus.directory, "the corpus (../shared/corpus) is not here")
    let samples = try Self.calibrationSamples()
    print(Self.report(samples))

    let widthSamples = samples.filter(\.checksWidth)
    XCTAssertEqual(widthSamples.count, Self.intrinsicWidth.count, "a listed sample went missing")
    func within(_ limit: Double, _ errors: [Double]) -> Int {
      errors.filter { abs($0) <= limit + 1e-9 }.count
    }
    // What the model achieves today (the report printed above): every intrinsic width and every
    // height within 0.5 pt, single-line or wrapped. A change to the widths, the line metrics, the
    // leading table or the rounding that moves any sample by more than 1 pt fails here.
    XCTAssertEqual(samples.count, 53, "the corpus's labels changed; review the listing")
    XCTAssertEqual(widthSamples.count, 15)
    XCTAssertEqual(within(1, widthSamples.map(\.widthError)), widthSamples.count, "widths ≤ 1 pt")
    XCTAssertEqual(within(1, samples.map(\.heightError)), samples.count, "heights ≤ 1 pt")
    let singleLine = samples.filter { $0.lines == 1 }
    XCTAssertEqual(singleLine.count, 45)
    XCTAssertEqual(
      within(1, singleLine.map(\.heightError)), singleLine.count, "single-line heights ≤ 1 pt")
    let wrapped = samples.filter { $0.lines > 1 }
    XCTAssertEqual(within(0.5, wrapped.map(\.heightError)), wrapped.count, "wrapped heights")
  }
}
