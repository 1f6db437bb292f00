// Adding a row that has no subject of its own through the dual simplex, before phase one.
//
// A row in nonbasic symbols with no external symbol and no marker that may be its subject (a
// required equality that ties existing views together: the last view of a row to the window's
// edge) goes to phase one in kiwi (`addWithArtificialVariable`). Phase one minimises an artificial
// variable with primal pivots, and on a screen of labels those pivots are degenerate: every
// label's weak width preference `w_i = 100` is a row `e_i⁺ = e₀⁺ − e₀⁻ + e_i⁻` through the first
// view's errors, all at 0, so each pivot ties with every other, moves the shared pair to the next
// label and rewrites all N rows: N/2 pivots × N rows when the last edge closes Long Row (labels).
//
// The dual simplex does the same work in one rewrite. The row `0 = c + Σ aₖ yₖ` (c ≥ 0) is solved
// for the symbol y with aᵧ < 0 whose reduced cost per unit, cost(y) / |aᵧ|, is smallest
// (lexicographically; ties to the lowest id): y takes the value c / |aᵧ| ≥ 0, and the objective
// stays optimal, since every other reduced cost changes by (cost(y) / |aᵧ|) · aₖ, which the
// choice of y keeps non-negative — the dual simplex's ratio test, with the new row as the row
// that leaves (Chvátal, "Linear Programming", 1983, ch. 10). Substituting y makes other rows
// infeasible (each label's `e_i⁺` goes negative), and the dual simplex repairs each with a pivot
// on its own `e_i⁻`, which no other row holds. When the dual simplex meets a row it cannot repair,
// the constraint cannot hold with the required ones, and phase one, run afterwards on the tableau
// as it was, names the conflict as before.
extension Solver {
  /// Enters the canonical `row` (constant ≥ 0) by solving it for the best pivotable symbol and
  /// repairing feasibility with the dual simplex. Returns false, with the tableau possibly changed
  /// (the caller's transaction puts it back), when no symbol can be the subject or the dual
  /// simplex finds the row infeasible.
  mutating func addByDualSimplex(_ row: Row) -> Bool {
    var subject: (symbol: Symbol, coefficient: Double)?
    for cell in row.cells where cell.coefficient < 0 && cell.symbol.isPivotable {
      guard let best = subject else {
        subject = (cell.symbol, cell.coefficient)
        continue
      }
      let order = tableau.objective.compareRatios(
        cell.symbol, -cell.coefficient, best.symbol, -best.coefficient)
      if order < 0 || (order == 0 && cell.symbol < best.symbol) {
        subject = (cell.symbol, cell.coefficient)
      }
    }
    guard let subject else { return false }
    var row = row
    row.solve(for: subject.symbol)
    let slot = tableau.insert(row, basic: subject.symbol)
    tableau.substitute(subject.symbol, with: tableau.rows[slot])
    return dualOptimize() == nil
  }
}
