import Foundation
import ScenarioFiles
import ScenarioFormat

/// Every run of a suite, in order: the scenario files sorted by path, each expanded by its
/// matrix; a file that cannot be read is one item of its own, so exactly one shard reports it.
public struct SuitePlan: Sendable {
  public var items: [Item]

  public enum Item: Hashable, Sendable {
    case run(file: String, ScenarioRun)
    case invalid(file: String, ScenarioErrors)

    public var file: String {
      switch self {
      case .run(let file, _), .invalid(let file, _): file
      }
    }
  }

  public init(items: [Item]) { self.items = items }

  /// Reads `files` (concurrently, at most `jobs` at once) and expands each scenario's matrix.
  public init(files: [String], jobs: Int) {
    let loaded = WorkPool(jobs: jobs).map(files) { file in
      Result { () throws(ScenarioErrors) in try ScenarioFiles.scenarios(at: file) }
    }
    var items: [Item] = []
    for (file, result) in zip(files, loaded) {
      switch result {
      case .success(let scenarios):
        for loaded in scenarios { items += loaded.scenario.runs().map { .run(file: loaded.file, $0) } }
      case .failure(let errors): items.append(.invalid(file: file, errors))
      }
    }
    self.items = items
  }

  /// The items shard `shard` runs, with their positions in the whole list.
  public func items(in shard: Shard?) -> [Item] {
    guard let shard else { return items }
    return items.indices.filter(shard.contains).map { items[$0] }
  }

}
