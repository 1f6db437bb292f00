/// The simplex tableau as a sparse matrix with a column index: for every symbol, the rows it
/// appears in. Substituting a symbol that enters the basis then touches only those rows, which is
/// what keeps building a layout near-linear where kiwi, scanning every row, grows quadratically
/// (`reference/existing-systems.md` §5).
///
/// Rows live in slots that never move while the row is in the tableau; `rowOfBasic` maps a basic
/// symbol to its slot. Every cell knows its entry in its column and every column entry knows its
/// cell, so adding or removing a cell is O(1).
struct Tableau {
  var rows: [Row] = []
  var freeSlots: [Int32] = []
  /// Slot of the row whose basic symbol has this id, or -1.
  var rowOfBasic: [Int32] = []
  /// Per basic symbol, a rank above the rank of every basic symbol its row refers to (only lazy
  /// rows refer to any): a row with no basic symbol in it ranks below every rank given so far, a
  /// lazy row one above the highest it refers to. `Expansion.canonical` expands in rank order, so
  /// a row is expanded only once every row referring to it has been, and not at all when what
  /// they added cancels.
  var rank: [Int64] = []
  private var lowestRank: Int64 = 0
  var columns: [[ColumnEntry]] = []
  /// Scratch for `add(_:times:toRow:)`: a symbol's cell index in the row being merged into, or -1.
  private var mark: [Int32] = []

  var objective: Objective
  /// Phase one's objective while a constraint is added through an artificial variable.
  var artificial: ObjectiveRow?
  /// The last phase one's objective, emptied, for the next to reuse.
  var spareArtificial: ObjectiveRow?

  /// Rows whose basic symbol is restricted and whose constant went negative: the dual simplex's work.
  var infeasible: [Symbol] = []

  /// Scratch for rewriting rows (see `Expansion`).
  private var expansion = Expansion()
  /// Expansions of basic external symbols, valid until a row changes (see `ExpansionCache`).
  var expansions = ExpansionCache()
  /// The open transaction's record of what it changed (see `Journal`).
  var journal: Journal?
  var marks = JournalMarks()
  /// How many times a row was rewritten by a substitution, since the tableau was made: the work
  /// of pivoting, for tests that check a build's growth without timing it.
  var rewrittenRows = 0
  /// What changed since values were last read (see `Solver+Changes.swift`).
  var changes = ValueChanges()

  init() { objective = Objective(symbolCapacity: 0) }

  var symbolCapacity: Int { columns.count }

  mutating func growSymbols(to count: Int) {
    guard columns.count < count else { return }
    let extra = count - columns.count
    rowOfBasic.append(contentsOf: repeatElement(-1, count: extra))
    rank.append(contentsOf: repeatElement(0, count: extra))
    columns.append(contentsOf: repeatElement([], count: extra))
    mark.append(contentsOf: repeatElement(-1, count: extra))
    expansions.grow(to: count)
    objective.growSymbols(to: count)
    artificial?.growSymbols(to: count)
    spareArtificial?.growSymbols(to: count)
  }

  /// Removes every cell of `symbol`, wherever it is, and its objective coefficients: for a symbol
  /// leaving the system for good, whose remaining cells can only be round-off.
  mutating func purge(_ symbol: Symbol) {
    while let entry = columns[symbol.index].last {
      removeCell(at: Int(entry.cell), inSlot: Int(entry.row))
    }
    objective.removeSymbol(symbol)
    artificial?.remove(symbol)
  }

  // MARK: Reading

  @inline(__always) func slot(of basic: Symbol) -> Int? {
    let s = Int(rowOfBasic[basic.index])
    return s >= 0 ? s : nil
  }

  @inline(__always) func isBasic(_ symbol: Symbol) -> Bool { rowOfBasic[symbol.index] >= 0 }

  /// The value of a symbol in the current basic solution: 0 when nonbasic, else its row's
  /// constant plus the values of the basic symbols a lazy row refers to (see `Expansion`).
  func value(of symbol: Symbol) -> Double {
    guard let slot = slot(of: symbol) else { return 0 }
    if symbol.isRestricted { return rows[slot].constant }
    var memo: [Int32: Double] = [:]
    var stack: [Symbol] = [symbol]
    while let top = stack.last {
      if memo[top.id] != nil {
        stack.removeLast()
        continue
      }
      let row = rows[self.slot(of: top)!]
      var value = row.constant
      var pending = false
      for cell in row.cells where isBasic(cell.symbol) {
        if let known = memo[cell.symbol.id] {
          value += cell.coefficient * known
        } else {
          stack.append(cell.symbol)
          pending = true
        }
      }
      if !pending {
        memo[top.id] = value
        stack.removeLast()
      }
    }
    return memo[symbol.id] ?? 0
  }

  /// The slots of the rows in which `symbol` appears (not as their basic symbol).
  func slots(containing symbol: Symbol) -> [ColumnEntry] { columns[symbol.index] }

  /// The basic symbols of all rows, in slot order.
  var basicSymbols: [Symbol] { rows.compactMap(\.basic) }

  /// The primal simplex's entering symbol for the main objective (see `Objective`).
  mutating func enteringSymbol() -> Symbol? {
    let basics = rowOfBasic
    return objective.enteringSymbol { basics[$0.index] >= 0 }
  }

  // MARK: Rows

  /// Inserts `row` (cells without slots) as the row of `basic`.
  @discardableResult mutating func insert(_ row: Row, basic: Symbol) -> Int {
    // A symbol that other rows hold changes meaning for them once it is basic.
    if !columns[basic.index].isEmpty { expansions.invalidate() } else { expansions.rowAdded() }
    let slot: Int
    if let free = freeSlots.popLast() {
      slot = Int(free)
      saveRow(slot)
      rows[slot] = Row(constant: row.constant, basic: basic)
    } else {
      slot = rows.count
      rows.append(Row(constant: row.constant, basic: basic))
    }
    rows[slot].cells.reserveCapacity(row.cells.count)
    var highest: Int64?
    for cell in row.cells {
      appendCell(cell.symbol, cell.coefficient, toSlot: slot)
      if isBasic(cell.symbol) { highest = max(highest ?? .min, rank[cell.symbol.index]) }
    }
    saveBasic(basic.index)
    rowOfBasic[basic.index] = Int32(slot)
    if let highest {
      rank[basic.index] = highest + 1
    } else {
      lowestRank -= 1
      rank[basic.index] = lowestRank
    }
    if basic.kind == .external {
      // Rows of a tree refer to their parents' rows: a few levels are enough to reach ones
      // whose expansions survived the last change.
      var budget = 16
      _ = cachedExpansion(of: basic, budget: &budget)
    }
    return slot
  }

  /// Takes the row out of the tableau and returns it (cells without slots).
  @discardableResult mutating func removeRow(atSlot slot: Int) -> Row {
    expansions.invalidate()
    saveRow(slot)
    var row = rows[slot]
    while !rows[slot].cells.isEmpty { removeCell(at: rows[slot].cells.count - 1, inSlot: slot) }
    if let basic = row.basic {
      saveBasic(basic.index)
      rowOfBasic[basic.index] = -1
    }
    rows[slot] = Row(constant: 0)
    freeSlots.append(Int32(slot))
    for i in row.cells.indices { row.cells[i].slot = -1 }
    return row
  }

  private mutating func appendCell(_ symbol: Symbol, _ coefficient: Double, toSlot slot: Int) {
    saveRow(slot)
    saveColumn(symbol.index)
    let cellIndex = rows[slot].cells.count
    let columnSlot = columns[symbol.index].count
    reserveColumn(symbol.index)
    columns[symbol.index].append(ColumnEntry(row: Int32(slot), cell: Int32(cellIndex)))
    rows[slot].cells.append(Cell(symbol: symbol, coefficient: coefficient, slot: Int32(columnSlot)))
  }

  /// Gives an empty column room for `Tableau.firstCapacity` entries: one allocation where growing
  /// one entry at a time made three (a column is emptied whenever its symbol enters the basis).
  @inline(__always) private mutating func reserveColumn(_ column: Int) {
    if columns[column].capacity == 0 { columns[column].reserveCapacity(Tableau.firstCapacity) }
  }

  /// A new column's capacity: what most columns of a layout hold.
  private static let firstCapacity = 8

  /// Appends a cell of a column that was left out of the rows (a dummy's, see
  /// `Solver+DummyColumn.swift`) to the row in `slot`, which must not hold `symbol` yet.
  mutating func appendColumnCell(_ symbol: Symbol, _ coefficient: Double, toSlot slot: Int) {
    expansions.invalidate()
    appendCell(symbol, coefficient, toSlot: slot)
  }

  /// Removes cell `index` of the row in `slot`, keeping the row's cells and the column index
  /// consistent: the last cell moves into the hole, and so does the last entry of the column.
  private mutating func removeCell(at index: Int, inSlot slot: Int) {
    expansions.invalidate()
    let cell = rows[slot].cells[index]
    saveRow(slot)
    saveColumn(cell.symbol.index)
    // Column side: swap-remove the entry and repoint the cell whose entry moved.
    removeColumnEntry(Int(cell.slot), ofColumn: cell.symbol.index)
    // Row side: swap-remove the cell and repoint the column entry of the cell that moved.
    let lastCell = rows[slot].cells.count - 1
    if index != lastCell {
      let moved = rows[slot].cells[lastCell]
      rows[slot].cells[index] = moved
      repointEntry(Int(moved.slot), ofColumn: moved.symbol.index, toCell: Int32(index))
    }
    rows[slot].cells.removeLast()
  }

  /// Removes cell `index` of the row in `slot` whose column entry is already gone (the column was
  /// taken out whole by `substitute`).
  private mutating func removeCellLeavingColumn(at index: Int, inSlot slot: Int) {
    expansions.invalidate()
    saveRow(slot)
    let lastCell = rows[slot].cells.count - 1
    if index != lastCell {
      let moved = rows[slot].cells[lastCell]
      rows[slot].cells[index] = moved
      repointEntry(Int(moved.slot), ofColumn: moved.symbol.index, toCell: Int32(index))
    }
    rows[slot].cells.removeLast()
  }

  /// Removes `symbol`'s cell from the row in `slot` and returns its coefficient (0 when absent).
  @discardableResult mutating func removeSymbol(_ symbol: Symbol, fromSlot slot: Int) -> Double {
    guard let index = rows[slot].index(of: symbol) else { return 0 }
    let coefficient = rows[slot].cells[index].coefficient
    removeCell(at: index, inSlot: slot)
    return coefficient
  }

  mutating func addToConstant(_ delta: Double, inSlot slot: Int) {
    expansions.invalidateConstants()
    saveRow(slot)
    rows[slot].constant += delta
  }

  /// Given the row in `slot`, `r = c + Σ cells`, and `source = d + Σ cells'`, makes it
  /// `r + k·source`: cells are merged, cells that cancel (see `cancels`) are dropped.
  /// Runs in O(|r| + |source|) with the `mark` scratch index. `source` must not be the same row.
  mutating func add(_ source: Row, times k: Double, toSlot slot: Int) {
    expansions.invalidate()
    saveRow(slot)
    rows[slot].constant += k * source.constant
    // The row's cells and the scratch index are worked on outside `self`: each write through
    // `rows[slot].cells[i]` checked that both arrays were uniquely referenced, and merging rows
    // is most of a pivot (Form (kiwi): 42 % of its build was here).
    var cells: [Cell] = []
    swap(&cells, &rows[slot].cells)
    var mark: [Int32] = []
    swap(&mark, &self.mark)
    // How many cells cancelled, and the first of them: the zeros to remove lie at or after it.
    var cancelled = 0
    var firstCancelled = Int.max
    let existing = cells.count
    // Two passes: the cells both rows hold first, through buffers (no copy-on-write check per
    // write), then the new ones, appended in the source's order as one pass appended them.
    mark.withUnsafeMutableBufferPointer { mark in
      cells.withUnsafeMutableBufferPointer { cells in
        for i in 0..<existing { mark[cells[i].symbol.index] = Int32(i) }
        for cell in source.cells {
          let at = Int(mark[cell.symbol.index])
          guard at >= 0 else { continue }
          let term = k * cell.coefficient
          let old = cells[at].coefficient
          let sum = old + term
          if cancels(sum, scale: max(abs(old), abs(term))) {
            cells[at].coefficient = 0
            cancelled += 1
            firstCancelled = min(firstCancelled, at)
          } else {
            cells[at].coefficient = sum
          }
        }
      }
    }
    for cell in source.cells where mark[cell.symbol.index] < 0 {
      let term = k * cell.coefficient
      // A product of two non-zero coefficients is never round-off (see `cancels`).
      guard term != 0 else { continue }
      // `appendCell`, with the cells in hand.
      let column = cell.symbol.index
      saveColumn(column)
      reserveColumn(column)
      columns[column].append(ColumnEntry(row: Int32(slot), cell: Int32(cells.count)))
      cells.append(Cell(symbol: cell.symbol, coefficient: term, slot: Int32(columns[column].count - 1)))
    }
    mark.withUnsafeMutableBufferPointer { mark in
      for i in 0..<existing { mark[cells[i].symbol.index] = -1 }
    }
    swap(&mark, &self.mark)
    if cancelled > 0 {
      removeZeroCells(cancelled, from: firstCancelled, in: &cells, ofSlot: slot)
    }
    swap(&cells, &rows[slot].cells)
  }

  /// Swap-removes entry `entryIndex` of a column: the column's last entry moves into the hole,
  /// and the cell it points at is repointed to its new place. The caller has saved the column.
  @inline(__always)
  private mutating func removeColumnEntry(_ entryIndex: Int, ofColumn column: Int) {
    // One access to the column for the whole swap-remove: each `columns[column][i]` write and
    // `columns[column].removeLast()` checked both arrays for unique ownership, and cancelled cells
    // come here once each (Form (kiwi) build: ~1,400 of them, 12 % of its time in removal).
    if let moved = Tableau.swapRemove(entryIndex, from: &columns[column]) {
      repointCell(Int(moved.cell), inSlot: Int(moved.row), toEntry: Int32(entryIndex))
    }
  }

  /// Removes entry `index` of `column` by moving the last entry into its place; returns the
  /// entry that moved, if one did.
  @inline(__always)
  private static func swapRemove(_ index: Int, from column: inout [ColumnEntry]) -> ColumnEntry? {
    let last = column.removeLast()
    guard index != column.count else { return nil }
    column[index] = last
    return last
  }

  /// `removeCell` for the `count` zero cells of the row in `slot`, whose cells are in hand, the
  /// first of them at `first`. Back to front, so a swap-remove only moves cells that were already
  /// checked; the scan stops once every zero is removed, not at the row's first cell.
  private mutating func removeZeroCells(
    _ count: Int, from first: Int, in cells: inout [Cell], ofSlot slot: Int
  ) {
    var left = count
    var i = cells.count - 1
    while i >= first && left > 0 {
      defer { i -= 1 }
      let cell = cells[i]
      guard cell.coefficient == 0 else { continue }
      left -= 1
      // Column side: swap-remove the entry and repoint the cell whose entry moved, which is in
      // another row (a row holds a symbol once).
      saveColumn(cell.symbol.index)
      removeColumnEntry(Int(cell.slot), ofColumn: cell.symbol.index)
      // Row side: swap-remove the cell and repoint the column entry of the cell that moved.
      let lastCell = cells.count - 1
      if i != lastCell {
        let moved = cells[lastCell]
        cells[i] = moved
        repointEntry(Int(moved.slot), ofColumn: moved.symbol.index, toCell: Int32(i))
      }
      cells.removeLast()
    }
  }

  // MARK: Expansion

  /// `constant + Σ terms` in nonbasic symbols (see `Expansion.canonical`).
  mutating func canonical(_ terms: [(Symbol, Double)], constant: Double) -> Row {
    var scratch = expansion
    expansion = Expansion()
    defer { expansion = scratch }
    return scratch.canonical(terms, constant: constant, in: self)
  }

  /// Given `x = row` (x now basic, or about to leave the system), rewrites every other row and the
  /// objectives without `x`: a row `b = a·x + rest` becomes `b = a·row + rest`. Rows of restricted
  /// symbols whose constant goes negative are queued for the dual simplex.
  /// Lazy rows are rewritten too, so that they never refer to a basic restricted symbol.
  mutating func substitute(_ x: Symbol, with row: Row) {
    // Every row that holds x loses it, so the column is taken out whole (copying it while it
    // shrinks would cost an allocation per substitution).
    saveColumn(x.index)
    var entries: [ColumnEntry] = []
    swap(&entries, &columns[x.index])
    rewrittenRows += entries.count
    for entry in entries {
      let slot = Int(entry.row)
      let a = rows[slot].cells[Int(entry.cell)].coefficient
      // Removing x's cell reorders only this row's cells, so the other entries stay valid.
      removeCellLeavingColumn(at: Int(entry.cell), inSlot: slot)
      add(row, times: a, toSlot: slot)
      if let basic = rows[slot].basic, basic.isRestricted, basic.kind != .dummy,
        rows[slot].constant < 0
      {
        infeasible.append(basic)
      }
    }
    objective.substitute(x, with: row)
    if artificial?.contains(x) == true {
      var touched: [Symbol] = []
      artificial?.substitute(x, with: row, touching: &touched)
    }
  }

  /// Pivots: the row in `slot`, `b = c + a·e + Σ`, is solved for `e`,
  /// `e = -c/a + (1/a)·b - Σ (a_k/a)·y_k`, and `e` is substituted everywhere else.
  mutating func pivot(slot: Int, entering e: Symbol) {
    guard let b = rows[slot].basic else { return }
    expansions.invalidate()
    saveRow(slot)
    saveBasic(b.index)
    saveBasic(e.index)
    let a = removeSymbol(e, fromSlot: slot)
    let k = -1 / a
    rows[slot].constant *= k
    for i in rows[slot].cells.indices { rows[slot].cells[i].coefficient *= k }
    appendCell(b, 1 / a, toSlot: slot)
    rows[slot].basic = e
    rowOfBasic[b.index] = -1
    rowOfBasic[e.index] = Int32(slot)
    // The pivot row holds nonbasic symbols only (it is canonical).
    lowestRank -= 1
    rank[e.index] = lowestRank
    substitute(e, with: rows[slot])
  }
}
