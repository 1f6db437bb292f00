import Foundation
import XCTest

@testable import Regression

final class AtomicFileTests: XCTestCase {
  func testWritesCreateTheDirectoryReplaceTheFileAndLeaveNoTemporaryFile() throws {
    let directory = try temporaryDirectory(self)
    let path = directory + "/deep/er/file.txt"
    try AtomicFile.write("one\n", to: path)
    try AtomicFile.write("two\n", to: path)
    XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "two\n")
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory + "/deep/er"), ["file.txt"])
  }

  func testAFailedWriteNamesThePathAndLeavesNothingBehind() throws {
    let directory = try temporaryDirectory(self)
    try write("a file, not a directory", to: directory + "/blocker")
    XCTAssertThrowsError(try AtomicFile.write("x", to: directory + "/blocker/file.txt")) { error in
      XCTAssertTrue("\(error)".hasPrefix(directory + "/blocker/file.txt: error: cannot "), "\(error)")
    }
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory), ["blocker"])
  }
}
