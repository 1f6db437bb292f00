import ScenarioFormat

/// A finding of the automatic checks that no expectation anticipated: what `--strict` fails a
/// run on.
public struct UnexpectedFinding: Hashable, Sendable, CustomStringConvertible {
  public var step: Int
  public var label: String?
  public var issue: LayoutIssue

  /// `step 3 [keyboard]: negativeSize: 'logo' (…) has a negative height: …`
  public var description: String {
    "step \(step)\(label.map { " [\($0)]" } ?? ""): \(issue.kind.rawValue): \(issue.message)"
  }
}

extension Simulation {
  /// The step's findings that nobody expected: a finding is expected when an expectation that
  /// applies to its step names its kind in `allow:` (a deliberate conflict) or in `no:` (where
  /// it already fails that expectation).
  func unexpectedFindings(of step: StepRecord) -> [UnexpectedFinding] {
    let expected = scenario.expectations.filter { applies($0, to: step) }
      .flatMap { $0.allow + $0.no }.map(\.value.rawValue)
    return step.issues.filter { !expected.contains($0.kind.rawValue) }.map {
      UnexpectedFinding(step: step.index, label: step.label, issue: $0)
    }
  }
}
