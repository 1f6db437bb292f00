/// One level of the objective: `Σ coefficient × symbol + constant`, to be minimised.
///
/// Unlike a tableau row it is long (one error term per optional constraint at its priority) and is
/// asked "what is the coefficient of s?" on every pivot, so it keeps a dense position index.
struct ObjectiveRow {
  var constant: Double = 0
  private(set) var symbols: [Symbol] = []
  private(set) var coefficients: [Double] = []
  /// `position[symbol.id]` is the symbol's index in `symbols`, or -1.
  private var position: [Int32]
  /// While a transaction is open (see `Journal`): each change's symbol and its coefficient before
  /// it, and the constant at the start. Undoing them in reverse puts the row back without a copy
  /// of `position`, which is as long as the symbols.
  private var undo: [(Symbol, Double)] = []
  private var savedConstant: Double?

  init(symbolCapacity: Int) {
    position = Array(repeating: -1, count: symbolCapacity)
  }

  var isEmpty: Bool { symbols.isEmpty }
  var count: Int { symbols.count }

  mutating func growSymbols(to count: Int) {
    if position.count < count {
      position.append(contentsOf: repeatElement(-1, count: count - position.count))
    }
  }

  @inline(__always) func contains(_ symbol: Symbol) -> Bool { position[symbol.index] >= 0 }

  @inline(__always) func coefficient(for symbol: Symbol) -> Double {
    let p = Int(position[symbol.index])
    return p >= 0 ? coefficients[p] : 0
  }

  /// `self += coefficient × symbol`; a cell that cancels (see `cancels`) is dropped.
  mutating func add(_ symbol: Symbol, _ coefficient: Double) {
    let p = Int(position[symbol.index])
    if savedConstant != nil { undo.append((symbol, p >= 0 ? coefficients[p] : 0)) }
    if p >= 0 {
      let sum = coefficients[p] + coefficient
      if cancels(sum, scale: max(abs(coefficients[p]), abs(coefficient))) {
        remove(at: p)
      } else {
        coefficients[p] = sum
      }
    } else if coefficient != 0 {
      position[symbol.index] = Int32(symbols.count)
      symbols.append(symbol)
      coefficients.append(coefficient)
    }
  }

  /// Empties the row in O(its cells), keeping its storage for reuse.
  mutating func removeAll() {
    for symbol in symbols { position[symbol.index] = -1 }
    symbols.removeAll(keepingCapacity: true)
    coefficients.removeAll(keepingCapacity: true)
    constant = 0
  }

  /// Removes `symbol`'s cell and returns its coefficient (0 when absent).
  @discardableResult mutating func remove(_ symbol: Symbol) -> Double {
    let p = Int(position[symbol.index])
    guard p >= 0 else { return 0 }
    let coefficient = coefficients[p]
    if savedConstant != nil { undo.append((symbol, coefficient)) }
    remove(at: p)
    return coefficient
  }

  private mutating func remove(at p: Int) {
    position[symbols[p].index] = -1
    let last = symbols.count - 1
    if p != last {
      symbols[p] = symbols[last]
      coefficients[p] = coefficients[last]
      position[symbols[p].index] = Int32(p)
    }
    symbols.removeLast()
    coefficients.removeLast()
  }

  // MARK: Transactions

  /// Starts recording changes, for `rollback()` to undo.
  mutating func beginLog() {
    undo.removeAll(keepingCapacity: true)
    savedConstant = constant
  }

  /// Stops recording and forgets what was recorded.
  mutating func commitLog() {
    undo.removeAll(keepingCapacity: true)
    savedConstant = nil
  }

  /// Undoes every change since `beginLog()`, latest first, and stops recording. The cells come
  /// back with the same coefficients, possibly in another order (which no choice depends on:
  /// every choice among symbols takes the lowest id).
  mutating func rollbackLog() {
    guard let saved = savedConstant else { return }
    savedConstant = nil
    for (symbol, old) in undo.reversed() {
      let p = Int(position[symbol.index])
      if old == 0 {
        if p >= 0 { remove(at: p) }
      } else if p >= 0 {
        coefficients[p] = old
      } else {
        position[symbol.index] = Int32(symbols.count)
        symbols.append(symbol)
        coefficients.append(old)
      }
    }
    undo.removeAll(keepingCapacity: true)
    constant = saved
  }

  /// Given this row `f = a·x + b` and `x = row` (its cells and constant), rewrites `f` without `x`:
  /// `f = a·row + b`. Returns the symbols whose coefficient changed.
  mutating func substitute(_ x: Symbol, with row: Row, touching touched: inout [Symbol]) {
    let a = remove(x)
    guard a != 0 else { return }
    constant += a * row.constant
    for cell in row.cells {
      add(cell.symbol, a * cell.coefficient)
      touched.append(cell.symbol)
    }
  }

  /// `self += k × row` (a row not in the tableau, e.g. a basic error's row).
  mutating func add(_ row: Row, times k: Double, touching touched: inout [Symbol]) {
    constant += k * row.constant
    for cell in row.cells {
      add(cell.symbol, k * cell.coefficient)
      touched.append(cell.symbol)
    }
  }
}
