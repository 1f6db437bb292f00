import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing a file so that readers see the old contents or the new, never half of either: the
/// data goes to a temporary file in the same directory (so the same file system), is flushed to
/// disk, then renamed over the target (POSIX `rename` is atomic).
public enum AtomicFile {
  /// Writes `text` to `path` atomically, creating the directory if needed.
  ///
  /// - Throws: ``AtomicFile/WriteError`` naming the path and the system's reason.
  public static func write(_ text: String, to path: String) throws(WriteError) {
    let directory = (path as NSString).deletingLastPathComponent
    if !directory.isEmpty {
      do {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
      } catch {
        // Another worker may have made it meanwhile.
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue
        else { throw WriteError(path: path, reason: "cannot create the directory \(directory)") }
      }
    }
    let name = (path as NSString).lastPathComponent
    let temporary =
      (directory.isEmpty ? "" : directory + "/") + ".\(name).\(ProcessInfo.processInfo.processIdentifier)."
      + UUID().uuidString + ".tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard descriptor >= 0 else { throw WriteError(path: path, reason: reason()) }
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let result = bytes[written...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
      if result < 0 {
        if errno == EINTR { continue }
        let why = reason()
        close(descriptor)
        unlink(temporary)
        throw WriteError(path: path, reason: why)
      }
      written += result
    }
    let synced = fsync(descriptor) == 0
    let why = reason()
    close(descriptor)
    guard synced else {
      unlink(temporary)
      throw WriteError(path: path, reason: why)
    }
    guard rename(temporary, path) == 0 else {
      let why = reason()
      unlink(temporary)
      throw WriteError(path: path, reason: why)
    }
  }

  private static func reason() -> String { String(cString: strerror(errno)) }

  /// A file that could not be written.
  public struct WriteError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    /// `out/junit.xml: error: cannot write the file: No such file or directory`
    public var description: String { "\(path): error: cannot write the file: \(reason)" }
  }
}

/// POSIX `write(2)`, out of reach of ``AtomicFile/write(_:to:)``'s name.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
  #else
    Darwin.write(descriptor, buffer, count)
  #endif
}
