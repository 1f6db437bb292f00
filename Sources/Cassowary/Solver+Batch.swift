// Many constants changed at once, re-solved once.
//
// A Dynamic Type or locale step gives hundreds of labels a new intrinsic size: two constraints
// each, whose constants change together. ``Solver/setConstant(_:of:)`` runs the dual simplex after
// each, and each run repairs the rows the one change made negative, often undoing the pivots of
// the run before (a label's width moves its neighbours, whose own change comes next). The shifts
// of ``Solver/changeConstant(ofRecord:to:)`` are linear and independent of one another (each adds
// λ·Δ to the rows holding its marker), so all of them can be made first and the dual simplex run
// once on the sum, without the pivots of the runs in between. Where the optimum is unique the values are the same; where it is not, the
// dual simplex may stop at another optimal vertex, as a different order of changes would.
extension Solver {
  /// Replaces the constants of many constraints (each read as in ``setConstant(_:of:)``, in the
  /// order given when one id appears twice) and re-solves once.
  ///
  /// Optional constraints are shifted together and re-solved with one dual simplex. A required
  /// constraint may fail to take its constant, and its failure must name it: those go one by one
  /// after the batch, as ``setConstant(_:of:)`` does them.
  /// - Throws: `.unknownConstraint`, `.nonFiniteNumber` before anything changes; `.unsatisfiable`
  ///   when a required constraint cannot take its new constant, leaving the solver as it was
  ///   before the whole batch.
  public mutating func setConstants(_ changes: [(constant: Double, id: ConstraintID)]) throws(SolverError) {
    valuesAreCurrent = false
    var together: [(index: Int, constant: Double)] = []
    var oneByOne: [(constant: Double, id: ConstraintID)] = []
    together.reserveCapacity(changes.count)
    for change in changes {
      guard let index = recordOfID[change.id], let record = records[index] else {
        throw .unknownConstraint(change.id)
      }
      guard change.constant.isFinite else { throw .nonFiniteNumber(change.id) }
      // (An optional constraint's marker is a slack or an error, whose column is always in.)
      if record.isRequired || !hasColumn(record) {
        oneByOne.append(change)
      } else {
        together.append((index, change.constant))
      }
    }
    // Only a batch with required changes can fail halfway: it keeps the solver to go back to (a
    // copy shares its storage until the first write, so this costs one copy of the tableau).
    let before: Solver? = oneByOne.isEmpty ? nil : self
    do {
      try changeConstants(together)
      for change in oneByOne { try setConstant(change.constant, of: change.id) }
    } catch {
      if let before { self = before }
      throw error
    }
  }

  /// Shifts the rows for every change, then runs the dual simplex once.
  /// - Throws: `.internalInconsistency` when a row stays infeasible, which optional constraints
  ///   (each with an error or slack free to absorb the change) cannot cause.
  private mutating func changeConstants(_ changes: [(index: Int, constant: Double)]) throws(SolverError) {
    guard !changes.isEmpty else { return }
    var broken: Int?
    for change in changes {
      if let slot = shiftConstants(ofRecord: change.index, to: change.constant) { broken = slot }
    }
    if broken == nil { broken = dualOptimize() }
    guard broken == nil else {
      throw .internalInconsistency("optional constraints' new constants left a row infeasible")
    }
  }
}
