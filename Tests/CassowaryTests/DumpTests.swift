// The kiwi-style text dump: its sections, in order, and named variables.
import Cassowary
import XCTest

final class DumpTests: XCTestCase {

  private let headings = [
    "objective", "tableau", "infeasible", "variables", "edit variables", "constraints",
  ]

  /// The lines of `dump` that are section headings, lowercased: a line that reads one of the
  /// headings once punctuation, counts and decoration ("---", "==", ":") are dropped.
  private func sectionHeadings(_ dump: String) -> [String] {
    dump.split(separator: "\n").compactMap { line in
      let letters = line.lowercased().map { $0.isLetter ? $0 : " " }
      let words = String(letters).split(separator: " ").joined(separator: " ")
      return headings.contains(words) ? words : nil
    }
  }

  func testSectionsInOrder() throws {
    var solver = Solver()
    let width = solver.makeVariable("width")
    let height = solver.makeVariable("height")
    try solver.add(width >= 10)
    try solver.add((height == 2 * width).priority(250))
    try solver.addEditVariable(width, priority: 999)
    try solver.suggestValue(40, for: width)
    let dump = solver.dump()
    XCTAssertEqual(sectionHeadings(dump), headings, dump)
    XCTAssert(dump.contains("width"), dump)
    XCTAssert(dump.contains("height"), dump)
  }

  func testEmptySolverStillHasAllSections() {
    let solver = Solver()
    XCTAssertEqual(sectionHeadings(solver.dump()), headings, solver.dump())
  }

  func testNamedVariableInEditVariablesSection() throws {
    var solver = Solver()
    let left = solver.makeVariable("leftEdge")
    try solver.addEditVariable(left, priority: 500)
    let dump = solver.dump()
    let lower = dump.lowercased()
    guard let edits = lower.range(of: "edit variables"),
      let constraints = lower.range(of: "constraints", range: edits.upperBound..<lower.endIndex)
    else {
      return XCTFail("no edit variables / constraints sections:\n\(dump)")
    }
    let section = dump[edits.upperBound..<constraints.lowerBound]
    // Named, or at least by its id (v0), as kiwi lists edit variables.
    XCTAssert(
      section.contains("leftEdge") || section.contains(left.description),
      "edit variables section: \(section)")
    // The Variables section gives the name.
    guard let variables = lower.range(of: "variables") else { return XCTFail(dump) }
    XCTAssert(dump[variables.upperBound..<edits.lowerBound].contains("leftEdge"), dump)
  }

  func testDumpIsDeterministic() throws {
    func build() throws -> Solver {
      var solver = Solver()
      let v = makeVariables(&solver, 5)
      for i in 0..<4 { try solver.add(v[i + 1] >= v[i] + 8) }
      try solver.add((v[4] == 100).priority(250))
      try solver.add((v[0] == 0).priority(500))
      return solver
    }
    XCTAssertEqual(try build().dump(), try build().dump())
  }

  func testDumpListsConstraintIDs() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add(x >= 3, id: 4711)
    XCTAssert(solver.dump().contains("4711"), solver.dump())
  }
}
