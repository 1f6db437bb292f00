import Foundation
import ScenarioFormat

/// The scenario files under the paths a user gives: each file as it is, each directory searched
/// recursively for `*.yaml` and `*.yml` (hidden files and folders skipped), all sorted by path
/// so every machine runs them in the same order.
///
///     try ScenarioDiscovery.files(in: ["Scenarios"])  // ["Scenarios/keyboard.yaml", "Scenarios/rotate.yaml"]
public enum ScenarioDiscovery {
  /// The scenario files, sorted by path, each once.
  ///
  /// - Throws: ``ScenarioErrors``, one per path that does not exist or holds no scenario.
  public static func files(in paths: [String]) throws(ScenarioErrors) -> [String] {
    var files: Set<String> = []
    var errors: [ScenarioError] = []
    let manager = FileManager.default
    for path in paths {
      let at = SourceLocation.path(path)
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        errors.append(ScenarioError("no such file or directory", at: at))
        continue
      }
      guard isDirectory.boolValue else {
        files.insert(path)
        continue
      }
      let found = scenarios(under: path)
      if found.isEmpty {
        errors.append(ScenarioError("no scenarios (*.yaml, *.yml) in this directory", at: at))
      }
      files.formUnion(found)
    }
    guard errors.isEmpty else { throw ScenarioErrors(errors) }
    return files.sorted()
  }

  /// `*.yaml` and `*.yml` files under `directory`, as paths that start with it.
  static func scenarios(under directory: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    var found: [String] = []
    while let relative = enumerator.nextObject() as? String {
      // Hidden files and folders (`.git`, editors' backups) are no scenarios.
      guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
      guard relative.hasSuffix(".yaml") || relative.hasSuffix(".yml") else { continue }
      var isDirectory: ObjCBool = false
      let path = prefix + relative
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
        found.append(path)
      }
    }
    return found
  }
}
