import ScenarioFormat
import XCTest

@testable import Regression

final class JUnitReportTests: XCTestCase {
  func testOneSuitePerFileOneCasePerRunFailuresAndErrors() {
    let variant = RunVariant(device: "iphone-15-pro", orientation: .portrait, locale: "en", contentSize: .large)
    let results = [
      RunResult(file: "a.yaml", variant: variant, golden: .matches),
      RunResult(
        file: "a.yaml", variant: variant, goldenPath: "a.golden/x.txt", golden: .missing),
      RunResult(
        file: "b<&>.yaml", variant: nil,
        errors: ScenarioErrors([ScenarioError("unknown view 'x' \"quoted\"", at: SourceLocation(file: "b.yaml", line: 2, column: 3))])),
    ]
    XCTAssertEqual(
      JUnitReport.render(results),
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="layoutsim test" tests="3" failures="1" errors="1">
        <testsuite name="a.yaml" tests="2" failures="1" errors="0" skipped="0">
          <testcase classname="a.yaml" name="iphone-15-pro portrait en large"/>
          <testcase classname="a.yaml" name="iphone-15-pro portrait en large">
            <failure message="no golden file a.golden/x.txt; run &#39;layoutsim test --record a.yaml&#39; to record it">no golden file a.golden/x.txt; run &#39;layoutsim test --record a.yaml&#39; to record it</failure>
          </testcase>
        </testsuite>
        <testsuite name="b&lt;&amp;&gt;.yaml" tests="1" failures="0" errors="1" skipped="0">
          <testcase classname="b&lt;&amp;&gt;.yaml" name="(scenario)">
            <error message="invalid scenario">b.yaml:2:3: error: unknown view &#39;x&#39; &quot;quoted&quot;</error>
          </testcase>
        </testsuite>
      </testsuites>

      """)
  }

  func testEscapingKeepsEveryDocumentWellFormed() {
    XCTAssertEqual(JUnitReport.text("a < b && c > \"d\"\n\u{1B}[31m"), "a &lt; b &amp;&amp; c &gt; &quot;d&quot;\n\u{FFFD}[31m")
    XCTAssertEqual(JUnitReport.attribute("'x'\n\t\"y\"\r"), "&#39;x&#39;&#10;&#9;&quot;y&quot;&#13;")
  }
}
