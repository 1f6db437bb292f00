import XCTest

@testable import ScenarioFormat

/// Untrusted text made safe to print, and the places the reader prints it.
final class PrintableTests: XCTestCase {
  func testControlCharactersAreEscaped() {
    XCTAssertEqual(Printable.escaped("Sign in\u{1B}[2J"), "Sign in\\u{1B}[2J")
    XCTAssertEqual(Printable.escaped("a\nb\rc\td"), "a\\nb\\rc\\td")
    // C1's CSI, DEL, a right-to-left override and a line separator.
    XCTAssertEqual(Printable.escaped("\u{9B}\u{7F}\u{202E}\u{2028}"), "\\u{9B}\\u{7F}\\u{202E}\\u{2028}")
    XCTAssertEqual(Printable.escaped("Überschrift, مرحبا, \\"), "Überschrift, مرحبا, \\")
  }

  func testAnErrorQuotingAnEscapeSequencePrintsItEscaped() {
    let error = ScenarioError(
      "unknown view 'x\u{1B}]0;pwned\u{07}'", at: SourceLocation(file: "a\u{1B}.yaml", line: 2, column: 3))
    XCTAssertEqual(error.description, "a\\u{1B}.yaml:2:3: error: unknown view 'x\\u{1B}]0;pwned\\u{7}'")
  }

  func testAPathErrorHasNoLineOrColumn() {
    XCTAssertEqual(
      ScenarioError("no such file", at: .path("Scenarios/nope.yaml")).description,
      "Scenarios/nope.yaml: error: no such file")
  }

  func testIdentifierSuggestions() {
    XCTAssertEqual(Identifier.identifier(from: "sign-in button"), "signInButton")
    XCTAssertEqual(Identifier.identifier(from: "2nd"), "v2nd")
    XCTAssertNil(Identifier.identifier(from: "Überschrift"))
    XCTAssertNil(Identifier.identifier(from: "--"))
  }

  /// A 100,000-character id is refused by its length alone: the message does not repeat it.
  func testAVeryLongIdIsRefusedWithoutBeingRepeated() {
    let id = String(repeating: "a", count: 100_000)
    let yaml = "device: iphone-15-pro\ncontroller:\n  view:\n    subviews: [{label: \(id)}]\n"
    XCTAssertThrowsError(try ScenarioReader.read(yaml: yaml, file: "long.yaml")) { error in
      XCTAssertEqual(
        "\(error)",
        "long.yaml:4:24: error: view id is 100000 characters long; a name may have at most 100")
    }
  }
}
