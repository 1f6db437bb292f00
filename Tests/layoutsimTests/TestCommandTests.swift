import Foundation
import ScenarioTestSupport
import XCTest

/// `layoutsim test`, run as a user would, on scenarios written to a temporary directory.
final class TestCommandTests: XCTestCase {
  static let banner = bannerScenario

  var directory = ""

  override func setUpWithError() throws {
    directory = try makeTemporaryDirectory(named: "TestCommandTests").path
  }

  func write(_ text: String, _ name: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: directory + "/" + name))
  }

  func testRecordThenPass() throws {
    try write(Self.banner + "matrix: {devices: [iphone-15-pro, ipad-pro-11]}\n", "banner.yaml")
    let file = directory + "/banner.yaml"
    let recorded = try runLayoutsim(["test", "--record", directory])
    XCTAssertEqual(recorded.status, 0, recorded.stderr)
    XCTAssertEqual(
      recorded.stdout,
      """
      RECORD  \(file)  iphone-15-pro portrait en large  (new)
      RECORD  \(file)  ipad-pro-11 portrait en large  (new)

      2 runs: 2 passed, golden files: 2 new

      """)
    let golden = try String(
      contentsOfFile: directory + "/banner.golden/ipad-pro-11.portrait.en.large.txt", encoding: .utf8)
    XCTAssertTrue(golden.hasPrefix("# layoutsim golden frames\n# format: 1\n# scenario: Banner (banner.yaml)\n"), golden)
    XCTAssertTrue(golden.contains("\nstep 2 [landscape]: rotate: landscapeLeft\n"), golden)

    let passed = try runLayoutsim(["test", file])
    XCTAssertEqual(passed.status, 0, passed.stderr)
    XCTAssertEqual(
      passed.stdout,
      """
      PASS    \(file)  iphone-15-pro portrait en large
      PASS    \(file)  ipad-pro-11 portrait en large

      2 runs: 2 passed

      """)
    XCTAssertEqual(passed.stderr, "", "no progress line when standard error is not a terminal")
  }

  func testAChangedConstantFailsWithADiffNamingTheStepAndTheView() throws {
    try write(Self.banner, "banner.yaml")
    XCTAssertEqual(try runLayoutsim(["test", "--record", directory + "/banner.yaml"]).status, 0)
    try write(Self.banner.replacingOccurrences(of: "banner.height == 100", with: "banner.height == 90"), "copy.yaml")
    try FileManager.default.copyItem(atPath: directory + "/banner.golden", toPath: directory + "/copy.golden")
    let file = directory + "/copy.yaml"
    let result = try runLayoutsim(["test", file])
    XCTAssertEqual(result.status, 1, result.stderr)
    XCTAssertEqual(
      result.stdout,
      """
      FAIL    \(file)  iphone-15-pro portrait en large
        golden file \(directory)/copy.golden/iphone-15-pro.portrait.en.large.txt differs (- recorded, + now):
          step 1: load
            - banner 0 59 393 100  window 0 59 393 100
            + banner 0 59 393 90  window 0 59 393 90
          step 2 [landscape]: rotate: landscapeLeft
            - banner 59 0 734 100  window 59 0 734 100
            + banner 59 0 734 90  window 59 0 734 90
        if the change is intended, run 'layoutsim test --record \(file)'

      1 run: 0 passed, 1 failed

      """)
  }

  func testAMissingGoldenFileSaysHowToRecordIt() throws {
    try write(Self.banner, "banner.yaml")
    let result = try runLayoutsim(["test", directory])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(
      result.stdout,
      """
      FAIL    \(directory)/banner.yaml  iphone-15-pro portrait en large
        no golden file \(directory)/banner.golden/iphone-15-pro.portrait.en.large.txt

      1 run: 0 passed, 1 failed
      1 run of \(directory)/banner.yaml has no golden file; record it with: layoutsim test --record \(directory)/banner.yaml

      """)
  }

  func testAFailedExpectationFailsTheRun() throws {
    try write(Self.banner + "expect:\n  - at: landscape\n    frames: {banner: [59, 0, 734, 99]}\n", "banner.yaml")
    let file = directory + "/banner.yaml"
    let result = try runLayoutsim(["test", "--record", file])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(
      result.stdout,
      """
      FAIL    \(file)  iphone-15-pro portrait en large
        recorded \(directory)/banner.golden/iphone-15-pro.portrait.en.large.txt (new)
        expectation at landscape (\(file):16:5): frame of 'banner': expected [59, 0, 734, 99], got [59, 0, 734, 100] (height +1)

      1 run: 0 passed, 1 failed, golden files: 1 new

      """)
  }

  func testShardsSplitTheSortedRunListRoundRobin() throws {
    try write(Self.banner + "matrix: {orientations: [portrait, landscapeLeft, landscapeRight]}\n", "b.yaml")
    try write(Self.banner, "a.yaml")
    XCTAssertEqual(try runLayoutsim(["test", "--record", directory]).status, 0)
    let first = try runLayoutsim(["test", "--shard", "1/2", directory])
    XCTAssertEqual(first.status, 0)
    XCTAssertEqual(
      first.stdout,
      """
      PASS    \(directory)/a.yaml  iphone-15-pro portrait en large
      PASS    \(directory)/b.yaml  iphone-15-pro landscapeLeft en large

      2 runs: 2 passed (shard 1/2 of 4 runs)

      """)
    let second = try runLayoutsim(["test", "--shard", "2/2", "--jobs", "1", directory])
    XCTAssertEqual(
      second.stdout,
      """
      PASS    \(directory)/b.yaml  iphone-15-pro portrait en large
      PASS    \(directory)/b.yaml  iphone-15-pro landscapeRight en large

      2 runs: 2 passed (shard 2/2 of 4 runs)

      """)
    let bad = try runLayoutsim(["test", "--shard", "3/2", directory])
    XCTAssertEqual(bad.status, 2)
    XCTAssertTrue(bad.stderr.contains("the shard K in '3/2' must be between 1 and 2"), bad.stderr)
  }

  func testJUnitReportIsWrittenForCI() throws {
    try write(Self.banner, "a.yaml")
    try write(Self.banner.replacingOccurrences(of: "Banner", with: "B & <b>"), "b.yaml")
    XCTAssertEqual(try runLayoutsim(["test", "--record", directory + "/a.yaml"]).status, 0)
    let report = directory + "/out/junit.xml"
    let result = try runLayoutsim(["test", "--junit", report, directory])
    XCTAssertEqual(result.status, 1)
    let xml = try String(contentsOfFile: report, encoding: .utf8)
    XCTAssertEqual(
      xml,
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="layoutsim test" tests="2" failures="1" errors="0">
        <testsuite name="\(directory)/a.yaml" tests="1" failures="0" errors="0" skipped="0">
          <testcase classname="\(directory)/a.yaml" name="iphone-15-pro portrait en large"/>
        </testsuite>
        <testsuite name="\(directory)/b.yaml" tests="1" failures="1" errors="0" skipped="0">
          <testcase classname="\(directory)/b.yaml" name="iphone-15-pro portrait en large">
            <failure message="no golden file \(directory)/b.golden/iphone-15-pro.portrait.en.large.txt; run &#39;layoutsim test --record \(directory)/b.yaml&#39; to record it">no golden file \(directory)/b.golden/iphone-15-pro.portrait.en.large.txt; run &#39;layoutsim test --record \(directory)/b.yaml&#39; to record it</failure>
          </testcase>
        </testsuite>
      </testsuites>

      """)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory + "/out"), ["junit.xml"])
  }

  func testAnInvalidScenarioIsReportedAndExitsTwo() throws {
    try write(Self.banner, "a.yaml")
    try write("device: iphone-15-pr\ncontroller: {view: {}}\n", "bad.yaml")
    XCTAssertEqual(try runLayoutsim(["test", "--record", directory + "/a.yaml"]).status, 0)
    let result = try runLayoutsim(["test", directory])
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(
      result.stdout,
      """
      PASS    \(directory)/a.yaml  iphone-15-pro portrait en large
      ERROR   \(directory)/bad.yaml
        \(directory)/bad.yaml:1:9: error: unknown device 'iphone-15-pr'; did you mean 'iphone-15-pro'?

      2 runs: 1 passed, 1 invalid

      """)
    let missing = try runLayoutsim(["test", directory + "/nope"])
    XCTAssertEqual(missing.status, 2)
    XCTAssertEqual(missing.stderr, "\(directory)/nope: error: no such file or directory\n")
  }

  func testObsoleteGoldenFilesAreReportedAndRemovedByRecording() throws {
    try write(Self.banner + "matrix: {orientations: [portrait, landscapeLeft]}\n", "banner.yaml")
    XCTAssertEqual(try runLayoutsim(["test", "--record", directory]).status, 0)
    try write(Self.banner, "banner.yaml")
    try write("notes\n", "banner.golden/notes.txt")
    let obsolete = directory + "/banner.golden/iphone-15-pro.landscapeLeft.en.large.txt"
    let file = directory + "/banner.yaml"
    let result = try runLayoutsim(["test", directory])
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(
      result.stdout,
      """
      PASS    \(file)  iphone-15-pro portrait en large
      obsolete golden file \(obsolete): no run of \(file) writes it; 'layoutsim test --record \(file)' removes it

      1 run: 1 passed

      """)
    let recorded = try runLayoutsim(["test", "--record", directory])
    XCTAssertTrue(recorded.stdout.contains("removed obsolete golden file \(obsolete)\n"), recorded.stdout)
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: directory + "/banner.golden").sorted(),
      ["iphone-15-pro.portrait.en.large.txt", "notes.txt"])
  }
}
