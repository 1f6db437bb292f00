import Cassowary

// "Random add/remove", after the benchmark of Badros & Borning's Cassowary papers: N random
// required constraints over N variables, as in Badros' PerfTest (1 to 3 variables each, coefficients in [-5, 5],
// constants in [-10, 10], 12% inequalities `expr >= 0`), every variable with a weak preference
// `v == c @ 250`, and two of them edit variables at 999 standing in for a window's size. Adds that
// the solver rejects as unsatisfiable stay in the program, marked so: replaying solvers must reject
// them too. Then a random quarter of the accepted constraints is removed and added back.
//
// With N/2 variables, about 0.88 N equalities leave the system square and badly conditioned (free
// values of 1e8), and solvers with absolute epsilons, kiwi among them, then disagree about which
// adds are unsatisfiable (kiwisolver 1.5.1 rejected some an LP solver finds feasible); with N
// variables the system stays underdetermined. tools/bench_vs_kiwi.py reports any disagreement.

/// SplitMix64 (Steele, Lea & Flood, "Fast splittable pseudorandom number generators", 2014).
struct SplitMix64 {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// Uniform in [0, 1).
  mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }
  mutating func uniform(_ low: Double, _ high: Double) -> Double { low + (high - low) * unit() }
  /// Uniform in 0..<bound.
  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

  mutating func shuffle<T>(_ xs: inout [T]) {
    guard xs.count > 1 else { return }
    for i in stride(from: xs.count - 1, to: 0, by: -1) { xs.swapAt(i, below(i + 1)) }
  }
}

enum RandomAddRemove {
  static let inequalityShare = 0.12
  static let churnShare = 0.25

  static func make(n: Int, seed: UInt64 = 0x1A40_7515) -> Program {
    var rng = SplitMix64(seed: seed ^ UInt64(n))
    var p = Program(workload: "Random add/remove", n: n)
    p.phase("build")
    let vars = (0..<max(2, n)).map { p.variable("r\($0)") }
    let (w, h) = (vars[0], vars[1])
    p.addEdit(w, priority: 999)
    p.addEdit(h, priority: 999)
    p.suggest(w, Window.portrait.width)
    p.suggest(h, Window.portrait.height)
    for v in vars { p.add(v, .equal, rng.uniform(0, 100).rounded(), priority: 250) }
    let firstRandom = p.nextID
    for _ in 0..<n {
      var e = Expr(constant: rng.uniform(-10, 10))
      for _ in 0...rng.below(3) {
        e.terms.append((vars[rng.below(vars.count)].index, rng.uniform(-5, 5)))
      }
      let relation: Relation = rng.unit() < inequalityShare ? .greaterThanOrEqual : .equal
      p.add(e, relation, Expr())
    }

    // Which of the random constraints does the solver reject? They stay in the program, marked.
    let rejected = probe(p, from: firstRandom)
    p.ops = p.ops.map { op in
      if case .add(let id, let terms, let constant, let relation, let priority, _) = op, rejected.contains(id) {
        return .add(
          id: id, terms: terms, constant: constant, relation: relation, priority: priority, expect: .unsatisfiable)
      }
      return op
    }
    p.endPhase()

    p.phase("resolve")
    p.suggest(w, Window.landscape.width)
    p.suggest(h, Window.landscape.height)
    p.endPhase()

    var accepted = (firstRandom..<p.nextID).filter { !rejected.contains($0) }
    rng.shuffle(&accepted)
    var churn = Array(accepted.prefix(Int(Double(accepted.count) * churnShare)))
    p.phase("churn")
    for id in churn { p.remove(id) }
    rng.shuffle(&churn)
    for id in churn { p.readd(id) }
    p.endPhase()

    p.check(vars.prefix(8).map { $0 })
    // The runner checks that every required constraint holds after each phase; the rejected adds
    // are checked as the program runs.
    return p
  }

  /// Runs the build phase on a scratch solver and returns the ids of the random constraints the
  /// solver reports unsatisfiable.
  private static func probe(_ p: Program, from firstRandom: Int) -> Set<Int> {
    var solver = Solver()
    let variables = p.variableNames.map { solver.makeVariable($0) }
    var rejected = Set<Int>()
    for op in p.ops {
      do throws(SolverError) {
        switch op {
        case .add(let id, let terms, let constant, let relation, let priority, _):
          do throws(SolverError) {
            try solver.add(
              makeConstraint(terms, constant, relation, priority, variables), id: ConstraintID(id))
          } catch {
            guard case .unsatisfiable = error, id >= firstRandom else { throw error }
            rejected.insert(id)
          }
        case .addEdit(let v, let priority): try solver.addEditVariable(variables[v], priority: Priority(priority))
        case .suggest(let v, let value): try solver.suggestValue(value, for: variables[v])
        case .remove(let id): try solver.remove(ConstraintID(id))
        case .phase, .endPhase: break
        }
      } catch {
        fatalError("Random add/remove n=\(p.n ?? 0): \(error)")
      }
    }
    return rejected
  }
}
