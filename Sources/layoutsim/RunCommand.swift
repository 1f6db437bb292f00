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
    FileHandle.standardOutput.write(Data(output.utf8))
    if !simulation.passed { throw ExitCode(ExitStatus.expectationFailed) }
  }
}
