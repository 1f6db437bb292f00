import ArgumentParser
import Foundation
import REPL
import ScenarioFormat
import Simulation

/// `layoutsim repl FILE`: step through a scenario's events, inspect, ask why.
struct ReplCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "repl",
    abstract: "Step through a scenario's events interactively: frames, constraints, why, trace.",
    discussion: """
      Commands: step [N], back [N], goto STEP, run, events, frames [ID], constraints ID,
      why ID.ATTRIBUTE, trace, log, expect, render FILE (an SVG of the current step), help, quit;
      and any event typed as in the scenario (rotate landscapeLeft, keyboard undock,
      set title.text "Hello"). Line editing, history and Tab completion on a terminal; commands
      can also be piped in, one per line.
      """)

  @Argument(help: "The scenario file (YAML), or a storyboard or XIB (its first scene).")
  var file: String

  func run() throws {
    let simulations: [Simulation]
    do {
      simulations = try ScenarioLoading.simulations(at: file)
    } catch {
      exitInvalid(error)
    }
    // A storyboard's first scene (a scenario file has one); `layoutsim import` writes each scene
    // to a file of its own for the others.
    guard let simulation = simulations.first else {
      exitInvalid(
        ScenarioErrors([ScenarioError("no scenes", at: SourceLocation(file: file, line: 1, column: 1))]))
    }
    var session = ReplSession(simulation)
    let others = simulations.count > 1 ? " (scene 1 of \(simulations.count))" : ""
    print(
      "layoutsim repl: \(simulation.scenario.title)\(others) — \(simulation.timeline.count) events; type 'help'")
    var editor = LineEditor()
    while !session.isFinished {
      let completions = session.completions
      editor.completions = { completions }
      guard let line = editor.readLine(prompt: session.prompt) else { break }
      let words = line.split(separator: " ")
      if words.first == "render" {
        print(render(session, to: words.dropFirst().joined(separator: " ")))
        continue
      }
      let output = session.execute(line)
      if !output.isEmpty { print(output) }
      fflush(nil)
    }
  }

  /// `render FILE`: the current step's SVG, written atomically.
  func render(_ session: ReplSession, to path: String) -> String {
    guard !path.isEmpty else { return "usage: render FILE" }
    guard let svg = session.renderCurrentStep() else { return "nothing to draw before the first step" }
    do {
      try OutputFile.write(svg, to: path)
      return "wrote \(path)"
    } catch {
      return "cannot write '\(path)': \(error)"
    }
  }
}
