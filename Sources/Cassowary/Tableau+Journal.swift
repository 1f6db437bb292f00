/// What a transaction changed in the tableau, kept so that a failure can put it back exactly.
///
/// Adding a required constraint through phase one, or moving a required constraint's constant,
/// may turn out to be impossible only after pivots. UIKit recovers from that and goes on, so the
/// solver must return to exactly where it was (kiwi does not: nucleic/kiwi#52). Copying the whole
/// tableau first would cost O(rows) on every such call; the journal keeps only the first version
/// of each row, column and basis entry the transaction touches. Columns are saved only before a
/// slot leaves them or a complement is logged: one that was only appended slots to still lists,
/// after the rollback, every row that holds its symbol, which is all a column promises (see
/// `Tableau`).
struct Journal {
  var rowCount: Int
  var rows: [(Int, Row)] = []
  var columns: [(Int, [Int32])] = []
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
}
