// Adding and removing constraints: the rows they make and how those rows enter and leave the
// tableau (kiwi `solverimpl.h`: `createRow`, `chooseSubject`, `addWithArtificialVariable`,
// `removeConstraint`, `getMarkerLeavingRow`).
extension Solver {
  /// A new symbol with the next id of the counter.
  mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
    let symbol = Symbol(id: kinds.count, kind: kind)
    kinds.append(kind)
    owners.append(-1)
    names.append("")
    if tableau.symbolCapacity < kinds.count {
      tableau.growSymbols(to: max(64, 2 * tableau.symbolCapacity))
    }
    return symbol
  }

  /// Forgets symbols made after `count`, which must appear nowhere (a failed add's).
  mutating func dropSymbols(from count: Int) {
    kinds.removeSubrange(count...)
    owners.removeSubrange(count...)
    names.removeSubrange(count...)
  }

  /// Adds the constraint's row to the tableau and returns its record's index.
  /// Throws `.unsatisfiable` and leaves the solver as it was when a required constraint cannot hold.
  mutating func insert(_ constraint: Constraint, id: ConstraintID?, constantMayChange: Bool = false)
    throws(SolverError) -> Int
  {
    let symbolCount = kinds.count
    var record = makeRecord(for: constraint, id: id)
    record.constantMayChange = constantMayChange
    let index = records.count
    records.append(record)
    owners[record.marker.index] = Int32(index)
    if let other = record.other { owners[other.index] = Int32(index) }
    do {
      try enter(index)
    } catch {
      if case .unsatisfiable = error {
        records.removeLast()
        dropSymbols(from: symbolCount)
      }
      throw error
    }
    return index
  }

  /// Puts the row of record `index` into the tableau, then its errors into the objective, and
  /// re-optimises. On `.unsatisfiable` the tableau is as it was (the record is the caller's).
  mutating func enter(_ index: Int) throws(SolverError) {
    guard let record = records[index] else { return }
    let constraint = record.constraint
    let terms = mergedTerms(constraint.expression)
    let markers = markerCells(of: record)

    if let subject = freshVariable(in: terms) {
      // The common case of a layout: the constraint defines a variable nothing else mentions
      // yet (a new view's leading edge from its neighbour's trailing edge). Its row can refer to
      // the other rows as they are, and no other row has to change.
      var row = Row(constant: constraint.expression.constant)
      row.cells.reserveCapacity(terms.count + markers.count)
      for (symbol, coefficient) in terms {
        row.cells.append(Cell(symbol: symbol, coefficient: coefficient, slot: -1))
      }
      row.cells += markers
      row.solve(for: subject)
      tableau.insert(row, basic: subject)
    } else {
      var row = tableau.canonical(terms, constant: constraint.expression.constant)
      row.cells += markers
      if row.constant < 0 { row.reverseSign() }
      try insertCanonical(row, record: index)
    }

    // The objective learns of the errors only now that the row is in, so a failed add never
    // has to take them out again.
    if let level = record.level {
      for error in record.errors { addToObjective(error, times: 1, level: level) }
    }
    try optimize()
  }

  /// kiwi's way in for a row in nonbasic symbols (`addConstraint` after `createRow`).
  private mutating func insertCanonical(_ row: Row, record index: Int) throws(SolverError) {
    guard let record = records[index] else { return }
    var row = row
    var subject = chooseSubject(row, record)
    if subject == nil && row.isAllDummies {
      // The row says 0 = constant with nothing left to vary: redundant when the constant is 0,
      // a conflict among required equalities otherwise.
      guard nearZero(row.constant) else {
        let conflict = conflictSet(row.cells.map(\.symbol), culprit: index)
        throw .unsatisfiable(record.id ?? ConstraintID(-1), conflict: conflict)
      }
      // Its own dummy is its subject, even when the other dummies in the row are written in
      // and its own is not.
      if row.index(of: record.marker) == nil {
        row.cells.append(Cell(symbol: record.marker, coefficient: record.markerCoefficient, slot: -1))
      }
      subject = record.marker
    }
    if let subject {
      // The subject is a new marker, or an external symbol only lazy rows mention (canonical
      // rows never hold a nonbasic external symbol): no row has to be rewritten. (Without
      // dummies in rows a redundant equality's row is empty: its dummy is basic at 0.)
      row.solve(for: subject)
      tableau.insert(row, basic: subject)
      return
    }
    // Both ways may pivot anywhere: journal what they change, to put back if they fail. The
    // dual simplex first (see `Solver+Simplex.swift`); phase one when it fails, to name the
    // conflict or to take the rows the dual simplex could not.
    tableau.beginTransaction()
    if addByDualSimplex(row) {
      tableau.commit()
      return
    }
    tableau.rollback()
    tableau.beginTransaction()
    if let conflict = try addWithArtificialVariable(row, record: index) {
      tableau.rollback()
      throw .unsatisfiable(record.id ?? ConstraintID(-1), conflict: conflict)
    }
    tableau.commit()
  }

  /// The expression's terms as symbols, one per variable (repeats summed), zeros and repeats
  /// that cancel dropped.
  ///
  /// One array, filled in place: every add (and a rebuild's every re-entry) calls this, and the
  /// chain of `zip`, `filter` and `map` it once was cost four allocations a constraint.
  func mergedTerms(_ expression: LinearExpression) -> [(Symbol, Double)] {
    var merged: [(Symbol, Double)] = []
    merged.reserveCapacity(expression.terms.count)
    // The sum of the magnitudes that went into each term, kept only once a variable repeats:
    // a term made of one coefficient cancels only when that coefficient is 0.
    var scales: [Double] = []
    for term in expression.terms {
      let symbol = Symbol(id: term.variable.id, kind: .external)
      if let i = merged.firstIndex(where: { $0.0 == symbol }) {
        if scales.isEmpty { scales = merged.map { abs($0.1) } }
        merged[i].1 += term.coefficient
        scales[i] += abs(term.coefficient)
      } else {
        merged.append((symbol, term.coefficient))
        if !scales.isEmpty { scales.append(abs(term.coefficient)) }
      }
    }
    var kept = 0
    for i in merged.indices {
      let scale = scales.isEmpty ? abs(merged[i].1) : scales[i]
      guard !cancels(merged[i].1, scale: scale) else { continue }
      merged[kept] = merged[i]
      kept += 1
    }
    merged.removeSubrange(kept...)
    return merged
  }

  /// The first variable of the terms, in the expression's order, that is nonbasic and appears in
  /// no row: the constraint's first item, the view it places, when it is new.
  ///
  /// Not the lowest id: `d.top == t.bottom + 2` (a detail label under a title) would then be
  /// solved for the title's height, made before `d`, and the title's size preferences would
  /// expand `t.height = d.top − t.top − 2` through `t.top`, every row above it and the window:
  /// a screen of N rows held O(N²) cells (800 rows: 57 % of a run in `Expansion.canonical`).
  /// Solved for `d.top`, the label's height stays nonbasic and its preferences stay short.
  func freshVariable(in terms: [(Symbol, Double)]) -> Symbol? {
    terms.first { !tableau.isBasic($0.0) && tableau.slots(containing: $0.0).isEmpty }?.0
  }

  /// The constraint's record, with its marker (and error) symbols made (kiwi `createRow`):
  /// `expression + s = 0` for `<=`, `expression - s = 0` for `>=`, with s ≥ 0, and an optional
  /// inequality's error e ≥ 0 on the other side; `expression = e⁺ - e⁻` for an optional equality;
  /// `expression + d = 0`, d a dummy always 0, for a required one.
  mutating func makeRecord(for constraint: Constraint, id: ConstraintID?) -> ConstraintRecord {
    let optional = !constraint.priority.isRequired
    let level = optional ? tableau.objective.level(for: constraint.priority) : nil
    let marker: Symbol
    var other: Symbol?
    let markerCoefficient: Double
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      markerCoefficient = constraint.relation == .lessThanOrEqual ? 1 : -1
      marker = makeSymbol(.slack)
      if optional { other = makeSymbol(.error) }
    case .equal where optional:
      markerCoefficient = -1
      marker = makeSymbol(.error)
      other = makeSymbol(.error)
    case .equal:
      markerCoefficient = 1
      marker = makeSymbol(.dummy)
    }
    return ConstraintRecord(
      id: id, constraint: constraint, marker: marker, other: other,
      markerCoefficient: markerCoefficient, level: level)
  }

  /// The cells the record's symbols add to its row: the marker with `markerCoefficient`, the
  /// other symbol (an error, or `e⁻`) with the opposite sign. A dummy only when its column is
  /// kept (see `Solver+Dummies.swift`).
  func markerCells(of record: ConstraintRecord) -> [Cell] {
    guard hasColumn(record) else { return [] }
    var cells = [Cell(symbol: record.marker, coefficient: record.markerCoefficient, slot: -1)]
    if let other = record.other {
      cells.append(Cell(symbol: other, coefficient: -record.markerCoefficient, slot: -1))
    }
    return cells
  }

  /// The symbol the new row is solved for (kiwi `chooseSubject`): the lowest-id external symbol;
  /// else the marker or other symbol when it is a slack or error with a negative coefficient (it
  /// then takes a non-negative value); else nil.
  ///
  /// Unlike kiwi, a row whose constant is 0 may also be solved for a symbol with a positive
  /// coefficient (its value is 0 either way), and of the marker and the other symbol the first
  /// that leaves the objective optimal is taken. A label's weak size preference tied to the
  /// first label's, `e_i⁺ − e_i⁻ = e₀⁺ − e₀⁻`, solved for `e_i⁺` always, lowers e₀⁻'s cost by one
  /// per label: every second label it turns negative, and a degenerate pivot rewrites every
  /// label's row (Long Row (labels): N/2 pivots × N rows). Solving alternately for `e_i⁺` and
  /// `e_i⁻` keeps both costs at 0 or above and the build free of pivots.
  func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Symbol? {
    var external: Symbol?
    for cell in row.cells where cell.symbol.kind == .external {
      if external.map({ cell.symbol < $0 }) ?? true { external = cell.symbol }
    }
    if let external { return external }
    var kiwis: Symbol?
    // The marker, then the other symbol: indexed rather than an array of the two, which cost an
    // allocation on every add that reached here.
    for candidate in 0..<2 {
      guard let symbol = candidate == 0 ? record.marker : record.other, symbol.isPivotable,
        let at = row.index(of: symbol)
      else { continue }
      let c = row.cells[at].coefficient
      guard c < 0 || (c > 0 && row.constant == 0) else { continue }
      if keepsObjectiveOptimal(row, subjectAt: at, record) { return symbol }
      if c < 0 && kiwis == nil { kiwis = symbol }
    }
    return kiwis
  }

  /// Whether no reduced cost turns negative once `row`, solved for `subject`, is in the tableau
  /// and the record's errors (cost 1 each at its level) are in the objective.
  ///
  /// The row is read as `Row.solve(for:)` would leave it, cell by cell, without making that copy.
  private func keepsObjectiveOptimal(_ row: Row, subjectAt at: Int, _ record: ConstraintRecord)
    -> Bool
  {
    guard let level = record.level else { return true }
    let subject = row.cells[at].symbol
    // The same factor, and product, as `Row.solve(for:)`.
    let k = -1 / row.cells[at].coefficient
    let errors = record.errors
    for (j, cell) in row.cells.enumerated() where j != at && cell.symbol.isPivotable {
      let solved = cell.coefficient * k
      var delta = 0.0
      for error in errors {
        if error == subject { delta += solved }
        if error == cell.symbol { delta += 1 }
      }
      if tableau.objective.reducedCostSign(cell.symbol, adding: delta, at: level) < 0 {
        return false
      }
    }
    return true
  }

  /// Phase one (kiwi `addWithArtificialVariable`): the row enters under an artificial slack
  /// `a = row`, and `a` is minimised. The constraint can hold iff `a` reaches 0; then `a` leaves
  /// the basis and every row. Returns nil on success, else the conflicting constraints.
  mutating func addWithArtificialVariable(_ row: Row, record: Int) throws(SolverError)
    -> [ConstraintID]?
  {
    let artificial = makeSymbol(.slack)
    owners[artificial.index] = Int32(record)
    tableau.insert(row, basic: artificial)
    // The objective row is the one the last phase one used, emptied: a fresh one would cost an
    // array as long as the symbols on every add.
    var objective = tableau.spareArtificial ?? ObjectiveRow(symbolCapacity: tableau.symbolCapacity)
    tableau.spareArtificial = nil
    objective.growSymbols(to: tableau.symbolCapacity)
    objective.constant = row.constant
    for cell in row.cells { objective.add(cell.symbol, cell.coefficient) }
    tableau.artificial = objective
    objective = ObjectiveRow(symbolCapacity: 0)  // the tableau's copy is now the only one
    try optimizeArtificial()
    var phaseOne = ObjectiveRow(symbolCapacity: 0)
    swap(&phaseOne, &tableau.artificial!)
    tableau.artificial = nil
    defer {
      phaseOne.removeAll()
      tableau.spareArtificial = phaseOne
    }
    guard nearZero(phaseOne.constant) else {
      return conflictSet(phaseOne.symbols, culprit: record)
    }
    if let slot = tableau.slot(of: artificial) {
      // a is basic at 0. Pivot it out on any slack or error; a row of dummies alone says the
      // constraint is redundant, and then a dummy takes its place, at 0, as in `insert`.
      let cells = tableau.rows[slot].cells
      if cells.isEmpty {
        tableau.removeRow(atSlot: slot)
      } else {
        let pivotable = cells.filter(\.symbol.isPivotable).map(\.symbol).min()
        tableau.pivot(slot: slot, entering: pivotable ?? cells.map(\.symbol).min()!)
      }
    }
    tableau.purge(artificial)
    return nil
  }

  /// Takes a constraint out of the tableau (kiwi `removeConstraint`) and re-solves.
  mutating func removeRecord(_ index: Int) throws(SolverError) {
    guard let record = records[index] else { return }
    // A required equality leaves through its dummy's column (see `Solver+Dummies.swift`),
    // computed when substitution finds it (`Solver+DummyColumn.swift`), else by a rebuild.
    if !hasColumn(record) && !writeDummyColumnWithinBudget(ofRecord: index) {
      try keepDummiesInRows()
    }
    // The errors' terms leave the objective *before* the pivot below: the pivot substitutes into
    // the objective, and terms of a constraint that is going away would steer it wrong.
    if let level = record.level {
      for error in record.errors { addToObjective(error, times: -1, level: level) }
    }
    // The marker leaves the system for good, so every row that holds it is rewritten without it.
    if let slot = tableau.slot(of: record.marker) {
      let row = tableau.removeRow(atSlot: slot)
      tableau.substitute(record.marker, with: row)
    } else {
      guard let leaving = markerLeavingSlot(record.marker) else {
        throw .internalInconsistency("no row to pivot constraint \(record.marker) out of")
      }
      var slot = leaving.slot
      if let canonical = leaving.canonical { slot = replaceRow(atSlot: slot, with: canonical) }
      // A redundant copy's dummy that leaves the basis takes over this marker's column: from now
      // on its own column is in the rows, whether or not it was before (`Solver+DummyColumn.swift`).
      if let basic = tableau.rows[slot].basic, basic.kind == .dummy {
        let owner = Int(owners[basic.index])
        if owner >= 0 { records[owner]?.constantMayChange = true }
      }
      tableau.pivot(slot: slot, entering: record.marker)
      tableau.removeRow(atSlot: slot)
    }
    // The constraint's symbols now appear nowhere but for round-off; clear it.
    for symbol in [record.marker, record.other].compactMap({ $0 }) {
      if let slot = tableau.slot(of: symbol) { tableau.removeRow(atSlot: slot) }
      tableau.purge(symbol)
      owners[symbol.index] = -1
    }
    records[index] = nil
    try optimize()
  }

  /// Replaces a lazy row by its expansion in nonbasic symbols only (`Tableau.canonical` of it),
  /// so it can be pivoted on. Returns its slot.
  mutating func replaceRow(atSlot slot: Int, with canonical: Row) -> Int {
    guard let basic = tableau.rows[slot].basic else { return slot }
    tableau.removeRow(atSlot: slot)
    return tableau.insert(canonical, basic: basic)
  }

  /// The row to pivot a nonbasic marker into before dropping it (kiwi `getMarkerLeavingRow`):
  /// first a restricted row where the marker has a negative coefficient, with the smallest ratio
  /// `-constant/coefficient`; then a restricted row with the smallest `constant/coefficient`;
  /// then an unrestricted row. Ties go to the lowest basic id.
  ///
  /// Before all of these, a dummy's row: a redundant copy of a required equality (`d3 = d1`,
  /// made basic when it was added) then takes over from the one removed. kiwi lacks this tier
  /// and, pivoting through an error row instead, leaves the copy broken (the differential test
  /// found it: `KiwiDifferentialRegressionTests`).
  /// A lazy row comes with its expansion, which the pivot needs.
  mutating func markerLeavingSlot(_ marker: Symbol) -> (slot: Int, canonical: Row?)? {
    var dummy: (basic: Symbol, slot: Int)?
    var first: (ratio: Double, basic: Symbol, slot: Int)?
    var second: (ratio: Double, basic: Symbol, slot: Int)?
    var externals: [(basic: Symbol, slot: Int)] = []
    for entry in tableau.slots(containing: marker) {
      let slot = Int(entry.row)
      let row = tableau.rows[slot]
      guard let basic = row.basic else { continue }
      let c = row.cells[Int(entry.cell)].coefficient
      if basic.kind == .dummy {
        if dummy.map({ basic < $0.basic }) ?? true { dummy = (basic, slot) }
      } else if basic.kind == .external {
        externals.append((basic, slot))
      } else if c < 0 {
        let ratio = -row.constant / c
        if first.map({ ratio < $0.ratio || (ratio == $0.ratio && basic < $0.basic) }) ?? true {
          first = (ratio, basic, slot)
        }
      } else {
        let ratio = row.constant / c
        if second.map({ ratio < $0.ratio || (ratio == $0.ratio && basic < $0.basic) }) ?? true {
          second = (ratio, basic, slot)
        }
      }
    }
    if let slot = dummy?.slot ?? first?.slot ?? second?.slot { return (slot, nil) }
    // A lazy row may hold the marker directly while the rows it refers to cancel it; only a row
    // whose expansion still holds the marker can take it in: the highest basic id of those.
    // Expanded only now, and from the highest down, since an expansion costs a walk of the rows.
    externals.sort { $0.basic > $1.basic }
    for (_, slot) in externals {
      let row = tableau.rows[slot]
      let terms = row.cells.map { ($0.symbol, $0.coefficient) }
      let canonical = tableau.canonical(terms, constant: row.constant)
      if canonical.coefficient(for: marker) != 0 { return (slot, canonical) }
    }
    return nil
  }

  /// `objective[level] += k × symbol`, through the symbol's row when it is basic.
  mutating func addToObjective(_ symbol: Symbol, times k: Double, level: Int) {
    if let slot = tableau.slot(of: symbol) {
      tableau.objective.add(tableau.rows[slot], times: k, level: level)
    } else {
      tableau.objective.add(symbol, k, level: level)
    }
  }

  /// The required constraints that own the given symbols, plus the culprit, by id: the set a
  /// conflict log prints. A row of the tableau is a combination of constraints' original rows,
  /// and a constraint's marker appears only in its own original row, so the symbols left in a
  /// row name exactly the constraints combined into it.
  func conflictSet(_ symbols: [Symbol], culprit: Int) -> [ConstraintID] {
    var ids: Set<ConstraintID> = []
    for symbol in symbols {
      let owner = Int(owners[symbol.index])
      guard owner >= 0, let record = records[owner], record.isRequired, let id = record.id else {
        continue
      }
      ids.insert(id)
    }
    if culprit < records.count, let id = records[culprit]?.id { ids.insert(id) }
    return ids.sorted()
  }
}
