import AutoLayout
import InterfaceBuilderDocument

/// A self-sizing row whose content's constraints fit it to no height at all. UIKit sizes such a
/// row with `systemLayoutSizeFitting` at the fitting-size priority, finds zero, logs "Detected a
/// case where constraints ambiguously suggest a height of zero for a table view cell's content
/// view. We're considering the collapse unintentional and using standard height instead", and
/// gives the row the standard height, as it does a row whose content view nothing holds from
/// below (``SystemMetrics/unheldSelfSizingRowHeight(scale:for:)``).
///
/// Deciding that a content view collapses needs no solving when its vertical constraints are
/// homogeneous: if every constraint on a vertical attribute in it has a constant of 0, none ties
/// a height to a width, none uses a margin or a baseline (UIKit's margins and text metrics are
/// lengths), and no view in it has a height of its own (an intrinsic size, or a frame it keeps),
/// then every height and offset 0 satisfies them all, so the fitting size's height is 0. Any
/// other content view is left to the engine's fitting.
extension SceneImporter {
  /// Whether `cell`'s content view collapses to no height under its own constraints (the test
  /// above); false whenever it may not.
  static func contentCollapses(_ cell: Document.View) -> Bool {
    guard let content = cell.subviews.first(where: { $0.elementName == "tableViewCellContentView" })
    else { return false }
    let views = content.subtree
    let ids = Set(views.map(\.id))
    for view in views.dropFirst() {
      guard !view.translatesAutoresizingMaskIntoConstraintsAtRuntime,
        !Self.mayHaveIntrinsicHeight(view)
      else { return false }
    }
    for constraint in views.flatMap(\.constraints) where !constraint.isPlaceholder {
      let attributes = [constraint.firstAttribute, constraint.secondAttribute]
      guard attributes.contains(where: Self.isVertical) else { continue }
      let items = [constraint.firstItem] + (constraint.secondItem.map { [$0] } ?? [])
      guard items.allSatisfy(ids.contains), constraint.constant == 0, constraint.variations.isEmpty,
        !attributes.contains(where: { $0.isMargin || $0.isBaseline }),
        !attributes.contains(where: Self.isHorizontal)
      else { return false }
    }
    return true
  }

  /// A vertical position or the height.
  static func isVertical(_ attribute: Document.Attribute) -> Bool {
    switch attribute {
    case .top, .bottom, .centerY, .height, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
      .centerYWithinMargins:
      true
    default: false
    }
  }

  /// A horizontal position or the width (a constraint between the two axes, an aspect ratio,
  /// gives a height a length).
  static func isHorizontal(_ attribute: Document.Attribute) -> Bool {
    attribute != .notAnAttribute && !isVertical(attribute)
  }

  /// Whether a view may be taller than nothing by itself: every UIKit control and text view,
  /// an image view with an image, a stack view (its spacing and its views'); a plain view, a
  /// custom one and the rendering views (SpriteKit, Metal …) have no intrinsic height.
  static func mayHaveIntrinsicHeight(_ view: Document.View) -> Bool {
    switch view.elementName {
    case "view", "skView", "mtkView", "glkView", "sceneKitView", "arscnView", "arskView", "arView",
      "mapView", "webView", "wkWebView":
      false
    case "imageView": view.image != nil
    default: true
    }
  }
}
