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

/// Keys of shapes a scenario never has, refused from the text before Yams hashes them.
final class KeyShapesTests: XCTestCase {
  func error(_ yaml: String) -> String? {
    KeyShapes.error(in: yaml, file: "k.yaml")?.description
  }

  func testAliasListMappingAndExplicitKeysAreRefused() {
    XCTAssertEqual(
      error("a: &a [x]\nb: [*a, *a: x]\n"),
      "k.yaml:2:9: error: an alias cannot be a key: a scenario's keys are names")
    XCTAssertEqual(
      error("x: {[a, b]: 1}\n"),
      "k.yaml:1:5: error: a list cannot be a key: a scenario's keys are names")
    XCTAssertEqual(
      error("{a: 1}: 2\n"),
      "k.yaml:1:1: error: a mapping cannot be a key: a scenario's keys are names")
    XCTAssertEqual(
      error("- ? x\n  : 1\n"),
      "k.yaml:1:3: error: explicit keys ('? ') are not used in a scenario: write 'name: value'")
    XCTAssertEqual(
      error("? x\n: 1\n"),
      "k.yaml:1:1: error: explicit keys ('? ') are not used in a scenario: write 'name: value'")
  }

  func testNamesQuotedTextAndValuesPass() {
    XCTAssertNil(error("x: \"[a]: b\"\ny: [{a: [1]}]\nz: *a # *b: c\nw: a?b\nv: {t: [1, 2]}\n"))
    XCTAssertNil(error("text: What ?\ntitle: 2 * 3\n"))
  }
}
