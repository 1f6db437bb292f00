import AutoLayout

/// Constraints UIKit would refuse, found before any event runs: unknown items, guides a view does
/// not have, attributes a layout guide does not have, and the pairings `NSLayoutConstraint` throws
/// for (Apple, *NSLayoutConstraint* and *Auto Layout Guide*, "Anatomy of a Constraint"): a size
/// with a position, positions on different axes, `leading` with `left`, a position equal to a
/// constant, and items with no common ancestor when the constraint is installed.
extension ScenarioValidator {
  /// The anchors `UILayoutGuide` has: no margins, no baselines.
  static let guideAttributes: [LayoutAttribute] = [
    .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
  ]

  /// The errors in `constraint`'s expressions; `installedAtLoad` when it is active from the first
  /// layout, so every view it names must be in the tree then. An expectation's relation (`that:`)
  /// may relate a position to a constant or `leading` to `left`, which measure rather than lay out.
  func constraintErrors(
    _ constraint: ScenarioConstraint, installedAtLoad: Bool, isExpectation: Bool = false
  ) -> [ScenarioError] {
    var errors: [ScenarioError] = []
    for expression in constraint.expressions {
      let anchors = [expression.first, expression.second].compactMap { $0 }
      // A closure, not the method itself: `compactMap(anchorError)` copied the whole validator
      // (its tables of declarations) for every constraint.
      let anchorErrors = anchors.compactMap { anchorError($0) }
      errors += anchorErrors
      guard anchorErrors.isEmpty else { continue }
      if let error = pairingError(expression, isExpectation: isExpectation) {
        errors.append(error)
        continue
      }
      errors += superviewError(expression).map { [$0] } ?? []
      if installedAtLoad {
        for anchor in anchors {
          let id = anchor.item[0]
          guard let added = declarations.views[id.text]?.addedBy else { continue }
          errors.append(
            ScenarioError(
              "'\(id.text)' is not in the view tree when this constraint is installed at load "
                + "(the event at \(added) adds it), so its items have no common ancestor; "
                + "declare the constraint with 'active: false' and activate it after the 'add'",
              at: id.location))
        }
      }
    }
    return errors
  }

  /// An unknown item, a guide its view does not have, or an attribute its guide does not have.
  func anchorError(_ anchor: ConstraintExpression.Anchor) -> ScenarioError? {
    let head = anchor.item[0]
    guard !declarations.unread.contains(head.text) else { return nil }
    var isGuide = false
    if Self.builtInItems.contains(head.text) {
      isGuide = ConstraintParser.rootGuides.contains(head.text)
    } else {
      let id = Located(head.text, at: head.location)
      if let error = declarations.unknownView(id) { return error }
      isGuide = declarations.views[head.text]?.kind == .guide
    }
    if anchor.item.count > 1 {
      let guide = anchor.item[1]
      let kind = declarations.views[head.text]?.kind ?? .view
      if isGuide {
        return ScenarioError(
          "'\(head.text)' is a layout guide; it has no guide '\(guide.text)'", at: guide.location)
      }
      if ["contentLayout", "frameLayout"].contains(guide.text), kind != .scroll {
        let what = head.text == "view" ? "the root view" : "a \(kind.rawValue)"
        return ScenarioError(
          "'\(guide.text)' is a scroll view's guide; '\(head.text)' is \(what)",
          at: guide.location)
      }
      isGuide = true
    }
    if isGuide, !Self.guideAttributes.contains(anchor.attribute) {
      return ScenarioError(
        "a layout guide has no attribute '\(anchor.attribute.rawValue)'; its attributes are "
          + NodeWalker.alternatives(Self.guideAttributes.map(\.rawValue)),
        at: anchor.attributeLocation)
    }
    return nil
  }

  /// The pairings `NSLayoutConstraint` refuses.
  func pairingError(_ expression: ConstraintExpression, isExpectation: Bool) -> ScenarioError? {
    let first = expression.first
    let a = first.attribute
    guard let second = expression.second else {
      guard !a.isSize, !isExpectation else { return nil }
      return ScenarioError(
        "'\(first)' is a position, which cannot be set to a constant alone; relate it to "
          + "another anchor, as in '\(first) == superview.\(a.rawValue) + 20'",
        at: expression.location)
    }
    let b = second.attribute
    if a.isSize != b.isSize {
      return ScenarioError(
        "cannot relate the \(a.isSize ? "size" : "position") '\(first)' to the "
          + "\(b.isSize ? "size" : "position") '\(second)'; a size relates to a size, a "
          + "position to a position on the same axis",
        at: second.location)
    }
    guard !a.isSize else { return nil }
    if a.axis != b.axis {
      func axis(_ attribute: LayoutAttribute) -> String {
        attribute.axis == .horizontal ? "horizontal" : "vertical"
      }
      return ScenarioError(
        "cannot relate the \(axis(a)) position '\(first)' to the \(axis(b)) position "
          + "'\(second)'; positions relate along one axis",
        at: second.location)
    }
    guard !isExpectation else { return nil }
    if (a.isDirectional && b.isAbsoluteHorizontalEdge)
      || (a.isAbsoluteHorizontalEdge && b.isDirectional)
    {
      return ScenarioError(
        "cannot relate '\(first)' to '\(second)': leading and trailing follow the layout "
          + "direction, left and right do not; use leading/trailing for both or neither",
        at: second.location)
    }
    if expression.multiplier == 0 {
      return ScenarioError(
        "a multiplier of 0 leaves the position '\(first)' equal to a constant; positions "
          + "must be related in pairs",
        at: expression.location)
    }
    return nil
  }

  /// `superview` names the first item's superview (the second's, when the first is `superview`):
  /// the root view and its guides have none in a scenario.
  func superviewError(_ expression: ConstraintExpression) -> ScenarioError? {
    let anchors = [expression.first, expression.second].compactMap { $0 }
    guard let named = anchors.first(where: { $0.item[0].text == "superview" }) else { return nil }
    guard let subject = anchors.first(where: { $0.item[0].text != "superview" }) else {
      return nil
    }
    let head = subject.item[0].text
    guard head == "view" || ConstraintParser.rootGuides.contains(head) else { return nil }
    let what = head == "view" ? "the root view" : "the root view's guide '\(head)'"
    return ScenarioError(
      "'superview' here is the superview of \(what), which has none; "
        + "relate it to 'view' or one of its guides instead",
      at: named.location)
  }
}
