@testable import InterfaceBuilder
import XCTest

final class ScenarioWriterTests: XCTestCase {
  func testQuotesWhatYAMLWouldReadOtherwise() {
    XCTAssertEqual(ScenarioWriter.plainOrQuoted("redView"), "redView")
    XCTAssertEqual(ScenarioWriter.plainOrQuoted("yes"), "\"yes\"")
    XCTAssertEqual(ScenarioWriter.plainOrQuoted("8bC"), "\"8bC\"")
    XCTAssertEqual(ScenarioWriter.quoted("He said \"hi\"\n\\"), "\"He said \\\"hi\\\"\\n\\\\\"")
    XCTAssertEqual(ScenarioWriter.quoted("a\u{7}b"), "\"a\\u0007b\"")
  }

  /// A comment stays one line: every character YAML ends a line at becomes a space (the reader
  /// refuses a raw U+0085, U+2028 or U+2029, so a label's text in a note must not carry one).
  func testACommentStaysOneLine() {
    XCTAssertEqual(
      ScenarioWriter.comment("a\nb\rc\u{85}d\u{2028}e\u{2029}f\u{A0}g"), "a b c d e f\u{A0}g")
  }

  func testNumbersHaveNoExponent() {
    XCTAssertEqual(ScenarioWriter.number(16), "16")
    XCTAssertEqual(ScenarioWriter.number(0.5), "0.5")
    XCTAssertEqual(ScenarioWriter.number(16.0 / 9), "1.7777777777777777")
    XCTAssertEqual(ScenarioWriter.number(0.00001), "0.00001")
  }
}
