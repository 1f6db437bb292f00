import XCTest

@testable import Cassowary

/// Required equalities' dummies stay out of the rows until a call needs their columns
/// (`Solver+Dummies.swift`); every such call must then behave as if they had always been there.
final class DummyColumnTests: XCTestCase {
  /// A row of `n` labels: equal widths, 8 pt gaps, pinned to a 375 pt window, each with a weak
  /// width preference (the benchmark's Long Row (labels)). Widths are (375 − 8(n + 1)) / n.
  private func labelRow(_ n: Int) throws -> (Solver, [Variable], [ConstraintID]) {
    var solver = Solver()
    var widths: [Variable] = []
    var gaps: [ConstraintID] = []
    var previousTrailing = LinearExpression(constant: 0)
    for i in 0..<n {
      let x = solver.makeVariable("x\(i)"), w = solver.makeVariable("w\(i)")
      gaps.append(try solver.add(x == previousTrailing + 8))
      if let first = widths.first { try solver.add(w == first) }
      try solver.add((w == 100).priority(.defaultLow))
      widths.append(w)
      previousTrailing = x + w
    }
    try solver.add(previousTrailing == 375 - 8)
    return (solver, widths, gaps)
  }

  private func dummyCells(_ solver: Solver) -> Int {
    solver.tableau.rows.reduce(0) { $0 + $1.cells.filter { $0.symbol.kind == .dummy }.count }
  }

  func testABuildKeepsDummiesOutOfRows() throws {
    let (solver, widths, _) = try labelRow(40)
    XCTAssertFalse(solver.dummiesInRows)
    XCTAssertEqual(dummyCells(solver), 0)
    try solver.checkInvariants()
    // (375 − 8 · 41) / 40 = 1.175
    for w in widths { assertValue(solver.value(of: w), 1.175) }
  }

  /// Each label's weak width preference is tied to the first label's errors; solved for the
  /// error that keeps the objective optimal, it needs no pivot, and the closing edge enters
  /// through the dual simplex with one rewrite of the rows (`Solver+Simplex.swift`). Phase one's
  /// degenerate pivots rewrote every label's row once per pair of labels: about n² / 4 rows
  /// (10,000 here) where this takes a few per label.
  func testALabelRowIsBuiltWithoutRewritingEveryRowPerLabel() throws {
    let n = 200
    let (solver, widths, _) = try labelRow(n)
    XCTAssertLessThan(solver.tableau.rewrittenRows, 4 * n)
    try solver.checkInvariants()
    // (375 − 8 · 201) / 200 = −6.165: the row is wider than the window, as the benchmark's is.
    for w in widths { assertValue(solver.value(of: w), -6.165) }
  }

  func testRemovingARequiredEqualityWritesTheDummiesIn() throws {
    var (solver, widths, gaps) = try labelRow(10)
    try solver.remove(gaps[3])
    XCTAssertTrue(solver.dummiesInRows)
    XCTAssertGreaterThan(dummyCells(solver), 0)
    try solver.checkInvariants()
    // Without the gap before view 3, the widths are free to take their preference: view 3 moves
    // to close the row at 375 − 8, so all ten widths are 100.
    for w in widths { assertValue(solver.value(of: w), 100) }
  }

  func testChangingARequiredConstantWritesItsDummyIn() throws {
    var (solver, widths, gaps) = try labelRow(10)
    // The first gap grows by 12: (375 − 8 · 11 − 12) / 10 = 27.5.
    try solver.setConstant(-20, of: gaps[0])
    // Only that gap's column is written in, and it stays: the next change needs no rebuild.
    XCTAssertFalse(solver.dummiesInRows)
    XCTAssertEqual(solver.columnRebuilds, 1)
    XCTAssertGreaterThan(dummyCells(solver), 0)
    try solver.checkInvariants()
    for w in widths { assertValue(solver.value(of: w), 27.5) }
    // Back to 8: (375 − 8 · 11) / 10 = 28.7.
    try solver.setConstant(-8, of: gaps[0])
    XCTAssertEqual(solver.columnRebuilds, 1)
    try solver.checkInvariants()
    for w in widths { assertValue(solver.value(of: w), 28.7) }
  }

  /// Each further undeclared constraint whose constant changes costs a rebuild, up to
  /// `maxColumnRebuilds`; then every dummy is written in at once.
  func testManyUndeclaredConstantsEndWithEveryDummyIn() throws {
    var (solver, widths, gaps) = try labelRow(10)
    for (i, gap) in gaps.prefix(Solver.maxColumnRebuilds).enumerated() {
      try solver.setConstant(-9, of: gap)
      XCTAssertEqual(solver.columnRebuilds, i + 1)
      XCTAssertFalse(solver.dummiesInRows)
    }
    try solver.setConstant(-9, of: gaps[Solver.maxColumnRebuilds])
    XCTAssertTrue(solver.dummiesInRows)
    try solver.checkInvariants()
    // Five gaps grew by 1: (375 − 8 · 11 − 5) / 10 = 28.2.
    for w in widths { assertValue(solver.value(of: w), 28.2) }
  }

  /// A constraint said to change keeps its dummy in the rows from the start: its constant moves,
  /// and it leaves, without a rebuild, while the other dummies stay out.
  func testADeclaredConstantChangesWithoutARebuild() throws {
    var solver = Solver()
    let x = solver.makeVariable("x"), w = solver.makeVariable("w")
    let window = solver.makeVariable("window")
    let size = try solver.add(window == 375, constantMayChange: true)
    try solver.add(x == 16)
    try solver.add(x + w == window - 16)
    try solver.add((w == 100).priority(.defaultLow))
    // Its dummy is in the window's row and the width preference's error row; no other is.
    let marker = solver.records[solver.recordOfID[size]!]!.marker
    let dummies = solver.tableau.rows.flatMap(\.cells).map(\.symbol).filter { $0.kind == .dummy }
    XCTAssertEqual(dummies, [marker, marker])
    try solver.setConstant(-812, of: size)  // landscape: 812 − 32 = 780
    XCTAssertFalse(solver.dummiesInRows)
    XCTAssertEqual(solver.columnRebuilds, 0)
    try solver.checkInvariants()
    assertValues(solver, [x: 16, w: 780, window: 812])
    try solver.remove(size)
    XCTAssertFalse(solver.dummiesInRows)
    try solver.checkInvariants()
    assertValues(solver, [x: 16, w: 100, window: 132])
  }

  /// A conflict met while changing a declared constant is named from every column, undeclared
  /// ones included, and leaves the solver as it was.
  func testAConflictingDeclaredConstantNamesEveryConstraint() throws {
    var solver = Solver()
    let x = solver.makeVariable("x"), w = solver.makeVariable("w")
    let window = solver.makeVariable("window")
    let size = try solver.add(window == 375, constantMayChange: true)
    let left = try solver.add(x == 16)
    let width = try solver.add(w == 200)
    let right = try solver.add(x + w + 16 <= window)
    do {
      try solver.setConstant(-200, of: size)
      XCTFail("16 + 200 + 16 does not fit in 200")
    } catch {
      guard case .unsatisfiable(let id, let conflict) = error else { return XCTFail("\(error)") }
      XCTAssertEqual(id, size)
      XCTAssertEqual(conflict, [size, left, width, right])
    }
    XCTAssertFalse(solver.dummiesInRows)
    try solver.checkInvariants()
    assertValues(solver, [x: 16, w: 200, window: 375])
  }

  func testAConflictIsNamedAfterADummyFreeBuild() throws {
    var solver = Solver()
    let a = solver.makeVariable("a"), b = solver.makeVariable("b")
    let first = try solver.add(a == 10)
    let second = try solver.add(b == a + 5)
    XCTAssertFalse(solver.dummiesInRows)
    do {
      try solver.add(b == 20, id: ConstraintID(7))
      XCTFail("b == 20 conflicts with b == a + 5 and a == 10")
    } catch {
      guard case .unsatisfiable(let id, let conflict) = error else { return XCTFail("\(error)") }
      XCTAssertEqual(id, ConstraintID(7))
      XCTAssertEqual(conflict, [first, second, ConstraintID(7)])
    }
    try solver.checkInvariants()
    assertValues(solver, [a: 10, b: 15])
    // The failed add left the rows alone; the next add that succeeds writes the dummies in, so
    // later conflicts are named from the rows themselves, without another rebuild.
    XCTAssertFalse(solver.dummiesInRows)
    let c = solver.makeVariable("c")
    let third = try solver.add(c == b + 1)
    XCTAssertTrue(solver.dummiesInRows)
    try solver.checkInvariants()
    assertValues(solver, [a: 10, b: 15, c: 16])
    do {
      try solver.add(c == a, id: ConstraintID(9))
      XCTFail("c == a conflicts with c == b + 1, b == a + 5")
    } catch {
      guard case .unsatisfiable(_, let conflict) = error else { return XCTFail("\(error)") }
      XCTAssertEqual(conflict, [second, third, ConstraintID(9)])
    }
    try solver.checkInvariants()
  }
}
