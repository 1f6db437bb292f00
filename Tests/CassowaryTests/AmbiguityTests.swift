// isAmbiguous(v): true iff v does not have the same value in every optimal solution.
import Cassowary
import XCTest

final class AmbiguityTests: XCTestCase {

  func testPinnedVariableIsNotAmbiguous() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.add(x == 5)
    try solver.add((y == 3).priority(250))
    XCTAssertFalse(solver.isAmbiguous(x))
    XCTAssertFalse(solver.isAmbiguous(y))  // an optional constraint that can hold pins too
  }

  func testFreeVariableIsAmbiguous() throws {
    var solver = Solver()
    let unused = solver.makeVariable("unused")
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.add(x >= 0)
    try solver.add(y <= 10)
    XCTAssertTrue(solver.isAmbiguous(unused))
    XCTAssertTrue(solver.isAmbiguous(x))
    XCTAssertTrue(solver.isAmbiguous(y))
    assertValue(solver.value(of: unused), 0)
    try solver.add((x == 4).priority(50))
    XCTAssertFalse(solver.isAmbiguous(x))
    XCTAssertTrue(solver.isAmbiguous(y))
  }

  func testEqualPriorityConflictIsAmbiguous() throws {
    // |x − 10| + |x − 20| = 10 for every x in [10, 20].
    var solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add((x == 10).priority(250))
    try solver.add((x == 20).priority(250))
    XCTAssertTrue(solver.isAmbiguous(x))
    let value = solver.value(of: x)
    XCTAssert(value >= 10 - 1e-9 && value <= 20 + 1e-9, "x = \(value)")
  }

  func testUnequalPriorityConflictIsNotAmbiguous() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add((x == 10).priority(251))
    try solver.add((x == 20).priority(250))
    XCTAssertFalse(solver.isAmbiguous(x))
    assertValue(solver.value(of: x), 10)
  }

  func testChainWithAFreeEnd() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let z = solver.makeVariable("z")
    try solver.add(x == y + 10)
    try solver.add(y == z + 10)
    XCTAssertTrue(solver.isAmbiguous(x))
    XCTAssertTrue(solver.isAmbiguous(y))
    XCTAssertTrue(solver.isAmbiguous(z))
    assertValue(solver.value(of: x) - solver.value(of: z), 20)
    let pin = try solver.add(z == 1)
    XCTAssertFalse(solver.isAmbiguous(x))
    XCTAssertFalse(solver.isAmbiguous(y))
    XCTAssertFalse(solver.isAmbiguous(z))
    assertValues(solver, [x: 21, y: 11, z: 1])
    try solver.remove(pin)
    XCTAssertTrue(solver.isAmbiguous(x))
  }

  func testSumOfAmbiguousVariablesIsNot() throws {
    // x + y = 10 with x, y ≥ 0: each is ambiguous, s = x + y is not.
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let s = solver.makeVariable("s")
    try solver.add(x + y == 10)
    try solver.add(x >= 0)
    try solver.add(y >= 0)
    try solver.add(s == x + y)
    XCTAssertTrue(solver.isAmbiguous(x))
    XCTAssertTrue(solver.isAmbiguous(y))
    XCTAssertFalse(solver.isAmbiguous(s))
    assertValue(solver.value(of: s), 10)
  }

  func testInequalitiesSqueezingToOnePoint() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add(x >= 5)
    XCTAssertTrue(solver.isAmbiguous(x))
    try solver.add(x <= 5)
    XCTAssertFalse(solver.isAmbiguous(x))
    assertValue(solver.value(of: x), 5)
  }

  func testOptionalInequalitiesSqueezingToOnePoint() throws {
    // At 500 x ≥ 5 and x ≤ 5 can both hold, only at x = 5.
    var solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add((x >= 5).priority(500))
    try solver.add((x <= 5).priority(500))
    XCTAssertFalse(solver.isAmbiguous(x))
    assertValue(solver.value(of: x), 5)
  }

  func testBoundDecidesWhatAPullLeavesOpen() throws {
    // 0 ≤ x ≤ 10 and x = 20 at 250: x = 10, unique.
    var solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add(x >= 0)
    try solver.add(x <= 10)
    try solver.add((x == 20).priority(250))
    XCTAssertFalse(solver.isAmbiguous(x))
    assertValue(solver.value(of: x), 10)
  }

  func testDegenerateVertex() throws {
    // x ≥ 0, y ≥ 0, x + y ≤ 0: three constraints tight at one point in the plane (degenerate),
    // the only solution is (0, 0).
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.add(x >= 0)
    try solver.add(y >= 0)
    try solver.add(x + y <= 0)
    XCTAssertFalse(solver.isAmbiguous(x))
    XCTAssertFalse(solver.isAmbiguous(y))
    assertValues(solver, [x: 0, y: 0])
  }

  func testDegenerateOptimumWithRedundantConstraints() throws {
    // x ≤ 5 twice and x − y ≤ 5 with y = 0; x pulled to 10 at 250: x = 5 is the unique optimum
    // though three constraints are tight there. y is pinned at 0.
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.add(y == 0)
    try solver.add(x <= 5)
    try solver.add(x <= 5)
    try solver.add(x - y <= 5)
    try solver.add((x == 10).priority(250))
    XCTAssertFalse(solver.isAmbiguous(x))
    assertValue(solver.value(of: x), 5)
  }

  func testZeroErrorDirectionAtOptimum() throws {
    // x = 0 twice and x = 10 once at 250: 2|x| + |x − 10| is least at x = 0 only (slope +1 to the
    // right, −3 to the left) — not ambiguous. With a second x = 10 the slope to the right is 0:
    // ambiguous.
    var solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add((x == 0).priority(250))
    try solver.add((x == 0).priority(250))
    try solver.add((x == 10).priority(250))
    XCTAssertFalse(solver.isAmbiguous(x))
    assertValue(solver.value(of: x), 0)
    try solver.add((x == 10).priority(250))
    XCTAssertTrue(solver.isAmbiguous(x))
  }

  func testAmbiguityOfAnEditedVariable() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.add(y >= x)
    try solver.addEditVariable(x, priority: 999)
    try solver.suggestValue(3, for: x)
    XCTAssertFalse(solver.isAmbiguous(x))
    XCTAssertTrue(solver.isAmbiguous(y))  // any y ≥ 3
    try solver.add((y == 0).priority(250))
    XCTAssertFalse(solver.isAmbiguous(y))
    assertValue(solver.value(of: y), 3)
  }
}

/// The batch question gives the answers the single one gives, on random systems with equalities,
/// inequalities, optional priorities and free variables.
final class BatchAmbiguityTests: XCTestCase {
  func testAreAmbiguousAgreesWithIsAmbiguous() throws {
    var generator = SplitMix64(seed: 0xA4B1)
    var compared = 0
    var ambiguous = 0
    for _ in 0..<200 {
      var solver = Solver()
      let variables = makeVariables(&solver, 8)
      for _ in 0..<Int.random(in: 3...10, using: &generator) {
        let a = variables.randomElement(using: &generator)!
        let b = variables.randomElement(using: &generator)!
        let k = Double(Int.random(in: -20...20, using: &generator))
        let priority: Priority = [.required, 750, 250, 250].randomElement(using: &generator)!
        let constraint: Constraint
        let shifted: LinearExpression = b + k
        let sum: LinearExpression = a + b
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: constraint = a == shifted
        case 1: constraint = a >= shifted
        case 2: constraint = a <= LinearExpression(constant: k)
        default: constraint = sum == LinearExpression(constant: k)
        }
        _ = try? solver.add(constraint.priority(priority))
      }
      let batch = solver.areAmbiguous(variables)
      for (variable, answer) in zip(variables, batch) {
        XCTAssertEqual(answer, solver.isAmbiguous(variable))
        compared += 1
        if answer { ambiguous += 1 }
      }
    }
    XCTAssertEqual(compared, 1600)
    XCTAssertGreaterThan(ambiguous, 100)  // the test sees both answers
    XCTAssertLessThan(ambiguous, 1500)
  }
}
