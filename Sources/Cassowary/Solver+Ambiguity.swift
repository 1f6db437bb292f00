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
    var scratch = AmbiguityScratch()
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
    var scratch = AmbiguityScratch()
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

  func isAmbiguous(
    _ variable: Variable, scratch: inout AmbiguityScratch, expansion: inout Expansion
  ) -> Bool {
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
  /// a primal simplex maximising it with only free symbols allowed to enter; any strict gain, or
  /// an unbounded ray, answers yes. The questions about the optimal face are asked of ``tableau``
  /// itself.
  ///
  /// The goal row is rewritten from each pivot row alone, before the pivot is made: most runs end
  /// right after their first pivot (a label's slack, blocked by its hugging row at 0, enters and
  /// nothing better is left), and those never change a row. A run that goes on pivots
  /// `scratch.tableau` (a copy, made on first use) inside a transaction and rolls it back, so the
  /// copy equals ``tableau`` again afterwards. Both the copy and the goal row are reused from one
  /// question to the next: on a screen of 6,400 rows each would otherwise cost an array as long as
  /// the symbols per question.
  func canMove(
    _ expression: [(Symbol, Double)], direction: Double, scratch: inout AmbiguityScratch
  ) -> Bool {
    // Free externals: moving one changes only unrestricted rows unless a restricted row holds it.
    for (symbol, coefficient) in expression
    where symbol.kind == .external && isFree(symbol) && coefficient != 0 {
      if stepLimit(moving: symbol, direction: coefficient > 0 ? direction : -direction) > epsilon {
        return true
      }
    }
    var goal = scratch.goal ?? ObjectiveRow(symbolCapacity: tableau.symbolCapacity)
    scratch.goal = nil
    goal.growSymbols(to: tableau.symbolCapacity)
    var copy = scratch.tableau
    scratch.tableau = nil  // keep `copy` uniquely referenced while it changes
    defer {
      goal.removeAll()
      scratch.goal = goal
      copy?.rollback()
      scratch.tableau = copy
    }
    var pivoted = false
    for (symbol, coefficient) in expression { goal.add(symbol, -direction * coefficient) }
    let start = goal.constant
    // Bland's rule bounds the loop; the extra bound only guards against round-off.
    for _ in 0..<(4 * tableau.rows.count + 16) {
      guard let entering = goalEnteringSymbol(goal, pivoted: copy) else { return false }
      let leaving =
        copy == nil
        ? faceLeavingRow(for: entering, in: tableau) : faceLeavingRow(for: entering, in: copy!)
      guard let (slot, row) = leaving else { return true }
      // The goal without `entering`, from its pivot row solved for it (as `Tableau.pivot` does).
      let a = row.coefficient(for: entering)
      var solved = Row(constant: -row.constant / a, basic: entering)
      for cell in row.cells where cell.symbol != entering {
        solved.cells.append(Cell(symbol: cell.symbol, coefficient: -cell.coefficient / a, slot: -1))
      }
      solved.cells.append(Cell(symbol: row.basic!, coefficient: 1 / a, slot: -1))
      var touched: [Symbol] = []
      goal.substitute(entering, with: solved, touching: &touched)
      if goal.constant < start - epsilon { return true }
      guard goalEnteringSymbol(goal, pivoted: copy, after: (row.basic!, entering)) != nil else {
        return false
      }
      if !pivoted {
        pivoted = true
        if copy == nil {
          copy = tableau
          copy!.changes = ValueChanges()  // a scratch copy's changes are never read
        }
        copy!.beginTransaction()
      }
      copy!.pivot(slot: slot, entering: entering)
    }
    return false
  }

  /// The lowest-id symbol with a negative coefficient in `goal` that may enter on the optimal
  /// face: pivotable, nonbasic in the pivoted copy (or in ``tableau`` while none is made, with
  /// `after`'s pivot counted as made: its first symbol left the basis, its second entered), and
  /// either free or basic in ``tableau``.
  func goalEnteringSymbol(
    _ goal: ObjectiveRow, pivoted copy: Tableau?, after pivot: (left: Symbol, entered: Symbol)? = nil
  ) -> Symbol? {
    var entering: Symbol?
    for (symbol, c) in zip(goal.symbols, goal.coefficients)
    where c < -epsilon && symbol.isPivotable && (tableau.isBasic(symbol) || isFree(symbol)) {
      var basic = copy?.isBasic(symbol) ?? tableau.isBasic(symbol)
      if let pivot {
        if symbol == pivot.left { basic = false } else if symbol == pivot.entered { basic = true }
      }
      if !basic, entering.map({ symbol < $0 }) ?? true { entering = symbol }
    }
    return entering
  }

  /// The ratio test on the optimal face: the restricted row that first reaches 0 as `entering`
  /// grows (a row a hair below 0 counts as at 0), and its slot; ties to the lowest basic id.
  func faceLeavingRow(for entering: Symbol, in tableau: Tableau) -> (slot: Int, row: Row)? {
    var best: (ratio: Double, basic: Symbol, slot: Int)?
    for entry in tableau.slots(containing: entering) {
      let slot = Int(entry.row)
      let row = tableau.rows[slot]
      guard let basic = row.basic, basic.isRestricted else { continue }
      let c = row.cells[Int(entry.cell)].coefficient
      guard c < 0 else { continue }
      let ratio = max(0, row.constant) / -c
      if best.map({ ratio < $0.ratio || (ratio == $0.ratio && basic < $0.basic) }) ?? true {
        best = (ratio, basic, slot)
      }
    }
    return best.map { ($0.slot, tableau.rows[$0.slot]) }
  }
}

/// What ``Solver/canMove(_:direction:scratch:)`` reuses between questions: a copy of the tableau
/// to pivot, and an empty goal row.
struct AmbiguityScratch {
  var tableau: Tableau?
  var goal: ObjectiveRow?
}
