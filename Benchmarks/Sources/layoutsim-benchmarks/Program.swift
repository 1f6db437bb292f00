import Cassowary

// A workload is first written down as a `Program`: a list of solver operations over numbered
// variables. The same program is what `Runner` times against `Cassowary.Solver` and what
// `--export` writes as JSON, so another solver (tools/bench_vs_kiwi.py) replays exactly the same
// operations, phase by phase.

/// A variable of a program, by number (its index in `Program.variableNames`).
struct Var {
  let index: Int
}

/// `Σ coefficient × variable + constant` over program variables.
struct Expr {
  var terms: [(Int, Double)]
  var constant: Double

  init(_ terms: [(Int, Double)] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }
}

extension Var {
  var expr: Expr { Expr([(index, 1)]) }
  static func + (l: Var, r: Var) -> Expr { l.expr + r.expr }
  static func + (l: Var, r: Double) -> Expr { l.expr + Expr(constant: r) }
  static func - (l: Var, r: Var) -> Expr { l.expr - r.expr }
  static func - (l: Var, r: Double) -> Expr { l.expr - Expr(constant: r) }
  static func + (l: Var, r: Expr) -> Expr { l.expr + r }
  static func - (l: Var, r: Expr) -> Expr { l.expr - r }
  static func * (l: Double, r: Var) -> Expr { Expr([(r.index, l)]) }
}

extension Expr {
  static func + (l: Expr, r: Expr) -> Expr { Expr(l.terms + r.terms, constant: l.constant + r.constant) }
  static func - (l: Expr, r: Expr) -> Expr { l + (-1) * r }
  static func + (l: Expr, r: Var) -> Expr { l + r.expr }
  static func - (l: Expr, r: Var) -> Expr { l - r.expr }
  static func + (l: Expr, r: Double) -> Expr { l + Expr(constant: r) }
  static func - (l: Expr, r: Double) -> Expr { l + Expr(constant: -r) }
  static func * (l: Double, r: Expr) -> Expr {
    Expr(r.terms.map { ($0.0, $0.1 * l) }, constant: r.constant * l)
  }
}

/// What a program expects an `add` to do. Only the random workload has adds that must fail.
enum Expectation {
  case success
  case unsatisfiable
}

/// One solver operation. Constraints mean `terms + constant RELATION 0`, as in `Cassowary`.
enum Op {
  /// Starts a timed phase ("build", "resolve", "move", "remove", "churn").
  case phase(String)
  case add(id: Int, terms: [(Int, Double)], constant: Double, relation: Relation, priority: Double,
    expect: Expectation)
  case remove(id: Int)
  case addEdit(variable: Int, priority: Double)
  case suggest(variable: Int, value: Double)
  /// Ends the current phase: the runner reads every variable's value (timed), then stops the clock.
  case endPhase
}

/// What a workload checks after each phase; it must `precondition` on anything wrong.
typealias Verifier = (_ phase: String, _ value: (Var) -> Double) -> Void

struct Program {
  var workload: String
  /// nil for workloads whose size is fixed (the kiwi form).
  var n: Int?
  var variableNames: [String] = []
  var ops: [Op] = []
  /// Variables whose values are exported after each phase for other solvers to compare with.
  var checkVariables: [Int] = []
  var verify: Verifier = { _, _ in }

  /// The id the next `add` gets.
  private(set) var nextID = 1

  init(workload: String, n: Int?) {
    self.workload = workload
    self.n = n
  }

  var phaseNames: [String] {
    ops.compactMap { if case .phase(let name) = $0 { name } else { nil } }
  }

  mutating func variable(_ name: String) -> Var {
    variableNames.append(name)
    return Var(index: variableNames.count - 1)
  }

  mutating func phase(_ name: String) { ops.append(.phase(name)) }
  mutating func endPhase() { ops.append(.endPhase) }

  /// Adds `lhs RELATION rhs` at `priority` (1000 = required) and returns the constraint id.
  @discardableResult
  mutating func add(
    _ lhs: Expr, _ relation: Relation, _ rhs: Expr, priority: Double = 1000,
    expect: Expectation = .success
  ) -> Int {
    let id = nextID
    nextID += 1
    let e = lhs - rhs
    ops.append(
      .add(id: id, terms: e.terms, constant: e.constant, relation: relation, priority: priority,
        expect: expect))
    return id
  }

  @discardableResult
  mutating func add(_ lhs: Var, _ relation: Relation, _ rhs: Expr, priority: Double = 1000) -> Int {
    add(lhs.expr, relation, rhs, priority: priority)
  }

  @discardableResult
  mutating func add(_ lhs: Var, _ relation: Relation, _ rhs: Var, priority: Double = 1000) -> Int {
    add(lhs.expr, relation, rhs.expr, priority: priority)
  }

  @discardableResult
  mutating func add(_ lhs: Var, _ relation: Relation, _ rhs: Double, priority: Double = 1000) -> Int {
    add(lhs.expr, relation, Expr(constant: rhs), priority: priority)
  }

  /// Re-adds a constraint that an earlier op added (same id, same content).
  mutating func readd(_ id: Int) {
    for op in ops {
      if case .add(id, let terms, let constant, let relation, let priority, _) = op {
        ops.append(
          .add(id: id, terms: terms, constant: constant, relation: relation, priority: priority,
            expect: .success))
        return
      }
    }
    preconditionFailure("readd of unknown constraint \(id)")
  }

  mutating func remove(_ id: Int) { ops.append(.remove(id: id)) }

  mutating func addEdit(_ v: Var, priority: Double = 999) {
    ops.append(.addEdit(variable: v.index, priority: priority))
  }

  mutating func suggest(_ v: Var, _ value: Double) {
    ops.append(.suggest(variable: v.index, value: value))
  }

  mutating func check(_ vars: Var...) { checkVariables += vars.map(\.index) }
  mutating func check(_ vars: [Var]) { checkVariables += vars.map(\.index) }
}

/// The `Cassowary.Constraint` for an `add` op, over the solver's variables.
func makeConstraint(
  _ terms: [(Int, Double)], _ constant: Double, _ relation: Relation, _ priority: Double,
  _ vars: [Variable]
) -> Constraint {
  let expression = LinearExpression(terms.map { Term(vars[$0.0], $0.1) }, constant: constant)
  return Constraint(expression, relation, priority: Priority(priority))
}
