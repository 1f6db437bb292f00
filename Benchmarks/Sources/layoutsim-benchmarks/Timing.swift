import Cassowary

// Runs a `Program` against `Cassowary.Solver` and times its phases with the monotonic
// `ContinuousClock`. A phase's time runs from its `phase` op to its `endPhase` op and includes
// reading every variable's value (what a layout pass does after the solver has run). Making the
// solver, its variables and the `Constraint` values happens before the clock starts; checking the
// results happens after it stops.

/// A program's ops, turned into solver calls over one fresh solver.
private enum SolverOp {
  case phase(Int)
  case add(Constraint, ConstraintID, mustFail: Bool)
  case remove(ConstraintID)
  case addEdit(Variable, Priority)
  case suggest(Variable, Double)
  case endPhase(Int)
}

private struct Prepared {
  var solver = Solver()
  var variables: [Variable] = []
  var ops: [SolverOp] = []

  init(_ program: Program) {
    variables = program.variableNames.map { solver.makeVariable($0) }
    var phase = -1
    ops.reserveCapacity(program.ops.count)
    for op in program.ops {
      switch op {
      case .phase:
        phase += 1
        ops.append(.phase(phase))
      case .add(let id, let terms, let constant, let relation, let priority, let expect):
        ops.append(
          .add(
            makeConstraint(terms, constant, relation, priority, variables), ConstraintID(id),
            mustFail: expect == .unsatisfiable))
      case .remove(let id): ops.append(.remove(ConstraintID(id)))
      case .addEdit(let v, let priority): ops.append(.addEdit(variables[v], Priority(priority)))
      case .suggest(let v, let value): ops.append(.suggest(variables[v], value))
      case .endPhase: ops.append(.endPhase(phase))
      }
    }
  }
}

struct PhaseResult {
  var name: String
  /// One duration per repeat, in milliseconds.
  var samples: [Double] = []
  /// Values of the program's check variables after this phase, `[variable, value]`, only for
  /// variables the solver says are not ambiguous (the same in every optimal solution).
  var checks: [(Int, Double)] = []
  /// Check variables left out because `Solver.isAmbiguous` says they are.
  var ambiguous: [Int] = []

  var median: Double { Statistics.median(samples) }
  var min: Double { samples.min() ?? .nan }
  var max: Double { samples.max() ?? .nan }
}

struct WorkloadResult {
  var program: Program
  var repeats: Int
  var phases: [PhaseResult]
  /// Sum of every value read in every timed phase; printed so the reads cannot be optimized away.
  var checksum: Double
  /// The process's peak resident memory while the workload ran (see `PeakMemory`), in MiB.
  var peakMiB: Double? = nil
}

enum Statistics {
  static func median(_ xs: [Double]) -> Double {
    guard !xs.isEmpty else { return .nan }
    let s = xs.sorted()
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
  }
}

extension Duration {
  var milliseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1e3 + Double(attoseconds) * 1e-15
  }
}

struct Runner {
  /// Repeats per size, before the time budget cuts them down.
  var repeats: (Int) -> Int = { n in n >= 1600 ? 5 : (n >= 400 ? 7 : 11) }
  /// A workload and size whose warm-up run takes longer than `budget / repeats` seconds is
  /// repeated fewer times (at least `minRepeats`).
  var budgetSeconds = 15.0
  var minRepeats = 3
  var fixedRepeats: Int? = nil
  /// How many variables besides the workload's own check variables are sampled for export.
  var sampledChecks = 24

  func run(_ program: Program) -> WorkloadResult {
    let names = program.phaseNames
    var phases = names.map { PhaseResult(name: $0) }

    // Warm-up run: verifies the results and records the values other solvers must reproduce.
    var checksum = 0.0
    let sample = sampledVariables(program)
    let required = Runner.requiredConstraints(program)
    var warmSeconds = 0.0  // the timed part of the warm-up: what one repeat will cost
    execute(program, checksum: &checksum) { phase, elapsed, solver, variables in
      warmSeconds += elapsed.milliseconds / 1000
      program.verify(names[phase]) { solver.value(of: variables[$0.index]) }
      Runner.checkRequired(required[phase], program, names[phase]) { solver.value(of: variables[$0]) }
      for index in sample {
        let v = variables[index]
        if solver.isAmbiguous(v) {
          phases[phase].ambiguous.append(index)
        } else {
          phases[phase].checks.append((index, solver.value(of: v)))
        }
      }
    }
    let wanted = fixedRepeats ?? repeats(program.n ?? 0)
    let count =
      fixedRepeats
      ?? Swift.max(minRepeats, Swift.min(wanted, Int(budgetSeconds / Swift.max(warmSeconds, 1e-9))))

    checksum = 0
    for _ in 0..<count {
      execute(program, checksum: &checksum) { phase, elapsed, solver, variables in
        phases[phase].samples.append(elapsed.milliseconds)
        program.verify(names[phase]) { solver.value(of: variables[$0.index]) }
      }
    }
    return WorkloadResult(program: program, repeats: count, phases: phases, checksum: checksum)
  }

  typealias Row = (id: Int, terms: [(Int, Double)], constant: Double, relation: Relation)

  /// For each phase, the required constraints in the solver when it ends.
  static func requiredConstraints(_ program: Program) -> [[Row]] {
    var active: [Int: Row] = [:]
    var out: [[Row]] = []
    for op in program.ops {
      switch op {
      case .add(let id, let terms, let constant, let relation, let priority, let expect):
        if expect == .success && priority >= 1000 { active[id] = (id, terms, constant, relation) }
      case .remove(let id): active[id] = nil
      case .endPhase: out.append(active.values.sorted { $0.id < $1.id })
      case .phase, .addEdit, .suggest: break
      }
    }
    return out
  }

  /// `precondition` that the solver's values satisfy every required constraint.
  static func checkRequired(_ rows: [Row], _ program: Program, _ phase: String, _ value: (Int) -> Double) {
    for row in rows {
      var sum = row.constant
      var scale = abs(row.constant)
      for (v, c) in row.terms {
        sum += c * value(v)
        scale += abs(c * value(v))
      }
      let tolerance = 1e-7 * Swift.max(1, scale)
      let holds =
        switch row.relation {
        case .equal: abs(sum) <= tolerance
        case .lessThanOrEqual: sum <= tolerance
        case .greaterThanOrEqual: sum >= -tolerance
        }
      // fatalError, not precondition: a release build drops a precondition's message.
      if !holds {
        fatalError(
          "\(program.workload) n=\(program.n ?? 0) after \(phase): required constraint \(row.id) is off by \(sum)")
      }
    }
  }

  /// The workload's check variables, then up to `sampledChecks` others spread evenly.
  private func sampledVariables(_ program: Program) -> [Int] {
    var seen = Set<Int>()
    var out: [Int] = []
    for v in program.checkVariables where seen.insert(v).inserted { out.append(v) }
    let count = program.variableNames.count
    let step = Swift.max(1, count / Swift.max(1, sampledChecks))
    for v in stride(from: 0, to: count, by: step) where seen.insert(v).inserted { out.append(v) }
    return out
  }

  /// Runs the program once on a fresh solver. `phaseEnded` is called after each phase's clock has
  /// stopped.
  private func execute(
    _ program: Program, checksum: inout Double,
    phaseEnded: (Int, Duration, Solver, [Variable]) -> Void
  ) {
    var p = Prepared(program)
    let clock = ContinuousClock()
    var start = clock.now
    for op in p.ops {
      switch op {
      case .phase:
        start = clock.now
      case .add(let constraint, let id, let mustFail):
        do throws(SolverError) {
          try p.solver.add(constraint, id: id)
          precondition(!mustFail, "\(program.workload): \(id) was expected to be unsatisfiable")
        } catch {
          guard mustFail, case .unsatisfiable = error else {
            fatalError("\(program.workload) n=\(program.n ?? 0): add \(id) failed: \(error)")
          }
        }
      case .remove(let id):
        do throws(SolverError) { try p.solver.remove(id) } catch {
          fatalError("\(program.workload): remove \(id) failed: \(error)")
        }
      case .addEdit(let v, let priority):
        do throws(SolverError) { try p.solver.addEditVariable(v, priority: priority) } catch {
          fatalError("\(program.workload): addEditVariable \(v) failed: \(error)")
        }
      case .suggest(let v, let value):
        do throws(SolverError) { try p.solver.suggestValue(value, for: v) } catch {
          fatalError("\(program.workload): suggestValue \(value) for \(v) failed: \(error)")
        }
      case .endPhase(let phase):
        // Read every value, as a layout pass does; kiwi's replay does the same after its
        // `updateVariables`.
        var sum = 0.0
        p.solver.updateValues()
        for v in p.variables { sum += p.solver.value(of: v) }
        let elapsed = clock.now - start
        checksum += sum
        phaseEnded(phase, elapsed, p.solver, p.variables)
      }
    }
  }
}
