import ScenarioFormat

/// What one run of the suite came to: its golden file's verdict, its expectations' failures, or
/// the errors that kept it from running.
public struct RunResult: Hashable, Sendable {
  /// The scenario file, as found.
  public var file: String
  /// Nil for a scenario that could not be read (it has no runs, so it counts as one).
  public var variant: RunVariant?
  /// Where the run's golden file is (or would be).
  public var goldenPath: String?
  /// Nil when the run never played.
  public var golden: GoldenOutcome?
  /// Each failed expectation's failures: `expectation at landscape (rotate.yaml:40:5): …`.
  public var expectationFailures: [String]
  /// Why the scenario is invalid; nil when it ran.
  public var errors: ScenarioErrors?
  /// A failed run's page of pictures (``SuiteRunner/failurePage``), when the suite asks for one.
  public var page: String?

  public init(
    file: String, variant: RunVariant?, goldenPath: String? = nil, golden: GoldenOutcome? = nil,
    expectationFailures: [String] = [], errors: ScenarioErrors? = nil
  ) {
    self.file = file
    self.variant = variant
    self.goldenPath = goldenPath
    self.golden = golden
    self.expectationFailures = expectationFailures
    self.errors = errors
  }

  /// The golden file against the run.
  public enum GoldenOutcome: Hashable, Sendable {
    /// The recorded frames are the run's.
    case matches
    /// No golden file yet.
    case missing
    case differs(GoldenDiff)
    /// The golden file is not in the format (or cannot be read): the error says where.
    case unreadable(String)
    /// `--record` wrote it (or found it already right).
    case recorded(Recording)
    /// `--record` could not write it.
    case notWritten(AtomicFile.WriteError)
  }

  public enum Recording: String, Hashable, Sendable {
    case new, updated, unchanged
  }

  public enum Status: String, Hashable, Sendable {
    case passed, failed, invalid
  }

  public var status: Status {
    if errors != nil { return .invalid }
    guard expectationFailures.isEmpty else { return .failed }
    switch golden {
    case .matches?, .recorded?: return .passed
    case .missing?, .differs?, .unreadable?, .notWritten?, nil: return .failed
    }
  }
}
