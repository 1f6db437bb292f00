import Foundation
import XCTest

/// Runs the built `layoutsim` binary, as a user would, and checks all of its output and its exit
/// code (swift-argument-parser's `AssertExecuteCommand` pattern).
final class CommandLineTests: XCTestCase {
  func testVersionPrintsTheVersion() throws {
    let result = try runLayoutsim(["--version"])
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(result.stdout, "0.1.0\n")
  }

  func testHelpNamesTheToolAndExitsZero() throws {
    let result = try runLayoutsim(["--help"])
    XCTAssertEqual(result.status, 0)
    XCTAssertTrue(result.stdout.hasPrefix("OVERVIEW: Simulate iOS Auto Layout headless"), result.stdout)
    XCTAssertTrue(result.stdout.contains("USAGE: layoutsim"), result.stdout)
  }

  func testAnUnknownOptionIsAUsageErrorWithExitCodeTwo() throws {
    let result = try runLayoutsim(["--frobnicate"])
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.stderr.contains("Unknown option '--frobnicate'"), result.stderr)
  }
}

struct CommandResult {
  var status: Int32
  var stdout: String
  var stderr: String
}

/// Runs the `layoutsim` executable built next to the test bundle.
func runLayoutsim(
  _ arguments: [String], input: String? = nil, in directory: URL? = nil
) throws -> CommandResult {
  let process = Process()
  process.executableURL = productsDirectory.appendingPathComponent("layoutsim")
  process.arguments = arguments
  if let directory { process.currentDirectoryURL = directory }
  let stdin = Pipe()
  process.standardInput = stdin
  let out = Pipe()
  let err = Pipe()
  process.standardOutput = out
  process.standardError = err
  try process.run()
  stdin.fileHandleForWriting.write(Data((input ?? "").utf8))
  try stdin.fileHandleForWriting.close()
  let stdout = out.fileHandleForReading.readDataToEndOfFile()
  let stderr = err.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return CommandResult(
    status: process.terminationStatus,
    stdout: String(decoding: stdout, as: UTF8.self),
    stderr: String(decoding: stderr, as: UTF8.self))
}

/// Where SwiftPM put the built products: beside the `.xctest` bundle.
var productsDirectory: URL {
  for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
    return bundle.bundleURL.deletingLastPathComponent()
  }
  return Bundle.main.bundleURL
}
