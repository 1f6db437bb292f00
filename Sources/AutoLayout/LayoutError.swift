/// A constraint or change UIKit would refuse (by throwing an exception), in UIKit's words.
public enum LayoutError: Error, Equatable, Sendable, CustomStringConvertible {
  case unknownView(ViewID)
  case unknownConstraint(LayoutConstraintID)
  /// Location attributes on different axes, or a location with a size.
  case invalidPairing(LayoutConstraint)
  /// `leading`/`trailing` with `left`/`right`.
  case leadingWithLeft(LayoutConstraint)
  /// A location attribute set to a constant (no second item, or a multiplier of 0).
  case locationEqualToConstant(LayoutConstraint)
  /// The items are not in one view tree.
  case noCommonAncestor(LayoutConstraint)
  case invalidPriority(LayoutConstraint)
  /// Between required and optional: UIKit throws for this change.
  case requiredPriorityChange(LayoutConstraintID)
  case nonFiniteNumber(LayoutConstraint)
  /// An arranged subview that is not a subview of its stack view (or is listed twice).
  case notArrangeable(ViewID, stack: ViewID)

  public var description: String {
    switch self {
    case .unknownView(let id): "unknown view \(id)"
    case .unknownConstraint(let id): "unknown constraint \(id)"
    case .invalidPairing(let c):
      "Invalid pairing of layout attributes: \(c.firstAttribute) and \(c.secondAttribute.map { "\($0)" } ?? "a constant")"
    case .leadingWithLeft:
      "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
    case .locationEqualToConstant:
      "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
    case .noCommonAncestor:
      "Unable to activate constraint because its items have no common ancestor. Does the constraint reference items in different view hierarchies? That's illegal."
    case .invalidPriority(let c): "priority \(c.priority) is not in 1...1000"
    case .requiredPriorityChange:
      "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported."
    case .nonFiniteNumber: "the multiplier or constant is not a finite number"
    case .notArrangeable(let id, let stack):
      "\(id) cannot be arranged by \(stack): an arranged view is a subview of its stack view, listed once"
    }
  }
}
