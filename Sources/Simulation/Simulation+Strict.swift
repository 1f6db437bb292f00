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
  /// The findings of the steps played that nobody expected, in step order: a finding is
  /// expected when an expectation that applies to its step names its kind in `allow:` (a
  /// deliberate conflict) or in `no:` (where it already fails that expectation).
  public var unexpectedFindings: [UnexpectedFinding] {
    var findings: [UnexpectedFinding] = []
    for step in steps {
      let expected = scenario.expectations.filter { applies($0, to: step) }
        .flatMap { $0.allow + $0.no }.map(\.value.rawValue)
      for issue in step.issues where !expected.contains(issue.kind.rawValue) {
        findings.append(UnexpectedFinding(step: step.index, label: step.label, issue: issue))
      }
    }
    return findings
  }
}
