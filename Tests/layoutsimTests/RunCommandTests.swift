import Foundation
import ScenarioTestSupport
import XCTest

/// `layoutsim run`: output and exit codes as SCENARIO-FORMAT.md's "Output" gives them.
final class RunCommandTests: XCTestCase, TemporaryDirectoryTest {
  var directory: URL!

  override func setUpWithError() throws {
    directory = try makeTemporaryDirectory(named: "layoutsim-run")
  }

  static let box = """
    name: A box
    device: iphone-15-pro
    controller:
      view:
        subviews: [{view: box}]
      constraints:
        - box.top == safeArea.top
        - box.leading == view.leading + 10
        - box.width == 100
        - box.height == 40
    events: [load, {rotate: landscapeLeft, as: wide}]
    expect:
      - at: wide
        frames: {box: [10, 0, 100, 40]}
    """

  func testAPassingScenarioPrintsStepsAndExitsZero() throws {
    let path = try write("box.yaml", Self.box)
    let result = try runLayoutsim(["run", path])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(
      result.stdout,
      """
      A box  (\(path))
      iphone-15-pro, portrait, en, large

      Step 1: load
        log: loadView, viewDidLoad, viewWillAppear(_:), viewSafeAreaInsetsDidChange(), viewLayoutMarginsDidChange(), updateViewConstraints(), viewWillLayoutSubviews(), viewDidLayoutSubviews(), viewDidAppear(_:)
        frames (x, y, width, height in the superview; * changed):
        * view           0        0      393      852
        *   box         10       59      100       40

      Step 2 [wide]: rotate: landscapeLeft
        log: viewWillTransition(to: 852×393, with:), willTransition(to: wC hC, with:), traitCollectionDidChange(_:), viewSafeAreaInsetsDidChange(), viewLayoutMarginsDidChange(), updateViewConstraints(), viewWillLayoutSubviews(), viewDidLayoutSubviews()
        frames (x, y, width, height in the superview; * changed):
        * view           0        0      852      393
        *   box         10        0      100       40

      Expectations: 1 passed, 0 failed
        PASS  at wide  (\(path):13:5)

      """)
  }

  func testAFailingExpectationExitsOne() throws {
    let path = try write("box.yaml", Self.box.replacingOccurrences(of: "[10, 0, 100, 40]", with: "[10, 0, 120, 40]"))
    let result = try runLayoutsim(["run", path])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(
      result.stdout.contains("FAIL  at wide  (\(path):13:5)\n        frame of 'box': expected [10, 0, 120, 40], got [10, 0, 100, 40] (width -20)"),
      result.stdout)
  }

  func testAnInvalidScenarioPrintsItsErrorsAndExitsTwo() throws {
    let path = try write("bad.yaml", Self.box.replacingOccurrences(of: "box.leading ==", with: "box.leding =="))
    let result = try runLayoutsim(["run", path])
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(result.stdout, "")
    XCTAssertEqual(result.stderr, "\(path):8:11: error: unknown attribute 'leding'; did you mean 'leading'?\n")
  }

  func testAMissingFileExitsTwo() throws {
    let result = try runLayoutsim(["run", directory.appendingPathComponent("nope.yaml").path])
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.stderr.hasSuffix("nope.yaml: error: no such file\n"), result.stderr)
  }

  func testJSONHasTheContractsShape() throws {
    let path = try write("box.yaml", Self.box)
    let result = try runLayoutsim(["run", path, "--format", "json"])
    XCTAssertEqual(result.status, 0, result.stderr)
    let json = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    XCTAssertEqual(json["scenario"] as? String, "A box")
    XCTAssertEqual(json["file"] as? String, path)
    XCTAssertEqual(json["passed"] as? Bool, true)
    let steps = try XCTUnwrap(json["steps"] as? [[String: Any]])
    XCTAssertEqual(steps.count, 2)
    XCTAssertEqual(steps[1]["index"] as? Int, 2)
    XCTAssertEqual(steps[1]["event"] as? String, "rotate: landscapeLeft")
    XCTAssertEqual(steps[1]["label"] as? String, "wide")
    XCTAssertTrue(steps[0]["label"] is NSNull)
    let frames = try XCTUnwrap(steps[1]["frames"] as? [String: [String: [Double]]])
    XCTAssertEqual(frames["box"]?["frame"], [10, 0, 100, 40])
    XCTAssertEqual(frames["box"]?["window"], [10, 0, 100, 40])
    XCTAssertNotNil(steps[0]["log"] as? [String])
    XCTAssertNotNil(steps[0]["issues"] as? [Any])
    XCTAssertNil(steps[0]["animation"])
    let expectations = try XCTUnwrap(json["expectations"] as? [[String: Any]])
    XCTAssertEqual(expectations.first?["at"] as? String, "wide")
    XCTAssertEqual(expectations.first?["passed"] as? Bool, true)
    XCTAssertEqual((expectations.first?["failures"] as? [String])?.count, 0)
    // Byte for byte the same on a second run.
    XCTAssertEqual(try runLayoutsim(["run", path, "--format", "json"]).stdout, result.stdout)
  }
}
