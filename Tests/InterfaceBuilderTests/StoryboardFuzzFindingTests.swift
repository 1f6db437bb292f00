import Foundation
import InterfaceBuilderDocument
import XCTest

/// What the storyboard reader's fuzz target found, kept as fixtures with their whole output.
final class StoryboardFuzzFindingTests: XCTestCase {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  func error(reading name: String) throws -> String {
    let data = try Data(contentsOf: Self.fixtures.appendingPathComponent(name))
    do throws(StoryboardReaderError) {
      _ = try StoryboardReader.read(data: data, fileName: name)
      return "no error"
    } catch {
      return error.description
    }
  }

  /// A storyboard declared in UTF-7 (a mutated corpus file): libxml2, asked to convert it,
  /// crashed the process; it is refused before parsing.
  func testAFileDeclaredInAnotherEncodingIsRefused() throws {
    XCTAssertEqual(
      try error(reading: "fuzz-utf7-declaration.storyboard"),
      "fuzz-utf7-declaration.storyboard:1: error: <?xml> attribute 'encoding' is 'UTF-7'; "
        + "expected UTF-8")
  }

  /// A UTF-7 declaration that ends in `">` rather than `"?>` (a mutated corpus file): the check
  /// looked for the `?>` and let it through, and libxml2 crashed again.
  func testADeclarationWithoutItsQuestionMarkIsCheckedToo() throws {
    XCTAssertEqual(
      try error(reading: "fuzz-utf7-declaration-unterminated.storyboard"),
      "fuzz-utf7-declaration-unterminated.storyboard:1: error: <?xml> attribute 'encoding' is "
        + "'UTF-7'; expected UTF-8")
  }

  /// `\0\0\0<` (a mutated corpus file): libxml2 took it for UTF-32 and crashed.
  func testAFileInUTF16OrUTF32IsRefused() throws {
    XCTAssertEqual(
      try error(reading: "fuzz-utf32-guess.storyboard"),
      "fuzz-utf32-guess.storyboard:1: error: <?xml> attribute 'encoding' is 'UTF-16 or UTF-32'; "
        + "expected UTF-8")
  }

  /// A processing instruction without data (`<?xmO4im?>`, a mutated corpus file): Foundation's
  /// XMLParser on Linux called strlen on its missing data and crashed the process; it is refused
  /// before parsing, at its line and column.
  func testAProcessingInstructionIsRefusedAtItsPlace() throws {
    XCTAssertEqual(
      try error(reading: "fuzz-pi-without-data.storyboard"),
      "fuzz-pi-without-data.storyboard:1:1: error: a processing instruction '<?xmO4im'; "
        + "an Interface Builder file has none but its '<?xml' declaration")
    let later = Data("<?xml version=\"1.0\"?>\n<document>\n  <?target?>\n</document>".utf8)
    XCTAssertEqual(ProcessingInstructions.firstInstruction(in: later)?.target, "target")
    XCTAssertEqual(ProcessingInstructions.firstInstruction(in: later)?.line, 3)
    XCTAssertEqual(ProcessingInstructions.firstInstruction(in: later)?.column, 3)
    XCTAssertNil(ProcessingInstructions.firstInstruction(in: Data("<?xml version=\"1.0\"?><a/>".utf8)))
    XCTAssertEqual(ProcessingInstructions.firstInstruction(in: Data("<?xml?><a/>".utf8))?.target, "xml")
  }

  func testTheDeclaredEncodingIsReadAsWritten() {
    XCTAssertEqual(
      DeclaredEncoding.declaredName(in: Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?><a/>".utf8)),
      "UTF-8")
    XCTAssertEqual(
      DeclaredEncoding.declaredName(in: Data("<?xml version='1.0' encoding = 'utf-7'?><a/>".utf8)),
      "utf-7")
    // Unterminated, or ended by `>` alone: libxml2 has read the encoding by then.
    XCTAssertEqual(
      DeclaredEncoding.declaredName(in: Data("<?xml version=\"1.0\" encoding=\"UTF-7\"\u{1F}><a/>".utf8)),
      "UTF-7")
    XCTAssertEqual(DeclaredEncoding.declaredName(in: Data("<?xml encoding='UTF-16'".utf8)), "UTF-16")
    XCTAssertNil(DeclaredEncoding.declaredName(in: Data("<?xml version=\"1.0\"?><a/>".utf8)))
    XCTAssertNil(DeclaredEncoding.declaredName(in: Data("<a/>".utf8)))
  }
}
