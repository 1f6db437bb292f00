import AutoLayout
import ScenarioFormat
import XCTest

@testable import Simulation

/// The automatic checks look again only at what moved (CheckMemo): after every step their
/// findings must be the ones a check of everything from scratch gives.
final class CheckMemoTests: XCTestCase {
  /// 20 rows of a label and an icon; in even rows the icon sits on the label (sibling overlaps),
  /// a badge in the root view covers rows 2 and 3 (overlaps across superviews), row 5's label is
  /// too narrow for its text (truncation). The events move one view (the incremental path), none
  /// (the keyboard), every row below the third (more than the memo's limit: a whole sweep), the
  /// whole window, then a text and the direction, the window back, and the text size.
  static var yaml: String {
    var lines = [
      "device: iphone-15-pro", "controller:", "  view:", "    subviews:",
      "      - {image: badge, size: [200, 40]}",
    ]
    for i in 0..<20 {
      lines.append(
        "      - {view: r\(i), subviews: [{label: t\(i), text: \"Row \(i)\"}, {image: a\(i), size: [24, 24]}]}")
    }
    lines += ["  constraints:", "    - badge.top == safeArea.top + 70", "    - badge.leading == view.leading + 20"]
    for i in 0..<20 {
      let above = i == 0 ? "safeArea.top" : "r\(i - 1).bottom"
      lines += [
        "    - r\(i).top == \(above)", "    - r\(i).leading == margins.leading",
        "    - r\(i).trailing == margins.trailing", "    - {id: h\(i), is: \"r\(i).height == 30\"}",
        "    - t\(i).leading == r\(i).leading", "    - t\(i).centerY == r\(i).centerY",
        "    - a\(i).centerY == r\(i).centerY",
        i % 2 == 0 ? "    - a\(i).leading == t\(i).leading + 10" : "    - a\(i).trailing == r\(i).trailing",
      ]
    }
    lines += [
      "    - t5.width <= 40",
      "events:", "  - load", "  - {set: {t7.text: \"Row seven, longer\"}}", "  - {keyboard: show}",
      "  - {animate: {h3.constant: 60}}", "  - {rotate: landscapeLeft}", "  - {set: {t5.text: \"5\"}}",
      "  - {set: {t5.text: \"Row five again\"}}", "  - {locale: ar}", "  - layout",
      // A rotation keeps every label's size, a new text size none (the truncation memo's key).
      "  - {rotate: portrait}", "  - {contentSize: accessibilityLarge}", "  - {contentSize: extraSmall}",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  func testEveryStepFindsWhatACheckFromScratchFinds() throws {
    var simulation = try Simulation(ScenarioReader.read(yaml: Self.yaml, file: "rows.yaml"))
    var kinds: Set<String> = []
    for event in simulation.timeline {
      let step = simulation.perform(event)
      var fresh = Diagnostics(simulation: simulation, frames: step.frames)
      fresh.knownAmbiguity = step.issues.filter { $0.kind == .ambiguity }
      let expected = fresh.issues(messages: [])
      XCTAssertEqual(step.issues.filter { $0.kind != .conflicts }, expected, "step \(step.index) \(step.event)")
      for issue in step.issues where issue.kind != .ambiguity {
        kinds.insert(issue.kind.rawValue + (issue.message.contains("(in '") ? " across" : ""))
      }
    }
    // The scenario exercises every memoized check.
    XCTAssertTrue(
      kinds.isSuperset(of: ["overlap", "overlap across", "truncation", "outOfBounds"]), "\(kinds.sorted())")
  }

  /// The steps whose checks the memo answered still report what they found before.
  func testAStepThatMovesNothingKeepsItsFindings() throws {
    var simulation = try Simulation(ScenarioReader.read(yaml: Self.yaml, file: "rows.yaml"))
    let load = simulation.perform(simulation.timeline[0])
    _ = simulation.perform(simulation.timeline[1])
    let keyboard = simulation.perform(simulation.timeline[2])
    XCTAssertEqual(
      keyboard.issues.filter { $0.view != "t7" && $0.kind != .ambiguity },
      load.issues.filter { $0.view != "t7" && $0.kind != .ambiguity })
    XCTAssertFalse(keyboard.issues.isEmpty)
  }
}
