import ArgumentParser
import Foundation
import ScenarioFormat
import Regression

/// `layoutsim test [PATHS…]`: the regression suite. Every scenario under the paths, expanded by
/// its `matrix:`, is played and its frames compared with the golden files beside it.
struct TestCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "test",
    abstract: "Run the regression suite: compare every scenario's frames with its golden files.",
    discussion: """
      Each scenario runs once per cell of its `matrix:` (devices × orientations × locales × \
      contentSizes). A run's frames after every step are compared with the golden file \
      NAME.golden/DEVICE.ORIENTATION.LOCALE.CONTENTSIZE.txt beside the scenario NAME.yaml \
      (Scenarios/README.md describes the format), and its expectations are checked. \
      Exits 0 when every run passes, 1 when one fails, 2 when a scenario or an argument is invalid.
      """)

  @Argument(
    help: "Scenario files, or directories searched recursively for *.yaml and *.yml (default: Scenarios).")
  var paths: [String] = []

  @Flag(help: "Write or update the golden files from this run instead of comparing with them.")
  var record = false

  @Option(
    help: ArgumentHelp(
      "Run only part K of N of the sorted run list (every Nth run, from the Kth).", valueName: "K/N"))
  var shard: String?

  @Option(
    help: ArgumentHelp(
      "Write an HTML page with a drawing of each step for every failed run into DIR.", valueName: "DIR"))
  var html: String?

  @Option(help: ArgumentHelp("Also write the results as JUnit XML to FILE.", valueName: "FILE"))
  var junit: String?

  @Flag(
    help: """
      Fail a run on any finding of the automatic checks (conflicts, ambiguity, overlap, \
      outOfBounds, truncation, negativeSize) that no expectation at its step allows or forbids.
      """)
  var strict = false

  @Option(name: [.short, .long], help: "How many runs to play at once (default: the active processor count).")
  var jobs: Int?

  func validate() throws {
    if let shard {
      do { _ = try Shard(parsing: shard) } catch { throw ValidationError(error.message) }
    }
    if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1; found \(jobs).") }
  }

  func run() throws {
    var suite = Suite(paths: paths, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
    suite.record = record
    suite.shard = try shard.map { (text) throws(ShardError) in try Shard(parsing: text) }
    suite.htmlDirectory = html
    suite.junitPath = junit
    suite.strict = strict
    let console = Console(progress: isatty(STDERR_FILENO) == 1)
    let outcome = suite.run(
      Suite.Console(
        print: console.print, progress: console.progress,
        error: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }))
    switch outcome {
    case .passed: return
    case .failed: throw ExitCode(ExitStatus.expectationFailed)
    case .invalid: throw ExitCode(ExitStatus.invalidInput)
    }
  }
}

/// Standard output for the report, and a progress line on standard error when it is a terminal
/// (cleared before each report line, so the two never mix). Called one at a time by the runner.
private struct Console: Sendable {
  var progress: Bool

  func progress(_ done: Int, _ total: Int) {
    guard progress else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[K[\(done)/\(total)] running…".utf8))
    if done == total { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
  }

  func print(_ lines: [String]) {
    if progress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    // A line may quote a scenario's text (a title, a diff's frame line): never raw to a terminal.
    FileHandle.standardOutput.write(Data(lines.map { Printable.escaped($0) + "\n" }.joined().utf8))
  }
}
