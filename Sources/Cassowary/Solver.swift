/// An incremental linear constraint solver with strictly ordered priorities: the Cassowary
/// algorithm (Badros, Borning and Stuckey, "The Cassowary Linear Arithmetic Constraint Solving
/// Algorithm", ACM TOCHI 8(4), 2001), organised as kiwi 1.4.2 does it (nucleic/kiwi,
/// `kiwi/solverimpl.h`), with three changes: priorities compare lexicographically (``Objective``),
/// a column index keeps substitution proportional to what a symbol touches (``Tableau``), and a
/// call that fails leaves the solver exactly as it was.
///
/// ```swift
/// var solver = Solver()
/// let left = solver.makeVariable("left"), width = solver.makeVariable("width")
/// try solver.add(left == 16)
/// try solver.add(left + width == 375 - 16)
/// try solver.add((width == 100).priority(.defaultLow))   // loses: required constraints win
/// solver.value(of: width)                                // 343
/// ```
///
/// The solver is a value: copying it is cheap and gives an independent snapshot.
public struct Solver {
  var tableau = Tableau()
  /// Per symbol id: its kind, the record that owns it (-1 for variables), and a variable's name.
  var kinds: [Symbol.Kind] = []
  var owners: [Int32] = []
  var names: [String] = []
  var records: [ConstraintRecord?] = []
  var recordOfID: [ConstraintID: Int] = [:]
  var nextID = 0
  var edits: [Variable: EditInfo] = [:]
  /// Every variable's value, by id, as of the last ``updateValues()``, while `valuesAreCurrent`.
  /// Kept when values go stale, so the next ``updateValues()`` reuses its storage.
  var valueCache: [Double] = []
  var valuesAreCurrent = false
  /// The variables' symbols, in creation order, and scratch for ``updateValues()``.
  var variableSymbols: [Symbol] = []
  var valueScratch = Expansion()
  /// Whether required equalities' dummies are written into the rows: false until a call needs
  /// their columns (see `Solver+Dummies.swift`).
  var dummiesInRows = false
  /// Set by a conflict named while dummies were out of the rows: the next add that succeeds
  /// writes them in.
  var dummiesWanted = false
  /// How many times the tableau was rebuilt for one more constraint's dummy column.
  var columnRebuilds = 0
  /// How many dummy columns were computed instead of rebuilt (see `Solver+DummyColumn.swift`).
  var computedColumns = 0

  public init() {}

  // MARK: Variables

  /// Makes a new variable. Its id is the next number of the solver's counter.
  public mutating func makeVariable(_ name: String = "") -> Variable {
    let symbol = makeSymbol(.external)
    names[symbol.index] = name
    variableSymbols.append(symbol)
    return Variable(id: symbol.index)
  }

  /// The name given to ``makeVariable(_:)``.
  public func name(of variable: Variable) -> String {
    isKnown(variable) ? names[variable.id] : ""
  }

  /// The variable's value in the current solution. A variable that nothing pins reads 0 (kiwi's
  /// choice); ``isAmbiguous(_:)`` tells whether the value is forced.
  /// - Complexity: O(1) after ``updateValues()``; otherwise proportional to the lazy rows the
  ///   variable's row refers to (a view's row refers to its neighbour's, and so on).
  public func value(of variable: Variable) -> Double {
    guard isKnown(variable) else { return 0 }
    if valuesAreCurrent, variable.id < valueCache.count { return valueCache[variable.id] }
    // Adding 0 turns -0.0 into 0.0, so a value never prints as "-0".
    return tableau.value(of: Symbol(id: variable.id, kind: .external)) + 0
  }

  /// The values of many variables at once: shared parts of lazy rows are summed once.
  public func values(of variables: [Variable]) -> [Double] {
    var scratch = Expansion()
    let symbols = variables.map { Symbol(id: isKnown($0) ? $0.id : 0, kind: .external) }
    return zip(variables, scratch.values(of: symbols, in: tableau)).map { isKnown($0) ? $1 + 0 : 0 }
  }

  /// Computes every variable's value once, so that ``value(of:)`` is a lookup until the next
  /// change (kiwi's `updateVariables`). Shared parts of lazy rows are summed once.
  public mutating func updateValues() {
    // The rows are summed in an order that depends only on the tableau's shape: after an edit
    // that moved constants alone, the tableau still has it.
    let roots = variableSymbols.count
    var order = tableau.expansions.valueOrder(roots: roots)
    valueScratch.values(
      of: variableSymbols, in: tableau, into: &valueCache, count: kinds.count, order: &order)
    if let order { tableau.expansions.keepValueOrder(order, roots: roots) }
    valuesAreCurrent = true
  }

  func isKnown(_ variable: Variable) -> Bool {
    variable.id >= 0 && variable.id < kinds.count && kinds[variable.id] == .external
  }

  // MARK: Constraints

  /// Whether the solver holds the constraint.
  public func contains(_ id: ConstraintID) -> Bool { recordOfID[id] != nil }

  /// The number of constraints held (edit variables not counted).
  public var constraintCount: Int { recordOfID.count }

  /// Adds a constraint and re-solves.
  ///
  /// - Parameters:
  ///   - id: the constraint's identity; by default the next unused number.
  ///   - constantMayChange: whether ``setConstant(_:of:)`` may later be called on it (the window's
  ///     size, a guide's inset, an animated constant). A required equality said so keeps its
  ///     column in the rows, so changing its constant (or removing it) never rebuilds the tableau;
  ///     one not said so costs one rebuild the first time (see `Solver+Dummies.swift`). Either
  ///     way the results are the same.
  /// - Returns: the constraint's id.
  /// - Throws: `.duplicateConstraint`, `.invalidPriority`, `.nonFiniteNumber`, `.unknownVariable`;
  ///   `.unsatisfiable` when a required constraint cannot hold with the required ones already
  ///   there, with the conflicting set. After a throw the solver is exactly as before.
  /// - Complexity: proportional to the rows the new constraint's symbols touch, plus the pivots
  ///   of re-optimising.
  @discardableResult
  public mutating func add(
    _ constraint: Constraint, id: ConstraintID? = nil, constantMayChange: Bool = false
  ) throws(SolverError) -> ConstraintID {
    valuesAreCurrent = false
    let id = id ?? ConstraintID(nextID)
    guard recordOfID[id] == nil else { throw .duplicateConstraint(id) }
    try validate(constraint, id: id)
    let index: Int
    do {
      index = try insert(constraint, id: id, constantMayChange: constantMayChange)
    } catch {
      // Naming the constraints of a conflict takes the dummies' columns: on a copy with them
      // in its rows the same add fails again, now with its conflicting set, and this solver
      // stays exactly as it was. The next add that succeeds writes the dummies in for good, so
      // a program that meets conflicts pays for one such copy, not one per conflict (see
      // `Solver+Dummies.swift`).
      guard case .unsatisfiable = error, !dummiesInRows else { throw error }
      dummiesWanted = true
      index = try withDummiesInRows { solver throws(SolverError) in
        try solver.insert(constraint, id: id, constantMayChange: constantMayChange)
      }
    }
    if dummiesWanted { try keepDummiesInRows() }
    recordOfID[id] = index
    nextID = max(nextID, id.rawValue + 1)
    return id
  }

  /// Removes a constraint and re-solves.
  /// - Throws: `.unknownConstraint`.
  public mutating func remove(_ id: ConstraintID) throws(SolverError) {
    valuesAreCurrent = false
    guard let index = recordOfID[id] else { throw .unknownConstraint(id) }
    try removeRecord(index)
    recordOfID[id] = nil
  }

  /// Replaces the constant of the constraint's expression (the constraint reads
  /// `expression RELATION 0`, so for `a == b + 8` the constant is -8) and re-solves with the dual
  /// simplex, without rebuilding: UIKit's "changing a constant costs nothing".
  /// - Throws: `.unknownConstraint`, `.nonFiniteNumber`; `.unsatisfiable` when a required
  ///   constraint cannot take the new constant, leaving the solver as it was.
  public mutating func setConstant(_ constant: Double, of id: ConstraintID) throws(SolverError) {
    valuesAreCurrent = false
    guard let index = recordOfID[id] else { throw .unknownConstraint(id) }
    guard constant.isFinite else { throw .nonFiniteNumber(id) }
    do {
      // A required equality's constant moves the rows along its dummy's column.
      if let record = records[index], !hasColumn(record) {
        try withColumn(ofRecord: index) { solver throws(SolverError) in
          try solver.changeConstant(ofRecord: index, to: constant)
        }
      } else {
        try changeConstant(ofRecord: index, to: constant)
      }
    } catch {
      // A conflict is named from every dummy's column, on a copy that is then dropped (as in
      // `add`); the change fails there too.
      guard case .unsatisfiable = error, !dummiesInRows else { throw error }
      try withDummiesInRows { solver throws(SolverError) in
        try solver.changeConstant(ofRecord: index, to: constant)
      }
    }
  }

  /// Moves an optional constraint to another optional priority and re-solves.
  /// - Throws: `.unknownConstraint`, `.invalidPriority`; `.requiredPriorityChange` for a change
  ///   between required and optional, which UIKit does not allow either.
  public mutating func setPriority(_ priority: Priority, of id: ConstraintID) throws(SolverError) {
    valuesAreCurrent = false
    guard let index = recordOfID[id], let record = records[index] else {
      throw .unknownConstraint(id)
    }
    guard priority.isValid else { throw .invalidPriority(priority) }
    guard priority.isRequired == record.isRequired else { throw .requiredPriorityChange(id) }
    guard priority != record.constraint.priority, let oldLevel = record.level else { return }
    let newLevel = tableau.objective.level(for: priority)
    for error in record.errors {
      addToObjective(error, times: -1, level: oldLevel)
      addToObjective(error, times: 1, level: newLevel)
    }
    records[index]?.constraint.priority = priority
    records[index]?.level = newLevel
    try optimize()
  }

  // MARK: Edit variables

  /// Makes `variable` editable: an optional constraint `variable == value` at `priority`, whose
  /// value ``suggestValue(_:for:)`` changes (the window size, an animated constant). Starts at 0.
  /// - Throws: `.unknownVariable`, `.duplicateEditVariable`, `.invalidPriority`,
  ///   `.requiredEditVariable` for priority 1000.
  public mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError)
  {
    valuesAreCurrent = false
    guard isKnown(variable) else { throw .unknownVariable(variable) }
    guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
    guard priority.isValid else { throw .invalidPriority(priority) }
    guard !priority.isRequired else { throw .requiredEditVariable(variable) }
    let index = try insert(Constraint(LinearExpression(variable), .equal, priority: priority), id: nil)
    edits[variable] = EditInfo(record: index, value: 0)
  }

  /// - Throws: `.unknownEditVariable`.
  public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
    valuesAreCurrent = false
    guard let edit = edits[variable] else { throw .unknownEditVariable(variable) }
    try removeRecord(edit.record)
    edits[variable] = nil
  }

  public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

  /// Suggests a value for an edit variable and re-solves with the dual simplex.
  /// - Throws: `.unknownEditVariable`, `.nonFiniteNumber(nil)`.
  /// - Complexity: the pivots of the dual simplex; rows the edit does not reach are not touched.
  public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    valuesAreCurrent = false
    guard let edit = edits[variable] else { throw .unknownEditVariable(variable) }
    guard value.isFinite else { throw .nonFiniteNumber(nil) }
    try changeConstant(ofRecord: edit.record, to: -value)
    edits[variable]?.value = value
  }

  // MARK: Reading the solution

  /// The sum of the errors of the optional constraints (edit variables included) at `priority`:
  /// |a − b| for an equality, the amount of violation for an inequality.
  public func objectiveValue(at priority: Priority) -> Double {
    records.reduce(0) { sum, record in
      guard let record, record.constraint.priority == priority else { return sum }
      return sum + record.constraint.violation { value(of: $0) }
    }
  }

  // MARK: Checks

  func validate(_ constraint: Constraint, id: ConstraintID) throws(SolverError) {
    guard constraint.priority.isValid else { throw .invalidPriority(constraint.priority) }
    guard constraint.expression.constant.isFinite else { throw .nonFiniteNumber(id) }
    for term in constraint.expression.terms {
      guard term.coefficient.isFinite else { throw .nonFiniteNumber(id) }
      guard isKnown(term.variable) else { throw .unknownVariable(term.variable) }
    }
  }
}
