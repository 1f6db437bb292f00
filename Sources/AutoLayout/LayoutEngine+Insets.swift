// The insets of a view's built-in guides, as UIKit reports them: `safeAreaInsets`,
// `layoutMargins` (resolved to fixed sides), the readable content guide's.
extension LayoutEngine {
  /// The guide's insets from its owner's edges, for the current solution.
  public func insets(of kind: GuideKind, of owner: ViewID) -> EdgeInsets {
    guideInsets(kind, of: owner, frames: currentFrames())
  }
}
