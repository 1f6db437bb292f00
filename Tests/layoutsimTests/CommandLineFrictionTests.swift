import Foundation
import ScenarioTestSupport
import XCTest

/// The command line's first ten minutes (issue 18, item 4), each through the built binary: a
/// misspelt command, `new`, `-` for standard input, `--html` into a folder that is not there yet,
/// and the `devices` table and detail.
final class CommandLineFrictionTests: XCTestCase {
  var directory: URL!

  override func setUpWithError() throws {
    directory = try makeTemporaryDirectory(named: "layoutsim-friction")
  }

  func testAMisspeltCommandSuggestsTheNearestOneAndExitsTwo() throws {
    let result = try runLayoutsim(["runn", "x.yaml"])
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(result.stdout, "")
    XCTAssertEqual(
      result.stderr,
      "layoutsim: error: unknown command 'runn'; did you mean 'run'?\n"
        + "Usage: layoutsim <command> [options]; see 'layoutsim --help'\n")
    let far = try runLayoutsim(["frobnicate"])
    XCTAssertEqual(far.status, 2)
    XCTAssertTrue(
      far.stderr.hasPrefix(
        "layoutsim: error: unknown command 'frobnicate'; the commands are run, test, repl, import, "
          + "devices, explain, serve, new, help"), far.stderr)
  }

  func testNewWritesAStarterThatRunsAndPassesAndNeverOverwrites() throws {
    let path = directory.appendingPathComponent("login").path
    let result = try runLayoutsim(["new", path])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(result.stdout, "wrote \(path).yaml; play it with: layoutsim run \(path).yaml\n")
    let text = try String(contentsOfFile: path + ".yaml", encoding: .utf8)
    XCTAssertTrue(text.hasPrefix("# login: a starter scenario"), text)
    XCTAssertTrue(text.contains("\nname: login\n"), text)
    let run = try runLayoutsim(["run", path + ".yaml"])
    XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
    XCTAssertTrue(run.stdout.contains("Expectations: 2 passed, 0 failed"), run.stdout)

    let again = try runLayoutsim(["new", path])
    XCTAssertEqual(again.status, 2)
    XCTAssertEqual(
      again.stderr, "layoutsim: '\(path).yaml' already exists; choose another name or remove it first\n")
    XCTAssertEqual(try String(contentsOfFile: path + ".yaml", encoding: .utf8), text)
  }

  func testADashReadsTheScenarioFromStandardInput() throws {
    let piped = try runLayoutsim(["run", "-"], input: RunCommandTests.box)
    XCTAssertEqual(piped.status, 0, piped.stderr)
    let file = directory.appendingPathComponent("box.yaml")
    try RunCommandTests.box.write(to: file, atomically: true, encoding: .utf8)
    let fromFile = try runLayoutsim(["run", file.path])
    // The same report, standard input named `<stdin>` where the file's path stood.
    XCTAssertEqual(piped.stdout, fromFile.stdout.replacingOccurrences(of: file.path, with: "<stdin>"))
    XCTAssertTrue(piped.stdout.hasPrefix("A box  (<stdin>)\n"), piped.stdout)

    let broken = try runLayoutsim(["run", "-"], input: "name: x\ndevice: iphone-15-pro\ncontroler: {}\n")
    XCTAssertEqual(broken.status, 2)
    XCTAssertTrue(
      broken.stderr.contains("<stdin>:3:1: error: unknown key 'controler'; did you mean 'controller'?"),
      broken.stderr)
  }

  func testHTMLCreatesItsFolderAsJUnitDoes() throws {
    let file = directory.appendingPathComponent("box.yaml")
    try RunCommandTests.box.write(to: file, atomically: true, encoding: .utf8)
    let page = directory.appendingPathComponent("reports/today/box.html").path
    let result = try runLayoutsim(["run", file.path, "--html", page])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(try String(contentsOfFile: page, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
  }

  func testTheDevicesTableIsAlignedWhateverTheAliases() throws {
    let result = try runLayoutsim(["devices"])
    XCTAssertEqual(result.status, 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    XCTAssertGreaterThan(lines.count, 10)
    // Every line's size column starts where the header's does.
    let header = try XCTUnwrap(lines.first)
    let sizeColumn = try XCTUnwrap(header.range(of: "size")).lowerBound.utf16Offset(in: header)
    for line in lines.dropFirst() {
      let scalars = Array(line.unicodeScalars)
      XCTAssertEqual(scalars[sizeColumn - 2], " ", line)
      XCTAssertNotEqual(scalars[sizeColumn], " ", line)
      XCTAssertTrue(("0"..."9").contains(scalars[sizeColumn]), line)
    }
  }

  func testADeviceInFullWithItsSources() throws {
    let result = try runLayoutsim(["devices", "iPhone 15 Pro"])
    XCTAssertEqual(result.status, 0, result.stderr)
    // iPhone 15 Pro: 393×852, safe area 59/34 portrait, 0/59/21/59 landscape, keyboards 336 and
    // 162, margins 16 (DeviceCatalog+iPhones.swift, each with its source, printed below).
    XCTAssertTrue(
      result.stdout.contains("portrait   393×852  [59, 0, 34, 0]          54          wC hR         336       16"),
      result.stdout)
    XCTAssertTrue(
      result.stdout.contains("landscape  852×393  [0, 59, 21, 59]         0           wC hC         162       16"),
      result.stdout)
    XCTAssertTrue(result.stdout.contains("  portrait keyboard: "), result.stdout)
    let unknown = try runLayoutsim(["devices", "iphone-15-por"])
    XCTAssertEqual(unknown.status, 2)
    XCTAssertEqual(
      unknown.stderr,
      "layoutsim: error: unknown device 'iphone-15-por'; did you mean 'iphone-15-pro'? "
        + "('layoutsim devices' lists them)\n")
  }

  func testANewMatrixScenarioWithoutGoldensPrintsOneHint() throws {
    let file = directory.appendingPathComponent("grid.yaml")
    try (RunCommandTests.box
      + "\nmatrix: {devices: [iphone-15-pro, iphone-se-3rd], orientations: [portrait, landscapeLeft]}\n")
      .write(to: file, atomically: true, encoding: .utf8)
    let result = try runLayoutsim(["test", file.path])
    XCTAssertEqual(result.status, 1, result.stderr)
    let lines = result.stdout.split(separator: "\n")
    XCTAssertEqual(lines.filter { $0.hasPrefix("  no golden file ") }.count, 4, result.stdout)
    XCTAssertEqual(lines.filter { $0.contains("--record") }.count, 1, result.stdout)
    XCTAssertEqual(
      lines.last.map(String.init),
      "4 runs of \(file.path) have no golden file; record them with: layoutsim test --record \(file.path)")
  }

  /// Help is wrapped by the argument parser alone: no paragraph line ends early because the
  /// source broke it (a line followed by more text ends only where the next word would not fit).
  func testHelpIsWrappedCleanlyAtEightyColumns() throws {
    for command in [[], ["run"], ["test"], ["repl"], ["import"], ["devices"], ["new"]] {
      let process = Process()
      process.executableURL = productsDirectory.appendingPathComponent("layoutsim")
      process.arguments = command + ["--help"]
      process.environment = ["COLUMNS": "80"]
      let out = Pipe()
      process.standardOutput = out
      try process.run()
      let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      for (line, next) in zip(lines, lines.dropFirst()) {
        // The usage line is the parser's own, never wrapped.
        if !line.hasPrefix("USAGE:") { XCTAssertLessThanOrEqual(line.count, 80, "\(command): \(line)") }
        // Option tables indent their continuation lines; paragraphs do not.
        guard !line.isEmpty, !next.isEmpty, !next.hasPrefix(" "), !line.hasPrefix(" "),
          !line.hasSuffix(":"), let word = next.split(separator: " ").first
        else { continue }
        // The parser keeps lines under 80 columns: a line ends early only if the word after it
        // would have reached column 80.
        XCTAssertGreaterThanOrEqual(
          line.count + 1 + word.count, 80, "\(command): '\(line)' ends before '\(word)' would fit")
      }
    }
  }
}
