// Edit variables: adding, suggesting, removing, their errors, and suggestions while the
// constraints change.
import Cassowary
import XCTest

final class EditVariableTests: XCTestCase {

  func testAddSuggestRemove() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.add((x == 5).priority(250))
    try solver.add(y == x * 2 + 1)
    assertValues(solver, [x: 5, y: 11])
    XCTAssertFalse(solver.hasEditVariable(x))
    try solver.addEditVariable(x, priority: 999)
    XCTAssertTrue(solver.hasEditVariable(x))
    XCTAssertFalse(solver.hasEditVariable(y))
    try solver.suggestValue(10, for: x)
    assertValues(solver, [x: 10, y: 21])
    try solver.removeEditVariable(x)
    XCTAssertFalse(solver.hasEditVariable(x))
    assertValues(solver, [x: 5, y: 11])  // the weak x = 5 holds again
    assertInvariants(solver)
  }

  func testSuggestOnAnUnconstrainedVariable() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    try solver.addEditVariable(x, priority: 500)
    try solver.suggestValue(42, for: x)
    assertValue(solver.value(of: x), 42)
    XCTAssertFalse(solver.isAmbiguous(x))
    try solver.suggestValue(-7.5, for: x)
    assertValue(solver.value(of: x), -7.5)
  }

  func testEditPullsThroughRequiredEqualities() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let w = solver.makeVariable("w")
    let v = solver.makeVariable("v")
    try solver.add(w == 2 * x)
    try solver.add(v == w - x + 3)  // v = x + 3
    try solver.addEditVariable(w, priority: 999)
    try solver.suggestValue(50, for: w)
    assertValues(solver, [x: 25, w: 50, v: 28])
  }

  func testRepeatedSuggestions() throws {
    // 0 ≤ x ≤ 50, y = x + 10: the suggestion is followed up to the bounds.
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.add(x >= 0)
    try solver.add(x <= 50)
    try solver.add(y == x + 10)
    try solver.addEditVariable(x, priority: 999)
    for step in -20...80 {
      let suggested = Double(step) * 1.5
      try solver.suggestValue(suggested, for: x)
      let expected = min(max(suggested, 0), 50)
      assertValue(solver.value(of: x), expected, "after suggesting \(suggested)")
      assertValue(solver.value(of: y), expected + 10, "after suggesting \(suggested)")
    }
    // The same value twice in a row changes nothing.
    try solver.suggestValue(12, for: x)
    try solver.suggestValue(12, for: x)
    assertValues(solver, [x: 12, y: 22])
    assertInvariants(solver)
  }

  func testSeveralEditVariables() throws {
    // x = y required; the edit on x (999) beats the edit on y (500).
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.add(x == y)
    try solver.addEditVariable(x, priority: 999)
    try solver.addEditVariable(y, priority: 500)
    try solver.suggestValue(10, for: x)
    try solver.suggestValue(20, for: y)
    assertValues(solver, [x: 10, y: 10])
    assertValue(solver.objectiveValue(at: 500), 10)
    try solver.removeEditVariable(x)
    assertValues(solver, [x: 20, y: 20])
    // Re-added at a lower priority than y's, it loses.
    try solver.addEditVariable(x, priority: 250)
    try solver.suggestValue(30, for: x)
    assertValues(solver, [x: 20, y: 20])
    try solver.removeEditVariable(y)
    assertValues(solver, [x: 30, y: 30])
    assertInvariants(solver)
  }

  func testSuggestAfterConstraintsChange() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.add(y == x + 1)
    try solver.addEditVariable(x, priority: 999)
    try solver.suggestValue(30, for: x)
    assertValues(solver, [x: 30, y: 31])
    // A required bound overrides the suggestion.
    let bound = try solver.add(x <= 20)
    assertValues(solver, [x: 20, y: 21])
    try solver.suggestValue(15, for: x)
    assertValues(solver, [x: 15, y: 16])
    try solver.suggestValue(25, for: x)
    assertValues(solver, [x: 20, y: 21])
    // Moving the bound (x − 20 ≤ 0 becomes x − 22 ≤ 0).
    try solver.setConstant(-22, of: bound)
    assertValues(solver, [x: 22, y: 23])
    // Without the bound the last suggestion holds.
    try solver.remove(bound)
    assertValues(solver, [x: 25, y: 26])
    // A required equality on y pins x no matter what is suggested.
    let pin = try solver.add(y == 8)
    assertValues(solver, [x: 7, y: 8])
    try solver.suggestValue(100, for: x)
    assertValues(solver, [x: 7, y: 8])
    try solver.remove(pin)
    assertValues(solver, [x: 100, y: 101])
    // An optional constraint above the edit's priority wins, one below loses.
    let above = try solver.add((x == 1).priority(999.5))
    assertValue(solver.value(of: x), 1)
    try solver.remove(above)
    try solver.add((x == 1).priority(998))
    assertValue(solver.value(of: x), 100)
    assertInvariants(solver)
  }

  func testEditSurvivesRemovalOfAllConstraints() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let ids = [
      try solver.add(x >= 0), try solver.add(x <= 10), try solver.add((x == 3).priority(250)),
    ]
    try solver.addEditVariable(x, priority: 999)
    try solver.suggestValue(40, for: x)
    assertValue(solver.value(of: x), 10)
    for id in ids { try solver.remove(id) }
    assertValue(solver.value(of: x), 40)
    try solver.suggestValue(-40, for: x)
    assertValue(solver.value(of: x), -40)
    assertInvariants(solver)
  }

  // MARK: Errors

  func testDuplicateEditVariable() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    try solver.addEditVariable(x, priority: 999)
    try solver.suggestValue(3, for: x)
    let before = solver.dump()
    assertThrows(.duplicateEditVariable(x)) { () throws(SolverError) in
      try solver.addEditVariable(x, priority: 500)
    }
    XCTAssertEqual(solver.dump(), before)
    XCTAssertTrue(solver.hasEditVariable(x))
    try solver.suggestValue(4, for: x)
    assertValue(solver.value(of: x), 4)
  }

  func testUnknownEditVariable() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.add(x == 2)
    try solver.addEditVariable(y, priority: 999)
    assertThrows(.unknownEditVariable(x)) { () throws(SolverError) in
      try solver.removeEditVariable(x)
    }
    assertThrows(.unknownEditVariable(x)) { () throws(SolverError) in
      try solver.suggestValue(5, for: x)
    }
    assertValue(solver.value(of: x), 2)
    // After removal the edit variable is unknown again.
    try solver.removeEditVariable(y)
    assertThrows(.unknownEditVariable(y)) { () throws(SolverError) in
      try solver.removeEditVariable(y)
    }
    assertThrows(.unknownEditVariable(y)) { () throws(SolverError) in
      try solver.suggestValue(1, for: y)
    }
    assertInvariants(solver)
  }

  func testRequiredEditVariable() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    assertThrows(.requiredEditVariable(x)) { () throws(SolverError) in
      try solver.addEditVariable(x, priority: .required)
    }
    XCTAssertFalse(solver.hasEditVariable(x))
    // 999.99 is optional and fine.
    try solver.addEditVariable(x, priority: 999.99)
    try solver.suggestValue(8, for: x)
    assertValue(solver.value(of: x), 8)
  }

  func testInvalidEditPriority() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    assertThrows(.invalidPriority(0)) { () throws(SolverError) in
      try solver.addEditVariable(x, priority: 0)
    }
    assertThrows(.invalidPriority(-5)) { () throws(SolverError) in
      try solver.addEditVariable(x, priority: -5)
    }
    let error = solverError { () throws(SolverError) in
      try solver.addEditVariable(x, priority: Priority(.nan))
    }
    guard case .invalidPriority(let p) = error else {
      return XCTFail("expected invalidPriority(nan), got \(String(describing: error))")
    }
    XCTAssert(p.rawValue.isNaN)
    XCTAssertFalse(solver.hasEditVariable(x))
  }

  func testNonFiniteSuggestion() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    try solver.addEditVariable(x, priority: 999)
    try solver.suggestValue(6, for: x)
    let before = solver.dump()
    for bad in [Double.nan, .infinity, -.infinity] {
      assertThrows(.nonFiniteNumber(nil)) { () throws(SolverError) in
        try solver.suggestValue(bad, for: x)
      }
    }
    assertValue(solver.value(of: x), 6)
    XCTAssertEqual(solver.dump(), before)
    assertInvariants(solver)
  }

  func testEditVariableFromAnotherSolver() throws {
    var other = Solver()
    var foreign = other.makeVariable("a")
    for _ in 0..<5 { foreign = other.makeVariable("b") }
    var solver = Solver()
    let x = solver.makeVariable("x")
    XCTAssertGreaterThan(foreign.id, x.id)
    assertThrows(.unknownVariable(foreign)) { () throws(SolverError) in
      try solver.addEditVariable(foreign, priority: 999)
    }
    XCTAssertFalse(solver.hasEditVariable(foreign))
  }
}
