import Foundation
import ScenarioTestSupport
import XCTest

/// The shipped Scenarios/ as a regression suite: every run matches its golden file, and a changed
/// constant in one of them fails with a diff naming the step and the view.
final class ShippedSuiteTests: XCTestCase {
  static let scenarios = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scenarios")

  func testTheShippedSuitePasses() throws {
    let result = try runLayoutsim(["test", Self.scenarios.path])
    XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
    // Every run passes, however many the shipped scenarios make (31 with opaque-tab-bar.yaml).
    let last = result.stdout.split(separator: "\n").last.map(String.init) ?? ""
    let counts = last.split(separator: " ").compactMap { Int($0) }
    XCTAssertTrue(last.hasSuffix(" passed") && counts.count == 2 && counts[0] == counts[1], result.stdout)
    XCTAssertGreaterThanOrEqual(counts.first ?? 0, 31, result.stdout)
  }

  func testChangingOneConstantOfRotateFailsWithADiff() throws {
    let directory = try makeTemporaryDirectory(named: "shipped")
    let original = try String(contentsOf: Self.scenarios.appendingPathComponent("rotate.yaml"), encoding: .utf8)
    let changed = original.replacingOccurrences(of: "caption.top == photo.bottom + 12", with: "caption.top == photo.bottom + 14")
    XCTAssertNotEqual(changed, original)
    try changed.write(to: directory.appendingPathComponent("rotate.yaml"), atomically: true, encoding: .utf8)
    try FileManager.default.copyItem(
      at: Self.scenarios.appendingPathComponent("rotate.golden"), to: directory.appendingPathComponent("rotate.golden"))
    let pages = directory.appendingPathComponent("pages")
    let result = try runLayoutsim(["test", directory.path, "--html", pages.path])
    XCTAssertEqual(result.status, 1)
    // The failed run's page of pictures, with the failed expectation's expected outline.
    let page = pages.appendingPathComponent("rotate.iphone-15-pro.portrait.en.large.html")
    XCTAssertTrue(result.stdout.contains("wrote \(page.path)"), result.stdout)
    let html = try String(contentsOf: page, encoding: .utf8)
    XCTAssertTrue(html.contains("<svg") && html.contains("expected caption"), String(html.prefix(300)))
    // The golden diff on the page, and the recorded frame drawn over the one the run has now.
    XCTAssertTrue(html.contains("<p class=\"verdict fail\">Golden file "), String(html.prefix(3000)))
    XCTAssertTrue(html.contains("<span class=\"del\">  - caption 16 292 165 20.333"), String(html.prefix(3000)))
    XCTAssertTrue(html.contains("<span class=\"ins\">  + caption 16 294 165 20.333"), String(html.prefix(3000)))
    XCTAssertTrue(
      html.contains("<title>caption: expected [16, 292, 165, 20.333], actual [16, 294, 165, 20.333] (window)</title>"),
      html)
    XCTAssertTrue(result.stdout.contains("step 1: load\n"), result.stdout)
    XCTAssertTrue(result.stdout.contains("- caption 16 292 165 20.333"), result.stdout)
    XCTAssertTrue(result.stdout.contains("+ caption 16 294 165 20.333"), result.stdout)
  }
}
