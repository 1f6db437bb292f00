import AutoLayout
import ScenarioFormat
import ScenarioTestSupport
import XCTest

@testable import Simulation

/// The automatic checks UIKit is silent about: negative sizes, overlap across superviews, and
/// `--strict`'s unexpected findings. Frames are derived by hand from each scenario's constraints
/// (iphone-15-pro: a 393 × 852 window, the root view filling it).
final class GeometryCheckTests: XCTestCase {
  /// `logo` squeezed to [10, 100, 120, −50] (``squeezedLogoScenario`` derives it).
  static let squeezed = squeezedLogoScenario + "events: [{load: null, as: squeezed}]"

  func testANegativeHeightIsFound() throws {
    let simulation = try play(Self.squeezed)
    let step = try XCTUnwrap(simulation.steps.first)
    XCTAssertEqual(step.frame(of: "logo")?.frame, Rect(x: 10, y: 100, width: 120, height: -50))
    XCTAssertEqual(
      step.issues.filter { $0.kind == .negativeSize },
      [
        LayoutIssue(
          kind: .negativeSize, view: "logo",
          message: "'logo' [10, 100, 120, -50] has a negative height: its constraints squeeze it "
            + "into less room than it has")
      ])
  }

  func testNoNegativeSizeFailsAnExpectation() throws {
    let simulation = try play(Self.squeezed + "\nexpect: [{at: squeezed, no: [negativeSize]}]")
    XCTAssertEqual(
      simulation.expectationResults.map { $0.failures.map(\.words) },
      [
        [
          "negativeSize: 'logo' [10, 100, 120, -50] has a negative height: its constraints "
            + "squeeze it into less room than it has"
        ]
      ])
  }

  /// Two plain containers side by side, `a` at [0, 100, 200, 100] and `b` at
  /// [150, 100, 200, 100], each filled by a label: the labels are not siblings, but in the window
  /// they cover x 150…200 of each other, 50 × 100. The containers overlap too, but plain views
  /// are backgrounds, never reported.
  static let cousins = """
    device: iphone-15-pro
    controller:
      view:
        subviews:
          - view: a
            subviews: [{label: first}]
          - view: b
            subviews: [{label: second}]
      constraints:
        - a.top == view.top + 100
        - a.leading == view.leading
        - a.width == 200
        - a.height == 100
        - b.top == a.top
        - b.leading == view.leading + 150
        - b.width == 200
        - b.height == 100
        - first.top == a.top
        - first.leading == a.leading
        - first.trailing == a.trailing
        - first.bottom == a.bottom
        - second.top == b.top
        - second.leading == b.leading
        - second.trailing == b.trailing
        - second.bottom == b.bottom
    events: [load]
    """

  func testContentViewsInDifferentSuperviewsOverlapInTheWindow() throws {
    let simulation = try play(Self.cousins)
    XCTAssertEqual(
      simulation.steps.first?.issues.filter { $0.kind == .overlap },
      [
        LayoutIssue(
          kind: .overlap, view: "first",
          message: "'first' (in 'a') and 'second' (in 'b') overlap by 50×100 in the window, "
            + "at [0, 100, 200, 100] and [150, 100, 200, 100]")
      ])
  }

  func testNoCrossOverlapWhenTheyOnlyTouch() throws {
    // b moved to x = 200: the labels share an edge, no area.
    let touching = Self.cousins.replacingOccurrences(
      of: "b.leading == view.leading + 150", with: "b.leading == view.leading + 200")
    let simulation = try play(touching)
    XCTAssertEqual(simulation.steps.first?.issues.filter { $0.kind == .overlap }, [])
  }

  func testStrictCountsWhatNoExpectationAllows() throws {
    let unexpected = try play(Self.squeezed)
    XCTAssertEqual(
      unexpected.unexpectedFindings.map(\.description),
      [
        "step 1 [squeezed]: negativeSize: 'logo' [10, 100, 120, -50] has a negative height: its "
          + "constraints squeeze it into less room than it has"
      ])
    let allowed = try play(Self.squeezed + "\nexpect: [{at: squeezed, allow: [negativeSize]}]")
    XCTAssertEqual(allowed.unexpectedFindings, [])
    XCTAssertTrue(allowed.passed)
  }
}
