import Cassowary

// The seeded random differential at benchmark scale (the unit-test version is CassowaryTests'
// IncrementalTests, at a few variables): after Random add/remove has built, re-solved and churned
// its N constraints incrementally, a fresh solver is built from scratch from the constraints
// active at the end. Both must satisfy every required constraint, keep the tableau's invariants
// and reach the same optimum at every priority (the optimal objective is unique even where the
// values are not). Untimed: it runs once per size, after the timed runs.

struct DifferentialResult {
  var n: Int
  /// The worst |expression| of any required constraint in the incremental solver, absolute and
  /// relative to the magnitudes of its terms (what `Runner.checkRequired` bounds).
  var worstResidual: Residual
  var worstResidualFromScratch: Residual
  /// Per priority: incremental and from-scratch objective values.
  var objectives: [(priority: Double, incremental: Double, fromScratch: Double)]
  var invariantFailure: String?

  var worstObjectiveGap: Double {
    objectives.map { abs($0.incremental - $0.fromScratch) / Swift.max(1, abs($0.fromScratch)) }
      .max() ?? 0
  }

  /// Required constraints hold to 1e-7 of their terms and the optima agree to 1e-7.
  var agrees: Bool {
    invariantFailure == nil && worstResidual.relative <= 1e-7
      && worstResidualFromScratch.relative <= 1e-7 && worstObjectiveGap <= 1e-7
  }
}

struct Residual {
  var absolute = 0.0
  var relative = 0.0

  mutating func include(_ other: Residual) {
    absolute = Swift.max(absolute, other.absolute)
    relative = Swift.max(relative, other.relative)
  }
}

enum Differential {
  typealias Active = (terms: [(Int, Double)], constant: Double, relation: Relation, priority: Double)

  static func run(_ program: Program) -> DifferentialResult {
    var incremental = Solver()
    let vars = program.variableNames.map { incremental.makeVariable($0) }
    var active: [Int: Active] = [:]
    var edits: [(variable: Int, priority: Double)] = []
    var suggested: [Int: Double] = [:]
    for op in program.ops {
      do throws(SolverError) {
        switch op {
        case .add(let id, let terms, let constant, let relation, let priority, let expect):
          do throws(SolverError) {
            try incremental.add(makeConstraint(terms, constant, relation, priority, vars), id: ConstraintID(id))
            active[id] = (terms, constant, relation, priority)
          } catch {
            guard expect == .unsatisfiable, case .unsatisfiable = error else { throw error }
          }
        case .remove(let id):
          try incremental.remove(ConstraintID(id))
          active[id] = nil
        case .addEdit(let v, let priority):
          try incremental.addEditVariable(vars[v], priority: Priority(priority))
          edits.append((v, priority))
        case .suggest(let v, let value):
          try incremental.suggestValue(value, for: vars[v])
          suggested[v] = value
        case .phase, .endPhase: break
        }
      } catch {
        fatalError("differential \(program.workload) n=\(program.n ?? 0): \(op): \(error)")
      }
    }

    // From scratch: edits, then the active constraints in id order, then the last suggestions.
    var scratch = Solver()
    let scratchVars = program.variableNames.map { scratch.makeVariable($0) }
    let ids = active.keys.sorted()
    do throws(SolverError) {
      for edit in edits { try scratch.addEditVariable(scratchVars[edit.variable], priority: Priority(edit.priority)) }
      for id in ids {
        let c = active[id]!
        try scratch.add(makeConstraint(c.terms, c.constant, c.relation, c.priority, scratchVars), id: ConstraintID(id))
      }
      for (v, value) in suggested.sorted(by: { $0.key < $1.key }) { try scratch.suggestValue(value, for: scratchVars[v]) }
    } catch {
      fatalError("differential \(program.workload) n=\(program.n ?? 0): from scratch: \(error)")
    }
    incremental.updateValues()
    scratch.updateValues()

    var result = DifferentialResult(
      n: program.n ?? 0, worstResidual: Residual(), worstResidualFromScratch: Residual(), objectives: [])
    let required = ids.map { active[$0]! }.filter { $0.priority >= 1000 }
    for c in required {
      result.worstResidual.include(residual(c) { incremental.value(of: vars[$0]) })
      result.worstResidualFromScratch.include(residual(c) { scratch.value(of: scratchVars[$0]) })
    }
    let priorities = Set(active.values.map(\.priority).filter { $0 < 1000 } + edits.map(\.priority)).sorted(by: >)
    for p in priorities {
      result.objectives.append(
        (p, incremental.objectiveValue(at: Priority(p)), scratch.objectiveValue(at: Priority(p))))
    }
    for (name, solver) in [("incremental", incremental), ("from scratch", scratch)] {
      do throws(SolverError) { try solver.checkInvariants() } catch {
        result.invariantFailure = result.invariantFailure ?? "\(name): \(error)"
      }
    }
    return result
  }

  /// How far `terms + constant RELATION 0` is from holding: 0 when it holds.
  static func residual(_ c: Active, _ value: (Int) -> Double) -> Residual {
    var sum = c.constant
    var scale = abs(c.constant)
    for (v, coefficient) in c.terms {
      sum += coefficient * value(v)
      scale += abs(coefficient * value(v))
    }
    let off =
      switch c.relation {
      case .equal: abs(sum)
      case .lessThanOrEqual: Swift.max(0, sum)
      case .greaterThanOrEqual: Swift.max(0, -sum)
      }
    return Residual(absolute: off, relative: off / Swift.max(1, scale))
  }

  static func line(_ program: Program, _ r: DifferentialResult) -> String {
    let gaps = r.objectives.map { "@\(Output.priority($0.priority)) \(Output.short($0.incremental)) vs \(Output.short($0.fromScratch))" }
    return "differential \(program.workload) N=\(r.n): incremental vs from scratch "
      + (r.agrees ? "agree" : "DISAGREE")
      + "; worst required residual \(Output.short(r.worstResidual.absolute)) (relative \(Output.short(r.worstResidual.relative)))"
      + ", from scratch \(Output.short(r.worstResidualFromScratch.absolute))"
      + "; objectives \(gaps.joined(separator: ", ")) (gap \(Output.short(r.worstObjectiveGap)))"
      + "; invariants " + (r.invariantFailure ?? "hold") + "\n"
  }
}
