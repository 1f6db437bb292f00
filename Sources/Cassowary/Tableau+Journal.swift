/// What a transaction changed in the tableau, kept so that a failure can put it back exactly.
///
/// Adding a required constraint through phase one, or moving a required constraint's constant,
/// may turn out to be impossible only after pivots. UIKit recovers from that and goes on, so the
/// solver must return to exactly where it was (kiwi does not: nucleic/kiwi#52). Copying the whole
/// tableau first would cost O(rows) on every such call; the journal keeps only the first version
/// of each row, column and basis entry the transaction touches.
struct Journal {
  var rowCount: Int
  var rows: [(Int, Row)] = []
  var columns: [(Int, [ColumnEntry])] = []
  /// Index repoints (a cell's column entry, an entry's cell) in rows and columns not saved when
  /// they were made: (slot or symbol, index, old value). Saving a whole row or column for one
  /// index would make the next write to it copy every cell (Form (kiwi): most pivots cancel
  /// cells, and each cancelled cell repoints a cell of another row).
  var cellRepoints: [(Int32, Int32, Int32)] = []
  var entryRepoints: [(Int32, Int32, Int32)] = []
  /// Per symbol: its row's slot and its rank.
  var basics: [(Int, Int32, Int64)] = []
  var freeSlots: [Int32]
  /// The objective records its own changes (see `ObjectiveRow.beginLog()`); its candidates are
  /// kept here.
  var candidates: [Symbol]
  var artificial: ObjectiveRow?
  var infeasible: [Symbol]
  /// This transaction's number: a row, column or basis entry is saved once per transaction, and
  /// `JournalMarks` says which were, without hashing.
  var stamp: UInt32
}

/// Per slot and per symbol, the number of the last transaction that saved it.
struct JournalMarks {
  var rows: [UInt32] = []
  var columns: [UInt32] = []
  var basics: [UInt32] = []
  var lastStamp: UInt32 = 0
  /// The open transaction's stamp (0: none) and row count, copies of the journal's: the checks
  /// on every cell write read these, where reading `journal?.stamp` copied the whole journal
  /// (a retain and a release of each of its arrays, per cell written).
  var open: UInt32 = 0
  var openRowCount = 0
}

extension Tableau {
  mutating func beginTransaction() {
    marks.lastStamp &+= 1
    if marks.lastStamp == 0 {  // wrapped: forget every old mark
      marks = JournalMarks(lastStamp: 1)
    }
    journal = Journal(
      rowCount: rows.count, freeSlots: freeSlots, candidates: objective.candidates,
      artificial: artificial, infeasible: infeasible, stamp: marks.lastStamp)
    marks.open = marks.lastStamp
    marks.openRowCount = rows.count
    objective.beginLog()
  }

  mutating func commit() {
    guard journal != nil else { return }
    journal = nil
    marks.open = 0
    objective.commitLog()
  }

  /// Puts back everything the transaction changed. Each saved entry restores its own place, so
  /// the order they are restored in does not matter.
  mutating func rollback() {
    guard let saved = journal else { return }
    journal = nil
    marks.open = 0
    expansions.invalidate()
    for (slot, row) in saved.rows { rows[slot] = row }
    rows.removeSubrange(saved.rowCount...)
    for (symbol, column) in saved.columns { columns[symbol] = column }
    // A repoint was logged only while its row (column) was unsaved, so the saved version, if
    // any, was taken later, at the same cell positions: undoing the repoints newest first after
    // the saved versions are back gives the original.
    for (slot, cell, old) in saved.cellRepoints.reversed() { rows[Int(slot)].cells[Int(cell)].slot = old }
    for (symbol, entry, old) in saved.entryRepoints.reversed() {
      columns[Int(symbol)][Int(entry)].cell = old
    }
    for (symbol, slot, rank) in saved.basics {
      rowOfBasic[symbol] = slot
      self.rank[symbol] = rank
    }
    freeSlots = saved.freeSlots
    objective.rollbackLog(candidates: saved.candidates)
    artificial = saved.artificial
    artificial?.growSymbols(to: columns.count)
    infeasible = saved.infeasible
  }

  @inline(__always) mutating func saveRow(_ slot: Int) {
    changes.noteRow(slot)
    let stamp = marks.open
    guard stamp != 0, slot < marks.openRowCount else { return }
    if marks.rows.count <= slot { marks.rows += repeatElement(0, count: slot + 1 - marks.rows.count) }
    guard marks.rows[slot] != stamp else { return }
    marks.rows[slot] = stamp
    journal!.rows.append((slot, rows[slot]))
  }

  @inline(__always) mutating func saveColumn(_ symbol: Int) {
    let stamp = marks.open
    guard stamp != 0 else { return }
    if marks.columns.count <= symbol { marks.columns += repeatElement(0, count: symbol + 1 - marks.columns.count) }
    guard marks.columns[symbol] != stamp else { return }
    marks.columns[symbol] = stamp
    journal!.columns.append((symbol, columns[symbol]))
  }

  @inline(__always) mutating func saveBasic(_ symbol: Int) {
    changes.noteBasic(symbol)
    let stamp = marks.open
    guard stamp != 0 else { return }
    if marks.basics.count <= symbol { marks.basics += repeatElement(0, count: symbol + 1 - marks.basics.count) }
    guard marks.basics[symbol] != stamp else { return }
    marks.basics[symbol] = stamp
    journal!.basics.append((symbol, rowOfBasic[symbol], rank[symbol]))
  }

  /// Points cell `cell` of the row in `slot` at its column's entry `entry`, logging the old index
  /// instead of saving the row when the transaction has not saved it.
  @inline(__always) mutating func repointCell(_ cell: Int, inSlot slot: Int, toEntry entry: Int32) {
    let stamp = marks.open
    if stamp != 0, slot < marks.openRowCount, slot >= marks.rows.count || marks.rows[slot] != stamp
    {
      journal!.cellRepoints.append((Int32(slot), Int32(cell), rows[slot].cells[cell].slot))
    }
    rows[slot].cells[cell].slot = entry
  }

  /// Points entry `entry` of `symbol`'s column at cell `cell` of its row, logging the old index
  /// instead of saving the column when the transaction has not saved it.
  @inline(__always) mutating func repointEntry(_ entry: Int, ofColumn symbol: Int, toCell cell: Int32) {
    let stamp = marks.open
    if stamp != 0, symbol >= marks.columns.count || marks.columns[symbol] != stamp {
      journal!.entryRepoints.append((Int32(symbol), Int32(entry), columns[symbol][entry].cell))
    }
    columns[symbol][entry].cell = cell
  }
}
