import AutoLayout
import Report
import ScenarioFormat
import Simulation
import ScenarioTestSupport
import XCTest

/// Expectations and the automatic checks, with their failure messages in full.
final class ExpectationTests: XCTestCase {
  static let two = """
    device: iphone-15-pro
    controller:
      view:
        subviews:
          - view: a
          - view: b
      constraints:
        - a.top == view.top + 100
        - a.leading == view.leading + 10
        - a.width == 100
        - a.height == 50
        - b.top == a.bottom + 8
        - b.leading == a.leading
        - b.width == a.width * 0.5
        - b.height == 20
    events: [load, {rotate: landscapeLeft, as: wide}]
    """

  func testFramesWindowAndThatHold() throws {
    let sim = try play(
      Self.two + """

        expect:
          - at: 1
            frames: {a: [10, 100, 100, 50], b: {y: 158, width: 50}}
            window: {b: [10, 158, 50, 20]}
            that: [b.top == a.bottom + 8, b.width <= a.width, b.centerX <= a.centerX]
          - at: wide
            frames: {a: [10, 100, 100, 50]}
          - at: end
            no: [conflicts, ambiguity, overlap, outOfBounds, truncation]
            log: [viewWillTransition, traitCollectionDidChange]
          - at: every
            that: [a.leading == view.leading + 10]
        """)
    XCTAssertTrue(sim.passed, "\(sim.expectationResults)")
    XCTAssertEqual(sim.expectationResults.map(\.at), ["1", "wide", "end", "every"])
  }

  func testFailuresSayWhatWasExpectedWhatWasFoundAndTheDifference() throws {
    let sim = try play(
      Self.two + """

        expect:
          - at: 1
            frames: {a: [10, 100, 120, 50], b: {x: 12}}
            window: {a: [10, 90, 100, 50]}
            that: [b.bottom >= a.bottom + 40]
            log: [viewWillTransition]
          - at: every
            that: [a.width == 90]
        """)
    XCTAssertFalse(sim.passed)
    XCTAssertEqual(
      sim.expectationResults[0].failures.map(\.words),
      [
        "frame of 'a': expected [10, 100, 120, 50], got [10, 100, 100, 50] (width -20)",
        "frame of 'b': expected [12, _, _, _], got [10, 158, 50, 20] (x -2)",
        "window frame of 'a': expected [10, 90, 100, 50], got [10, 100, 100, 50] (y +10)",
        "that b.bottom >= a.bottom + 40: 178 >= 190 does not hold (off by 12)",
        "log: no 'viewWillTransition' in [loadView, viewDidLoad, viewWillAppear(_:), viewSafeAreaInsetsDidChange(), viewLayoutMarginsDidChange(), updateViewConstraints(), viewWillLayoutSubviews(), viewDidLayoutSubviews(), viewDidAppear(_:)]",
      ])
    XCTAssertEqual(
      sim.expectationResults[1].failures.map(\.words),
      [
        "step 1: that a.width == 90: 100 == 90 does not hold (off by 10)",
        "step 2 (wide): that a.width == 90: 100 == 90 does not hold (off by 10)",
      ])
    // The results are values: the failed frame carries both rects and the sides that are off.
    guard case .frame(let frame) = sim.expectationResults[0].failures[0].what else {
      return XCTFail("\(sim.expectationResults[0].failures[0])")
    }
    XCTAssertEqual(frame.expected, [10, 100, 120, 50])
    XCTAssertEqual(frame.actual, rect(10, 100, 100, 50))
    XCTAssertEqual(frame.differences.map(\.side), ["width"])
    XCTAssertEqual(frame.differences.map(\.amount), [-20])
    XCTAssertEqual(sim.expectationResults[1].failures.map(\.step), [1, 2])
  }

  func testToleranceWidensTheMatch() throws {
    let sim = try play(
      Self.two + "\nexpect:\n  - {at: 1, tolerance: 2, frames: {a: [11.5, 98.5, 100, 50]}}")
    XCTAssertTrue(sim.passed)
  }

  func testAConflictIsLoggedInUIKitsWordsAndFailsNoConflicts() throws {
    let sim = try play(
      """
      device: iphone-15-pro
      controller:
        view:
          subviews: [{view: box}]
        constraints:
          - box.leading == view.leading
          - box.top == view.top
          - box.height == 10
          - {id: w100, is: box.width == 100}
          - {id: w200, is: box.width == 200}
      expect:
        - {at: end, no: [conflicts]}
      """)
    let step = sim.steps[0]
    XCTAssertEqual(step.messages.count, 1)
    let log = try XCTUnwrap(step.messages.first)
    XCTAssertTrue(log.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."), log)
    XCTAssertTrue(log.contains("<NSLayoutConstraint:#8 'w200' UIView:box.width == 200   (active)>"), log)
    XCTAssertEqual(
      sim.expectationResults[0].failures.map(\.words),
      [
        "conflicts: Unable to simultaneously satisfy constraints; breaking <NSLayoutConstraint:#8 'w200' UIView:box.width == 200   (active)>"
      ])
    XCTAssertEqual(sim.frame("box", at: 1)?.width, 100)
  }

  /// UIKit makes content-size constraints after the constraints loaded with the views: a 16-pt
  /// image button hugging at 1000 with a required 30-pt width and height loads 30 × 30, its
  /// required content-size constraints (added last) broken and logged. A required width set
  /// later, once they are in, is the one broken, as UIKit breaks the constraint added last.
  func testContentSizeConstraintsComeAfterTheFilesConstraintsAtLoad() throws {
    let sim = try play(
      """
      device: iphone-15-pro
      controller:
        view:
          subviews:
            - button: close
              intrinsicSize: [16, 16]
              hugging: [1000, 1000]
              compressionResistance: [1000, 1000]
            - button: other
              intrinsicSize: [16, 16]
              hugging: [1000, 1000]
        constraints:
          - close.leading == view.leading
          - close.top == view.top
          - close.width == 30
          - close.height == 30
          - other.leading == view.leading
          - other.top == close.bottom
          - {id: wide, is: other.width == 40, active: false}
      events:
        - load
        - activate: [wide]
      """)
    XCTAssertEqual(sim.frame("close", at: 1), rect(0, 0, 30, 30))
    let load = sim.steps[0].messages.joined(separator: "\n")
    XCTAssertTrue(load.contains("breaking constraint \n<NSContentSizeLayoutConstraint:system UIButton:close.width <= 16 Hug:1000"), load)
    XCTAssertEqual(sim.frame("other", at: 2)?.width, 16)
    let later = sim.steps[1].messages.joined(separator: "\n")
    XCTAssertTrue(later.contains("'wide' UIButton:other.width == 40"), later)
  }

  func testAmbiguityOverlapOutOfBoundsAndTruncationAreFound() throws {
    let sim = try play(
      """
      device: iphone-15-pro
      controller:
        view:
          subviews:
            - view: floating
            - label: one
              text: "Hello"
            - label: two
              text: "World"
            - label: squeezed
              text: "A long title that does not fit"
            - view: offscreen
        constraints:
          - floating.top == view.top + 10
          - floating.width == 10
          - floating.height == 10
          - one.top == view.top + 200
          - one.leading == view.leading + 20
          - two.top == one.top + 5
          - two.leading == one.leading + 10
          - squeezed.top == view.top + 300
          - squeezed.leading == view.leading + 20
          - squeezed.width == 60
          - offscreen.top == view.top + 400
          - offscreen.leading == view.trailing - 20
          - offscreen.width == 50
          - offscreen.height == 50
      expect:
        - {at: end, no: [ambiguity, overlap, outOfBounds, truncation]}
      """)
    let kinds = sim.steps[0].issues.map { "\($0.kind.rawValue) \($0.view ?? "")" }
    XCTAssertEqual(
      kinds,
      ["ambiguity floating", "overlap one", "outOfBounds offscreen", "truncation squeezed"])
    XCTAssertEqual(sim.expectationResults[0].failures.count, 4)
    XCTAssertTrue(
      sim.expectationResults[0].failures[0].words.hasPrefix(
        "ambiguity: 'floating' has an ambiguous layout: minX not determined"),
      sim.expectationResults[0].failures[0].words)
  }

  func testHiddenViewsAreNotChecked() throws {
    let sim = try play(
      """
      device: iphone-15-pro
      controller:
        view:
          subviews:
            - view: offscreen
              hidden: true
        constraints:
          - offscreen.top == view.top + 400
          - offscreen.leading == view.trailing - 20
          - offscreen.width == 50
          - offscreen.height == 50
      expect:
        - {at: end, no: [outOfBounds]}
      """)
    XCTAssertTrue(sim.passed)
  }

  func testAConstraintUIKitRefusesIsAnErrorBeforeAnyEventRuns() throws {
    let yaml = """
      device: iphone-15-pro
      controller:
        view:
          subviews: [{view: a}, {view: b}]
        constraints:
          - a.top == b.width
      """
    XCTAssertThrowsError(try Simulation(ScenarioReader.read(yaml: yaml, file: "bad.yaml"))) { error in
      XCTAssertEqual(
        "\(error)",
        "bad.yaml:6:16: error: cannot relate the position 'a.top' to the size 'b.width'; a size relates to a size, a position to a position on the same axis")
    }
  }

  func testTheSameScenarioGivesTheSameRecords() throws {
    let a = try play(Self.two)
    let b = try play(Self.two)
    XCTAssertEqual(a.steps, b.steps)
  }
}
