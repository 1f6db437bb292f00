// One required equality's dummy column, computed from the constraints instead of by a rebuild.
//
// The column of dummy d of constraint C is how every basic symbol moves when d moves with every
// other nonbasic symbol held at 0: z = B⁻¹·(−μ·e_C), B being the basis's columns of the
// constraints' original rows and μ the dummy's coefficient in C's row. Removing C (or changing its
// constant) needs exactly that column, and the rebuild that used to write it in cost a whole build
// (Moving Tree, N = 100: the first of four removals was most of the move's 0.86 ms).
//
// z solves a square system: one equation per constraint held (its original row, basic symbols
// only, nonbasic ones being 0), one unknown per basic symbol; the right-hand side is 0 but for C.
// On the shapes layouts are made of this system is triangular once ordered — the window's edit
// pins its size, each view's edges follow from its parent's or its neighbour's — so it is solved
// by substitution: an equation left with one unknown gives that unknown, which may leave another
// equation with one. When substitution stalls (a row of equal widths closed at both ends is a
// cycle of N unknowns), the column is not computed and the caller rebuilds as before.
//
// A lazy row refers to other basic symbols; its cell for d is what its own equation needs beyond
// what its references bring: z(row's basic) − Σ c·z(reference). A canonical row's cell is z itself,
// and each objective level's is the sum of z over its basic errors.
extension Solver {
  /// Writes the dummy column of record `index`, a required equality whose dummy is nonbasic and
  /// out of the rows, into the rows, and marks the record as keeping its column (as if added
  /// with `constantMayChange`). Returns false, having changed nothing, when the column cannot be
  /// found by substitution.
  /// - Complexity: O(cells of the constraints held + cells of the tableau).
  mutating func writeDummyColumn(ofRecord index: Int) -> Bool {
    guard let record = records[index], record.marker.kind == .dummy else { return false }
    // A basic dummy (a redundant equality's) is in no other row: lazy rows refer to external
    // symbols only. Its column is its own row.
    guard !tableau.isBasic(record.marker) else {
      records[index]?.constantMayChange = true
      return true
    }
    var system = BasisSystem(symbolCount: kinds.count)
    let rowOfBasic = tableau.rowOfBasic
    // The basic errors, by objective level, for the objective's cells below.
    var basicErrors: [(level: Int, error: Symbol)] = []
    for j in records.indices {
      guard let held = records[j] else { system.skip(); continue }
      system.addEquation(
        of: held, rightHandSide: j == index ? -held.markerCoefficient : 0, rowOfBasic: rowOfBasic)
      guard let level = held.level else { continue }
      for error in held.errors where rowOfBasic[error.index] >= 0 {
        basicErrors.append((level, error))
      }
    }
    guard let z = system.solveBySubstitution() else { return false }
    let dummy = record.marker
    // Only rows whose basic symbol moves, or that refer to one that does, get a cell: a pass
    // over the support, not over every row. In slot order, as a pass over every row would be.
    var slots: [Int] = []
    for (id, value) in z.enumerated() where value != 0 {
      let symbol = Symbol(id: id, kind: kinds[id])
      if let slot = tableau.slot(of: symbol) { slots.append(slot) }
      if symbol.kind == .external {
        for entry in tableau.slots(containing: symbol) { slots.append(Int(entry.row)) }
      }
    }
    slots.sort()
    var previous = -1
    for slot in slots where slot != previous {
      previous = slot
      guard let basic = tableau.rows[slot].basic else { continue }
      var coefficient = z[basic.index]
      var scale = abs(coefficient)
      for cell in tableau.rows[slot].cells where tableau.isBasic(cell.symbol) {
        let through = cell.coefficient * z[cell.symbol.index]
        coefficient -= through
        scale += abs(through)
      }
      guard coefficient != 0, !cancels(coefficient, scale: scale) else { continue }
      tableau.appendColumnCell(dummy, coefficient, toSlot: slot)
    }
    // The objective is a sum of errors: its cell for d at a level is the sum of the columns of
    // that level's basic errors (canonical rows, so z itself).
    let levels = tableau.objective.priorities.count
    var perLevel = [(sum: Double, scale: Double)](repeating: (0, 0), count: levels)
    for (level, error) in basicErrors {
      perLevel[level].sum += z[error.index]
      perLevel[level].scale += abs(z[error.index])
    }
    for (level, total) in perLevel.enumerated()
    where total.sum != 0 && !cancels(total.sum, scale: total.scale) {
      tableau.objective.add(dummy, total.sum, level: level)
    }
    records[index]?.constantMayChange = true
    return true
  }
}

/// The square system `B·z = b` of `Solver.writeDummyColumn(ofRecord:)`, stored by equations and by
/// unknowns (compressed rows, then their transpose), solved by substitution alone.
struct BasisSystem {
  /// Per equation, its terms' range in `symbols` and `coefficients`.
  private var starts: [Int] = [0]
  private var symbols: [Int32] = []
  private var coefficients: [Double] = []
  private var rightHandSides: [Double] = []
  /// Per symbol id: the equation it last appeared in and its term's index there, to merge a
  /// variable that an expression repeats.
  private var lastEquation: [Int32]
  private var termIndex: [Int32]
  private var isUnknown: [Bool]
  private var unknownCount = 0

  init(symbolCount: Int) {
    lastEquation = Array(repeating: -1, count: symbolCount)
    termIndex = Array(repeating: -1, count: symbolCount)
    isUnknown = Array(repeating: false, count: symbolCount)
  }

  /// A slot of the records that holds no constraint: an equation with no terms.
  mutating func skip() {
    rightHandSides.append(0)
    starts.append(symbols.count)
  }

  /// Record `held`'s original row `expression + μ·marker − μ·other = 0` with its basic symbols
  /// only, equal to `rightHandSide`.
  mutating func addEquation(
    of held: ConstraintRecord, rightHandSide: Double, rowOfBasic: [Int32]
  ) {
    let equation = Int32(rightHandSides.count)
    let first = symbols.count
    func add(_ symbol: Symbol, _ coefficient: Double) {
      guard rowOfBasic[symbol.index] >= 0 else { return }
      if lastEquation[symbol.index] == equation {
        coefficients[Int(termIndex[symbol.index])] += coefficient
        return
      }
      lastEquation[symbol.index] = equation
      termIndex[symbol.index] = Int32(symbols.count)
      symbols.append(symbol.id)
      coefficients.append(coefficient)
      if !isUnknown[symbol.index] {
        isUnknown[symbol.index] = true
        unknownCount += 1
      }
    }
    for term in held.constraint.expression.terms {
      add(Symbol(id: term.variable.id, kind: .external), term.coefficient)
    }
    add(held.marker, held.markerCoefficient)
    if let other = held.other { add(other, -held.markerCoefficient) }
    // A repeated variable whose coefficients cancel is not in the equation (`mergedTerms`).
    if coefficients[first...].contains(0) {
      var kept = first
      for i in first..<symbols.count where coefficients[i] != 0 {
        symbols[kept] = symbols[i]
        coefficients[kept] = coefficients[i]
        kept += 1
      }
      symbols.removeSubrange(kept...)
      coefficients.removeSubrange(kept...)
    }
    rightHandSides.append(rightHandSide)
    starts.append(symbols.count)
  }

  /// The solution by symbol id (0 for symbols that are not unknowns), or nil when some unknown
  /// is never alone in an equation.
  func solveBySubstitution() -> [Double]? {
    let equationCount = rightHandSides.count
    // Per unknown, the equations it appears in (the transpose, by counting sort).
    var byUnknownStart = [Int](repeating: 0, count: isUnknown.count + 1)
    for symbol in symbols { byUnknownStart[Int(symbol) + 1] += 1 }
    for i in 0..<isUnknown.count { byUnknownStart[i + 1] += byUnknownStart[i] }
    var fill = byUnknownStart
    var equationsOf = [Int32](repeating: 0, count: symbols.count)
    var open = [Int32](repeating: 0, count: equationCount)
    for equation in 0..<equationCount {
      open[equation] = Int32(starts[equation + 1] - starts[equation])
      for t in starts[equation]..<starts[equation + 1] {
        let s = Int(symbols[t])
        equationsOf[fill[s]] = Int32(equation)
        fill[s] += 1
      }
    }
    var z = [Double](repeating: 0, count: isUnknown.count)
    var solved = [Bool](repeating: false, count: isUnknown.count)
    var solvedCount = 0
    var remaining = rightHandSides
    var ready = (0..<equationCount).filter { open[$0] == 1 }
    while let equation = ready.popLast() {
      guard open[equation] == 1 else { continue }
      // The one unsolved unknown left: everything else is on the right-hand side already.
      var term = starts[equation]
      while solved[Int(symbols[term])] { term += 1 }
      let s = Int(symbols[term])
      let value = remaining[equation] / coefficients[term]
      z[s] = value
      solved[s] = true
      solvedCount += 1
      for k in byUnknownStart[s]..<byUnknownStart[s + 1] {
        let other = Int(equationsOf[k])
        open[other] -= 1
        if value != 0 {
          // The coefficient of s in that equation moves its term to the right-hand side.
          for t in starts[other]..<starts[other + 1] where Int(symbols[t]) == s {
            remaining[other] -= coefficients[t] * value
          }
        }
        if open[other] == 1 { ready.append(other) }
      }
    }
    return solvedCount == unknownCount ? z : nil
  }
}

extension Solver {
  /// ``writeDummyColumn(ofRecord:)`` for the first ``maxComputedColumns`` columns; after them,
  /// false, and the caller writes every dummy in with one rebuild. Each column costs a pass over
  /// the constraints and the rows, about a tenth of a rebuild (a 100-view tree: ~60 µs against
  /// ~0.5 ms), after which every removal and constant change needs none. Four is a view's ties
  /// to its parent: re-parenting one view pays no rebuild, and removing a subtree pays one, plus
  /// four passes.
  mutating func writeDummyColumnWithinBudget(ofRecord index: Int) -> Bool {
    guard computedColumns < Self.maxComputedColumns else { return false }
    computedColumns += 1
    return writeDummyColumn(ofRecord: index)
  }

  static let maxComputedColumns = 4
}
