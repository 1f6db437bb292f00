import XCTest

@testable import ScenarioFormat

/// Errors inside a constraint point at the character in the file, whatever the scalar's style.
final class ScalarSourceMapTests: XCTestCase {
  /// The location of the first error reading a file whose only constraint is `constraint`,
  /// written as the constraints list's single entry (`    - ` before it, on line 6).
  func firstError(_ constraint: String) -> String {
    let yaml = """
      device: iphone-15-pro
      controller:
        view:
          subviews: [{label: title}, {button: go}]
        constraints:
          - \(constraint)

      """
    do throws(ScenarioErrors) {
      _ = try ScenarioReader.read(yaml: yaml, file: "m.yaml")
      return "no error"
    } catch {
      return error.errors.first.map { "\($0.location.line):\($0.location.column)" } ?? ""
    }
  }

  func testPlainAndQuotedSingleLineScalarsAreExact() {
    // `    - ` takes 6 columns and `go.leading == title.` 20: `leding` starts at 27 (28 when quoted).
    XCTAssertEqual(firstError("go.leading == title.leding"), "6:27")
    XCTAssertEqual(firstError("'go.leading == title.leding'"), "6:28")
    XCTAssertEqual(firstError("\"go.leading == title.leding\""), "6:28")
  }

  func testEscapesTakeTheirWrittenWidth() {
    // An escape is located at its backslash (or first quote); what follows shifts by its width.
    XCTAssertEqual(firstError("'it''s == title.leding'"), "6:10")
    XCTAssertEqual(firstError("'go.top == title.top @''x'''"), "6:29")
    XCTAssertEqual(firstError("\"\\tgo.leading == title.leding\""), "6:30")
    XCTAssertEqual(firstError("\"go.leading\\x20== title.leding\""), "6:31")
    XCTAssertEqual(firstError("\"go.leading\\u0020== title.leding\""), "6:33")
    XCTAssertEqual(firstError("\"go.leading\\U00000020== title.leding\""), "6:37")
    XCTAssertEqual(firstError("\"go.top == \\\"title\\\".top\""), "6:18")
  }

  func testScalarsOverSeveralLinesPointIntoTheirLine() {
    XCTAssertEqual(firstError("go.leading ==\n        title.leding"), "7:15")
    XCTAssertEqual(firstError("\"go.leading ==\n        title.leding\""), "7:15")
    XCTAssertEqual(firstError("\"go.leading \\\n        == title.leding\""), "7:18")
    XCTAssertEqual(firstError("|\n      go.leading == title.leding"), "7:27")
    XCTAssertEqual(firstError(">-\n      go.leading ==\n      title.leding"), "8:13")
    XCTAssertEqual(firstError(">\n      go.leading ==\n\n      title.leding"), "9:13")
  }

  func testAPropertyInAQuotedKeyIsLocatedInsideTheQuotes() {
    // `’` is one scalar; each column counts one.
    let yaml = """
      device: iphone-15-pro
      controller: {view: {subviews: [{label: title}]}}
      events:
        - set: {"title.txt": Hi, '’title.lines': 2}

      """
    do throws(ScenarioErrors) {
      _ = try ScenarioReader.read(yaml: yaml, file: "k.yaml")
      XCTFail("the names are unknown")
    } catch {
      XCTAssertEqual(
        error.errors.map { "\($0.location.line):\($0.location.column)" }, ["4:18", "4:29"])
    }
  }

  func testTheMapFallsBackToCountingWhenTheSourceDoesNotMatch() {
    let start = SourceLocation(file: "f", line: 3, column: 5)
    let map = ScalarSourceMap("abc", style: .plain, at: start, in: [Array("xyz".unicodeScalars)])
    XCTAssertEqual(map.location(at: 2), start.advanced(by: 2))
    XCTAssertEqual(ScalarSourceMap(linearFrom: start).location(at: 4), start.advanced(by: 4))
  }
}
