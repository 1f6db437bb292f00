import Foundation
import XCTest

/// The style guide's size limits (STYLE.md, "One idea per file"): no Swift file over 600 lines, no
/// function over 80. `tools/check_sizes.py` measures them (braces counted on code only); this runs
/// it so `swift test` fails where a change crosses a limit, naming the file and line.
final class SourceSizeTests: XCTestCase {
  func testEveryFileAndFunctionIsWithinTheStyleGuidesLimits() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", root.appendingPathComponent("tools/check_sizes.py").path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, "tools/check_sizes.py:\n" + text)
  }
}
