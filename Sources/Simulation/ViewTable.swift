import AutoLayout
import ScenarioFormat

/// The one table the simulation keeps beside the engine: each id the file declares, what the file
/// says of it, and which engine view or guide it is. Layout state (frames, hidden, the text shown)
/// is the engine's; a row holds only what the engine has no word for: the file's own values, to
/// return to, and texts as written, for a new locale.
struct ViewTable {
  struct Row {
    /// The view (or layout guide) as the file declares it.
    var declared: ScenarioView
    /// In the view tree now: false until an `add` brings it in and after a `remove`.
    var isInTree = false
    /// The engine's view as the file builds it: what a trait variation's `set` returns to.
    var fileView: View?
    /// A stack's settings and arranged views now, and as the file declares them.
    var stack: Simulation.StackState?
    var fileStack: Simulation.StackState?
    /// The stack that arranges this view when the file declares it elsewhere (UIKit's
    /// `addArrangedSubview` moves it there).
    var arrangedIn: String?
  }

  var rows: [String: Row] = [:]
  /// Each declared id's text as written now (`@key` unresolved), apart from the rows: a new
  /// locale reads every one, and reading a row copies all it holds.
  private(set) var texts: [String: String] = [:]
  /// The keys of ``rows``, sorted: kept as ids are declared (the only place rows are added), so
  /// a step that visits every id in this order (a new locale) does not sort them again.
  private(set) var sortedNames: [String] = []
  /// The keys of ``texts``, in ``sortedNames``'s order: a new locale visits only the ids with a
  /// text (a screen of rows has three views without one for each label).
  private(set) var sortedTextNames: [String] = []
  /// The ids, in ``sortedNames``'s order, of the tables with a titled section footer, each with
  /// its table as declared: a new locale wraps those titles again (their lines make the
  /// footers' heights), and visits no other row (reading every row was a third of the step).
  private(set) var footerTitledTables: [(name: String, layout: TableLayout)] = []
  /// Each built id's engine view or guide. Apart from the rows: reading a row copies all it
  /// holds, and every step looks up each view's name (``viewID(_:)``).
  private(set) var items: [String: LayoutItem] = [:]
  /// The views in the order they were built: the order reports list them in.
  private(set) var order: [String] = []
  /// Every name ever built as a view, each once: a step's walk keeps each name's previous frame
  /// at its index here (``slot(of:)``) instead of hashing the name.
  private(set) var slotNames: [String] = []
  private var slotOfName: [String: Int] = [:]
  /// By engine view: the slot of the name it is built as, while that name is still its (a name
  /// built again, by an `add` after a `remove`, moves to its new view).
  private var slotOfView: [Int?] = []

  /// Declares `view` and everything inside it (the first declaration of an id wins).
  mutating func declare(_ view: ScenarioView) {
    var added = false
    view.forEachView { view in
      guard rows[view.id.value] == nil else { return }
      rows[view.id.value] = Row(declared: view)
      added = true
    }
    guard added else { return }
    sortedNames = rows.keys.sorted()
    footerTitledTables = sortedNames.compactMap { name in
      guard let layout = rows[name]!.declared.tableLayout?.value,
        layout.sections.contains(where: \.hasFooterTitle)
      else { return nil }
      return (name, layout)
    }
  }

  /// Records that `name` is in the tree as `item`, built from the file as `fileView`.
  mutating func build(_ name: String, as item: LayoutItem, fileView: View?) {
    guard rows[name] != nil else { return }
    if items[name] == nil, case .view = item { order.append(name) }
    if case .view(let old)? = items[name] { slotOfView[old.rawValue] = nil }
    items[name] = item
    if case .view(let id) = item {
      let slot = slotOfName[name] ?? slotNames.count
      if slot == slotNames.count {
        slotNames.append(name)
        slotOfName[name] = slot
      }
      if slotOfView.count <= id.rawValue {
        slotOfView += [Int?](repeating: nil, count: id.rawValue + 1 - slotOfView.count)
      }
      slotOfView[id.rawValue] = slot
    }
    rows[name]!.isInTree = true
    rows[name]!.fileView = fileView
  }

  /// Records a declared id's text as written (nil: none).
  mutating func setText(_ text: String?, of name: String) {
    guard rows[name] != nil else { return }
    let had = texts[name] != nil
    texts[name] = text
    guard had != (text != nil) else { return }
    // The first position whose name is not before `name`: where it is, or goes.
    var (low, high) = (0, sortedTextNames.count)
    while low < high {
      let mid = (low + high) / 2
      if sortedTextNames[mid] < name { low = mid + 1 } else { high = mid }
    }
    if text != nil { sortedTextNames.insert(name, at: low) } else { sortedTextNames.remove(at: low) }
  }

  /// The engine view of a view the tree holds or once held.
  func viewID(_ name: String) -> ViewID? {
    if case .view(let id)? = items[name] { return id }
    return nil
  }

  /// The slot (in ``slotNames``) of the name `id` is built as now; nil for an engine view no
  /// name holds (one a later `add` replaced) and for the engine's own views.
  func slot(of id: ViewID) -> Int? {
    id.rawValue < slotOfView.count ? slotOfView[id.rawValue] : nil
  }

  /// The engine view of a view in the tree now.
  func viewInTree(_ name: String) -> ViewID? {
    rows[name]?.isInTree == true ? viewID(name) : nil
  }

  /// A declared layout guide's item.
  func guide(_ name: String) -> LayoutItem? {
    guard rows[name]?.declared.kind == .guide else { return nil }
    return items[name]
  }

  /// Ids in sorted order whose row passes `filter` (never the dictionary's order).
  func names(where filter: (Row) -> Bool) -> [String] {
    sortedNames.filter { filter(rows[$0]!) }
  }
}
