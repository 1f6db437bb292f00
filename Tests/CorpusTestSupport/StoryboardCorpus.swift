import Foundation
import InterfaceBuilderDocument

/// Where the storyboard corpus lives, for tests: Interface Builder files from the sample code of
/// Keith Harrison's "Modern Auto Layout" (kharrison/albookcode, BSD 3-Clause), kept beside the
/// repository in `../shared/corpus/albookcode/sample-code` and never copied into it.
///
/// ```swift
/// let document = try StoryboardCorpus.read(
///   "safe-areas-layout-margins/Margins-v1/Margins-v1/Base.lproj/Main.storyboard")
/// ```
public enum StoryboardCorpus {
  /// The environment variable that overrides the corpus's location.
  public static let environmentVariable = "LAYOUTSIM_CORPUS"

  /// The `sample-code` directory: `$LAYOUTSIM_CORPUS` when set, else
  /// `../shared/corpus/albookcode/sample-code` from the package's root. Nil when it is not there
  /// (a checkout without the shared corpus beside it); the tests then fail and say where to put it.
  public static var directory: URL? {
    let candidate: URL
    if let path = ProcessInfo.processInfo.environment[environmentVariable], !path.isEmpty {
      candidate = URL(fileURLWithPath: path)
    } else {
      // This file is <package>/Tests/CorpusTestSupport/StoryboardCorpus.swift.
      candidate = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("shared/corpus/albookcode/sample-code")
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return nil }
    return candidate.standardizedFileURL
  }

  /// Every `.storyboard` and `.xib` under ``directory``, as paths relative to it, sorted.
  public static func relativePaths() -> [String] {
    guard let directory,
      let enumerator = FileManager.default.enumerator(
        at: directory, includingPropertiesForKeys: nil)
    else { return [] }
    let prefix = directory.path.hasSuffix("/") ? directory.path : directory.path + "/"
    var paths: [String] = []
    for case let url as URL in enumerator where ["storyboard", "xib"].contains(url.pathExtension) {
      let path = url.standardizedFileURL.path
      paths.append(path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path)
    }
    return paths.sorted()
  }

  /// Reads one file of the corpus, named by its path relative to ``directory``.
  ///
  /// - Throws: ``StoryboardReaderError`` (`unreadableFile` when the corpus is missing).
  public static func read(_ relativePath: String) throws(StoryboardReaderError)
    -> StoryboardDocument
  {
    guard let directory else {
      throw StoryboardReaderError(
        .unreadableFile("the corpus directory was not found"), file: relativePath, line: 0)
    }
    return try StoryboardReader.read(contentsOf: directory.appendingPathComponent(relativePath))
  }
}
