import Cassowary

// A step that re-measures many labels (a new locale, a Dynamic Type category) changes two
// intrinsic-size constants per label. One by one, each change re-solves (a dual simplex run per
// constant, a quarter of such a step); batched, the solver shifts them all and re-solves once
// (``Solver/setConstants(_:)``). Only optional constants wait: a required one that cannot take its
// constant is logged and kept as it was at once, as before.
extension LayoutEngine {
  /// From now until ``endConstantBatch()``, optional system constants (intrinsic sizes at their
  /// hugging and compression priorities) are collected instead of re-solved one by one. Nothing
  /// between the two calls may read the solution.
  public mutating func beginConstantBatch() {
    if pendingConstants == nil { pendingConstants = [] }
  }

  /// Gives the solver every constant collected since ``beginConstantBatch()`` and re-solves once.
  public mutating func endConstantBatch() {
    guard let changes = pendingConstants else { return }
    pendingConstants = nil
    guard !changes.isEmpty else { return }
    do {
      try solver.setConstants(changes)
    } catch {
      // A constraint taken out since its change was collected (`.unknownConstraint`, thrown
      // before anything changed): the others one by one, as without a batch.
      for change in changes { try? solver.setConstant(change.constant, of: change.id) }
    }
  }
}
