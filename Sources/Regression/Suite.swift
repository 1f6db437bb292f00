import Foundation
import Report
import ScenarioFormat
import Simulation

/// `layoutsim test` as a whole: discover, plan, run, report obsolete golden files, write the
/// failure pages and the JUnit XML, and say how it went. The command line only parses options
/// and passes a console.
public struct Suite {
  public var paths: [String]
  public var record = false
  public var shard: Shard?
  /// Where to write an HTML page for each failed run.
  public var htmlDirectory: String?
  public var junitPath: String?
  public var jobs: Int
  /// `--strict`: a finding of the automatic checks that no expectation allows fails its run.
  public var strict = false

  /// How the suite ended, as the command line's exit status says it.
  public enum Outcome: Sendable {
    case passed, failed, invalid
  }

  /// Where the suite's lines and its progress go (the command line's standard output and error).
  public struct Console: Sendable {
    public var print: @Sendable ([String]) -> Void
    public var progress: @Sendable (Int, Int) -> Void
    /// An error about a file the suite cannot write.
    public var error: @Sendable (String) -> Void

    public init(
      print: @escaping @Sendable ([String]) -> Void,
      progress: @escaping @Sendable (Int, Int) -> Void, error: @escaping @Sendable (String) -> Void
    ) {
      self.print = print
      self.progress = progress
      self.error = error
    }
  }

  public init(paths: [String], jobs: Int) {
    self.paths = paths
    self.jobs = jobs
  }

  /// Runs the suite, printing as it goes.
  public func run(_ console: Console) -> Outcome {
    let files: [String]
    var isDirectory: ObjCBool = false
    if paths.isEmpty,
      !FileManager.default.fileExists(atPath: "Scenarios", isDirectory: &isDirectory)
        || !isDirectory.boolValue
    {
      // Outside a package: say what is missing rather than "Scenarios: no such file".
      console.error(
        ScenarioError(
          "no Scenarios directory here (\(FileManager.default.currentDirectoryPath)); run "
            + "'layoutsim test' at a package's root or name scenario files or directories",
          at: .path("layoutsim test")
        ).description)
      return .invalid
    }
    do {
      files = try ScenarioDiscovery.files(in: paths.isEmpty ? ["Scenarios"] : paths)
    } catch {
      console.error(error.description)
      return .invalid
    }
    let plan = SuitePlan(files: files, jobs: jobs)
    var page: (@Sendable (Simulation, RunResult) -> String)?
    if htmlDirectory != nil {
      page = { @Sendable simulation, result in FailurePage.render(simulation, result) }
    }
    let results = SuiteRunner(record: record, jobs: jobs, strict: strict, failurePage: page).run(
      plan.items(in: shard), progress: console.progress,
      report: { result in console.print(SuiteReport.lines(for: result)) })
    // A shard does not run every cell, so only a whole suite knows which files are obsolete.
    if shard == nil { handleObsoleteGoldenFiles(plan, console) }
    console.print(
      ["", SuiteReport.summary(results, shard: shard, totalRuns: plan.items.count)]
        + SuiteReport.recordingHints(results))
    guard writePages(results, console), writeJUnit(results, console) else { return .invalid }
    if results.contains(where: { $0.status == .invalid }) { return .invalid }
    if results.contains(where: { $0.status == .failed }) { return .failed }
    return .passed
  }

  /// Reports golden files no run writes; with `record`, removes them.
  func handleObsoleteGoldenFiles(_ plan: SuitePlan, _ console: Console) {
    for entry in ObsoleteGoldenFiles.find(in: plan) {
      guard record else {
        console.print([
          "obsolete golden file \(entry.path): no run of \(entry.scenario) writes it; "
            + "'\(SuiteReport.recordCommand) \(entry.scenario)' removes it"
        ])
        continue
      }
      do {
        try ObsoleteGoldenFiles.remove(entry)
        console.print(["removed obsolete golden file \(entry.path)"])
      } catch {
        console.print([
          "\(entry.path): error: cannot remove the obsolete golden file: \(error.localizedDescription)"
        ])
      }
    }
  }

  /// The failed runs' pages into ``htmlDirectory``; false when one cannot be written.
  func writePages(_ results: [RunResult], _ console: Console) -> Bool {
    guard let html = htmlDirectory else { return true }
    for result in results {
      guard let page = result.page, let variant = result.variant else { continue }
      let name = ((result.file as NSString).lastPathComponent as NSString).deletingPathExtension
      let path = (html as NSString).appendingPathComponent(
        "\(name).\(variant.description.replacingOccurrences(of: " ", with: ".")).html")
      do {
        try FileManager.default.createDirectory(atPath: html, withIntermediateDirectories: true)
        try AtomicFile.write(page, to: path)
        console.print(["wrote \(path)"])
      } catch {
        console.error("layoutsim: cannot write '\(path)': \(error)")
        return false
      }
    }
    return true
  }

  /// The JUnit XML into ``junitPath``; false when it cannot be written.
  func writeJUnit(_ results: [RunResult], _ console: Console) -> Bool {
    guard let junitPath else { return true }
    do {
      try AtomicFile.write(JUnitReport.render(results), to: junitPath)
      return true
    } catch {
      console.error(error.description)
      return false
    }
  }
}
