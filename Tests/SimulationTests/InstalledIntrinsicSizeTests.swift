import Foundation
import ScenarioFormat
import XCTest

@testable import AutoLayout
@testable import Simulation

/// The truncation check reads each label's intrinsic size as the engine installed it
/// (``LayoutEngine/installedIntrinsicSize(of:)``) instead of measuring its text again: after every
/// step of every shipped scenario, and of screens that change texts, locales, text sizes, Bold
/// Text and widths, it must equal a fresh measurement (``LayoutEngine/effectiveIntrinsicSize(of:)``)
/// for every view in the tree.
final class InstalledIntrinsicSizeTests: XCTestCase {
  func testEveryStepOfEveryShippedScenarioInstalledWhatAFreshMeasurementGives() throws {
    try EveryStep.playShippedScenarios(assertInstalledSizesAreFresh)
  }

  func testTextLocaleSizeAndWidthChangesKeepTheInstalledSizeFresh() throws {
    let yaml = """
      name: texts
      device: iphone-15-pro
      strings:
        en: {title: "Notifications", body: "A longer text that wraps onto more than one line here"}
        ar: {title: "الإشعارات", body: "نص أطول يلتف على أكثر من سطر واحد هنا في هذا المثال"}
      controller:
        view:
          subviews:
            - label: title
              text: "@title"
              font: body
            - label: body
              text: "@body"
              font: footnote
              lines: 0
            - button: go
              title: "Go"
        constraints:
          - title.top == safeArea.top
          - title.leading == margins.leading
          - body.top == title.bottom + 8
          - body.leading == margins.leading
          - body.trailing == margins.trailing
          - go.top == body.bottom + 8
          - go.leading == margins.leading
      events:
        - load
        - {locale: ar}
        - {rotate: landscapeLeft}
        - {set: {title.text: "Sounds and haptics"}}
        - {contentSize: accessibilityExtraLarge}
        - {legibilityWeight: bold}
        - {rotate: portrait}
        - {locale: en}
        - {contentSize: large}
      """
    try EveryStep.play(
      ScenarioReader.read(yaml: yaml, file: "texts.yaml"), named: "texts.yaml",
      assertInstalledSizesAreFresh)
  }

  private func assertInstalledSizesAreFresh(_ simulation: Simulation, _ step: String) {
    let engine = simulation.engine
    for id in engine.viewIDs where engine.view(id).measuresText {
      XCTAssertEqual(
        engine.installedIntrinsicSize(of: id), engine.effectiveIntrinsicSize(of: id),
        "\(step), view \(engine.view(id).name)")
    }
  }
}
