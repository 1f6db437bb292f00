import AutoLayout
import Foundation
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

  /// The JSON report notes what the text report notes: `alpha` where it is not 1, `hidden` for
  /// a hidden view; neither key otherwise. Step 2 fades `a` and hides `b`.
  func testTheJSONReportCarriesAlphaAndHidden() throws {
    let yaml = Self.yaml.replacingOccurrences(
      of: "{set: {box.alpha: 1, a.alpha: 0}}",
      with: "{set: {box.alpha: 1, a.alpha: 0.25, b.hidden: true}}")
    let json = JSONReport(try play(yaml)).render()
    let document = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], json)
    let steps = try XCTUnwrap(document["steps"] as? [[String: Any]])
    func view(_ id: String, at step: Int) throws -> [String: Any] {
      let frames = try XCTUnwrap(steps[step - 1]["frames"] as? [String: Any])
      return try XCTUnwrap(frames[id] as? [String: Any], "\(id) at step \(step)")
    }
    XCTAssertEqual(try view("box", at: 1)["alpha"] as? Double, 0.5)
    XCTAssertNil(try view("box", at: 1)["hidden"])
    XCTAssertEqual(try view("box", at: 1)["frame"] as? [Double], [16, 59, 100, 40])
    XCTAssertEqual(Set(try view("box", at: 2).keys), ["frame", "window"])
    XCTAssertEqual(try view("a", at: 2)["alpha"] as? Double, 0.25)
    XCTAssertEqual(try view("b", at: 2)["hidden"] as? Bool, true)
    XCTAssertNil(try view("b", at: 2)["alpha"])
  }

  /// An animated fade moves alpha along the curve as Core Animation moves opacity: linear over
  /// 4 ticks from 0.5 to 0, 0.5 − 0.5 × 1/4 = 0.375, then 0.25, 0.125 and 0 at the end.
  func testAnAnimatedFadeMovesAlphaAlongTheCurve() throws {
    let yaml = Self.yaml.replacingOccurrences(
      of: "{set: {box.alpha: 1, a.alpha: 0}}",
      with: "{animate: {box.alpha: 0}, duration: 0.2, curve: linear, frames: 4}")
    let sim = try play(yaml)
    let ticks = try XCTUnwrap(sim.steps[1].animation)
    XCTAssertEqual(
      ticks.map { $0.frames.first { $0.id == "box" }?.alpha }, [0.375, 0.25, 0.125, 0])
    XCTAssertEqual(ticks.last?.frames, sim.steps[1].frames)
  }

  func testAlphaOutsideZeroToOneIsRefused() throws {
    let yaml = Self.yaml.replacingOccurrences(of: "alpha: 0.5", with: "alpha: 1.5")
    XCTAssertThrowsError(try ScenarioReader.read(yaml: yaml, file: "alpha.yaml")) { error in
      XCTAssertEqual("\(error)", "alpha.yaml:6:16: error: alpha 1.5 is outside 0...1")
    }
  }
}
