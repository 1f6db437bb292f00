// Differential test against kiwisolver (the Python binding of the C++ kiwi solver).
//
// tools/kiwi_differential.py generates seeded random constraint systems, solves each with kiwi and
// writes the ops and kiwi's results as JSON; the committed copy is Fixtures/kiwi-differential.json
// (`--count 1000 --seed 1`). Set LAYOUTSIM_KIWI_DIFFERENTIAL to a file the script wrote to replay
// that instead (CI regenerates it with a fresh kiwisolver).
//
// For every system the ops are replayed on our Solver and compared with kiwi: the same adds are
// rejected as unsatisfiable; every required constraint holds; the objective (sum of the violations
// of the optional and edit constraints at the one optional level) equals kiwi's; every variable our
// solver calls unambiguous has kiwi's value; and isAmbiguous agrees with the script's own probe of
// which variables have one value over the whole optimal face ("determined").

import Cassowary
import Foundation
import XCTest

private struct KiwiFile: Decodable {
  let format: Int
  let seed: Int
  let count: Int
  let optionalPriority: Double
  let systems: [KiwiSystem]
}

private struct KiwiSystem: Decodable {
  let variables: Int
  let ops: [KiwiOp]
  let values: [Double]
  let objective: Double
  let requiredOK: Bool  // kiwi kept every required constraint after every op
  let kiwiOK: Bool  // requiredOK, and every kiwi rejection confirmed by a fresh kiwi solver
  let determined: [Int]
}

private struct KiwiOp: Decodable, CustomStringConvertible {
  let op: String  // "add", "remove" or "edit"
  let id: Int?
  let terms: [[Double]]?  // [[variable index, coefficient], ...]
  let constant: Double?
  let relation: String?
  let priority: Double?
  let rejected: Bool?
  let `var`: Int?
  let value: Double?

  var description: String {
    switch op {
    case "add":
      let lhs = (terms ?? []).map { "\($0[1])*v\(Int($0[0]))" }.joined(separator: " + ")
      return "add c\(id ?? -1): \(lhs) + \(constant ?? 0) \(relation ?? "?") 0 @\(priority ?? 0)"
        + (rejected == true ? " (kiwi: unsatisfiable)" : "")
    case "remove": return "remove c\(id ?? -1)"
    default: return "edit v\(self.var ?? -1) suggest \(value ?? 0)"
    }
  }
}

private func kiwiClose(_ a: Double, _ b: Double) -> Bool {
  abs(a - b) <= max(1e-6, 1e-9 * max(abs(a), abs(b)))
}

final class KiwiDifferentialTests: XCTestCase {
  private struct Tally {
    var failures: [String] = []
    var replayed = 0  // systems whose every op was replayed and checked
    var variables = 0
    var compared = 0  // values compared (variables our solver calls unambiguous)
    var kiwiDetermined = 0
    var rejections = 0
    var kiwiBroken = 0  // systems where kiwi is no reference (its own bugs): only ours is checked
  }

  private func loadFile() throws -> (KiwiFile, String) {
    let url: URL
    if let path = ProcessInfo.processInfo.environment["LAYOUTSIM_KIWI_DIFFERENTIAL"], !path.isEmpty {
      url = URL(fileURLWithPath: path)
    } else {
      url = try XCTUnwrap(
        Bundle.module.url(
          forResource: "kiwi-differential", withExtension: "json", subdirectory: "Fixtures"),
        "Fixtures/kiwi-differential.json is missing from the test bundle")
    }
    let data = try Data(contentsOf: url)
    return (try JSONDecoder().decode(KiwiFile.self, from: data), url.path)
  }

  func testReplaysKiwiSystems() throws {
    let (file, path) = try loadFile()
    XCTAssertEqual(file.format, 1, "\(path): unknown format")
    XCTAssertEqual(file.systems.count, file.count, "\(path): count does not match the systems")
    XCTAssertGreaterThanOrEqual(file.systems.count, 1000, "\(path): expected 1000 systems")

    var tally = Tally()
    let optional = Priority(file.optionalPriority)
    for (index, system) in file.systems.enumerated() {
      replay(system, index: index, optional: optional, into: &tally)
    }

    let total = file.systems.count
    let summary =
      "\(path): \(tally.replayed)/\(total) systems replayed, \(tally.rejections) rejected adds, "
      + "\(tally.compared)/\(tally.variables) values compared (kiwi probe: \(tally.kiwiDetermined) "
      + "determined), \(tally.kiwiBroken) systems where kiwi is no reference, "
      + "\(tally.failures.count) mismatches"
    print("KiwiDifferentialTests: " + summary)
    if !tally.failures.isEmpty {
      XCTFail(
        summary + "; the first \(min(10, tally.failures.count)):\n"
          + tally.failures.prefix(10).joined(separator: "\n"))
    }
    XCTAssertEqual(tally.replayed, total, "not every system was replayed to the end")
    XCTAssertGreaterThanOrEqual(
      Double(tally.compared), 0.3 * Double(tally.variables),
      "fewer than 30% of the variables were compared: the test would pass too easily")
  }

  /// The solver after a system's operations, with the constraints and edits in force.
  private struct Replayed {
    var solver = Solver()
    var vars: [Variable] = []
    var active: [Int: Constraint] = [:]
    var edits: [Int: Double] = [:]
    var rejectedByOursOnly: Set<Int> = []  // only where kiwi is no reference
    /// The mismatches met on the way, in order.
    var failures: [String] = []
    /// Whether every op was replayed (false after a mismatch that stops the replay).
    var complete = false

    /// Notes a mismatch that stops the replay; false, for the caller to return.
    mutating func stop(_ failure: String) -> Bool {
      failures.append(failure)
      return false
    }

    /// This state with a mismatch that stops the replay.
    func stopping(_ failure: String) -> Replayed {
      var stopped = self
      stopped.failures.append(failure)
      return stopped
    }
  }

  private func replay(_ system: KiwiSystem, index: Int, optional: Priority, into tally: inout Tally) {
    func fail(_ message: String) { tally.failures.append("system \(index): \(message)") }

    // When kiwi broke a required constraint or wrongly rejected one (its own bugs, after removing
    // one of two equal required equalities) it is no reference; ours must still hold.
    let kiwiValid = system.kiwiOK
    if kiwiValid {
      tally.variables += system.variables
      tally.kiwiDetermined += system.determined.count
    } else {
      tally.kiwiBroken += 1
    }
    let replayed = play(system, optional: optional, kiwiValid: kiwiValid, rejections: &tally.rejections)
    replayed.failures.forEach(fail)
    guard replayed.complete else { return }
    let (solver, vars, active, edits) = (replayed.solver, replayed.vars, replayed.active, replayed.edits)

    let valueOf = { (v: Variable) in solver.value(of: v) }
    if let error = solverError({ () throws(SolverError) in try solver.checkInvariants() }) {
      fail("checkInvariants threw \(error)")
    }
    for id in active.keys.sorted() where active[id]!.priority.isRequired {
      let c = active[id]!
      if !c.isSatisfied(tolerance: 1e-6, valueOf) {
        fail("required c\(id) does not hold: its expression is \(c.expression.value(valueOf))")
      }
    }

    tally.replayed += 1
    guard kiwiValid else { return }

    var objective = 0.0
    for id in active.keys.sorted() where !active[id]!.priority.isRequired {
      objective += active[id]!.violation(valueOf)
    }
    for v in edits.keys.sorted() { objective += abs(valueOf(vars[v]) - edits[v]!) }
    if !kiwiClose(objective, system.objective) {
      fail("objective \(objective), kiwi's \(system.objective)")
    }
    let reported = solver.objectiveValue(at: optional)
    if !kiwiClose(reported, objective) {
      fail("objectiveValue(at: \(optional)) is \(reported), the violations add up to \(objective)")
    }

    let determined = Set(system.determined)
    for (i, v) in vars.enumerated() {
      let ambiguous = solver.isAmbiguous(v)
      if ambiguous == determined.contains(i) {
        fail(
          "v\(i): isAmbiguous is \(ambiguous), but kiwi's probe of the optimal face finds it "
            + (ambiguous ? "has one value" : "can take more than one value"))
      }
      guard !ambiguous else { continue }
      tally.compared += 1
      if !kiwiClose(valueOf(v), system.values[i]) {
        fail("v\(i) = \(valueOf(v)), kiwi's \(system.values[i])")
      }
    }
  }

  /// Plays the system's operations on a new solver, checking each against what kiwi did.
  private func play(
    _ system: KiwiSystem, optional: Priority, kiwiValid: Bool, rejections: inout Int
  ) -> Replayed {
    var state = Replayed()
    state.vars = (0..<system.variables).map { state.solver.makeVariable("v\($0)") }
    for (opIndex, op) in system.ops.enumerated() {
      let at = "op \(opIndex) [\(op)]"
      switch op.op {
      case "add":
        guard let id = op.id, let constraint = makeConstraint(op, state.vars, optional: optional) else {
          return state.stopping("\(at): malformed op")
        }
        let kiwiRejected = op.rejected ?? false
        if kiwiRejected { rejections += 1 }
        guard add(constraint, id: id, kiwiRejected: kiwiRejected, kiwiValid: kiwiValid, at, &state)
        else { return state }
      case "remove":
        guard let id = op.id else { return state.stopping("\(at): malformed op") }
        if state.rejectedByOursOnly.contains(id) { continue }
        if let error = solverError({ () throws(SolverError) in
          try state.solver.remove(ConstraintID(id))
        }) {
          return state.stopping("\(at): ours threw \(error)")
        }
        state.active[id] = nil
      case "edit":
        guard let v = op.var, let value = op.value, state.vars.indices.contains(v) else {
          return state.stopping("\(at): malformed op")
        }
        if let error = solverError({ () throws(SolverError) in
          try state.solver.addEditVariable(state.vars[v], priority: optional)
          try state.solver.suggestValue(value, for: state.vars[v])
        }) {
          return state.stopping("\(at): ours threw \(error)")
        }
        state.edits[v] = value
      default:
        return state.stopping("\(at): unknown op")
      }
    }
    state.complete = true
    return state
  }

  /// One `add` op: ours must accept what kiwi accepted and refuse what it refused as
  /// unsatisfiable (when kiwi is a reference at all). False when the replay cannot go on.
  private func add(
    _ constraint: Constraint, id: Int, kiwiRejected: Bool, kiwiValid: Bool, _ at: String,
    _ state: inout Replayed
  ) -> Bool {
    let cid = ConstraintID(id)
    let error = solverError { () throws(SolverError) in _ = try state.solver.add(constraint, id: cid) }
    switch (error, kiwiRejected) {
    case (nil, false):
      state.active[id] = constraint
    case (nil, true):
      if kiwiValid { state.failures.append("\(at): kiwi rejected it as unsatisfiable, ours accepted it") }
      // Take it out again so the rest of the system can still be compared.
      if let error = solverError({ () throws(SolverError) in try state.solver.remove(cid) }) {
        return state.stop("\(at): removing it again threw \(error)")
      }
    case (.unsatisfiable?, true):
      break
    case (.unsatisfiable(_, let conflict)?, false):
      if kiwiValid {
        return state.stop("\(at): ours threw unsatisfiable (conflict \(conflict)), kiwi accepted it")
      }
      state.rejectedByOursOnly.insert(id)
    case (let error?, _):
      return state.stop("\(at): ours threw \(error)")
    }
    return true
  }

  private func makeConstraint(_ op: KiwiOp, _ vars: [Variable], optional: Priority) -> Constraint? {
    guard let terms = op.terms, let constant = op.constant, let priority = op.priority else {
      return nil
    }
    var expression = LinearExpression(constant: constant)
    for term in terms {
      guard term.count == 2, let v = Int(exactly: term[0]), vars.indices.contains(v) else {
        return nil
      }
      expression.terms.append(Term(vars[v], term[1]))
    }
    let relation: Relation
    switch op.relation {
    case "==": relation = .equal
    case "<=": relation = .lessThanOrEqual
    case ">=": relation = .greaterThanOrEqual
    default: return nil
    }
    return Constraint(expression, relation, priority: priority >= 1000 ? .required : optional)
  }
}
