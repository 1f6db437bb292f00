import AutoLayout
import InterfaceBuilderDocument

/// A XIB whose top-level object is a cell (`<tableViewCell>` or `<collectionViewCell>`, loaded
/// with `UINib` and registered with a table or collection view): the scene's root is the cell,
/// as large as Xcode saved it, and its content view is placed by the cell as UIKit places it, so
/// it counts in the fidelity check instead of keeping Xcode's frame.
extension SceneImporter {
  /// How the content view of a top-level cell sits in it.
  struct CellContentPlan {
    var contentView: Document.View
    /// How much narrower than the cell: the accessory's width.
    var narrower: Double
    /// How much shorter than the cell: the separator's height.
    var shorter: Double
  }

  /// The content view plan of `ib` when it is the scene's root and a cell whose geometry the
  /// rules know; nil otherwise (the content view then keeps Xcode's frame and is not counted).
  /// - A collection view cell's content view fills the cell (UICollectionViewCell's
  ///   `contentView`, "the main view to which you add your cell's custom content", is sized to
  ///   the cell's bounds).
  /// - A table view cell's content view is the cell less its accessory
  ///   (``SystemMetrics/accessoryWidth(_:margin:scale:for:pointRelease:)``) and less the separator below it, as in
  ///   a table (``separatorHeight(for:)``): 0.5 on the @2x canvases Xcode 8–10 saved cell XIBs
  ///   on (44 → 43.5 at toolsVersion 12120; 80 → 79.5 in albookcode's SelfSizing-v2 LineCell
  ///   at 14113; 50 → 49.5 and 166 → 165.5 at 14490), nothing from iOS 13 (Xcode 11 and 14:
  ///   84, 44, 174 and 197 in cells as tall).
  func topLevelCellContentPlan(of ib: Document.View) -> CellContentPlan? {
    guard ib.id == root.id,
      let content = ib.subviews.first(where: { $0.key == "contentView" })
    else { return nil }
    switch ib.elementName {
    case "collectionViewCell":
      return CellContentPlan(contentView: content, narrower: 0, shorter: 0)
    case "tableViewCell":
      let ios = IOSVersionChoice.ios(forToolsVersion: document.toolsVersion) ?? .newest
      let accessory =
        SystemMetrics.CellAccessory(rawValue: ib.attributes["accessoryType"] ?? "none") ?? .none
      guard let width = ib.frame?.width,
        let narrower = SystemMetrics.accessoryWidth(
          accessory, margin: separatorInset(cellWidth: width, for: ios), scale: canvasScale,
          for: ios,
          pointRelease: IOSVersionChoice.pointRelease(forToolsVersion: document.toolsVersion))
      else { return nil }
      return CellContentPlan(
        contentView: content, narrower: narrower, shorter: separatorHeight(for: ios))
    default:
      return nil
    }
  }

  /// The constraints that place `plan`'s content view in the root cell.
  func constraintsPlacing(_ plan: CellContentPlan?) -> [ImportedConstraint] {
    guard let plan, let content = items[plan.contentView.id] else { return [] }
    let source = "\(plan.contentView.id) (content view)"
    return [
      "\(content).leading == view.leading", "\(content).top == view.top",
      "\(content).width == view.width" + Self.offset(-plan.narrower),
      "\(content).height == view.height" + Self.offset(-plan.shorter),
    ].map { ImportedConstraint(id: nil, text: $0, interfaceBuilderID: source) }
  }
}
