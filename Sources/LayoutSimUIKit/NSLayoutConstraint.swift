import AutoLayout
import Cassowary

/// `NSLayoutConstraint`: `firstItem.firstAttribute RELATION multiplier × secondItem.secondAttribute
/// + constant`, at a priority. Activating one installs it on the items' nearest common ancestor,
/// as UIKit does; the window's engine (``LayoutEngine``) solves it at the next layout pass.
@preconcurrency @MainActor open class NSLayoutConstraint {
  /// `NSLayoutConstraint.Attribute`, with UIKit's raw values (NSLayoutConstraint.h).
  public enum Attribute: Int, Sendable {
    case left = 1
    case right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case notAnAttribute = 0
    /// The deprecated `.baseline`, `lastBaseline`'s other name.
    public static let baseline = Attribute.lastBaseline
  }

  /// `NSLayoutConstraint.Relation`.
  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1
  }

  /// `NSLayoutConstraint.Axis`.
  public enum Axis: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }

  let first: (any ConstraintItem)?
  public let firstAttribute: Attribute
  public let relation: Relation
  let second: (any ConstraintItem)?
  public let secondAttribute: Attribute
  public let multiplier: CGFloat
  /// A system-spacing constraint (`equalToSystemSpacingAfter:`) keeps its multiple here; its
  /// constant is the standard spacing times it.
  public var constant: CGFloat {
    didSet { if constant != oldValue, isActive { invalidateLayout() } }
  }
  public var priority: UILayoutPriority = .required {
    didSet { if priority != oldValue, isActive { invalidateLayout() } }
  }
  /// Printed in conflict logs, as UIKit's `identifier` is.
  public var identifier: String?
  public var shouldBeArchived = false

  /// The view this constraint is installed on while active (`view.constraints` lists it).
  weak var container: UIView?
  /// Its identity in the window's engine while installed there.
  var engineID: LayoutConstraintID?
  /// When it was activated, counted in its tree (``UIView/activationCount``): the engine gets
  /// constraints in the order the app activated them, which decides which one a conflict breaks.
  var activationOrder = 0
  /// What the engine was last told, to send only changes.
  var installedConstant: CGFloat = 0
  var installedPriority: UILayoutPriority = .required

  init(
    _ first: (any ConstraintItem)?, _ firstAttribute: Attribute, _ relation: Relation,
    _ second: (any ConstraintItem)?, _ secondAttribute: Attribute, multiplier: CGFloat,
    constant: CGFloat
  ) {
    self.first = first
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.second = second
    self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
    self.multiplier = multiplier
    self.constant = constant
  }

  /// UIKit's item/attribute initialiser. Items are views or layout guides; anything else is
  /// refused when the constraint is activated (UIKit throws; here it is logged).
  public convenience init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    self.init(
      view1 as? any ConstraintItem, attr1, relation, view2 as? any ConstraintItem, attr2,
      multiplier: multiplier, constant: c)
  }

  public var firstItem: AnyObject? { first }
  public var secondItem: AnyObject? { second }

  /// `isActive`: setting it installs the constraint on the nearest common ancestor of its items
  /// (or logs why it cannot, where UIKit throws) and takes it out again.
  public var isActive: Bool {
    get { container != nil }
    set {
      if newValue == isActive { return }
      if newValue {
        guard let holder = commonAncestor() else {
          Console.log(
            "Unable to activate constraint \(self) because it has no common ancestor. Does the "
              + "constraint or its anchors reference items in different view hierarchies? That's illegal."
          )
          return
        }
        holder.install(self)
      } else {
        container?.uninstall(self)
      }
    }
  }

  public static func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  public static func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// A change to the constraint moves its items: they and their superviews (whose
  /// `layoutSubviews()` applies the new frames) need layout.
  func invalidateLayout() {
    for item in [first, second] {
      guard let view = item?.owningViewForConstraints else { continue }
      view.setNeedsLayout()
      view.superview?.setNeedsLayout()
    }
  }

  /// The constraint in the engine's terms, its items resolved to `first` and `second`.
  func engineConstraint(
    _ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ second: LayoutItem?
  )
    -> LayoutConstraint
  {
    LayoutConstraint(
      first, firstAttribute, relation.engineRelation, second, secondAttribute.engineAttribute,
      multiplier: Double(multiplier), constant: Double(constant), priority: priority.enginePriority,
      identifier: identifier)
  }

  /// The nearest view both items are, or are in; nil when they are in different trees.
  func commonAncestor() -> UIView? {
    guard let a = first?.owningViewForConstraints else { return nil }
    guard let second else { return a }
    guard let b = second.owningViewForConstraints else { return nil }
    return a.nearestCommonAncestor(with: b)
  }
}

extension NSLayoutConstraint: @MainActor CustomStringConvertible {
  /// As UIKit prints one, with the items' names where UIKit prints addresses.
  public var description: String {
    do {
      var text = "<NSLayoutConstraint "
      if let identifier { text += "'\(identifier)' " }
      text += "\(first?.logName ?? "nil").\(firstAttribute.name) \(relation.symbol) "
      if let second {
        if multiplier != 1 { text += "\(format(Double(multiplier)))*" }
        text += "\(second.logName).\(secondAttribute.name)"
        if constant != 0 {
          text +=
            constant > 0 ? " + \(format(Double(constant)))" : " - \(format(Double(-constant)))"
        }
      } else {
        text += format(Double(constant))
      }
      if priority != .required { text += " @\(format(Double(priority.rawValue)))" }
      return text + ">"
    }
  }
}

extension NSLayoutConstraint.Attribute {
  /// The engine's attribute; nil for `notAnAttribute`.
  var engineAttribute: LayoutAttribute? {
    switch self {
    case .left: .left
    case .right: .right
    case .top: .top
    case .bottom: .bottom
    case .leading: .leading
    case .trailing: .trailing
    case .width: .width
    case .height: .height
    case .centerX: .centerX
    case .centerY: .centerY
    case .lastBaseline: .lastBaseline
    case .firstBaseline: .firstBaseline
    case .leftMargin: .leftMargin
    case .rightMargin: .rightMargin
    case .topMargin: .topMargin
    case .bottomMargin: .bottomMargin
    case .leadingMargin: .leadingMargin
    case .trailingMargin: .trailingMargin
    case .centerXWithinMargins: .centerXWithinMargins
    case .centerYWithinMargins: .centerYWithinMargins
    case .notAnAttribute: nil
    }
  }

  var name: String { engineAttribute?.rawValue ?? "notAnAttribute" }
}

extension NSLayoutConstraint.Relation {
  var engineRelation: Relation {
    switch self {
    case .lessThanOrEqual: .lessThanOrEqual
    case .equal: .equal
    case .greaterThanOrEqual: .greaterThanOrEqual
    }
  }
  var symbol: String { engineRelation.rawValue }
}
