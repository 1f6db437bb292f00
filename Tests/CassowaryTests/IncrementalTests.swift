// A seeded random property test of the incremental solver: a system is built step by step with
// adds, removes, setConstant, setPriority and edits, and after every step the solver must agree
// with a fresh solver built from scratch from the constraints active at that point.
import Cassowary
import XCTest

final class IncrementalTests: XCTestCase {

  /// The shape of a random run.
  struct Configuration {
    var variables = 6
    var steps = 150
    var requiredShare = 0.25
    var maxTerms = 3
    var coefficients: [Double] = [1, -1, 2, -2, 0.5, 3]
    var priorities: [Priority] = [750, 500, 250, 100]
    var editPriorities: [Priority] = [999, 300]
  }

  func testSmallSystemsWithManyConflicts() throws {
    let config = Configuration(variables: 3, steps: 120, requiredShare: 0.4, maxTerms: 2)
    for seed in seeds([1, 2, 3, 4, 5, 6], extra: 1000) { try run(seed: seed, config) }
  }

  func testMediumSystems() throws {
    let config = Configuration(variables: 8, steps: 200)
    for seed in seeds([11, 12, 13, 14], extra: 11000) { try run(seed: seed, config) }
  }

  func testEqualitiesAndOneLevel() throws {
    // Everything optional at one level: many ties, so many ambiguous variables.
    let config = Configuration(
      variables: 5, steps: 150, requiredShare: 0.15, coefficients: [1, -1], priorities: [250],
      editPriorities: [250])
    for seed in seeds([21, 22, 23], extra: 21000) { try run(seed: seed, config) }
  }

  func testEditHeavySystems() throws {
    let config = Configuration(
      variables: 6, steps: 200, requiredShare: 0.3, editPriorities: [999, 600, 400, 200])
    for seed in seeds([31, 32, 33], extra: 31000) { try run(seed: seed, config) }
  }

  /// `fixed`, plus `CASSOWARY_STRESS` more seeds from `extra` on when that environment variable
  /// is set (for a longer hunt: `CASSOWARY_STRESS=200 swift test --filter IncrementalTests`).
  private func seeds(_ fixed: [UInt64], extra: UInt64) -> [UInt64] {
    let count = ProcessInfo.processInfo.environment["CASSOWARY_STRESS"].flatMap { UInt64($0) } ?? 0
    return fixed + (0..<count).map { extra + $0 }
  }

  // MARK: The run

  private func run(seed: UInt64, _ config: Configuration) throws {
    var run = try RandomRun(seed: seed, config)
    func fail(_ what: String, file: StaticString = #filePath, line: UInt = #line) {
      XCTFail(
        "seed \(seed), step \(run.log.count): \(what)\n  history:\n    "
          + run.log.joined(separator: "\n    "), file: file, line: line)
    }
    for _ in 0..<config.steps {
      if let failure = run.step() { return fail(failure) }
      if !compare(run.solver, run.model, run.vars, fail) { return }
    }
  }

  /// Compares `solver` with a fresh solver built from `model`; reports and returns false on the
  /// first difference.
  private func compare(
    _ solver: Solver, _ model: SystemModel, _ vars: [Variable],
    _ fail: (String, StaticString, UInt) -> Void
  ) -> Bool {
    func report(_ what: String, line: UInt = #line) -> Bool {
      fail(what, #filePath, line)
      return false
    }
    if let error = solverError({ () throws(SolverError) in try solver.checkInvariants() }) {
      return report("checkInvariants: \(error)")
    }
    let fresh: Solver
    do {
      fresh = try model.makeSolver().0
    } catch {
      return report("the fresh solver rejects the active constraints: \(error)")
    }
    let valueOf = { (v: Variable) in solver.value(of: v) }
    for (id, c) in model.constraints where c.priority.isRequired {
      let scale = max(
        1,
        c.expression.terms.reduce(abs(c.expression.constant)) {
          $0 + abs($1.coefficient * valueOf($1.variable))
        })
      if !c.isSatisfied(tolerance: 1e-7 * scale, valueOf) {
        return report("required \(id) (\(describe(c))) is violated by \(c.violation(valueOf))")
      }
    }
    for v in vars {
      let ambiguous = fresh.isAmbiguous(v)
      if solver.isAmbiguous(v) != ambiguous {
        return report("isAmbiguous(\(v)) is \(!ambiguous), a fresh solver says \(ambiguous)")
      }
      if !ambiguous {
        let (a, b) = (solver.value(of: v), fresh.value(of: v))
        if !(abs(a - b) <= 1e-6 * max(1, abs(b))) {
          return report("\(v) = \(a), a fresh solver gives \(b)")
        }
      }
    }
    let editPriorities = Set(model.edits.map(\.priority))
    for p in model.priorities {
      let (a, b) = (solver.objectiveValue(at: p), fresh.objectiveValue(at: p))
      if !(abs(a - b) <= 1e-6 * max(1, abs(b))) {
        return report("objective at \(p) is \(a), a fresh solver gives \(b)")
      }
      if !editPriorities.contains(p) {
        // Recomputed from the constraints at p and the solver's values.
        let own = model.constraints.values.filter { $0.priority == p }.reduce(0) {
          $0 + $1.violation(valueOf)
        }
        if !(abs(a - own) <= 1e-6 * max(1, abs(own))) {
          return report("objective at \(p) is \(a), the constraints' violations add up to \(own)")
        }
      }
    }
    return true
  }
}

/// `2·v0 − v3 + 5 <= 0 @250`, for logs.
func describe(_ c: Constraint) -> String {
  let terms = c.expression.terms.map { "\($0.coefficient)·\($0.variable)" }.joined(separator: " + ")
  return "\(terms) + \(c.expression.constant) \(c.relation.rawValue) 0 @\(c.priority)"
}
