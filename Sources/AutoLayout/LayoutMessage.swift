import Cassowary

/// A message UIKit prints to the console about layout.
public struct LayoutMessage: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable {
    /// "Unable to simultaneously satisfy constraints."
    case unsatisfiable
  }
  public var kind: Kind
  /// The message as UIKit prints it.
  public var text: String
  /// The user constraints involved (the broken one last), for reports.
  public var constraints: [LayoutConstraintID]
  /// The broken constraint, when it is the user's.
  public var broken: LayoutConstraintID?
  /// The broken constraint as the message describes it (the user's or one UIKit made).
  public var brokenDescription: String
}

extension LayoutEngine {
  /// Logs a conflict in UIKit's words (`reference/existing-systems.md` §3.2), listing the
  /// conflicting constraints in the order they were added, and names the one broken to recover:
  /// the one being added or changed (the culprit). Which one UIKit breaks is not documented; this
  /// rule is deterministic and matches the common reports (the later constraint is broken).
  mutating func logConflict(culprit: ConstraintOwner, conflict: [ConstraintID]) {
    let involved = conflict.compactMap { owners[$0] }
    var lines: [String] = []
    lines.append("[LayoutConstraints] Unable to simultaneously satisfy constraints.")
    lines.append("\tProbably at least one of the constraints in the following list is one you don't want. ")
    lines.append("\tTry this: ")
    lines.append("\t\t(1) look at each constraint and try to figure out which you don't expect; ")
    lines.append("\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ")
    let listed = (involved.filter { $0 != culprit } + [culprit])
    if listed.contains(where: { if case .system(.autoresizing) = $0 { true } else { false } }) {
      lines.append("\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ")
    }
    lines.append("(")
    lines.append(listed.map { "    \"\(describe($0))\"" }.joined(separator: ",\n"))
    lines.append(")")
    lines.append("")
    lines.append("Will attempt to recover by breaking constraint ")
    lines.append(describe(culprit))
    lines.append("")
    lines.append("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.")
    lines.append("The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.")
    let users = listed.compactMap { owner -> LayoutConstraintID? in
      if case .user(let id) = owner { return id }
      return nil
    }
    var broken: LayoutConstraintID?
    if case .user(let id) = culprit { broken = id }
    messages.append(
      LayoutMessage(
        kind: .unsatisfiable, text: lines.joined(separator: "\n"), constraints: users, broken: broken,
        brokenDescription: describe(culprit)))
  }
}
