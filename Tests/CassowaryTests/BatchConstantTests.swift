// `setConstants`: many constants changed, re-solved once. On a system with one optimum the batch
// must give what the same changes give one by one and what a fresh solver gives; a batch whose
// required change cannot hold must leave the solver exactly as it was.
import Cassowary
import XCTest

final class BatchConstantTests: XCTestCase {
  /// A row of `count` labels, as the engine makes it: each label's width resists compression
  /// (750) and hugs (250) its intrinsic width, the labels sit 8 apart after a required leading
  /// margin, and a container is pulled (weakly) to the least width that holds them; their heights
  /// hug and resist the same way and the container's height holds the tallest. Strict priorities
  /// make every value unique: each width is its intrinsic width, each position their sum.
  private struct LabelRow {
    var model: SystemModel
    var widths: [Variable], heights: [Variable], all: [Variable]
    /// The ids of each label's four intrinsic-size constraints (width ≥, width ≤, height ≥,
    /// height ≤), the leading margin's, and the container's required width limit's.
    var intrinsic: [[ConstraintID]] = [], margin = ConstraintID(0), limit = ConstraintID(0)

    init(count: Int, minimumFirstWidth: Double = 0) {
      model = SystemModel(variableCount: 3 * count + 2)
      var scratch = Solver()
      all = makeVariables(&scratch, 3 * count + 2)
      let x = Array(all[0..<count])
      widths = Array(all[count..<2 * count])
      heights = Array(all[2 * count..<3 * count])
      let (total, rowHeight) = (all[3 * count], all[3 * count + 1])
      var next = 1
      func add(_ constraint: Constraint) -> ConstraintID {
        let id = ConstraintID(next)
        model.constraints[id] = constraint
        next += 1
        return id
      }
      margin = add(x[0] == 16)
      for i in 0..<count {
        intrinsic.append([
          add((widths[i] >= 60).priority(750)), add((widths[i] <= 60).priority(250)),
          add((heights[i] >= 20).priority(750)), add((heights[i] <= 20).priority(250)),
        ])
        _ = add(widths[i] >= (i == 0 ? minimumFirstWidth : 0))
        _ = add(rowHeight >= heights[i])
        if i > 0 { _ = add(x[i] == x[i - 1] + widths[i - 1] + 8) }
      }
      _ = add(total >= x[count - 1] + widths[count - 1] + 16)
      limit = add(total <= 10_000)
      _ = add((total == 0).priority(1))
      _ = add((rowHeight == 0).priority(1))
    }
  }

  /// New intrinsic sizes for every label (and, when asked, a new leading margin, a required
  /// change), written into `row.model` too.
  private func changes(
    _ row: inout LabelRow, _ random: inout SplitMix64, margin: Double?
  ) -> [(constant: Double, id: ConstraintID)] {
    var result: [(constant: Double, id: ConstraintID)] = []
    func set(_ id: ConstraintID, _ constraint: Constraint) {
      row.model.constraints[id]!.expression.constant = constraint.expression.constant
      result.append((constraint.expression.constant, id))
    }
    for (i, ids) in row.intrinsic.enumerated() {
      let width = Double(Int.random(in: 10...200, using: &random))
      let height = Double(Int.random(in: 14...80, using: &random))
      set(ids[0], row.widths[i] >= width)
      set(ids[1], row.widths[i] <= width)
      set(ids[2], row.heights[i] >= height)
      set(ids[3], row.heights[i] <= height)
    }
    if let margin { set(row.margin, row.all[0] == margin) }
    return result
  }

  func testABatchGivesWhatOneByOneChangesAndAFreshSolverGive() throws {
    var row = LabelRow(count: 24)
    var (batched, _) = try row.model.makeSolver()
    var oneByOne = batched
    var random = SplitMix64(seed: 13)
    for round in 0..<8 {
      let batch = changes(&row, &random, margin: round % 3 == 2 ? Double(8 * round) : nil)
      try batched.setConstants(batch)
      for change in batch { try oneByOne.setConstant(change.constant, of: change.id) }
      let (fresh, _) = try row.model.makeSolver()
      assertInvariants(batched)
      for v in row.all {
        assertValue(batched.value(of: v), oneByOne.value(of: v), "\(v), round \(round), one by one")
        assertValue(batched.value(of: v), fresh.value(of: v), "\(v), round \(round), fresh")
      }
      for p in row.model.priorities {
        assertValue(batched.objectiveValue(at: p), fresh.objectiveValue(at: p), "objective at \(p)")
      }
    }
  }

  func testAFailingRequiredChangeLeavesTheSolverExactlyAsItWas() throws {
    // The first label at least 40 wide: 24 labels need 16 + 40 + 23 × 8 + 16 = 256 at least.
    var row = LabelRow(count: 24, minimumFirstWidth: 40)
    var (solver, _) = try row.model.makeSolver()
    var random = SplitMix64(seed: 7)
    try solver.setConstants(changes(&row, &random, margin: nil))
    let dump = solver.dump()
    let before = values(solver, row.all)
    var batch = changes(&row, &random, margin: 20)
    batch.append(((row.all[3 * 24] <= 250).expression.constant, row.limit))
    assertUnsatisfiable(row.limit) { () throws(SolverError) in try solver.setConstants(batch) }
    XCTAssertEqual(solver.dump(), dump)
    XCTAssertEqual(values(solver, row.all), before)
    assertInvariants(solver)
    // The same limit with room to spare holds, and compresses the labels (at 750) to fit.
    batch[batch.count - 1].constant = (row.all[3 * 24] <= 300).expression.constant
    try solver.setConstants(batch)
    assertValue(solver.value(of: row.all[3 * 24]), 300, "the container at its limit")
    assertInvariants(solver)
  }

  func testAnUnknownOrNonFiniteChangeThrowsBeforeAnythingChanges() throws {
    let row = LabelRow(count: 4)
    var (solver, _) = try row.model.makeSolver()
    let dump = solver.dump()
    let valid = ((row.widths[0] >= 90).expression.constant, row.intrinsic[0][0])
    assertThrows(.unknownConstraint(ConstraintID(999))) { () throws(SolverError) in
      try solver.setConstants([valid, (1, ConstraintID(999))])
    }
    assertThrows(.nonFiniteNumber(row.intrinsic[0][1])) { () throws(SolverError) in
      try solver.setConstants([valid, (.infinity, row.intrinsic[0][1])])
    }
    XCTAssertEqual(solver.dump(), dump)
  }
}
