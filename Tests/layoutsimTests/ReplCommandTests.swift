import Foundation
import XCTest

/// `layoutsim repl` with its commands piped in, as a script would drive it.
final class ReplCommandTests: XCTestCase {
  func testAPipedSessionStepsGoesBackAsksWhyAndRenders() throws {
    let scenarios = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Scenarios")
    let svg = FileManager.default.temporaryDirectory.appendingPathComponent("repl-\(UUID().uuidString).svg")
    defer { try? FileManager.default.removeItem(at: svg) }
    let script = "step\nstep\nframes photo\nback\nframes photo\nwhy caption.top\nrender \(svg.path)\nquit\n"
    let result = try runLayoutsim(["repl", scenarios.appendingPathComponent("rotate.yaml").path], input: script)
    XCTAssertEqual(result.status, 0, result.stderr)
    let out = result.stdout
    XCTAssertTrue(out.hasPrefix("layoutsim repl: A photo card turns to landscape — 3 events; type 'help'\n"), out)
    XCTAssertTrue(out.contains("(layoutsim step 1/3) step\nstep 2 [landscape]: rotate: landscapeLeft\n"), out)
    XCTAssertTrue(out.contains("(layoutsim step 2/3) frames photo\nphoto: frame [59, 0, 367, 206.333]"), out)
    XCTAssertTrue(out.contains("(layoutsim step 2/3) back\nat step 1: load\n"), out)
    XCTAssertTrue(out.contains("(layoutsim step 1/3) frames photo\nphoto: frame [0, 59, 393, 221]"), out)
    XCTAssertTrue(out.contains("caption.top = 292  (frame [16, 292, 165, 20.333])\n  caption.top == photo.bottom + 12"), out)
    XCTAssertTrue(out.contains("wrote \(svg.path)"), out)
    let drawing = try String(contentsOf: svg, encoding: .utf8)
    XCTAssertTrue(drawing.contains("<svg"), drawing)
  }

  /// Typed events go through the scenario reader: what a file refuses, the prompt refuses in the
  /// same words, and the session goes on.
  func testAPipedSessionRefusesWhatAFileRefuses() throws {
    let scenarios = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Scenarios")
    let script = "set photo.size [-5, -5]\nset photo.hidden maybe\nset caption.lines nan\nset photo.hidden true\nquit\n"
    let result = try runLayoutsim(["repl", scenarios.appendingPathComponent("rotate.yaml").path], input: script)
    XCTAssertEqual(result.status, 0, result.stderr)
    let out = result.stdout
    XCTAssertTrue(out.contains("(layoutsim step 0/3) set photo.size [-5, -5]\nan image's size cannot be negative\n"), out)
    XCTAssertTrue(out.contains("(layoutsim step 0/3) set photo.hidden maybe\nexpected true or false, found 'maybe'\n"), out)
    XCTAssertTrue(out.contains("(layoutsim step 0/3) set caption.lines nan\nexpected a whole number, found 'nan'\n"), out)
    XCTAssertTrue(out.contains("(layoutsim step 0/3) set photo.hidden true\nstep 1: set: photo.hidden\n"), out)
  }

  func testAnInvalidScenarioExitsTwo() throws {
    let result = try runLayoutsim(["repl", "/nonexistent/scenario.yaml"], input: "")
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(result.stderr, "/nonexistent/scenario.yaml: error: no such file\n")
  }
}
