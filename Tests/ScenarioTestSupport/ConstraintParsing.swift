import ScenarioFormat
import XCTest

// The constraint notation's tests (ConstraintParserTests, UIKitSpellingTests) parse one scalar at
// a time with these.

/// Where those tests' scalars are written: column 5 of line 3, as a YAML sequence item `  - `
/// would put them.
public let constraintOrigin = SourceLocation(file: "form.yaml", line: 3, column: 5)

/// `text` parsed as a constraint at ``constraintOrigin`` and printed back; a text that does not
/// parse fails the calling test at its line.
public func parsed(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
  do {
    return try ConstraintParser.parse(text, at: constraintOrigin).description
  } catch {
    XCTFail("\(text): \(error)", file: file, line: line)
    return ""
  }
}

/// The error parsing `text` at ``constraintOrigin`` gives; a text that parses fails the calling
/// test at its line.
public func parseFailure(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
  do {
    let expression = try ConstraintParser.parse(text, at: constraintOrigin)
    XCTFail("\(text) parsed as \(expression)", file: file, line: line)
    return ""
  } catch {
    return error.description
  }
}
