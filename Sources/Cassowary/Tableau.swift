/// The simplex tableau as a sparse matrix with a column index: for every symbol, the rows it
/// appears in. Substituting a symbol that enters the basis then touches only those rows, which is
/// what keeps building a layout near-linear where kiwi, scanning every row, grows quadratically
/// (`reference/existing-systems.md` §5).
///
/// Rows live in slots that never move while the row is in the tableau; `rowOfBasic` maps a basic
/// symbol to its slot. A column lists the slots of the rows that took its symbol, and may list
/// rows that lost it since: a cell that leaves a short row (cancelled, substituted, the row
/// removed) leaves its slot behind, and readers skip rows that no longer hold the symbol, which
/// a look at a short row tells. A cell that leaves a long row (more than `longRow` cells) is
/// logged instead, as the slot's complement (`~slot`), so that no one has to search a long row
/// for a symbol it lost. A column is compacted once it grows to four times what it held at its
/// last compaction. Form (kiwi) cancels ~2,800 cells a build in rows of about eight: keeping
/// every column exact cost each one a swap in its column and a write into the row of the entry
/// that moved (its build took 9 % longer).
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
  /// Per symbol, the slots of the rows that took it and the complements of those of long rows that
  /// lost it (see above). Per slot, the slot is listed more often than its complement when the row
  /// holds the symbol; it may be when the row does not, if it lost the symbol while short.
  var columns: [[Int32]] = []
  /// Per symbol, the column length at which the next append compacts it: four times what the
  /// last compaction left (at least `firstCompaction`), so compacting is amortised over appends.
  private var compactAt: [Int32] = []
  /// Scratch for `add(_:times:toRow:)`: a symbol's cell index in the row being merged into, or -1.
  private var mark: [Int32] = []
  /// Scratch for `compactColumn`: per slot, its count in the column being compacted (0 between).
  private var slotCount: [Int32] = []

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
    compactAt.append(contentsOf: repeatElement(Tableau.firstCompaction, count: extra))
    mark.append(contentsOf: repeatElement(-1, count: extra))
    expansions.grow(to: count)
    objective.growSymbols(to: count)
    artificial?.growSymbols(to: count)
    spareArtificial?.growSymbols(to: count)
  }

  /// Removes every cell of `symbol`, wherever it is, and its objective coefficients: for a symbol
  /// leaving the system for good, whose remaining cells can only be round-off.
  mutating func purge(_ symbol: Symbol) {
    for entry in slots(containing: symbol) {
      removeCell(at: Int(entry.cell), inSlot: Int(entry.row), logging: false)
    }
    saveColumn(symbol.index)
    columns[symbol.index].removeAll()
    compactAt[symbol.index] = Tableau.firstCompaction
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

  /// The rows in which `symbol` appears (not as their basic symbol), each once, in the order of
  /// the column, with the cell that holds it.
  func slots(containing symbol: Symbol) -> [ColumnEntry] {
    var found: [ColumnEntry] = []
    let column = columns[symbol.index]
    // A row listed twice (it lost the symbol and took it back) is found twice: a set tells
    // repeats in a long column, a look at what was found in a short one.
    var seen: Set<Int32>? = column.count > 32 ? [] : nil
    for slot in column where slot >= 0 {
      guard let cell = cellIndex(of: symbol, inSlot: Int(slot)) else { continue }
      if seen != nil {
        guard seen!.insert(slot).inserted else { continue }
      } else if found.contains(where: { $0.row == slot }) {
        continue
      }
      found.append(ColumnEntry(row: slot, cell: Int32(cell)))
    }
    return found
  }

  /// The index of `symbol`'s cell in the row in `slot`; nil when the row no longer holds it (or
  /// the slot is gone: a rollback may leave a column listing slots past the last row).
  @inline(__always) func cellIndex(of symbol: Symbol, inSlot slot: Int) -> Int? {
    guard slot >= 0 && slot < rows.count else { return nil }
    return rows[slot].index(of: symbol)
  }

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
    let row = rows[slot]
    if let basic = row.basic {
      saveBasic(basic.index)
      rowOfBasic[basic.index] = -1
    }
    rows[slot] = Row(constant: 0)
    if row.cells.count > Tableau.longRow {
      for cell in row.cells where list(~Int32(slot), inColumn: cell.symbol.index) { compactColumn(cell.symbol) }
    }
    freeSlots.append(Int32(slot))
    return row
  }

  private mutating func appendCell(_ symbol: Symbol, _ coefficient: Double, toSlot slot: Int) {
    saveRow(slot)
    rows[slot].cells.append(Cell(symbol: symbol, coefficient: coefficient))
    if list(Int32(slot), inColumn: symbol.index) { compactColumn(symbol) }
  }

  /// Rows longer than this log the cells they lose in their columns (see above); shorter ones are
  /// looked at instead.
  private static let longRow = 32

  /// Appends a slot, or a slot's complement, to a column; returns whether the column is due to be
  /// compacted. Appending a slot needs no journal: after a rollback the column still lists every
  /// row that holds the symbol. A complement does: it would hide a row the rollback puts back.
  @inline(__always) private mutating func list(_ entry: Int32, inColumn column: Int) -> Bool {
    if entry < 0 { saveColumn(column) }
    columns[column].append(entry)
    return columns[column].count >= compactAt[column]
  }

  /// The column length at which a column is first compacted.
  private static let firstCompaction: Int32 = 64

  /// Drops from a column the complements, the slots they cancel, repeats, and the slots of short
  /// rows that no longer hold the symbol, keeping the order of first listing.
  private mutating func compactColumn(_ symbol: Symbol) {
    let column = symbol.index
    saveColumn(column)
    if slotCount.count < rows.count { slotCount += repeatElement(0, count: rows.count - slotCount.count) }
    var entries: [Int32] = []
    swap(&entries, &columns[column])
    var count: [Int32] = []
    swap(&count, &slotCount)
    // A slot past the last row (a rollback took its row away) is dropped.
    for entry in entries where Int(entry >= 0 ? entry : ~entry) < rows.count {
      count[Int(entry >= 0 ? entry : ~entry)] += entry >= 0 ? 1 : -1
    }
    var kept = 0
    for i in entries.indices {
      let entry = entries[i]
      let slot = Int(entry >= 0 ? entry : ~entry)
      guard slot < rows.count else { continue }
      // A slot's count is back to 0 once its first listing is kept or its last is passed, so
      // the scratch is clean afterwards.
      defer { count[slot] = 0 }
      guard entry >= 0, count[slot] > 0 else { continue }
      if rows[slot].cells.count <= Tableau.longRow && rows[slot].index(of: symbol) == nil { continue }
      entries[kept] = entry
      kept += 1
    }
    swap(&count, &slotCount)
    entries.removeLast(entries.count - kept)
    compactAt[column] = max(Tableau.firstCompaction, Int32(4 * kept))
    swap(&entries, &columns[column])
  }

  /// Appends a cell of a column that was left out of the rows (a dummy's, see
  /// `Solver+DummyColumn.swift`) to the row in `slot`, which must not hold `symbol` yet.
  mutating func appendColumnCell(_ symbol: Symbol, _ coefficient: Double, toSlot slot: Int) {
    expansions.invalidate()
    appendCell(symbol, coefficient, toSlot: slot)
  }

  /// Removes cell `index` of the row in `slot`: the last cell moves into the hole. Its column
  /// keeps the slot (see above).
  private mutating func removeCell(at index: Int, inSlot slot: Int, logging: Bool = true) {
    expansions.invalidate()
    saveRow(slot)
    let lastCell = rows[slot].cells.count - 1
    if logging && lastCell >= Tableau.longRow {
      let symbol = rows[slot].cells[index].symbol
      if list(~Int32(slot), inColumn: symbol.index) { compactColumn(symbol) }
    }
    if index != lastCell { rows[slot].cells.swapAt(index, lastCell) }
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
    // Columns due to be compacted, once the row is back in place (compacting reads rows).
    var due: [Symbol] = []
    for cell in source.cells where mark[cell.symbol.index] < 0 {
      let term = k * cell.coefficient
      // A product of two non-zero coefficients is never round-off (see `cancels`).
      guard term != 0 else { continue }
      // `appendCell`, with the cells in hand.
      cells.append(Cell(symbol: cell.symbol, coefficient: term))
      if list(Int32(slot), inColumn: cell.symbol.index) { due.append(cell.symbol) }
    }
    mark.withUnsafeMutableBufferPointer { mark in
      for i in 0..<existing { mark[cells[i].symbol.index] = -1 }
    }
    swap(&mark, &self.mark)
    if cancelled > 0 {
      // Logged in their columns if the row was long (see above), as the row was before the merge.
      if existing > Tableau.longRow {
        for i in firstCancelled..<existing where cells[i].coefficient == 0 {
          if list(~Int32(slot), inColumn: cells[i].symbol.index) { due.append(cells[i].symbol) }
        }
      }
      Tableau.removeZeroCells(cancelled, from: firstCancelled, in: &cells)
    }
    swap(&cells, &rows[slot].cells)
    for symbol in due { compactColumn(symbol) }
  }

  /// Removes the `count` zero cells of a row's cells, the first of them at `first`, as
  /// `removeCell` would. Back to front, so a swap-remove only moves cells that were already
  /// checked; the scan stops once every zero is removed, not at the row's first cell. Their
  /// columns keep their entries (see above).
  private static func removeZeroCells(_ count: Int, from first: Int, in cells: inout [Cell]) {
    var left = count
    var i = cells.count - 1
    while i >= first && left > 0 {
      defer { i -= 1 }
      guard cells[i].coefficient == 0 else { continue }
      left -= 1
      let lastCell = cells.count - 1
      if i != lastCell { cells[i] = cells[lastCell] }
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
    var listed: [Int32] = []
    swap(&listed, &columns[x.index])
    compactAt[x.index] = Tableau.firstCompaction
    for entry in listed {
      let slot = Int(entry)
      // A complement, a row that lost x, or one listed again after it took x back (x is gone
      // from it by its second listing).
      guard let cell = cellIndex(of: x, inSlot: slot) else { continue }
      rewrittenRows += 1
      let a = rows[slot].cells[cell].coefficient
      removeCell(at: cell, inSlot: slot, logging: false)
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
