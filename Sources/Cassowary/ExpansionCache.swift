/// The canonical expansions of basic external symbols (their lazy rows rewritten in nonbasic
/// symbols, see `Expansion`), kept while no row of the tableau changes.
///
/// A deep view tree makes each view's rows refer to its parent's: expanding a label's width
/// preference walks every ancestor, O(depth) per label and O(N²) for a tree of N labels (Deep
/// Hierarchy (labels): 10.4 s at N = 6400). Building a tree only adds rows, and adding a row
/// changes no other row, so the expansion of each new lazy row can be made from its references'
/// cached expansions in O(its size) and kept (a reference whose entry was dropped is made again
/// first, within a small budget); `Expansion.canonical` then stops at the first
/// symbol it has an expansion for. Any change to an existing row (a pivot, a substitution, a
/// constant, a removal) drops every entry at once by moving `version` on; entries are refilled
/// only as new rows arrive. Only short expansions are kept, so the cache is O(symbols) in memory.
struct ExpansionCache {
  /// The most cells an entry may have: layout rows expand to a few cells (a constant, the
  /// window's edit errors) unless they are still carrying dummies or many free symbols.
  static let maxCells = 16

  private var version: UInt64 = 1
  private var rows: [Row?] = []
  private var versions: [UInt64] = []
  /// Moved on by every change to which rows there are, which symbols are basic or which cells a
  /// row holds, but not by a constant alone: what the order of a full read depends on.
  private var shape: UInt64 = 1
  /// The order a full read sums the rows in (see `Expansion.values`), for `valueRoots` roots,
  /// while `valueOrderShape == shape`. A re-solve after an edit usually only moves constants,
  /// and working the order out again was most of reading every value (Long Row, N = 100).
  private var valueOrder: [Symbol] = []
  private var valueRoots = -1
  private var valueOrderShape: UInt64 = 0

  mutating func grow(to count: Int) {
    guard rows.count < count else { return }
    rows.append(contentsOf: repeatElement(nil, count: count - rows.count))
    versions.append(contentsOf: repeatElement(0, count: count - versions.count))
  }

  /// Forgets every entry: some row of the tableau changed.
  mutating func invalidate() {
    version &+= 1
    shape &+= 1
  }

  /// Forgets every entry, but keeps the order of a full read: only a row's constant changed.
  mutating func invalidateConstants() { version &+= 1 }

  /// Keeps every entry, but not the order of a full read: a row was added that no other row
  /// holds yet.
  mutating func rowAdded() { shape &+= 1 }

  /// The order of a full read from `roots` roots, if the rows' shape has not changed since it
  /// was kept.
  func valueOrder(roots: Int) -> [Symbol]? {
    valueOrderShape == shape && valueRoots == roots ? valueOrder : nil
  }

  mutating func keepValueOrder(_ order: [Symbol], roots: Int) {
    valueOrder = order
    valueRoots = roots
    valueOrderShape = shape
  }

  /// The cached expansion of `symbol`, if it is still valid.
  @inline(__always) func row(of symbol: Symbol) -> Row? {
    versions[symbol.index] == version ? rows[symbol.index] : nil
  }

  mutating func store(_ row: Row, for basic: Symbol) {
    rows[basic.index] = row
    versions[basic.index] = version
  }
}

extension Tableau {
  /// The expansion of basic external `symbol` (see `ExpansionCache`), made from its lazy row and
  /// its references' expansions, made in turn as far as `budget` (symbols visited) allows.
  /// nil when the budget runs out, or the result is longer than `ExpansionCache.maxCells`.
  mutating func cachedExpansion(of symbol: Symbol, budget: inout Int) -> Row? {
    if let row = expansions.row(of: symbol) { return row }
    guard budget > 0, symbol.kind == .external, let slot = slot(of: symbol) else { return nil }
    budget -= 1
    let row = rows[slot]
    var constant = row.constant
    // Room for a typical entry up front (a view's edge: a constant and a few errors), and the
    // cancelled cells dropped in place: growing the arrays from empty and copying the survivors
    // out cost up to seven allocations a row, and every new view's row comes through here.
    // Not `maxCells`: the kept entry keeps its capacity, and the cache holds one per view edge.
    var cells: [Cell] = []
    cells.reserveCapacity(8)
    var magnitudes: [Double] = []
    magnitudes.reserveCapacity(8)
    func accumulate(_ symbol: Symbol, _ c: Double) {
      if let i = cells.firstIndex(where: { $0.symbol == symbol }) {
        cells[i].coefficient += c
        magnitudes[i] += abs(c)
      } else {
        cells.append(Cell(symbol: symbol, coefficient: c, slot: -1))
        magnitudes.append(abs(c))
      }
    }
    for cell in row.cells {
      if isBasic(cell.symbol) {
        guard let expansion = cachedExpansion(of: cell.symbol, budget: &budget) else { return nil }
        constant += cell.coefficient * expansion.constant
        for inner in expansion.cells { accumulate(inner.symbol, cell.coefficient * inner.coefficient) }
      } else {
        accumulate(cell.symbol, cell.coefficient)
      }
      guard cells.count <= 4 * ExpansionCache.maxCells else { return nil }
    }
    var count = 0
    for i in cells.indices where !cancels(cells[i].coefficient, scale: magnitudes[i]) {
      cells[count] = cells[i]
      count += 1
    }
    guard count <= ExpansionCache.maxCells else { return nil }
    cells.removeSubrange(count...)
    var kept = Row(constant: constant)
    kept.cells = cells
    expansions.store(kept, for: symbol)
    return kept
  }
}
