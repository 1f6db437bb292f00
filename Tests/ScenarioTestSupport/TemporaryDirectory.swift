import Foundation
import XCTest

/// A test that writes files into a folder of its own: ``makeTemporaryDirectory(named:)`` makes the
/// folder in `setUpWithError`, and ``write(_:_:)`` puts a file in it.
public protocol TemporaryDirectoryTest: XCTestCase {
  var directory: URL! { get }
}

extension TemporaryDirectoryTest {
  /// Writes `text` as `name` in the test's folder; returns the file's path.
  public func write(_ name: String, _ text: String) throws -> String {
    let url = directory.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }
}

extension XCTestCase {
  /// A new folder under the system's temporary one (`prefix-UUID`), removed when the test ends.
  public func makeTemporaryDirectory(named prefix: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
  }
}
