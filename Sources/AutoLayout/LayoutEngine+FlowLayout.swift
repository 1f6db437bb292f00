import Cassowary

// A UICollectionView with a flow layout: a scroll view whose subviews are its items, in order.
// UIKit sizes each item (the layout's `itemSize`, or, self-sizing, its cell's
// `systemLayoutSizeFitting` at the fitting-size priority: `preferredLayoutAttributesFitting`),
// then sets the frames the layout computes (``FlowLayout/place(_:in:reference:)``) and the
// content size. Here the sizes come from the solution, the places go back in as constraints
// UIKit's own, and the pass solves again until nothing moves (``LayoutEngine/layout()``).
extension LayoutEngine {
  /// The collection views (scroll views with a ``View/flowLayout``), in creation order.
  var collectionViews: [ViewID] {
    nodes.indices.filter { nodes[$0].view.flowLayout != nil && nodes[$0].view.kind == .scroll }
      .map(ViewID.init)
  }

  /// Places every collection view's items where its flow layout puts them, given their sizes in
  /// the current solution; true when some place or size changed (the pass then solves again).
  mutating func refreshFlowLayouts() -> Bool {
    let collections = collectionViews
    guard !collections.isEmpty else { return false }
    let frames = currentFrames()
    let before = systemConstraints.count
    var moved = false
    for collection in collections {
      moved = placeItems(of: collection, frames: frames) || moved
    }
    return moved || systemConstraints.count != before
  }

  /// The item sizes, places and content size of one collection view; true when a constant moved.
  private mutating func placeItems(of collection: ViewID, frames: [LayoutItem: Rect]) -> Bool {
    guard let layout = nodes[collection.rawValue].view.flowLayout else { return false }
    let items = nodes[collection.rawValue].subviews
    let bounds = collectionBounds(collection, frames: frames)
    let reference = sectionInsetReference(layout.sectionInsetReference, of: collection, frames: frames)
    let vertical = layout.scrollDirection == .vertical
    // The length across the scrolling direction a self-sizing item may take: UIKit's flow layout
    // is undefined for an item longer than the line ("the item width must be less than the width
    // of the UICollectionView minus the section insets", its console warning); the simulator
    // keeps such an item inside the line, as a cell that caps its fitting size does, where the
    // content can give way (a wrapping label); content held by required constraints (a view
    // 300 tall in a 200-point horizontal collection) overflows the line as UIKit's cell does,
    // the cap being just below required (``itemLimitPriority``).
    let line =
      vertical
      ? bounds.width - layout.sectionInset.left - layout.sectionInset.right - reference.left - reference.right
      : bounds.height - layout.sectionInset.top - layout.sectionInset.bottom - reference.top - reference.bottom
    var changed = false
    for item in items {
      changed = sizeItem(item, layout.itemSize, lineLength: max(0, line), vertical: vertical) || changed
    }
    let sizes = items.map { id -> Size in
      if case .fixed(let size) = layout.itemSize { return size }
      return frames[.view(id)]?.size ?? .zero
    }
    let placement = layout.place(sizes, in: bounds, reference: reference)
    let g = variablesCreatingGuide(.guide(collection, .contentLayout))
    for (item, frame) in zip(items, placement.items) {
      let v = variablesCreatingGuide(.view(item))
      changed = setFlowConstant(.flowItem(item, .left), frame.minX) { k in v.start == g.start + k } || changed
      changed = setFlowConstant(.flowItem(item, .top), frame.minY) { k in v.top == g.top + k } || changed
    }
    let size = placement.contentSize
    changed = setFlowConstant(.flowContent(collection, .width), size.width) { k in g.width == k } || changed
    changed = setFlowConstant(.flowContent(collection, .height), size.height) { k in g.height == k } || changed
    return changed
  }

  /// An item's size: the layout's fixed size, or (self-sizing) its content's at the fitting-size
  /// priority, no longer than `lineLength` across the scrolling direction.
  private mutating func sizeItem(
    _ item: ViewID, _ itemSize: FlowLayout.ItemSize, lineLength: Double, vertical: Bool
  ) -> Bool {
    let v = variablesCreatingGuide(.view(item))
    var changed = false
    switch itemSize {
    case .fixed(let size):
      changed = setFlowConstant(.flowItem(item, .width), size.width) { k in v.width == k } || changed
      changed = setFlowConstant(.flowItem(item, .height), size.height) { k in v.height == k } || changed
      changed = setFlowConstant(.flowItemLimit(item), nil) { k in v.width <= k } || changed
    case .automatic:
      // `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` with
      // a zero target at `.fittingSizeLevel` on both axes: as small as the content allows.
      changed = setFlowConstant(.flowItem(item, .width), 0, priority: .fittingSizeLevel) { k in v.width == k } || changed
      changed = setFlowConstant(.flowItem(item, .height), 0, priority: .fittingSizeLevel) { k in v.height == k } || changed
      let across = vertical ? v.width : v.height
      changed =
        setFlowConstant(.flowItemLimit(item), lineLength, priority: Self.itemLimitPriority) { k in
          across <= k
        } || changed
    }
    return changed
  }

  /// The collection view's visible content area: its frame less the adjusted content inset at
  /// the top (the bars it scrolls under) and, when the content is adjusted, the safe area's bottom.
  private func collectionBounds(_ collection: ViewID, frames: [LayoutItem: Rect]) -> Size {
    let frame = frames[.view(collection)] ?? .zero
    let top = adjustedContentInsetTop(of: collection, frames: frames)
    let bottom =
      top > 0 || nodes[collection.rawValue].view.contentInsetAdjustmentBehavior == .always
      ? safeAreaInsets(of: collection, frames: frames).bottom : 0
    return Size(width: frame.width, height: max(0, frame.height - top - bottom))
  }

  /// The insets `sectionInsetReference` adds to the section inset.
  private func sectionInsetReference(
    _ reference: FlowLayout.SectionInsetReference, of collection: ViewID, frames: [LayoutItem: Rect]
  ) -> EdgeInsets {
    switch reference {
    case .fromContentInset: .zero
    case .fromSafeArea: safeAreaInsets(of: collection, frames: frames)
    case .fromLayoutMargins: marginInsets(of: collection, frames: frames)
    }
  }

  /// The cap on a self-sizing item's length across the line: above every content priority
  /// UIKit's views use (a label's compression resistance, 750) so they give way, below required
  /// so the content's required constraints win and no conflict is logged.
  static let itemLimitPriority: Priority = 999

  /// Takes out what placed an item its collection view no longer holds.
  mutating func removeFlowItemConstraints(of item: ViewID) {
    let v = variablesCreatingGuide(.view(item))
    for edge in [SystemConstraint.Edge.left, .top, .width, .height] {
      setSystem(.flowItem(item, edge), nil) { k in v.width == k }
    }
    setSystem(.flowItemLimit(item), nil) { k in v.width <= k }
  }

  /// ``setSystem(_:_:priority:_:)``, saying whether the constraint's constant or presence changed.
  private mutating func setFlowConstant(
    _ key: SystemConstraint, _ constant: Double?, priority: Priority = .required,
    _ build: (Double) -> Constraint
  ) -> Bool {
    let before = systemConstraints[key]
    setSystem(key, constant, priority: priority, build)
    let after = systemConstraints[key]
    return before?.constant != after?.constant || before?.priority != after?.priority
  }
}
