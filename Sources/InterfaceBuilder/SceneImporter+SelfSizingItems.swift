import AutoLayout
import InterfaceBuilderDocument

/// A collection view whose flow layout sizes its items by their content (`estimatedItemSize`,
/// or `automaticEstimatedItemSize="YES"`, Xcode 11's default) is written as the scenario's
/// `collection:` with `itemSize: automatic` and its cells as `cells:`: the engine then sizes each
/// cell as UIKit does at run time (its content's constraints at the fitting-size priority,
/// `preferredLayoutAttributesFitting`) and places it as the flow layout does
/// (Guides/CollectionViews.md), again at every layout pass. Xcode's canvas does not size them:
/// it shows each cell at its saved size, so the frames saved for the cells and their content
/// views are not expectations, nor counted in the fidelity check (the views inside them are).
/// A controller's root collection view stays a
/// plain view with its cells at Xcode's frames: a scenario's root view cannot be a collection.
extension SceneImporter {
  /// The cells of `collection` the engine sizes by their content; empty for anything else.
  func selfSizingCells(of collection: Document.View) -> [Document.View] {
    guard collection.elementName == "collectionView", collection.id != root.id,
      collection.customCollectionLayoutClass == nil,
      let layout = collection.flowLayout, layout.hasSelfSizingItems,
      FlowLayout.ScrollDirection(rawValue: layout.scrollDirection) != nil,
      !collection.subviews.isEmpty,
      collection.subviews.allSatisfy({
        $0.placement == .cell && $0.elementName == "collectionViewCell"
      })
    else { return [] }
    return collection.subviews
  }

  /// The IB ids of `cells` and their content views.
  static func placedIDs(_ cells: [Document.View]) -> Set<String> {
    Set(cells.flatMap { [$0.id] + (contentView(of: $0).map { [$0.id] } ?? []) })
  }

  /// A collection cell's content view: `<collectionViewCellContentView key="contentView">`, or
  /// in files of Xcode 10 and earlier a plain `<view key="contentView">`, often without an id.
  static func contentView(of cell: Document.View) -> Document.View? {
    cell.subviews.first { $0.key == "contentView" }
  }

  /// The `collection:` keys for the file's flow layout, its items self-sizing; keys left at
  /// UIKit's defaults are not written.
  static func selfSizingLayoutProperties(_ saved: Document.FlowLayout)
    -> [(key: String, value: YAMLValue)]
  {
    var result: [(key: String, value: YAMLValue)] = [("itemSize", .plain("automatic"))]
    if saved.scrollDirection != "vertical" {
      result.append(("scrollDirection", .plain(saved.scrollDirection)))
    }
    result.append(("minimumInteritemSpacing", .number(saved.minimumInteritemSpacing)))
    result.append(("minimumLineSpacing", .number(saved.minimumLineSpacing)))
    let inset = saved.sectionInset
    if [inset.top, inset.left, inset.bottom, inset.right] != [0, 0, 0, 0] {
      result.append(
        ("sectionInset", .list([inset.top, inset.left, inset.bottom, inset.right].map(YAMLValue.number))))
    }
    for (key, size) in [
      ("headerReferenceSize", saved.headerReferenceSize),
      ("footerReferenceSize", saved.footerReferenceSize),
    ] where size.width != 0 || size.height != 0 {
      result.append(
        (key, .mapping([.init("width", .number(size.width)), .init("height", .number(size.height))])))
    }
    return result
  }

  /// The constraints that fill each of `cells` with its content view (already imported).
  func constraintsFilling(_ cells: [Document.View]) -> [ImportedConstraint] {
    cells.flatMap { cell in
      Self.contentView(of: cell).map { constraintsFilling(cell, with: $0) } ?? []
    }
  }

  /// A content view as large as its cell, at its origin: UICollectionViewCell's `contentView`
  /// has the cell's bounds (UICollectionViewCell reference, `contentView`).
  func constraintsFilling(_ cell: Document.View, with content: Document.View) -> [ImportedConstraint] {
    guard let cellName = items[cell.id], let contentName = items[content.id] else { return [] }
    let source = "\(content.id) (content view)"
    return ["leading", "top", "width", "height"].map {
      ImportedConstraint(
        id: nil, text: "\(contentName).\($0) == \(cellName).\($0)", interfaceBuilderID: source)
    }
  }
}
