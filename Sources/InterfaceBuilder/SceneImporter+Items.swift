import AutoLayout
import InterfaceBuilderDocument

/// A collection view's prototype cells placed by the engine as UICollectionViewFlowLayout places
/// its items (vertical scrolling, fixed item size): line after line below the section inset and
/// the header, as many items on a line as fit between the side insets with the minimum
/// interitem spacing; the items of a full line spread so the first touches the leading inset
/// and the last the trailing one (the spacing between them grows), a line with room for only one
/// item centres it, and the last line keeps the full lines' spacing from the leading inset.
/// Lines are `minimumLineSpacing` apart. The content view fills its cell. Apple's "Using a Flow
/// Layout" (Collection View Programming Guide for iOS) describes the lines and the spacings as
/// minimums; Archive/Collection (Xcode 5) saved its one item at the leading inset. Self-sizing
/// items (`estimatedItemSize`) and horizontal scrolling are not placed: those cells keep Xcode's
/// frames and are not counted.
extension SceneImporter {
  /// One item the engine places, in the collection's coordinates.
  struct ItemPlan {
    var cell: Document.View
    var x: Double
    var y: Double
    var width: Double
    var height: Double
    var contentView: Document.View?
  }

  /// The items of `collection` the engine can place; empty for anything else.
  func itemPlans(of collection: Document.View) -> [ItemPlan] {
    guard collection.elementName == "collectionView", let layout = collection.flowLayout,
      layout.scrollDirection == "vertical",
      layout.estimatedItemSize.width == 0, layout.estimatedItemSize.height == 0,
      let width = collectionWidth(collection)
    else { return [] }
    let cells = collection.subviews.filter {
      $0.placement == .cell && $0.elementName == "collectionViewCell"
    }
    let item = layout.itemSize
    let inset = layout.sectionInset
    let available = width - inset.left - inset.right
    guard item.width > 0, item.height > 0, item.width <= available else { return [] }
    let perLine = max(
      1,
      Int(
        (available + layout.minimumInteritemSpacing) / (item.width + layout.minimumInteritemSpacing)
      ))
    let spacing =
      perLine > 1 ? (available - Double(perLine) * item.width) / Double(perLine - 1) : 0
    let top = inset.top + layout.headerReferenceSize.height
    return cells.enumerated().map { index, cell in
      let line = index / perLine
      let column = index % perLine
      let x =
        perLine == 1
        ? inset.left + (available - item.width) / 2
        : inset.left + Double(column) * (item.width + spacing)
      return ItemPlan(
        cell: cell, x: x, y: top + Double(line) * (item.height + layout.minimumLineSpacing),
        width: item.width, height: item.height,
        contentView: cell.subviews.first { $0.elementName == "collectionViewCellContentView" })
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
      let source = "\(plan.cell.id) (item)"
      add("\(cell).leading == \(host).leading" + Self.offset(plan.x), source)
      add("\(cell).top == \(host).top" + Self.offset(plan.y), source)
      add("\(cell).width == \(ScenarioWriter.number(plan.width))", source)
      add("\(cell).height == \(ScenarioWriter.number(plan.height))", source)
      if let view = plan.contentView, let content = items[view.id] {
        let source = "\(view.id) (content view)"
        add("\(content).leading == \(cell).leading", source)
        add("\(content).top == \(cell).top", source)
        add("\(content).width == \(cell).width", source)
        add("\(content).height == \(cell).height", source)
      }
    }
    return result
  }
}
