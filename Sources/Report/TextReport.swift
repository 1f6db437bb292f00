import AutoLayout
import ScenarioFormat
import Simulation

/// A played scenario as people read it: per step the event, the callbacks, warnings and UIKit's
/// console messages, the automatic checks' findings, and every frame (changed ones marked); then
/// each expectation's result with its failures.
public struct TextReport {
  public var simulation: Simulation
  /// ANSI colours, for a terminal only.
  public var color: Bool

  public init(_ simulation: Simulation, color: Bool = false) {
    self.simulation = simulation
    self.color = color
  }

  public func render() -> String {
    header() + simulation.steps.map { Self.text(of: $0, color: color) }.joined() + footer()
  }

  /// The title and the run's device, orientation, locale and text size (and Bold Text when on).
  public func header() -> String {
    let scenario = simulation.scenario
    let window = simulation.engine.window
    return Self.text(of: [
      bold(Printable.escaped(scenario.title)) + "  (\(Printable.escaped(scenario.file)))",
      "\(window.device.id), \(scenario.orientation?.value.rawValue ?? "portrait"), "
        + "\(scenario.locale?.value ?? "en"), \(scenario.contentSize?.value.rawValue ?? "large")"
        + (scenario.legibilityWeight?.value == .bold ? ", bold text" : ""),
    ])
  }

  /// One step's part of the report: the same text ``render()`` gives it. A step depends on
  /// nothing else, so a caller may render steps while later ones are still being played.
  public static func text(of step: StepRecord, color: Bool, environment: Bool = false) -> String {
    text(of: lines(of: step, color: color, environment: environment))
  }

  /// The expectations' part, after the last step.
  public func footer() -> String { Self.text(of: [""] + renderExpectations()) }

  private static func text(of lines: [String]) -> String {
    var text = ""
    for line in lines {
      text += line
      text += "\n"
    }
    return text
  }

  /// With `environment`, a line tells the keyboard, safe area, margins, traits and scroll content
  /// sizes after the step (`layoutsim run --environment`).
  static func lines(of step: StepRecord, color: Bool, environment: Bool = false) -> [String] {
    func paint(_ text: String, _ code: Int) -> String { Self.paint(text, code, color) }
    func bold(_ text: String) -> String { Self.paint(text, 1, color) }
    var out = [""]
    // Everything below may quote the scenario's own text (ids, labels, texts): its control
    // characters are escaped so that none reaches a terminal raw.
    let safe = Printable.escaped
    let title = "Step \(step.index)" + (step.label.map { " [\($0)]" } ?? "") + ": \(step.event)"
    out.append(bold(safe(title)))
    if !step.log.isEmpty { out.append(safe("  log: " + step.log.joined(separator: ", "))) }
    if environment, let words = step.environment?.words(keyboardFrame: step.keyboardFrame) {
      out.append(safe("  environment: " + words))
    }
    for warning in step.warnings { out.append(paint(safe("  warning: \(warning)"), 33)) }
    for message in step.messages {
      out += message.split(separator: "\n", omittingEmptySubsequences: false).map {
        "  | " + safe(String($0))
      }
    }
    for issue in step.issues {
      out.append(paint(safe("  \(issue.kind.rawValue): \(issue.message)"), 33))
    }
    if let last = step.animation.last {
      out.append("  animation: \(step.animation.count) ticks to \(Simulation.format(last.time)) s")
    }
    out.append("  frames (x, y, width, height in the superview; * changed):")
    out += frameLines(step.frames, changedMark: "  " + paint("*", 36) + " ")
    return out
  }

  /// The widest name column the frames table aligns: a longer indented id (ids may be 100
  /// characters, and a deep tree indents each level by 2) is followed by two spaces and its
  /// numbers, not widening every other line to it. Wide enough for the names of real screens.
  static let nameColumnLimit = 40
  /// The deepest level the table indents: a deeper view (a scenario may nest about 2,000) is
  /// indented as this level and names its depth, `(depth 57) id`, so that indentation, like the
  /// names, costs each line a bounded width.
  static let indentedDepthLimit = 16

  /// The frames table: each view's id indented by its depth, then x, y, width and height, each
  /// number right-aligned in a column as wide as that column's longest number (at least 8), with a
  /// space before it, so columns never run together. Each line's padding is made for that line
  /// and bounded by the columns' widths: the table grows with what it prints, never with a
  /// product of the longest name and the number of lines.
  static func frameLines(_ frames: [ViewFrame], changedMark: String) -> [String] {
    let ids = frames.map { frame in
      (frame.depth > indentedDepthLimit ? "(depth \(frame.depth)) " : "") + Printable.escaped(frame.id)
    }
    let indents = frames.map { 2 * min($0.depth, indentedDepthLimit) }
    let numbers = frames.map { frame in
      [frame.frame.minX, frame.frame.minY, frame.frame.width, frame.frame.height].map(Simulation.format)
    }
    let names = zip(indents, ids).map { $0 + $1.unicodeScalars.count }
    let nameWidth = min(names.filter { $0 <= nameColumnLimit }.max() ?? 0, nameColumnLimit) + 2
    let numberWidths = (0..<4).map { column in
      max(8, numbers.map { $0[column].utf8.count }.max() ?? 0)
    }
    func pad(_ count: Int) -> String { String(repeating: " ", count: max(0, count)) }
    var out: [String] = []
    for (index, frame) in frames.enumerated() {
      let (id, name, values) = (ids[index], names[index], numbers[index])
      var line = frame.changed ? changedMark : "    "
      line += pad(indents[index])
      line += id
      line += pad(max(nameWidth - name, 2))
      for (value, width) in zip(values, numberWidths) {
        line += pad(width + 1 - value.utf8.count)
        line += value
      }
      if !frame.notes.isEmpty { line += "  (\(frame.notes.joined(separator: ", ")))" }
      out.append(line)
    }
    return out
  }

  func renderExpectations() -> [String] {
    let results = simulation.expectationResults
    guard !results.isEmpty else { return ["No expectations."] }
    let failed = results.filter { !$0.passed }.count
    var out = [bold("Expectations: \(results.count - failed) passed, \(failed) failed")]
    for result in results {
      let status =
        result.passed ? paint("PASS", 32) : result.evaluated ? paint("FAIL", 31) : paint("NOT RUN", 31)
      let at = Printable.escaped(result.at)
      out.append("  \(status)  at \(at)  (\(Printable.escaped("\(result.location)")))")
      for failure in result.failures { out.append("        " + Printable.escaped(failure.words)) }
      if !result.evaluated { out.append("        no step played matches 'at: \(at)'") }
    }
    return out
  }

  private static func paint(_ text: String, _ code: Int, _ color: Bool) -> String {
    color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  private func paint(_ text: String, _ code: Int) -> String { Self.paint(text, code, color) }

  private func bold(_ text: String) -> String { Self.paint(text, 1, color) }
}
