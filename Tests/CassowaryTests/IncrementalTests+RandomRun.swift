import Cassowary

extension IncrementalTests {
  /// One seeded random run of ``IncrementalTests``: the solver under test, the model of what it
  /// should hold, and the history of every operation for the failure message. Each ``step()``
  /// draws one operation (add 40 %, remove 20 %, setConstant 18 %, setPriority 6 %, suggest 11 %,
  /// add or remove an edit variable 5 %) and applies it to both.
  struct RandomRun {
    let config: Configuration
    var rng: SplitMix64
    var solver = Solver()
    let vars: [Variable]
    var model: SystemModel
    var nextID = 1
    var log: [String] = []

    /// Every variable in [−1000, 1000]; these base constraints may also be changed later.
    init(seed: UInt64, _ config: Configuration) throws {
      self.config = config
      rng = SplitMix64(seed: seed)
      vars = makeVariables(&solver, config.variables)
      model = SystemModel(variableCount: config.variables)
      for v in vars {
        for c in [v >= -1000, v <= 1000] {
          let id = newID()
          try solver.add(c, id: id)
          model.constraints[id] = c
          log.append("add \(id): \(describe(c))")
        }
      }
    }

    mutating func newID() -> ConstraintID {
      defer { nextID += 1 }
      return ConstraintID(nextID)
    }

    /// One random operation; what went wrong, or nil.
    mutating func step() -> String? {
      let before = values(solver, vars)
      let roll = Double.random(in: 0..<1, using: &rng)
      let ids = model.constraints.keys.sorted()
      if roll < 0.40 { return addRandomConstraint(before) }
      if roll < 0.60, let id = ids.randomElement(using: &rng) { return remove(id) }
      if roll < 0.78, let id = ids.randomElement(using: &rng) {
        return setRandomConstant(of: id, before)
      }
      if roll < 0.84,
        let id = ids.filter({ !model.constraints[$0]!.priority.isRequired })
          .randomElement(using: &rng)
      {
        return setRandomPriority(of: id)
      }
      if roll < 0.95, !model.edits.isEmpty { return suggestRandomValue() }
      return addOrRemoveRandomEditVariable()
    }

    mutating func addRandomConstraint(_ before: [Double]) -> String? {
      let c = randomConstraint()
      let id = newID()
      log.append("add \(id): \(describe(c))")
      // Every second constraint says its constant may change, so both ways of keeping a required
      // equality's dummy meet every operation.
      let error = solverError { () throws(SolverError) in
        _ = try solver.add(c, id: id, constantMayChange: id.rawValue % 2 == 0)
      }
      guard let error else {
        model.constraints[id] = c
        return nil
      }
      guard case .unsatisfiable(id, _) = error, c.priority.isRequired else {
        return "unexpected \(error)"
      }
      log[log.count - 1] += "  → unsatisfiable"
      if values(solver, vars) != before { return "a failed add changed the values" }
      if solver.contains(id) { return "a failed add kept the constraint" }
      return nil
    }

    mutating func remove(_ id: ConstraintID) -> String? {
      log.append("remove \(id)")
      if let error = solverError({ () throws(SolverError) in try solver.remove(id) }) {
        return "unexpected \(error)"
      }
      model.constraints[id] = nil
      return nil
    }

    mutating func setRandomConstant(of id: ConstraintID, _ before: [Double]) -> String? {
      let constant = Double(Int.random(in: -60...60, using: &rng))
      log.append("setConstant \(constant) of \(id)")
      let error = solverError { () throws(SolverError) in try solver.setConstant(constant, of: id) }
      guard let error else {
        model.constraints[id]!.expression.constant = constant
        return nil
      }
      guard case .unsatisfiable(id, _) = error, model.constraints[id]!.priority.isRequired else {
        return "unexpected \(error)"
      }
      log[log.count - 1] += "  → unsatisfiable"
      return values(solver, vars) != before ? "a failed setConstant changed the values" : nil
    }

    mutating func setRandomPriority(of id: ConstraintID) -> String? {
      let p = config.priorities.randomElement(using: &rng)!
      log.append("setPriority \(p) of \(id)")
      if let error = solverError({ () throws(SolverError) in try solver.setPriority(p, of: id) }) {
        return "unexpected \(error)"
      }
      model.constraints[id]!.priority = p
      return nil
    }

    mutating func suggestRandomValue() -> String? {
      let index = Int.random(in: 0..<model.edits.count, using: &rng)
      let value = Double(Int.random(in: -300...300, using: &rng))
      let v = model.edits[index].variable
      log.append("suggest \(value) for \(v)")
      if let error = solverError({ () throws(SolverError) in try solver.suggestValue(value, for: v) })
      {
        return "unexpected \(error)"
      }
      model.edits[index].suggested = value
      return nil
    }

    mutating func addOrRemoveRandomEditVariable() -> String? {
      let v = vars.randomElement(using: &rng)!
      if let index = model.edits.firstIndex(where: { $0.variable == v }) {
        log.append("removeEditVariable \(v)")
        if let error = solverError({ () throws(SolverError) in try solver.removeEditVariable(v) }) {
          return "unexpected \(error)"
        }
        model.edits.remove(at: index)
        return nil
      }
      let p = config.editPriorities.randomElement(using: &rng)!
      let value = Double(Int.random(in: -300...300, using: &rng))
      log.append("addEditVariable \(v) at \(p), suggest \(value)")
      if let error = solverError({ () throws(SolverError) in
        try solver.addEditVariable(v, priority: p)
        try solver.suggestValue(value, for: v)
      }) {
        return "unexpected \(error)"
      }
      model.edits.append(.init(variable: v, priority: p, suggested: value))
      return nil
    }

    mutating func randomConstraint() -> Constraint {
      let count = Int.random(in: 1...min(config.maxTerms, vars.count), using: &rng)
      let chosen = vars.shuffled(using: &rng).prefix(count)
      let terms = chosen.map { Term($0, config.coefficients.randomElement(using: &rng)!) }
      let constant = Double(Int.random(in: -50...50, using: &rng))
      let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(
        using: &rng)!
      let priority: Priority =
        Double.random(in: 0..<1, using: &rng) < config.requiredShare
        ? .required : config.priorities.randomElement(using: &rng)!
      return Constraint(LinearExpression(terms, constant: constant), relation, priority: priority)
    }
  }
}
