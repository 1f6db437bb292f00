import Foundation
import ScenarioFormat
import XCTest

@testable import AutoLayout
@testable import Simulation

/// A layout pass reads again only the values the solver changed since the last pass
/// (``Solver/trackedValues(of:)``) and keeps the others; after every step of every shipped
/// scenario, and of a right-to-left screen that rotates, flips and changes text, what it kept must
/// equal a full read of every view's frame, bit for bit.
final class TrackedFramesTests: XCTestCase {
  func testEveryStepOfEveryShippedScenarioKeepsTheFullReadsFrames() throws {
    try EveryStep.playShippedScenarios(assertKeptFramesAreFull)
  }

  func testFlipsRotationsAndTextChangesKeepTheFullReadsFrames() throws {
    let yaml = """
      name: rows
      device: iphone-15-pro
      strings:
        en: {title: "Notifications"}
        ar: {title: "الإشعارات"}
      controller:
        view:
          subviews:
            - view: row0
              subviews:
                - label: title0
                  text: "@title"
                  font: body
            - view: row1
              subviews:
                - label: title1
                  text: "@title"
                  font: body
        constraints:
          - row0.top == safeArea.top
          - row1.top == row0.bottom
          - row0.leading == margins.leading
          - row0.trailing == margins.trailing
          - row1.leading == margins.leading
          - row1.trailing == margins.trailing
          - {id: height0, is: "row0.height == 44"}
          - row1.height == 44
          - title0.leading == row0.leading + 12
          - title0.centerY == row0.centerY
          - title1.trailing == row1.trailing - 12
          - title1.centerY == row1.centerY
      events:
        - load
        - {locale: ar}
        - {rotate: landscapeLeft}
        - {set: {title1.text: "Sounds and haptics"}}
        - {contentSize: extraExtraLarge}
        - {animate: {height0.constant: 60}, duration: 0.25}
        - {keyboard: show}
        - {locale: en}
        - {rotate: portrait}
      expect:
        - at: every
          no: [conflicts]
      """
    try EveryStep.play(
      ScenarioReader.read(yaml: yaml, file: "rows.yaml"), named: "rows.yaml",
      assertKeptFramesAreFull)
  }

  private func assertKeptFramesAreFull(_ simulation: Simulation, _ step: String) {
    var engine = simulation.engine
    // The pass reads its list of every view's variables, kept as views are made: the same as
    // looking each view's up.
    let looked = engine.nodes.indices.flatMap { index in
      let v = engine.variables[.view(ViewID(index))]!
      return [v.start, v.top, v.width, v.height]
    }
    XCTAssertEqual(engine.viewVariableList, looked, step)
    let kept = engine.currentViewFrames()
    let full = engine.currentViewFrames(fullRead: true)
    XCTAssertEqual(kept.count, full.count, step)
    for (id, (a, b)) in zip(kept, full).enumerated() {
      let same = [a.minX, a.minY, a.width, a.height].map(\.bitPattern)
        == [b.minX, b.minY, b.width, b.height].map(\.bitPattern)
      XCTAssertTrue(same, "\(step), view \(id): kept \(a), full read \(b)")
    }
  }
}
