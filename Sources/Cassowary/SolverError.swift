/// Every way a ``Solver`` call can fail. Each case carries the culprit; a call that throws leaves
/// the solver exactly as it was before the call.
public enum SolverError: Error, Equatable, Sendable, CustomStringConvertible {
  /// ``Solver/add(_:id:)`` with an id that is already in the solver.
  case duplicateConstraint(ConstraintID)
  /// A constraint id the solver does not hold.
  case unknownConstraint(ConstraintID)
  /// A required constraint (or a change to one) that cannot hold together with the required
  /// constraints already there. `conflict` lists those constraints, the culprit included, in id
  /// order: the set UIKit prints under "Unable to simultaneously satisfy constraints."
  case unsatisfiable(ConstraintID, conflict: [ConstraintID])
  /// ``Solver/addEditVariable(_:priority:)`` for a variable that already has one.
  case duplicateEditVariable(Variable)
  /// An edit call for a variable that has no edit variable.
  case unknownEditVariable(Variable)
  /// An edit variable must be optional (below 1000), as kiwi's `BadRequiredStrength`.
  case requiredEditVariable(Variable)
  /// A priority outside 1...1000, or not a number.
  case invalidPriority(Priority)
  /// UIKit forbids changing a constraint between required and optional (it throws); so does the solver.
  case requiredPriorityChange(ConstraintID)
  /// A coefficient, constant or suggested value that is NaN or infinite. `nil` for an edit value.
  case nonFiniteNumber(ConstraintID?)
  /// A variable this solver did not make.
  case unknownVariable(Variable)
  /// A broken internal invariant: a bug in the solver, never a mistake in the caller's input.
  case internalInconsistency(String)

  public var description: String {
    switch self {
    case .duplicateConstraint(let id): "constraint \(id) is already in the solver"
    case .unknownConstraint(let id): "constraint \(id) is not in the solver"
    case .unsatisfiable(let id, let conflict):
      "constraint \(id) cannot be satisfied; it conflicts with \(conflict.map(\.description).joined(separator: ", "))"
    case .duplicateEditVariable(let v): "\(v) already has an edit variable"
    case .unknownEditVariable(let v): "\(v) has no edit variable"
    case .requiredEditVariable(let v): "the edit variable for \(v) must have a priority below 1000"
    case .invalidPriority(let p): "priority \(p) is not in 1...1000"
    case .requiredPriorityChange(let id):
      "constraint \(id) cannot change between required and optional priority"
    case .nonFiniteNumber(let id):
      id.map { "constraint \($0) has a coefficient or constant that is not a finite number" }
        ?? "the suggested value is not a finite number"
    case .unknownVariable(let v): "\(v) was not made by this solver"
    case .internalInconsistency(let what): "internal solver error: \(what)"
    }
  }
}
