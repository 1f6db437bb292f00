import XCTest

@testable import AutoLayout

/// The system font of iOS 9 and 10, SF UI Text and SF UI Display (Apple's 2015 download, tabulated
/// by `tools/system_font_tables.py --sf-ui`). Every width is worked by hand from the generated
/// tables' advances (units of the 2048-unit em, `SystemFontTables+SFUI*.swift`) and the tracking
/// table of SystemFont.swift.
final class SFUITypefaceTests: XCTestCase {
  func font(_ size: Double, _ weight: FontWeight = .regular, ios: IOSVersion) -> SystemFont {
    var font = SystemFont.system(size, weight: weight)
    font.adopt(ios)
    return font
  }

  func testTheTypefaceFollowsTheRelease() {
    XCTAssertEqual(SystemFont.Typeface.of(.iOS9), .sfUI)
    XCTAssertEqual(SystemFont.Typeface.of(.iOS10), .sfUI)
    XCTAssertEqual(SystemFont.Typeface.of(.iOS11), .sfPro)
    XCTAssertEqual(SystemFont.Typeface.of(.iOS13), .sfPro)
    XCTAssertEqual(SystemFont.Typeface.of(.newest), .sfPro)
    let ten = font(20, ios: .iOS10)
    XCTAssertEqual(ten.typeface, .sfUI)
    XCTAssertEqual(ten.opticalSizing, .discrete)
    XCTAssertEqual(SystemFont.system(20).typeface, .sfPro)
  }

  /// "Sound" at 20 pt, SF UI Display Regular: S 1216 + o 1124 + u 1135 + n 1135 + d 1173 = 5783
  /// units, no kerning; 5783 × 20 / 2048 = 56.475, plus 5 × 0.361328 tracking = 58.281; a label
  /// is that rounded up to the @2x grid, 58.5. SF Pro Display (iOS 11 on): S 1215 + o 1087 +
  /// u 1079 + n 1079 + d 1134 = 5594 units → 54.629 + 1.807 = 56.436, a 56.5 label.
  func testDisplayRegularIsWiderThanSFProDisplay() {
    XCTAssertEqual(font(20, ios: .iOS10).width(of: "Sound"), 58.2812, accuracy: 0.0001)
    XCTAssertEqual(font(20, ios: .iOS11).width(of: "Sound"), 56.4355, accuracy: 0.0001)
    XCTAssertEqual(
      TextMetrics.labelIntrinsicSize(text: "Sound", font: font(20, ios: .iOS10), scale: 2).width,
      58.5)
    // "Hello" at 24 pt: H 1432 + e 1084 + l 430 + l 430 + o 1124 = 4500 units → 52.734, plus
    // 5 × 0.351562 = 54.492 (SF Pro Display: 1432 + 1049 + 418 + 418 + 1087 = 4404 → 53.367).
    XCTAssertEqual(font(24, ios: .iOS9).width(of: "Hello"), 54.4922, accuracy: 0.0001)
    XCTAssertEqual(font(24, ios: .iOS13).width(of: "Hello"), 53.3672, accuracy: 0.0001)
  }

  /// "Enter" at 30 pt, SF UI Display Medium: E 1146 + n 1168 + t 672 + e 1113 + r 688 = 4787
  /// units and the pair "te" kerned −25: 4762 × 30 / 2048 = 69.756, plus 5 × 0.366211 = 71.587.
  func testDisplayMediumWithItsOwnKerning() {
    let medium = font(30, .medium, ios: .iOS10)
    XCTAssertEqual(medium.kerning(between: "t", and: "e"), -25.0 * 30 / 2048, accuracy: 1e-9)
    XCTAssertEqual(medium.width(of: "Enter"), 71.5869, accuracy: 0.0001)
  }

  /// "Single finger tap" at 17 pt, SF UI Text Regular: S 1305, i 504 (×2), n 1195 (×2), g 1248
  /// (×2), l 516, e 1170 (×2), space 578 (×2), f 741, r 780, t 744, a 1130, p 1248 = 15854 units
  /// → 131.601, plus 17 × −0.390137 = 124.968 (SF Pro Text: 15858 units, 125.002). The two
  /// Text cuts differ by a few units per glyph: i, l and space.
  func testTextRegular() {
    XCTAssertEqual(font(17, ios: .iOS10).width(of: "Single finger tap"), 124.9683, accuracy: 0.0001)
    XCTAssertEqual(font(17, ios: .iOS11).width(of: "Single finger tap"), 125.0015, accuracy: 0.0001)
  }

  /// The download held no bold, and its fonts lack a few scalars (U+2010 HYPHEN in Display): those
  /// are SF Pro's, of the same weight and design.
  func testWhatTheDownloadLacksIsSFPros() {
    let text = "Bold words, 0123456789"
    XCTAssertEqual(
      font(17, .bold, ios: .iOS10).width(of: text), font(17, .bold, ios: .iOS13).width(of: text))
    XCTAssertEqual(
      font(30, .bold, ios: .iOS10).width(of: text), font(30, .bold, ios: .iOS13).width(of: text))
    // U+2010 in SF Pro Display Regular: 878 units; × 20 / 2048 + 0.361328.
    XCTAssertEqual(
      font(20, ios: .iOS10).advance(of: "\u{2010}"), 878.0 * 20 / 2048 + 0.361328, accuracy: 1e-6)
    XCTAssertNotEqual(
      font(20, ios: .iOS10).width(of: "Sound"), font(20, ios: .iOS13).width(of: "Sound"))
  }
}
