import ScenarioFormat
import Simulation
import XCTest

@testable import REPL

/// `step` and `goto` say what happened, the prompt after typed events, and Tab completion in context.
final class ReplNavigationTests: XCTestCase {
  func session() throws -> ReplSession {
    ReplSession(
      try Simulation(ScenarioReader.read(yaml: ReplSessionTests.yaml, file: "box.yaml")))
  }

  func testGotoPastTheEndSaysSo() throws {
    var s = try session()
    let output = s.execute("goto 9")
    XCTAssertTrue(output.hasPrefix("step 1: load\n"), output)
    XCTAssertTrue(
      output.hasSuffix("there is no step 9: the last is step 2 (the scenario's 2 events); at step 2"), output)
    XCTAssertEqual(s.position, 2)
    XCTAssertEqual(s.execute("goto 1"), "at step 1: load")
  }

  func testThePromptAfterATypedEventCountsItApart() throws {
    var s = try session()
    _ = s.execute("run")
    XCTAssertEqual(s.prompt, "(layoutsim step 2/2) ")
    _ = s.execute("rotate portrait")
    XCTAssertEqual(s.prompt, "(layoutsim step 3: 2/2 events + 1 typed) ")
    _ = s.execute("back")
    XCTAssertEqual(s.prompt, "(layoutsim step 2/2) ")
  }

  func testTabCompletesWhatEachCommandTakes() throws {
    let s = try session()
    XCTAssertTrue(s.completions(before: "").contains("why"))
    XCTAssertTrue(s.completions(before: "").contains("rotate"))
    let why = s.completions(before: "why ")
    XCTAssertTrue(why.contains("caption.height"), "\(why)")
    XCTAssertTrue(why.contains("box"))
    XCTAssertFalse(why.contains("frames"), "command names are not arguments")
    XCTAssertEqual(s.completions(before: "why caption.top "), [])
    XCTAssertEqual(s.completions(before: "frames "), ["view", "box", "caption"])
    XCTAssertEqual(s.completions(before: "activate "), ["boxWidth"])
    XCTAssertTrue(s.completions(before: "rotate ").contains("landscapeLeft"))
    XCTAssertFalse(s.completions(before: "rotate ").contains("step"))
  }
}
