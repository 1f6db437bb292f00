import Foundation
import Yams

/// Reads a scenario file into a checked ``Scenario``: Yams composes the `Node`s, ``NodeWalker``
/// walks them into the model, and a validation pass resolves ids, all before any event runs.
///
///     let scenario = try ScenarioReader.read(contentsOf: URL(fileURLWithPath: "rotate.yaml"))
///
/// Every mistake in the file is reported, not just the first.
public enum ScenarioReader {
  /// Reads the file at `url`; errors name its last path component.
  ///
  /// - Throws: ``ScenarioErrors``, sorted by location.
  public static func read(contentsOf url: URL) throws(ScenarioErrors) -> Scenario {
    let file = url.lastPathComponent
    let start = SourceLocation(file: file, line: 1, column: 1)
    let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
    if size > ScenarioBounds.maximumBytes {
      throw ScenarioErrors([tooLarge(size, at: start)])
    }
    guard let data = try? Data(contentsOf: url) else {
      throw ScenarioErrors([ScenarioError("cannot read the file", at: start)])
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw ScenarioErrors([ScenarioError("the file is not UTF-8 text", at: start)])
    }
    return try read(yaml: text, file: file)
  }

  /// Reads `yaml`, naming `file` in errors.
  ///
  /// - Throws: ``ScenarioErrors``, sorted by location.
  /// - Complexity: O(*n*) in the nodes visited, at most ``ScenarioBounds/maximumNodes``.
  public static func read(yaml: String, file: String) throws(ScenarioErrors) -> Scenario {
    let start = SourceLocation(file: file, line: 1, column: 1)
    let size = yaml.utf8.count
    if size > ScenarioBounds.maximumBytes { throw ScenarioErrors([tooLarge(size, at: start)]) }
    if let error = ScenarioBounds.nestingError(in: yaml, file: file) {
      throw ScenarioErrors([error])
    }
    let root: Node?
    do {
      root = try Yams.compose(yaml: yaml)
    } catch let error as YamlError {
      throw ScenarioErrors([yamlError(error, file: file)])
    } catch {
      throw ScenarioErrors([ScenarioError("invalid YAML: \(error)", at: start)])
    }
    guard let root else {
      throw ScenarioErrors([ScenarioError("the scenario is empty", at: start)])
    }
    var walker = NodeWalker(file: file, source: yaml)
    if let error = walker.measure(root) { throw ScenarioErrors([error]) }
    let scenario = walker.scenario(root)
    var errors = walker.errors
    if let scenario {
      let validator = ScenarioValidator(scenario)
      errors += validator.errors()
      var checker = NodeWalker(file: file, source: yaml)
      checker.checkChanges(walker.changeRecords, against: validator.declarations)
      errors += checker.errors
    }
    guard let scenario, errors.isEmpty else { throw ScenarioErrors(errors) }
    return scenario
  }

  static func tooLarge(_ size: Int, at location: SourceLocation) -> ScenarioError {
    ScenarioError(
      "the file is \(size) bytes; a scenario may have at most \(ScenarioBounds.maximumBytes)",
      at: location)
  }

  static func yamlError(_ error: YamlError, file: String) -> ScenarioError {
    func at(_ mark: Mark) -> SourceLocation {
      SourceLocation(file: file, line: mark.line, column: mark.column)
    }
    switch error {
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      // libyaml's context ("while parsing a flow sequence") names where it was, in its own
      // terms; a context with no text of its own ("expected a single document") leads the
      // problem.
      let lead = context.map { $0.text.hasPrefix("while ") ? "" : $0.text + " " } ?? ""
      return ScenarioError("invalid YAML: \(lead)\(problem)", at: at(mark))
    case .duplicatedKeysInMapping(let duplicates, let context):
      let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
      return ScenarioError(
        "duplicate key \(keys) in the mapping that starts here", at: at(context.mark))
    default:
      return ScenarioError(
        "invalid YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
    }
  }
}
