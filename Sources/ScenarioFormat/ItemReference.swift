import AutoLayout

/// What an anchor's item path names, in the notation's words (SCENARIO-FORMAT.md, "Items"): the
/// root view, the other item's superview, one of the root view's guides, or a declared id, with
/// an optional guide of that view (`scroll.contentLayout`).
public enum ItemReference: Hashable, Sendable {
  /// `view`.
  case root
  /// `superview`: the other item's.
  case superview
  /// `safeArea`, `margins`, `readable` or `keyboard` alone: the root view's.
  case rootGuide(RootGuide)
  /// A view's or a layout guide's id.
  case id(ConstraintExpression.Name)

  public enum RootGuide: String, Hashable, Sendable {
    case safeArea, margins, readable, keyboard
  }

  /// Every name the constraint notation gives a meaning of its own, so no id may take it:
  /// `view`, `superview`, the root's guides, the views' guides and the priority names.
  public static let reservedNames: Set<String> = Set(
    ["view", "superview"] + ConstraintParser.rootGuides + viewGuides.map(\.name)
      + PriorityName.allCases.map(\.rawValue))

  /// The guides a view has by name (`box.margins`), as AutoLayout's kinds.
  public static let viewGuides: [(name: String, kind: GuideKind)] = [
    ("safeArea", .safeArea), ("margins", .margins), ("readable", .readable),
    ("contentLayout", .contentLayout), ("frameLayout", .frameLayout),
  ]
}

extension ConstraintExpression.Anchor {
  /// The first component of the item path, read.
  public var reference: ItemReference {
    let head = item[0]
    switch head.text {
    case "view": return .root
    case "superview": return .superview
    default:
      if item.count == 1, let guide = ItemReference.RootGuide(rawValue: head.text) {
        return .rootGuide(guide)
      }
      return .id(head)
    }
  }

  /// The second component, a guide of the view the first names (`scroll.contentLayout`): nil
  /// when there is none; its kind is nil when the name is not a view's guide.
  public var viewGuide: (name: ConstraintExpression.Name, kind: GuideKind?)? {
    guard item.count > 1 else { return nil }
    return (item[1], ItemReference.viewGuides.first { $0.name == item[1].text }?.kind)
  }
}
