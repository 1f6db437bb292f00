// When a required equality's dummy is written into the rows.
//
// A required equality `expression + d = 0` gets a dummy d, always 0 (kiwi `createRow`). Its
// column records how every row depends on that constraint, which three things read: a new
// constant (`changeConstant` shifts each row by its coefficient), removing the constraint
// (`removeRecord` pivots the dummy in) and naming the constraints of a conflict (`conflictSet`).
// Nothing else does: a dummy never enters the basis while constraints are only added, and it
// changes neither the constants nor the pivotable columns the simplex reads.
//
// Those columns are dense on a screen of labels: a label's weak size preference is an error row
// expanded through the required equalities that place the view, so its row holds the dummy of
// every one of them (every ancestor's edge constraints in a deep hierarchy, every view's position
// in a row of equal widths, once the last constraint ties the row to the window). That is O(N²)
// cells for N views, 1.28 M of 1.29 M cells at N = 800 in Long Row (labels).
//
// So a solver that has only ever added constraints keeps dummies out of its rows (a redundant
// equality's dummy is then basic in an empty row) and builds in time and memory near-linear in
// its constraints. The first call that needs a dummy's column — removing a required equality,
// changing its constant — rebuilds the tableau once with every dummy written in, from the records
// in the order they were added, and the solver keeps them from then on. The rebuild costs what
// building with dummies would have cost in the first place, so such a sequence of calls costs
// about twice what it did when dummies were always kept at most, and a build that is never changed
// in those ways costs far less. A call that fails must leave the solver exactly as it was, so a
// constant change that may fail runs on a rebuilt copy, kept only if it succeeds; and a conflict
// found without dummies is named by adding the constraint again to a rebuilt copy, which is then
// dropped. A program that meets one conflict often meets more (a random system rejects every
// dependent equality), and a rebuild per conflict made such builds quadratic (Random add/remove:
// 144 s at N = 6400). So the first conflict also marks the dummies wanted, and the next add that
// succeeds writes them in for good; a failed call cannot, as it must leave the tableau as it was.
extension Solver {
  /// Rebuilds the tableau with every required equality's dummy in its rows, unless they are
  /// there already. The solution is the same optimum, found again.
  /// - Throws: `.internalInconsistency` if a constraint held now cannot be re-entered (the set
  ///   held together a moment ago, so only a solver bug can cause it).
  mutating func keepDummiesInRows() throws(SolverError) {
    guard !dummiesInRows else { return }
    dummiesInRows = true
    var fresh = Tableau()
    fresh.growSymbols(to: tableau.symbolCapacity)
    // The same levels in the same order, so every record's `level` still names its priority's.
    for priority in tableau.objective.priorities { _ = fresh.objective.level(for: priority) }
    fresh.spareArtificial = tableau.spareArtificial
    tableau = fresh
    for index in records.indices where records[index] != nil {
      do {
        try enter(index)
      } catch {
        throw .internalInconsistency("re-entering constraint \(index) with its dummy: \(error)")
      }
    }
  }

  /// Runs `body` on a copy of this solver with dummies in its rows, and becomes that copy only
  /// if `body` succeeds: a call that throws leaves this solver exactly as it was.
  mutating func withDummiesInRows<Result>(
    _ body: (inout Solver) throws(SolverError) -> Result
  ) throws(SolverError) -> Result {
    var copy = self
    try copy.keepDummiesInRows()
    let result = try body(&copy)
    self = copy
    return result
  }
}
