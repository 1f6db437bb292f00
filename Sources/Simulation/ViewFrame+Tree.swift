import AutoLayout

// One walk of a view tree into a step's frames, for both engines that make steps: the scenario
// simulation (walking the engine's ids) and LayoutSimUIKit (walking its UIView objects).
extension ViewFrame {
  /// Every view of the tree under `root` that `entry` names, depth first in the tree's order
  /// (the root first, depth 0), with its frame and window frame from `layout`, its `isHidden`
  /// and `alpha` from `engine`, and `changed` against the `previous` step's frame of that name.
  /// A node `entry` does not name is left out, its subviews not.
  ///
  /// - Complexity: O(*n*) in the nodes of the tree.
  public static func tree<Node>(
    from root: Node, subviews: (Node) -> [Node], entry: (Node) -> (id: ViewID, name: String)?,
    engine: LayoutEngine, layout: Layout, previous: [String: ViewFrame]
  ) -> [ViewFrame] {
    var result: [ViewFrame] = []
    var pending = [(root, 0)]
    while let (node, depth) = pending.popLast() {
      pending += subviews(node).reversed().map { ($0, depth + 1) }
      guard let (id, name) = entry(node) else { continue }
      let frame = layout.frame(of: id)
      let view = engine.view(id)
      result.append(
        ViewFrame(
          id: name, frame: frame, window: layout.windowFrame(of: id), isHidden: view.isHidden,
          alpha: view.alpha, depth: depth, changed: previous[name]?.frame != frame))
    }
    return result
  }
}
