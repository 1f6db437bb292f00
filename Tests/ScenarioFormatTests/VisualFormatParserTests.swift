import AutoLayout
import ScenarioFormat
import XCTest

final class VisualFormatParserTests: XCTestCase {
  let origin = SourceLocation(file: "list.yaml", line: 9, column: 8)

  func parsed(
    _ text: String, metrics: [String: Double] = [:], options: [String] = [],
    file: StaticString = #filePath, line: UInt = #line
  ) -> [String] {
    do {
      let options = try options.map { try VisualFormatOption($0, at: origin) }
      return try VisualFormatParser.parse(text, at: origin, metrics: metrics, options: options)
        .map(\.description)
    } catch {
      XCTFail("\(text): \(error)", file: file, line: line)
      return []
    }
  }

  func failure(
    _ text: String, metrics: [String: Double] = [:], options: [String] = [],
    file: StaticString = #filePath, line: UInt = #line
  ) -> String {
    do {
      let options = try options.enumerated().map {
        try VisualFormatOption(
          $0.element, at: SourceLocation(file: "list.yaml", line: 10 + $0.offset, column: 12))
      }
      let constraints = try VisualFormatParser.parse(
        text, at: origin, metrics: metrics, options: options)
      XCTFail("\(text) parsed as \(constraints)", file: file, line: line)
      return ""
    } catch {
      return "\(error)"
    }
  }

  func testConnectionsToTheSuperviewAndBetweenSiblings() {
    XCTAssertEqual(parsed("H:|-8-[a]"), ["a.leading == superview.leading + 8"])
    XCTAssertEqual(
      parsed("H:|-[a]-|"),
      ["a.leading == superview.leading + 20", "superview.trailing == a.trailing + 20"])
    XCTAssertEqual(
      parsed("H:|[a][b]|"),
      [
        "a.leading == superview.leading", "b.leading == a.trailing",
        "superview.trailing == b.trailing",
      ])
    XCTAssertEqual(parsed("H:[a]-[b]"), ["b.leading == a.trailing + 8"])
    XCTAssertEqual(parsed("[a]-12-[b]"), ["b.leading == a.trailing + 12"])
    XCTAssertEqual(parsed("H:[a]-(>=8)-[b]"), ["b.leading >= a.trailing + 8"])
    XCTAssertEqual(parsed("H:[a]-(8@750)-[b]"), ["b.leading == a.trailing + 8 @750"])
    XCTAssertEqual(
      parsed("H:[a]-(>=8,<=20@high)-|"),
      ["superview.trailing >= a.trailing + 8", "superview.trailing <= a.trailing + 20 @750"])
    XCTAssertEqual(parsed("H:[a]-(-8)-[b]"), ["b.leading == a.trailing - 8"])
  }

  func testStandardSpacingIsTwentyToTheEdgeInEitherOrientation() {
    XCTAssertEqual(
      parsed("V:|-[a]-|"), ["a.top == superview.top + 20", "superview.bottom == a.bottom + 20"])
    XCTAssertEqual(parsed("V:[a]|"), ["superview.bottom == a.bottom"])
    XCTAssertEqual(parsed("H:[a]"), [])
  }

  func testVerticalFormatsUseTopBottomAndHeight() {
    XCTAssertEqual(
      parsed("V:|-[title]-8-[form(>=44)]-(>=20)-|"),
      [
        "title.top == superview.top + 20", "form.top == title.bottom + 8", "form.height >= 44",
        "superview.bottom >= form.bottom + 20",
      ])
  }

  func testViewPredicatesSetTheSize() {
    XCTAssertEqual(parsed("H:[a(==50)]"), ["a.width == 50"])
    XCTAssertEqual(parsed("H:[a(>=50@750)]"), ["a.width >= 50 @750"])
    XCTAssertEqual(parsed("H:[a(50)]"), ["a.width == 50"])
    XCTAssertEqual(parsed("H:[a(>=70,<=100)]"), ["a.width >= 70", "a.width <= 100"])
    XCTAssertEqual(parsed("H:[a(==b)]"), ["a.width == b.width"])
    XCTAssertEqual(parsed("V:[a(<=b@250)]"), ["a.height <= b.height @250"])
    XCTAssertEqual(
      parsed("H:[ a ( >= 50 @ 750 ) ] - [ b ]"),
      ["a.width >= 50 @750", "b.leading == a.trailing + 8"])
  }

  func testMetricsStandForNumbersAndPriorities() {
    let metrics = ["pad": 12.0, "wide": 200, "soft": 500]
    XCTAssertEqual(
      parsed("H:|-pad-[a(wide@soft)]-(>=pad)-|", metrics: metrics),
      [
        "a.leading == superview.leading + 12", "a.width == 200 @500",
        "superview.trailing >= a.trailing + 12",
      ])
  }

  func testOptionsAlignEachViewWithTheOneBefore() {
    XCTAssertEqual(
      parsed("H:|-[a]-[b]-[c]-|", options: ["alignAllCenterY"]),
      [
        "a.leading == superview.leading + 20", "b.leading == a.trailing + 8",
        "c.leading == b.trailing + 8", "superview.trailing == c.trailing + 20",
        "b.centerY == a.centerY", "c.centerY == b.centerY",
      ])
    XCTAssertEqual(
      parsed("V:[a][b]", options: ["alignAllLeading", "alignAllTrailing"]),
      ["b.top == a.bottom", "b.leading == a.leading", "b.trailing == a.trailing"])
  }

  func testConstraintsAreLocatedAtTheirTokens() throws {
    let constraints = try VisualFormatParser.parse("H:|-[a(==50)]", at: origin)
    XCTAssertEqual(constraints.map(\.location), [origin.advanced(by: 3), origin.advanced(by: 7)])
    XCTAssertEqual(constraints[0].second?.location, origin.advanced(by: 2))
    XCTAssertEqual(constraints[0].first.location, origin.advanced(by: 5))
    XCTAssertTrue(VisualFormatParser.isVisualFormat("V:|[a]|"))
    XCTAssertFalse(VisualFormatParser.isVisualFormat("a.top == b.top"))
  }

  func testMistakesAreReportedAtTheBadCharacterWithWhatWasExpected() {
    XCTAssertEqual(
      failure("X:|[a]"), "list.yaml:9:8: error: unknown orientation 'X'; expected 'H' or 'V'")
    XCTAssertEqual(
      failure("h:|[a]"), "list.yaml:9:8: error: unknown orientation 'h'; did you mean 'H'?")
    XCTAssertEqual(
      failure("H"),
      "list.yaml:9:8: error: expected 'H:', 'V:', '|' or '[' at the start of the format")
    XCTAssertEqual(failure("H:"), "list.yaml:9:10: error: expected '[' or '|' after 'H:'")
    XCTAssertEqual(failure("H:|-[a"), "list.yaml:9:14: error: expected '(' or ']' after 'a'")
    XCTAssertEqual(failure("H:|-[]"), "list.yaml:9:13: error: expected a view name after '['")
    XCTAssertEqual(
      failure("H:|-8[a]"), "list.yaml:9:13: error: expected '-' to end the connection '-8'")
    XCTAssertEqual(
      failure("H:[a]-"), "list.yaml:9:14: error: expected a spacing, '[' or '|' after '-'")
    XCTAssertEqual(failure("H:[a]-8-"), "list.yaml:9:16: error: expected '[' or '|' after '-8-'")
    XCTAssertEqual(
      failure("H:[a]-|-[b]"), "list.yaml:9:15: error: unexpected '-' after the closing '|'")
    XCTAssertEqual(failure("H:||"), "list.yaml:9:11: error: expected '-' or '[' after '|'")
    XCTAssertEqual(
      failure("H:|-|"),
      "list.yaml:9:12: error: expected '[' after '|-'; a format needs at least one view")
    XCTAssertEqual(
      failure("H:[a(==)]"),
      "list.yaml:9:15: error: expected a number, a metric or a view after '=='")
    XCTAssertEqual(
      failure("H:[a()]"), "list.yaml:9:13: error: expected a predicate, such as '>=50', after '('")
    XCTAssertEqual(
      failure("H:[a(==50,)]"),
      "list.yaml:9:18: error: expected a predicate, such as '>=50', after ','")
    XCTAssertEqual(failure("H:[a(>=50"), "list.yaml:9:17: error: expected ',' or ')' after '>=50'")
    XCTAssertEqual(
      failure("H:[a(==50)"), "list.yaml:9:18: error: expected ']' after the predicates of 'a'")
    XCTAssertEqual(
      failure("H:[a]-pad-[b]", metrics: ["padding": 8]),
      "list.yaml:9:14: error: unknown metric 'pad'; did you mean 'padding'?")
    XCTAssertEqual(failure("H:[a]-(>=b)-[c]"), "list.yaml:9:17: error: unknown metric 'b'")
    XCTAssertEqual(
      failure("H:[a(>=50@1001)]"), "list.yaml:9:18: error: priority 1001 is outside 1...1000")
    XCTAssertEqual(
      failure("H:[a(>=50@p)]", metrics: ["p": 0]),
      "list.yaml:9:18: error: priority 'p' (0) is outside 1...1000")
    XCTAssertEqual(
      failure("H:[a(>=50@hihg)]"),
      "list.yaml:9:18: error: unknown priority or metric 'hihg'; did you mean 'high'?")
    XCTAssertEqual(
      failure("H:[a(>=50@)]"),
      "list.yaml:9:18: error: expected a priority after '@': a number in 1...1000, a metric, or required, high, low or fittingSize"
    )
    XCTAssertEqual(
      failure("H:[a(=>50)]"), "list.yaml:9:13: error: '=>' is not a relation; did you mean '>='?")
    XCTAssertEqual(
      failure("H:[a(<50)]"), "list.yaml:9:13: error: '<' is not a relation; did you mean '<='?")
    XCTAssertEqual(
      failure("H:[a]#"), "list.yaml:9:13: error: expected '-', '[', '|' or the end after '[a]'")
    XCTAssertEqual(
      failure("H:[a]-(8)[b]"), "list.yaml:9:17: error: expected '-' to end the connection '-(8)'")
    XCTAssertEqual(
      failure("H:[a][b]", options: ["alignAllCenterY", "alignAllCenterX"]),
      "list.yaml:11:12: error: 'alignAllCenterX' aligns views along the format's own horizontal axis; use one that aligns across it, such as alignAllCenterY"
    )
    XCTAssertEqual(
      failure("V:[a][b]", options: ["alignAllTop"]),
      "list.yaml:10:12: error: 'alignAllTop' aligns views along the format's own vertical axis; use one that aligns across it, such as alignAllCenterX"
    )
    XCTAssertEqual(
      failure("H:[a][b]", options: ["alignAllCentreY"]),
      "list.yaml:10:12: error: unknown option 'alignAllCentreY'; did you mean 'alignAllCenterY'?")
  }
}
