import Foundation
import LayoutSimUIKit
import Regression
import XCTest

/// Compares the device's steps with a golden file of frames in `layoutsim test`'s format, kept
/// in `__Goldens__/NAME.golden` beside the test file, as snapshot tests keep their images. With
/// no file yet, or with `record` (or the environment variable `LAYOUTSIM_RECORD=1`), it writes
/// the file and fails, so a recording is never mistaken for a pass.
@preconcurrency @MainActor
public func assertGolden(
  _ device: SimulatedDevice, named name: String, title: String? = nil, record: Bool = false,
  file: StaticString = #filePath, line: UInt = #line
) {
  let test = URL(fileURLWithPath: "\(file)")
  let url = test.deletingLastPathComponent().appendingPathComponent("__Goldens__")
    .appendingPathComponent("\(name).golden")
  let actual = device.goldenFile(title: title ?? name, file: test.lastPathComponent)
  let recording = record || ProcessInfo.processInfo.environment["LAYOUTSIM_RECORD"] == "1"
  guard !recording, let text = try? String(contentsOf: url, encoding: .utf8) else {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try actual.render().write(to: url, atomically: true, encoding: .utf8)
      XCTFail("recorded \(url.path); run again to compare", file: file, line: line)
    } catch {
      XCTFail("could not write \(url.path): \(error)", file: file, line: line)
    }
    return
  }
  do {
    let expected = try GoldenFile(parsing: text, file: url.path)
    let diff = GoldenDiff(expected: expected, actual: actual)
    if !diff.isEmpty {
      XCTFail(
        "\(url.lastPathComponent) differs:\n" + diff.lines.joined(separator: "\n"), file: file,
        line: line)
    }
  } catch {
    XCTFail(error.description, file: file, line: line)
  }
}
