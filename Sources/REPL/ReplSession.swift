import AutoLayout
import Report
import ScenarioFormat
import Simulation

/// A REPL session over one scenario: every step is a snapshot (a ``Simulation`` is a value), so
/// the session can step forward through the scenario's events, go back, jump to a step, and take
/// events typed at the prompt.
///
/// Each command returns the text to print; nothing here touches the terminal, so scripts and
/// tests drive it line by line.
public struct ReplSession {
  /// The states so far: `history[0]` before any event, `history[k]` after k steps.
  var history: [Simulation]
  /// How many of the scenario's events each state has played (typed events are extra steps).
  var played: [Int]
  /// The state shown: an index into ``history``.
  public private(set) var position = 0
  /// Set by `quit`.
  public private(set) var isFinished = false

  public init(_ simulation: Simulation) {
    history = [simulation]
    played = [0]
  }

  public var current: Simulation { history[position] }
  var timeline: [Event] { current.timeline }

  /// The prompt: where the session stands. After typed events the step number runs ahead of the
  /// scenario's events, so the prompt says both: `(layoutsim step 5: 4/4 events + 1 typed) `.
  public var prompt: String {
    let total = history[0].timeline.count
    let typed = position - played[position]
    guard typed > 0 else { return "(layoutsim step \(position)/\(total)) " }
    return "(layoutsim step \(position): \(played[position])/\(total) events + \(typed) typed) "
  }

  /// The words tab completion offers: commands, event names, view ids, constraint names.
  public var completions: [String] {
    let commands = Self.commands.map(\.name) + Event.names
    return (commands + current.viewNames + current.constraintNames).sorted()
  }

  static let commands: [(name: String, usage: String, help: String)] = [
    ("step", "step [N]", "play the next event (or the next N); to jump to step N, use goto N"),
    ("back", "back [N]", "go back one step (or N): every step is a snapshot"),
    ("goto", "goto STEP", "go to step number STEP (0 is before the first event), playing up to it"),
    ("run", "run", "play the scenario's remaining events"),
    ("events", "events", "the scenario's events, and where the session is"),
    ("frames", "frames [ID]", "every view's frame now, or one view's"),
    ("constraints", "constraints ID", "the constraints on a view: active, satisfied, broken"),
    ("why", "why ID.ATTRIBUTE", "the chain of constraints that put that value there"),
    ("trace", "trace", "the view tree as UIKit's _autolayoutTrace prints it"),
    ("log", "log", "the current step's callbacks, messages and findings"),
    ("expect", "expect", "the expectations' results so far"),
    ("render", "render FILE", "write an SVG drawing of the current step"),
    ("help", "help", "this list"),
    ("quit", "quit", "leave (also exit, or Ctrl-D)"),
  ]

  /// Runs one line and returns what to print (possibly empty).
  public mutating func execute(_ line: String) -> String {
    if let refusal = Self.refusalOfLength(line) { return refusal }
    let trimmed = line.trimmingSpaces()
    guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return "" }
    let words = trimmed.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    let command = words[0]
    let argument = words.count > 1 ? words[1] : nil
    switch command {
    case "step": return step(count(argument) ?? 1)
    case "back":
      let n = count(argument) ?? 1
      position = max(0, position - n)
      return describePosition()
    case "goto":
      guard let target = argument.flatMap(Int.init), target >= 0 else { return "usage: goto STEP" }
      if target < history.count {
        position = target
        return describePosition()
      }
      position = history.count - 1
      let last = position + timeline.count - played[position]
      guard target > last else { return step(target - position) }
      let played = step(last - position)
      let typed = last - timeline.count
      return (played.isEmpty ? "" : played + "\n")
        + "there is no step \(target): the last is step \(last) (the scenario's \(timeline.count) events"
        + (typed > 0 ? " + \(typed) typed" : "") + "); at step \(position)"
    case "run": return step(timeline.count - played[position])
    case "events": return events()
    case "frames": return frames(argument)
    case "constraints":
      guard let id = argument else { return "usage: constraints ID" }
      guard current.viewNames.contains(id) else { return unknownView(id) }
      let lines =
        current.constraintStates(of: id).map(\.line) + [current.intrinsicSizeState(of: id)?.line].compactMap { $0 }
      return lines.isEmpty ? "no constraints name '\(id)'" : lines.joined(separator: "\n")
    case "why":
      guard let target = argument, let dot = target.lastIndex(of: ".") else { return "usage: why ID.ATTRIBUTE" }
      let id = String(target[..<dot])
      let name = String(target[target.index(after: dot)...])
      guard current.viewNames.contains(id) else { return unknownView(id) }
      guard let attribute = LayoutAttribute(rawValue: name) else {
        return "unknown attribute '\(name)'" + Spelling.didYouMean(name, among: LayoutAttribute.allCases.map(\.rawValue))
      }
      guard position > 0 else { return "nothing is laid out before the first step: type 'step'" }
      guard let chain = current.why(id, attribute) else { return "'\(id)' is not in the view tree" }
      return chain.lines.joined(separator: "\n")
    case "trace": return current.engine.autolayoutTrace()
    case "log": return log()
    case "expect": return expectations()
    case "render": return "render needs the command line (it writes a file); see layoutsim repl --help"
    case "help": return Self.commands.map { "  \($0.usage.padding(18)) \($0.help)" }.joined(separator: "\n")
      + "\n  and any event, as in the scenario: rotate landscapeLeft, keyboard undock,"
      + "\n  set title.text \"Hello\", animate bottom.constant -40, locale ar, contentSize accessibilityLarge,"
      + "\n  legibilityWeight bold"
    case "quit", "exit":
      isFinished = true
      return ""
    default:
      do throws(TypedEvent.Failure) {
        guard let yaml = try TypedEvent.yaml(trimmed) else {
          return "unknown command '\(command)'"
            + Spelling.didYouMean(command, among: Self.commands.map(\.name) + Event.names) + "; type 'help'"
        }
        do throws(ScenarioErrors) {
          let event = try ScenarioReader.readEvent(yaml: yaml, file: "<repl>", in: current.scenario)
          return play(event, fromTimeline: false)
        } catch {
          // The file's words; the columns would point into the YAML the line became, not the line.
          return error.errors.map(\.message).joined(separator: "\n")
        }
      } catch {
        return error.description
      }
    }
  }

  /// Why a line longer than any event may be (a pasted text of megabytes) is refused: before it
  /// is split into words and made into YAML, which the reader would refuse anyway.
  static func refusalOfLength(_ line: String) -> String? {
    guard line.utf8.count > ScenarioBounds.maximumBytes else { return nil }
    return "the line is \(line.utf8.count) bytes; an event, like a scenario, may have at most "
      + "\(ScenarioBounds.maximumBytes)"
  }

  /// An SVG drawing of the current step, or nil before the first.
  public func renderCurrentStep() -> String? {
    guard let step = current.steps.last else { return nil }
    return SVGRenderer(current).render(step)
  }

  private func count(_ argument: String?) -> Int? {
    argument.flatMap(Int.init).map { max($0, 0) }
  }

  private func unknownView(_ id: String) -> String {
    "unknown view '\(id)'" + Spelling.didYouMean(id, among: current.viewNames)
  }

  private mutating func step(_ n: Int) -> String {
    var out: [String] = []
    for _ in 0..<n {
      let next = played[position]
      guard next < timeline.count else {
        out.append("the scenario has no more events (\(timeline.count) played); type an event to go on")
        break
      }
      out.append(play(timeline[next], fromTimeline: true))
    }
    return out.joined(separator: "\n")
  }

  /// Plays an event on a copy of the current state; later snapshots are dropped (a new branch).
  private mutating func play(_ event: Event, fromTimeline: Bool) -> String {
    var next = current
    next.perform(event)
    history.removeSubrange((position + 1)...)
    played.removeSubrange((position + 1)...)
    history.append(next)
    played.append(played[position] + (fromTimeline ? 1 : 0))
    position += 1
    return summary(of: next.steps.last!)
  }

  private func summary(of step: StepRecord) -> String {
    var lines = ["step \(step.index)\(step.label.map { " [\($0)]" } ?? ""): \(step.event)"]
    if !step.log.isEmpty { lines.append("  log: " + step.log.joined(separator: ", ")) }
    for warning in step.warnings { lines.append("  warning: \(warning)") }
    if !step.messages.isEmpty { lines.append("  \(step.messages.count) console message(s): type 'log'") }
    for issue in step.issues { lines.append("  \(issue.kind.rawValue): \(issue.message)") }
    let changed = step.frames.filter(\.changed)
    lines.append("  \(changed.count) of \(step.frames.count) frames changed" + (changed.isEmpty ? "" : ": ")
      + changed.prefix(8).map { "\($0.id) \($0.frame)" }.joined(separator: ", ")
      + (changed.count > 8 ? ", …" : ""))
    return lines.joined(separator: "\n")
  }

  private func describePosition() -> String {
    guard let step = current.steps.last else { return "at step 0: before the first event" }
    return "at step \(step.index)\(step.label.map { " [\($0)]" } ?? ""): \(step.event)"
  }

  private func events() -> String {
    let next = played[position]
    return timeline.enumerated().map { index, event in
      let mark = index < next ? "done" : index == next ? "next" : "    "
      return "  \(mark)  \(index + 1). \(Simulation.describe(event))\(event.label.map { " [\($0.value)]" } ?? "")"
    }.joined(separator: "\n")
  }

  private func frames(_ id: String?) -> String {
    guard let step = current.steps.last else { return "nothing is laid out before the first step: type 'step'" }
    if let id {
      guard let frame = step.frame(of: id) else { return unknownView(id) }
      return "\(id): frame \(frame.frame), window \(frame.window)\(Self.notes(frame))"
    }
    return step.frames.map { frame in
      String(repeating: "  ", count: frame.depth) + "\(frame.id) \(frame.frame)" + Self.notes(frame)
    }.joined(separator: "\n")
  }

  /// ` (hidden)`: a frame's notes, or nothing.
  private static func notes(_ frame: ViewFrame) -> String {
    frame.notes.isEmpty ? "" : " (\(frame.notes.joined(separator: ", ")))"
  }

  private func log() -> String {
    guard let step = current.steps.last else { return "no step yet" }
    var lines = step.log
    lines += step.messages
    lines += step.issues.map { "\($0.kind.rawValue): \($0.message)" }
    return lines.isEmpty ? "nothing logged" : lines.joined(separator: "\n")
  }

  private func expectations() -> String {
    let results = current.expectationResults
    guard !results.isEmpty else { return "the scenario has no expectations" }
    return results.map { result in
      let status = result.passed ? "PASS" : result.evaluated ? "FAIL" : "not reached"
      return "  \(status)  at \(result.at)" + result.failures.map { "\n        \($0.words)" }.joined()
    }.joined(separator: "\n")
  }
}

extension String {
  fileprivate func padding(_ width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }
}
