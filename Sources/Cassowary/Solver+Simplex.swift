// The two simplex loops (kiwi `optimize`, `dualOptimize`) and the constant changes that feed the
// dual one.
extension Solver {
  /// Primal simplex on the lexicographic objective: while some symbol's reduced cost is negative,
  /// it enters the basis (lowest id first) and the row that limits its increase leaves.
  /// - Throws: `.internalInconsistency` if the objective is unbounded, which a layout's objective
  ///   (a sum of non-negative errors) can never be.
  mutating func optimize() throws(SolverError) {
    while let entering = tableau.enteringSymbol() {
      guard let slot = leavingSlot(for: entering) else {
        throw .internalInconsistency("the objective is unbounded (entering \(entering))")
      }
      tableau.pivot(slot: slot, entering: entering)
    }
  }

  /// Phase one's loop: the same, on the artificial objective alone.
  mutating func optimizeArtificial() throws(SolverError) {
    while let entering = artificialEnteringSymbol() {
      guard let slot = leavingSlot(for: entering) else {
        throw .internalInconsistency("the artificial objective is unbounded")
      }
      tableau.pivot(slot: slot, entering: entering)
    }
  }

  /// The lowest-id pivotable nonbasic symbol with a negative cost in phase one's objective. A
  /// function of its own, so that no copy of the objective is alive while the pivot changes it
  /// (a copy would make the pivot duplicate the whole row).
  private func artificialEnteringSymbol() -> Symbol? {
    guard let objective = tableau.artificial else { return nil }
    var entering: Symbol?
    for (symbol, coefficient) in zip(objective.symbols, objective.coefficients)
    where symbol.isPivotable && coefficient < -epsilon && !tableau.isBasic(symbol) {
      if entering.map({ symbol < $0 }) ?? true { entering = symbol }
    }
    return entering
  }

  /// The ratio test: among rows of restricted symbols where `entering` has a negative coefficient,
  /// the one that reaches 0 first as `entering` grows, `-constant/coefficient` smallest; ties go
  /// to the lowest basic id (Bland's rule).
  func leavingSlot(for entering: Symbol) -> Int? {
    var best: (ratio: Double, basic: Symbol, slot: Int)?
    for entry in tableau.slots(containing: entering) {
      let slot = Int(entry.row)
      let row = tableau.rows[slot]
      guard let basic = row.basic, basic.isRestricted else { continue }
      let c = row.cells[Int(entry.cell)].coefficient
      guard c < 0 else { continue }
      let ratio = -row.constant / c
      if best.map({ ratio < $0.ratio || (ratio == $0.ratio && basic < $0.basic) }) ?? true {
        best = (ratio, basic, slot)
      }
    }
    return best?.slot
  }

  /// Dual simplex: while a restricted row has a negative constant, it leaves the basis, and the
  /// symbol whose entry keeps the objective optimal enters (smallest reduced cost / coefficient,
  /// compared lexicographically; ties to the lowest id).
  /// - Returns: nil when feasible again, else the slot of a row nothing can make feasible.
  mutating func dualOptimize() -> Int? {
    while let leaving = tableau.infeasible.popLast() {
      guard let slot = tableau.slot(of: leaving) else { continue }
      let row = tableau.rows[slot]
      // kiwi's guard (nucleic/kiwi#15): a row barely below zero is round-off, not infeasible.
      guard row.constant < 0, !nearZero(row.constant) else { continue }
      var entering: (symbol: Symbol, coefficient: Double)?
      for cell in row.cells where cell.coefficient > 0 && cell.symbol.isPivotable {
        guard let best = entering else {
          entering = (cell.symbol, cell.coefficient)
          continue
        }
        let order = tableau.objective.compareRatios(
          cell.symbol, cell.coefficient, best.symbol, best.coefficient)
        if order < 0 || (order == 0 && cell.symbol < best.symbol) {
          entering = (cell.symbol, cell.coefficient)
        }
      }
      guard let entering else {
        tableau.infeasible.removeAll()
        return slot
      }
      tableau.pivot(slot: slot, entering: entering.symbol)
    }
    return nil
  }

  /// Gives a constraint's expression a new constant and restores feasibility with the dual
  /// simplex.
  ///
  /// Every row of the tableau is a combination `Σ λ_k · (original row k)`, and constraint i's
  /// marker appears only in its own original row, with coefficient μ (`markerCoefficient`). So a
  /// row holds the marker with coefficient λ_i·μ, and changing constraint i's constant by Δ
  /// changes that row's constant by λ_i·Δ = (coefficient / μ)·Δ; the marker's own row (when it is
  /// basic, written `m = … `, coefficient -1 on the equation's side) changes by -Δ/μ. The same
  /// holds for a lazy row's direct cells, read as its own equation. kiwi's `suggestValue` is the
  /// case of an edit constraint.
  mutating func changeConstant(ofRecord index: Int, to constant: Double) throws(SolverError) {
    guard let record = records[index], constant != record.constraint.expression.constant else { return }
    // A required constraint can be pushed into a conflict: journal the way back.
    if record.isRequired { tableau.beginTransaction() }
    defer { tableau.commit() }
    var broken = shiftConstants(ofRecord: index, to: constant)
    if broken == nil { broken = dualOptimize() }
    guard let broken else { return }
    let row = tableau.rows[broken]
    let conflict = conflictSet(row.cells.map(\.symbol) + [row.basic].compactMap { $0 }, culprit: index)
    guard record.isRequired, let id = record.id else {
      throw .internalInconsistency("an optional constraint's new constant left a row infeasible")
    }
    tableau.rollback()
    records[index] = record
    throw .unsatisfiable(id, conflict: conflict)
  }

  /// The first half of ``changeConstant(ofRecord:to:)``: the record takes its new constant and
  /// every row holding its marker shifts by it (rows gone negative queue for the dual simplex,
  /// which is not run). Returns the slot of a dummy's row the shift left non-zero, if any.
  mutating func shiftConstants(ofRecord index: Int, to constant: Double) -> Int? {
    guard let record = records[index] else { return nil }
    let delta = constant - record.constraint.expression.constant
    guard delta != 0 else { return nil }
    records[index]?.constraint.expression.constant = constant
    let marker = record.marker
    let mu = record.markerCoefficient
    var broken: Int?
    // Rows that hold the marker: with it nonbasic, every row combining constraint i; with it
    // basic, only lazy rows besides its own.
    for entry in tableau.slots(containing: marker) {
      let slot = Int(entry.row)
      let c = tableau.rows[slot].cells[Int(entry.cell)].coefficient
      if shiftConstant(ofSlot: slot, by: c * delta / mu) { broken = slot }
    }
    if let slot = tableau.slot(of: marker), shiftConstant(ofSlot: slot, by: -delta / mu) {
      broken = slot
    }
    return broken
  }

  /// Adds `delta` to a row's constant and queues it for the dual simplex if it went negative.
  /// Returns true when the row is a dummy's (a redundant required equality) and is no longer 0:
  /// nothing can repair that.
  private mutating func shiftConstant(ofSlot slot: Int, by delta: Double) -> Bool {
    tableau.addToConstant(delta, inSlot: slot)
    guard let basic = tableau.rows[slot].basic else { return false }
    let constant = tableau.rows[slot].constant
    if basic.kind == .dummy { return !nearZero(constant) }
    if basic.isRestricted && constant < 0 { tableau.infeasible.append(basic) }
    return false
  }
}

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
