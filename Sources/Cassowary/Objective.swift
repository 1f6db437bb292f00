/// The objective of a constraint hierarchy, one ``ObjectiveRow`` per optional priority in use,
/// compared *lexicographically*: a higher priority level always matters more than any amount of a
/// lower one (DESIGN.md, "Priorities are strictly ordered"). This is Cassowary's symbolic weight
/// (Badros et al. 2001, section 2.2) with one component per priority, rather than kiwi's single
/// floating-point strength, under which enough weak errors can outweigh a stronger one.
///
/// A symbol's *reduced cost* is the vector of its coefficients, highest priority first. It is
/// "negative" when the first non-zero component is negative: raising the symbol then improves the
/// objective.
struct Objective {
  /// The levels, in the order their priorities first appeared.
  private(set) var levels: [ObjectiveRow] = []
  private(set) var priorities: [Priority] = []
  /// Level indices, highest priority first: the order reduced costs are compared in.
  private(set) var order: [Int] = []
  private var symbolCapacity: Int

  /// Every symbol whose reduced cost may be negative. Each change to a coefficient appends the
  /// symbol; a scan drops those found non-negative. So the entering-symbol search looks at what
  /// changed since the last optimum, not at the whole objective.
  var candidates: [Symbol] = []

  init(symbolCapacity: Int) { self.symbolCapacity = symbolCapacity }

  mutating func growSymbols(to count: Int) {
    symbolCapacity = max(symbolCapacity, count)
    for i in levels.indices { levels[i].growSymbols(to: count) }
  }

  /// The level of `priority`, created on first use.
  mutating func level(for priority: Priority) -> Int {
    if let i = priorities.firstIndex(of: priority) { return i }
    levels.append(ObjectiveRow(symbolCapacity: symbolCapacity))
    priorities.append(priority)
    order = priorities.indices.sorted { priorities[$0] > priorities[$1] }
    return levels.count - 1
  }

  /// Starts recording every level's changes (see `ObjectiveRow.beginLog()`).
  mutating func beginLog() {
    for i in levels.indices { levels[i].beginLog() }
  }

  mutating func commitLog() {
    for i in levels.indices { levels[i].commitLog() }
  }

  /// Puts every level back as it was at `beginLog()`, and the candidates as given.
  mutating func rollbackLog(candidates saved: [Symbol]) {
    for i in levels.indices { levels[i].rollbackLog() }
    candidates = saved
  }

  func levelIndex(of priority: Priority) -> Int? { priorities.firstIndex(of: priority) }

  subscript(level: Int) -> ObjectiveRow { levels[level] }

  /// `level += coefficient × symbol`.
  mutating func add(_ symbol: Symbol, _ coefficient: Double, level: Int) {
    levels[level].add(symbol, coefficient)
    candidates.append(symbol)
  }

  /// `level += k × row`.
  mutating func add(_ row: Row, times k: Double, level: Int) {
    levels[level].add(row, times: k, touching: &candidates)
  }

  /// Rewrites every level without `x`, given `x = row`.
  mutating func substitute(_ x: Symbol, with row: Row) {
    for i in levels.indices where levels[i].contains(x) {
      levels[i].substitute(x, with: row, touching: &candidates)
    }
  }

  mutating func removeSymbol(_ symbol: Symbol) {
    for i in levels.indices { levels[i].remove(symbol) }
  }

  func contains(_ symbol: Symbol) -> Bool {
    levels.contains { $0.contains(symbol) }
  }

  /// -1, 0 or +1: the sign of `symbol`'s reduced cost, compared level by level.
  func reducedCostSign(_ symbol: Symbol) -> Int {
    for l in order {
      let c = levels[l].coefficient(for: symbol)
      if c < -epsilon { return -1 }
      if c > epsilon { return 1 }
    }
    return 0
  }

  /// The sign `reducedCostSign(symbol)` would have once `delta` is added to its cost at `level`.
  func reducedCostSign(_ symbol: Symbol, adding delta: Double, at level: Int) -> Int {
    for l in order {
      let c = levels[l].coefficient(for: symbol) + (l == level ? delta : 0)
      if c < -epsilon { return -1 }
      if c > epsilon { return 1 }
    }
    return 0
  }

  /// Compares `cost(a) / da` with `cost(b) / db` lexicographically (the dual simplex ratio test).
  func compareRatios(_ a: Symbol, _ da: Double, _ b: Symbol, _ db: Double) -> Int {
    for l in order {
      let x = levels[l].coefficient(for: a) / da
      let y = levels[l].coefficient(for: b) / db
      if x < y - epsilon { return -1 }
      if x > y + epsilon { return 1 }
    }
    return 0
  }

  /// The entering symbol for the primal simplex: the lowest-id pivotable symbol with a negative
  /// reduced cost (Bland's rule), or nil at the optimum. Prunes `candidates` as it goes.
  mutating func enteringSymbol(isBasic: (Symbol) -> Bool) -> Symbol? {
    var best: Symbol?
    // Sorting makes duplicates adjacent, so each symbol is judged once. The ones kept are moved
    // to the front in place: a new array per call cost an allocation on every add.
    candidates.sort()
    var previous: Int32 = -1
    var kept = 0
    for i in candidates.indices {
      let symbol = candidates[i]
      guard symbol.id != previous else { continue }
      previous = symbol.id
      guard symbol.isPivotable, !isBasic(symbol), reducedCostSign(symbol) < 0 else { continue }
      candidates[kept] = symbol
      kept += 1
      if best == nil { best = symbol }
    }
    candidates.removeSubrange(kept...)
    return best
  }
}
