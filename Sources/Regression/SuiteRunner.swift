import Foundation
import Report
import ScenarioFormat
import Simulation

/// Plays a suite's runs, each on a worker of its own, and compares each run's frames with its
/// golden file, or records them.
///
///     let plan = SuitePlan(files: try ScenarioDiscovery.files(in: ["Scenarios"]), jobs: 4)
///     let results = SuiteRunner(record: false, jobs: 4).run(plan.items)
public struct SuiteRunner: Sendable {
  /// Write the golden files instead of comparing with them.
  public var record: Bool
  /// How many runs are played at once.
  public var jobs: Int
  /// Renders a failed run for people (`layoutsim test --html DIR`: an HTML page with a drawing of
  /// each step, and what failed: the run's result carries the golden diff); nil: no page.
  public var failurePage: (@Sendable (Simulation, RunResult) -> String)?
  /// `--strict`: a finding of the automatic checks that no expectation allows fails the run.
  public var strict: Bool

  public init(
    record: Bool, jobs: Int, strict: Bool = false,
    failurePage: (@Sendable (Simulation, RunResult) -> String)? = nil
  ) {
    self.record = record
    self.jobs = max(1, jobs)
    self.strict = strict
    self.failurePage = failurePage
  }

  /// Plays `items`, `jobs` at a time.
  ///
  /// - Parameters:
  ///   - progress: called as each run finishes, with the number finished and the total.
  ///   - report: called with each result in the items' order, as soon as it and those before it
  ///     are done. Both are called one at a time.
  /// - Returns: the results, in the items' order.
  public func run(
    _ items: [SuitePlan.Item], progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in },
    report: @escaping @Sendable (RunResult) -> Void = { _ in }
  ) -> [RunResult] {
    let total = items.count
    return WorkPool(jobs: jobs).map(
      items, { self.run($0) }, finished: { done, _ in progress(done, total) },
      ready: { _, result in report(result) })
  }

  /// Plays one item: the whole simulation happens here, on the calling thread.
  public func run(_ item: SuitePlan.Item) -> RunResult {
    switch item {
    case .invalid(let file, let errors):
      return RunResult(file: file, variant: nil, errors: errors)
    case .run(let file, let run):
      let goldenPath = Self.goldenPath(for: file, name: run.goldenName)
      var simulation: Simulation
      do {
        simulation = try Simulation(run.scenario)
      } catch {
        return RunResult(file: file, variant: run.variant, goldenPath: goldenPath, errors: error)
      }
      simulation.run()
      let fileName = (file as NSString).lastPathComponent
      let actual = GoldenFile(
        title: run.scenario.name?.value ?? fileName, file: fileName, variant: run.variant,
        steps: simulation.steps)
      var result = RunResult(
        file: file, variant: run.variant, goldenPath: goldenPath,
        golden: record ? Self.record(actual, at: goldenPath) : Self.compare(actual, with: goldenPath),
        expectationFailures: Self.failures(simulation.expectationResults)
          + (strict ? simulation.unexpectedFindings.map { "strict: \($0)" } : []))
      if result.status == .failed, let failurePage { result.page = failurePage(simulation, result) }
      return result
    }
  }

  /// `Scenarios/rotate.yaml`'s run `NAME` → `Scenarios/rotate.golden/NAME`.
  public static func goldenPath(for file: String, name: String) -> String {
    let directory = (file as NSString).deletingLastPathComponent
    var base = (file as NSString).lastPathComponent
    for suffix in [".yaml", ".yml"] where base.hasSuffix(suffix) {
      base = String(base.dropLast(suffix.count))
    }
    return (directory.isEmpty ? "" : directory + "/") + base + ".golden/" + name
  }

  static func compare(_ actual: GoldenFile, with path: String) -> RunResult.GoldenOutcome {
    guard FileManager.default.fileExists(atPath: path) else { return .missing }
    guard let data = FileManager.default.contents(atPath: path) else {
      return .unreadable("\(path): error: cannot read the file")
    }
    let text = String(decoding: data, as: UTF8.self)
    if text == actual.render() { return .matches }
    let expected: GoldenFile
    do {
      expected = try GoldenFile(parsing: text, file: path)
    } catch {
      return .unreadable(error.description)
    }
    let diff = GoldenDiff(expected: expected, actual: actual)
    // Only comments or blank lines differ: the frames are the same.
    return diff.isEmpty ? .matches : .differs(diff)
  }

  static func record(_ actual: GoldenFile, at path: String) -> RunResult.GoldenOutcome {
    let text = actual.render()
    let old = FileManager.default.contents(atPath: path)
    if let old, String(decoding: old, as: UTF8.self) == text { return .recorded(.unchanged) }
    do {
      try AtomicFile.write(text, to: path)
    } catch {
      return .notWritten(error)
    }
    return .recorded(old == nil ? .new : .updated)
  }

  /// Each failed expectation's failures, one line each, naming where the expectation is written.
  static func failures(_ results: [ExpectationResult]) -> [String] {
    results.filter { !$0.passed }.flatMap { result in
      let head = "expectation at \(result.at) (\(result.location))"
      if !result.evaluated { return ["\(head): no step played matches 'at: \(result.at)'"] }
      return result.failures.map { "\(head): \($0.words)" }
    }
  }
}
