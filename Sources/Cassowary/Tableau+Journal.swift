/// What a transaction changed in the tableau, kept so that a failure can put it back exactly.
///
/// Adding a required constraint through phase one, or moving a required constraint's constant,
/// may turn out to be impossible only after pivots. UIKit recovers from that and goes on, so the
/// solver must return to exactly where it was (kiwi does not: nucleic/kiwi#52). Copying the whole
/// tableau first would cost O(rows) on every such call; the journal keeps only the first version
/// of each row, column and basis entry the transaction touches.
struct Journal {
  var rowCount: Int
  var rows: [Int: Row] = [:]
  var columns: [Int: [ColumnEntry]] = [:]
  var basics: [Int: Int32] = [:]
  var freeSlots: [Int32]
  var objective: Objective
  var artificial: ObjectiveRow?
  var infeasible: [Symbol]
}

extension Tableau {
  mutating func beginTransaction() {
    journal = Journal(
      rowCount: rows.count, freeSlots: freeSlots, objective: objective, artificial: artificial,
      infeasible: infeasible)
  }

  mutating func commit() { journal = nil }

  /// Puts back everything the transaction changed. Each saved entry restores its own place, so
  /// the order they are restored in does not matter.
  mutating func rollback() {
    guard let saved = journal else { return }
    journal = nil
    for (slot, row) in saved.rows { rows[slot] = row }
    rows.removeSubrange(saved.rowCount...)
    for (symbol, column) in saved.columns { columns[symbol] = column }
    for (symbol, slot) in saved.basics { rowOfBasic[symbol] = slot }
    freeSlots = saved.freeSlots
    // The symbol arrays may have grown meanwhile; the restored objective must cover them too.
    objective = saved.objective
    objective.growSymbols(to: columns.count)
    artificial = saved.artificial
    artificial?.growSymbols(to: columns.count)
    infeasible = saved.infeasible
  }

  @inline(__always) mutating func saveRow(_ slot: Int) {
    guard journal != nil, slot < journal!.rowCount, journal!.rows[slot] == nil else { return }
    journal!.rows[slot] = rows[slot]
  }

  @inline(__always) mutating func saveColumn(_ symbol: Int) {
    guard journal != nil, journal!.columns[symbol] == nil else { return }
    journal!.columns[symbol] = columns[symbol]
  }

  @inline(__always) mutating func saveBasic(_ symbol: Int) {
    guard journal != nil, journal!.basics[symbol] == nil else { return }
    journal!.basics[symbol] = rowOfBasic[symbol]
  }
}
