import Foundation
import ScenarioFormat
import Simulation
import XCTest

@testable import Report

/// `layoutsim run --format json` without pictures plays the scenario keeping no records, each
/// step's JSON spooled to a temporary file as it comes (JSONStepSpool): the document must be the
/// bytes of the report made from every record kept.
final class JSONStepSpoolTests: XCTestCase {
  /// 300 steps labelled in Arabic (two bytes a letter in UTF-8): the steps are far longer than
  /// the spool's 64 KiB reads, so reads end inside characters.
  var yaml: String {
    let label = String(repeating: "الإشعارات-", count: 9)
    let events = (0..<300).map { i in
      "  - {\(i % 2 == 0 ? "rotate: landscapeLeft" : "rotate: portrait"), as: \"\(label)\(i)\"}"
    }
    return """
      name: Spooled
      device: iphone-15-pro
      controller:
        view:
          subviews: [{label: title, text: "Notifications"}, {view: box}]
        constraints:
          - title.top == safeArea.top
          - title.leading == margins.leading
          - box.top == title.bottom + 8
          - box.leading == margins.leading
          - box.width == 100
          - box.height == 50
      events:
        - load

      """ + events.joined(separator: "\n") + """

      expect:
        - {at: end, no: [conflicts]}

      """
  }

  func testTheSpooledDocumentIsTheDocumentOfEveryRecord() throws {
    let scenario = try ScenarioReader.read(yaml: yaml, file: "spooled.yaml")
    var kept = try Simulation(scenario)
    kept.run()
    var played = try Simulation(scenario)
    played.keepsSteps = false
    let spool = JSONStepSpool()
    for event in played.timeline { spool.render(played.perform(event)) }
    XCTAssertEqual(played.steps.count, 1)
    var pieces: [String] = []
    try spool.finish(played) { pieces.append($0) }
    let expected = JSONReport(kept).render()
    XCTAssertGreaterThan(expected.utf8.count, 4 << 16)
    XCTAssertEqual(pieces.joined(), expected)
    XCTAssertLessThanOrEqual(pieces.map(\.utf8.count).max() ?? 0, (1 << 16) + 3)
    // The spool is empty afterwards: a second document has no steps.
    var again: [String] = []
    try spool.finish(played) { again.append($0) }
    XCTAssertTrue(again.joined().contains("\"steps\": []"))
  }

  func testAReadIsCutAfterTheLastWholeCharacter() {
    let bytes = Array("aé€😀".utf8)  // 1 + 2 + 3 + 4 bytes
    XCTAssertEqual(JSONStepSpool.lastCharacterBoundary(bytes), 10)
    for (cut, expected) in [(2, 1), (3, 3), (4, 3), (5, 3), (6, 6), (7, 6), (9, 6)] {
      XCTAssertEqual(JSONStepSpool.lastCharacterBoundary(Array(bytes[..<cut])), expected, "cut at \(cut)")
    }
    XCTAssertEqual(JSONStepSpool.lastCharacterBoundary([]), 0)
  }
}
