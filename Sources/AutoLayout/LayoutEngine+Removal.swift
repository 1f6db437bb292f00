// Taking a view out of the tree: `removeFromSuperview()`.
extension LayoutEngine {
  /// `removeFromSuperview()`: the view and everything inside it leave the tree, and every
  /// constraint that relates one of them to anything is deactivated, as UIKit removes them. The
  /// views keep their ids (ids come from a counter and are never reused); they no longer take part
  /// in layout.
  public mutating func removeFromSuperview(_ id: ViewID) throws(LayoutError) {
    guard contains(id), id != root else { throw .unknownView(id) }
    guard let superview = nodes[id.rawValue].superview else { return }
    var subtree: Set<ViewID> = []
    var pending = [id]
    while let next = pending.popLast() {
      subtree.insert(next)
      pending += nodes[next.rawValue].subviews
    }
    for constraintID in constraintIDs where constraints[constraintID.rawValue].isActive {
      let c = constraints[constraintID.rawValue].constraint
      let owners = [c.firstItem.owner] + (c.secondItem.map { [$0.owner] } ?? [])
      if owners.contains(where: subtree.contains) { try setActive(false, constraintID) }
    }
    if nodes[superview.rawValue].view.flowLayout != nil { removeFlowItemConstraints(of: id) }
    if nodes[superview.rawValue].view.tableLayout != nil {
      removeTableRowConstraints(of: id, in: superview)
    }
    nodes[superview.rawValue].subviews.removeAll { $0 == id }
    nodes[id.rawValue].superview = nil
    // The removed view is now the top of its own tree: every depth inside it counts from there.
    let removedDepth = nodes[id.rawValue].depth
    for view in subtree { nodes[view.rawValue].depth -= removedDepth }
  }

  /// Whether the view is the root or inside it (not removed, not yet added).
  public func isInTree(_ id: ViewID) -> Bool {
    guard contains(id), let root else { return false }
    return ancestors(of: id).last == root
  }
}
