import Foundation
import ScenarioTestSupport
import XCTest

/// The command line meeting what a hostile or unlucky user gives it: paths that are not scenario
/// files, `--strict`, and text that must not reach the terminal raw.
final class HostileInputCommandTests: XCTestCase, TemporaryDirectoryTest {
  var directory: URL!

  override func setUpWithError() throws {
    directory = try makeTemporaryDirectory(named: "layoutsim-hostile")
  }

  /// `logo` squeezed to a height of 100 − 50 = −50: a negativeSize finding at step 1.
  static let squeezed = squeezedLogoScenario + "events: [load]\n"

  func testADirectoryIsNotAScenarioFile() throws {
    let result = try runLayoutsim(["run", directory.path])
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(
      result.stderr,
      "\(directory.path): error: is a directory, not a scenario file; "
        + "'layoutsim test \(directory.path)' runs every scenario in it\n")
  }

  func testTestOutsideAPackageSaysWhatIsMissing() throws {
    let result = try runLayoutsim(["test"], in: directory)
    XCTAssertEqual(result.status, 2)
    // The directory as the process sees it (a symbolic link in the temporary path resolved).
    let here = try XCTUnwrap(result.stderr.split(separator: "(").dropFirst().first?.split(separator: ")").first)
    XCTAssertEqual(
      result.stderr,
      "layoutsim test: error: no Scenarios directory here (\(here)); run 'layoutsim test' at a "
        + "package's root or name scenario files or directories\n")
  }

  func testStrictFailsARunOnAnUnexpectedFinding() throws {
    let path = try write("squeezed.yaml", Self.squeezed)
    let plain = try runLayoutsim(["run", path])
    XCTAssertEqual(plain.status, 0, plain.stderr)
    XCTAssertEqual(plain.stderr, "")
    let strict = try runLayoutsim(["run", "--strict", path])
    XCTAssertEqual(strict.status, 1)
    XCTAssertEqual(strict.stdout, plain.stdout)
    XCTAssertEqual(
      strict.stderr,
      "strict: step 1: negativeSize: 'logo' [10, 100, 120, -50] has a negative height: its "
        + "constraints squeeze it into less room than it has\n")
  }

  func testStrictPassesWhatAnExpectationAllows() throws {
    let path = try write(
      "allowed.yaml", Self.squeezed + "\nexpect: [{at: 1, allow: [negativeSize]}]\n")
    let result = try runLayoutsim(["run", "--strict", path])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(result.stderr, "")
  }

  func testStrictFailsATestRun() throws {
    let scenarios = directory.appendingPathComponent("Scenarios")
    try FileManager.default.createDirectory(at: scenarios, withIntermediateDirectories: true)
    try Self.squeezed.write(
      to: scenarios.appendingPathComponent("squeezed.yaml"), atomically: true, encoding: .utf8)
    let record = try runLayoutsim(["test", "--record"], in: directory)
    XCTAssertEqual(record.status, 0, record.stdout + record.stderr)
    let plain = try runLayoutsim(["test"], in: directory)
    XCTAssertEqual(plain.status, 0, plain.stdout + plain.stderr)
    let strict = try runLayoutsim(["test", "--strict"], in: directory)
    XCTAssertEqual(strict.status, 1, strict.stdout + strict.stderr)
    XCTAssertTrue(
      strict.stdout.contains(
        "strict: step 1: negativeSize: 'logo' [10, 100, 120, -50] has a negative height"),
      strict.stdout)
  }

  func testAScenarioNameWithEscapeCodesIsPrintedEscaped() throws {
    let path = try write(
      "hostile.yaml",
      "name: \"Sign in\\e[2J\"\ndevice: iphone-15-pro\ncontroller: {view: {}}\nevents: [load]\n")
    let result = try runLayoutsim(["run", "--color", path])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.contains("Sign in\\u{1B}[2J"), result.stdout)
    XCTAssertFalse(result.stdout.contains("\u{1B}[2J"), result.stdout)
  }
}
