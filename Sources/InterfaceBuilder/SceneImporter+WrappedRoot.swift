import AutoLayout
import InterfaceBuilderDocument

/// A XIB whose top-level object is a stack view, a scroll view, a label or another view that is
/// not a plain `<view>`. A scenario's root is always a plain view (the controller's view), so
/// such a top-level view is imported as the only subview of a plain root, pinned to its four
/// edges, with its own kind and everything under it unchanged.
///
/// Why pinning reproduces UIKit: `UINib.instantiate` returns a top-level view at the size saved
/// in the file (nothing resizes it), and the scenario's window is that size for a XIB view
/// (`DeviceChoice.xcode`, "a window its size"), so the pinned view gets exactly the saved size
/// while its arranged subviews or content are laid out by the engine as before. The plain root
/// is the importer's, not the file's: it has no expected frame, and the top-level view's own
/// frame is expected at the origin (Xcode's canvas position is not a frame in a superview).
extension SceneImporter {
  mutating func importWrappedRoot() throws(ImportError) -> ImportedView {
    var view = ImportedView(kind: "view", id: "view", interfaceBuilderID: "")
    let id = naming.renameRoot(root.id)
    wrappedRootID = id
    guard var inner = try importView(root, inStack: false) else { return view }
    if let e = expectedFrames.firstIndex(where: { $0.interfaceBuilderID == root.id }) {
      expectedFrames[e].frame[0] = 0
      expectedFrames[e].frame[1] = 0
    }
    // Constraints place a control's alignment rectangle; its frame, the size saved, is larger
    // by the control's insets, so the rectangle is pinned inside the root by them.
    let insets = Self.alignmentRectInsets(of: root.elementName)
    let edges = [("top", insets.top), ("leading", insets.left), ("trailing", -insets.right),
                 ("bottom", -insets.bottom)]
    for (edge, inset) in edges {
      let offset = inset == 0 ? "" : inset > 0 ? " + \(ScenarioWriter.number(inset))" : " - \(ScenarioWriter.number(-inset))"
      wrappedRootConstraints.append(
        ImportedConstraint(
          id: nil, text: "\(id).\(edge) == view.\(edge)\(offset)",
          interfaceBuilderID: "the top-level view fills the XIB's root"))
    }
    inner.properties.removeAll { $0.key == "frame" || $0.key == "autoresizing" }
    view.subviews = [inner]
    note(
      root,
      "a top-level <\(root.elementName)> is imported as '\(id)' inside a plain root view the size of the XIB, pinned to its edges"
    )
    return view
  }

  /// What a control's frame extends past the alignment rectangle constraints place (the
  /// engine's, `SystemMetrics`); none for other views.
  static func alignmentRectInsets(of elementName: String) -> EdgeInsets {
    switch elementName {
    case "slider": SystemMetrics.sliderAlignmentRectInsets
    case "switch": SystemMetrics.switchAlignmentRectInsets
    case "segmentedControl": SystemMetrics.segmentedControlAlignmentRectInsets
    default: .zero
    }
  }
}
