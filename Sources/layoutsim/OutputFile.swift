import Foundation

/// Writing report files so that a reader never sees half of one: the bytes go to a temporary file
/// beside the target, which is then renamed over it (rename(2) is atomic within a file system).
enum OutputFile {
  struct Failure: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "cannot write '\(path)': \(reason)" }
  }

  /// Writes `text` as UTF-8 to `path`, replacing the file atomically.
  static func write(_ text: String, to path: String) throws(Failure) {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent()
    let temporary = directory.appendingPathComponent(
      ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    do {
      try Data(text.utf8).write(to: temporary)
    } catch {
      throw Failure(path: path, reason: "\(error.localizedDescription)")
    }
    guard rename(temporary.path, url.path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw Failure(path: path, reason: reason)
    }
  }

  /// Creates `path` and its parents as directories if they are not there yet.
  static func makeDirectory(_ path: String) throws(Failure) {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else { throw Failure(path: path, reason: "it is a file, not a folder") }
      return
    }
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw Failure(path: path, reason: "\(error.localizedDescription)")
    }
  }
}
