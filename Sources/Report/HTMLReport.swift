import Foundation
import AutoLayout
import Simulation

/// A played scenario as one self-contained HTML page: a drawing of the screen at each step
/// (``SVGRenderer``), a slider with previous and next buttons (and the left and right arrow
/// keys) that shows one step at a time, and for each step its event, callbacks, console
/// messages, issues, the expectations that apply to it, and the frames table.
///
/// Everything is inline (CSS, script, SVG): the page loads nothing. Without a script every step
/// shows, one after the other. The bytes are the same for the same simulation.
public struct HTMLReport {
  public var simulation: Simulation
  public var renderer: SVGRenderer
  /// Each step's texts (index 0 for step 1), when the caller kept a snapshot per step; else every
  /// step draws the last step's.
  public var stepScenes: [StepScene]?
  /// Set for the page `layoutsim serve` sends: the body carries `data-live` and the version of
  /// the file it shows, so the script asks the server for constraints and for newer versions.
  public var liveVersion: Int?
  /// A regression run's difference from its golden file: shown under the verdict, its moved
  /// frames drawn as failed ones.
  public var golden: GoldenComparison?
  /// Markup for the controls bar that picks the environment (`serve`'s device, orientation,
  /// locale, content size and iOS pickers); nil for a file page.
  public var environmentPicker: String?

  /// - Parameter mismatches: failed frame pairs to draw; nil computes them from the scenario's
  ///   expectations (``FrameMismatch/failures(in:)``).
  public init(_ simulation: Simulation, mismatches: [FrameMismatch]? = nil) {
    self.simulation = simulation
    renderer = SVGRenderer(simulation, mismatches: mismatches)
  }

  public func render() -> String {
    let scenario = simulation.scenario
    let title = Markup.escape(scenario.title)
    var out: [String] = [
      "<!DOCTYPE html>",
      "<html lang=\"en\">",
      "<head>",
      "<meta charset=\"utf-8\">",
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
      "<title>\(title) — layoutsim</title>",
      "<style>", Self.style, "</style>",
      "<noscript><style>.step[hidden] { display: block; } .controls { display: none; }</style></noscript>",
      "</head>",
      liveVersion.map { "<body data-live data-version=\"\($0)\">" } ?? "<body>",
    ]
    out += header()
    let count = simulation.steps.count
    out.append("<nav class=\"controls\" aria-label=\"Steps\">")
    out.append("<button type=\"button\" id=\"prev\" title=\"Previous step (←)\">◀ Prev</button>")
    out.append(
      "<input type=\"range\" id=\"slider\" min=\"1\" max=\"\(max(1, count))\" value=\"1\" step=\"1\" "
        + "aria-label=\"Step\">")
    out.append("<button type=\"button\" id=\"next\" title=\"Next step (→)\">Next ▶</button>")
    out.append("<output id=\"position\">Step \(count == 0 ? 0 : 1) of \(count)</output>")
    out.append(
      "<button type=\"button\" id=\"explode\" aria-pressed=\"false\" "
        + "title=\"Exploded 3-D view of the hierarchy; drag to rotate (E)\">3-D</button>")
    if let environmentPicker { out.append(environmentPicker) }
    out.append("</nav>")
    out.append("<aside id=\"inspector\" aria-label=\"Inspector\"></aside>")
    out.append("<main>")
    if count == 0 { out.append("<p>No steps were played.</p>") }
    for step in simulation.steps { out += section(step) }
    out.append("</main>")
    out += legend()
    out += ["<script>", PageScript.text, "</script>", "</body>", "</html>"]
    return out.joined(separator: "\n") + "\n"
  }

  // MARK: Parts

  func header() -> [String] {
    let scenario = simulation.scenario
    let window = simulation.engine.window
    let facts = [
      scenario.file, window.device.id, scenario.orientation?.value.rawValue ?? "portrait",
      scenario.locale?.value ?? "en", scenario.contentSize?.value.rawValue ?? "large",
      "\(simulation.steps.count) step\(simulation.steps.count == 1 ? "" : "s")",
    ]
    var out = [
      "<header>",
      "<h1>\(Markup.escape(scenario.title))</h1>",
      "<p class=\"facts\">\(facts.map(Markup.escape).joined(separator: " · "))</p>",
    ]
    if let golden {
      let count = golden.differences
      out.append(
        "<p class=\"verdict fail\">Golden file \(Markup.escape(golden.path)): \(count) difference\(count == 1 ? "" : "s")"
          + " (- recorded, + now)</p>")
      let lines = golden.diff.map { line -> String in
        let trimmed = line.drop { $0 == " " }
        let kind = trimmed.hasPrefix("-") ? "del" : trimmed.hasPrefix("+") ? "ins" : "step"
        return "<span class=\"\(kind)\">\(Markup.escape(line))</span>"
      }
      out.append("<pre class=\"diff\">" + lines.joined(separator: "\n") + "</pre>")
    }
    let results = simulation.expectationResults
    if results.isEmpty {
      out.append("<p class=\"verdict\">No expectations.</p>")
    } else {
      let failed = results.filter { !$0.passed }.count
      out.append(
        "<p class=\"verdict \(failed == 0 ? "pass" : "fail")\">Expectations: "
          + "\(results.count - failed) passed, \(failed) failed</p>")
      out.append("<ul class=\"expectations\">")
      for result in results { out.append(expectationItem(result, failures: result.failures)) }
      out.append("</ul>")
    }
    out.append("</header>")
    return out
  }

  func expectationItem(_ result: ExpectationResult, failures: [ExpectationFailure]) -> String {
    let status = result.passed ? "pass" : "fail"
    let word = result.passed ? "PASS" : result.evaluated ? "FAIL" : "NOT RUN"
    var item =
      "<li class=\"\(status)\"><span class=\"status\">\(word)</span> at \(Markup.escape(result.at)) "
      + "<span class=\"where\">(\(Markup.escape(result.location.description)))</span>"
    if !failures.isEmpty {
      item += "<ul>" + failures.map { "<li>\(Markup.escape($0.words))</li>" }.joined() + "</ul>"
    }
    if !result.evaluated {
      item += "<ul><li>no step played matches ‘at: \(Markup.escape(result.at))’</li></ul>"
    }
    return item + "</li>"
  }

  func section(_ step: StepRecord) -> [String] {
    var out = [
      "<section class=\"step\" id=\"step-\(step.index)\" data-step=\"\(step.index)\"\(step.index == 1 ? "" : " hidden")>",
      "<h2>\(Markup.escape(SVGRenderer.title(of: step)))</h2>",
      "<div class=\"columns\">",
      "<figure>", renderer.render(step, standalone: false, scene: scene(at: step)), "</figure>",
      "<div class=\"details\">",
    ]
    if !step.log.isEmpty {
      out.append("<h3>Log</h3>")
      out.append("<ol class=\"log\">" + step.log.map { "<li>\(Markup.escape($0))</li>" }.joined() + "</ol>")
    }
    if let last = step.animation.last {
      out.append(
        "<p class=\"animation\">Animation: \(step.animation.count) ticks to "
          + "\(Markup.number(last.time)) s (the drawing shows the end state). "
          + "<button type=\"button\" class=\"play\">▶ Play</button></p>")
      out.append(ticks(step))
    }

    if !step.warnings.isEmpty {
      out.append("<h3>Warnings</h3>")
      out.append(
        "<ul class=\"warnings\">" + step.warnings.map { "<li>\(Markup.escape($0))</li>" }.joined() + "</ul>")
    }
    if !step.messages.isEmpty {
      out.append("<h3>Console</h3>")
      for message in step.messages { out.append("<pre class=\"message\">\(Markup.escape(message))</pre>") }
    }
    if !step.issues.isEmpty {
      out.append("<h3>Issues</h3>")
      out.append(
        "<ul class=\"issues\">"
          + step.issues.map {
            "<li><span class=\"issue-kind\">\(Markup.escape($0.kind.rawValue))</span> \(Markup.escape($0.message))</li>"
          }.joined() + "</ul>")
    }
    let applying = expectations(at: step)
    if !applying.isEmpty {
      out.append("<h3>Expectations</h3>")
      out.append("<ul class=\"expectations\">")
      for (result, failures) in applying {
        var atStep = result
        atStep.failures = failures
        out.append(expectationItem(atStep, failures: failures))
      }
      out.append("</ul>")
    }
    out += table(step)
    out += ["</div>", "</div>", "</section>"]
    return out
  }

  /// An animated step's ticks for the page's ▶ Play: each tick's time and every view's window
  /// frame then, as JSON in an inert script element (`</` written `<\/` so no id can end it).
  func ticks(_ step: StepRecord) -> String {
    let ticks = step.animation.map { tick -> JSON in
      .object([
        ("time", .number(tick.time)),
        (
          "frames",
          .object(
            tick.frames.map { frame in
              (frame.id, .array([frame.window.minX, frame.window.minY, frame.window.width, frame.window.height].map(JSON.number)))
            })
        ),
      ])
    }
    let json = JSON.array(ticks).text(indent: 0).replacingOccurrences(of: "</", with: "<\\/")
    return "<script type=\"application/json\" class=\"ticks\">" + json + "</script>"
  }

  /// What the step's drawing shows besides frames: its snapshot's when the caller kept them.
  func scene(at step: StepRecord) -> StepScene? {
    guard let stepScenes, stepScenes.indices.contains(step.index - 1) else { return nil }
    return stepScenes[step.index - 1]
  }

  /// The expectations that apply to a step, each with its failures at that step (`every`'s
  /// failures carry the step's number; the others apply to one step only).
  func expectations(at step: StepRecord) -> [(ExpectationResult, [ExpectationFailure])] {
    zip(simulation.scenario.expectations, simulation.expectationResults).compactMap {
      expectation, outcome in
      guard simulation.applies(expectation, to: step) else { return nil }
      return (outcome, outcome.failures.filter { $0.step == step.index })
    }
  }

  func table(_ step: StepRecord) -> [String] {
    var out = [
      "<h3>Frames</h3>",
      "<table class=\"frames\">",
      "<thead><tr><th>view</th><th>kind</th><th>x</th><th>y</th><th>width</th><th>height</th>"
        + "<th>in window</th><th></th></tr></thead>",
      "<tbody>",
    ]
    for frame in step.frames {
      let kind = renderer.kind(of: frame.id)
      let changed = frame.changed && step.index > 1
      var classes: [String] = []
      if changed { classes.append("changed") }
      if frame.isHidden { classes.append("hidden") }
      let notes = (changed ? ["changed"] : []) + frame.notes
      let f = frame.frame
      let indent = Markup.number(0.4 + 1.2 * Double(frame.depth))
      var row = "<tr data-id=\"\(Markup.escape(frame.id))\""
      row += classes.isEmpty ? ">" : " class=\"\(classes.joined(separator: " "))\">"
      row += "<td class=\"id\" style=\"padding-left: \(indent)em\">"
      row += "<span class=\"swatch\" style=\"background: \(ViewPalette.color(of: kind))\"></span>"
      row += "\(Markup.escape(frame.id))</td><td>\(kind?.rawValue ?? "view")</td>"
      for value in [f.minX, f.minY, f.width, f.height] {
        row += "<td class=\"n\">\(Markup.number(value))</td>"
      }
      row += "<td class=\"n\">\(Markup.rect(frame.window))</td><td>\(notes.joined(separator: ", "))</td></tr>"
      out.append(row)
    }
    out += ["</tbody>", "</table>"]
    return out
  }

  /// What each colour and line means, under the steps.
  func legend() -> [String] {
    func item(_ style: String, _ kind: String, _ text: String) -> String {
      "<li><span class=\"swatch\(kind)\" style=\"\(style)\"></span>\(text)</li>"
    }
    var items = ViewKind.allCases.map {
      item("background: \(ViewPalette.color(of: $0))", "", $0.rawValue)
    }
    items += [
      item("border-color: \(ViewPalette.changed)", " line", "changed since the previous step"),
      item("border-color: #8e8e93", " dashed", "hidden"),
      item("border-color: \(ViewPalette.safeArea)", " dashed", "safe area"),
      item("background: \(ViewPalette.keyboard)", "", "keyboard"),
      item("background: \(ViewPalette.bar)", "", "status, navigation and tab bars"),
      item("border-color: \(ViewPalette.failure)", " dashed", "expected frame (failed)"),
      item("border-color: \(ViewPalette.failure)", " line", "actual frame (failed)"),
      item("background: \(ViewPalette.truncated)", "", "text truncated (red corner)"),
      item("border-color: \(ViewPalette.finding)", " line", "flagged by a check (ambiguity, overlap, out of bounds, …)"),
      item("border-color: \(ViewPalette.selected)", " line", "selected view; dashed: the other items of its constraints"),
    ]
    return ["<footer>", "<ul class=\"legend\">"] + items + ["</ul>", "</footer>"]
  }

  // MARK: Fixed text

  static let style = """
    :root { color-scheme: light; }
    body { font: 14px/1.4 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 0 16px 16px; color: #1c1c1e; background: #f2f2f7; }
    header h1 { font-size: 20px; margin: 12px 0 2px; }
    .facts { margin: 0; color: #636366; }
    .verdict { margin: 4px 0; font-weight: 600; }
    .verdict.pass, li.pass > .status { color: #248a3d; }
    .verdict.fail, li.fail > .status { color: #d70015; }
    ul.expectations { margin: 2px 0 6px; padding-left: 18px; }
    ul.expectations ul { color: #d70015; }
    .status { font-weight: 600; }
    .where { color: #8e8e93; }
    .controls { position: sticky; top: 0; z-index: 1; display: flex; gap: 8px; align-items: center; padding: 8px 0; background: #f2f2f7; border-bottom: 1px solid #d1d1d6; }
    .controls input[type=range] { flex: 1; max-width: 480px; }
    .controls button { font: inherit; padding: 2px 10px; }
    .controls output { font-variant-numeric: tabular-nums; color: #3a3a3c; }
    h2 { font-size: 17px; margin: 10px 0 6px; }
    h3 { font-size: 13px; margin: 10px 0 2px; text-transform: uppercase; letter-spacing: .04em; color: #636366; }
    .columns { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
    figure { margin: 0; flex: none; }
    figure svg { display: block; max-height: 74vh; max-width: 100%; width: auto; height: auto; background: #e5e5ea; border-radius: 8px; }
    .details { flex: 1; min-width: 320px; }
    ol.log, ul.warnings, ul.issues { margin: 0; padding-left: 22px; }
    ol.log { columns: 2; column-gap: 24px; font-family: ui-monospace, Menlo, monospace; font-size: 12px; }
    ul.warnings, ul.issues { color: #a05a00; }
    .issue-kind { font-weight: 600; }
    pre.message { background: #fff; border: 1px solid #d1d1d6; padding: 6px; font-size: 11px; white-space: pre-wrap; margin: 2px 0; }
    table.frames { border-collapse: collapse; background: #fff; font-size: 12px; }
    table.frames th, table.frames td { border-bottom: 1px solid #e5e5ea; padding: 1px 8px; text-align: left; }
    table.frames td.n { text-align: right; font-variant-numeric: tabular-nums; font-family: ui-monospace, Menlo, monospace; }
    table.frames tr.changed td { background: #fff4e0; }
    table.frames tr.hidden td { color: #8e8e93; font-style: italic; }
    .swatch { display: inline-block; width: 10px; height: 10px; margin-right: 6px; border-radius: 2px; vertical-align: -1px; }
    .swatch.line, .swatch.dashed { border: 2px solid; width: 8px; height: 8px; background: transparent; }
    .swatch.dashed { border-style: dashed; }
    footer { margin-top: 16px; border-top: 1px solid #d1d1d6; }
    body { margin-right: 356px; }
    #inspector { position: fixed; z-index: 2; right: 12px; top: 12px; bottom: 12px; width: 328px; overflow: auto; background: #fff; border: 1px solid #d1d1d6; border-radius: 8px; padding: 8px 12px; font-size: 12px; }
    #inspector h3 { text-transform: none; letter-spacing: 0; color: #1c1c1e; font-size: 15px; }
    #inspector h4 { margin: 8px 0 2px; font-size: 12px; color: #636366; }
    #inspector dl.facts { display: grid; grid-template-columns: auto 1fr; gap: 0 8px; margin: 0; font-family: ui-monospace, Menlo, monospace; }
    #inspector dd { margin: 0; }
    #inspector ul.constraints { margin: 0; padding-left: 16px; font-family: ui-monospace, Menlo, monospace; font-size: 11px; }
    #inspector li.broken, #inspector li.active-not-satisfied-optional- { color: #d70015; }
    #inspector li.inactive { color: #8e8e93; }
    #inspector .state { color: #636366; }
    #inspector .where { color: #8e8e93; }
    #inspector pre.why { margin: 0; font-size: 11px; white-space: pre-wrap; }
    #inspector .finding { color: #a05a00; }
    #inspector .hint { color: #8e8e93; }
    g.view { cursor: pointer; }
    g.view.selected > rect { stroke: #0040dd; stroke-width: 3; }
    g.view.related > rect { stroke: #0040dd; stroke-width: 2; stroke-dasharray: 4 2; }
    table.frames tr[data-id] { cursor: pointer; }
    table.frames tr.selected td { background: #dbe6ff; }
    .controls button[aria-pressed=true] { background: #0040dd; color: #fff; }
    figure.exploded svg { display: none; }
    .stage { perspective: 1400px; padding: 60px 80px; user-select: none; cursor: grab; }
    .scene { position: relative; transform-style: preserve-3d; transition: transform .05s; }
    .layer { position: absolute; box-sizing: border-box; border: 1px solid; font-size: 9px; overflow: hidden; white-space: nowrap; color: #1c1c1e; }
    .layer.selected { outline: 3px solid #0040dd; }
    .controls { flex-wrap: wrap; }
    .controls button, .controls output { white-space: nowrap; }
    form.environment { display: flex; flex-wrap: wrap; gap: 4px 10px; font-size: 12px; }
    form.environment select { font: inherit; max-width: 150px; }
    pre.diff { background: #fff; border: 1px solid #d1d1d6; padding: 6px; font-size: 12px; margin: 4px 0; }
    pre.diff .del { color: #d70015; }
    pre.diff .ins { color: #248a3d; }
    pre.diff .step { font-weight: 600; }
    pre.load-error { background: #fff; border: 2px solid #d70015; color: #d70015; padding: 12px; white-space: pre-wrap; }
    ul.legend { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 16px; font-size: 12px; }
    """
}
