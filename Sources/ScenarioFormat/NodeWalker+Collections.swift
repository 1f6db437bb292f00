import AutoLayout
import Yams

/// `collection: ID`, a UICollectionView with a flow layout, its items built from a cell template
/// and data:
///
/// ```yaml
/// - collection: tags
///   itemSize: automatic           # or {width: 100, height: 44}; automatic: self-sizing items
///   minimumInteritemSpacing: 8    # UIKit's default 10
///   minimumLineSpacing: 8         # UIKit's default 10
///   sectionInset: [8, 16, 8, 16]  # [top, left, bottom, right] or {top:, left:, bottom:, right:}
///   sectionInsetReference: fromSafeArea   # fromContentInset (default) or fromLayoutMargins
///   scrollDirection: vertical     # or horizontal
///   headerReferenceSize: {width: 0, height: 40}
///   footerReferenceSize: {width: 0, height: 0}
///   cell:                         # the template: the content view's subviews and constraints
///     subviews:
///       - label: title
///     constraints:
///       - title.leading == contentView.leading + 12
///       - …
///   items:
///     - {title: "Kündigungsfrist"}  # template view id → its text (a button's title)
/// ```
///
/// Instead of `cell` and `items`, `cells: [VIEW, …]` gives the items themselves, each a view with
/// its own subviews whose constraints are the scenario's (what `layoutsim import` writes for a
/// storyboard's self-sizing collection cells, each prototype a different cell).
///
/// The reader writes it out as the engine lays it out: a scroll view `ID` with a flow layout
/// (``AutoLayout/FlowLayout``) whose content is one view per item, `ID_N` (N counting from 1),
/// each a copy of the template whose views take the suffix `_N`, `contentView` standing for the
/// item itself. The engine sizes each item (the fixed size, or its content's constraints at the
/// fitting-size priority) and places it as UICollectionViewFlowLayout does
/// (LayoutEngine+FlowLayout.swift); nothing in the file places an item.
extension NodeWalker {
  /// The keys a collection takes besides its kind and the common ones.
  static let collectionKeys = [
    "itemSize", "minimumInteritemSpacing", "minimumLineSpacing", "sectionInset",
    "sectionInsetReference", "scrollDirection", "headerReferenceSize", "footerReferenceSize",
    "cell", "items", "cells",
  ]

  /// Reads a `collection:` mapping (its first entry the id) into its scroll view, appending the
  /// template's constraints, once per item, to ``tableConstraints``.
  mutating func collection(_ entries: [Entry], id: Located<String>, at node: Node) -> ScenarioView? {
    guard tablesAllowed else {
      error(
        "a collection is declared in the controller's view tree; an event cannot add one",
        at: entries[0].key.location)
      return nil
    }
    let (fields, common) = tableEntries(entries, keys: Self.collectionKeys)
    var collection = properties(
      common, of: ScenarioView(kind: .scroll, id: id, location: location(node)))
    collection.flowLayout = Located(flowLayout(fields), at: id.location)
    if let cells = fields["cells"] {
      if let other = fields["cell"] ?? fields["items"] {
        error(
          "a collection takes either 'cell' and 'items' (a template and data) or 'cells' (the items themselves), not both",
          at: other.key.location)
        return nil
      }
      collection.content = views(cells.value)
      return collection
    }
    guard let cellEntry = fields["cell"] else {
      error(
        "missing key 'cell' in a collection (the item template: its subviews and constraints), or 'cells' (the items themselves)",
        at: node)
      return nil
    }
    guard
      let cell = self.fields(
        cellEntry.value, allowed: ["subviews", "constraints"], in: "a collection's cell template")
    else { return nil }
    let template = cell["subviews"].map { views($0.value) } ?? []
    let templateConstraints = cell["constraints"].map { constraints($0.value) } ?? []
    let names = template.flatMap(\.allViews).map(\.id.value)
    let items = fields["items"].map { dataRows($0.value) } ?? []
    for (index, item) in items.enumerated() {
      let n = index + 1
      let cellID = "\(id.value)_\(n)"
      var renames = Dictionary(names.map { ($0, "\($0)_\(n)") }, uniquingKeysWith: { a, _ in a })
      renames["contentView"] = cellID
      var itemView = ScenarioView(
        kind: .view, id: Located(cellID, at: id.location), location: item.location)
      itemView.subviews = template.map { $0.renamed(renames) }
      fill(&itemView, with: item, names: names, renames: renames, in: "collection")
      collection.content.append(itemView)
      tableConstraints += templateConstraints.map { $0.renamed(renames, row: n) }
    }
    return collection
  }

  /// The layout's settings from a collection's keys, UIKit's defaults for those not written.
  mutating func flowLayout(_ fields: [String: Entry]) -> FlowLayout {
    var layout = FlowLayout()
    if let node = fields["itemSize"]?.value {
      if node.scalar?.string == "automatic" {
        layout.itemSize = .automatic
      } else if let size = flowSize(node, what: "an item size", positive: true) {
        layout.itemSize = .fixed(size)
      }
    }
    for (key, path) in [
      ("minimumInteritemSpacing", \FlowLayout.minimumInteritemSpacing),
      ("minimumLineSpacing", \FlowLayout.minimumLineSpacing),
    ] {
      guard let node = fields[key]?.value, let value = number(node) else { continue }
      guard value.value >= 0 else {
        error("\(key) cannot be negative", at: node)
        continue
      }
      layout[keyPath: path] = value.value
    }
    if let node = fields["sectionInset"]?.value, let inset = sectionInset(node) {
      layout.sectionInset = inset
    }
    if let node = fields["sectionInsetReference"]?.value,
      let reference = choice(node, FlowLayout.SectionInsetReference.self, what: "section inset reference")
    {
      layout.sectionInsetReference = reference.value
    }
    if let node = fields["scrollDirection"]?.value,
      let direction = choice(node, FlowLayout.ScrollDirection.self, what: "scroll direction")
    {
      layout.scrollDirection = direction.value
    }
    if let node = fields["headerReferenceSize"]?.value,
      let size = flowSize(node, what: "a header reference size", positive: false)
    {
      layout.headerReferenceSize = size
    }
    if let node = fields["footerReferenceSize"]?.value,
      let size = flowSize(node, what: "a footer reference size", positive: false)
    {
      layout.footerReferenceSize = size
    }
    return layout
  }

  /// `{width: W, height: H}`: both sides non-negative (positive for an item).
  mutating func flowSize(_ node: Node, what: String, positive: Bool) -> Size? {
    if node.scalar != nil {
      error(
        "expected \(what) as {width: W, height: H}"
          + (positive ? " or automatic" : "") + ", found \(found(node))",
        at: node)
      return nil
    }
    let sides = ["width", "height"]
    guard let fields = fields(node, allowed: sides, required: sides, in: what) else { return nil }
    var values: [Double] = []
    for side in sides {
      guard let entry = fields[side], let value = number(entry.value) else { return nil }
      guard positive ? value.value > 0 : value.value >= 0 else {
        error("\(what)'s \(side) must be \(positive ? "more than 0" : "at least 0")", at: entry.value)
        return nil
      }
      values.append(value.value)
    }
    return Size(width: values[0], height: values[1])
  }

  /// `[top, left, bottom, right]` or `{top:, left:, bottom:, right:}`, none negative.
  mutating func sectionInset(_ node: Node) -> EdgeInsets? {
    let values: [Double]
    if case .mapping = node {
      let sides = ["top", "left", "bottom", "right"]
      guard let fields = fields(node, allowed: sides, required: sides, in: "a section inset")
      else { return nil }
      let read = sides.compactMap { side in fields[side].flatMap { number($0.value) }?.value }
      guard read.count == 4 else { return nil }
      values = read
    } else {
      guard let read = numbers(node, count: 4, what: "[top, left, bottom, right]") else { return nil }
      values = read.value
    }
    guard values.allSatisfy({ $0 >= 0 }) else {
      error("a section inset cannot be negative", at: node)
      return nil
    }
    return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
  }

  /// A list of data rows: each a mapping of template view id → text.
  mutating func dataRows(_ node: Node) -> [TableRow] {
    var result: [TableRow] = []
    for row in list(node) ?? [] {
      guard let entries = mapping(row) else { continue }
      let texts = entries.compactMap { entry in string(entry.value).map { (entry.key, $0) } }
      result.append(TableRow(texts: texts, location: location(row)))
    }
    return result
  }
}
