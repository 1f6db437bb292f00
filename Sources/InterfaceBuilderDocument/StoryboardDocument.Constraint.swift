extension StoryboardDocument {
  /// A `<constraint>`: `firstItem.firstAttribute relation secondItem.secondAttribute ×
  /// multiplier + constant @ priority`, as `NSLayoutConstraint` reads it.
  ///
  /// Defaults for absent attributes (IB writes only what differs): `firstItem` the view that owns
  /// the `<constraints>` list; `relation` equal; no second item and `secondAttribute`
  /// `notAnAttribute` (a constant width or height); `multiplier` 1; `constant` 0; `priority` 1000.
  public struct Constraint: Hashable, Sendable {
    public var id: String
    /// `identifier` (`NSLayoutConstraint.identifier`); nil when absent.
    public var identifier: String?
    /// The view whose `<constraints>` holds it.
    public var ownerID: String
    /// The first item's id: a view or a layout guide. The owner when the file leaves it out.
    public var firstItem: String
    /// True when the file left `firstItem` out.
    public var firstItemIsImplicit: Bool
    public var firstAttribute: Attribute
    public var relation: Relation
    /// The second item's id; nil for a constant size.
    public var secondItem: String?
    public var secondAttribute: Attribute
    public var multiplier: Double
    /// `multiplier` as written (`2`, `4:3`); nil when absent.
    public var multiplierText: String?
    public var constant: Double
    public var priority: Double
    /// `symbolic="YES"`: the constant is IB's standard spacing.
    public var isSymbolic: Bool
    /// `placeholder="YES"`: removed at build time, never installed.
    public var isPlaceholder: Bool
    /// `<variation>` children of the constraint itself (old files), kept raw.
    public var variations: [Variation]
    /// The line of the element in the file.
    public var line: Int

    public init(
      id: String, identifier: String? = nil, ownerID: String, firstItem: String,
      firstItemIsImplicit: Bool = false, firstAttribute: Attribute, relation: Relation = .equal,
      secondItem: String? = nil, secondAttribute: Attribute = .notAnAttribute,
      multiplier: Double = 1, multiplierText: String? = nil, constant: Double = 0,
      priority: Double = 1000, isSymbolic: Bool = false, isPlaceholder: Bool = false,
      variations: [Variation] = [], line: Int = 0
    ) {
      self.id = id
      self.identifier = identifier
      self.ownerID = ownerID
      self.firstItem = firstItem
      self.firstItemIsImplicit = firstItemIsImplicit
      self.firstAttribute = firstAttribute
      self.relation = relation
      self.secondItem = secondItem
      self.secondAttribute = secondAttribute
      self.multiplier = multiplier
      self.multiplierText = multiplierText
      self.constant = constant
      self.priority = priority
      self.isSymbolic = isSymbolic
      self.isPlaceholder = isPlaceholder
      self.variations = variations
      self.line = line
    }
  }

  /// `NSLayoutConstraint.Attribute`, with UIKit's names. IB writes `baseline` for
  /// ``lastBaseline``.
  public enum Attribute: String, Hashable, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case notAnAttribute

    /// Reads IB's spelling.
    public init?(ibName: String) {
      if ibName == "baseline" {
        self = .lastBaseline
      } else {
        self.init(rawValue: ibName)
      }
    }

    /// True for the `…Margin` and `…WithinMargins` attributes.
    public var isMargin: Bool {
      switch self {
      case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
        .centerXWithinMargins, .centerYWithinMargins:
        true
      default: false
      }
    }

    /// True for `firstBaseline` and `lastBaseline`.
    public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
  }

  /// `NSLayoutConstraint.Relation`; IB writes `lessThanOrEqual` and `greaterThanOrEqual`.
  public enum Relation: String, Hashable, Sendable, CaseIterable {
    case equal
    case lessThanOrEqual
    case greaterThanOrEqual
  }
}
