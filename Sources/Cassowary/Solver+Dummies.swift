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
//
// A rebuild still costs a build with every dummy in, and a screen changes constants all the time:
// the window's size on a rotation, a guide's insets, the keyboard's frame. On a screen of rows of
// labels that first rotation rebuilt the tableau with every row's dummies in and left the rows
// dense for every later step (200 rows: 2.9 s for the rotation). So a constraint's owner may say
// when adding it that its constant may change (`add(_:id:constantMayChange:)`; the layout engine
// says so for the constraints it makes for the window, the guides, intrinsic sizes and
// autoresizing masks); the dummy of such a required equality is written in from the start, and
// its constant changes, and it leaves, through its own column without a rebuild. Any subset of
// the dummies may be left out: row operations never pivot on a dummy that is out of the rows,
// so deleting its column commutes with them, and each column that is in reads as it would with
// all of them in. A constant change on a required equality not said to change writes in its
// column alone (one rebuild, and the constraint is treated as said to change from then on; after
// a few such rebuilds, all the dummies at once); removing a required equality whose column is out,
// and naming a conflict, which reads every column, write them all in as before.
//
// Before either rebuild, the one column a removal or a constant change needs is computed from the
// constraints by substitution (`Solver+DummyColumn.swift`), for a pass over the constraints
// instead of a build: re-parenting a view (four ties removed) rebuilds nothing. After four such
// columns, or when substitution cannot find one, the rebuilds above take over.
extension Solver {
  /// Whether the record's marker column is in the rows: always, but for the dummy of a required
  /// equality not said to change (``add(_:id:constantMayChange:)``) before the rebuild.
  func hasColumn(_ record: ConstraintRecord) -> Bool {
    record.marker.kind != .dummy || dummiesInRows || record.constantMayChange
  }

  /// Rebuilds the tableau with every required equality's dummy in its rows, unless they are
  /// there already. The solution is the same optimum, found again.
  /// - Throws: `.internalInconsistency` if a constraint held now cannot be re-entered (the set
  ///   held together a moment ago, so only a solver bug can cause it).
  mutating func keepDummiesInRows() throws(SolverError) {
    guard !dummiesInRows else { return }
    dummiesInRows = true
    try rebuildTableau()
  }

  /// Makes a new tableau from the records, in the order they were added, with the columns
  /// ``hasColumn(_:)`` says are in.
  mutating func rebuildTableau() throws(SolverError) {
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

  /// Runs `body` on a copy of this solver whose rows hold the dummy of record `index` from now
  /// on, as if it had been added with `constantMayChange`, and becomes that copy only if `body`
  /// succeeds. A rebuild per constraint keeps the rows as sparse as they were; after
  /// ``maxColumnRebuilds`` of them every dummy is written in instead, so that a program changing
  /// the constants of many undeclared constraints pays a bounded number of rebuilds.
  mutating func withColumn<Result>(
    ofRecord index: Int, _ body: (inout Solver) throws(SolverError) -> Result
  ) throws(SolverError) -> Result {
    var copy = self
    // Computed when substitution finds it (`Solver+DummyColumn.swift`): no rebuild at all.
    if copy.writeDummyColumnWithinBudget(ofRecord: index) {
      let result = try body(&copy)
      self = copy
      return result
    }
    copy.records[index]?.constantMayChange = true
    copy.columnRebuilds += 1
    if copy.columnRebuilds > Self.maxColumnRebuilds {
      try copy.keepDummiesInRows()
    } else {
      try copy.rebuildTableau()
    }
    let result = try body(&copy)
    self = copy
    return result
  }

  /// How many rebuilds for one undeclared constraint's column each (``withColumn(ofRecord:_:)``)
  /// before all are written in: a few undeclared constants (a scenario's animated constraint)
  /// keep the rows sparse, and many cost at most this many builds more.
  static let maxColumnRebuilds = 4
}
