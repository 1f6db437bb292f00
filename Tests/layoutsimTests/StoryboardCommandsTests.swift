import Foundation
import ScenarioTestSupport
import XCTest

/// `run`, `repl` and `test` share one path from a file to scenarios: each opens a storyboard as
/// well as a scenario file (one scenario per scene, imported in memory).
final class StoryboardCommandsTests: XCTestCase {
  static var storyboard: String {
    ImportCommandTests.corpus + "/layout-priorities/CHCR-v1/CHCR-v1/Base.lproj/Main.storyboard"
  }

  func testReplOpensAStoryboard() throws {
    let result = try runLayoutsim(["repl", Self.storyboard], input: "step\nframes imageView\nquit\n")
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.hasPrefix("layoutsim repl: Main.storyboard: ViewController"), result.stdout)
    // The same frame `layoutsim run` gives the scene's image view.
    let run = try runLayoutsim(["run", Self.storyboard])
    XCTAssertTrue(run.stdout.contains("imageView         20       44      100      100"), run.stdout)
    XCTAssertTrue(result.stdout.contains("imageView: frame [20, 44, 100, 100]"), result.stdout)
  }

  func testTestRecordsAndComparesAStoryboardsScenes() throws {
    let directory = try makeTemporaryDirectory(named: "storyboard")
    let copy = directory.appendingPathComponent("Main.storyboard").path
    try FileManager.default.copyItem(atPath: Self.storyboard, toPath: copy)
    let recorded = try runLayoutsim(["test", "--record", copy])
    XCTAssertEqual(recorded.status, 0, recorded.stderr)
    XCTAssertTrue(recorded.stdout.contains("1 run: 1 passed, golden files: 1 new"), recorded.stdout)
    let golden = directory.appendingPathComponent(
      "Main.storyboard#Main-ViewController.golden/retina6_1-custom.portrait.en.large.txt")
    XCTAssertTrue(FileManager.default.fileExists(atPath: golden.path))
    let compared = try runLayoutsim(["test", copy])
    XCTAssertEqual(compared.status, 0, compared.stdout + compared.stderr)
    XCTAssertTrue(compared.stdout.contains("1 run: 1 passed"), compared.stdout)
  }
}
