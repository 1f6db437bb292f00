import Foundation

/// Golden files that no run writes any more (a matrix cell removed, a device renamed): found in
/// the golden folders of a plan's scenarios, reported by `layoutsim test`, and removed by
/// `layoutsim test --record`. Only files that begin as golden files do are touched.
public enum ObsoleteGoldenFiles {
  /// One such file, with the scenario whose golden folder holds it.
  public struct Entry: Hashable, Sendable {
    public var path: String
    public var scenario: String
  }

  /// The obsolete golden files of the plan's readable scenarios, sorted by path. Meaningful for a
  /// whole plan only: a shard does not run every cell.
  public static func find(in plan: SuitePlan) -> [Entry] {
    var written: [String: Set<String>] = [:]
    var order: [String] = []
    for case .run(let file, let run) in plan.items {
      if written[file] == nil { order.append(file) }
      written[file, default: []].insert(run.goldenName)
    }
    var found: [Entry] = []
    for file in order {
      let folder = String(SuiteRunner.goldenPath(for: file, name: "").dropLast())
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      for name in names.sorted() where name.hasSuffix(".txt") && !(written[file]?.contains(name) ?? false) {
        let path = folder + "/" + name
        if isGoldenFile(path) { found.append(Entry(path: path, scenario: file)) }
      }
    }
    return found
  }

  /// Removes `entry`'s file.
  ///
  /// - Throws: the file system's error.
  public static func remove(_ entry: Entry) throws {
    try FileManager.default.removeItem(atPath: entry.path)
  }

  /// Whether the file starts with the golden file's first line.
  static func isGoldenFile(_ path: String) -> Bool {
    guard let handle = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? handle.close() }
    let title = Data((GoldenFile.title + "\n").utf8)
    let start = (try? handle.read(upToCount: title.count)) ?? nil
    return start == title
  }
}
