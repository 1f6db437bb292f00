import Foundation
import ScenarioTestSupport
import XCTest

/// `layoutsim run --html FILE --svg DIR`, run as a user would.
final class PicturesCommandTests: XCTestCase {
  static let scenario = """
    name: "Sign in & <go>"
    device: iphone-15-pro
    controller:
      view:
        subviews:
          - label: title
            text: Sign in
          - button: go
            title: Continue
      constraints:
        - title.top == safeArea.top + 20
        - title.leading == margins.leading
        - go.centerX == view.centerX
        - go.bottom == keyboard.top - 8
    events:
      - load
      - {rotate: landscapeLeft, as: landscape}
      - {keyboard: show, as: "typing: now"}
    expect:
      - at: landscape
        window: {go: [0, 0, 10, 10]}
    """

  var directory: URL!

  override func setUpWithError() throws {
    directory = try makeTemporaryDirectory(named: "layoutsim-pictures")
    try Data(Self.scenario.utf8).write(to: directory.appendingPathComponent("signin.yaml"))
  }


  func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

  func testHTMLAndSVGFilesAreWrittenBesideTheUsualReport() throws {
    let plain = try runLayoutsim(["run", path("signin.yaml")])
    let result = try runLayoutsim([
      "run", path("signin.yaml"), "--html", path("report.html"), "--svg", path("pictures/steps"),
    ])
    XCTAssertEqual(result.status, 1, result.stderr)  // the expectation fails on purpose
    XCTAssertEqual(result.stdout, plain.stdout)
    XCTAssertEqual(result.stderr, "")
    let html = try String(contentsOfFile: path("report.html"), encoding: .utf8)
    XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>\n"))
    XCTAssertTrue(html.contains("<h1>Sign in &amp; &lt;go&gt;</h1>"))
    XCTAssertEqual(html.components(separatedBy: "<section class=\"step\"").count - 1, 3)
    XCTAssertEqual(html.components(separatedBy: "<g class=\"mismatch\"").count - 1, 1)
    let files = try FileManager.default.contentsOfDirectory(atPath: path("pictures/steps")).sorted()
    XCTAssertEqual(files, ["step-01-load.svg", "step-02-landscape.svg", "step-03-typing-now.svg"])
    let svg = try String(contentsOfFile: path("pictures/steps/step-03-typing-now.svg"), encoding: .utf8)
    XCTAssertTrue(svg.contains("<g class=\"keyboard\">"))
    // Written through a temporary file and a rename: nothing else is left behind.
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(),
      ["pictures", "report.html", "signin.yaml"])
  }

  func testTheFilesAreTheSameBytesOnEveryRun() throws {
    _ = try runLayoutsim(["run", path("signin.yaml"), "--html", path("a.html"), "--svg", path("a")])
    _ = try runLayoutsim(["run", path("signin.yaml"), "--html", path("b.html"), "--svg", path("b")])
    XCTAssertEqual(
      FileManager.default.contents(atPath: path("a.html")),
      FileManager.default.contents(atPath: path("b.html")))
    for name in ["step-01-load.svg", "step-02-landscape.svg", "step-03-typing-now.svg"] {
      XCTAssertEqual(
        FileManager.default.contents(atPath: path("a/\(name)")),
        FileManager.default.contents(atPath: path("b/\(name)")), name)
    }
  }

  func testAnUnwritablePathIsAnErrorWithExitCodeTwo() throws {
    try Data("not a folder".utf8).write(to: directory.appendingPathComponent("file"))
    let result = try runLayoutsim(["run", path("signin.yaml"), "--svg", path("file")])
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(
      result.stderr.contains("cannot write '\(path("file"))': it is a file, not a folder"), result.stderr)
    // A missing folder is created (as `test --junit` does); one under a file cannot be.
    let missing = try runLayoutsim(["run", path("signin.yaml"), "--html", path("file/dir/x.html")])
    XCTAssertEqual(missing.status, 2)
    XCTAssertTrue(missing.stderr.contains("cannot write"), missing.stderr)
    XCTAssertEqual(missing.stdout, "")
  }
}
