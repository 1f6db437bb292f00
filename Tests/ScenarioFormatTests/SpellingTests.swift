import XCTest

@testable import ScenarioFormat

final class SpellingTests: XCTestCase {
  func testDistanceCountsEditsAndSwapsOfNeighbours() {
    XCTAssertEqual(Spelling.distance("leding", "leading"), 1)
    XCTAssertEqual(Spelling.distance("hihg", "high"), 1)
    XCTAssertEqual(Spelling.distance("", "top"), 3)
    XCTAssertEqual(Spelling.distance("width", "height"), 4)
  }

  func testSuggestionsPreferCaseThenPrefixThenTheNearest() {
    let attributes = ["left", "leading", "leadingMargin", "top", "Top"]
    XCTAssertEqual(Spelling.suggestion(for: "TOP", among: attributes), "top")
    XCTAssertEqual(Spelling.suggestion(for: "lead", among: attributes), "leading")
    XCTAssertEqual(Spelling.suggestion(for: "lefft", among: attributes), "left")
    XCTAssertNil(Spelling.suggestion(for: "middle", among: attributes))
    XCTAssertNil(Spelling.suggestion(for: "X", among: ["H", "V"]))
    XCTAssertEqual(Spelling.didYouMean("tpo", among: attributes), "; did you mean 'top'?")
    XCTAssertEqual(Spelling.didYouMean("bottom", among: attributes), "")
  }
}
