import Foundation
import Report
import ScenarioFiles
import ScenarioFormat
import Simulation

/// A scenario file played for the view debugger: the simulation after every step, a snapshot
/// after each step (so the inspector can answer for any step), or the errors that stopped it.
struct ScenarioPlayback {
  /// The played simulation (all steps).
  var simulation: Simulation
  /// `snapshots[i]` is the simulation right after step `i + 1`.
  var snapshots: [Simulation]

  /// Reads and plays `path` (a scenario, or the first scene of a storyboard or XIB) in the
  /// page's environment.
  /// - Throws: the file's errors with their places, as `layoutsim run` prints them.
  static func load(_ path: String, in environment: PageEnvironment = PageEnvironment()) throws(ScenarioErrors)
    -> ScenarioPlayback
  {
    var simulation = try Simulation(environment.applied(to: scenario(at: path)))
    var snapshots: [Simulation] = []
    for event in simulation.timeline {
      _ = simulation.perform(event)
      snapshots.append(simulation)
    }
    return ScenarioPlayback(simulation: simulation, snapshots: snapshots)
  }

  /// The scenario of a file, or of the first scene of a storyboard or XIB (ScenarioFiles: the
  /// path `run`, `repl` and `test` read files by).
  static func scenario(at path: String) throws(ScenarioErrors) -> Scenario {
    guard let first = try ScenarioFiles.scenarios(at: path).first else {
      throw ScenarioErrors([ScenarioError("the file has no scene to show", at: SourceLocation(file: path, line: 1, column: 1))])
    }
    return first.scenario
  }


  /// The page: the shared HTML report with each step's texts and the live marker.
  func page(version: Int, environment: PageEnvironment) -> String {
    var report = HTMLReport(simulation)
    report.stepScenes = snapshots.map(StepScene.init)
    report.liveVersion = version
    report.environmentPicker = EnvironmentPicker.html(for: simulation, chosen: environment)
    return report.render()
  }
}
