import XCTest

@testable import Cassowary

/// ``Solver/trackedValues(of:)`` evaluates again only what changed since the last read; every
/// read must equal a full read (``Solver/values(of:)``) bit for bit.
final class ValueChangesTests: XCTestCase {
  /// Seeded random runs of every operation (``IncrementalTests/RandomRun``), read after each step,
  /// after every third step (changes pile up between reads), and through a subset of the variables.
  func testEveryReadEqualsAFullRead() throws {
    let configurations = [
      IncrementalTests.Configuration(variables: 3, steps: 120, requiredShare: 0.4, maxTerms: 2),
      IncrementalTests.Configuration(variables: 8, steps: 200),
      IncrementalTests.Configuration(
        variables: 6, steps: 200, requiredShare: 0.3, editPriorities: [999, 600, 400, 200]),
    ]
    for (c, config) in configurations.enumerated() {
      for seed in [UInt64(1), 2, 3, 4] {
        for every in [1, 3] {
          var run = try IncrementalTests.RandomRun(seed: seed + 100 * UInt64(c), config)
          for step in 0..<config.steps {
            if let failure = run.step() { return XCTFail("seed \(seed): \(failure)") }
            guard step % every == 0 else { continue }
            let some = Array(run.vars.enumerated().filter { $0.offset % 2 == step % 2 }.map(\.element))
            let read = step % 5 == 4 ? some : run.vars
            let tracked = run.solver.trackedValues(of: read)
            let full = run.solver.values(of: read)
            XCTAssertEqual(
              tracked.map(\.bitPattern), full.map(\.bitPattern),
              "configuration \(c), seed \(seed), every \(every), step \(step): \(run.log.last ?? "")")
          }
        }
      }
    }
  }

  /// A chain of lazy rows, as a column of views makes: moving one link moves every value after it,
  /// and the read after it notes only the rows the change touched.
  func testAChainMovesFromTheChangedLinkOn() throws {
    var solver = Solver()
    var xs = [solver.makeVariable("x0")]
    try solver.add(xs[0] == 8)
    var links: [ConstraintID] = []
    for i in 1..<200 {
      xs.append(solver.makeVariable("x\(i)"))
      links.append(try solver.add(xs[i] == xs[i - 1] + 10, constantMayChange: true))
    }
    XCTAssertEqual(solver.trackedValues(of: xs), solver.values(of: xs))
    try solver.setConstant(-16, of: links[99])  // x100 == x99 + 16
    XCTAssertLessThan(solver.tableau.changes.slots.count, 10, "one link's change notes few rows")
    let tracked = solver.trackedValues(of: xs)
    XCTAssertEqual(tracked, solver.values(of: xs))
    XCTAssertEqual(tracked[99], 8 + 990)
    XCTAssertEqual(tracked[100], 8 + 990 + 16)
    XCTAssertEqual(tracked[199], 8 + 1990 + 6)
    // A new link at the end, a removed one in the middle (x150 then free: 0).
    xs.append(solver.makeVariable("x200"))
    try solver.add(xs[200] == xs[199] + 1)
    try solver.remove(links[149])
    XCTAssertEqual(solver.trackedValues(of: xs), solver.values(of: xs))
    XCTAssertEqual(solver.trackedValues(of: xs), solver.values(of: xs), "a second read, no change")
  }
}
