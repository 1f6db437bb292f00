import Foundation
import ScenarioFormat
import XCTest

import ScenarioTestSupport

func read(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) throws -> Scenario {
  do {
    return try ScenarioReader.read(yaml: yaml, file: "test.yaml")
  } catch {
    XCTFail("\(error)", file: file, line: line)
    throw error
  }
}

/// A fresh directory under the system's temporary one, removed when the test ends.
func temporaryDirectory(_ test: XCTestCase) throws -> String {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("RegressionTests-" + UUID().uuidString)
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
  return url.path
}

func write(_ text: String, to path: String) throws {
  try FileManager.default.createDirectory(
    atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
  try Data(text.utf8).write(to: URL(fileURLWithPath: path))
}
