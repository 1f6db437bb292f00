import AutoLayout
import ScenarioFormat
import ScenarioTestSupport
import Simulation
import XCTest

/// A custom device's `rootMargins`: the root view's side margins stated for a canvas that is no
/// device (the importer writes 16 for Xcode 6's square), in place of the system's rules.
final class RootMarginsTests: XCTestCase {
  /// A view pinned 10 from the root's leading margin, on the 600-wide square on iOS 9.
  static func yaml(_ margins: String) -> String {
    """
    device: {base: iphone-8-plus, size: [600, 600]\(margins)}
    ios: 9
    controller:
      view:
        subviews:
          - view: box
            intrinsicSize: [100, 10]
      constraints:
        - box.leading == margins.leading + 10
        - box.top == view.top
    events:
      - load
    """
  }

  /// Before iOS 11 a root 600 wide has 20-pt margins (SystemMetrics.legacyRootMargin): 20 + 10.
  func testWithoutStatedMarginsTheWidthRuleApplies() throws {
    XCTAssertEqual(try play(Self.yaml("")).frame("box", at: 1), rect(30, 0, 100, 10))
  }

  /// Stated 16 in portrait: 16 + 10 = 26.
  func testStatedMarginsReplaceTheRule() throws {
    let sim = try play(Self.yaml(", rootMargins: {portrait: 16, landscape: 16}"))
    XCTAssertEqual(sim.frame("box", at: 1), rect(26, 0, 100, 10))
  }

  /// Only landscape stated: portrait keeps the rule, 30.
  func testAnOrientationLeftOutKeepsTheRule() throws {
    let sim = try play(Self.yaml(", rootMargins: {landscape: 16}"))
    XCTAssertEqual(sim.frame("box", at: 1), rect(30, 0, 100, 10))
  }

  /// A negative margin is refused with its place.
  func testANegativeMarginIsAnError() {
    XCTAssertThrowsError(
      try ScenarioReader.read(
        yaml: Self.yaml(", rootMargins: {portrait: -4}"), file: "m.yaml")
    ) { error in
      XCTAssertTrue("\(error)".contains("m.yaml:1:"), "\(error)")
      XCTAssertTrue("\(error)".contains("root margin"), "\(error)")
    }
  }
}
