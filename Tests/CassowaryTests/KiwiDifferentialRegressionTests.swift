// Minimal reproductions of solver bugs that KiwiDifferentialTests found
// (tools/kiwi_differential.py; the seed and system are named at each test).

import Cassowary
import XCTest

final class KiwiDifferentialRegressionTests: XCTestCase {
  /// Found with `--count 10000 --seed 2`, system 8355. Two copies of one required equality,
  /// an optional constraint pulling the other way, then one copy removed: the other copy must
  /// still hold. The second copy's row reduces to dummies only, so its dummy marker d3 enters the
  /// basis as `d3 = d1`. Removing c1 makes its marker d1 leave through another row (kiwi picks
  /// c2's error row), so d3 stays basic over c2's error variables, `d3 = 81 - e⁺ + e⁻` in kiwi's
  /// dump, and the optimiser moves x to -40: c3 broken by 81 (checkInvariants: "row of dummy ...
  /// has constant 81"). Pivoting d1 out through the dummy row `d3 = d1` instead would keep c3.
  /// kiwisolver 1.5.1 has the same bug: it answers x = -40 and reports c3 as violated.
  func testRemovingOneOfTwoEqualRequiredEqualitiesKeepsTheOther() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add(x == 41, id: 1)
    try solver.add((x == -40).priority(500), id: 2)
    try solver.add(x == 41, id: 3)  // the same equality again: redundant, accepted
    try solver.remove(1)
    XCTAssertEqual(solver.value(of: x), 41, accuracy: 1e-9, "c3 still requires x == 41")
    XCTAssertEqual(solver.objectiveValue(at: 500), 81, accuracy: 1e-9)
    XCTAssertFalse(solver.isAmbiguous(x))
    XCTAssertNoThrow(try solver.checkInvariants())
  }

  /// Found with the repeated-constraint generator, `--count 10000 --seed 5`, system 645: after the
  /// removal above, the same equality added a third time must be accepted (it holds at x = 41).
  /// kiwisolver 1.5.1 rejects it as unsatisfiable (its leftover basic dummy row), so the generator
  /// marks such systems "kiwiOK": false and the differential test checks only our solver there.
  func testEqualityAddedAgainAfterRemovingAnEqualOneIsAccepted() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add(x == 41, id: 1)
    try solver.add((x == -40).priority(500), id: 2)
    try solver.add(x == 41, id: 3)
    try solver.remove(1)
    try solver.add(x == 41, id: 4)
    XCTAssertEqual(solver.value(of: x), 41, accuracy: 1e-9)
    XCTAssertNoThrow(try solver.checkInvariants())
    try solver.remove(3)
    XCTAssertEqual(solver.value(of: x), 41, accuracy: 1e-9, "c4 still requires x == 41")
    XCTAssertNoThrow(try solver.checkInvariants())
  }

  /// The same removal with no optional constraint (kiwi gets x = 41 here) and with the optional
  /// constraint added after the removal (kiwi: 41 too). Guards the fix against regressions.
  func testRemovingOneOfTwoEqualRequiredEqualitiesVariants() throws {
    var plain = Solver()
    let x = plain.makeVariable("x")
    try plain.add(x == 41, id: 1)
    try plain.add(x == 41, id: 3)
    try plain.remove(1)
    XCTAssertEqual(plain.value(of: x), 41, accuracy: 1e-9)
    XCTAssertNoThrow(try plain.checkInvariants())

    var late = Solver()
    let y = late.makeVariable("y")
    try late.add(y == 41, id: 1)
    try late.add(y == 41, id: 3)
    try late.remove(1)
    try late.add((y == -40).priority(500), id: 2)
    XCTAssertEqual(late.value(of: y), 41, accuracy: 1e-9)
    XCTAssertNoThrow(try late.checkInvariants())
  }
}
