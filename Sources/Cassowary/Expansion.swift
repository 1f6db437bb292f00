/// Rewriting in terms of nonbasic symbols, and evaluating, over *lazy* rows.
///
/// Rows of external symbols (a view's `minX`, …) are kept lazy: they may refer to other basic
/// external symbols instead of repeating their rows. The simplex never reads them (they are
/// unrestricted: no ratio test, no objective term); they only give variables their values. Kept
/// canonical, as kiwi keeps them, a chain of N views makes row i repeat rows 1…i-1: O(N²) cells
/// and O(N) work per pivot. Kept lazy, a row stays as short as the constraint that made it.
///
/// Rows of restricted symbols and the objective stay canonical (nonbasic symbols only), as the
/// simplex needs them. A lazy row refers only to basic *external* symbols: when a restricted
/// symbol enters the basis its row is substituted into the lazy rows that hold it too. Lazy rows
/// refer to rows that existed before them (or to canonical content), so references form a DAG.
struct Expansion {
  /// Per symbol id: accumulated coefficient, the sum of the magnitudes accumulated (to tell
  /// cancellation from a small coefficient, see `cancels`), and DFS state (0 new, 1 open, 2 done,
  /// 3 seen).
  private var coefficient: [Double] = []
  private var magnitude: [Double] = []
  private var state: [UInt8] = []

  mutating func grow(to count: Int) {
    if coefficient.count < count {
      coefficient.append(contentsOf: repeatElement(0, count: count - coefficient.count))
      magnitude.append(contentsOf: repeatElement(0, count: count - magnitude.count))
      state.append(contentsOf: repeatElement(0, count: count - state.count))
    }
  }

  /// The basic symbols reachable from `roots` through rows, each after every symbol its row
  /// refers to (DFS post-order).
  ///
  /// Rows are read in place through buffer pointers: `let row = tableau.rows[slot]` retained and
  /// released the row's cells on every visit, and a layout pass reads every value after each
  /// change (Long Row at N = 100: retain and release were 48 % of a re-solve).
  private mutating func reachableBasics(from roots: [Symbol], in tableau: Tableau) -> [Symbol] {
    var order: [Symbol] = []
    order.reserveCapacity(roots.count)
    var stack: [(symbol: Symbol, slot: Int, next: Int)] = []
    tableau.rows.withUnsafeBufferPointer { rows in
      tableau.rowOfBasic.withUnsafeBufferPointer { rowOfBasic in
        state.withUnsafeMutableBufferPointer { state in
          for root in roots where rowOfBasic[root.index] >= 0 && state[root.index] == 0 {
            state[root.index] = 1
            stack.append((root, Int(rowOfBasic[root.index]), 0))
            while let top = stack.last {
              // Only lazy rows refer to other rows.
              guard top.symbol.kind == .external, top.next < rows[top.slot].cells.count else {
                state[top.symbol.index] = 2
                order.append(top.symbol)
                stack.removeLast()
                continue
              }
              stack[stack.count - 1].next += 1
              let child = rows[top.slot].cells[top.next].symbol
              let childSlot = rowOfBasic[child.index]
              if childSlot >= 0 && state[child.index] == 0 {
                state[child.index] = 1
                stack.append((child, Int(childSlot), 0))
              }
            }
          }
          for symbol in order { state[symbol.index] = 0 }
        }
      }
    }
    return order
  }

  /// `constant + Σ terms` rewritten in nonbasic symbols: each basic symbol's coefficient is
  /// pushed into its row's symbols, highest rank first (see `Tableau.rank`), so a row shared by
  /// many others is expanded once, after all of them, and a row whose contributions cancel is not
  /// expanded at all: `t.top == r.top + 4` meets `r.top` from both sides and never walks the
  /// chain of rows above `r`. Cells keep the order in which their symbols were first met.
  mutating func canonical(_ terms: [(Symbol, Double)], constant: Double, in tableau: Tableau) -> Row {
    grow(to: tableau.symbolCapacity)
    var seen: [Symbol] = []
    var pending = RankHeap()
    var constant = constant
    func accumulate(_ symbol: Symbol, _ c: Double) {
      if state[symbol.index] == 0 {
        state[symbol.index] = 3
        seen.append(symbol)
        if tableau.isBasic(symbol) { pending.push(symbol, rank: tableau.rank[symbol.index]) }
      }
      coefficient[symbol.index] += c
      magnitude[symbol.index] += abs(c)
    }
    for (symbol, c) in terms { accumulate(symbol, c) }
    while let symbol = pending.popHighest() {
      let a = coefficient[symbol.index]
      coefficient[symbol.index] = 0
      guard !cancels(a, scale: magnitude[symbol.index]), let slot = tableau.slot(of: symbol) else {
        continue
      }
      if let expansion = tableau.expansions.row(of: symbol) {
        // Already in nonbasic symbols (see `ExpansionCache`): nothing below it is walked.
        constant += a * expansion.constant
        for cell in expansion.cells { accumulate(cell.symbol, a * cell.coefficient) }
        continue
      }
      constant += a * tableau.rows[slot].constant
      for cell in tableau.rows[slot].cells { accumulate(cell.symbol, a * cell.coefficient) }
    }
    var row = Row(constant: constant)
    for symbol in seen {
      let c = coefficient[symbol.index]
      let scale = magnitude[symbol.index]
      coefficient[symbol.index] = 0
      magnitude[symbol.index] = 0
      state[symbol.index] = 0
      if !tableau.isBasic(symbol) && !cancels(c, scale: scale) {
        row.cells.append(Cell(symbol: symbol, coefficient: c, slot: -1))
      }
    }
    return row
  }

  /// The values of `symbols` in the current basic solution: a nonbasic symbol is 0, a restricted
  /// basic one its row's constant, an external basic one its row's constant plus the values of
  /// the basic symbols its lazy row refers to.
  mutating func values(of symbols: [Symbol], in tableau: Tableau) -> [Double] {
    let order = evaluate(symbols, in: tableau)
    let result = symbols.map { tableau.isBasic($0) ? coefficient[$0.index] : 0 }
    for symbol in order { coefficient[symbol.index] = 0 }
    return result
  }

  /// `values(of:in:)`, each value (plus 0, so that -0.0 reads 0) written at its symbol's id in
  /// `out`, which is resized to `count` and zeroed first: a layout pass reads every value after
  /// each change, and this keeps its buffer instead of allocating the result and a copy.
  /// `order` is the order of the rows to sum, when the tableau kept it from the last read
  /// (`ExpansionCache.valueOrder`), else nil; it is set to the order used.
  mutating func values(
    of symbols: [Symbol], in tableau: Tableau, into out: inout [Double], count: Int,
    order: inout [Symbol]?
  ) {
    let used = evaluate(symbols, in: tableau, order: order)
    out.removeAll(keepingCapacity: true)
    out.append(contentsOf: repeatElement(0, count: count))
    tableau.rowOfBasic.withUnsafeBufferPointer { rowOfBasic in
      coefficient.withUnsafeMutableBufferPointer { coefficient in
        out.withUnsafeMutableBufferPointer { out in
          for symbol in symbols where rowOfBasic[symbol.index] >= 0 {
            out[symbol.index] = coefficient[symbol.index] + 0
          }
        }
        for symbol in used { coefficient[symbol.index] = 0 }
      }
    }
    order = used
  }

  /// Sums the rows reachable from `symbols` into `coefficient`; returns them, for clearing.
  /// `known` is their order when the caller has it (see `values(of:in:into:count:order:)`).
  private mutating func evaluate(
    _ symbols: [Symbol], in tableau: Tableau, order known: [Symbol]? = nil
  ) -> [Symbol] {
    grow(to: tableau.symbolCapacity)
    let order = known ?? reachableBasics(from: symbols, in: tableau)
    // Children come first in `order`, so each row's references are known when it is summed.
    // In place, as `reachableBasics` reads them.
    tableau.rows.withUnsafeBufferPointer { rows in
      tableau.rowOfBasic.withUnsafeBufferPointer { rowOfBasic in
        coefficient.withUnsafeMutableBufferPointer { coefficient in
          for symbol in order {
            let slot = Int(rowOfBasic[symbol.index])
            var value = rows[slot].constant
            if symbol.kind == .external {
              for cell in rows[slot].cells where rowOfBasic[cell.symbol.index] >= 0 {
                value += cell.coefficient * coefficient[cell.symbol.index]
              }
            }
            coefficient[symbol.index] = value
          }
        }
      }
    }
    return order
  }
}
