// The classic Cassowary test cases (the Cassowary papers and the kiwi test suite), with every
// expected value derived by hand in the comments. Priorities: kiwi's "strong" is 999, "weak" 250.
import Cassowary
import XCTest

private let strong: Priority = 999
private let medium: Priority = 750
private let weak: Priority = 250

final class ClassicCasesTests: XCTestCase {

  // MARK: simple1

  func testSimpleEqualities() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let z = solver.makeVariable("z")
    try solver.add(x == 20)
    try solver.add(x + 2 == y + 10)  // y = 20 + 2 - 10 = 12
    try solver.add(z == 2 * y - x)  // z = 24 - 20 = 4
    assertValues(solver, [x: 20, y: 12, z: 4])
    XCTAssertFalse(solver.isAmbiguous(x))
    XCTAssertFalse(solver.isAmbiguous(z))
    assertInvariants(solver)
  }

  func testSimpleEqualityOfTwoVariables() throws {
    // x == y; x prefers 167 at a higher priority than y prefers 2, so both are 167.
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.add((x == 167).priority(251))
    try solver.add((y == 2).priority(weak))
    try solver.add(x == y)
    assertValues(solver, [x: 167, y: 167])
  }

  func testSimpleInequalities() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.add(x >= 10)
    try solver.add((x == 0).priority(weak))  // pulled down to the bound: 10
    try solver.add(y <= -5)
    try solver.add((y == 0).priority(weak))  // pulled up to the bound: -5
    assertValues(solver, [x: 10, y: -5])
    assertValue(solver.objectiveValue(at: weak), 15)  // |10 − 0| + |−5 − 0|
    try solver.add(2 * x <= 30)  // x ≤ 15 is not tight
    assertValues(solver, [x: 10, y: -5])
  }

  func testSimpleInequalitiesUnsatisfiableUpperBound() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.add(x >= 10, id: 1)
    try solver.add(2 * x <= 30, id: 2)  // x ≤ 15
    try solver.add(y == -5, id: 3)
    assertUnsatisfiable(4, conflict: [2, 3, 4]) { () throws(SolverError) in
      _ = try solver.add(x >= y + 40, id: 4)  // x ≥ 35 contradicts x ≤ 15 (x ≥ 10 plays no part)
    }
    XCTAssertFalse(solver.contains(4))
    assertValue(solver.value(of: y), -5)
  }

  // MARK: casso1

  func testCasso1() throws {
    // x ≤ y, y = x + 3, x = 10 (weak), y = 10 (weak). Both weak errors are at one priority, so the
    // objective |x − 10| + |x + 3 − 10| = |x − 10| + |x − 7| is 3 for every x in [7, 10]: the
    // vertices x = 10, y = 13 and x = 7, y = 10 (and all between) are optimal.
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.add(x <= y)
    try solver.add(y == x + 3)
    try solver.add((x == 10).priority(weak))
    try solver.add((y == 10).priority(weak))
    let vx = solver.value(of: x)
    let vy = solver.value(of: y)
    let first = abs(vx - 10) < 1e-6 && abs(vy - 13) < 1e-6
    let second = abs(vx - 7) < 1e-6 && abs(vy - 10) < 1e-6
    XCTAssert(first || second, "x = \(vx), y = \(vy)")
    assertValue(solver.objectiveValue(at: weak), 3)
    XCTAssertTrue(solver.isAmbiguous(x))
    XCTAssertTrue(solver.isAmbiguous(y))
    // Our solver is deterministic and gives the vertex x = 10, y = 13 (observed, not derived;
    // pinned so that a change in pivoting order is noticed).
    assertValues(solver, [x: 10, y: 13])
  }

  // MARK: addDelete1, addDelete2

  func testAddDelete1() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add((x == 100).priority(weak))
    let c10 = try solver.add(x <= 10)
    let c20 = try solver.add(x <= 20)
    assertValue(solver.value(of: x), 10)
    try solver.remove(c10)
    assertValue(solver.value(of: x), 20)
    try solver.remove(c20)
    assertValue(solver.value(of: x), 100)
    let c10again = try solver.add(x <= 10)
    assertValue(solver.value(of: x), 10)
    try solver.remove(c10again)
    assertValue(solver.value(of: x), 100)
    assertInvariants(solver)
  }

  func testAddDelete2() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.add((x == 100).priority(weak))
    try solver.add((y == 120).priority(strong))
    let c10 = try solver.add(x <= 10)
    let c20 = try solver.add(x <= 20)
    assertValues(solver, [x: 10, y: 120])
    try solver.remove(c10)
    assertValues(solver, [x: 20, y: 120])
    // 2x = y with x ≤ 20: y ≤ 40; the strong y = 120 is met as well as it can be at y = 40.
    let cxy = try solver.add(2 * x == y)
    assertValues(solver, [x: 20, y: 40])
    // Without x ≤ 20 the strong y = 120 holds, so x = 60 (weak x = 100 loses).
    try solver.remove(c20)
    assertValues(solver, [x: 60, y: 120])
    try solver.remove(cxy)
    assertValues(solver, [x: 100, y: 120])
    assertInvariants(solver)
  }

  // MARK: inconsistent1–3

  func testInconsistent1() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add(x == 10, id: 1)
    let before = solver.dump()
    assertUnsatisfiable(2, conflict: [1, 2]) { () throws(SolverError) in
      _ = try solver.add(x == 5, id: 2)
    }
    XCTAssertFalse(solver.contains(2))
    XCTAssertTrue(solver.contains(1))
    assertValue(solver.value(of: x), 10)
    XCTAssertEqual(solver.dump(), before, "a failed add leaves the solver as it was")
    assertInvariants(solver)
    // kiwi#52: the solver must stay usable after the failure.
    try solver.add((x == 5).priority(weak), id: 3)
    try solver.add(x >= 0, id: 4)
    assertValue(solver.value(of: x), 10)
    try solver.remove(1)
    assertValue(solver.value(of: x), 5)
    try solver.add(x == 5, id: 2)  // the constraint that failed before is valid now
    assertValue(solver.value(of: x), 5)
    try solver.remove(2)
    try solver.add(x == 10, id: 1)  // and the original one can come back
    assertValue(solver.value(of: x), 10)
    assertInvariants(solver)
  }

  func testInconsistent2() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add(x >= 10, id: 1)
    assertUnsatisfiable(2, conflict: [1, 2]) { () throws(SolverError) in
      _ = try solver.add(x <= 5, id: 2)
    }
    assertValue(solver.value(of: x), 10)
    assertInvariants(solver)
    // Re-adding a constraint that was valid before works.
    try solver.remove(1)
    try solver.add(x >= 10, id: 1)
    try solver.add(x <= 15, id: 2)
    try solver.add((x == 100).priority(weak))
    assertValue(solver.value(of: x), 15)
    assertInvariants(solver)
  }

  func testInconsistent3() throws {
    var solver = Solver()
    let w = solver.makeVariable("w")
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let z = solver.makeVariable("z")
    let constraints: [Constraint] = [w >= 10, x >= w, y >= x, z >= y, z >= 8]
    for (i, c) in constraints.enumerated() { try solver.add(c, id: ConstraintID(i + 1)) }
    let before = values(solver, [w, x, y, z])
    let error = solverError { () throws(SolverError) in _ = try solver.add(z <= 4, id: 6) }
    guard case .unsatisfiable(let culprit, let conflict) = error else {
      return XCTFail("expected unsatisfiable, got \(String(describing: error))")
    }
    XCTAssertEqual(culprit, 6)
    XCTAssert(conflict.contains(6))
    // Both {1, 2, 3, 4, 6} (w ≥ 10 ⇒ z ≥ 10) and {5, 6} (z ≥ 8) are infeasible; the set given must
    // be one that is infeasible on its own.
    XCTAssert(Set(conflict).isSubset(of: [1, 2, 3, 4, 5, 6]), "\(conflict)")
    // A fresh solver makes the same variables (same ids) when made in the same order.
    var check = Solver()
    XCTAssertEqual(makeVariables(&check, 4), [w, x, y, z])
    let all = constraints + [z <= 4]
    var failed = false
    for id in conflict
    where solverError({ () throws(SolverError) in
      _ = try check.add(all[id.rawValue - 1], id: id)
    }) != nil {
      failed = true
    }
    XCTAssert(failed, "the conflict set \(conflict) is satisfiable on its own")
    XCTAssertEqual(values(solver, [w, x, y, z]), before)
    assertInvariants(solver)
    // Still usable: z ≤ 40 fits.
    try solver.add(z <= 40, id: 6)
    XCTAssertGreaterThanOrEqual(solver.value(of: z), 10 - 1e-9)
  }

  // MARK: The Cassowary paper's example

  /// xl, xm, xr on a line: xm is the midpoint, xr at least 10 right of xl, all within [0, 100].
  private func paperSystem() throws -> (Solver, xl: Variable, xm: Variable, xr: Variable) {
    var solver = Solver()
    let xl = solver.makeVariable("xl")
    let xm = solver.makeVariable("xm")
    let xr = solver.makeVariable("xr")
    try solver.add(xm * 2 == xl + xr)
    try solver.add(xl + 10 <= xr)
    try solver.add(xr <= 100)
    try solver.add(xl >= 0)
    // Weak stays at the initial positions 0 and 100.
    try solver.add((xl == 0).priority(weak))
    try solver.add((xr == 100).priority(weak))
    return (solver, xl, xm, xr)
  }

  func testPaperExample() throws {
    var (solver, xl, xm, xr) = try paperSystem()
    assertValues(solver, [xl: 0, xm: 50, xr: 100])
    try solver.addEditVariable(xm, priority: strong)
    // xm = 95: xl + xr = 190 with xr ≤ 100 and xr − xl ≥ 10 forces xr = 100, xl = 90.
    try solver.suggestValue(95, for: xm)
    assertValues(solver, [xl: 90, xm: 95, xr: 100])
    // xm = 5: xl + xr = 10 with xl ≥ 0 and xr − xl ≥ 10 forces xl = 0, xr = 10.
    try solver.suggestValue(5, for: xm)
    assertValues(solver, [xl: 0, xm: 5, xr: 10])
    // xm = 120 is out of reach; the largest xm is 95 (xr = 100, xl = 90).
    try solver.suggestValue(120, for: xm)
    assertValues(solver, [xl: 90, xm: 95, xr: 100])
    // xm = 50 lets both weak stays hold again.
    try solver.suggestValue(50, for: xm)
    assertValues(solver, [xl: 0, xm: 50, xr: 100])
    try solver.removeEditVariable(xm)
    assertValues(solver, [xl: 0, xm: 50, xr: 100])
    assertInvariants(solver)
  }

  func testPaperExampleEditingAnEndpoint() throws {
    var (solver, xl, xm, xr) = try paperSystem()
    try solver.addEditVariable(xl, priority: strong)
    // xl = 30: the weak xr = 100 still holds, xm = 65.
    try solver.suggestValue(30, for: xl)
    assertValues(solver, [xl: 30, xm: 65, xr: 100])
    // xl = 95 would leave no room (xr ≥ 105 > 100): xl is held at 90.
    try solver.suggestValue(95, for: xl)
    assertValues(solver, [xl: 90, xm: 95, xr: 100])
  }

  // MARK: kiwi's SimplexTest: a textbook maximisation

  func testSimplexMaximisation() throws {
    // maximise 4x1 + 3x2 + 5x3
    //   subject to x1 + x2 ≤ 16, x2 + x3 ≤ 14, x1 + x3 ≤ 24, x1, x2, x3 ≥ 0.
    // Dual certificate: multipliers 1, 2, 3 on the three rows give
    //   1(x1 + x2) + 2(x2 + x3) + 3(x1 + x3) = 4x1 + 3x2 + 5x3 ≤ 16 + 28 + 72 = 116,
    // and all multipliers are positive, so every optimum makes the three rows tight:
    //   x1 + x2 = 16, x2 + x3 = 14, x1 + x3 = 24 ⇒ x1 = 13, x2 = 3, x3 = 11 (value 116), unique.
    // The objective is a variable z with an edit variable suggested to 1e6: minimising |z − 1e6|
    // maximises z.
    var solver = Solver()
    let x1 = solver.makeVariable("x1")
    let x2 = solver.makeVariable("x2")
    let x3 = solver.makeVariable("x3")
    let z = solver.makeVariable("z")
    try solver.add(x1 + x2 <= 16)
    try solver.add(x2 + x3 <= 14)
    try solver.add(x1 + x3 <= 24)
    try solver.add(x1 >= 0)
    try solver.add(x2 >= 0)
    try solver.add(x3 >= 0)
    try solver.add(z == 4 * x1 + 3 * x2 + 5 * x3)
    try solver.addEditVariable(z, priority: strong)
    try solver.suggestValue(1e6, for: z)
    assertValues(solver, [x1: 13, x2: 3, x3: 11, z: 116])
    XCTAssertFalse(solver.isAmbiguous(x1))
    XCTAssertFalse(solver.isAmbiguous(x2))
    XCTAssertFalse(solver.isAmbiguous(x3))
    // Minimising instead (suggest −1e6): the smallest value is 0 at the origin.
    try solver.suggestValue(-1e6, for: z)
    assertValues(solver, [x1: 0, x2: 0, x3: 0, z: 0])
    assertInvariants(solver)
  }

  // MARK: kiwi's test of infeasible edits

  func testHandlingInfeasibleEdits() throws {
    var solver = Solver()
    let xm = solver.makeVariable("xm")
    let xl = solver.makeVariable("xl")
    let xr = solver.makeVariable("xr")
    try solver.add(xm >= 0)
    try solver.add(xm <= 100)
    try solver.add(xl + 20 <= xr)
    try solver.add(xm == (xl + xr) / 2)
    try solver.add(xl >= -10)
    try solver.add(xr <= 100)
    try solver.addEditVariable(xm, priority: strong)
    try solver.addEditVariable(xl, priority: weak)
    try solver.addEditVariable(xr, priority: weak)
    // xm = 40, xr = 50, xl = 30 satisfy everything: (30 + 50) / 2 = 40, 30 + 20 ≤ 50.
    try solver.suggestValue(40, for: xm)
    try solver.suggestValue(50, for: xr)
    try solver.suggestValue(30, for: xl)
    assertValues(solver, [xm: 40, xl: 30, xr: 50])
    // xm = 60: xl + xr = 120 instead of 80; the weak edits lose 40 in total, split in any way with
    // xl ≥ 30 and xr ≥ 50 (x l in [30, 50]) — ambiguous at the weak level.
    try solver.suggestValue(60, for: xm)
    assertValue(solver.value(of: xm), 60)
    assertValue(solver.value(of: xl) + solver.value(of: xr), 120)
    assertValue(solver.objectiveValue(at: weak), 40)
    XCTAssertGreaterThanOrEqual(solver.value(of: xr) - solver.value(of: xl), 20 - 1e-9)
    XCTAssertTrue(solver.isAmbiguous(xl))
    XCTAssertFalse(solver.isAmbiguous(xm))
    // xm = 90: xl + xr = 180 with xr ≤ 100 and xr − xl ≥ 20 forces xr = 100, xl = 80.
    try solver.suggestValue(90, for: xm)
    assertValues(solver, [xm: 90, xl: 80, xr: 100])
    XCTAssertFalse(solver.isAmbiguous(xl))
    XCTAssertFalse(solver.isAmbiguous(xr))
    assertInvariants(solver)
  }

  // MARK: The quadrilateral demo

  func testQuadrilateral() throws {
    var solver = Solver()
    let px = makeVariables(&solver, 4, prefix: "px")
    let py = makeVariables(&solver, 4, prefix: "py")
    let mx = makeVariables(&solver, 4, prefix: "mx")
    let my = makeVariables(&solver, 4, prefix: "my")
    let anchors: [(Double, Double)] = [(10, 10), (10, 200), (200, 200), (200, 10)]
    for i in 0..<4 {
      try solver.add((px[i] == anchors[i].0).priority(weak))
      try solver.add((py[i] == anchors[i].1).priority(weak))
    }
    for i in 0..<4 {
      let j = (i + 1) % 4
      try solver.add(mx[i] == (px[i] + px[j]) / 2)
      try solver.add(my[i] == (py[i] + py[j]) / 2)
    }
    // Points 0 and 1 stay left of 2 and 3; points 0 and 3 stay above 1 and 2.
    for (a, b) in [(0, 2), (0, 3), (1, 2), (1, 3)] {
      try solver.add((px[a] + 20 <= px[b]).priority(medium))
    }
    for (a, b) in [(0, 1), (0, 2), (3, 1), (3, 2)] {
      try solver.add((py[a] + 20 <= py[b]).priority(medium))
    }
    for v in px + py + mx + my {
      try solver.add(v >= 0)
      try solver.add(v <= 500)
    }
    // At rest every anchor holds; midpoints are the averages.
    assertValues(solver, [px[0]: 10, py[0]: 10, px[2]: 200, py[2]: 200])
    assertValues(solver, [mx[0]: 10, my[0]: 105, mx[1]: 105, my[1]: 200])
    assertValues(solver, [mx[2]: 200, my[2]: 105, mx[3]: 105, my[3]: 10])
    assertValue(solver.objectiveValue(at: weak), 0)

    try solver.addEditVariable(px[0], priority: strong)
    try solver.addEditVariable(py[0], priority: strong)
    // Drag point 0 to (300, 400): the separations (750) beat the anchors (250), so
    // px2, px3 ≥ 320 and py1, py2 ≥ 420, each at its bound, the others at their anchors:
    // p0 (300, 400), p1 (10, 420), p2 (320, 420), p3 (320, 10).
    try solver.suggestValue(300, for: px[0])
    try solver.suggestValue(400, for: py[0])
    assertValues(solver, [px[0]: 300, py[0]: 400, px[1]: 10, py[1]: 420])
    assertValues(solver, [px[2]: 320, py[2]: 420, px[3]: 320, py[3]: 10])
    assertValues(solver, [mx[0]: 155, my[0]: 410, mx[1]: 165, my[1]: 420])
    assertValues(solver, [mx[2]: 320, my[2]: 215, mx[3]: 310, my[3]: 205])

    // Drag to (490, 490): the bound 500 stops points 2, 3 (x) and 1, 2 (y); the four separations
    // are each 10 short, and the strong edit wins over them:
    // p0 (490, 490), p1 (10, 500), p2 (500, 500), p3 (500, 10).
    try solver.suggestValue(490, for: px[0])
    try solver.suggestValue(490, for: py[0])
    assertValues(solver, [px[0]: 490, py[0]: 490, px[1]: 10, py[1]: 500])
    assertValues(solver, [px[2]: 500, py[2]: 500, px[3]: 500, py[3]: 10])
    assertValues(solver, [mx[0]: 250, my[0]: 495, mx[1]: 255, my[1]: 500])
    assertValues(solver, [mx[2]: 500, my[2]: 255, mx[3]: 495, my[3]: 250])
    assertValue(solver.objectiveValue(at: medium), 40)

    // Back home: everything as at rest.
    try solver.suggestValue(10, for: px[0])
    try solver.suggestValue(10, for: py[0])
    assertValues(solver, [mx[0]: 10, my[0]: 105, mx[1]: 105, my[1]: 200])
    assertValues(solver, [mx[2]: 200, my[2]: 105, mx[3]: 105, my[3]: 10])
    assertInvariants(solver)
  }

  // MARK: An edit example

  func testEditMidpoint() throws {
    // left ≥ 0, right ≤ 10, right ≥ left + 2, mid = (left + right) / 2; a weak wish for width 10.
    var solver = Solver()
    let left = solver.makeVariable("left")
    let mid = solver.makeVariable("mid")
    let right = solver.makeVariable("right")
    try solver.add(mid == (left + right) / 2)
    try solver.add(left >= 0)
    try solver.add(right <= 10)
    try solver.add(right >= left + 2)
    try solver.add((right - left == 10).priority(weak))
    try solver.addEditVariable(mid, priority: strong)
    // mid = 2: left + right = 4, width 4 − 2·left is largest at left = 0: (0, 2, 4).
    try solver.suggestValue(2, for: mid)
    assertValues(solver, [left: 0, mid: 2, right: 4])
    // mid = 8: left + right = 16, right ≤ 10 ⇒ left ≥ 6; widest at left = 6: (6, 8, 10).
    try solver.suggestValue(8, for: mid)
    assertValues(solver, [left: 6, mid: 8, right: 10])
    // mid = 5: the full width fits: (0, 5, 10).
    try solver.suggestValue(5, for: mid)
    assertValues(solver, [left: 0, mid: 5, right: 10])
    // mid = −3 is impossible (mid ≥ 1); the nearest is (0, 1, 2).
    try solver.suggestValue(-3, for: mid)
    assertValues(solver, [left: 0, mid: 1, right: 2])
    assertInvariants(solver)
  }
}
