import XCTest

@testable import Cassowary

/// Coefficients are products of the constraints' coefficients, and at scale those products are
/// legitimately below kiwi's absolute 1e-8. The solver used to drop them as round-off, which
/// silently changed rows' equations: `layoutsim-benchmarks --workload random-add-remove --sizes
/// 2400` then broke required constraints after its churn phase (a dummy cell of 6e-9 dropped, so a
/// later removal and re-add no longer reached that row). Only a sum that cancels relative to its
/// terms is round-off now (`cancels`).
final class SmallCoefficientTests: XCTestCase {
  private func row(_ constant: Double, _ cells: [(Symbol, Double)]) -> Row {
    Row(constant: constant, cells: cells.map { Cell(symbol: $0.0, coefficient: $0.1, slot: -1) })
  }

  /// The product 1.5e-3 × 2.7e-6 = 4.05e-9 is kept; a sum that cancels to 1e-16 of its terms is
  /// dropped. (The numbers are the ones the benchmark's row of v1649 met.)
  func testAddKeepsSmallProductsAndDropsCancellations() {
    var t = Tableau()
    t.growSymbols(to: 8)
    let s = (0..<8).map { Symbol(id: $0, kind: $0 == 3 ? .dummy : .slack) }
    let slot = t.insert(row(1, [(s[2], 0.7)]), basic: s[1])
    t.add(row(0, [(s[3], 2.7e-6), (s[2], -0.7 / 1.5e-3 * (1 + 1e-15))]), times: 1.5e-3, toSlot: slot)
    XCTAssertEqual(t.rows[slot].coefficient(for: s[3]), 1.5e-3 * 2.7e-6, accuracy: 1e-24)
    XCTAssertNil(t.rows[slot].index(of: s[2]), "0.7 - 0.7·(1 + 1e-15) is round-off")
    XCTAssertTrue(t.slots(containing: s[2]).isEmpty)
  }

  /// A chain of small ratios (1e-4, then 1e-5) makes a coefficient of 1e-9 when the third
  /// constraint is rewritten in nonbasic symbols. Dropping it left `0 = -2 + dummies`, and the
  /// solver called a satisfiable constraint unsatisfiable.
  func testChainOfSmallRatiosStaysSatisfiable() throws {
    var solver = Solver()
    // Made in this order so that each constraint is solved for its left side (the lowest id).
    let z = solver.makeVariable("z"), y = solver.makeVariable("y"), x = solver.makeVariable("x")
    try solver.add(y == 1e-4 * x)
    try solver.add(z == 1e-5 * y)
    try solver.add(z == 2)
    try solver.checkInvariants()
    assertValues(solver, [x: 2e9, y: 2e5, z: 2])
  }

  /// Random required systems whose coefficients span four orders of magnitude, with a quarter of
  /// the constraints removed and re-added: every required constraint must hold (relative to its
  /// terms, as the benchmark checks) and the tableau stay consistent.
  func testRandomSystemsWithWideCoefficientRangesKeepRequiredConstraints() throws {
    for seed: UInt64 in 1...40 {
      var rng = SplitMix64(seed: seed)
      var solver = Solver()
      let vars = makeVariables(&solver, 40)
      for v in vars {
        try solver.add((v == Double(Int.random(in: 0...100, using: &rng))).priority(250))
      }
      var accepted: [(ConstraintID, Constraint)] = []
      for i in 0..<20 {
        var terms: [Term] = []
        for _ in 0...Int.random(in: 0...2, using: &rng) {
          let magnitude = pow(10, Double.random(in: -2...2, using: &rng))
          let sign: Double = Bool.random(using: &rng) ? 1 : -1
          terms.append(Term(vars.randomElement(using: &rng)!, sign * magnitude))
        }
        let c = Constraint(
          LinearExpression(terms, constant: Double.random(in: -10...10, using: &rng)), .equal)
        let id = ConstraintID(1000 + i)
        if solverError({ () throws(SolverError) in try solver.add(c, id: id) }) == nil {
          accepted.append((id, c))
        }
      }
      var churn = accepted.shuffled(using: &rng).prefix(accepted.count / 4)
      for (id, _) in churn { try solver.remove(id) }
      churn.shuffle(using: &rng)
      for (id, c) in churn { try solver.add(c, id: id) }
      for (id, c) in accepted {
        let value = c.expression.value { solver.value(of: $0) }
        let scale = c.expression.terms.reduce(abs(c.expression.constant)) {
          $0 + abs($1.coefficient * solver.value(of: $1.variable))
        }
        XCTAssertLessThanOrEqual(
          abs(value), 1e-7 * max(1, scale), "seed \(seed): required \(id) is off by \(value)")
      }
      try solver.checkInvariants()
    }
  }
}
