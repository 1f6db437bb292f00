import ArgumentParser
import Foundation
import Report
import ScenarioFormat
import Simulation

/// `layoutsim run FILE`: plays one scenario and reports every step and expectation.
struct RunCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Play one scenario: print frames per step and check its expectations.",
    discussion: """
      Exits 0 when every expectation holds, 1 when one fails (or, with --strict, when an \
      automatic check finds what no expectation allows), 2 when the scenario is invalid.
      """)

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json
  }

  @Argument(help: "The scenario file (YAML), a storyboard or XIB, or - to read a scenario from standard input.")
  var file: String

  @Option(help: "Output format: text or json.")
  var format: Format = .text

  @Flag(
    help: "Print each step's environment in the text report: keyboard, safe area, margins, traits, scroll content sizes.")
  var environment = false

  @Flag(inversion: .prefixedNo, help: "Colour the text report (default: only on a terminal).")
  var color: Bool?

  @Option(
    help: ArgumentHelp(
      "Also write one self-contained HTML page with a drawing of each step to this file.",
      valueName: "file"))
  var html: String?

  @Option(
    help: ArgumentHelp(
      "Also write one SVG drawing per step into this folder (step-01-load.svg, …).",
      valueName: "dir"))
  var svg: String?

  @Flag(
    help: """
      Fail the run on any finding of the automatic checks (conflicts, ambiguity, overlap, \
      outOfBounds, truncation, negativeSize) that no expectation at its step allows or forbids; \
      each is printed to standard error.
      """)
  var strict = false

  func validate() throws {
    if let html, html.isEmpty { throw ValidationError("Please give --html a file name.") }
    if let svg, svg.isEmpty { throw ValidationError("Please give --svg a folder name.") }
  }

  func run() throws {
    var simulations: [Simulation]
    do {
      simulations = try ScenarioLoading.simulations(at: file)
    } catch {
      exitInvalid(error)
    }
    var parts: [String] = []
    var json = JSONOutput(sceneCount: simulations.count)
    let colored = color ?? (isatty(STDOUT_FILENO) == 1)
    // Without pictures to draw afterwards (whose failure must leave standard output empty), the
    // report is written out as the steps come and the records are not kept: memory does not grow
    // with the timeline.
    let streams = html == nil && svg == nil
    for index in simulations.indices {
      switch format {
      case .text:
        // Each step's text is made on another core while the next step plays.
        var output: (@Sendable (String) -> Void)? = nil
        if streams { output = { piece in FileHandle.standardOutput.write(Data(piece.utf8)) } }
        let pipeline = StepTextPipeline(color: colored, environment: environment, output: output)
        simulations[index].keepsSteps = !streams
        pipeline.append(TextReport(simulations[index], color: colored).header())
        for event in simulations[index].timeline {
          pipeline.render(simulations[index].perform(event))
        }
        pipeline.append(TextReport(simulations[index], color: colored).footer())
        parts.append(pipeline.finish())
      case .json where streams:
        // Each step's JSON is made on another core and spooled; the document follows the scene.
        simulations[index].keepsSteps = false
        let spool = JSONStepSpool()
        for event in simulations[index].timeline {
          spool.render(simulations[index].perform(event))
        }
        do {
          try json.write(simulations[index], spool: spool)
        } catch {
          FileHandle.standardError.write(Data("layoutsim: \(error)\n".utf8))
          throw ExitCode(ExitStatus.invalidInput)
        }
      case .json:
        simulations[index].run()  // written below, once every scene's pictures are written
      }
      let simulation = simulations[index]
      do {
        try writePictures(of: simulation, scene: simulations.count > 1 ? index + 1 : nil)
      } catch {
        FileHandle.standardError.write(Data("layoutsim: \(error)\n".utf8))
        throw ExitCode(ExitStatus.invalidInput)
      }
    }
    if format == .json {
      if !streams { for simulation in simulations { json.write(simulation) } }
      json.finish()
    } else {
      FileHandle.standardOutput.write(Data(parts.joined().utf8))
    }
    let unexpected = strict ? simulations.flatMap(\.unexpectedFindings) : []
    for finding in unexpected {
      FileHandle.standardError.write(Data("strict: \(Printable.escaped("\(finding)"))\n".utf8))
    }
    if !simulations.allSatisfy(\.passed) || !unexpected.isEmpty {
      throw ExitCode(ExitStatus.expectationFailed)
    }
  }
}

extension RunCommand {
  /// `--html` and `--svg`: the pictures of each step, each file written atomically.
  /// `scene` numbers the scenes of a storyboard with several (`page-2.html`, `svg/2/`).
  func writePictures(of simulation: Simulation, scene: Int? = nil) throws(OutputFile.Failure) {
    guard html != nil || svg != nil else { return }
    let mismatches = FrameMismatch.failures(in: simulation)
    if var html {
      if let scene, scene > 1 {
        html = ((html as NSString).deletingPathExtension) + "-\(scene)." + (html as NSString).pathExtension
      }
      try OutputFile.write(inspectablePage(simulation, mismatches), to: html)
    }
    if var svg {
      if let scene { svg = (svg as NSString).appendingPathComponent("\(scene)") }
      try OutputFile.makeDirectory(svg)
      for file in SVGRenderer(simulation, mismatches: mismatches).files() {
        try OutputFile.write(file.contents, to: (svg as NSString).appendingPathComponent(file.name))
      }
    }
  }
}

/// `--html`'s page: the shared report with the inspector's data embedded.
private func inspectablePage(_ simulation: Simulation, _ mismatches: [FrameMismatch]) -> String {
  var report = HTMLReport(simulation, mismatches: mismatches)
  report.embedsInspections = true
  return report.render()
}
