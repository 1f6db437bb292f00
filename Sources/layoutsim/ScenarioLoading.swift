import Foundation
import ScenarioFiles
import ScenarioFormat
import Simulation

/// A file's simulations for `run` and `repl` (``ScenarioFiles``: one per scene of a storyboard);
/// what an import left out is printed to standard error as warnings. `-` reads a scenario from
/// standard input.
enum ScenarioLoading {
  /// The path that stands for standard input, as in most Unix tools: `layoutsim run -`.
  static let standardInputPath = "-"
  /// How errors name standard input: `<stdin>:3:5: error: …`.
  static let standardInputName = "<stdin>"

  static func simulations(at path: String) throws(ScenarioErrors) -> [Simulation] {
    if path == standardInputPath { return [try Simulation(readStandardInput())] }
    var simulations: [Simulation] = []
    for loaded in try ScenarioFiles.scenarios(at: path) {
      for note in loaded.notes { FileHandle.standardError.write(Data((note + "\n").utf8)) }
      simulations.append(try Simulation(loaded.scenario))
    }
    return simulations
  }

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
}

/// Prints invalid-input errors to standard error, one per line, and exits 2.
func exitInvalid(_ errors: ScenarioErrors) -> Never {
  FileHandle.standardError.write(Data((errors.description + "\n").utf8))
  exit(ExitStatus.invalidInput)
}
