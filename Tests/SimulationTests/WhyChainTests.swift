import AutoLayout
import Report
import ScenarioTestSupport
import Simulation
import XCTest

/// The why-chain of a position asks its own edge first and the items placed first: `title.left`
/// is the margins guide's leading edge and the window, not the title's width, nor a sibling
/// placed against the title, nor a button centred in the root view (the page's screenshot once
/// showed all three under "Why x").
final class WhyChainTests: XCTestCase {
  static let yaml = """
    name: Why
    device: iphone-15-pro
    controller:
      view:
        subviews:
          - label: title
            text: Hello
          - label: subtitle
            text: World
          - button: go
            title: Continue
      constraints:
        - title.top == safeArea.top + 20
        - title.leading == margins.leading
        - {id: titleWidth, is: "title.width == 200"}
        - subtitle.top == title.bottom + 8
        - subtitle.leading == title.leading
        - subtitle.width == 160
        - go.top == subtitle.bottom + 20
        - go.centerX == view.centerX
    events: [load]
    """

  func testALeftEdgeIsExplainedByItsOwnEdgeOnly() throws {
    let simulation = try play(Self.yaml, named: "why.yaml")
    let lines = try XCTUnwrap(simulation.why("title", .left)).lines
    // iPhone 15 Pro in portrait: the root view's margins are 16 at the sides (59 and 34 are the
    // safe area's top and bottom), so the title's leading edge is at 16.
    XCTAssertEqual(
      lines.joined(separator: "\n"),
      """
      title.left = 16  (frame [16, 79, 200, 20.333])
        title.leading == margins.leading  @1000  (why.yaml:14:7)
          UILayoutGuide:view.margins'UIViewLayoutMarginsGuide': insets [59, 16, 34, 16] from view
            the root view fills the window (393×852)
      """)
  }

  /// A view placed by its centre: its left edge comes from the centring constraint and its
  /// width, here its intrinsic size.
  func testALeftEdgeWithoutAConstraintOnItIsExplainedThroughTheAxis() throws {
    let simulation = try play(Self.yaml, named: "why.yaml")
    let lines = try XCTUnwrap(simulation.why("go", .left)).lines
    XCTAssertEqual(lines.count, 4, lines.joined(separator: "\n"))
    XCTAssertTrue(lines[1].hasPrefix("  go.centerX == view.centerX  @1000"), lines[1])
    XCTAssertEqual(lines[2], "    the root view fills the window (393×852)")
    XCTAssertTrue(lines[3].hasPrefix("  intrinsic content size: "), lines[3])
  }
}
