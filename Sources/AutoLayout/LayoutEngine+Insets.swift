// The insets of a view's built-in guides, as UIKit reports them: `safeAreaInsets`,
// `layoutMargins` (resolved to fixed sides), the readable content guide's.
extension LayoutEngine {
  /// The guide's insets from its owner's edges, for the current solution. A safe-area or margins
  /// guide already in use has them as its constraints' constants, which every layout pass settles
  /// (reading them avoids evaluating every frame); otherwise they are computed from the frames.
  public func insets(of kind: GuideKind, of owner: ViewID) -> EdgeInsets {
    if kind == .safeArea || kind == .margins {
      let installed = currentInsets(kind, of: owner)
      if !installed.top.isNaN, !installed.left.isNaN, !installed.bottom.isNaN, !installed.right.isNaN {
        return installed
      }
    }
    return guideInsets(kind, of: owner, frames: currentFrames())
  }
}
