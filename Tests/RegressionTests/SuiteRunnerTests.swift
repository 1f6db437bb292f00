import Foundation
import ScenarioFormat
import ScenarioTestSupport
import XCTest

@testable import Regression

final class SuiteRunnerTests: XCTestCase {
  func testGoldenFilesLiveInAFolderNamedAfterTheScenario() {
    XCTAssertEqual(SuiteRunner.goldenPath(for: "Scenarios/rotate.yaml", name: "x.txt"), "Scenarios/rotate.golden/x.txt")
    XCTAssertEqual(SuiteRunner.goldenPath(for: "form.yml", name: "x.txt"), "form.golden/x.txt")
  }

  func testRecordThenCompareThenDetectAChange() throws {
    let directory = try temporaryDirectory(self)
    let file = directory + "/banner.yaml"
    try write(bannerScenario + "matrix: {orientations: [portrait, landscapeLeft]}\n", to: file)
    let plan = SuitePlan(files: [file], jobs: 2)
    XCTAssertEqual(plan.items.count, 2)

    let missing = SuiteRunner(record: false, jobs: 2).run(plan.items)
    XCTAssertEqual(missing.map(\.status), [.failed, .failed])
    XCTAssertEqual(missing.map(\.golden), [.missing, .missing])

    let recorded = SuiteRunner(record: true, jobs: 2).run(plan.items)
    XCTAssertEqual(recorded.map(\.golden), [.recorded(.new), .recorded(.new)])
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: directory + "/banner.golden").sorted(),
      ["iphone-15-pro.landscapeLeft.en.large.txt", "iphone-15-pro.portrait.en.large.txt"])
    XCTAssertEqual(SuiteRunner(record: true, jobs: 1).run(plan.items).map(\.golden), [.recorded(.unchanged), .recorded(.unchanged)])
    XCTAssertEqual(SuiteRunner(record: false, jobs: 2).run(plan.items).map(\.status), [.passed, .passed])

    // A renamed scenario or a comment written by hand changes no frame.
    let golden = directory + "/banner.golden/iphone-15-pro.portrait.en.large.txt"
    let text = try String(contentsOfFile: golden, encoding: .utf8)
    try write(text.replacingOccurrences(of: "# scenario: Banner", with: "# a note\n# scenario: Old"), to: golden)
    XCTAssertEqual(SuiteRunner(record: false, jobs: 2).run(plan.items).map(\.golden), [.matches, .matches])
    XCTAssertEqual(SuiteRunner(record: true, jobs: 2).run(plan.items).map(\.golden), [.recorded(.updated), .recorded(.unchanged)])
    XCTAssertEqual(try String(contentsOfFile: golden, encoding: .utf8), text)

    try write("frames, once\n", to: golden)
    XCTAssertEqual(
      SuiteRunner(record: false, jobs: 1).run(plan.items).first?.golden,
      .unreadable("\(golden):1:1: error: expected '# format: 1' before the first step"))
    try write(text, to: golden)

    try write(
      bannerScenario.replacingOccurrences(of: "banner.height == 100", with: "banner.height == 90")
        + "matrix: {orientations: [portrait, landscapeLeft]}\n", to: file)
    let changed = SuiteRunner(record: false, jobs: 2).run(SuitePlan(files: [file], jobs: 1).items)
    guard case .differs(let diff)? = changed.first?.golden else {
      return XCTFail("expected a difference, got \(String(describing: changed.first?.golden))")
    }
    XCTAssertEqual(
      diff.lines,
      [
        "step 1: load",
        "  - banner 0 59 393 100  window 0 59 393 100",
        "  + banner 0 59 393 90  window 0 59 393 90",
        "step 2 [landscape]: rotate: landscapeLeft",
        "  - banner 59 0 734 100  window 59 0 734 100",
        "  + banner 59 0 734 90  window 59 0 734 90",
      ])
  }

  func testFailedExpectationsFailTheRunAndInvalidScenariosAreOneItem() throws {
    let directory = try temporaryDirectory(self)
    try write(bannerScenario + "expect:\n  - at: landscape\n    frames: {banner: [0, 0, 10, 10]}\n", to: directory + "/a.yaml")
    try write("device: nowhere\ncontroller: {view: {}}\nmatrix: {orientations: [portrait, landscapeLeft]}\n", to: directory + "/b.yaml")
    let plan = SuitePlan(files: [directory + "/a.yaml", directory + "/b.yaml"], jobs: 2)
    let results = SuiteRunner(record: true, jobs: 2).run(plan.items)
    XCTAssertEqual(results.map(\.status), [.failed, .invalid])
    XCTAssertEqual(
      results[0].expectationFailures,
      [
        "expectation at landscape (\(directory)/a.yaml:16:5): frame of 'banner': expected [0, 0, 10, 10], "
          + "got [59, 0, 734, 100] (x +59, width +724, height +90)"
      ])
    XCTAssertEqual(results[1].errors?.errors.first?.location.line, 1)
  }

  func testResultsComeInOrderWhateverOrderTheyFinishIn() {
    let order = Recorder()
    let outputs = WorkPool(jobs: 4).map(
      Array(0..<50), { n in
        usleep(UInt32((50 - n) * 200))
        return n * n
      }, ready: { index, output in order.append(index, output) })
    XCTAssertEqual(outputs, (0..<50).map { $0 * $0 })
    XCTAssertEqual(order.values, (0..<50).map { [$0, $0 * $0] })
  }
}

/// Collects what the pool hands on (it calls one at a time; the lock is for the checker).
private final class Recorder: @unchecked Sendable {
  private let lock = NSLock()
  private var collected: [[Int]] = []
  func append(_ a: Int, _ b: Int) {
    lock.lock()
    collected.append([a, b])
    lock.unlock()
  }
  var values: [[Int]] {
    lock.lock()
    defer { lock.unlock() }
    return collected
  }
}
