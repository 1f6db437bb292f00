import XCTest

@testable import Cassowary

/// Rows of external variables are kept lazy (they may refer to other basic variables); these are
/// the cases where that needs care.
final class LazyRowTests: XCTestCase {
  /// A chain of views: each row refers to its neighbour's instead of repeating it, and values
  /// still come out right, one at a time or all at once.
  func testChainRowsStayShortAndEvaluateCorrectly() throws {
    var solver = Solver()
    var xs = [solver.makeVariable("x0")]
    try solver.add(xs[0] == 8)
    for i in 1..<200 {
      xs.append(solver.makeVariable("x\(i)"))
      try solver.add(xs[i] == xs[i - 1] + 10)
    }
    let longest = solver.tableau.rows.map(\.cells.count).max() ?? 0
    XCTAssertLessThanOrEqual(longest, 2, "a chain row repeats its neighbours")
    XCTAssertEqual(solver.value(of: xs[199]), 8 + 1990)
    XCTAssertEqual(solver.values(of: xs), xs.indices.map { 8 + 10 * Double($0) })
    try solver.checkInvariants()
  }

  /// Found by the kiwi differential test (seed 1, system 191). Removing c3 must pivot its marker
  /// into a row whose *expansion* holds it: x4's lazy row holds it directly, but through x1's row
  /// (made basic by c6 afterwards) the two cancel. Pivoting there divided by zero.
  func testRemovalPivotsOnlyWhereTheExpansionHoldsTheMarker() throws {
    var s = Solver()
    let v = (0..<6).map { s.makeVariable("x\($0)") }
    func e(_ terms: [(Int, Double)], _ c: Double) -> LinearExpression {
      LinearExpression(terms.map { Term(v[$0.0], $0.1) }, constant: c)
    }
    try s.add(Constraint(e([(5, -1), (2, 1.5), (1, 1)], 46), .greaterThanOrEqual, priority: 500), id: 1)
    try s.add(Constraint(e([(0, 1)], 36), .equal), id: 2)
    try s.add(Constraint(e([(4, 2.5), (5, -1), (1, -1.5)], -29), .equal), id: 3)
    try s.remove(1)
    try s.add(Constraint(e([(0, -1), (2, 1), (5, 1)], 13), .equal), id: 4)
    try s.addEditVariable(v[3], priority: 500)
    try s.suggestValue(6, for: v[3])
    try s.add(Constraint(e([(5, -1), (2, -1.5), (0, 2.5)], 16), .equal), id: 5)
    try s.addEditVariable(v[0], priority: 500)
    try s.suggestValue(-39, for: v[0])
    try s.remove(2)
    try s.add(Constraint(e([(5, -1), (4, -1)], 21), .lessThanOrEqual), id: 6)
    try s.remove(3)
    try s.checkInvariants()
    // kiwisolver's values for the variables the constraints determine.
    let values = s.values(of: v)
    XCTAssertEqual(values[0], -39, accuracy: 1e-9)
    XCTAssertEqual(values[2], -59, accuracy: 1e-9)
    XCTAssertEqual(values[3], 6, accuracy: 1e-9)
    XCTAssertEqual(values[5], 7, accuracy: 1e-9)
    XCTAssertLessThanOrEqual(21 - values[5] - values[4], 1e-9, "c6 holds")
  }

  /// A constant change reaches lazy rows that refer to the constraint's marker while the marker
  /// is basic (found by IncrementalTests, seed 6): x1's row is `x1 = -1000 + s3`, made by c3.
  func testConstantChangeReachesLazyRowsThatReferToABasicMarker() throws {
    var s = Solver()
    let x = s.makeVariable("x")
    let c3 = try s.add(x + 1000 >= 0)
    try s.add(x - 1000 <= 0)
    try s.addEditVariable(x, priority: 999)
    try s.suggestValue(233, for: x)
    try s.add((3 * x - 27 >= 0).priority(250))
    try s.setConstant(-10, of: c3)
    XCTAssertEqual(s.value(of: x), 233, accuracy: 1e-9)
    try s.checkInvariants()
  }
}

/// `updateValues()` caches every value; any change drops the cache.
final class ValueCacheTests: XCTestCase {
  func testCachedValuesFollowEveryChange() throws {
    var s = Solver()
    let x = s.makeVariable("x"), y = s.makeVariable("y")
    let c = try s.add(x == 10)
    try s.add(y == x + 5)
    s.updateValues()
    XCTAssertEqual(s.value(of: y), 15)
    try s.setConstant(-20, of: c)
    XCTAssertEqual(s.value(of: y), 25, "a change drops the cache")
    s.updateValues()
    XCTAssertEqual(s.values(of: [x, y]), [20, 25])
    try s.addEditVariable(x, priority: 500)
    try s.suggestValue(3, for: x)
    XCTAssertEqual(s.value(of: x), 20, "the required constraint wins")
    let z = s.makeVariable("z")
    XCTAssertEqual(s.value(of: z), 0, "a variable made after the cache reads 0")
  }

  /// The cache's storage outlives its values (the next `updateValues()` reuses it): a stale
  /// value must never be read from it, and a copy of the solver keeps its own values.
  func testStaleCacheIsNeverReadAndCopiesStayIndependent() throws {
    var s = Solver()
    let x = s.makeVariable("x"), y = s.makeVariable("y")
    try s.add(y == 2 * x + 1)
    try s.addEditVariable(x, priority: 999)
    try s.suggestValue(4, for: x)
    s.updateValues()
    XCTAssertEqual(s.value(of: y), 9)
    let snapshot = s
    try s.suggestValue(10, for: x)
    XCTAssertEqual(s.value(of: y), 21, "a suggestion makes the cached values stale")
    s.updateValues()
    XCTAssertEqual(s.values(of: [x, y]), [10, 21])
    XCTAssertEqual(snapshot.value(of: y), 9, "the copy's cache is its own")
    let w = s.makeVariable("w")
    try s.add(w == -y)
    s.updateValues()
    XCTAssertEqual(s.value(of: w), -21)
  }

  /// `updateValues()` keeps the order it sums rows in while only constants change. A row added
  /// for a variable that already existed (so the roots are the same) must still be read.
  func testRowAddedAfterARead() throws {
    var s = Solver()
    let x = s.makeVariable("x"), y = s.makeVariable("y"), w = s.makeVariable("w")
    try s.add(x == 10)
    try s.add(y == x + 5)
    s.updateValues()
    XCTAssertEqual(s.value(of: w), 0)
    try s.add(w == y + 1)
    s.updateValues()
    XCTAssertEqual(s.value(of: w), 16, "the new row is summed")
  }

  /// After every kind of change, `updateValues()` (which reuses its order when only constants
  /// moved) reads exactly what a fresh read does, bit for bit.
  func testKeptOrderReadsWhatAFreshReadDoes() throws {
    var s = Solver()
    let root = s.makeVariable("root")
    try s.addEditVariable(root, priority: 999)
    var views: [(x: Variable, w: Variable)] = []
    var ties: [ConstraintID] = []
    for i in 0..<12 {
      let view = (x: s.makeVariable("x\(i)"), w: s.makeVariable("w\(i)"))
      ties.append(try s.add(view.x == (views.last.map { $0.x + $0.w } ?? LinearExpression(constant: 0)) + 8))
      try s.add(view.w == root * (1.0 / 12) - 2)
      try s.add((view.w == 100).priority(250))
      views.append(view)
    }
    let all = [root] + views.flatMap { [$0.x, $0.w] }
    func check(_ step: String) {
      s.updateValues()
      let fresh = s.values(of: all)
      for (variable, value) in zip(all, fresh) {
        XCTAssertEqual(s.value(of: variable), value, "\(variable) after \(step)")
      }
    }
    for (step, width) in [375.0, 812, 375, 1024].enumerated() {
      try s.suggestValue(width, for: root)
      check("suggestion \(step)")
    }
    try s.setConstant(-20, of: ties[3])
    check("a constant change")
    try s.add(views[5].w >= 40)
    check("an add that pivots")
    try s.remove(ties[7])
    check("a removal")
    let extra = s.makeVariable("extra")
    try s.add(extra == views[11].x + 1)
    s.updateValues()
    XCTAssertEqual(s.value(of: extra), s.values(of: [views[11].x])[0] + 1, "a new variable's row")
    try s.suggestValue(600, for: root)
    check("a suggestion after the new row")
  }
}
