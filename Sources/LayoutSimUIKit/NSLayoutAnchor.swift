/// `NSLayoutAnchor`: one attribute of a view or layout guide, from which constraints are made.
/// The subclasses keep UIKit's type rules: an X-axis anchor meets only X-axis anchors, a Y-axis
/// anchor only Y-axis anchors, a dimension only dimensions, so a mixed constraint does not compile.
@preconcurrency @MainActor open class NSLayoutAnchor<AnchorType: AnyObject> {
  let item: (any ConstraintItem)?
  let attribute: NSLayoutConstraint.Attribute

  init(_ item: (any ConstraintItem)?, _ attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  public var name: String { "\(item?.logName ?? "nil").\(attribute.name)" }

  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(anchor, .equal, constant: 0)
  }
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    constraint(anchor, .greaterThanOrEqual, constant: 0)
  }
  public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint
  {
    constraint(anchor, .lessThanOrEqual, constant: 0)
  }
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(anchor, .equal, constant: c)
  }
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  )
    -> NSLayoutConstraint
  {
    constraint(anchor, .greaterThanOrEqual, constant: c)
  }
  public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(anchor, .lessThanOrEqual, constant: c)
  }

  func constraint(
    _ other: NSLayoutAnchor<AnchorType>, _ relation: NSLayoutConstraint.Relation,
    multiplier: CGFloat = 1, constant: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      item, attribute, relation, other.item, other.attribute, multiplier: multiplier,
      constant: constant)
  }
}

/// UIKit's standard spacing between siblings, 8 points (`reference/modern-auto-layout.md` T20:
/// "a gap of 16 if the system spacing is 8"; the engine's ``StackViewConfiguration/systemSpacing``).
let systemSpacing: CGFloat = 8

/// `NSLayoutXAxisAnchor`: leading, trailing, left, right, centerX.
@preconcurrency @MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(anchor, .equal, constant: systemSpacing * multiplier)
  }
  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(anchor, .greaterThanOrEqual, constant: systemSpacing * multiplier)
  }
  public func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(anchor, .lessThanOrEqual, constant: systemSpacing * multiplier)
  }

  /// A dimension measuring from this anchor to `otherAnchor` (negative when it lies before it).
  public func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
    OffsetDimension.make(
      from: (item, attribute), to: (otherAnchor.item, otherAnchor.attribute), axis: .horizontal)
  }
}

/// `NSLayoutYAxisAnchor`: top, bottom, centerY, firstBaseline, lastBaseline.
@preconcurrency @MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(anchor, .equal, constant: systemSpacing * multiplier)
  }
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(anchor, .greaterThanOrEqual, constant: systemSpacing * multiplier)
  }
  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(anchor, .lessThanOrEqual, constant: systemSpacing * multiplier)
  }

  /// A dimension measuring from this anchor to `otherAnchor` (negative when it lies above it).
  public func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
    OffsetDimension.make(
      from: (item, attribute), to: (otherAnchor.item, otherAnchor.attribute), axis: .vertical)
  }
}

/// `NSLayoutDimension`: width and height, which can also equal a constant or a multiple.
@preconcurrency @MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { sized(.equal, c) }
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    sized(.greaterThanOrEqual, c)
  }
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    sized(.lessThanOrEqual, c)
  }

  public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(anchor, .equal, multiplier: m, constant: 0)
  }
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(anchor, .greaterThanOrEqual, multiplier: m, constant: 0)
  }
  public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(anchor, .lessThanOrEqual, multiplier: m, constant: 0)
  }
  public func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  )
    -> NSLayoutConstraint
  {
    constraint(anchor, .equal, multiplier: m, constant: c)
  }
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    constraint(anchor, .greaterThanOrEqual, multiplier: m, constant: c)
  }
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    constraint(anchor, .lessThanOrEqual, multiplier: m, constant: c)
  }

  private func sized(_ relation: NSLayoutConstraint.Relation, _ c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(item, attribute, relation, nil, .notAnAttribute, multiplier: 1, constant: c)
  }
}

/// `anchorWithOffset(to:)`: the distance between two anchors of one axis as a dimension. It is
/// the width (or height) of a layout guide added to the anchors' nearest common ancestor, whose
/// edges are pinned to the two anchors, so constraining the dimension constrains the distance.
@MainActor
enum OffsetDimension {
  static func make(
    from start: (item: (any ConstraintItem)?, attribute: NSLayoutConstraint.Attribute),
    to end: (item: (any ConstraintItem)?, attribute: NSLayoutConstraint.Attribute),
    axis: NSLayoutConstraint.Axis
  ) -> NSLayoutDimension {
    let guide = UILayoutGuide()
    guide.identifier = "anchorWithOffset"
    guard let first = start.item?.owningViewForConstraints,
      let second = end.item?.owningViewForConstraints,
      let ancestor = first.nearestCommonAncestor(with: second)
    else {
      Console.log(
        "anchorWithOffset(to:): the anchors have no common ancestor, so the distance is not constrained"
      )
      return axis == .horizontal ? guide.widthAnchor : guide.heightAnchor
    }
    ancestor.addLayoutGuide(guide)
    // The guide's edges in the anchors' own terms: left and right never meet leading and trailing.
    let absolute =
      [.left, .right].contains(start.attribute) || [.left, .right].contains(end.attribute)
    let edges: (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
      axis == .vertical ? (.top, .bottom) : absolute ? (.left, .right) : (.leading, .trailing)
    NSLayoutConstraint.activate([
      NSLayoutConstraint(
        guide, edges.0, .equal, start.item, start.attribute, multiplier: 1, constant: 0),
      NSLayoutConstraint(
        guide, edges.1, .equal, end.item, end.attribute, multiplier: 1, constant: 0),
    ])
    return axis == .horizontal ? guide.widthAnchor : guide.heightAnchor
  }
}
