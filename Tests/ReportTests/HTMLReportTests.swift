import AutoLayout
import Simulation
import ScenarioTestSupport
import XCTest

@testable import Report

final class HTMLReportTests: XCTestCase {
  func testThePageHoldsOneSectionAndDrawingPerStepAndTheControls() throws {
    let simulation = try play(picturesYAML())
    let html = HTMLReport(simulation).render()
    XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">"))
    XCTAssertTrue(html.hasSuffix("</body>\n</html>\n"))
    XCTAssertEqual(occurrences(of: "<section class=\"step\"", in: html), 7)
    XCTAssertEqual(occurrences(of: "<svg xmlns=", in: html), 7)
    XCTAssertEqual(occurrences(of: "<?xml", in: html), 0)
    XCTAssertEqual(occurrences(of: "<input type=\"range\" id=\"slider\" min=\"1\" max=\"7\"", in: html), 1)
    XCTAssertEqual(occurrences(of: "<button type=\"button\" id=\"prev\"", in: html), 1)
    XCTAssertEqual(occurrences(of: "<button type=\"button\" id=\"next\"", in: html), 1)
    XCTAssertTrue(html.contains("\"ArrowLeft\"") && html.contains("\"ArrowRight\""))
    // Only the first step shows until the script or the slider picks another.
    XCTAssertEqual(occurrences(of: "data-step=\"1\">", in: html), 1)
    XCTAssertEqual(occurrences(of: " hidden>\n<h2>", in: html), 6)
  }

  func testThePageLoadsNothing() throws {
    let html = HTMLReport(try play(picturesYAML())).render()
    for external in ["<link", "src=", "url(", "@import", "https:"] {
      XCTAssertFalse(html.contains(external), external)
    }
    XCTAssertEqual(occurrences(of: "http:", in: html), 7)  // the SVG namespace, once per drawing
    XCTAssertEqual(occurrences(of: "http://www.w3.org/2000/svg", in: html), 7)
  }

  func testEachStepHasItsEventLogIssuesAndFramesTable() throws {
    let simulation = try play(picturesYAML())
    let html = HTMLReport(simulation).render()
    XCTAssertTrue(html.contains("<h2>Step 2 [landscape]: rotate: landscapeLeft</h2>"), html)
    XCTAssertTrue(html.contains("<li>viewWillTransition(to: 852×393, with:)</li>"), html)
    XCTAssertEqual(occurrences(of: "<table class=\"frames\">", in: html), 7)
    let rows = simulation.steps.map(\.frames.count).reduce(0, +)
    XCTAssertEqual(occurrences(of: "<td class=\"id\"", in: html), rows)
    let issues = simulation.steps.map(\.issues.count).reduce(0, +)
    XCTAssertEqual(occurrences(of: "<span class=\"issue-kind\">", in: html), issues)
    let go = try XCTUnwrap(simulation.steps[1].frame(of: "go"))
    XCTAssertTrue(
      html.contains(
        "go</td><td>button</td><td class=\"n\">\(Simulation.format(go.frame.minX))</td>"), html)
  }

  func testTheFailedExpectationShowsInTheHeaderAndAtItsStep() throws {
    let html = HTMLReport(try play(picturesYAML())).render()
    XCTAssertTrue(html.contains("<p class=\"verdict fail\">Expectations: 1 passed, 1 failed</p>"), html)
    XCTAssertEqual(occurrences(of: "<span class=\"status\">FAIL</span> at landscape", in: html), 2)
    XCTAssertEqual(occurrences(of: "<span class=\"status\">PASS</span> at typing", in: html), 2)
    XCTAssertEqual(occurrences(of: "<g class=\"mismatch\"", in: html), 1)
  }

  func testTheLegendNamesEveryKindAndOverlay() throws {
    let html = HTMLReport(try play(picturesYAML())).render()
    let legend = try XCTUnwrap(html.components(separatedBy: "<ul class=\"legend\">").last)
    XCTAssertEqual(occurrences(of: "<li>", in: legend), ViewKind.allCases.count + 10)
    for kind in ViewKind.allCases {
      XCTAssertTrue(legend.contains("background: \(ViewPalette.color(of: kind))\"></span>\(kind.rawValue)</li>"))
    }
    XCTAssertTrue(legend.contains("safe area</li>") && legend.contains("keyboard</li>"))
  }

  func testAConflictLogIsShownEscapedInTheConsole() throws {
    let html = HTMLReport(
      try play(
        """
        device: iphone-15-pro
        controller:
          view:
            subviews:
              - view: box
          constraints:
            - box.width == 100
            - {id: w2, is: "box.width == 200", active: false}
            - box.height == 50
            - box.top == safeArea.top
            - box.leading == margins.leading
        events:
          - load
          - activate: [w2]
        """)
    ).render()
    XCTAssertEqual(occurrences(of: "<pre class=\"message\">[LayoutConstraints] Unable to simultaneously", in: html), 1)
    XCTAssertTrue(html.contains("&lt;NSLayoutConstraint:#5 &#39;w2&#39; UIView:box.width == 200"), html)
    XCTAssertFalse(html.contains("<NSLayoutConstraint"))
    XCTAssertTrue(html.contains("<span class=\"issue-kind\">conflicts</span>"))
  }

  func testTextIsEscaped() throws {
    let html = HTMLReport(try play(picturesYAML())).render()
    XCTAssertTrue(html.contains("<h1>Pictures: header &amp; &lt;button&gt; meet the keyboard</h1>"), html)
    XCTAssertTrue(html.contains("<h2>Step 3 [back &lt;upright&gt; &amp; ready]: rotate: portrait</h2>"))
    XCTAssertFalse(html.contains("<button> meet"))
    XCTAssertFalse(html.contains("<upright>"))
  }

  func testTheSameSimulationGivesTheSameBytes() throws {
    let yaml = try picturesYAML()
    XCTAssertEqual(HTMLReport(try play(yaml)).render(), HTMLReport(try play(yaml)).render())
  }

  func testAScenarioWithoutExpectationsSaysSo() throws {
    let html = HTMLReport(
      try play(
        """
        device: iphone-15-pro
        controller:
          view: {}
        """)
    ).render()
    XCTAssertTrue(html.contains("<p class=\"verdict\">No expectations.</p>"))
    XCTAssertEqual(occurrences(of: "<section class=\"step\"", in: html), 1)
  }
}
