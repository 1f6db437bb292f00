import Foundation
import ScenarioFiles
import ScenarioFormat
import Simulation

/// A file's simulations for `run` and `repl` (``ScenarioFiles``: one per scene of a storyboard);
/// what an import left out is printed to standard error as warnings.
enum ScenarioLoading {
  static func simulations(at path: String) throws(ScenarioErrors) -> [Simulation] {
    var simulations: [Simulation] = []
    for loaded in try ScenarioFiles.scenarios(at: path) {
      for note in loaded.notes { FileHandle.standardError.write(Data((note + "\n").utf8)) }
      simulations.append(try Simulation(loaded.scenario))
    }
    return simulations
  }
}

/// Prints invalid-input errors to standard error, one per line, and exits 2.
func exitInvalid(_ errors: ScenarioErrors) -> Never {
  FileHandle.standardError.write(Data((errors.description + "\n").utf8))
  exit(ExitStatus.invalidInput)
}
