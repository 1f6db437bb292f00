import Report
import ScenarioTestSupport
import Simulation
import XCTest

/// Untrusted text in the text report: a scenario's name, texts and messages may hold terminal
/// escape codes; none reaches the terminal raw.
final class TextReportSafetyTests: XCTestCase {
  /// YAML's `\e` is ESC: `ESC [ 2 J` clears a terminal, `ESC ] 0 ; … BEL` retitles it.
  static let hostile = #"""
    name: "Sign in\e[2J\e]0;pwned\a"
    device: iphone-15-pro
    controller:
      view:
        subviews: [{label: title, text: "Hi\e[31m"}]
      constraints:
        - title.top == safeArea.top
        - title.leading == view.leading
    events: [load, {set: {title.text: "Bye\e[0m"}}]
    """#

  func testEscapeCodesArePrintedEscaped() throws {
    let text = TextReport(try play(Self.hostile), color: false).render()
    XCTAssertFalse(text.unicodeScalars.contains("\u{1B}"), text)
    XCTAssertFalse(text.unicodeScalars.contains("\u{07}"), text)
    XCTAssertTrue(text.hasPrefix("Sign in\\u{1B}[2J\\u{1B}]0;pwned\\u{7}  (pictures.yaml)\n"), text)
  }

  /// With colour on, the only escape codes are the report's own: SGR sequences it writes around
  /// whole lines (`ESC [ <digits> m`).
  func testWithColourTheOnlyEscapesAreTheReportsOwn() throws {
    let text = TextReport(try play(Self.hostile), color: true).render()
    let scalars = Array(text.unicodeScalars)
    for (index, scalar) in scalars.enumerated() where scalar == "\u{1B}" {
      let rest = scalars[(index + 1)...].prefix { $0 != "m" }
      XCTAssertEqual(rest.first, "[", text)
      XCTAssertTrue(rest.dropFirst().allSatisfy { ("0"..."9").contains($0) }, String(String.UnicodeScalarView(rest)))
    }
  }
}
