/// The suite's results as people read them: one line per run (`PASS`, `FAIL`, `ERROR`,
/// `RECORD`), the reasons indented under each failure, and a summary.
///
///     PASS    Scenarios/rotate.yaml  iphone-15-pro portrait en large
///     FAIL    Scenarios/form.yaml  iphone-se-3 portrait de large
///       golden file Scenarios/form.golden/iphone-se-3.portrait.de.large.txt differs (- recorded, + now):
///       step 2 [landscape]: rotate: landscapeLeft
///         - title 16 79 361 41  window 16 79 361 41
///         + title 16 79 361 45  window 16 79 361 45
///
///     2 runs: 1 passed, 1 failed
public enum SuiteReport {
  /// The command users are told to run to record golden files.
  public static let recordCommand = "layoutsim test --record"

  /// One run's lines.
  public static func lines(for result: RunResult) -> [String] {
    let name = result.file + (result.variant.map { "  \($0)" } ?? "")
    if let errors = result.errors {
      return ["ERROR   \(name)"] + errors.errors.map { "  \($0)" }
    }
    var head: String
    switch result.status {
    case .passed:
      if case .recorded(let recording)? = result.golden {
        head = "RECORD  \(name)  (\(recording.rawValue))"
      } else {
        head = "PASS    \(name)"
      }
    case .failed, .invalid: head = "FAIL    \(name)"
    }
    var reasons = reasons(for: result)
    // The command to record it is said once per file, after the summary (``recordingHints(_:)``):
    // a new matrix scenario would otherwise repeat it on every run.
    if case .missing? = result.golden, !reasons.isEmpty {
      reasons[0] = "no golden file \(result.goldenPath ?? "?")"
    }
    return [head] + reasons.map { "  " + $0 }
  }

  /// One line per scenario file with runs that have no golden file, in the runs' order: how to
  /// record them all at once.
  ///
  ///     3 runs of Scenarios/new.yaml have no golden file; record them with: layoutsim test --record Scenarios/new.yaml
  public static func recordingHints(_ results: [RunResult]) -> [String] {
    var files: [String] = []
    var counts: [String: Int] = [:]
    for result in results {
      guard case .missing? = result.golden else { continue }
      if counts[result.file] == nil { files.append(result.file) }
      counts[result.file, default: 0] += 1
    }
    return files.map { file in
      let n = counts[file] ?? 0
      return "\(n) \(n == 1 ? "run" : "runs") of \(file) \(n == 1 ? "has" : "have") no golden file; "
        + "record \(n == 1 ? "it" : "them") with: \(recordCommand) \(file)"
    }
  }

  /// Why a run failed, one line each (nothing for a run that passed).
  public static func reasons(for result: RunResult) -> [String] {
    if let errors = result.errors { return errors.errors.map(\.description) }
    var out: [String] = []
    let path = result.goldenPath ?? "?"
    switch result.golden {
    case .missing?:
      out.append("no golden file \(path); run '\(recordCommand) \(result.file)' to record it")
    case .differs(let diff)?:
      out.append("golden file \(path) differs (- recorded, + now):")
      out += diff.lines.map { "  " + $0 }
      out.append("if the change is intended, run '\(recordCommand) \(result.file)'")
    case .unreadable(let error)?:
      out.append(error)
      out.append("run '\(recordCommand) \(result.file)' to write it again")
    case .notWritten(let error)?:
      out.append(error.description)
    case .recorded(let recording)? where !result.expectationFailures.isEmpty:
      out.append("recorded \(path) (\(recording.rawValue))")
    case .matches?, .recorded?, nil: break
    }
    return out + result.expectationFailures
  }

  /// `12 runs: 10 passed, 1 failed, 1 invalid` with, when recording, what was written, and for a
  /// shard, which one.
  public static func summary(_ results: [RunResult], shard: Shard?, totalRuns: Int) -> String {
    let count = { (status: RunResult.Status) in results.filter { $0.status == status }.count }
    var parts = ["\(count(.passed)) passed"]
    if count(.failed) > 0 { parts.append("\(count(.failed)) failed") }
    if count(.invalid) > 0 { parts.append("\(count(.invalid)) invalid") }
    let recordings = results.compactMap { result -> RunResult.Recording? in
      if case .recorded(let recording)? = result.golden { return recording }
      return nil
    }
    if !recordings.isEmpty {
      let written = [RunResult.Recording.new, .updated, .unchanged].compactMap { kind -> String? in
        let n = recordings.filter { $0 == kind }.count
        return n > 0 ? "\(n) \(kind.rawValue)" : nil
      }
      parts.append("golden files: " + written.joined(separator: ", "))
    }
    var line = "\(results.count) \(results.count == 1 ? "run" : "runs"): " + parts.joined(separator: ", ")
    if let shard { line += " (shard \(shard) of \(totalRuns) runs)" }
    return line
  }
}
