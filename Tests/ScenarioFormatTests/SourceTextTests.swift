import Foundation
import XCTest

@testable import ScenarioFormat

/// The checks on a file's characters before YAML, at the places an editor shows.
final class SourceTextTests: XCTestCase {
  func error(_ bytes: [UInt8]) -> String {
    switch SourceText.decode(Data(bytes), file: "f.yaml") {
    case .success: "no error"
    case .failure(let error): error.description
    }
  }

  func testTheFirstInvalidByteIsPlacedAfterLineBreaksOfEveryKind() {
    // "a\r\nbé\rc" then 0xFF: CRLF and CR each end a line; é counts one column.
    let bytes = Array("a\r\nb\u{E9}\rcd".utf8) + [0xFF]
    XCTAssertEqual(
      error(bytes),
      "f.yaml:3:3: error: the file is not UTF-8 text: byte 0xFF cannot start or continue a character")
    XCTAssertEqual(error(Array("ok\n".utf8)), "no error")
  }

  func testAControlCharacterIsPlacedWhereItIs() {
    XCTAssertEqual(
      SourceText.unprintableError(in: "a: 1\r\nb: \"x\u{7F}\"", file: "f.yaml")?.description,
      "f.yaml:2:6: error: control character U+007F is not allowed in a YAML file; in a "
        + "double-quoted text write it as an escape such as \"\\x7F\"")
    // A byte order mark is allowed first, and tab anywhere.
    XCTAssertNil(SourceText.unprintableError(in: "\u{FEFF}a:\t1", file: "f.yaml"))
  }

  func testLinesEndAsYAMLEndsThem() {
    XCTAssertEqual(SourceText.lines("a\r\nb\rc\nd").map { String(String.UnicodeScalarView($0)) }, ["a", "b", "c", "d"])
  }

  func testLinesKeepEveryCharacterAndTheEmptyLastLine() {
    // Lines of ASCII are split byte for byte, others decoded: both keep each scalar once.
    let text = "é\u{2028}x\r\n\n😀 b\r"
    let lines = SourceText.lines(text).map { String(String.UnicodeScalarView($0)) }
    XCTAssertEqual(lines, ["é\u{2028}x", "", "😀 b", ""])
    XCTAssertEqual(SourceText.lines("").count, 1)
    XCTAssertEqual(SourceText.lines("\r\n").count, 2)
  }
}
