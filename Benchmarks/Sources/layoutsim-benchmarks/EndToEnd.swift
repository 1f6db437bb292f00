import Report
import ScenarioFormat
import Simulation

// The whole tool on generated screens, as `layoutsim run` plays them (read, build, play, report),
// beside solver programs with the same constraints for kiwisolver (`EndToEndPrograms`):
//   * "screen": N rows of an icon and two labels with text, then a rotation, a Dynamic Type
//     change and a right-to-left flip, reported as `--format json` does; N = 1,600 and 6,400 in
//     one run, to see how a step's cost grows;
//   * "grid": 40 × 40 cells, "row": 1,600 views side by side, "nest": 400 nested views, each
//     with one resize (a rotation: the window's size changes), reported as text.
/// Bytes written by the text pipeline's queue (one writer at a time, read after `finish()`).
final class ByteCount: @unchecked Sendable {
  private(set) var total = 0
  func add(_ n: Int) { total += n }
}

enum EndToEnd {
  struct Shape {
    var name: String
    var views: Int
    var yaml: String
    /// The solver workload with the same constraints, for kiwisolver.
    var workload: String?
    var json: Bool
  }

  struct Timing {
    var shape: Shape
    var totalMs: [Double] = []
    /// Of each run: reading the YAML into a `Scenario`, then building the `Simulation` (the
    /// engine's views and constraints); the rest is playing the events and the report.
    var readMs: [Double] = []
    var buildMs: [Double] = []
    /// The CPU time of each whole run, every thread of the process (the reader's, the player's,
    /// the report's): what the run costs without the time spent waiting for a core, which on a
    /// busy machine grows with the run's length and skews a comparison of sizes.
    var cpuMs: [Double] = []
    var peakMiB: Double?
    var median: Double { Statistics.median(totalMs) }
    var cpuMedian: Double { Statistics.median(cpuMs) }
  }

  /// The screens at `screenRows` (1,600 and 6,400 unless `--sizes` says otherwise), then the
  /// fixed shapes.
  static func shapes(screenRows: [Int]) -> [Shape] {
    screenRows.map { Shape(name: "screen", views: $0, yaml: screen(rows: $0), workload: nil, json: true) } + [
      Shape(name: "grid", views: 1600, yaml: grid(side: 40), workload: "Grid 40x40 (e2e)", json: false),
      Shape(name: "row", views: 1600, yaml: row(n: 1600), workload: "Row 1600 (e2e)", json: false),
      Shape(name: "nest", views: 400, yaml: nest(n: 400), workload: "Nest 400 (e2e)", json: false),
    ]
  }

  /// Reads, plays and reports `shape` `repeats` times; the time of each whole run.
  static func run(_ shape: Shape, repeats: Int) -> Timing {
    var timing = Timing(shape: shape)
    let clock = ContinuousClock()
    PeakMemory.reset()
    for _ in 0..<repeats {
      let start = clock.now
      let cpuStart = processCPUms()
      let scenario = try! ScenarioReader.read(yaml: shape.yaml, file: "\(shape.name).yaml")
      let read = clock.now
      var simulation = try! Simulation(scenario)
      let built = clock.now
      // As `layoutsim run` plays it: no records kept, each step's report made on another core
      // as it comes (here written to nowhere but counted).
      simulation.keepsSteps = false
      var bytes = 0
      if shape.json {
        let spool = JSONStepSpool()
        for event in simulation.timeline { spool.render(simulation.perform(event)) }
        try! spool.finish(simulation) { bytes += $0.utf8.count }
      } else {
        let count = ByteCount()
        let pipeline = StepTextPipeline(color: false, output: { count.add($0.utf8.count) })
        pipeline.append(TextReport(simulation).header())
        for event in simulation.timeline { pipeline.render(simulation.perform(event)) }
        pipeline.append(TextReport(simulation).footer())
        _ = pipeline.finish()
        bytes = count.total
      }
      precondition(bytes > 0)
      timing.totalMs.append((clock.now - start).milliseconds)
      timing.cpuMs.append(processCPUms() - cpuStart)
      timing.readMs.append((read - start).milliseconds)
      timing.buildMs.append((built - read).milliseconds)
    }
    timing.peakMiB = PeakMemory.peakMiB()
    return timing
  }

  static func table(_ timings: [Timing]) -> String {
    var lines = ["", "End to end, as `layoutsim run` (read, build, play, report; ms, median):"]
    for t in timings {
      let format = t.shape.json ? "--format json" : "text"
      lines.append(
        "  \(t.shape.name) \(t.shape.views) views (\(format)): \(Output.fmt(t.median)) ms "
          + "(CPU \(Output.fmt(t.cpuMedian)) ms) "
          + "(read \(Output.fmt(Statistics.median(t.readMs))), build \(Output.fmt(Statistics.median(t.buildMs)))), "
          + "peak \(t.peakMiB.map { Output.fmtFixed($0, 1) } ?? "-") MiB, \(t.totalMs.count) runs")
    }
    let screens = timings.filter { $0.shape.name == "screen" }.sorted { $0.shape.views < $1.shape.views }
    for (a, b) in zip(screens, screens.dropFirst()) {
      let ratio = b.median / a.median
      lines.append(
        "  screen \(b.shape.views) / \(a.shape.views) rows: \(Output.fmtFixed(ratio, 2))× the time "
          + "(\(Output.fmtFixed(b.cpuMedian / a.cpuMedian, 2))× the CPU time) for "
          + "\(Output.fmtFixed(Double(b.shape.views) / Double(a.shape.views), 1))× the rows")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func json(_ timings: [Timing]) -> String {
    "[" + timings.map { t in
      "{\"shape\":\(JSON.string(t.shape.name)),\"views\":\(t.shape.views),"
        + "\"workload\":\(t.shape.workload.map(JSON.string) ?? "null"),"
        + "\"median_ms\":\(JSON.number(t.median)),\"median_cpu_ms\":\(JSON.number(t.cpuMedian)),\"peak_mib\":\(t.peakMiB.map(JSON.number) ?? "null")}"
    }.joined(separator: ",") + "]"
  }

  // MARK: The generated scenarios

  static func header(_ name: String) -> [String] {
    ["name: \(name)", "device: iphone-15-pro", "controller:", "  view:", "    subviews:"]
  }

  /// Written compactly (one line per row's views, short ids) so that 6,400 rows stay under the
  /// reader's 4 MiB; about 37 YAML nodes a row, so the reader's 500,000 nodes end at about 13,000 rows.
  static func screen(rows: Int) -> String {
    var lines = header("Screen of \(rows) rows")
    for i in 0..<rows {
      lines.append(
        "      - {view: r\(i), subviews: [{image: i\(i), size: [28, 28]}, "
          + "{label: t\(i), text: \"Row \(i)\", font: body}, "
          + "{label: d\(i), text: \"Detail of row \(i)\", font: footnote}]}")
    }
    lines.append("  constraints:")
    for i in 0..<rows {
      let above = i == 0 ? "safeArea.top" : "r\(i - 1).bottom"
      lines += [
        "    - r\(i).top == \(above)", "    - r\(i).leading == margins.leading",
        "    - r\(i).trailing == margins.trailing",
        "    - i\(i).leading == r\(i).leading", "    - i\(i).centerY == r\(i).centerY",
        "    - t\(i).leading == i\(i).trailing + 12", "    - t\(i).top == r\(i).top + 4",
        "    - t\(i).trailing <= r\(i).trailing - 8",
        "    - d\(i).leading == t\(i).leading", "    - d\(i).top == t\(i).bottom + 2",
        "    - d\(i).trailing <= r\(i).trailing - 8", "    - d\(i).bottom == r\(i).bottom - 4",
      ]
    }
    lines += [
      "events:", "  - load", "  - {rotate: landscapeLeft}", "  - {contentSize: extraExtraLarge}",
      "  - {locale: ar}",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  static func grid(side: Int) -> String {
    var lines = header("Grid of \(side) × \(side) cells")
    for r in 0..<side { for c in 0..<side { lines.append("      - view: c\(r)_\(c)") } }
    lines.append("  constraints:")
    let fraction = 1 / Double(side)
    for r in 0..<side {
      for c in 0..<side {
        let leading = c == 0 ? "view.leading" : "c\(r)_\(c - 1).trailing"
        let top = r == 0 ? "view.top" : "c\(r - 1)_\(c).bottom"
        lines += [
          "    - c\(r)_\(c).leading == \(leading)", "    - c\(r)_\(c).top == \(top)",
          "    - c\(r)_\(c).width == view.width * \(fraction)", "    - c\(r)_\(c).height == 20",
        ]
      }
    }
    lines += ["events:", "  - load", "  - {rotate: landscapeLeft}"]
    return lines.joined(separator: "\n") + "\n"
  }

  static func row(n: Int) -> String {
    var lines = header("Row of \(n) views")
    for i in 0..<n { lines.append("      - view: v\(i)") }
    lines.append("  constraints:")
    for i in 0..<n {
      let leading = i == 0 ? "view.leading + 1" : "v\(i - 1).trailing + 1"
      lines += ["    - v\(i).leading == \(leading)", "    - v\(i).top == view.top", "    - v\(i).height == 44"]
      if i > 0 { lines.append("    - v\(i).width == v0.width") }
    }
    lines += ["    - v\(n - 1).trailing == view.trailing - 1", "events:", "  - load", "  - {rotate: landscapeLeft}"]
    return lines.joined(separator: "\n") + "\n"
  }

  static func nest(n: Int) -> String {
    var lines = header("\(n) nested views")
    var indent = "      "
    for i in 0..<n {
      lines.append(indent + "- view: v\(i)")
      if i < n - 1 { lines.append(indent + "  subviews:") }
      indent += "  "
    }
    lines.append("  constraints:")
    for i in 0..<n {
      let p = i == 0 ? "view" : "v\(i - 1)"
      lines += [
        "    - v\(i).leading == \(p).leading + 0.25", "    - v\(i).top == \(p).top + 0.25",
        "    - v\(i).trailing == \(p).trailing - 0.25", "    - v\(i).bottom == \(p).bottom - 0.25",
      ]
    }
    lines += ["events:", "  - load", "  - {rotate: landscapeLeft}"]
    return lines.joined(separator: "\n") + "\n"
  }
}

/// The solver programs with the end-to-end shapes' constraints (the window is the root view, its
/// size two edit variables, as in every solver workload): what kiwisolver builds and re-solves.
enum EndToEndPrograms {
  static func grid(side: Int) -> Program {
    var p = Program(workload: "Grid 40x40 (e2e)", n: nil)
    let root = p.beginWithRoot()
    var cells: [[View]] = []
    for r in 0..<side {
      var row: [View] = []
      for c in 0..<side {
        let v = p.view("c\(r)_\(c)")
        p.add(v.x, .equal, c == 0 ? root.x.expr : row[c - 1].trailing)
        p.add(v.y, .equal, r == 0 ? root.y.expr : cells[r - 1][c].bottom)
        p.add(v.width.expr, .equal, (1 / Double(side)) * root.width)
        p.add(v.height, .equal, 20)
        row.append(v)
      }
      cells.append(row)
    }
    p.rotate(root)
    p.check(cells[side - 1][side - 1].x, cells[side - 1][side - 1].y)
    return p
  }

  static func row(n: Int) -> Program {
    var p = Program(workload: "Row 1600 (e2e)", n: nil)
    let root = p.beginWithRoot()
    var views: [View] = []
    for i in 0..<n {
      let v = p.view("v\(i)")
      p.add(v.x, .equal, i == 0 ? root.x + 1 : views[i - 1].trailing + 1)
      p.add(v.y, .equal, root.y)
      p.add(v.height, .equal, 44)
      if i > 0 { p.add(v.width, .equal, views[0].width) }
      views.append(v)
    }
    p.add(views[n - 1].trailing, .equal, root.trailing - 1)
    p.rotate(root)
    p.check(views[n - 1].x, views[0].width)
    return p
  }

  static func nest(n: Int) -> Program {
    var p = Program(workload: "Nest 400 (e2e)", n: nil)
    let root = p.beginWithRoot()
    var parent = root
    for i in 0..<n {
      let v = p.view("v\(i)")
      p.add(v.x, .equal, parent.x + 0.25)
      p.add(v.y, .equal, parent.y + 0.25)
      p.add(v.trailing, .equal, parent.trailing - 0.25)
      p.add(v.bottom, .equal, parent.bottom - 0.25)
      parent = v
    }
    p.rotate(root)
    p.check(parent.x, parent.width)
    return p
  }
}
