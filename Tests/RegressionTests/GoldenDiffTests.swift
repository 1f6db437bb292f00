import XCTest

@testable import Regression

final class GoldenDiffTests: XCTestCase {
  func view(_ id: String, _ height: Double, depth: Int = 1, hidden: Bool = false) -> GoldenFile.ViewLine {
    GoldenFile.ViewLine(id: id, depth: depth, frame: [0, 10, 100, height], window: [0, 10, 100, height], isHidden: hidden)
  }

  func golden(_ steps: [GoldenFile.Step], run: String = "iphone-15-pro portrait en large") -> GoldenFile {
    GoldenFile(header: [GoldenFile.HeaderField("run", run)], steps: steps)
  }

  func testEqualFilesHaveNoDifferences() {
    let file = golden([GoldenFile.Step(index: 1, label: nil, event: "load", views: [view("a", 1)])])
    XCTAssertTrue(GoldenDiff(expected: file, actual: file).isEmpty)
  }

  func testAChangedViewIsShownUnderItsStepAsRecordedAndNow() {
    let old = golden([
      GoldenFile.Step(index: 1, label: nil, event: "load", views: [view("a", 1), view("b", 2)]),
      GoldenFile.Step(index: 2, label: "big", event: "set: h.constant", views: [view("a", 1), view("b", 2)]),
    ])
    var new = old
    new.steps[1].views[1] = view("b", 3, hidden: true)
    let diff = GoldenDiff(expected: old, actual: new)
    XCTAssertEqual(diff.count, 1)
    XCTAssertEqual(
      diff.lines,
      [
        "step 2 [big]: set: h.constant",
        "  - b 0 10 100 2  window 0 10 100 2",
        "  + b 0 10 100 3  window 0 10 100 3  hidden",
      ])
  }

  func testMissingAndNewViewsAndStepsAreNamedAndHeadersIgnored() {
    let old = golden([
      GoldenFile.Step(index: 1, label: nil, event: "load", views: [view("a", 1), view("gone", 2)]),
      GoldenFile.Step(index: 2, label: nil, event: "layout", views: []),
    ])
    let new = golden(
      [GoldenFile.Step(index: 1, label: nil, event: "rotate: portrait", views: [view("a", 1, depth: 2), view("new", 2)])],
      run: "ipad-pro-11 portrait en large")
    XCTAssertEqual(
      GoldenDiff(expected: old, actual: new).lines,
      [
        "- step 1: load",
        "+ step 1: rotate: portrait",
        "  - a 0 10 100 1  window 0 10 100 1  (depth 1)",
        "  + a 0 10 100 1  window 0 10 100 1  (depth 2)",
        "  - gone 0 10 100 2  window 0 10 100 2  (not in the tree now)",
        "  + new 0 10 100 2  window 0 10 100 2  (not recorded)",
        "- step 2: layout  (not played now; 0 views)",
      ])
  }

  func testLongDiffsAreCutAtTheLimit() {
    let old = golden([GoldenFile.Step(index: 1, label: nil, event: "load", views: (0..<10).map { view("v\($0)", 1) })])
    let new = golden([GoldenFile.Step(index: 1, label: nil, event: "load", views: (0..<10).map { view("v\($0)", 2) })])
    let diff = GoldenDiff(expected: old, actual: new, limit: 5)
    XCTAssertEqual(diff.count, 10)
    XCTAssertEqual(diff.lines.count, 6)
    XCTAssertEqual(diff.lines.last, "… 16 more lines")
  }
}
