import AutoLayout

// One walk of a view tree into a step's frames, for both engines that make steps: the scenario
// simulation (walking the engine's ids) and LayoutSimUIKit (walking its UIView objects).
extension ViewFrame {
  /// A step's frames with the engine view of each (the automatic checks and the step's
  /// environment read the engine by id, not by name).
  public struct Tree {
    public var frames: [ViewFrame]
    /// `ids[i]` is the engine view of `frames[i]`.
    public var ids: [ViewID]
  }

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
    tree(
      from: root, subviews: subviews, entry: entry, engine: engine, layout: layout,
      previousFrame: { _, name in previous[name]?.frame }
    ).frames
  }

  /// The walk above, with the previous step's frame of a view found by `previousFrame` (given
  /// its engine view and name), so a caller can keep them by id rather than by name.
  public static func tree<Node>(
    from root: Node, subviews: (Node) -> [Node], entry: (Node) -> (id: ViewID, name: String)?,
    engine: LayoutEngine, layout: Layout, previousFrame: (ViewID, String) -> Rect?
  ) -> Tree {
    var result = Tree(frames: [], ids: [])
    var pending = [(root, 0)]
    while let (node, depth) = pending.popLast() {
      for subview in subviews(node).reversed() { pending.append((subview, depth + 1)) }
      guard let (id, name) = entry(node) else { continue }
      let frame = layout.frame(of: id)
      result.frames.append(
        ViewFrame(
          id: name, frame: frame, window: layout.windowFrame(of: id),
          isHidden: engine.isHidden(id), alpha: engine.alpha(of: id), depth: depth,
          changed: previousFrame(id, name) != frame))
      result.ids.append(id)
    }
    return result
  }
}
