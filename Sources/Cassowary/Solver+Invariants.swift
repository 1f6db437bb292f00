// Checks of the tableau's invariants, for tests and for debugging a suspected solver bug
// (in the manner of swift-collections' `Heap+Invariants.swift`: each message says where).
extension Solver {
  /// Throws `.internalInconsistency` naming the first broken invariant: the column index agrees
  /// with the rows, no basic symbol appears in a row or the objective, restricted rows are
  /// feasible, no reduced cost is negative (the solution is optimal), no cell is zero.
  public func checkInvariants() throws(SolverError) {
    func fail(_ message: String) -> SolverError { .internalInconsistency(message) }
    var cellsSeen = 0
    for (slot, row) in tableau.rows.enumerated() {
      guard let basic = row.basic else {
        if !row.cells.isEmpty { throw fail("free slot \(slot) has cells") }
        continue
      }
      if tableau.rowOfBasic[basic.index] != Int32(slot) {
        throw fail("row \(slot) of \(basic) is not indexed by its basic symbol")
      }
      if basic.isRestricted && basic.kind != .dummy && row.constant < -epsilon {
        throw fail("row of \(basic) is infeasible: constant \(row.constant)")
      }
      if basic.kind == .dummy && !nearZero(row.constant) {
        throw fail("row of dummy \(basic) has constant \(row.constant)")
      }
      var seen = Set<Int32>()
      for (i, cell) in row.cells.enumerated() {
        cellsSeen += 1
        if cell.symbol == basic { throw fail("row of \(basic) contains its own basic symbol") }
        if !seen.insert(cell.symbol.id).inserted { throw fail("row of \(basic) repeats \(cell.symbol)") }
        // Only lazy rows refer to basic symbols, and only to external ones (see `Expansion`).
        if tableau.isBasic(cell.symbol) && (basic.isRestricted || cell.symbol.isRestricted) {
          throw fail("row of \(basic) contains basic \(cell.symbol)")
        }
        if cell.coefficient == 0 { throw fail("row of \(basic) keeps a zero cell \(cell.symbol)") }
        let column = tableau.columns[cell.symbol.index]
        guard Int(cell.slot) < column.count, column[Int(cell.slot)].row == Int32(slot),
          column[Int(cell.slot)].cell == Int32(i)
        else { throw fail("column index of \(cell.symbol) disagrees with row of \(basic)") }
      }
    }
    try checkLazyRowsAreAcyclic()
    let entries = tableau.columns.reduce(0) { $0 + $1.count }
    if entries != cellsSeen { throw fail("column index has \(entries) entries for \(cellsSeen) cells") }
    try checkObjectiveMatchesErrors()
    for level in tableau.objective.levels.indices {
      for symbol in tableau.objective[level].symbols where tableau.isBasic(symbol) {
        throw fail("objective level \(level) contains basic \(symbol)")
      }
      for symbol in tableau.objective[level].symbols
      where symbol.isPivotable && tableau.objective.reducedCostSign(symbol) < 0 {
        throw fail("reduced cost of \(symbol) is negative: the solution is not optimal")
      }
    }
  }

  /// Lazy rows refer to other rows; following references must never come back to a row.
  private func checkLazyRowsAreAcyclic() throws(SolverError) {
    var state = [UInt8](repeating: 0, count: tableau.symbolCapacity)
    for start in tableau.basicSymbols where state[start.index] == 0 {
      var stack: [(Symbol, Int)] = [(start, 0)]
      state[start.index] = 1
      while let (symbol, next) = stack.last {
        let row = tableau.rows[tableau.slot(of: symbol)!]
        if next < row.cells.count {
          stack[stack.count - 1].1 += 1
          let child = row.cells[next].symbol
          guard tableau.isBasic(child) else { continue }
          if state[child.index] == 1 {
            throw .internalInconsistency("lazy rows refer to each other in a cycle through \(child)")
          }
          if state[child.index] == 0 {
            state[child.index] = 1
            stack.append((child, 0))
          }
        } else {
          state[symbol.index] = 2
          stack.removeLast()
        }
      }
    }
  }

  /// Each objective level must be the sum of its constraints' errors, each written through its
  /// row when basic: what `insert`, `removeRecord` and every substitution keep up to date.
  private func checkObjectiveMatchesErrors() throws(SolverError) {
    var expected = Objective(symbolCapacity: tableau.symbolCapacity)
    for record in records.compactMap({ $0 }) {
      guard let priority = record.level.map({ tableau.objective.priorities[$0] }) else { continue }
      let level = expected.level(for: priority)
      for error in record.errors {
        if let slot = tableau.slot(of: error) {
          expected.add(tableau.rows[slot], times: 1, level: level)
        } else {
          expected.add(error, 1, level: level)
        }
      }
    }
    for (index, priority) in tableau.objective.priorities.enumerated() {
      let actual = tableau.objective[index]
      let wanted = expected.levelIndex(of: priority).map { expected[$0] }
      for (symbol, c) in zip(actual.symbols, actual.coefficients) {
        let w = wanted?.coefficient(for: symbol) ?? 0
        if abs(w - c) > 1e-6 * max(1, abs(w)) {
          throw .internalInconsistency("objective @\(priority) has \(c) × \(symbol), expected \(w)")
        }
      }
      for (symbol, w) in zip(wanted?.symbols ?? [], wanted?.coefficients ?? []) where actual.coefficient(for: symbol) == 0 {
        throw .internalInconsistency("objective @\(priority) lacks \(w) × \(symbol)")
      }
    }
  }
}
