import AutoLayout
import ScenarioFormat
import ScenarioTestSupport
import Simulation
import XCTest

/// `ios: 10` measures system text in SF UI (Text below 20 pt, Display from 20 pt), `ios: 11` and
/// later in SF Pro. Widths are worked by hand in AutoLayoutTests/SFUITypefaceTests (the glyph
/// units and their sums); heights are the shared vertical metrics, ceil-to-@2x(1.1934 × size).
final class SFUILabelTests: XCTestCase {
  func scenario(ios: String) -> String {
    """
    name: sf ui labels
    device: iphone-7
    ios: \(ios)
    controller:
      view:
        subviews:
          - label: sound
            text: "Sound"
            font: {size: 20}
          - label: hello
            text: "Hello"
            font: {size: 24}
          - label: tap
            text: "Single finger tap"
            font: {size: 17}
      constraints:
        - sound.top == view.top + 40
        - sound.leading == view.leading + 16
        - hello.top == sound.bottom + 8
        - hello.leading == sound.leading
        - tap.top == hello.bottom + 8
        - tap.leading == sound.leading
    events:
      - load
    """
  }

  /// iOS 10: "Sound" 58.281 → 58.5 wide, 20 pt line 23.868 → 24 tall; "Hello" 54.492 → 54.5 ×
  /// 28.641 → 29; "Single finger tap" 124.968 → 125 × 20.287 → 20.5.
  func testIOS10LabelsAreSFUIWide() throws {
    let simulation = try play(scenario(ios: "10"))
    XCTAssertEqual(simulation.frame("sound", at: 1), rect(16, 40, 58.5, 24))
    XCTAssertEqual(simulation.frame("hello", at: 1), rect(16, 72, 54.5, 29))
    XCTAssertEqual(simulation.frame("tap", at: 1), rect(16, 109, 125, 20.5))
  }

  /// iOS 11: SF Pro Display "Sound" 56.436 → 56.5, "Hello" 53.367 → 53.5; "Single finger tap"
  /// 125.002 → 125.5.
  func testIOS11LabelsAreSFProWide() throws {
    let simulation = try play(scenario(ios: "11"))
    XCTAssertEqual(simulation.frame("sound", at: 1), rect(16, 40, 56.5, 24))
    XCTAssertEqual(simulation.frame("hello", at: 1), rect(16, 72, 53.5, 29))
    XCTAssertEqual(simulation.frame("tap", at: 1), rect(16, 109, 125.5, 20.5))
  }
}
