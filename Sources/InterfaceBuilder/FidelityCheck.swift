import AutoLayout
import Foundation
import Simulation

/// `layoutsim import --check DIR`: imports every storyboard and XIB under a folder, plays each
/// scene's load, and measures how many views land within 0.5 pt of the frame Xcode saved, per
/// file, per folder and overall, with the worst offenders.
public struct FidelityCheck: Sendable {
  /// How far a frame may be from Xcode's, on every edge and size.
  public static let tolerance = 0.5

  /// One view's frame against Xcode's.
  public struct Comparison: Hashable, Sendable {
    public var file: String
    public var scene: String
    public var id: String
    public var interfaceBuilderID: String
    public var expected: [Double]
    public var actual: [Double]?
    /// Why the view is left out of the figure (its size was copied from the file); nil when
    /// it counts.
    public var copied: String? = nil
    /// Whether the expected origin is compared: false where the file does not save where the
    /// canvas drew the view (``ImportedScenario/ExpectedFrame/originSaved``), so only the size
    /// the engine gave it is compared.
    public var comparesOrigin = true
    /// The largest difference of x, y, width, height (of width and height alone when the
    /// origin is not compared); infinity when the view has no frame.
    public var error: Double {
      guard let actual else { return .infinity }
      let pairs = Array(zip(expected, actual)).dropFirst(comparesOrigin ? 0 : 2)
      return pairs.map { abs($0 - $1) }.max() ?? 0
    }
    public var matches: Bool { error <= FidelityCheck.tolerance + 1e-9 }
  }

  /// One file's result.
  public struct FileResult: Hashable, Sendable {
    /// Relative to the folder checked.
    public var path: String
    public var comparisons: [Comparison]
    /// Notes of what was approximated or left out.
    public var notes: Int
    /// Why the file could not be checked (an import or scenario error); nil when it was.
    public var failure: String?
    /// The views the figure counts: those the engine laid out, not those whose size the
    /// importer copied from the file.
    public var counted: [Comparison] { comparisons.filter { $0.copied == nil } }
    public var matched: Int { counted.filter(\.matches).count }
    public var compared: Int { counted.count }
    /// Views left out of the figure because their size was copied from the file.
    public var copied: Int { comparisons.count - counted.count }
  }

  public var folder: String
  public var files: [FileResult]

  public var compared: Int { files.reduce(0) { $0 + $1.compared } }
  public var matched: Int { files.reduce(0) { $0 + $1.matched } }
  public var copied: Int { files.reduce(0) { $0 + $1.copied } }
  /// The share of compared views that match (1 when none were compared).
  public var share: Double { compared == 0 ? 1 : Double(matched) / Double(compared) }

  /// Imports and plays every `.storyboard` and `.xib` under `folder`, in sorted path order.
  public static func run(folder: String) -> FidelityCheck {
    var results: [FileResult] = []
    for path in interfaceBuilderFiles(under: folder) {
      results.append(
        check(file: (folder as NSString).appendingPathComponent(path), relativePath: path))
    }
    return FidelityCheck(folder: folder, files: results)
  }

  /// The Interface Builder files under `folder`, as sorted relative paths.
  public static func interfaceBuilderFiles(under folder: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
    var paths: [String] = []
    while let path = enumerator.nextObject() as? String {
      if StoryboardImporter.isInterfaceBuilderFile(path) { paths.append(path) }
    }
    return paths.sorted()
  }

  /// Imports one file and compares each scene's frames after the load step.
  public static func check(file: String, relativePath: String) -> FileResult {
    var result = FileResult(
      path: relativePath, comparisons: [], notes: 0, failure: nil)
    let scenarios: [ImportedScenario]
    do {
      scenarios = try StoryboardImporter.importFile(atPath: file)
    } catch {
      result.failure = error.description
      return result
    }
    for imported in scenarios {
      result.notes += imported.notes.count
      var simulation: Simulation
      do {
        simulation = try imported.simulation()
      } catch {
        result.failure = error.description
        for expected in imported.expectedFrames {
          result.comparisons.append(
            Comparison(
              file: relativePath, scene: imported.fileName, id: expected.id,
              interfaceBuilderID: expected.interfaceBuilderID, expected: expected.frame, actual: nil,
              copied: expected.copied))
        }
        continue
      }
      simulation.run()
      let step = simulation.steps.first
      for expected in imported.expectedFrames {
        let actual = step?.frame(of: expected.id).map { f in
          [f.frame.minX, f.frame.minY, f.frame.width, f.frame.height]
        }
        result.comparisons.append(
          Comparison(
            file: relativePath, scene: imported.fileName, id: expected.id,
            interfaceBuilderID: expected.interfaceBuilderID, expected: expected.frame,
            actual: actual, copied: expected.copied, comparesOrigin: expected.originSaved))
      }
    }
    return result
  }

  /// The report: per file, per folder (the first path component), overall, then the worst
  /// offenders, largest error first.
  public func report(worst: Int = 20) -> String {
    var out: [String] = []
    func percent(_ matched: Int, _ compared: Int) -> String {
      compared == 0 ? "-" : String(format: "%.1f%%", 100 * Double(matched) / Double(compared))
    }
    out.append("Files:")
    for file in files {
      var line =
        "  \(file.path): \(file.matched) of \(file.compared) views match (\(percent(file.matched, file.compared)))"
      if let failure = file.failure {
        line += "; FAILED: \(failure.split(separator: "\n").first ?? "")"
      }
      out.append(line)
    }
    var folders: [String: (Int, Int, Int)] = [:]
    for file in files {
      let folder = file.path.split(separator: "/").first.map(String.init) ?? file.path
      let f = folders[folder] ?? (0, 0, 0)
      folders[folder] = (f.0 + file.matched, f.1 + file.compared, f.2 + 1)
    }
    out.append("Folders:")
    for folder in folders.keys.sorted() {
      let (m, c, n) = folders[folder] ?? (0, 0, 0)
      out.append(
        "  \(folder): \(m) of \(c) views match (\(percent(m, c))) in \(n) file\(n == 1 ? "" : "s")")
    }
    out.append(
      "Overall: \(matched) of \(compared) views match Xcode's frames within 0.5 pt (\(percent(matched, compared))) in \(files.count) files"
    )
    if copied > 0 {
      var reasons: [String: Int] = [:]
      for comparison in files.flatMap(\.comparisons) {
        if let why = comparison.copied { reasons[why, default: 0] += 1 }
      }
      out.append(
        "Not counted: \(copied) view\(copied == 1 ? "" : "s") whose size the importer copied from the file:")
      for why in reasons.keys.sorted() { out.append("  \(reasons[why] ?? 0) \(why)") }
    }
    let short = files.filter {
      $0.failure != nil || Double($0.matched) < 0.95 * Double($0.compared)
    }
    if !short.isEmpty {
      out.append("Files below 95%:")
      for file in short {
        out.append(
          "  \(file.path): \(file.matched) of \(file.compared) (\(percent(file.matched, file.compared)))"
        )
      }
    }
    let misses = files.flatMap(\.counted).filter { !$0.matches }
      .sorted { ($0.error, $1.file, $1.id) > ($1.error, $0.file, $0.id) }
    if !misses.isEmpty, worst > 0 {
      out.append("Worst offenders:")
      for miss in misses.prefix(worst) {
        let actual = miss.actual.map(Self.rect) ?? "no frame"
        out.append(
          "  \(miss.file) \(miss.scene) \(miss.id) (\(miss.interfaceBuilderID)): expected \(Self.rect(miss.expected)), actual \(actual)"
        )
      }
    }
    return out.joined(separator: "\n") + "\n"
  }

  static func rect(_ r: [Double]) -> String {
    "[" + r.map { ScenarioWriter.number(($0 * 1000).rounded() / 1000) }.joined(separator: ", ")
      + "]"
  }
}
