import AutoLayout
import Cassowary
import ScenarioFormat
import XCTest

final class ConstraintParserTests: XCTestCase {
  /// Scalars are written at column 5 of line 3, as a YAML sequence item `  - ` would put them.
  let origin = SourceLocation(file: "form.yaml", line: 3, column: 5)

  func parsed(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
    do {
      return try ConstraintParser.parse(text, at: origin).description
    } catch {
      XCTFail("\(text): \(error)", file: file, line: line)
      return ""
    }
  }

  func failure(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
    do {
      let expression = try ConstraintParser.parse(text, at: origin)
      XCTFail("\(text) parsed as \(expression)", file: file, line: line)
      return ""
    } catch {
      return error.description
    }
  }

  func testAConstraintKeepsEveryPartAndWhereItWasWritten() throws {
    let expression = try ConstraintParser.parse(
      "a.width == b.safeArea.width * 0.5 + 10 @750", at: origin)
    let a = ConstraintExpression.Name("a", at: origin)
    let b = ConstraintExpression.Name("b", at: origin.advanced(by: 11))
    let safeArea = ConstraintExpression.Name("safeArea", at: origin.advanced(by: 13))
    XCTAssertEqual(
      expression,
      ConstraintExpression(
        .init(item: [a], attribute: .width, attributeLocation: origin.advanced(by: 2)), .equal,
        .init(item: [b, safeArea], attribute: .width, attributeLocation: origin.advanced(by: 22)),
        multiplier: 0.5, constant: 10, priority: 750, at: origin))
    XCTAssertEqual(expression.second?.itemPath, "b.safeArea")
  }

  func testTheDocumentedFormsReadBackNormalised() {
    XCTAssertEqual(parsed("title.top == safeArea.top + 20"), "title.top == safeArea.top + 20")
    XCTAssertEqual(parsed("title.leading == margins.leading"), "title.leading == margins.leading")
    XCTAssertEqual(parsed("form.bottom <= keyboard.top - 8"), "form.bottom <= keyboard.top - 8")
    XCTAssertEqual(parsed("go.height >= 44 @750"), "go.height >= 44 @750")
    XCTAssertEqual(parsed("a.width == b.width * 0.5 + 10"), "a.width == b.width * 0.5 + 10")
    XCTAssertEqual(parsed("a.width == 0.5 * b.width + 10"), "a.width == b.width * 0.5 + 10")
    XCTAssertEqual(parsed("a.width = b.width"), "a.width == b.width")
    XCTAssertEqual(parsed("a.width <= 2 * b.height @ 999.5"), "a.width <= b.height * 2 @999.5")
    XCTAssertEqual(parsed("a.centerX == superview.centerX"), "a.centerX == superview.centerX")
    XCTAssertEqual(parsed("a.top == view.top"), "a.top == view.top")
  }

  func testItemsNameViewsTheRootsGuidesAndAViewsGuides() {
    for item in [
      "superview", "view", "safeArea", "margins", "readable", "keyboard", "title.safeArea",
      "title.margins", "title.readable", "scroll.contentLayout", "scroll.frameLayout",
    ] {
      XCTAssertEqual(parsed("a.top == \(item).top"), "a.top == \(item).top")
    }
  }

  func testEveryAttributeOfUIKitIsRead() {
    for attribute in LayoutAttribute.allCases {
      let name = attribute.rawValue
      XCTAssertEqual(parsed("a.\(name) == b.\(name)"), "a.\(name) == b.\(name)")
    }
  }

  func testSignsAndSpacesAreOptionalAroundNumbers() {
    XCTAssertEqual(parsed("a.top==b.bottom+8"), "a.top == b.bottom + 8")
    XCTAssertEqual(parsed("a.top == b.bottom + -8"), "a.top == b.bottom - 8")
    XCTAssertEqual(parsed("a.top == b.bottom - -8"), "a.top == b.bottom + 8")
    XCTAssertEqual(parsed("a.top == b.bottom - 0.25"), "a.top == b.bottom - 0.25")
    XCTAssertEqual(parsed("a.width == -8"), "a.width == -8")
    XCTAssertEqual(parsed("  a.width >= 100  "), "a.width >= 100")
    XCTAssertEqual(parsed("a.width == b.width * -1"), "a.width == b.width * -1")
  }

  func testPrioritiesByNumberAndByName() throws {
    func priority(_ text: String) throws -> Priority {
      try ConstraintParser.parse("a.width == 10 @ \(text)", at: origin).priority
    }
    XCTAssertEqual(try priority("required"), .required)
    XCTAssertEqual(try priority("high"), .defaultHigh)
    XCTAssertEqual(try priority("low"), .defaultLow)
    XCTAssertEqual(try priority("fittingSize"), .fittingSizeLevel)
    XCTAssertEqual(try priority("1"), 1)
    XCTAssertEqual(try priority("1000"), .required)
    XCTAssertEqual(try priority("999.5"), 999.5)
    XCTAssertEqual(parsed("a.width == 10"), "a.width == 10")
    XCTAssertEqual(try ConstraintParser.parse("a.width == 10", at: origin).priority, .required)
  }

  func testMistakesAreReportedAtTheBadTokenWithWhatWasExpected() {
    XCTAssertEqual(
      failure(""),
      "form.yaml:3:5: error: expected a constraint, such as 'title.top == safeArea.top + 20'")
    XCTAssertEqual(
      failure("8 == a.width"),
      "form.yaml:3:5: error: expected an anchor such as 'title.top' at the start of the constraint")
    XCTAssertEqual(
      failure("title.leding == superview.leading"),
      "form.yaml:3:11: error: unknown attribute 'leding'; did you mean 'leading'?")
    XCTAssertEqual(
      failure("title.top == superview.Top"),
      "form.yaml:3:28: error: unknown attribute 'Top'; did you mean 'top'?")
    XCTAssertEqual(
      failure("title.middle == superview.top"), "form.yaml:3:11: error: unknown attribute 'middle'")
    XCTAssertEqual(
      failure("title.top title.bottom"),
      "form.yaml:3:15: error: expected '==', '<=' or '>=' after 'title.top'")
    XCTAssertEqual(
      failure("title.top"), "form.yaml:3:14: error: expected '==', '<=' or '>=' after 'title.top'")
    XCTAssertEqual(
      failure("title.top => view.top"),
      "form.yaml:3:15: error: '=>' is not a relation; did you mean '>='?")
    XCTAssertEqual(
      failure("title.top < view.top"),
      "form.yaml:3:15: error: '<' is not a relation; did you mean '<='?")
    XCTAssertEqual(
      failure("title.top == view.top +"), "form.yaml:3:28: error: expected a number after '+'")
    XCTAssertEqual(
      failure("title.top == view.top - other.top"),
      "form.yaml:3:29: error: expected a number after '-'")
    XCTAssertEqual(
      failure("title.top == view.top + 8 @ 1001"),
      "form.yaml:3:33: error: priority 1001 is outside 1...1000")
    XCTAssertEqual(
      failure("title.top == view.top @ 0.5"),
      "form.yaml:3:29: error: priority 0.5 is outside 1...1000")
    XCTAssertEqual(
      failure("title.top == view.top @ -5"),
      "form.yaml:3:29: error: priority -5 is outside 1...1000")
    XCTAssertEqual(
      failure("title.top == view.top @ hihg"),
      "form.yaml:3:29: error: unknown priority 'hihg'; did you mean 'high'?")
    XCTAssertEqual(
      failure("title.top == view.top @ urgent"),
      "form.yaml:3:29: error: unknown priority 'urgent'; expected a number in 1...1000, or required, high, low or fittingSize"
    )
    XCTAssertEqual(
      failure("title.top == view.top @"),
      "form.yaml:3:28: error: expected a priority after '@': a number in 1...1000, or required, high, low or fittingSize"
    )
    XCTAssertEqual(
      failure("title.top == view.top + 8 foo"),
      "form.yaml:3:31: error: unexpected 'foo' after the end of the constraint")
    XCTAssertEqual(
      failure("a.width == 10 + b.width"),
      "form.yaml:3:19: error: unexpected '+' after the end of the constraint")
    XCTAssertEqual(
      failure("title == view.top"),
      "form.yaml:3:10: error: expected an attribute after 'title', as in 'title.top'")
    XCTAssertEqual(
      failure("title.top == title.safeArea"),
      "form.yaml:3:32: error: expected an attribute after 'title.safeArea', as in 'title.safeArea.top'"
    )
    XCTAssertEqual(
      failure("title. == view.top"), "form.yaml:3:11: error: expected an attribute after 'title.'")
    XCTAssertEqual(
      failure("title.safeAre.top == view.top"),
      "form.yaml:3:11: error: unknown layout guide 'safeAre'; did you mean 'safeArea'?")
    XCTAssertEqual(
      failure("title.box.top == view.top"),
      "form.yaml:3:11: error: unknown layout guide 'box'; a view's guides are safeArea, margins, readable, contentLayout and frameLayout"
    )
    XCTAssertEqual(
      failure("a.top == safeArea.margins.top"),
      "form.yaml:3:23: error: 'safeArea' is a layout guide; it has no guide 'margins'")
    XCTAssertEqual(
      failure("a.top == b.margins.safeArea.top"),
      "form.yaml:3:24: error: 'margins' is a layout guide; it has no guide 'safeArea'")
    XCTAssertEqual(
      failure("a.width == b.width * "), "form.yaml:3:26: error: expected a number after '*'")
    XCTAssertEqual(
      failure("a.width == 2 * "),
      "form.yaml:3:20: error: expected an anchor such as 'other.width' after '*'")
    XCTAssertEqual(
      failure("a.width == 2 * b.width * 3"),
      "form.yaml:3:28: error: unexpected '*': the constraint already has a multiplier")
    XCTAssertEqual(
      failure("a.width == b.width # wide"), "form.yaml:3:24: error: unexpected character '#'")
    XCTAssertEqual(
      failure("a.width == "), "form.yaml:3:16: error: expected an anchor or a number after '=='")
    XCTAssertEqual(
      failure("a.width >= (b.width)"), "form.yaml:3:16: error: unexpected character '('")
  }
}
