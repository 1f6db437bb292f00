import Cassowary

/// An `NSLayoutConstraint`: `firstItem.firstAttribute RELATION multiplier × secondItem.secondAttribute
/// + constant`, at a priority. A constraint without a second item relates the first attribute to
/// the constant alone (allowed for width and height only, as in UIKit).
public struct LayoutConstraint: Hashable, Sendable {
  public var firstItem: LayoutItem
  public var firstAttribute: LayoutAttribute
  public var relation: Relation
  public var secondItem: LayoutItem?
  public var secondAttribute: LayoutAttribute?
  public var multiplier: Double
  public var constant: Double
  public var priority: Priority
  /// UIKit's `identifier`: printed in conflict logs.
  public var identifier: String?
  /// Where the constraint was written (a scenario's `file:line:column`), for messages.
  public var origin: String?

  public init(
    _ firstItem: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: Relation = .equal,
    _ secondItem: LayoutItem? = nil, _ secondAttribute: LayoutAttribute? = nil,
    multiplier: Double = 1, constant: Double = 0, priority: Priority = .required,
    identifier: String? = nil, origin: String? = nil
  ) {
    self.firstItem = firstItem
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondItem = secondItem
    self.secondAttribute = secondItem == nil ? nil : (secondAttribute ?? firstAttribute)
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.identifier = identifier
    self.origin = origin
  }
}

/// A constraint's identity in a ``LayoutEngine``, from a counter in the order constraints were added.
public struct LayoutConstraintID: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let rawValue: Int
  public init(_ rawValue: Int) { self.rawValue = rawValue }
  public static func < (lhs: LayoutConstraintID, rhs: LayoutConstraintID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
  public var description: String { "#\(rawValue)" }
}
