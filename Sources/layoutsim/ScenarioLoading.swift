import Foundation
import InterfaceBuilder
import ScenarioFormat
import Simulation

/// Reading a scenario for a command: errors name the path as the user typed it, so an editor or
/// terminal can jump to `Scenarios/rotate.yaml:12:7`.
enum ScenarioLoading {
  /// The path that stands for standard input, as in most Unix tools: `layoutsim run -`.
  static let standardInputPath = "-"
  /// How errors name standard input: `<stdin>:3:5: error: …`.
  static let standardInputName = "<stdin>"

  static func simulation(at path: String) throws(ScenarioErrors) -> Simulation {
    if path == standardInputPath { return try Simulation(readStandardInput()) }
    let start = SourceLocation(file: path, line: 1, column: 1)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue
    else {
      throw ScenarioErrors([ScenarioError("no such file", at: start)])
    }
    return try Simulation(ScenarioReader.read(contentsOf: URL(fileURLWithPath: path), naming: path))
  }
}

extension ScenarioLoading {
  /// A scenario piped in (`cat login.yaml | layoutsim run -`), read to its end but never past the
  /// size a scenario file may have.
  static func readStandardInput() throws(ScenarioErrors) -> Scenario {
    let start = SourceLocation(file: standardInputName, line: 1, column: 1)
    var data = Data()
    while data.count <= ScenarioBounds.maximumBytes {
      let chunk = FileHandle.standardInput.readData(ofLength: 64 * 1024)
      if chunk.isEmpty { break }
      data.append(chunk)
    }
    if data.count > ScenarioBounds.maximumBytes {
      throw ScenarioErrors([
        ScenarioError(
          "standard input holds more than \(ScenarioBounds.maximumBytes) bytes, the most a scenario may have",
          at: start)
      ])
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw ScenarioErrors([ScenarioError("standard input is not UTF-8 text", at: start)])
    }
    return try ScenarioReader.read(yaml: text, file: standardInputName)
  }

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
