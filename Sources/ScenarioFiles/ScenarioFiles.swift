import Foundation
import InterfaceBuilder
import ScenarioFormat

/// The one path from a file to scenarios, for `run`, `repl` and `test`: a scenario file is read
/// by ``ScenarioReader``; a storyboard or XIB is imported in memory, one scenario per scene, read
/// back through the same reader. Errors name the path as the user typed it, so an editor or a
/// terminal can jump to `Scenarios/rotate.yaml:12:7`.
public enum ScenarioFiles {
  /// One scenario of a file, and what its import left out or approximated (nothing for a
  /// scenario file).
  public struct Loaded: Sendable {
    /// The path the scenario's runs are reported and their golden files kept under: the file's
    /// own, or `Main.storyboard#Main-ViewController.yaml` for a scene.
    public var file: String
    public var scenario: Scenario
    public var notes: [String]
  }

  /// Whether `path` is a storyboard or a XIB.
  public static func isInterfaceBuilderFile(_ path: String) -> Bool {
    StoryboardImporter.isInterfaceBuilderFile(path)
  }

  /// The scenarios of the file at `path`.
  ///
  /// - Throws: ``ScenarioErrors``: the file does not exist, does not read, or does not import.
  public static func scenarios(at path: String) throws(ScenarioErrors) -> [Loaded] {
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
    guard isInterfaceBuilderFile(path) else {
      let scenario = try ScenarioReader.read(contentsOf: URL(fileURLWithPath: path), naming: path)
      return [Loaded(file: path, scenario: scenario, notes: [])]
    }
    let imported: [ImportedScenario]
    do {
      imported = try StoryboardImporter.importFile(atPath: path)
    } catch {
      throw ScenarioErrors([
        ScenarioError(
          error.message,
          at: SourceLocation(file: error.file, line: max(error.line, 1), column: max(error.column, 1)))
      ])
    }
    var loaded: [Loaded] = []
    for scene in imported {
      loaded.append(
        Loaded(
          file: scene.inMemoryName, scenario: try scene.scenario(),
          notes: scene.notes.map(\.description)))
    }
    return loaded
  }
}
