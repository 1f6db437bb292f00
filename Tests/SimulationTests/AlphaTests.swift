import AutoLayout
import Report
import ScenarioFormat
import Simulation
import ScenarioTestSupport
import XCTest

/// `alpha`: declared and set like any view property, ignored by layout, shown beside the frame.
final class AlphaTests: XCTestCase {
  // Frames by hand, iPhone 15 Pro (safe area top 59, root margins 16): a 100 × 40 box at the
  // margins' leading edge, under the safe area; a stack arranges two 50-point squares side by
  // side. A transparent view keeps its frame and its place in the stack (only `hidden` collapses).
  static let yaml = """
    device: iphone-15-pro
    controller:
      view:
        subviews:
          - view: box
            alpha: 0.5
          - stack: row
            arranged:
              - view: a
                intrinsicSize: [50, 50]
              - view: b
                intrinsicSize: [50, 50]
      constraints:
        - box.top == safeArea.top
        - box.leading == margins.leading
        - box.width == 100
        - box.height == 40
        - row.top == box.bottom
        - row.leading == margins.leading
    events:
      - load
      - {set: {box.alpha: 1, a.alpha: 0}}
    """

  func testAlphaIsReportedAndLeavesLayoutAlone() throws {
    let sim = try play(Self.yaml)
    XCTAssertEqual(sim.frame("box", at: 1), rect(16, 59, 100, 40))
    XCTAssertEqual(sim.steps[0].frame(of: "box")?.notes, ["alpha 0.5"])
    XCTAssertEqual(sim.steps[1].frame(of: "box")?.notes, [])
    // Transparent, `a` still takes its 50 points of the row: `b` stays beside it.
    XCTAssertEqual(sim.frame("a", at: 2), rect(0, 0, 50, 50))
    XCTAssertEqual(sim.frame("b", at: 2), rect(50, 0, 50, 50))
    XCTAssertEqual(sim.steps[1].frame(of: "a")?.notes, ["alpha 0"])
    let text = TextReport(sim, color: false).render()
    XCTAssertTrue(text.contains("  *   box         16       59      100       40  (alpha 0.5)\n"), text)
    XCTAssertTrue(text.contains("        a          0        0       50       50  (alpha 0)\n"), text)
  }

  func testAlphaOutsideZeroToOneIsRefused() throws {
    let yaml = Self.yaml.replacingOccurrences(of: "alpha: 0.5", with: "alpha: 1.5")
    XCTAssertThrowsError(try ScenarioReader.read(yaml: yaml, file: "alpha.yaml")) { error in
      XCTAssertEqual("\(error)", "alpha.yaml:6:16: error: alpha 1.5 is outside 0...1")
    }
  }
}
