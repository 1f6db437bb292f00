import AutoLayout
import InterfaceBuilderDocument

/// A collection view's prototype cells placed by the engine's flow layout
/// (``AutoLayout/FlowLayout``, Guides/CollectionViews.md), as UICollectionViewFlowLayout places
/// its items of a fixed size: lines below the header and the section inset (columns after them
/// when scrolling horizontally), as many items on a line as fit between the side insets with the
/// minimum interitem spacing, spread so the first touches the leading inset and the last the
/// trailing one; a line with room for one item centres it (even one longer than the line); the
/// last line keeps the full lines' columns. Archive/Collection (Xcode 5) saved its one item at
/// the leading inset.
///
/// The content view fills its cell, whatever its own constraints ask: UIKit sets the cell's
/// frame from the layout and the content view's from the cell (its autoresizing constraints, or
/// the `UIView-Encapsulated-Layout-Width`/`-Height` of a self-sizing pass), and when the content's
/// required constraints want another size, it logs the conflict and breaks the content's
/// constraint, never the cell's size (the console logs quoted in Guides/CollectionViews.md).
/// The engine breaks the constraint that arrives last, so these come before the file's
/// (``itemConstraints``). Xcode's canvas does the same: an inner view pinned to a 128-point
/// content view but sized 200 by a constraint of its own is saved 128 wide.
///
/// Self-sizing items (`estimatedItemSize`, or `automaticEstimatedItemSize`) are the engine's to
/// size and place (SceneImporter+SelfSizingItems).
extension SceneImporter {
  /// One item the engine places, in the collection's coordinates: a cell, or the section's
  /// header or footer view (`role`).
  struct ItemPlan {
    var cell: Document.View
    var x: Double
    var y: Double
    var width: Double
    var height: Double
    var contentView: Document.View?
    var role = "item"
  }

  /// The items of `collection` the engine can place; empty for anything else.
  func itemPlans(of collection: Document.View) -> [ItemPlan] {
    guard collection.elementName == "collectionView", let saved = collection.flowLayout,
      !saved.hasSelfSizingItems,
      let layout = Self.flowLayout(saved), let bounds = collectionBounds(collection, layout)
    else { return [] }
    let cells = collection.subviews.filter {
      $0.placement == .cell && $0.elementName == "collectionViewCell"
    }
    guard case .fixed(let size) = layout.itemSize, size.width > 0, size.height > 0 else { return [] }
    let placement = layout.place(Array(repeating: size, count: cells.count), in: bounds)
    let items = zip(cells, placement.items).map { cell, frame in
      ItemPlan(
        cell: cell, x: frame.minX, y: frame.minY, width: frame.width, height: frame.height,
        contentView: Self.contentView(of: cell))
    }
    return items + supplementaryPlans(of: collection, placement)
  }

  /// The section's header and footer views (`<collectionReusableView key="sectionHeaderView">`,
  /// `"sectionFooterView"`) where the flow layout puts them: across the whole collection, as
  /// long as the reference size says along the scrolling direction, the header before the
  /// section inset and the footer after it (UICollectionViewFlowLayout reference,
  /// `headerReferenceSize`). A view whose reference size is zero is not shown by UIKit and keeps
  /// Xcode's frame.
  func supplementaryPlans(of collection: Document.View, _ placement: FlowLayout.Placement)
    -> [ItemPlan]
  {
    let views = [
      ("sectionHeaderView", placement.header, "section header"),
      ("sectionFooterView", placement.footer, "section footer"),
    ]
    return views.compactMap { key, frame, role in
      guard let view = collection.subviews.first(where: { $0.key == key }),
        frame.width > 0, frame.height > 0
      else { return nil }
      return ItemPlan(
        cell: view, x: frame.minX, y: frame.minY, width: frame.width, height: frame.height,
        contentView: nil, role: role)
    }
  }

  /// The engine's flow layout for the file's, or nil for a scroll direction it does not know.
  static func flowLayout(_ saved: Document.FlowLayout) -> FlowLayout? {
    guard let direction = FlowLayout.ScrollDirection(rawValue: saved.scrollDirection) else {
      return nil
    }
    var layout = FlowLayout()
    layout.scrollDirection = direction
    layout.itemSize = .fixed(Size(width: saved.itemSize.width, height: saved.itemSize.height))
    layout.minimumInteritemSpacing = saved.minimumInteritemSpacing
    layout.minimumLineSpacing = saved.minimumLineSpacing
    layout.sectionInset = EdgeInsets(
      top: saved.sectionInset.top, left: saved.sectionInset.left,
      bottom: saved.sectionInset.bottom, right: saved.sectionInset.right)
    layout.headerReferenceSize = Size(
      width: saved.headerReferenceSize.width, height: saved.headerReferenceSize.height)
    layout.footerReferenceSize = Size(
      width: saved.footerReferenceSize.width, height: saved.footerReferenceSize.height)
    return layout
  }

  /// The extent the flow layout fills: the width (``collectionWidth(_:)``) when scrolling
  /// vertically; when scrolling horizontally the height Xcode saved for a collection inside a
  /// scene (a controller's root collection view rests under the bars: not placed).
  func collectionBounds(_ collection: Document.View, _ layout: FlowLayout) -> Size? {
    switch layout.scrollDirection {
    case .vertical:
      return collectionWidth(collection).map { Size(width: $0, height: 0) }
    case .horizontal:
      guard collection.id != root.id, let height = collection.frame?.height else { return nil }
      return Size(width: 0, height: height)
    }
  }

  /// The width the flow layout fills: the screen's for a controller's root collection view (a
  /// known device), else the width Xcode saved for it.
  func collectionWidth(_ collection: Document.View) -> Double? {
    if collection.id == root.id, let device = document.device,
      let known = DeviceCatalog.device(named: device.id)
    {
      let size = known.portraitSize.value
      return device.orientation == .landscape ? size.height : size.width
    }
    return collection.frame?.width
  }

  /// What the note on a collection's cell says (how its layout places it, or why it keeps
  /// Xcode's frame); nil for a cell of anything but a collection view.
  func itemNote(_ cell: Document.View, in collection: Document.View, items: [ItemPlan]) -> String? {
    guard collection.elementName == "collectionView" else { return nil }
    if let item = items.first(where: { $0.cell.id == cell.id }) {
      return
        "a collection cell is placed as a flow layout's item: line after line below the section inset, \(ScenarioWriter.number(item.width)) × \(ScenarioWriter.number(item.height))"
    }
    let kept = "imported at the frame Xcode saved, laid out by frame, and not counted"
    if let custom = collection.customCollectionLayoutClass {
      return
        "a collection cell placed by the custom layout '\(custom)' (a UICollectionViewLayout subclass, such as a compositional layout set up in code), which cannot be modelled from the file: \(kept)"
    }
    if let layout = collection.flowLayout, layout.hasSelfSizingItems {
      let estimate = layout.automaticEstimatedItemSize ? "automaticEstimatedItemSize" : "estimatedItemSize"
      if selfSizedIDs.contains(cell.id) {
        return
          "a collection cell that sizes itself (\(estimate)): sized by its content at the fitting-size priority and placed by the flow layout, as UIKit does at run time; Xcode's canvas shows it at its saved size, so its frame and its content view's are not expected or counted"
      }
      return
        "a collection cell that sizes itself (\(estimate)) in a controller's root collection view, which a scenario cannot write as a collection: \(kept)"
    }
    return nil
  }

  /// The note on a collection view whose flow layout is a subclass; nil otherwise.
  func flowLayoutSubclassNote(_ collection: Document.View) -> String? {
    guard collection.elementName == "collectionView",
      let custom = collection.flowLayout?.customClass
    else { return nil }
    return
      "its flow layout is the subclass '\(custom)': its items are placed by UICollectionViewFlowLayout's rules from the file's settings, as Xcode's canvas shows them; what the subclass changes at run time (item sizes set in code, say) is not modelled"
  }

  /// The IB ids of the cells and content views `plans` place.
  static func placedIDs(_ plans: [ItemPlan]) -> Set<String> {
    Set(plans.flatMap { [$0.cell.id] + ($0.contentView.map { [$0.id] } ?? []) })
  }

  /// The constraints that place `plans`' cells in `collection` (already imported).
  func constraintsPlacing(_ plans: [ItemPlan], in collection: Document.View)
    -> [ImportedConstraint]
  {
    guard let host = items[collection.id] else { return [] }
    var result: [ImportedConstraint] = []
    func add(_ text: String, _ id: String) {
      result.append(ImportedConstraint(id: nil, text: text, interfaceBuilderID: id))
    }
    for plan in plans {
      guard let cell = items[plan.cell.id] else { continue }
      let source = "\(plan.cell.id) (\(plan.role))"
      add("\(cell).leading == \(host).leading" + Self.offset(plan.x), source)
      add("\(cell).top == \(host).top" + Self.offset(plan.y), source)
      add("\(cell).width == \(ScenarioWriter.number(plan.width))", source)
      add("\(cell).height == \(ScenarioWriter.number(plan.height))", source)
      if let view = plan.contentView { result += constraintsFilling(plan.cell, with: view) }
    }
    return result
  }
}
