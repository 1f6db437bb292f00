import ScenarioFormat
import Simulation

/// An imported scene read back through ``ScenarioReader`` (so it is exactly what the written file
/// would give) and ready to play.
extension ImportedScenario {
  /// The scenario's text, as `layoutsim import` writes it.
  public var yaml: String { ScenarioWriter.yaml(self) }

  /// The refusal of a scenario text `yaml` (this scenario's ``yaml``) that `layoutsim run` would
  /// refuse as too large (``ScenarioBounds/maximumBytes``), placed at the scene in the Interface
  /// Builder file: `import` writes no file rather than one that cannot be read.
  public func sizeError(of yaml: String) -> ImportError? {
    let size = yaml.utf8.count
    guard size > ScenarioBounds.maximumBytes else { return nil }
    return ImportError(
      "this scene would be written as \(fileName) of \(size) bytes, more than the "
        + "\(ScenarioBounds.maximumBytes) a scenario may have; nothing was written",
      file: sourceFile, line: sourceLine, column: sourceColumn)
  }

  /// The name errors in the generated text are reported under: `Main.storyboard#Main-ViewController.yaml`.
  public var inMemoryName: String { sourceFile + "#" + fileName }

  /// Reads the generated scenario back.
  ///
  /// - Throws: ``ScenarioErrors`` (an importer bug: the text it writes must always read back).
  public func scenario() throws(ScenarioErrors) -> Scenario {
    try ScenarioReader.read(yaml: yaml, file: inMemoryName)
  }

  /// A simulation of the scenario, not yet run.
  public func simulation() throws(ScenarioErrors) -> Simulation {
    try Simulation(scenario())
  }
}
