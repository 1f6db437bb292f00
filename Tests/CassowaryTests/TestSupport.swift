// Shared helpers for the Cassowary unit tests: value assertions, error expectations, a small
// model of a constraint system that can be rebuilt from scratch, and a seeded random generator.
import Cassowary
import XCTest

/// The default tolerance for comparing solver values: absolute near zero, relative for large values.
let defaultAccuracy = 1e-6

/// Asserts that `actual` equals `expected` within `accuracy` (scaled by the magnitude for large values).
func assertValue(
  _ actual: Double, _ expected: Double, accuracy: Double = defaultAccuracy,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
  let tolerance = accuracy * max(1, abs(expected))
  XCTAssert(
    actual.isFinite && abs(actual - expected) <= tolerance,
    "value \(actual) is not \(expected) (±\(tolerance)) \(message())", file: file, line: line)
}

/// Asserts the value of every listed variable in `solver`.
func assertValues(
  _ solver: Solver, _ expected: KeyValuePairs<Variable, Double>, accuracy: Double = defaultAccuracy,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
  for (variable, value) in expected {
    assertValue(
      solver.value(of: variable), value, accuracy: accuracy, "for \(variable) \(message())",
      file: file, line: line)
  }
}

/// The error `body` throws, or nil.
func solverError(_ body: () throws(SolverError) -> Void) -> SolverError? {
  do {
    try body()
    return nil
  } catch {
    return error
  }
}

/// Asserts that `body` throws exactly `expected`.
func assertThrows(
  _ expected: SolverError, file: StaticString = #filePath, line: UInt = #line,
  _ body: () throws(SolverError) -> Void
) {
  guard let error = solverError(body) else {
    XCTFail("expected \(expected), nothing was thrown", file: file, line: line)
    return
  }
  XCTAssertEqual(error, expected, file: file, line: line)
}

/// Asserts that `body` throws `.unsatisfiable` for `culprit` (and, when given, with that conflict set).
func assertUnsatisfiable(
  _ culprit: ConstraintID, conflict: [ConstraintID]? = nil, file: StaticString = #filePath,
  line: UInt = #line, _ body: () throws(SolverError) -> Void
) {
  guard let error = solverError(body) else {
    XCTFail("expected unsatisfiable(\(culprit)), nothing was thrown", file: file, line: line)
    return
  }
  guard case .unsatisfiable(let id, let set) = error else {
    XCTFail("expected unsatisfiable(\(culprit)), got \(error)", file: file, line: line)
    return
  }
  XCTAssertEqual(id, culprit, "culprit", file: file, line: line)
  XCTAssertEqual(set, set.sorted(), "the conflict set is sorted by id", file: file, line: line)
  XCTAssert(
    set.contains(culprit), "the conflict set \(set) names the culprit", file: file, line: line)
  if let conflict {
    XCTAssertEqual(set, conflict, "conflict set", file: file, line: line)
  }
}

/// The values of `variables`, to compare before and after a call.
func values(_ solver: Solver, _ variables: [Variable]) -> [Double] {
  variables.map { solver.value(of: $0) }
}

/// Asserts that the invariants of the solver hold.
func assertInvariants(_ solver: Solver, file: StaticString = #filePath, line: UInt = #line) {
  if let error = solverError({ () throws(SolverError) in try solver.checkInvariants() }) {
    XCTFail("invariants broken: \(error)", file: file, line: line)
  }
}

/// Makes `count` variables named `prefix0`, `prefix1`, ….
func makeVariables(_ solver: inout Solver, _ count: Int, prefix: String = "v") -> [Variable] {
  (0..<count).map { solver.makeVariable("\(prefix)\($0)") }
}

/// A description of a constraint system that can be rebuilt in a fresh solver: variables in
/// creation order, edit variables with their suggested values, and the active constraints by id.
struct SystemModel {
  struct Edit {
    var variable: Variable
    var priority: Priority
    var suggested: Double?
  }

  var variableCount: Int
  var constraints: [ConstraintID: Constraint] = [:]
  var edits: [Edit] = []

  /// The optional priorities in use, by constraints or edit variables.
  var priorities: Set<Priority> {
    Set(constraints.values.map(\.priority).filter { !$0.isRequired }).union(edits.map(\.priority))
  }

  /// A fresh solver with the same variables (same ids), edit variables and constraints, the
  /// constraints added in id order.
  func makeSolver() throws(SolverError) -> (Solver, [Variable]) {
    var solver = Solver()
    let variables = makeVariables(&solver, variableCount)
    for edit in edits {
      try solver.addEditVariable(edit.variable, priority: edit.priority)
      if let value = edit.suggested { try solver.suggestValue(value, for: edit.variable) }
    }
    for id in constraints.keys.sorted() {
      try solver.add(constraints[id]!, id: id)
    }
    return (solver, variables)
  }
}

/// SplitMix64 (Steele, Lea, Flood 2014): a tiny seeded generator, so random tests are repeatable.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
