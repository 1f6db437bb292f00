import Foundation
import Regression

/// Writing report files so that a reader never sees half of one (``AtomicFile``: a temporary file
/// beside the target, renamed over it), with errors the commands print alike.
enum OutputFile {
  struct Failure: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "cannot write '\(path)': \(reason)" }
  }

  /// Writes `text` as UTF-8 to `path`, replacing the file atomically and creating its folder as
  /// `test --junit` does (one writer for every command: Regression's ``AtomicFile``).
  static func write(_ text: String, to path: String) throws(Failure) {
    do {
      try AtomicFile.write(text, to: path)
    } catch {
      throw Failure(path: path, reason: error.reason)
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
