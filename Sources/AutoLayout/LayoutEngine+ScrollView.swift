import Cassowary

// UIScrollView: its content area (`contentLayoutGuide`) and frame (`frameLayoutGuide`), and what
// constraints between a scroll view and its content mean (Apple, "Working with Scroll Views",
// Auto Layout Guide; `reference/auto-layout-cookbook.md` A8: "Edge constraints between a subview
// and its scroll view attach to the content area. A width or height constraint to the scroll
// view uses its frame."; the guide goes on: "Constraints between the height, width, or centers
// attach to the scroll view's frame"). The content is laid out where it rests: at the content offset that
// the adjusted content inset gives (below the bars, by default), so its safe area and margins
// are the ones UIKit gives it before any scrolling; its subviews' frames are in the scroll
// view's bounds, whose origin is that offset.
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

  /// The item a constraint really relates: an edge or baseline of a scroll view, related to
  /// something inside it, is a location in its content area, the content layout guide; sizes,
  /// centres (Apple's Auto Layout Guide, "Working with Scroll Views": "Constraints between the
  /// height, width, or centers attach to the scroll view's frame"), and locations related to
  /// views outside stay the scroll view's frame.
  mutating func scrollContentItem(
    _ item: LayoutItem, _ attribute: LayoutAttribute, facing other: LayoutItem
  ) -> LayoutItem {
    guard case .view(let scroll) = item, nodes[scroll.rawValue].view.kind == .scroll,
      !attribute.isSize, attribute != .centerX, attribute != .centerY,
      attribute.withoutMargin == nil, other.owner != scroll,
      ancestors(of: other.owner).contains(scroll)
    else { return item }
    return .guide(scroll, .contentLayout)
  }

  /// The content layout guide's origin is where the content rests in window coordinates: the
  /// scroll view's top-left, moved down by the adjusted content inset (the content offset at rest
  /// is minus that inset); its width and height are left to the content.
  mutating func installContentGuide(of scroll: ViewID, top: Double? = nil) {
    let g = variablesCreatingGuide(.guide(scroll, .contentLayout))
    let o = variablesCreatingGuide(.view(scroll))
    let inset = top ?? adjustedContentInsetTop(of: scroll, frames: currentFrames())
    let (gl, ol) = (leftEdge(g), leftEdge(o))
    setSystem(.guide(scroll, .contentLayout, .left), 0) { k in gl == ol + k }
    setSystem(.guide(scroll, .contentLayout, .top), inset) { k in g.top == o.top + k }
  }

  /// How far below the scroll view's top its content rests: the top of `adjustedContentInset`,
  /// which is the content offset at rest, negated. With `automatic` (UIKit's default, here for a
  /// vertical scroller), `always`, or `scrollableAxes` when the content is taller than the scroll
  /// view, the scroll view's top safe-area inset, so content starts below the bars; with `never`,
  /// 0. The corpus's scroll views under navigation bars (AdaptType-v1, the scroll-views folder)
  /// save their content this way: at y 0 of the content, not under the bar.
  public func adjustedContentInsetTop(of scroll: ViewID, frames: [LayoutItem: Rect]) -> Double {
    let view = nodes[scroll.rawValue].view
    guard view.kind == .scroll else { return 0 }
    switch view.contentInsetAdjustmentBehavior {
    case .never: return 0
    case .automatic, .always: break
    case .scrollableAxes:
      let content = frames[.guide(scroll, .contentLayout)]?.height ?? 0
      let bounds = frames[.view(scroll)]?.height ?? 0
      if content <= bounds { return 0 }
    }
    return safeAreaInsets(of: scroll, frames: frames).top
  }

  /// The content's resting origin below the scroll view's top, as installed.
  func contentOrigin(of scroll: ViewID) -> Double {
    systemConstraints[.guide(scroll, .contentLayout, .top)]?.constant ?? 0
  }
}
