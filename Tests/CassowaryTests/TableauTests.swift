import XCTest

@testable import Cassowary

/// The sparse matrix under the solver: rows, the column index and the row algebra.
final class TableauTests: XCTestCase {
  private func symbol(_ id: Int, _ kind: Symbol.Kind = .slack) -> Symbol { Symbol(id: id, kind: kind) }

  private func tableau(symbols: Int) -> Tableau {
    var tableau = Tableau()
    tableau.growSymbols(to: symbols)
    return tableau
  }

  private func row(_ constant: Double, _ cells: [(Symbol, Double)]) -> Row {
    Row(constant: constant, cells: cells.map { Cell(symbol: $0.0, coefficient: $0.1, slot: -1) })
  }

  func testInsertIndexesEveryCellInItsColumn() throws {
    var t = tableau(symbols: 8)
    t.insert(row(5, [(symbol(2), 1), (symbol(3), -2)]), basic: symbol(1))
    t.insert(row(7, [(symbol(3), 4)]), basic: symbol(4))
    XCTAssertEqual(t.slots(containing: symbol(3)).count, 2)
    XCTAssertEqual(t.slots(containing: symbol(2)).count, 1)
    XCTAssertEqual(t.value(of: symbol(1)), 5)
    XCTAssertEqual(t.value(of: symbol(2)), 0)
  }

  func testAddMergesCellsAndDropsCancelledOnes() {
    // r = 1 + 2·s2 + 3·s3;  r += -1 × (4 + 2·s2 + s5)  →  r = -3 + 3·s3 - s5
    var t = tableau(symbols: 8)
    let slot = t.insert(row(1, [(symbol(2), 2), (symbol(3), 3)]), basic: symbol(1))
    t.add(row(4, [(symbol(2), 2), (symbol(5), 1)]), times: -1, toSlot: slot)
    let r = t.rows[slot]
    XCTAssertEqual(r.constant, -3)
    XCTAssertEqual(r.coefficient(for: symbol(2)), 0)
    XCTAssertNil(r.index(of: symbol(2)))
    XCTAssertEqual(r.coefficient(for: symbol(3)), 3)
    XCTAssertEqual(r.coefficient(for: symbol(5)), -1)
    XCTAssertTrue(t.slots(containing: symbol(2)).isEmpty)
    XCTAssertEqual(t.slots(containing: symbol(5)).count, 1)
  }

  func testPivotSolvesForTheEnteringSymbolAndSubstitutesIt() {
    // s1 = 6 - 2·s2;  s4 = 1 + s2.  Pivot s2 into s1's row: s2 = 3 - s1/2, so s4 = 4 - s1/2.
    var t = tableau(symbols: 8)
    let a = t.insert(row(6, [(symbol(2), -2)]), basic: symbol(1))
    let b = t.insert(row(1, [(symbol(2), 1)]), basic: symbol(4))
    t.pivot(slot: a, entering: symbol(2))
    XCTAssertEqual(t.rows[a].basic, symbol(2))
    XCTAssertEqual(t.rows[a].constant, 3)
    XCTAssertEqual(t.rows[a].coefficient(for: symbol(1)), -0.5)
    XCTAssertEqual(t.rows[b].constant, 4)
    XCTAssertEqual(t.rows[b].coefficient(for: symbol(1)), -0.5)
    XCTAssertFalse(t.isBasic(symbol(1)))
    XCTAssertTrue(t.slots(containing: symbol(2)).isEmpty)
  }

  func testSubstituteQueuesRestrictedRowsThatTurnNegative() {
    var t = tableau(symbols: 8)
    t.insert(row(1, [(symbol(2), 1)]), basic: symbol(1))
    t.insert(row(1, [(symbol(2), 1)]), basic: symbol(3, .external))
    t.substitute(symbol(2), with: row(-5, []))
    XCTAssertEqual(t.infeasible, [symbol(1)])
  }

  func testRemovedRowsFreeTheirSlotAndColumns() {
    var t = tableau(symbols: 8)
    let slot = t.insert(row(1, [(symbol(2), 1), (symbol(3), 1)]), basic: symbol(1))
    let removed = t.removeRow(atSlot: slot)
    XCTAssertEqual(removed.cells.count, 2)
    XCTAssertFalse(t.isBasic(symbol(1)))
    XCTAssertTrue(t.slots(containing: symbol(2)).isEmpty)
    let reused = t.insert(row(2, []), basic: symbol(5))
    XCTAssertEqual(reused, slot)
  }

  func testCanonicalExpansionReplacesBasicSymbolsByTheirRows() {
    var t = tableau(symbols: 8)
    t.insert(row(10, [(symbol(2), 1)]), basic: symbol(1, .external))
    // 3·v1 - 3·s2 + 1  →  3·(10 + s2) - 3·s2 + 1 = 31
    var expansion = Expansion()
    let r = expansion.canonical([(symbol(1, .external), 3), (symbol(2), -3)], constant: 1, in: t)
    XCTAssertEqual(r.constant, 31)
    XCTAssertTrue(r.cells.isEmpty)
  }

  func testLazyRowsExpandThroughSharedReferencesOnce() {
    // v1 = 1 + s5;  v2 = 2 + 2·v1;  v3 = v1 + v2 (a diamond).  v3 = 1 + s5 + 2 + 2 + 2·s5 = 5 + 3·s5.
    var t = tableau(symbols: 8)
    t.insert(row(1, [(symbol(5), 1)]), basic: symbol(1, .external))
    t.insert(row(2, [(symbol(1, .external), 2)]), basic: symbol(2, .external))
    t.insert(row(0, [(symbol(1, .external), 1), (symbol(2, .external), 1)]), basic: symbol(3, .external))
    var expansion = Expansion()
    let r = expansion.canonical([(symbol(3, .external), 1)], constant: 0, in: t)
    XCTAssertEqual(r.constant, 5)
    XCTAssertEqual(r.cells.count, 1)
    XCTAssertEqual(r.coefficient(for: symbol(5)), 3)
    XCTAssertEqual(t.value(of: symbol(3, .external)), 5)
    XCTAssertEqual(expansion.values(of: [symbol(3, .external), symbol(2, .external), symbol(5)], in: t), [5, 4, 0])
  }

  /// Rows and column index in full, cell and entry positions included.
  private func snapshot(_ t: Tableau) -> String {
    let rows = t.rows.map { row in
      "\(row.basic.map { "\($0)" } ?? "-") = \(row.constant)"
        + row.cells.map { " \($0.symbol)·\($0.coefficient)@\($0.slot)" }.joined()
    }
    let columns = t.columns.map { $0.map { "(\($0.row),\($0.cell))" }.joined() }
    return (rows + ["|"] + columns).joined(separator: "\n")
  }

  func testRollbackRestoresIndexesRepointedInRowsAndColumnsItDidNotSave() {
    // Cancelling s2 in the first row moves s2's last column entry (the third row's) into its place
    // and the first row's last cell (s3) into the hole: the transaction repoints an index in a row
    // and in a column it never saved, then saves that row for a change of its own.
    var t = tableau(symbols: 8)
    let first = t.insert(row(1, [(symbol(2), 2), (symbol(3), 3)]), basic: symbol(1))
    t.insert(row(2, [(symbol(2), 1), (symbol(3), 1)]), basic: symbol(4))
    let third = t.insert(row(3, [(symbol(5), 2), (symbol(2), 5)]), basic: symbol(6))
    let before = snapshot(t)
    t.beginTransaction()
    t.add(row(4, [(symbol(2), 2)]), times: -1, toSlot: first)
    XCTAssertNil(t.rows[first].index(of: symbol(2)))
    t.add(row(1, [(symbol(7), 1)]), times: 1, toSlot: third)
    XCTAssertNotEqual(snapshot(t), before)
    t.rollback()
    XCTAssertEqual(snapshot(t), before)
  }
}
