import AutoLayout
import Cassowary

/// One constraint as written in a scenario, before its view ids are resolved to engine items:
/// `first RELATION multiplier × second + constant @priority`, every name with its location.
///
///     title.top == safeArea.top + 20
///     a.width == b.width * 0.5 + 10 @750
///     go.height >= 44 @750
///
/// Both notations, ``ConstraintParser`` and ``VisualFormatParser``, produce this form.
public struct ConstraintExpression: Hashable, Sendable, CustomStringConvertible {
  /// A name as written, with the location of its first character.
  public struct Name: Hashable, Sendable, CustomStringConvertible {
    public var text: String
    public var location: SourceLocation

    public init(_ text: String, at location: SourceLocation) {
      self.text = text
      self.location = location
    }

    public var description: String { text }
  }

  /// `item.attribute`: the item is a path such as `title`, `superview`, `safeArea` or
  /// `scroll.contentLayout` (a view id or one of the root view's guides, then optionally a guide).
  public struct Anchor: Hashable, Sendable, CustomStringConvertible {
    /// The item's path, one name per dotted component; never empty.
    public var item: [Name]
    public var attribute: LayoutAttribute
    /// Where the attribute was written (for the visual format, where the view or `|` was).
    public var attributeLocation: SourceLocation

    public init(item: [Name], attribute: LayoutAttribute, attributeLocation: SourceLocation) {
      precondition(!item.isEmpty, "An anchor needs an item")
      self.item = item
      self.attribute = attribute
      self.attributeLocation = attributeLocation
    }

    /// Where the anchor starts.
    public var location: SourceLocation { item[0].location }

    /// The item path as written: `scroll.contentLayout`.
    public var itemPath: String { item.map(\.text).joined(separator: ".") }

    /// `scroll.contentLayout.top`
    public var description: String { "\(itemPath).\(attribute.rawValue)" }
  }

  public var first: Anchor
  public var relation: Relation
  /// The second anchor; `nil` when the first attribute is set to the constant alone.
  public var second: Anchor?
  public var multiplier: Double
  public var constant: Double
  public var priority: Priority
  /// Where the constraint was written: its first character (for the visual format, the token that
  /// gave rise to it).
  public var location: SourceLocation

  public init(
    _ first: Anchor, _ relation: Relation, _ second: Anchor? = nil, multiplier: Double = 1,
    constant: Double = 0, priority: Priority = .required, at location: SourceLocation
  ) {
    self.first = first
    self.relation = relation
    self.second = second
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.location = location
  }

  /// The constraint in the notation it is read from, normalised: the multiplier after the second
  /// anchor and only when it is not 1, the constant only when it is not 0 (or stands alone), the
  /// priority only when it is not required.
  ///
  ///     a.width == b.width * 0.5 + 10 @750
  public var description: String {
    var text = "\(first) \(relation.rawValue) "
    if let second {
      text += "\(second)"
      if multiplier != 1 { text += " * \(Self.format(multiplier))" }
      if constant > 0 { text += " + \(Self.format(constant))" }
      if constant < 0 { text += " - \(Self.format(-constant))" }
    } else {
      text += Self.format(constant)
    }
    if !priority.isRequired { text += " @\(priority)" }
    return text
  }

  /// `8`, `0.5`, `-12.25`: whole numbers without a fraction.
  static func format(_ number: Double) -> String {
    if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
    return String(number)
  }
}
