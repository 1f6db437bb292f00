import Foundation
import XCTest

@testable import ScenarioFormat

/// The size limit, checked on a file generated here rather than kept among the fixtures.
extension MalformedScenarioTests {
  /// A file past the size limit is refused before it is read (generated here rather than kept).
  func testAFileTooLargeIsRefusedBeforeItIsRead() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("too-large-\(UUID()).yaml")
    var text = "device: iphone-15-pro\ncontroller: {view: {}}\n"
    text += "# " + String(repeating: "x", count: ScenarioBounds.maximumBytes) + "\n"
    try text.write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    XCTAssertEqual(
      errors(reading: url),
      "\(url.lastPathComponent):1:1: error: the file is \(text.utf8.count) bytes; "
        + "a scenario may have at most 4194304")
  }
}
