import ScenarioFormat
import XCTest

@testable import Simulation

/// A new locale visits the ids with a text in sorted order (``ViewTable/sortedTextNames``), kept
/// as texts are set and cleared: it must always be the sorted keys of ``ViewTable/texts``.
final class ViewTableTests: XCTestCase {
  func testTheSortedTextNamesFollowEveryTextSetAndCleared() throws {
    let yaml = """
      device: iphone-15-pro
      controller:
        view:
          subviews:
            - {label: b, text: "B"}
            - {label: d, text: "D"}
            - {view: a}
            - {label: c}
            - {button: e, title: "E"}
        constraints:
          - b.top == view.top
      events: [load]
      """
    var table = try Simulation(ScenarioReader.read(yaml: yaml, file: "t.yaml")).table
    XCTAssertEqual(table.sortedTextNames, table.texts.keys.sorted())
    XCTAssertEqual(table.sortedTextNames, ["b", "d", "e"])
    let changes: [(String, String?)] = [
      ("c", "C"), ("a", "A"), ("d", nil), ("d", nil), ("b", "B2"), ("e", nil), ("d", "D"),
      ("nobody", "X"), ("a", nil),
    ]
    for (name, text) in changes {
      table.setText(text, of: name)
      XCTAssertEqual(table.sortedTextNames, table.texts.keys.sorted(), "after \(name) = \(text ?? "nil")")
    }
    XCTAssertEqual(table.sortedTextNames, ["b", "c", "d"])
  }
}
