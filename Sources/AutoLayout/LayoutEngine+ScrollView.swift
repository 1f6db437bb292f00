import Cassowary

// UIScrollView: its content area (`contentLayoutGuide`) and frame (`frameLayoutGuide`), and what
// constraints between a scroll view and its content mean (Apple, "Working with Scroll Views",
// Auto Layout Guide; `reference/auto-layout-cookbook.md` A8: "Edge constraints between a subview
// and its scroll view attach to the content area. A width or height constraint to the scroll
// view uses its frame.").
extension LayoutEngine {
  /// The scroll view's content size (`contentSize`): the size of its content layout guide as the
  /// content's constraints set it, after ``layout()``. Nil for a view that is not a scroll view
  /// or whose content never constrains it.
  public func contentSize(of scroll: ViewID) -> Size? {
    guard contains(scroll), nodes[scroll.rawValue].view.kind == .scroll,
      let frame = unroundedWindowFrame(of: .guide(scroll, .contentLayout))
    else { return nil }
    return frame.size
  }

  /// The item a constraint really relates: a location (edge, centre, baseline) of a scroll view,
  /// related to something inside it, is a location in its content area, the content layout
  /// guide; sizes, and locations related to views outside, stay the scroll view's frame.
  mutating func scrollContentItem(
    _ item: LayoutItem, _ attribute: LayoutAttribute, facing other: LayoutItem
  ) -> LayoutItem {
    guard case .view(let scroll) = item, nodes[scroll.rawValue].view.kind == .scroll,
      !attribute.isSize, attribute.withoutMargin == nil, other.owner != scroll,
      ancestors(of: other.owner).contains(scroll)
    else { return item }
    return .guide(scroll, .contentLayout)
  }

  /// The content layout guide's origin is the scroll view's (content offset zero, in window
  /// coordinates); its width and height are left to the content.
  mutating func installContentGuide(of scroll: ViewID) {
    let g = variablesCreatingGuide(.guide(scroll, .contentLayout))
    let o = variablesCreatingGuide(.view(scroll))
    setSystem(.guide(scroll, .contentLayout, .left), 0) { k in g.left == o.left + k }
    setSystem(.guide(scroll, .contentLayout, .top), 0) { k in g.top == o.top + k }
  }
}
