// Every error a solver call can throw, with its culprit, and the promise that a failed call
// leaves the solver exactly as it was.
import Cassowary
import XCTest

final class ErrorTests: XCTestCase {

  func testDuplicateConstraintID() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add(x >= 1, id: 5)
    let before = solver.dump()
    assertThrows(.duplicateConstraint(5)) { () throws(SolverError) in
      _ = try solver.add(x <= 10, id: 5)
    }
    XCTAssertEqual(solver.dump(), before)
    assertValue(solver.value(of: x), 1)
    // Ids handed out automatically never collide with a chosen one.
    var ids: Set<ConstraintID> = [5]
    for _ in 0..<10 {
      let id = try solver.add((x == 3).priority(250))
      XCTAssertTrue(ids.insert(id).inserted, "id \(id) handed out twice")
    }
    try solver.remove(5)
    try solver.add(x <= 10, id: 5)  // free again after removal
    XCTAssertTrue(solver.contains(5))
  }

  func testUnknownConstraintID() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let id = try solver.add(x == 4)
    let before = solver.dump()
    let unknown = ConstraintID(id.rawValue + 1000)
    assertThrows(.unknownConstraint(unknown)) { () throws(SolverError) in try solver.remove(unknown)
    }
    assertThrows(.unknownConstraint(unknown)) { () throws(SolverError) in
      try solver.setConstant(1, of: unknown)
    }
    assertThrows(.unknownConstraint(unknown)) { () throws(SolverError) in
      try solver.setPriority(300, of: unknown)
    }
    XCTAssertEqual(solver.dump(), before)
    // A removed id is unknown.
    try solver.remove(id)
    assertThrows(.unknownConstraint(id)) { () throws(SolverError) in try solver.remove(id) }
    assertThrows(.unknownConstraint(id)) { () throws(SolverError) in
      try solver.setConstant(1, of: id)
    }
  }

  func testNonFiniteCoefficientOrConstant() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.add(x == 2, id: 1)
    let before = solver.dump()
    let bad: [Constraint] = [
      Constraint(LinearExpression([Term(x, .nan)]), .equal),
      Constraint(LinearExpression([Term(x, 1), Term(y, .infinity)]), .lessThanOrEqual),
      Constraint(LinearExpression([Term(y, -.infinity)], constant: 3), .greaterThanOrEqual),
      Constraint(LinearExpression([Term(y)], constant: .nan), .equal),
      Constraint(
        LinearExpression([Term(y)], constant: -.infinity), .lessThanOrEqual, priority: 250),
    ]
    for (i, c) in bad.enumerated() {
      let id = ConstraintID(10 + i)
      assertThrows(.nonFiniteNumber(id)) { () throws(SolverError) in _ = try solver.add(c, id: id) }
      XCTAssertFalse(solver.contains(id))
    }
    XCTAssertEqual(solver.dump(), before)
    // setConstant with a non-finite constant.
    for value in [Double.nan, .infinity, -.infinity] {
      assertThrows(.nonFiniteNumber(1)) { () throws(SolverError) in
        try solver.setConstant(value, of: 1)
      }
    }
    XCTAssertEqual(solver.dump(), before)
    assertValue(solver.value(of: x), 2)
  }

  func testInvalidPriorities() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    for p: Priority in [0, 1001, -1, 0.5] {
      assertThrows(.invalidPriority(p)) { () throws(SolverError) in
        _ = try solver.add((x == 1).priority(p), id: 1)
      }
    }
    for p in [Priority(.nan), Priority(.infinity)] {
      let error = solverError { () throws(SolverError) in
        _ = try solver.add((x == 1).priority(p), id: 1)
      }
      guard case .invalidPriority(let got) = error else {
        XCTFail("expected invalidPriority(\(p)), got \(String(describing: error))")
        continue
      }
      XCTAssert(got.rawValue.isNaN == p.rawValue.isNaN && (p.rawValue.isNaN || got == p))
    }
    XCTAssertFalse(solver.contains(1))
    // The bounds themselves are valid.
    try solver.add((x == 1).priority(1), id: 1)
    try solver.add((x == 2).priority(1000), id: 2)
    assertValue(solver.value(of: x), 2)
    assertThrows(.invalidPriority(1001)) { () throws(SolverError) in
      try solver.setPriority(1001, of: 1)
    }
  }

  func testUnknownVariable() throws {
    var other = Solver()
    var foreign = other.makeVariable()
    for _ in 0..<9 { foreign = other.makeVariable() }
    var solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add(x == 1, id: 1)
    XCTAssertGreaterThan(foreign.id, x.id)
    let before = solver.dump()
    assertThrows(.unknownVariable(foreign)) { () throws(SolverError) in
      _ = try solver.add(x + foreign == 3, id: 2)
    }
    assertThrows(.unknownVariable(foreign)) { () throws(SolverError) in
      _ = try solver.add((foreign >= 0).priority(250), id: 3)
    }
    XCTAssertFalse(solver.contains(2))
    XCTAssertEqual(solver.dump(), before)
    assertValue(solver.value(of: x), 1)
  }

  func testUnsatisfiableConflictSet() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let z = solver.makeVariable("z")
    try solver.add(x == 10, id: 1)
    try solver.add(y == x + 5, id: 2)
    try solver.add(z == 3, id: 3)  // unrelated
    try solver.add(x >= 0, id: 4)  // shares x, but is slack and plays no part
    try solver.add((y == 0).priority(250), id: 5)  // optional: never in a conflict set
    // y = 20 contradicts y = x + 5 = 15: the conflict is exactly {1, 2, 6}.
    assertUnsatisfiable(6, conflict: [1, 2, 6]) { () throws(SolverError) in
      _ = try solver.add(y == 20, id: 6)
    }
  }

  func testUnsatisfiableConflictSetThroughInequalities() throws {
    // a ≥ 0, b ≥ a + 10, c ≥ b + 10, and c ≤ 15: the chain needs c ≥ 20.
    var solver = Solver()
    let a = solver.makeVariable("a")
    let b = solver.makeVariable("b")
    let c = solver.makeVariable("c")
    let d = solver.makeVariable("d")
    try solver.add(a >= 0, id: 10)
    try solver.add(b >= a + 10, id: 20)
    try solver.add(c >= b + 10, id: 30)
    try solver.add(d == c * 2, id: 40)  // follows c, not part of the conflict
    try solver.add(d <= 1000, id: 50)  // slack
    assertUnsatisfiable(5, conflict: [5, 10, 20, 30]) { () throws(SolverError) in
      _ = try solver.add(c <= 15, id: 5)
    }
  }

  func testFailedAddLeavesValuesExactly() throws {
    var solver = Solver()
    let vars = makeVariables(&solver, 4)
    try solver.add(vars[0] + vars[1] == 10, id: 1)
    try solver.add(vars[1] >= 3, id: 2)
    try solver.add((vars[0] == 9).priority(500), id: 3)
    try solver.add((vars[2] == vars[0] * 0.3 + 1).priority(250), id: 4)
    try solver.addEditVariable(vars[3], priority: 999)
    try solver.suggestValue(2.5, for: vars[3])
    let beforeValues = values(solver, vars)
    let beforeDump = solver.dump()
    let copy = solver
    assertUnsatisfiable(5) { () throws(SolverError) in
      _ = try solver.add(vars[0] >= 8, id: 5)  // vars[0] ≤ 7
    }
    XCTAssertEqual(values(solver, vars), beforeValues, "bit for bit")
    XCTAssertEqual(solver.dump(), beforeDump)
    XCTAssertFalse(solver.contains(5))
    // The solver behaves like a copy taken before the failure.
    var reference = copy
    for s in [0, 1] {
      var target = s == 0 ? solver : reference
      try target.add(vars[0] >= 6, id: 5)
      try target.suggestValue(-1, for: vars[3])
      if s == 0 { solver = target } else { reference = target }
    }
    XCTAssertEqual(values(solver, vars), values(reference, vars))
    // The one thing the failure leaves behind: its next successful add writes the required
    // equalities' dummies into the rows (`Solver+Dummies.swift`), so the tableau differs by those
    // cells; the variables, edits and constraints read the same.
    func afterTableau(_ dump: String) -> Substring? { dump.split(separator: "\nVariables\n").last }
    XCTAssertEqual(afterTableau(solver.dump()), afterTableau(reference.dump()))
    XCTAssertNotEqual(solver.dump(), reference.dump())
    assertValues(solver, [vars[0]: 7, vars[1]: 3, vars[3]: -1])
    assertInvariants(solver)
  }

  func testFailedCallsKeepTheSolverUsable() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.add(x == y, id: 1)
    try solver.add(y == 5, id: 2)
    for attempt in 0..<5 {
      assertUnsatisfiable(100) { () throws(SolverError) in
        _ = try solver.add(x == Double(6 + attempt), id: 100)
      }
      assertInvariants(solver)
    }
    try solver.add(x <= 10, id: 100)
    try solver.remove(2)
    try solver.add((x == 100).priority(250), id: 3)
    assertValues(solver, [x: 10, y: 10])
  }

  func testDegenerateExpressions() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let z = solver.makeVariable("z")
    // Repeated terms add up: 2x = 10.
    try solver.add(x + x == 10, id: 1)
    assertValue(solver.value(of: x), 5)
    // Cancelling and zero terms: y = 3, z is free.
    try solver.add(z - z + y == 3, id: 2)
    try solver.add(LinearExpression([Term(z, 0), Term(y, 1)], constant: -3) >= 0, id: 3)
    assertValue(solver.value(of: y), 3)
    XCTAssertTrue(solver.isAmbiguous(z))
    // No variables left: 3 == 0 and 5 <= 0 can never hold, −5 <= 0 always does.
    assertUnsatisfiable(4, conflict: [4]) { () throws(SolverError) in
      _ = try solver.add(z - z == 3, id: 4)
    }
    assertUnsatisfiable(5, conflict: [5]) { () throws(SolverError) in
      _ = try solver.add(Constraint(LinearExpression(constant: 5), .lessThanOrEqual), id: 5)
    }
    try solver.add(Constraint(LinearExpression(constant: -5), .lessThanOrEqual), id: 6)
    XCTAssertTrue(solver.contains(6))
    // An optional one adds its constant error: |7| at 250.
    try solver.add(Constraint(LinearExpression(constant: 7), .equal, priority: 250), id: 7)
    assertValue(solver.objectiveValue(at: 250), 7)
    assertValues(solver, [x: 5, y: 3])
    assertInvariants(solver)
    try solver.remove(7)
    try solver.remove(6)
    assertValue(solver.objectiveValue(at: 250), 0)
    assertInvariants(solver)
  }
}
