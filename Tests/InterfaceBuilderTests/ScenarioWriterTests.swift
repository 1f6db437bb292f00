import InterfaceBuilder
import XCTest

final class ScenarioWriterTests: XCTestCase {
  func testQuotesWhatYAMLWouldReadOtherwise() {
    XCTAssertEqual(ScenarioWriter.plainOrQuoted("redView"), "redView")
    XCTAssertEqual(ScenarioWriter.plainOrQuoted("yes"), "\"yes\"")
    XCTAssertEqual(ScenarioWriter.plainOrQuoted("8bC"), "\"8bC\"")
    XCTAssertEqual(ScenarioWriter.quoted("He said \"hi\"\n\\"), "\"He said \\\"hi\\\"\\n\\\\\"")
    XCTAssertEqual(ScenarioWriter.quoted("a\u{7}b"), "\"a\\u0007b\"")
  }

  func testNumbersHaveNoExponent() {
    XCTAssertEqual(ScenarioWriter.number(16), "16")
    XCTAssertEqual(ScenarioWriter.number(0.5), "0.5")
    XCTAssertEqual(ScenarioWriter.number(16.0 / 9), "1.7777777777777777")
    XCTAssertEqual(ScenarioWriter.number(0.00001), "0.00001")
  }
}
