// Priorities are strictly ordered: a constraint at a higher priority beats any number of
// constraints below it. Each case here is one where a weighted solver (kiwi's strengths, where a
// priority is only a large weight) can give another answer.
import Cassowary
import XCTest

final class StrictPriorityTests: XCTestCase {

  func testOneAt251BeatsFiveAt250() throws {
    // Weighted with weights near 251 : 250, five x = 10 would win (5·250·|x − 10| dominates).
    var solver = Solver()
    let x = solver.makeVariable("x")
    for _ in 0..<5 { try solver.add((x == 10).priority(250)) }
    try solver.add((x == 0).priority(251))
    assertValue(solver.value(of: x), 0)
    assertValue(solver.objectiveValue(at: 251), 0)
    assertValue(solver.objectiveValue(at: 250), 50)
    XCTAssertFalse(solver.isAmbiguous(x))
  }

  func testOneAt251BeatsFiveAt250WhicheverIsAddedFirst() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add((x == 0).priority(251))
    for _ in 0..<5 { try solver.add((x == 10).priority(250)) }
    assertValue(solver.value(of: x), 0)
  }

  func testFractionalPriorityIsItsOwnLevel() throws {
    // 999.5 (as UIStackView uses) beats any number of constraints at 999.
    var solver = Solver()
    let x = solver.makeVariable("x")
    for _ in 0..<3 { try solver.add((x == 2).priority(999)) }
    try solver.add((x == 1).priority(999.5))
    assertValue(solver.value(of: x), 1)
    assertValue(solver.objectiveValue(at: 999), 3)
    assertValue(solver.objectiveValue(at: 999.5), 0)
  }

  func testHighPriorityInequalityBeatsManyLowEqualities() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.add((x <= 5).priority(750))
    for _ in 0..<20 { try solver.add((x == 100).priority(250)) }
    assertValue(solver.value(of: x), 5)
    // Through another variable: x ≤ y at 750 against many y = 0 at 250 and x = 100 at 500.
    try solver.add((x <= y).priority(750))
    for _ in 0..<10 { try solver.add((y == 0).priority(250)) }
    try solver.add((x == 100).priority(500))
    // 750: x ≤ 5, x ≤ y both hold for x ≤ min(5, y); 500: x = 100 wants x large, so x = 5 and
    // y ≥ 5; 250: 20·|x − 100| is fixed, 10·|y| is least at y = 5.
    assertValues(solver, [x: 5, y: 5])
    assertValue(solver.objectiveValue(at: 750), 0)
    assertValue(solver.objectiveValue(at: 500), 95)
    assertValue(solver.objectiveValue(at: 250), 20 * 95 + 10 * 5)
  }

  func testManyLowPrioritiesCannotOutweighOneAboveThem() throws {
    // 2000 at 250 against one at 251: a weighted solver with weight ratio 251/250 gives 10.
    var solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add((x == 0).priority(251))
    for _ in 0..<200 { try solver.add((x == 10).priority(250)) }
    assertValue(solver.value(of: x), 0)
  }

  func testErrorsAddUpWithinOnePriority() throws {
    // Three x = 0 and one x = 10 at 250: 3|x| + |x − 10| is least at x = 0 (value 10).
    var solver = Solver()
    let x = solver.makeVariable("x")
    for _ in 0..<3 { try solver.add((x == 0).priority(250)) }
    try solver.add((x == 10).priority(250))
    assertValue(solver.value(of: x), 0)
    assertValue(solver.objectiveValue(at: 250), 10)
    XCTAssertFalse(solver.isAmbiguous(x))
  }

  func testTwoAgainstTwoIsAmbiguous() throws {
    // 2|x| + 2|x − 10| is 20 for every x in [0, 10].
    var solver = Solver()
    let x = solver.makeVariable("x")
    for _ in 0..<2 { try solver.add((x == 0).priority(250)) }
    for _ in 0..<2 { try solver.add((x == 10).priority(250)) }
    let value = solver.value(of: x)
    XCTAssert(value >= -1e-9 && value <= 10 + 1e-9, "x = \(value)")
    assertValue(solver.objectiveValue(at: 250), 20)
    XCTAssertTrue(solver.isAmbiguous(x))
    // A constraint at a lower priority settles it.
    try solver.add((x == 7).priority(100))
    assertValue(solver.value(of: x), 7)
    XCTAssertFalse(solver.isAmbiguous(x))
    assertValue(solver.objectiveValue(at: 250), 20)
  }

  func testLowerPriorityBreaksTiesOfAHigherOne() throws {
    // Required x + y = 40; at 750 x = 10 and y = 20 cannot both hold: |x − 10| + |y − 20| = 10 for
    // x in [10, 20]. At 250 x = 15 picks one of those: x = 15, y = 25.
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.add(x + y == 40)
    try solver.add((x == 10).priority(750))
    try solver.add((y == 20).priority(750))
    let pull = try solver.add((x == 15).priority(250))
    assertValues(solver, [x: 15, y: 25])
    assertValue(solver.objectiveValue(at: 750), 10)
    assertValue(solver.objectiveValue(at: 250), 0)
    // Instead x = 50 at 250 can only go as far as the 750 optimum allows: x = 20.
    try solver.remove(pull)
    try solver.add((x == 50).priority(250))
    assertValues(solver, [x: 20, y: 20])
    assertValue(solver.objectiveValue(at: 750), 10)
    assertValue(solver.objectiveValue(at: 250), 30)
  }

  func testThreeLevelsInOrder() throws {
    // 750: x ≥ 10; 500: x ≤ 5; 250: x = 100, each added before the one above it.
    var solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add((x == 100).priority(250))
    try solver.add((x <= 5).priority(500))
    try solver.add((x >= 10).priority(750))
    // 750 forces x ≥ 10; at 500 the violation x − 5 is least at x = 10; 250 cannot move it.
    assertValue(solver.value(of: x), 10)
    assertValue(solver.objectiveValue(at: 500), 5)
    assertValue(solver.objectiveValue(at: 250), 90)
  }

  func testPriorityOrderNotWeightsWithInequalities() throws {
    // A weighted solver trades 1 unit at 251 for 2 units at 250; a strict one never does.
    // x − y ≥ 10 at 251, x = 0 and y = 0 at 250 twice each: the 251 constraint must hold exactly.
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.add((x - y >= 10).priority(251))
    for _ in 0..<2 {
      try solver.add((x == 0).priority(250))
      try solver.add((y == 0).priority(250))
    }
    assertValue(solver.value(of: x) - solver.value(of: y), 10)
    assertValue(solver.objectiveValue(at: 251), 0)
    assertValue(solver.objectiveValue(at: 250), 20)  // 2|x| + 2|y| with x − y = 10
  }

  func testEditVariablePriorityIsStrictToo() throws {
    // An edit at 251 beats five constraints at 250.
    var solver = Solver()
    let x = solver.makeVariable("x")
    for _ in 0..<5 { try solver.add((x == 10).priority(250)) }
    try solver.addEditVariable(x, priority: 251)
    try solver.suggestValue(-4, for: x)
    assertValue(solver.value(of: x), -4)
    // And an edit at 250 joins the sum at 250: 5|x − 10| + |x + 4| is least at x = 10.
    try solver.removeEditVariable(x)
    try solver.addEditVariable(x, priority: 250)
    try solver.suggestValue(-4, for: x)
    assertValue(solver.value(of: x), 10)
  }
}
