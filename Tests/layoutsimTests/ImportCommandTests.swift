import Foundation
import ScenarioTestSupport
import XCTest

/// `layoutsim import` and `layoutsim run FILE.storyboard`: files written, reports, exit codes.
final class ImportCommandTests: XCTestCase {
  var directory: URL!

  /// `../shared/corpus/albookcode/sample-code` beside the package (or `$LAYOUTSIM_CORPUS`).
  static var corpus: String {
    if let path = ProcessInfo.processInfo.environment["LAYOUTSIM_CORPUS"], !path.isEmpty {
      return path
    }
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("shared/corpus/albookcode/sample-code").path
  }

  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("InterfaceBuilderTests/Fixtures")

  override func setUpWithError() throws {
    directory = try makeTemporaryDirectory(named: "layoutsim-import")
  }

  func testImportWritesOneScenarioPerSceneThatRunsAndPasses() throws {
    let storyboard =
      Self.corpus + "/safe-areas-layout-margins/SafeArea-v2/SafeArea-v2/Base.lproj/Main.storyboard"
    let result = try runLayoutsim(["import", storyboard, "-o", directory.path])
    XCTAssertEqual(result.status, 0, result.stderr)
    let written = directory.appendingPathComponent("Main-ViewController.yaml")
    XCTAssertEqual(result.stdout, "wrote \(written.path) (5 views, 16 constraints, 0 notes)\n")
    let yaml = try String(contentsOf: written, encoding: .utf8)
    XCTAssertTrue(yaml.contains("  embed: [tab, navigation]\n"))
    let run = try runLayoutsim(["run", written.path])
    XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
  }

  func testRunReadsAStoryboardDirectly() throws {
    let storyboard = Self.corpus + "/layout-priorities/CHCR-v1/CHCR-v1/Base.lproj/Main.storyboard"
    let result = try runLayoutsim(["run", storyboard, "--no-color"])
    XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
    XCTAssertTrue(
      result.stdout.contains("Main.storyboard: ViewController (scene BYZ-38-t0r)"), result.stdout)
  }

  func testRunOfAStoryboardWithADanglingIDExitsTwo() throws {
    let path = Self.fixtures.appendingPathComponent("dangling.storyboard").path
    let result = try runLayoutsim(["run", path])
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(
      result.stderr,
      "\(path):15:29: error: constraint 'c1' names 'nope' as its secondItem, but no view or layout guide in the file has that id\n"
    )
    let imported = try runLayoutsim(["import", path, "-o", directory.path])
    XCTAssertEqual(imported.status, 2)
    XCTAssertEqual(imported.stderr, result.stderr)
  }

  func testCheckReportsTheCorpusFidelity() throws {
    let result = try runLayoutsim(["import", "--check", Self.corpus, "--worst", "3"])
    XCTAssertEqual(result.status, 0, result.stderr)
    // A floor, not the figure: the share may only improve.
    let overall = try XCTUnwrap(
      result.stdout.split(separator: "\n").first { $0.hasPrefix("Overall: ") }, result.stdout)
    XCTAssertTrue(overall.hasSuffix("in 60 files"), String(overall))
    let percent = try XCTUnwrap(
      overall.split(separator: "(").last?.split(separator: "%").first.flatMap { Double($0) })
    XCTAssertGreaterThanOrEqual(percent, 97.0, String(overall))
    XCTAssertTrue(
      result.stdout.contains("  scroll-views: 24 of 24 views match (100.0%) in 4 files\n"),
      result.stdout)
  }
}

extension ImportCommandTests {
  func testAMissingFileExitsTwo() throws {
    let path = directory.appendingPathComponent("Missing.storyboard").path
    let result = try runLayoutsim(["import", path])
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(result.stderr, "\(path):1:1: error: no such file\n")
  }
}

extension ImportCommandTests {
  /// A scene whose scenario would be larger than `run` reads is refused where the scene starts,
  /// and no file is written, not even the other scenes'.
  func testAScenarioTooLargeToRunIsNotWritten() throws {
    let text = String(repeating: "x", count: 4 * 1024 * 1024 + 10)
    func scene(_ id: String, _ subviews: String) -> String {
      """
              <scene sceneID="s\(id)">
                  <objects>
                      <viewController id="\(id)" sceneMemberID="viewController">
                          <view key="view" id="root\(id)">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                              <subviews>\(subviews)</subviews>
                          </view>
                      </viewController>
                  </objects>
              </scene>

      """
    }
    let label = """
      <label text="\(text)" id="big"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></label>
      """
    let storyboard =
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17156">
          <scenes>

      """ + scene("small", "") + scene("large", label) + "    </scenes>\n</document>\n"
    let path = directory.appendingPathComponent("Large.storyboard").path
    try storyboard.write(toFile: path, atomically: true, encoding: .utf8)
    let output = directory.appendingPathComponent("out")
    let result = try runLayoutsim(["import", path, "-o", output.path])
    XCTAssertEqual(result.status, 2, result.stdout)
    // The large scene's `<viewController` is on the 16th line, its `<` in column 17.
    XCTAssertTrue(
      result.stderr.hasPrefix(
        "\(path):16:17: error: this scene would be written as Large-large.yaml of "),
      result.stderr)
    XCTAssertTrue(
      result.stderr.hasSuffix(" bytes, more than the 4194304 a scenario may have; nothing was written\n"),
      result.stderr)
    XCTAssertEqual(result.stdout, "")
    XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
  }
}
