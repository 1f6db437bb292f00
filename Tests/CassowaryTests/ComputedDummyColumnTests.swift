import XCTest

@testable import Cassowary

/// A required equality's dummy column, computed by substitution (`Solver+DummyColumn.swift`),
/// must be the column a rebuild writes in, and removals and constant changes through it must give
/// the values a solver built from scratch gives.
final class ComputedDummyColumnTests: XCTestCase {
  /// A binary tree of `n` views in heap order (the benchmark's Moving Tree): view 0 fills a window
  /// whose size is edited, a left child takes its parent's left half, a right child the right
  /// half, inset 2 pt; each view prefers a width of 40 (weak).
  private struct Tree {
    var solver = Solver()
    var x: [Variable] = [], y: [Variable] = [], w: [Variable] = [], h: [Variable] = []
    var ties: [[ConstraintID]] = []
    var window: (w: Variable, h: Variable)

    init(_ n: Int, parents: [Int]? = nil) throws {
      window = (solver.makeVariable("W"), solver.makeVariable("H"))
      try solver.addEditVariable(window.w, priority: 999)
      try solver.addEditVariable(window.h, priority: 999)
      try solver.suggestValue(375, for: window.w)
      try solver.suggestValue(667, for: window.h)
      for i in 0..<n {
        x.append(solver.makeVariable("x\(i)"))
        y.append(solver.makeVariable("y\(i)"))
        w.append(solver.makeVariable("w\(i)"))
        h.append(solver.makeVariable("h\(i)"))
      }
      for i in 0..<n {
        let parent = parents?[i] ?? (i - 1) / 2
        ties.append(try tie(i, to: i == 0 ? nil : parent, left: i % 2 == 1))
        try solver.add((w[i] == 40).priority(.defaultLow))
      }
    }

    mutating func tie(_ i: Int, to parent: Int?, left: Bool) throws -> [ConstraintID] {
      guard let p = parent else {
        return [
          try solver.add(x[i] == 0), try solver.add(y[i] == 0),
          try solver.add(w[i] == window.w), try solver.add(h[i] == window.h),
        ]
      }
      return [
        try solver.add(left ? x[i] == x[p] + 2 : x[i] == x[p] + 0.5 * w[p] + 1),
        try solver.add(w[i] == 0.5 * w[p] - 3),
        try solver.add(y[i] == y[p] + 2),
        try solver.add(h[i] == h[p] - 4),
      ]
    }

    var variables: [Variable] { x + y + w + h }
  }

  private func assertSameValues(_ a: Solver, _ b: Solver, _ variables: [Variable], _ what: String) {
    for v in variables {
      assertValue(a.value(of: v), b.value(of: v), "\(what): \(a.name(of: v))")
    }
  }

  /// Every required equality's column, computed, is the column a rebuild with that dummy in
  /// writes, cell for cell: the rows are the same, as the rebuild re-enters the same records in
  /// the same order.
  func testAComputedColumnIsTheRebuiltColumn() throws {
    let tree = try Tree(15)
    XCTAssertFalse(tree.solver.dummiesInRows)
    var checked = 0
    for (index, record) in tree.solver.records.enumerated() {
      guard let record, record.marker.kind == .dummy else { continue }
      var computed = tree.solver
      XCTAssertTrue(computed.writeDummyColumn(ofRecord: index))
      var rebuilt = tree.solver
      rebuilt.records[index]?.constantMayChange = true
      try rebuilt.rebuildTableau()
      try computed.checkInvariants()
      XCTAssertEqual(Set(computed.tableau.basicSymbols), Set(rebuilt.tableau.basicSymbols))
      for basic in rebuilt.tableau.basicSymbols {
        let mine = computed.tableau.rows[computed.tableau.slot(of: basic)!].coefficient(for: record.marker)
        let theirs = rebuilt.tableau.rows[rebuilt.tableau.slot(of: basic)!].coefficient(for: record.marker)
        assertValue(mine, theirs, "column of \(record.marker) in the row of \(basic)")
      }
      checked += 1
    }
    XCTAssertEqual(checked, 4 * 15)
  }

  /// Moving node 1's subtree under the last view (the benchmark's move): four removals through
  /// computed columns, no rebuild, and the values of a solver built with the new parent.
  func testMovingASubtreeComputesColumnsInsteadOfRebuilding() throws {
    var tree = try Tree(15)
    for id in tree.ties[1] { try tree.solver.remove(id) }
    tree.ties[1] = try tree.tie(1, to: 14, left: true)
    XCTAssertFalse(tree.solver.dummiesInRows)
    XCTAssertEqual(tree.solver.columnRebuilds, 0)
    XCTAssertEqual(tree.solver.computedColumns, 4)
    try tree.solver.checkInvariants()
    var parents = (0..<15).map { ($0 - 1) / 2 }
    parents[1] = 14
    let fresh = try Tree(15, parents: parents)
    assertSameValues(tree.solver, fresh.solver, tree.variables, "after the move")
    // x1 = x14 + 2 where x14 = x6 + w6/2 + 1, …: the window's width still reaches it.
    try tree.solver.suggestValue(812, for: tree.window.w)
    var rotated = fresh
    try rotated.solver.suggestValue(812, for: rotated.window.w)
    assertSameValues(tree.solver, rotated.solver, tree.variables, "after the rotation")
  }

  /// A constant change on a required equality not said to change writes its computed column in:
  /// no rebuild, and the solution moves as the constraint says.
  func testAnUndeclaredConstantChangesThroughAComputedColumn() throws {
    var tree = try Tree(7)
    // Node 3's inset from its parent's left edge, 2 → 10.
    try tree.solver.setConstant(-10, of: tree.ties[3][0])
    XCTAssertEqual(tree.solver.columnRebuilds, 0)
    XCTAssertFalse(tree.solver.dummiesInRows)
    try tree.solver.checkInvariants()
    // x1 = 2, x3 = x1 + 10.
    assertValue(tree.solver.value(of: tree.x[3]), 12)
    try tree.solver.setConstant(-2, of: tree.ties[3][0])
    XCTAssertEqual(tree.solver.computedColumns, 1)
    assertValue(tree.solver.value(of: tree.x[3]), 4)
    try tree.solver.checkInvariants()
  }

  /// After `maxComputedColumns` columns the next removal writes every dummy in at once, so a
  /// program removing a whole subtree pays one rebuild, not a pass per constraint.
  func testManyRemovalsEndWithEveryDummyIn() throws {
    var tree = try Tree(31)
    var removed = 0
    for view in [1, 3, 4, 7, 8, 9, 10] {
      for id in tree.ties[view] {
        try tree.solver.remove(id)
        removed += 1
        XCTAssertEqual(tree.solver.dummiesInRows, removed > Solver.maxComputedColumns)
      }
    }
    try tree.solver.checkInvariants()
    // Loose views keep their weak width; the rest still follow the window.
    assertValue(tree.solver.value(of: tree.w[2]), 0.5 * 375 - 3)
    assertValue(tree.solver.value(of: tree.w[9]), 40)
  }
}
