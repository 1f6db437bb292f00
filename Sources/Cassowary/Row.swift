/// One coefficient of a row: `coefficient × symbol`.
struct Cell {
  var symbol: Symbol
  var coefficient: Double
  /// Where this cell's entry sits in `Tableau.columns[symbol]`, so the column index is kept in O(1)
  /// (-1 while the row is not in the tableau).
  var slot: Int32
}

/// A row of the tableau: `basic = constant + Σ cells`, with `basic` absent from `cells`.
///
/// A constraint's row before it enters the tableau has no basic symbol yet and reads
/// `0 = constant + Σ cells`.
struct Row {
  var basic: Symbol?
  var constant: Double
  var cells: [Cell]

  init(constant: Double = 0, cells: [Cell] = [], basic: Symbol? = nil) {
    self.constant = constant
    self.cells = cells
    self.basic = basic
  }

  /// The index of `symbol` among the cells. Rows are short in layout problems, so a scan beats a map.
  func index(of symbol: Symbol) -> Int? {
    cells.firstIndex { $0.symbol.id == symbol.id }
  }

  func coefficient(for symbol: Symbol) -> Double {
    index(of: symbol).map { cells[$0].coefficient } ?? 0
  }

  /// Given `0 = constant + a·s + Σ cells`, makes the row `s = -constant/a - Σ (cells/a)`.
  mutating func solve(for symbol: Symbol) {
    guard let i = index(of: symbol) else { return }
    let k = -1 / cells[i].coefficient
    cells.remove(at: i)
    constant *= k
    for j in cells.indices { cells[j].coefficient *= k }
    basic = symbol
  }

  /// `0 = c + Σ` is the same equation as `0 = -c - Σ`: used to keep new rows' constants ≥ 0.
  mutating func reverseSign() {
    constant = -constant
    for j in cells.indices { cells[j].coefficient = -cells[j].coefficient }
  }

  /// Whether every symbol left in the row is a dummy (or there is none).
  var isAllDummies: Bool { cells.allSatisfy { $0.symbol.kind == .dummy } }
}

/// An entry of the column index: `symbol` appears in `rows[row].cells[cell]`.
struct ColumnEntry {
  var row: Int32
  var cell: Int32
}
