import Foundation
import ScenarioFormat

@testable import Simulation

/// A scenario played one step at a time, for the tests that hold a shortcut (a cache, a settled
/// state, a partial read) to what a full computation gives after every step: of every shipped
/// scenario, or of one a test writes out.
enum EveryStep {
  /// Plays `scenario`, handing `check` the simulation after each step and a label naming the
  /// scenario (`name`) and the step, for the assertions' messages.
  static func play(
    _ scenario: Scenario, named name: String, _ check: (Simulation, String) throws -> Void
  ) throws {
    var simulation = try Simulation(scenario)
    for event in simulation.timeline {
      let step = simulation.perform(event)
      try check(simulation, "\(name) step \(step.index)")
    }
  }

  /// ``play(_:named:_:)`` for every scenario in Scenarios/, named by its file.
  static func playShippedScenarios(_ check: (Simulation, String) throws -> Void) throws {
    for url in try ShippedScenarioTests.files() {
      try play(ScenarioReader.read(contentsOf: url), named: url.lastPathComponent, check)
    }
  }
}
