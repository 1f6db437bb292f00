/// Reading values again after a change, for only what the change reached.
///
/// A layout pass reads every view's four variables after each step, but a step usually moves few
/// rows: a label's text changes one row, a keyboard none of the views'. The tableau notes each
/// slot whose row it rewrites and each symbol that enters or leaves the basis (the two places
/// its transaction journal already saves before a change: `Tableau.saveRow`, `saveBasic`);
/// ``Solver/trackedValues(of:)`` then evaluates again only those rows and the lazy rows that
/// refer to them, through the column index, and keeps every other variable's value from the last
/// read. Each value is summed exactly as a full read sums it (`Expansion.values`), so the result
/// is the same, bit for bit.
struct ValueChanges {
  /// Nothing is known about what changed (a new tableau, or no read yet): the next read is full.
  var everything = true
  /// Slots whose row changed since the last read, each once.
  private(set) var slots: [Int32] = []
  /// Symbols that entered or left the basis since the last read, each once.
  private(set) var symbols: [Int32] = []
  private var slotNoted: [Bool] = []
  private var symbolNoted: [Bool] = []
  /// Every external symbol's value as of the last read, by id.
  var values: [Double] = []

  @inline(__always) mutating func noteRow(_ slot: Int) {
    guard !everything, slot >= slotNoted.count || !slotNoted[slot] else { return }
    if slot >= slotNoted.count { slotNoted += repeatElement(false, count: slot + 1 - slotNoted.count) }
    slotNoted[slot] = true
    slots.append(Int32(slot))
  }

  @inline(__always) mutating func noteBasic(_ symbol: Int) {
    guard !everything, symbol >= symbolNoted.count || !symbolNoted[symbol] else { return }
    if symbol >= symbolNoted.count {
      symbolNoted += repeatElement(false, count: symbol + 1 - symbolNoted.count)
    }
    symbolNoted[symbol] = true
    symbols.append(Int32(symbol))
  }

  /// Forgets what changed: the values are current.
  mutating func clear() {
    for slot in slots { slotNoted[Int(slot)] = false }
    for symbol in symbols { symbolNoted[Int(symbol)] = false }
    slots.removeAll(keepingCapacity: true)
    symbols.removeAll(keepingCapacity: true)
    everything = false
  }
}

extension Solver {
  /// The values of `variables`, as ``values(of:)`` gives them, evaluating again only the rows
  /// that changed since the last call and the lazy rows that refer to them.
  /// - Complexity: proportional to the rows the changes reach and to `variables.count`; the
  ///   first call, and the first after the tableau was rebuilt, reads every variable.
  public mutating func trackedValues(of variables: [Variable]) -> [Double] {
    if tableau.changes.everything || tableau.changes.values.count > kinds.count {
      let all = valueScratch.values(of: variableSymbols, in: tableau)
      var values = [Double](repeating: 0, count: kinds.count)
      for (symbol, value) in zip(variableSymbols, all) { values[symbol.index] = value }
      tableau.changes.values = values
    } else {
      // A symbol made since is nonbasic, so 0, until it enters the basis (noted).
      let added = kinds.count - tableau.changes.values.count
      tableau.changes.values.append(contentsOf: repeatElement(0, count: added))
      updateChangedValues()
    }
    tableau.changes.clear()
    return variables.map { isKnown($0) ? tableau.changes.values[$0.id] + 0 : 0 }
  }

  /// Evaluates again every external symbol whose value the noted changes may have moved.
  private mutating func updateChangedValues() {
    // What may have moved: the basic symbols of changed rows, the symbols that entered or left
    // the basis, and, through the column index, every lazy row holding one of them.
    var moved: [Symbol] = []
    var isMoved = [Bool](repeating: false, count: kinds.count)
    func add(_ id: Int) {
      guard id < kinds.count, !isMoved[id] else { return }
      isMoved[id] = true
      moved.append(Symbol(id: id, kind: kinds[id]))
    }
    for slot in tableau.changes.slots where Int(slot) < tableau.rows.count {
      if let basic = tableau.rows[Int(slot)].basic { add(basic.index) }
    }
    for symbol in tableau.changes.symbols { add(Int(symbol)) }
    var next = 0
    while next < moved.count {
      let symbol = moved[next]
      next += 1
      for entry in tableau.slots(containing: symbol) {
        if let basic = tableau.rows[Int(entry.row)].basic, basic.kind == .external { add(basic.index) }
      }
    }
    // Children before parents (lazy rows form a DAG), each summed as `Expansion.values` sums it.
    // A row is read twice: to push its moved children, then to sum it once they are done.
    var state = [UInt8](repeating: 0, count: kinds.count)  // 0 new, 1 open, 2 done
    var stack: [(symbol: Symbol, expanded: Bool)] = []
    for root in moved where root.kind == .external && state[root.index] == 0 {
      stack.append((root, false))
      while let (symbol, expanded) = stack.popLast() {
        guard state[symbol.index] != 2, expanded || state[symbol.index] == 0 else { continue }
        guard let slot = tableau.slot(of: symbol) else {
          tableau.changes.values[symbol.index] = 0
          state[symbol.index] = 2
          continue
        }
        let row = tableau.rows[slot]
        if !expanded {
          state[symbol.index] = 1
          stack.append((symbol, true))
          for cell in row.cells
          where cell.symbol.kind == .external && isMoved[cell.symbol.index] && state[cell.symbol.index] == 0 {
            stack.append((cell.symbol, false))
          }
          continue
        }
        var value = row.constant
        for cell in row.cells {
          guard let childSlot = tableau.slot(of: cell.symbol) else { continue }
          let child =
            cell.symbol.kind == .external
            ? tableau.changes.values[cell.symbol.index] : tableau.rows[childSlot].constant
          value += cell.coefficient * child
        }
        tableau.changes.values[symbol.index] = value
        state[symbol.index] = 2
      }
    }
  }
}
