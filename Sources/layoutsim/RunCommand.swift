import ArgumentParser
import Foundation
import Report
import Simulation

/// `layoutsim run FILE`: plays one scenario and reports every step and expectation.
struct RunCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Play one scenario: print frames per step and check its expectations.",
    discussion: """
      Exits 0 when every expectation holds, 1 when one fails, 2 when the scenario is invalid.
      """)

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json
  }

  @Argument(help: "The scenario file (YAML).")
  var file: String

  @Option(help: "Output format: text or json.")
  var format: Format = .text

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

  func validate() throws {
    if let html, html.isEmpty { throw ValidationError("Please give --html a file name.") }
    if let svg, svg.isEmpty { throw ValidationError("Please give --svg a folder name.") }
  }

  func run() throws {
    var simulation: Simulation
    do {
      simulation = try ScenarioLoading.simulation(at: file)
    } catch {
      exitInvalid(error)
    }
    simulation.run()
    let output: String
    switch format {
    case .text:
      output = TextReport(simulation, color: color ?? (isatty(STDOUT_FILENO) == 1)).render()
    case .json:
      output = JSONReport(simulation).render()
    }
    do {
      try writePictures(of: simulation)
    } catch {
      FileHandle.standardError.write(Data("layoutsim: \(error)\n".utf8))
      throw ExitCode(ExitStatus.invalidInput)
    }
    FileHandle.standardOutput.write(Data(output.utf8))
    if !simulation.passed { throw ExitCode(ExitStatus.expectationFailed) }
  }
}

extension RunCommand {
  /// `--html` and `--svg`: the pictures of each step, each file written atomically.
  func writePictures(of simulation: Simulation) throws(OutputFile.Failure) {
    guard html != nil || svg != nil else { return }
    let mismatches = FrameMismatch.failures(in: simulation)
    if let html {
      try OutputFile.write(HTMLReport(simulation, mismatches: mismatches).render(), to: html)
    }
    if let svg {
      try OutputFile.makeDirectory(svg)
      for file in SVGRenderer(simulation, mismatches: mismatches).files() {
        try OutputFile.write(file.contents, to: (svg as NSString).appendingPathComponent(file.name))
      }
    }
  }
}
