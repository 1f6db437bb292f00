import ScenarioFormat
import Simulation
import XCTest

@testable import REPL

/// `why` on a value the keyboard layout guide decides names the keyboard's real frame.
final class ReplWhyKeyboardTests: XCTestCase {
  static let yaml = """
    name: Go
    device: iphone-15-pro
    controller:
      view:
        subviews:
          - view: bar
      constraints:
        - bar.bottomAnchor == view.keyboardLayoutGuide.topAnchor
        - bar.leading == view.leading
        - bar.trailing == view.trailing
        - bar.height == 44
    events: [load, {keyboard: show, as: typing}]
    """

  // The bar's bottom is decided on its own edge, by the guide: its height is no part of the
  // answer (it places the bar's top).
  func testWhyDescribesTheKeyboardGuideWithTheKeyboardsFrame() throws {
    var s = ReplSession(try Simulation(ScenarioReader.read(yaml: Self.yaml, file: "go.yaml")))
    _ = s.execute("step")
    // Hidden: the guide's top is the safe area's bottom, 852 − 34 = 818; the bar ends there.
    XCTAssertEqual(
      s.execute("why bar.bottom"),
      """
      bar.bottom = 818  (frame [0, 774, 393, 44])
        bar.bottom == keyboard.top  @1000  (go.yaml:8:7)
          keyboardLayoutGuide: the keyboard is hidden; the guide is [0, 818, 393, 34] in the window
            the root view fills the window (393×852)
      """)
    _ = s.execute("step")
    // Docked: iPhone 15 Pro's keyboard is 336 tall, its top at 852 − 336 = 516.
    XCTAssertEqual(
      s.execute("why bar.bottom"),
      """
      bar.bottom = 516  (frame [0, 472, 393, 44])
        bar.bottom == keyboard.top  @1000  (go.yaml:8:7)
          keyboardLayoutGuide: the keyboard is docked at [0, 516, 393, 336] in the window; the guide is [0, 516, 393, 336]
            the root view fills the window (393×852)
      """)
  }
}
