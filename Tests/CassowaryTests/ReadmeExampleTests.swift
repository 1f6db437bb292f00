import Cassowary
import XCTest

/// The README's example, verbatim, so the README cannot drift from what the solver does.
final class ReadmeExampleTests: XCTestCase {
  func testTheReadmeExampleGivesTheWidthsItClaims() throws {
    var solver = Solver()
    let left = solver.makeVariable("left"), width = solver.makeVariable("width")
    let window = solver.makeVariable("window")
    try solver.addEditVariable(window, priority: 999)
    try solver.suggestValue(375, for: window)
    try solver.add(left == 16)
    try solver.add(left + width == window - 16)
    try solver.add((width == 100).priority(.defaultLow))
    XCTAssertEqual(solver.value(of: width), 343)
    try solver.suggestValue(812, for: window)
    XCTAssertEqual(solver.value(of: width), 780)
  }
}
