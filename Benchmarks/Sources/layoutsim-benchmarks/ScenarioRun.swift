#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import ScenarioFormat
import Simulation
import Report

// "Scenario 1000 × 50": the whole tool on a generated scenario, as `layoutsim run` plays it:
// reading the YAML, building the view tree, playing 50 events (rotations, keyboard, text and
// Dynamic Type changes, an animation, a locale change) with every automatic check after each, and
// rendering the text and JSON reports. The screen is EngineScreen's: 250 rows of a container, an
// icon, a title label measured from its text, and an accessory — 1,000 views with the root.
enum ScenarioRun {
  static let rows = 250
  static let eventCount = 50

  struct Result {
    var read: [Double] = []
    var build: [Double] = []
    var play: [Double] = []
    var report: [Double] = []
    var json: [Double] = []
    var total: [Double] = []
    var views = 0
    var steps = 0
    /// Every step's time, by event kind.
    var byEvent: [String: [Double]] = [:]
    /// Every step's CPU time on the playing thread, by event kind: on a shared machine, what the
    /// step costs without the time spent waiting for a core.
    var cpuByEvent: [String: [Double]] = [:]
  }

  /// The generated scenario file; with `kinds`, only the events of those kinds (`locale`,
  /// `rotate`, …) after the load, to time or profile one kind alone.
  static func yaml(events: Int = eventCount, kinds: [String]? = nil) -> String {
    var lines = [
      "name: Settings list, 1000 views, 50 events",
      "device: iphone-15-pro",
      "strings:",
      "  en: {title: \"Notifications\"}",
      "  ar: {title: \"الإشعارات\"}",
      "controller:",
      "  view:",
      "    subviews:",
    ]
    for i in 0..<rows {
      lines += [
        "      - view: row\(i)",
        "        subviews:",
        "          - image: icon\(i)",
        "            size: [28, 28]",
        "          - label: title\(i)",
        "            text: \"@title\"",
        "            font: body",
        "          - image: accessory\(i)",
        "            size: [24, 24]",
      ]
    }
    lines.append("  constraints:")
    for i in 0..<rows {
      let above = i == 0 ? "safeArea.top" : "row\(i - 1).bottom"
      lines += [
        "    - row\(i).top == \(above)",
        "    - row\(i).leading == margins.leading",
        "    - row\(i).trailing == margins.trailing",
        "    - {id: height\(i), is: \"row\(i).height == 44\"}",
        "    - icon\(i).leading == row\(i).leading",
        "    - icon\(i).centerY == row\(i).centerY",
        "    - title\(i).leading == icon\(i).trailing + 12",
        "    - title\(i).centerY == row\(i).centerY",
        "    - title\(i).trailing <= accessory\(i).leading - 8",
        "    - accessory\(i).trailing == row\(i).trailing",
        "    - accessory\(i).centerY == row\(i).centerY",
      ]
    }
    lines.append("events:")
    lines.append("  - load")
    let cycle = [
      "  - {rotate: landscapeLeft}",
      "  - {keyboard: show}",
      "  - {set: {title7.text: \"Sounds and haptics\"}}",
      "  - {keyboard: hide}",
      "  - {rotate: portrait}",
      "  - {contentSize: extraExtraLarge}",
      "  - {animate: {height3.constant: 60}, duration: 0.25}",
      "  - {locale: ar}",
      "  - {contentSize: large}",
      "  - {locale: en}",
    ]
    let played = cycle.filter { entry in
      kinds.map { $0.contains { entry.hasPrefix("  - {\($0):") } } ?? true
    }
    precondition(!played.isEmpty, "no event of the kinds \(kinds ?? [])")
    for i in 0..<(events - 1) { lines.append(played[i % played.count]) }
    lines += [
      "expect:",
      "  - at: every",
      "    no: [conflicts]",
      "    that: [title0.leading >= icon0.trailing]",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  static func run(repeats: Int, kinds: [String]? = nil) -> Result {
    var result = Result()
    let text = yaml(kinds: kinds)
    let clock = ContinuousClock()
    func ms(_ d: Duration) -> Double {
      Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
    }
    for _ in 0..<repeats {
      let t0 = clock.now
      let scenario = try! ScenarioReader.read(yaml: text, file: "generated.yaml")
      let t1 = clock.now
      var simulation = try! Simulation(scenario)
      let t2 = clock.now
      // As `layoutsim run` does it: each step's text is rendered on another core meanwhile.
      let pipeline = StepTextPipeline(color: false)
      for event in simulation.timeline {
        let start = clock.now
        let cpuStart = threadCPUms()
        pipeline.render(simulation.perform(event))
        let kind = String(String(describing: event.kind).prefix { $0 != "(" })
        result.cpuByEvent[kind, default: []].append(threadCPUms() - cpuStart)
        result.byEvent[kind, default: []].append(ms(clock.now - start))
      }
      let t3 = clock.now
      let report = TextReport(simulation)
      let text = report.header() + pipeline.finish() + report.footer()
      let t4 = clock.now
      precondition(text == report.render(), "the pipeline writes what render() writes")
      let json = JSONReport(simulation).render()
      let t5 = clock.now
      precondition(simulation.passed, "the generated scenario must pass")
      precondition(!text.isEmpty && !json.isEmpty)
      result.read.append(ms(t1 - t0))
      result.build.append(ms(t2 - t1))
      result.play.append(ms(t3 - t2))
      result.report.append(ms(t4 - t3))
      result.json.append(ms(t5 - t4))
      // `layoutsim run FILE`: read, build, play, the text report.
      result.total.append(ms(t4 - t0))
      result.views = simulation.steps.last?.frames.count ?? 0
      result.steps = simulation.steps.count
    }
    return result
  }

  /// Peak memory while playing the scenario with `events` events, as `layoutsim run` plays it
  /// (each step's text written out as it comes, the records not kept), or keeping every record
  /// and the whole text.
  static func peakMiB(events: Int, keepsSteps: Bool) -> Double? {
    let scenario = try! ScenarioReader.read(yaml: yaml(events: events), file: "generated.yaml")
    PeakMemory.reset()
    var simulation = try! Simulation(scenario)
    simulation.keepsSteps = keepsSteps
    // The text goes out as it is made (here, to nowhere), as `layoutsim run` writes it.
    var output: (@Sendable (String) -> Void)? = nil
    if !keepsSteps { output = { _ in } }
    let pipeline = StepTextPipeline(color: false, output: output)
    for event in simulation.timeline { pipeline.render(simulation.perform(event)) }
    _ = pipeline.finish()
    precondition(simulation.stepCount == events)
    return PeakMemory.peakMiB()
  }

  /// Peak memory and time playing the scenario with `events` events as `layoutsim run --format
  /// json` plays it: no records kept, each step's JSON spooled (JSONStepSpool), the document
  /// written (here, counted) at the end.
  static func jsonRun(events: Int) -> (peakMiB: Double?, ms: Double) {
    let scenario = try! ScenarioReader.read(yaml: yaml(events: events), file: "generated.yaml")
    PeakMemory.reset()
    let clock = ContinuousClock()
    let start = clock.now
    var simulation = try! Simulation(scenario)
    simulation.keepsSteps = false
    let spool = JSONStepSpool()
    for event in simulation.timeline { spool.render(simulation.perform(event)) }
    var bytes = 0
    try! spool.finish(simulation) { bytes += $0.utf8.count }
    precondition(bytes > 0 && simulation.stepCount == events)
    return (PeakMemory.peakMiB(), (clock.now - start).milliseconds)
  }

  /// Peak memory by the number of events: flat when the records are not kept.
  static func memoryTable() -> String {
    func mib(_ value: Double?) -> String { value.map { Output.fmtFixed($0, 1) } ?? "-" }
    let counts = [eventCount, 4 * eventCount]
    // The runs that keep nothing first: memory freed after a run that kept every record may stay
    // resident (the allocator keeps it), and would count as the next run's.
    let streamed = counts.map { peakMiB(events: $0, keepsSteps: false) }
    let json = counts.map { jsonRun(events: $0) }
    let kept = counts.map { peakMiB(events: $0, keepsSteps: true) }
    return "  peak memory, \(counts[0]) → \(counts[1]) events: \(mib(streamed[0])) → \(mib(streamed[1])) MiB "
      + "as `layoutsim run` plays it (records not kept), \(mib(kept[0])) → \(mib(kept[1])) MiB keeping every record, "
      + "\(mib(json[0].peakMiB)) → \(mib(json[1].peakMiB)) MiB as `layoutsim run --format json` plays it "
      + "(steps spooled; \(Output.fmt(json[0].ms)) → \(Output.fmt(json[1].ms)) ms read to report)\n"
  }

  static func table(_ r: Result) -> String {
    func median(_ xs: [Double]) -> String {
      let s = xs.sorted()
      let m = s.isEmpty ? 0 : s[s.count / 2]
      return String((m * 10).rounded() / 10)
    }
    return """

      Scenario \(r.views) views × \(r.steps) events (ms, median of \(r.total.count)): \
      read \(median(r.read)), build \(median(r.build)), play \(median(r.play)), \
      text report (what is left of it after the steps) \(median(r.report)), \
      total as `layoutsim run` \(median(r.total)) \
      (the JSON report, not in the total: \(median(r.json)))
      per step by event (ms, median): \(r.byEvent.keys.sorted().map { "\($0) \(median(r.byEvent[$0]!))" }.joined(separator: ", "))
      per step by event (CPU ms of the playing thread, median): \(r.cpuByEvent.keys.sorted().map { "\($0) \(median(r.cpuByEvent[$0]!))" }.joined(separator: ", "))

      """
  }
}

/// The CPU time the calling thread has used, in ms (CLOCK_THREAD_CPUTIME_ID).
func threadCPUms() -> Double {
  var t = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
  return Double(t.tv_sec) * 1000 + Double(t.tv_nsec) / 1e6
}

/// The CPU time every thread of the process has used, in ms (getrusage: user and system).
func processCPUms() -> Double {
  var usage = rusage()
  #if canImport(Glibc)
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
  #else
    getrusage(RUSAGE_SELF, &usage)
  #endif
  func ms(_ t: timeval) -> Double { Double(t.tv_sec) * 1000 + Double(t.tv_usec) / 1000 }
  return ms(usage.ru_utime) + ms(usage.ru_stime)
}
