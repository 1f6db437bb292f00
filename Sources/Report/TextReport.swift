import AutoLayout
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
    var out: [String] = []
    let scenario = simulation.scenario
    let window = simulation.engine.window
    out.append(bold(scenario.title) + "  (\(scenario.file))")
    out.append(
      "\(window.device.id), \(scenario.orientation?.value.rawValue ?? "portrait"), "
        + "\(scenario.locale?.value ?? "en"), \(scenario.contentSize?.value.rawValue ?? "large")")
    for step in simulation.steps { out += render(step) }
    out.append("")
    out += renderExpectations()
    var text = ""
    for line in out {
      text += line
      text += "\n"
    }
    return text
  }

  func render(_ step: StepRecord) -> [String] {
    var out = [""]
    let title = "Step \(step.index)" + (step.label.map { " [\($0)]" } ?? "") + ": \(step.event)"
    out.append(bold(title))
    if !step.log.isEmpty { out.append("  log: " + step.log.joined(separator: ", ")) }
    for warning in step.warnings { out.append(paint("  warning: \(warning)", 33)) }
    for message in step.messages {
      out += message.split(separator: "\n", omittingEmptySubsequences: false).map { "  | " + $0 }
    }
    for issue in step.issues {
      out.append(paint("  \(issue.kind.rawValue): \(issue.message)", 33))
    }
    if let last = step.animation.last {
      out.append("  animation: \(step.animation.count) ticks to \(Simulation.format(last.time)) s")
    }
    out.append("  frames (x, y, width, height in the superview; * changed):")
    let width = (step.frames.map { $0.id.unicodeScalars.count + 2 * $0.depth }.max() ?? 0) + 2
    let changed = paint("*", 36)
    // Padding strings made once: thousands of views per step.
    let spaces = (0...max(width, 9) + 1).map { String(repeating: " ", count: $0) }
    let changedMark = "  " + changed + " "
    for frame in step.frames {
      var line = frame.changed ? changedMark : "    "
      let nameWidth = 2 * frame.depth + frame.id.unicodeScalars.count
      line += spaces[min(2 * frame.depth, spaces.count - 1)]
      line += frame.id
      line += spaces[max(0, min(width - nameWidth, spaces.count - 1))]
      for value in [frame.frame.minX, frame.frame.minY, frame.frame.width, frame.frame.height] {
        let number = Simulation.format(value)
        line += spaces[max(0, 9 - number.utf8.count)]
        line += number
      }
      if frame.isHidden { line += "  (hidden)" }
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
      out.append("  \(status)  at \(result.at)  (\(result.location))")
      for failure in result.failures { out.append("        \(failure)") }
      if !result.evaluated { out.append("        no step played matches 'at: \(result.at)'") }
    }
    return out
  }

  private func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
  }

  private func paint(_ text: String, _ code: Int) -> String {
    color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  private func bold(_ text: String) -> String { color ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
}
