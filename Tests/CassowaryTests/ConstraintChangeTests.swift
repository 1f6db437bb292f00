// Changing constraints in place: setConstant, setPriority, remove and re-add. After each change
// the solution must be the one a fresh solver gives for the changed system.
import Cassowary
import XCTest

final class ConstraintChangeTests: XCTestCase {

  /// One form of "x relates to y + offset", built with the offset `k`, and how a new constant
  /// maps back to the offset: `x == y + k` keeps −k, `k + y == x` keeps +k.
  private struct Form {
    var name: String
    var make: (Variable, Variable, Double) -> Constraint
    var constantForOffset: (Double) -> Double
    /// What x is pulled towards by a weak constraint, so that an inequality is tight.
    var pull: Double
  }

  private let forms: [Form] = [
    Form(name: "x == y + k", make: { x, y, k in x == y + k }, constantForOffset: { -$0 }, pull: 0),
    Form(name: "k + y == x", make: { x, y, k in k + y == x }, constantForOffset: { $0 }, pull: 0),
    Form(
      name: "x <= y + k", make: { x, y, k in x <= y + k }, constantForOffset: { -$0 }, pull: 100),
    Form(name: "k + y >= x", make: { x, y, k in k + y >= x }, constantForOffset: { $0 }, pull: 100),
    Form(
      name: "x >= y + k", make: { x, y, k in x >= y + k }, constantForOffset: { -$0 }, pull: -100),
    Form(
      name: "y + k <= x", make: { x, y, k in y + k <= x }, constantForOffset: { $0 }, pull: -100),
  ]

  /// y = 10 at 900, x pulled towards `form.pull` at 250, and the form with offset 8 at `priority`.
  private func system(_ form: Form, priority: Priority, offset: Double) -> SystemModel {
    var model = SystemModel(variableCount: 2)
    let (x, y) = variablesOfFreshModel()
    model.constraints[1] = (y == 10).priority(900)
    model.constraints[2] = (x == form.pull).priority(250)
    model.constraints[3] = form.make(x, y, offset).priority(priority)
    return model
  }

  /// The two variables a ``SystemModel`` with two variables makes.
  private func variablesOfFreshModel() -> (Variable, Variable) {
    var solver = Solver()
    let v = makeVariables(&solver, 2)
    return (v[0], v[1])
  }

  /// Asserts that `solver` has the solution of a fresh solver built from `model`.
  private func assertMatchesFresh(
    _ solver: Solver, _ model: SystemModel, _ message: String, file: StaticString = #filePath,
    line: UInt = #line
  ) throws {
    let (fresh, variables) = try model.makeSolver()
    for v in variables where !fresh.isAmbiguous(v) {
      assertValue(
        solver.value(of: v), fresh.value(of: v), "\(v) \(message)", file: file, line: line)
    }
    for p in model.priorities {
      assertValue(
        solver.objectiveValue(at: p), fresh.objectiveValue(at: p), "objective at \(p) \(message)",
        file: file, line: line)
    }
    assertInvariants(solver, file: file, line: line)
  }

  func testSetConstantOnRequiredAndOptionalConstraints() throws {
    for form in forms {
      for priority in [Priority.required, 750] {
        let model = system(form, priority: priority, offset: 8)
        var (solver, vars) = try model.makeSolver()
        let (x, y) = (vars[0], vars[1])
        assertValues(solver, [x: 18, y: 10], "\(form.name) at \(priority)")
        var changed = model
        for offset in [12.0, 3, -4, 8, 30, 0.5] {
          let constant = form.constantForOffset(offset)
          try solver.setConstant(constant, of: 3)
          changed.constraints[3]!.expression.constant = constant
          // The weak pull never beats the form (750 or required), y = 10 at 900 holds.
          assertValues(
            solver, [x: 10 + offset, y: 10], "\(form.name) at \(priority), k = \(offset)")
          try assertMatchesFresh(solver, changed, "\(form.name) at \(priority), k = \(offset)")
        }
      }
    }
  }

  func testSetConstantOnLosingOptionalConstraints() throws {
    // The form at 250 loses against x = 0 at 500: its error changes, the values do not.
    for form in forms {
      var model = system(form, priority: 250, offset: 8)
      let (x, y) = variablesOfFreshModel()
      model.constraints[2] = (x == -50).priority(500)
      var (solver, _) = try model.makeSolver()
      assertValues(solver, [x: -50, y: 10], form.name)
      for offset in [12.0, -3, 100] {
        let constant = form.constantForOffset(offset)
        try solver.setConstant(constant, of: 3)
        model.constraints[3]!.expression.constant = constant
        assertValues(solver, [x: -50, y: 10], "\(form.name), k = \(offset)")
        // |−50 − (10 + k)| for ==; only the violated side for the inequalities.
        let gap = -50 - (10 + offset)
        let expected: Double =
          switch model.constraints[3]!.relation {
          case .equal: abs(gap)
          default: form.pull > 0 ? max(0, gap) : max(0, -gap)
          }
        assertValue(solver.objectiveValue(at: 250), expected, "\(form.name), k = \(offset)")
        try assertMatchesFresh(solver, model, "\(form.name), k = \(offset)")
      }
    }
  }

  func testSetConstantOnSlackInequality() throws {
    // x ≤ y + 8 while x is pulled to 0: not tight, x stays 0 until the bound moves below 0.
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.add(y == 10)
    try solver.add((x == 0).priority(250))
    let id = try solver.add(x <= y + 8)
    assertValue(solver.value(of: x), 0)
    try solver.setConstant(-20, of: id)  // x ≤ 30
    assertValue(solver.value(of: x), 0)
    try solver.setConstant(15, of: id)  // x ≤ y − 15 = −5
    assertValue(solver.value(of: x), -5)
    try solver.setConstant(0, of: id)  // x ≤ 10
    assertValue(solver.value(of: x), 0)
    assertInvariants(solver)
  }

  func testSetConstantWithEditVariable() throws {
    // left + width == right, edit on left; changing the width constant moves right.
    var solver = Solver()
    let left = solver.makeVariable("left")
    let right = solver.makeVariable("right")
    let width = try solver.add(right == left + 40)
    try solver.addEditVariable(left, priority: 999)
    try solver.suggestValue(5, for: left)
    assertValues(solver, [left: 5, right: 45])
    try solver.setConstant(-60, of: width)
    assertValues(solver, [left: 5, right: 65])
    try solver.suggestValue(-5, for: left)
    assertValues(solver, [left: -5, right: 55])
  }

  func testSetConstantMakingRequiredUnsatisfiable() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add(x >= 10, id: 1)
    try solver.add(x <= 20, id: 2)
    try solver.add((x == 100).priority(250), id: 3)
    assertValue(solver.value(of: x), 20)
    let before = solver.dump()
    assertUnsatisfiable(2, conflict: [1, 2]) { () throws(SolverError) in
      try solver.setConstant(-5, of: 2)  // x ≤ 5 against x ≥ 10
    }
    assertValue(solver.value(of: x), 20)
    XCTAssertEqual(solver.dump(), before)
    assertInvariants(solver)
    // The constraint keeps its old constant: x ≤ 20 still bounds x.
    try solver.remove(3)
    try solver.add((x == 100).priority(300), id: 3)
    assertValue(solver.value(of: x), 20)
    // And may change to something satisfiable.
    try solver.setConstant(-12, of: 2)
    assertValue(solver.value(of: x), 12)
  }

  func testSetConstantMakingRequiredEqualityUnsatisfiable() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let z = solver.makeVariable("z")
    try solver.add(y == 10, id: 1)
    try solver.add(x == y + 8, id: 2)
    try solver.add(x <= 25, id: 3)
    try solver.add(z <= 100, id: 4)  // unrelated
    try solver.add((x == 0).priority(250), id: 5)
    try solver.add((z == 7).priority(250), id: 6)
    assertValues(solver, [x: 18, y: 10, z: 7])
    let before = solver.dump()
    // x = y + 16 = 26 > 25.
    assertUnsatisfiable(2, conflict: [1, 2, 3]) { () throws(SolverError) in
      try solver.setConstant(-16, of: 2)
    }
    assertValues(solver, [x: 18, y: 10, z: 7])
    XCTAssertEqual(solver.dump(), before)
    assertInvariants(solver)
    // The flipped form 8 + y == x behaves the same.
    try solver.remove(2)
    try solver.add(8 + y == x, id: 2)
    assertUnsatisfiable(2, conflict: [1, 2, 3]) { () throws(SolverError) in
      try solver.setConstant(16, of: 2)
    }
    assertValues(solver, [x: 18, y: 10, z: 7])
    try solver.setConstant(12, of: 2)
    assertValues(solver, [x: 22, y: 10, z: 7])
    assertInvariants(solver)
  }

  func testSetPriorityBetweenOptionalLevels() throws {
    var model = SystemModel(variableCount: 1)
    let (x, _) = variablesOfFreshModel()
    model.constraints[1] = (x == 10).priority(250)
    model.constraints[2] = (x == 20).priority(300)
    var (solver, _) = try model.makeSolver()
    assertValue(solver.value(of: x), 20)
    try solver.setPriority(400, of: 1)
    model.constraints[1]!.priority = 400
    assertValue(solver.value(of: x), 10)
    try assertMatchesFresh(solver, model, "after raising c1")
    try solver.setPriority(100, of: 2)
    model.constraints[2]!.priority = 100
    assertValue(solver.value(of: x), 10)
    try solver.setPriority(999.5, of: 2)
    model.constraints[2]!.priority = 999.5
    assertValue(solver.value(of: x), 20)
    try assertMatchesFresh(solver, model, "after raising c2")
    // Setting the priority it already has changes nothing.
    try solver.setPriority(999.5, of: 2)
    assertValue(solver.value(of: x), 20)
    // Equal priorities: 1·|x − 10| + 1·|x − 20|, ambiguous in [10, 20].
    try solver.setPriority(400, of: 2)
    let value = solver.value(of: x)
    XCTAssert(value >= 10 - 1e-9 && value <= 20 + 1e-9, "x = \(value)")
    XCTAssertTrue(solver.isAmbiguous(x))
    assertInvariants(solver)
  }

  func testSetPriorityOfInequality() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let low = try solver.add((x >= 10).priority(500))
    try solver.add((x <= 5).priority(400))
    assertValue(solver.value(of: x), 10)
    try solver.setPriority(300, of: low)
    assertValue(solver.value(of: x), 5)
    assertValue(solver.objectiveValue(at: 300), 5)
    assertValue(solver.objectiveValue(at: 500), 0)
  }

  func testRequiredPriorityChangeThrows() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add(x >= 10, id: 1)
    try solver.add((x == 0).priority(250), id: 2)
    let before = solver.dump()
    assertThrows(.requiredPriorityChange(1)) { () throws(SolverError) in
      try solver.setPriority(250, of: 1)
    }
    assertThrows(.requiredPriorityChange(2)) { () throws(SolverError) in
      try solver.setPriority(.required, of: 2)
    }
    XCTAssertEqual(solver.dump(), before)
    // Setting required on a required constraint is not a change.
    try solver.setPriority(.required, of: 1)
    assertValue(solver.value(of: x), 10)
  }

  func testSetPriorityErrors() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add((x == 3).priority(250), id: 1)
    assertThrows(.invalidPriority(0)) { () throws(SolverError) in try solver.setPriority(0, of: 1) }
    assertThrows(.unknownConstraint(9)) { () throws(SolverError) in
      try solver.setPriority(500, of: 9)
    }
    assertValue(solver.value(of: x), 3)
  }

  func testRemoveThenReAdd() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.add((x == 0).priority(250), id: 1)
    try solver.add((y == 0).priority(250), id: 2)
    try solver.add(x + y == 30, id: 3)
    try solver.add(x - y >= 10, id: 4)
    // x + y = 30 and x − y ≥ 10 give x ≥ 20; x ≤ 20 pins x = 20, y = 10.
    try solver.add(x <= 20, id: 5)
    try solver.add((x == 20).priority(100), id: 6)
    assertValues(solver, [x: 20, y: 10])
    for _ in 0..<3 {
      // Without c4: |x| + |30 − x| = 30 for x in [0, 20] at 250; x = 20 at 100 decides.
      try solver.remove(4)
      XCTAssertFalse(solver.contains(4))
      assertValues(solver, [x: 20, y: 10])
      try solver.add(x - y >= 10, id: 4)
      XCTAssertTrue(solver.contains(4))
      assertValues(solver, [x: 20, y: 10])
      // Without c3: |x| + |y| ≥ x − y ≥ 10, equal to 10 for x − y = 10, x in [0, 10]; the
      // x = 20 at 100 then picks x = 10, y = 0.
      try solver.remove(3)
      assertValues(solver, [x: 10, y: 0])
      try solver.add(x + y == 30, id: 3)
      assertValues(solver, [x: 20, y: 10])
    }
    // The same id may come back with another constraint.
    try solver.remove(3)
    try solver.add(x + y == 24, id: 3)
    // x + y = 24 and x − y ≥ 10: x in [17, 20], y = 24 − x > 0, so |x| + |y| = 24 throughout;
    // x = 20 at 100 picks x = 20, y = 4.
    assertValues(solver, [x: 20, y: 4])
    assertInvariants(solver)
  }
}
