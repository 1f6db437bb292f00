import AutoLayout
import Cassowary
import ScenarioFormat
import ScenarioTestSupport
import XCTest

final class ConstraintParserTests: XCTestCase {
  func testAConstraintKeepsEveryPartAndWhereItWasWritten() throws {
    let expression = try ConstraintParser.parse(
      "a.width == b.safeArea.width * 0.5 + 10 @750", at: constraintOrigin)
    let a = ConstraintExpression.Name("a", at: constraintOrigin)
    let b = ConstraintExpression.Name("b", at: constraintOrigin.advanced(by: 11))
    let safeArea = ConstraintExpression.Name("safeArea", at: constraintOrigin.advanced(by: 13))
    XCTAssertEqual(
      expression,
      ConstraintExpression(
        .init(item: [a], attribute: .width, attributeLocation: constraintOrigin.advanced(by: 2)), .equal,
        .init(item: [b, safeArea], attribute: .width, attributeLocation: constraintOrigin.advanced(by: 22)),
        multiplier: 0.5, constant: 10, priority: 750, at: constraintOrigin))
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
      try ConstraintParser.parse("a.width == 10 @ \(text)", at: constraintOrigin).priority
    }
    XCTAssertEqual(try priority("required"), .required)
    XCTAssertEqual(try priority("high"), .defaultHigh)
    XCTAssertEqual(try priority("low"), .defaultLow)
    XCTAssertEqual(try priority("fittingSize"), .fittingSizeLevel)
    XCTAssertEqual(try priority("1"), 1)
    XCTAssertEqual(try priority("1000"), .required)
    XCTAssertEqual(try priority("999.5"), 999.5)
    XCTAssertEqual(parsed("a.width == 10"), "a.width == 10")
    XCTAssertEqual(try ConstraintParser.parse("a.width == 10", at: constraintOrigin).priority, .required)
  }

  func testMistakesAreReportedAtTheBadTokenWithWhatWasExpected() {
    XCTAssertEqual(
      parseFailure(""),
      "form.yaml:3:5: error: expected a constraint, such as 'title.top == safeArea.top + 20'")
    XCTAssertEqual(
      parseFailure("8 == a.width"),
      "form.yaml:3:5: error: expected an anchor such as 'title.top' at the start of the constraint")
    XCTAssertEqual(
      parseFailure("title.leding == superview.leading"),
      "form.yaml:3:11: error: unknown attribute 'leding'; did you mean 'leading'?")
    XCTAssertEqual(
      parseFailure("title.top == superview.Top"),
      "form.yaml:3:28: error: unknown attribute 'Top'; did you mean 'top'?")
    XCTAssertEqual(
      parseFailure("title.middle == superview.top"), "form.yaml:3:11: error: unknown attribute 'middle'")
    XCTAssertEqual(
      parseFailure("title.top title.bottom"),
      "form.yaml:3:15: error: expected '==', '<=' or '>=' after 'title.top'")
    XCTAssertEqual(
      parseFailure("title.top"), "form.yaml:3:14: error: expected '==', '<=' or '>=' after 'title.top'")
    XCTAssertEqual(
      parseFailure("title.top => view.top"),
      "form.yaml:3:15: error: '=>' is not a relation; did you mean '>='?")
    XCTAssertEqual(
      parseFailure("title.top < view.top"),
      "form.yaml:3:15: error: '<' is not a relation; did you mean '<='?")
  }

  /// Numbers and priorities after the relation.
  func testMistakesInConstantsAndPrioritiesAreReportedAtTheBadToken() {
    XCTAssertEqual(
      parseFailure("title.top == view.top +"), "form.yaml:3:28: error: expected a number after '+'")
    XCTAssertEqual(
      parseFailure("title.top == view.top - other.top"),
      "form.yaml:3:29: error: expected a number after '-'")
    XCTAssertEqual(
      parseFailure("title.top == view.top + 8 @ 1001"),
      "form.yaml:3:33: error: priority 1001 is outside 1...1000")
    XCTAssertEqual(
      parseFailure("title.top == view.top @ 0.5"),
      "form.yaml:3:29: error: priority 0.5 is outside 1...1000")
    XCTAssertEqual(
      parseFailure("title.top == view.top @ -5"),
      "form.yaml:3:29: error: priority -5 is outside 1...1000")
    XCTAssertEqual(
      parseFailure("title.top == view.top @ hihg"),
      "form.yaml:3:29: error: unknown priority 'hihg'; did you mean 'high'?")
    XCTAssertEqual(
      parseFailure("title.top == view.top @ urgent"),
      "form.yaml:3:29: error: unknown priority 'urgent'; expected a number in 1...1000, or required, high, low or fittingSize"
    )
    XCTAssertEqual(
      parseFailure("title.top == view.top @"),
      "form.yaml:3:28: error: expected a priority after '@': a number in 1...1000, or required, high, low or fittingSize"
    )
    XCTAssertEqual(
      parseFailure("title.top == view.top + 8 foo"),
      "form.yaml:3:31: error: unexpected 'foo' after the end of the constraint")
    XCTAssertEqual(
      parseFailure("a.width == 10 + b.width"),
      "form.yaml:3:19: error: unexpected '+' after the end of the constraint")
  }

  /// Anchors, layout guides and multipliers on the right-hand side, and stray characters.
  func testMistakesInAnchorsGuidesAndMultipliersAreReportedAtTheBadToken() {
    XCTAssertEqual(
      parseFailure("title == view.top"),
      "form.yaml:3:10: error: expected an attribute after 'title', as in 'title.top'")
    XCTAssertEqual(
      parseFailure("title.top == title.safeArea"),
      "form.yaml:3:32: error: expected an attribute after 'title.safeArea', as in 'title.safeArea.top'"
    )
    XCTAssertEqual(
      parseFailure("title. == view.top"), "form.yaml:3:11: error: expected an attribute after 'title.'")
    XCTAssertEqual(
      parseFailure("title.safeAre.top == view.top"),
      "form.yaml:3:11: error: unknown layout guide 'safeAre'; did you mean 'safeArea'?")
    XCTAssertEqual(
      parseFailure("title.box.top == view.top"),
      "form.yaml:3:11: error: unknown layout guide 'box'; a view's guides are safeArea, margins, readable, contentLayout and frameLayout"
    )
    XCTAssertEqual(
      parseFailure("a.top == safeArea.margins.top"),
      "form.yaml:3:23: error: 'safeArea' is a layout guide; it has no guide 'margins'")
    XCTAssertEqual(
      parseFailure("a.top == b.margins.safeArea.top"),
      "form.yaml:3:24: error: 'margins' is a layout guide; it has no guide 'safeArea'")
    XCTAssertEqual(
      parseFailure("a.width == b.width * "), "form.yaml:3:26: error: expected a number after '*'")
    XCTAssertEqual(
      parseFailure("a.width == 2 * "),
      "form.yaml:3:20: error: expected an anchor such as 'other.width' after '*'")
    XCTAssertEqual(
      parseFailure("a.width == 2 * b.width * 3"),
      "form.yaml:3:28: error: unexpected '*': the constraint already has a multiplier")
    XCTAssertEqual(
      parseFailure("a.width == b.width # wide"), "form.yaml:3:24: error: unexpected character '#'")
    XCTAssertEqual(
      parseFailure("a.width == "), "form.yaml:3:16: error: expected an anchor or a number after '=='")
    XCTAssertEqual(
      parseFailure("a.width >= (b.width)"), "form.yaml:3:16: error: unexpected character '('")
  }
}
