import Foundation
import InterfaceBuilder
import ScenarioFormat
import Simulation

/// Reading a scenario for a command: errors name the path as the user typed it, so an editor or
/// terminal can jump to `Scenarios/rotate.yaml:12:7`.
enum ScenarioLoading {
  static func simulation(at path: String) throws(ScenarioErrors) -> Simulation {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw ScenarioErrors([ScenarioError("no such file", at: .path(path))])
    }
    guard !isDirectory.boolValue else {
      throw ScenarioErrors([
        ScenarioError(
          "is a directory, not a scenario file; 'layoutsim test \(path)' runs every scenario in it",
          at: .path(path))
      ])
    }
    return try Simulation(ScenarioReader.read(contentsOf: URL(fileURLWithPath: path), naming: path))
  }
}

extension ScenarioLoading {
  /// The simulations of a file: one for a scenario, one per scene for a storyboard or XIB
  /// (imported in memory; what could not be imported is printed to standard error as warnings).
  static func simulations(at path: String) throws(ScenarioErrors) -> [Simulation] {
    guard StoryboardImporter.isInterfaceBuilderFile(path) else { return [try simulation(at: path)] }
    let scenarios: [ImportedScenario]
    do {
      scenarios = try StoryboardImporter.importFile(atPath: path)
    } catch {
      throw ScenarioErrors([
        ScenarioError(
          error.message,
          at: SourceLocation(file: error.file, line: max(error.line, 1), column: max(error.column, 1)))
      ])
    }
    var simulations: [Simulation] = []
    for scenario in scenarios {
      for note in scenario.notes { FileHandle.standardError.write(Data((note.description + "\n").utf8)) }
      simulations.append(try scenario.simulation())
    }
    return simulations
  }
}

/// Prints invalid-input errors to standard error, one per line, and exits 2.
func exitInvalid(_ errors: ScenarioErrors) -> Never {
  FileHandle.standardError.write(Data((errors.description + "\n").utf8))
  exit(ExitStatus.invalidInput)
}
