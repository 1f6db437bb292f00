import AutoLayout
import Cassowary
import ScenarioFormat

/// A constraint of the file that names a view, as the view debugger's inspector lists it.
public struct ConstraintInspection: Hashable, Sendable {
  public enum State: String, Hashable, Sendable {
    /// Active and holding on the last step's frames.
    case satisfied = "active, satisfied"
    /// Active, optional, and given way to something stronger.
    case unsatisfied = "active, not satisfied (optional)"
    case inactive
    /// Broken by conflict recovery.
    case broken
  }

  /// The file's id for it, if it has one.
  public var name: String?
  /// The constraint as written: `title.leading == margins.leading + 8`.
  public var expression: String
  public var state: State
  /// Where the file states it.
  public var location: SourceLocation
  /// The views the constraint relates (a guide stands for its owning view), in order.
  public var views: [String]
}

extension Simulation {
  /// Every constraint of the file that names the view, with its state after the last step.
  public func constraintInspections(of name: String) -> [ConstraintInspection] {
    guard let id = views[name] else { return [] }
    var result: [ConstraintInspection] = []
    for c in constraints {
      guard let engineID = c.engineID else { continue }
      let constraint = engine.constraint(engineID)
      guard constraint.firstItem.owner == id || constraint.secondItem?.owner == id else { continue }
      let state: ConstraintInspection.State
      if engine.isBroken(engineID) {
        state = .broken
      } else if !engine.isActive(engineID) {
        state = .inactive
      } else {
        state = holds(c.expression) ? .satisfied : .unsatisfied
      }
      let owners = [constraint.firstItem.owner] + (constraint.secondItem.map { [$0.owner] } ?? [])
      result.append(
        ConstraintInspection(
          name: c.name, expression: "\(c.expression)", state: state, location: c.expression.location,
          views: owners.map { engine.view($0).name }))
    }
    return result
  }
}
