// Whether a variable's value is forced: UIKit's `hasAmbiguousLayout`, per variable.
extension Solver {
  /// Whether `variable` could take another value in another optimal solution: the constraints and
  /// priorities leave it free (an under-constrained view), or two constraints at the same
  /// priority pull against each other and any point between them is as good (an equal-priority
  /// conflict). The simplex's vertex is one choice among several then; this says so.
  ///
  /// At an optimum, a nonbasic symbol whose reduced cost is non-zero must stay at 0 in every
  /// optimal solution (moving it would worsen the objective at its first non-zero level). The
  /// others — "free" columns — can move along the optimal face as far as the rows allow. The
  /// variable is ambiguous iff such a move changes it.
  ///
  /// - Complexity: usually the variable's row and the columns of its free symbols; a degenerate
  ///   vertex needs a small simplex run on a copy.
  public func isAmbiguous(_ variable: Variable) -> Bool {
    var scratch: Tableau?
    var expansion = Expansion()
    return isAmbiguous(variable, scratch: &scratch, expansion: &expansion)
  }

  /// ``isAmbiguous(_:)`` for many variables at once (a layout's every view): the degenerate cases
  /// share one scratch copy of the tableau, each answered inside a transaction that is rolled
  /// back, so the copy is paid once rather than once per question.
  ///
  /// A variable can only move if its expansion in nonbasic symbols holds a free symbol that can
  /// move. So first each free symbol is asked, once, whether it can move at all on the optimal
  /// face (on a screen of labels most cannot: hugging and compression resistance both hold with
  /// equality, a degenerate vertex); then the rows that reach a movable one are found by walking
  /// the column index back from it (a lazy row reaches what the rows it refers to reach). Only
  /// variables in those rows are expanded and asked; on a well-constrained screen, none.
  public func areAmbiguous(_ variables: [Variable]) -> [Bool] {
    var scratch: Tableau?
    var expansion = Expansion()
    let movable = freeSymbolsInRows().filter { symbol in
      canMove([(symbol, 1)], direction: 1, scratch: &scratch)
        || (!symbol.isRestricted && canMove([(symbol, 1)], direction: -1, scratch: &scratch))
    }
    let reaching = basicsReaching(movable)
    return variables.map { variable in
      guard isKnown(variable) else { return false }
      let symbol = Symbol(id: variable.id, kind: .external)
      let candidate = tableau.isBasic(symbol) ? reaching[symbol.index] : isFree(symbol)
      return candidate && isAmbiguous(variable, scratch: &scratch, expansion: &expansion)
    }
  }

  /// The free symbols that appear in some row, each once, in order of first appearance.
  func freeSymbolsInRows() -> [Symbol] {
    var seen = [Bool](repeating: false, count: tableau.symbolCapacity)
    var free: [Symbol] = []
    for row in tableau.rows where row.basic != nil {
      for cell in row.cells where !seen[cell.symbol.index] {
        seen[cell.symbol.index] = true
        if isFree(cell.symbol) { free.append(cell.symbol) }
      }
    }
    return free
  }

  /// Per symbol index: whether the symbol is basic and its row, expanded, may hold one of `sources`.
  func basicsReaching(_ sources: [Symbol]) -> [Bool] {
    var reaching = [Bool](repeating: false, count: tableau.symbolCapacity)
    var queue = sources
    var head = 0
    while head < queue.count {
      let symbol = queue[head]
      head += 1
      for entry in tableau.slots(containing: symbol) {
        guard let basic = tableau.rows[Int(entry.row)].basic, !reaching[basic.index] else { continue }
        reaching[basic.index] = true
        queue.append(basic)
      }
    }
    return reaching
  }

  func isAmbiguous(_ variable: Variable, scratch: inout Tableau?, expansion: inout Expansion) -> Bool {
    guard isKnown(variable) else { return false }
    let symbol = Symbol(id: variable.id, kind: .external)
    let expression = expansion.canonical([(symbol, 1)], constant: 0, in: tableau).cells.map {
      ($0.symbol, $0.coefficient)
    }
    let movers = expression.filter { isFree($0.0) }
    if movers.isEmpty { return false }
    // One free symbol moving alone, either way it may go: usually that is enough to tell.
    for (symbol, _) in movers {
      for direction in symbol.isRestricted ? [1.0] : [1.0, -1.0]
      where stepLimit(moving: symbol, direction: direction) > epsilon {
        return true
      }
    }
    // Every single move is blocked by a row at 0 (a degenerate vertex): ask the simplex.
    return canMove(expression, direction: 1, scratch: &scratch)
      || canMove(expression, direction: -1, scratch: &scratch)
  }

  /// A nonbasic, non-dummy symbol with a zero reduced cost at every priority level.
  func isFree(_ symbol: Symbol) -> Bool {
    symbol.kind != .dummy && !tableau.isBasic(symbol)
      && tableau.objective.reducedCostSign(symbol) == 0
  }

  /// How far `symbol` can move in `direction` (±1) before a restricted basic symbol would go
  /// negative (a dummy's row allows no move at all); `.infinity` when nothing limits it.
  func stepLimit(moving symbol: Symbol, direction: Double) -> Double {
    var limit = Double.infinity
    for entry in tableau.slots(containing: symbol) {
      let row = tableau.rows[Int(entry.row)]
      guard let basic = row.basic, basic.isRestricted else { continue }
      let rate = row.cells[Int(entry.cell)].coefficient * direction
      if basic.kind == .dummy { return 0 }
      if rate < 0 { limit = min(limit, max(0, row.constant) / -rate) }
    }
    return limit
  }

  /// Whether `Σ coefficient × symbol` can grow (direction +1) or shrink (-1) on the optimal face:
  /// a primal simplex on a copy of the tableau, maximising it with only free symbols allowed to
  /// enter; any strict gain, or an unbounded ray, answers yes. The copy is `scratch` (made on
  /// first use), changed inside a transaction and rolled back, so it equals ``tableau`` again
  /// afterwards; the questions about the optimal face are asked of ``tableau`` itself.
  func canMove(_ expression: [(Symbol, Double)], direction: Double, scratch: inout Tableau?) -> Bool {
    var copy = scratch ?? tableau
    scratch = nil  // keep `copy` uniquely referenced while it changes
    copy.beginTransaction()
    defer {
      copy.rollback()
      scratch = copy
    }
    // Free externals: moving one changes only unrestricted rows unless a restricted row holds it.
    for (symbol, coefficient) in expression
    where symbol.kind == .external && isFree(symbol) && coefficient != 0 {
      if stepLimit(moving: symbol, direction: coefficient > 0 ? direction : -direction) > epsilon {
        return true
      }
    }
    // Symbols nonbasic now with a non-zero reduced cost must stay at 0 on the optimal face;
    // symbols basic now may leave and enter again.
    var goal = ObjectiveRow(symbolCapacity: copy.symbolCapacity)
    for (symbol, coefficient) in expression { goal.add(symbol, -direction * coefficient) }
    copy.artificial = goal
    let start = goal.constant
    // Bland's rule bounds the loop; the extra bound only guards against round-off.
    for _ in 0..<(4 * copy.rows.count + 16) {
      guard let objective = copy.artificial else { return false }
      if objective.constant < start - epsilon { return true }
      var entering: Symbol?
      for (symbol, c) in zip(objective.symbols, objective.coefficients)
      where c < -epsilon && symbol.isPivotable && !copy.isBasic(symbol)
        && (tableau.isBasic(symbol) || isFree(symbol)) {
        if entering.map({ symbol < $0 }) ?? true { entering = symbol }
      }
      guard let entering else { return false }
      var best: (ratio: Double, basic: Symbol, slot: Int)?
      for entry in copy.slots(containing: entering) {
        let slot = Int(entry.row)
        let row = copy.rows[slot]
        guard let basic = row.basic, basic.isRestricted else { continue }
        let c = row.cells[Int(entry.cell)].coefficient
        guard c < 0 else { continue }
        let ratio = max(0, row.constant) / -c
        if best.map({ ratio < $0.ratio || (ratio == $0.ratio && basic < $0.basic) }) ?? true {
          best = (ratio, basic, slot)
        }
      }
      guard let best else { return true }
      copy.pivot(slot: best.slot, entering: entering)
    }
    return false
  }
}
