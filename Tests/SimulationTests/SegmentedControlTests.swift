import AutoLayout
import ScenarioFormat
import ScenarioTestSupport
import Simulation
import XCTest

/// The scenario's `segmentedControl`: sized from its `segments` (SegmentedControlMetrics), a
/// point taller than the rectangle its constraints place.
final class SegmentedControlTests: XCTestCase {
  // iPhone 8 on iOS 10 (375 wide, no safe-area top below the 20-point status bar is used here):
  // "Photo" | "Movie" is 2 × (37 + 14) + 1 = 103 wide, centred: x = (375 − 103) / 2 = 136 (where
  // Apple's AVCam saves it); 28 tall to constraints, its frame 29. The apportioned control's
  // segments are "Day" 24 + 14, "Month" 39 + 14 and a divider: 92, its top 8 below the first
  // control's alignment rectangle (20 + 28 + 8 = 56).
  static let yaml = """
    device: iphone-8
    ios: 10
    controller:
      view:
        subviews:
          - segmentedControl: mode
            segments: [Photo, Movie]
          - segmentedControl: range
            segments: [Day, Month]
            apportionsSegmentWidthsByContent: true
      constraints:
        - mode.centerX == view.centerX
        - mode.top == view.top + 20
        - range.leading == view.leading
        - range.top == mode.bottom + 8
    events:
      - load
    """

  func testASegmentedControlIsSizedByItsTitles() throws {
    let sim = try play(Self.yaml)
    XCTAssertEqual(sim.frame("mode", at: 1), rect(136, 20, 103, 29))
    XCTAssertEqual(sim.frame("range", at: 1), rect(0, 56, 92, 29))
  }

  /// On iOS 17 titles are measured in the medium weight and each segment adds 18
  /// (SegmentedControlMetrics): "Photo" | "Movie" is 2 × (37 + 18) + 1 = 111 wide, centred at
  /// x = (375 − 111) / 2 = 132; 31 tall to constraints, its frame 32. Apportioned, "Day" 24 + 18
  /// and "Month" 40 + 18 and a divider: 101, 8 below the first one's alignment rectangle
  /// (20 + 31 + 8 = 59).
  func testOnIOS17ASegmentedControlIsSizedByItsMediumTitles() throws {
    let sim = try play(Self.yaml.replacingOccurrences(of: "ios: 10", with: "ios: 17"))
    XCTAssertEqual(sim.frame("mode", at: 1), rect(132, 20, 111, 32))
    XCTAssertEqual(sim.frame("range", at: 1), rect(0, 59, 101, 32))
  }

  /// A control pinned at both edges is as wide as they make it (375 − 2 × 16) whatever its
  /// titles, 31 tall to constraints and 32 on screen.
  func testOnIOS13APinnedControlTakesItsConstraintsWidth() throws {
    let yaml = """
      device: iphone-8
      ios: 13
      controller:
        view:
          subviews:
            - segmentedControl: mode
              segments: [Photo, Movie]
        constraints:
          - mode.leading == view.leading + 16
          - mode.trailing == view.trailing - 16
          - mode.top == view.top + 20
      events:
        - load
      """
    XCTAssertEqual(try play(yaml).frame("mode", at: 1), rect(16, 20, 343, 32))
  }

  /// `segments` is a list of one or more titles, and only a segmented control's.
  func testBadSegmentsAreErrorsAtTheirPlace() {
    func errors(_ view: String) -> String {
      do {
        _ = try ScenarioReader.read(
          yaml: "device: iphone-8\ncontroller:\n  view:\n    subviews:\n\(view)", file: "s.yaml")
        return "no error"
      } catch { return "\(error)" }
    }
    XCTAssertEqual(
      errors("      - segmentedControl: s\n        segments: []\n"),
      "s.yaml:6:19: error: expected one or more segment titles, found an empty list")
    XCTAssertTrue(
      errors("      - label: l\n        segments: [A]\n").contains(
        "s.yaml:6:9: error: 'segments' is not a property of a label (it is one of a segmentedControl)"),
      errors("      - label: l\n        segments: [A]\n"))
    XCTAssertTrue(
      errors("      - segmentedControll: s\n").contains("did you mean 'segmentedControl'?"),
      errors("      - segmentedControll: s\n"))
    // `set` does not change the segments: an error at the property, saying what to do instead.
    let set = errors("      - segmentedControl: s\n        segments: [A]\nevents:\n  - {set: {s.segments: [B]}}\n")
    XCTAssertTrue(
      set.contains("s.yaml:8:14: error: 'segments' cannot be set: a segmented control's segments are declared once"),
      set)
  }
}
