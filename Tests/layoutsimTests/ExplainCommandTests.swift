import Foundation
import ScenarioTestSupport
import XCTest

/// `layoutsim explain`: a file or standard input, the scenario it writes, and its errors.
final class ExplainCommandTests: XCTestCase {
  let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("ConflictLogTests/Fixtures")

  func testExplainsAFileAndWritesAScenarioThatRunReproduces() throws {
    let folder = try makeTemporaryDirectory(named: "explain")
    let out = folder.appendingPathComponent("conflict.yaml").path
    let log = fixtures.appendingPathComponent("two-dumps-cell-and-autoresizing.log").path
    let result = try runLayoutsim(["explain", log, "--scenario", out])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.contains("Conflict 1 (line 2)"), result.stdout)
    XCTAssertTrue(result.stdout.contains("Conflict 2 (line 19)"), result.stdout)
    // By hand: the cell is 44 high, the label 10 from its top and bottom: 44 − 10 − 10 = 24.
    XCTAssertTrue(result.stdout.contains("44 − 10 − 10 = 24"), result.stdout)
    for path in [out, folder.appendingPathComponent("conflict-2.yaml").path] {
      let run = try runLayoutsim(["run", path])
      XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
      XCTAssertTrue(run.stdout.contains("Unable to simultaneously satisfy constraints."))
    }
  }

  func testReadsStandardInput() throws {
    let log = try String(contentsOf: fixtures.appendingPathComponent("book-chapter-1.log"), encoding: .utf8)
    let result = try runLayoutsim(["explain", "-"], input: log)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.contains("UIKit broke 1. TestView:0x7147c50.width == 360"), result.stdout)
  }

  func testTextThatIsNotALogExitsTwoWithItsLine() throws {
    let result = try runLayoutsim(["explain", "-"], input: "# notes\nnothing here\n")
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(
      result.stderr,
      "<stdin>:1:1: error: not a UIKit conflict log: expected 'Unable to simultaneously satisfy constraints.', found '# notes'\n"
    )
    let missing = try runLayoutsim(["explain", "/nonexistent/crash.log"])
    XCTAssertEqual(missing.status, 2)
    XCTAssertEqual(missing.stderr, "/nonexistent/crash.log:1:1: error: no such file\n")
  }
}
