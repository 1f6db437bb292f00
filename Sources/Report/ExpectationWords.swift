import AutoLayout
import Simulation

// Expectation failures in words: one wording for the text, JSON and HTML reports, the REPL and
// the regression suite.
extension ExpectationFailure {
  /// `frame of 'a': expected [10, 100, 120, 50], got [10, 100, 100, 50] (width -20)`; for
  /// `at: every`, after the step (`step 2 (wide): …`).
  public var words: String {
    guard isEvery else { return what.words }
    return "step \(step)\(label.map { " (\($0))" } ?? ""): \(what.words)"
  }
}

extension ExpectationFailure.What {
  var words: String {
    switch self {
    case .missingView(let id): "'\(id)' is not in the view tree"
    case .frame(let failure): failure.words
    case .relation(let failure): failure.words
    case .issue(let issue): "\(issue.kind.rawValue): \(issue.message)"
    case .log(let missing, let log): "log: no '\(missing)' in [\(log.joined(separator: ", "))]"
    }
  }
}

extension FrameFailure {
  /// `_` for a component the expectation leaves out; signed differences.
  var words: String {
    let wanted = expected.map { $0.map(format) ?? "_" }.joined(separator: ", ")
    let got = actualSides.map(format).joined(separator: ", ")
    let off = differences.map { "\($0.side) \($0.amount > 0 ? "+" : "")\(format($0.amount))" }
    return "\(inWindow ? "window frame" : "frame") of '\(id)': expected [\(wanted)], got [\(got)] "
      + "(\(off.joined(separator: ", ")))"
  }
}

extension RelationFailure {
  var words: String {
    switch reason {
    case .unresolved(let why): "that \(relation): \(why)"
    case .notInTree: "that \(relation): an item is not in the view tree"
    case .violated(let left, let right):
      "that \(relation): \(format(left)) \(relation.relation.rawValue) \(format(right)) "
        + "does not hold (off by \(format(abs(left - right))))"
    }
  }
}
