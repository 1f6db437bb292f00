import AutoLayout
import ConflictLog
import Foundation
import ScenarioFormat
import Simulation
import XCTest

/// Logs in every format UIKit printed (the books' examples among them), their explanations'
/// arithmetic worked by hand, and the scenarios that reproduce them.
final class ConflictLogTests: XCTestCase {
  func fixture(_ name: String) throws -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)")
    return try String(contentsOf: url, encoding: .utf8)
  }

  func dumps(_ name: String) throws -> [ConflictDump] {
    try ConflictLogParser(file: name).parse(try fixture(name))
  }

  /// Auto Layout Demystified, Example 5-2 (`reference/auto-layout-demystified-2.md` §4.1):
  /// two leading pins, 80 and 50, in the classic visual format with a `Names:` binding.
  func testClassicVisualFormatPinsFromTheBook() throws {
    let dump = try XCTUnwrap(try dumps("book-example-5-2.log").first)
    XCTAssertEqual(dump.constraints.count, 2)
    let first = dump.constraints[0]
    XCTAssertEqual(first.first, LoggedAnchor(LoggedItem(className: "UILabel", address: "0x714bf30"), .leading))
    XCTAssertEqual(first.second?.item, LoggedItem(className: "UIView", address: "0x714bb20"))
    XCTAssertEqual(first.constant, 80)
    XCTAssertEqual(first.line, 4)
    XCTAssertEqual(dump.brokenIndex, 0)
    // By hand: without the 80 pin, the 50 pin decides leading − superview.leading = 50.
    let arithmetic = ConflictArithmetic(dump)
    XCTAssertEqual(arithmetic.decided, 50)
    XCTAssertEqual(arithmetic.asked, 80)
    let text = ConflictExplanation(dump).text(number: 1)
    XCTAssertTrue(text.contains("1 asks for 80: 80 against 50, 30 apart, so it cannot hold."), text)
    XCTAssertTrue(text.contains("from 80 to 50"), text)
  }

  /// The book's chapter 1 log (wrapped by the typesetting): two widths, 360 and 140, of one view.
  func testUnaryWidthsFromTheBook() throws {
    let dump = try XCTUnwrap(try dumps("book-chapter-1.log").first)
    XCTAssertEqual(dump.line, 2)
    XCTAssertEqual(dump.constraints.map(\.first.attribute), [.width, .width])
    XCTAssertEqual(dump.constraints.map(\.constant), [360, 140])
    XCTAssertNil(dump.constraints[0].second)
    let arithmetic = ConflictArithmetic(dump)
    XCTAssertEqual(arithmetic.target, 0)
    XCTAssertEqual(arithmetic.decided, 140)
    XCTAssertTrue(arithmetic.contradicts(.equal))
  }

  /// Example 5-1: a frame-based superview 320 wide, a frame-based label centred at 50 (`midX ==
  /// + 50`), and the user's centerX between them. By hand: the view's centre is 320 / 2 = 160
  /// (its origin taken at 0), the label's 50, so the label's centerX − the view's is 50 − 160.
  func testAutoresizingConstraintsFromTheBook() throws {
    let dump = try XCTUnwrap(try dumps("book-example-5-1.log").first)
    XCTAssertEqual(dump.constraints.filter(\.isAutoresizing).count, 2)
    XCTAssertEqual(dump.constraints[0].autoresizingMask, "h=-& v=-&")
    XCTAssertEqual(dump.constraints[1].first.attribute, .centerX)  // midX
    XCTAssertEqual(dump.constraints[1].constant, 50)
    let arithmetic = ConflictArithmetic(dump)
    XCTAssertEqual(arithmetic.target, 2)
    XCTAssertEqual(arithmetic.decided, -110)
    XCTAssertEqual(arithmetic.terms.map(\.value), [-160, 50])
    let text = ConflictExplanation(dump).text(number: 1)
    XCTAssertTrue(text.contains("Set translatesAutoresizingMaskIntoConstraints = false"), text)
  }

  /// The modern form: identifiers, accessibility identifiers on items, the margins guide with
  /// its `(LTR)` guide constraints and `UIView-Encapsulated-Layout-Width`. By hand: the view is
  /// 390 wide, its margins 16 each leave 390 − 16 − 16 = 358, and the label fills them, so
  /// 'titleWidth' == 400 cannot hold.
  func testModernLogWithMarginsGuideAndEncapsulatedWidth() throws {
    let dump = try XCTUnwrap(try dumps("modern-margins.log").first)
    XCTAssertEqual(dump.constraints.count, 6)
    XCTAssertEqual(dump.constraints[0].identifier, "titleWidth")
    XCTAssertEqual(dump.constraints[0].first.item.name, "title")
    XCTAssertEqual(dump.constraints[0].isActive, true)
    XCTAssertTrue(dump.constraints[3].isEncapsulatedLayout)
    let guide = dump.constraints[4]
    XCTAssertTrue(guide.first.item.isLayoutGuide)
    XCTAssertEqual(guide.first.attribute, .left)  // (LTR)
    XCTAssertEqual(guide.second?.item.address, "0x7f9a1c409e40")  // names: '|'
    let arithmetic = ConflictArithmetic(dump)
    XCTAssertEqual(arithmetic.decided, 358)
    XCTAssertEqual(arithmetic.terms.map(\.value), [390, -16, -16])
    let text = ConflictExplanation(dump).text(number: 1)
    XCTAssertTrue(text.contains("390 − 16 − 16 = 358"), text)
    XCTAssertTrue(text.contains("UILabel 'title'"), text)
  }

  /// Two dumps in one log among other lines: a self-sizing cell (44 − 10 − 10 = 24 left for a
  /// label asked to be 360) and an autoresizing button (0 wide, asked 44).
  func testSeveralDumpsInOneLog() throws {
    let dumps = try dumps("two-dumps-cell-and-autoresizing.log")
    XCTAssertEqual(dumps.map(\.line), [2, 19])
    XCTAssertEqual(ConflictArithmetic(dumps[0]).decided, 24)
    XCTAssertTrue(ConflictExplanation(dumps[0]).text(number: 1).contains("priority 999"))
    XCTAssertEqual(ConflictArithmetic(dumps[1]).decided, 0)
    XCTAssertEqual(dumps[1].constraints[0].autoresizingMask, "h=--& v=--&")
  }

  /// Every body form the books print: priorities inline and as `priority:`, `NSSpace`, `-0`,
  /// multipliers, intrinsic sizes with `Hug:`, IB's prototyping constraints, sibling gaps.
  func testEveryDescriptionForm() throws {
    let c = try XCTUnwrap(try dumps("ib-priorities.log").first).constraints
    XCTAssertEqual(c.count, 8)
    XCTAssertEqual(c[0].priority, 20)
    XCTAssertEqual(c[0].constant, 55)
    XCTAssertEqual(c[1].constant, 20)  // NSSpace(20)
    XCTAssertEqual(c[1].first.attribute, .trailing)  // superview.trailing == button.trailing + 20
    XCTAssertEqual(c[2].first.attribute, .bottom)
    XCTAssertEqual(c[2].constant, 0)
    XCTAssertEqual(c[3].multiplier, 0.5)
    XCTAssertEqual(c[3].constant, 20)
    XCTAssertEqual(c[4].className, "NSContentSizeLayoutConstraint")
    XCTAssertEqual(c[4].constant, 512)
    XCTAssertEqual(c[5].identifier, "IB auto generated at build time for view with ambiguity")
    XCTAssertEqual(c[5].first.attribute, .left)
    XCTAssertEqual(c[5].priority, 251)
    XCTAssertEqual(c[6].relation, .greaterThanOrEqual)
    XCTAssertEqual(c[7].first, LoggedAnchor(LoggedItem(className: "UIButton", address: "0x2"), .leading))
    XCTAssertEqual(c[7].second, LoggedAnchor(LoggedItem(className: "UILabel", address: "0x1"), .trailing))
    XCTAssertNil(try dumps("ib-priorities.log").first?.broken)
  }

  func testTextThatIsNotALogIsAnErrorWithItsLine() {
    XCTAssertThrowsError(try ConflictLogParser(file: "notes.txt").parse("\n\nhello world\n")) { error in
      XCTAssertEqual("\(error)", "notes.txt:3:1: error: not a UIKit conflict log: expected 'Unable to simultaneously satisfy constraints.', found 'hello world'")
    }
    let broken = "Unable to simultaneously satisfy constraints.\n(\n    \"<NSLayoutConstraint:0x1 UILabel:0x2.width === 4>\"\n)\n"
    XCTAssertThrowsError(try ConflictLogParser(file: "a.log").parse(broken)) { error in
      XCTAssertEqual(
        "\(error)", "a.log:3:30: error: expected 'Item.attribute == …' or a visual format 'H:…' / 'V:…'")
    }
    let unnamed = "Unable to simultaneously satisfy constraints.\n(\n    \"<NSLayoutConstraint:0x1 H:|-(8)-[UILabel:0x2]>\"\n)\n"
    XCTAssertThrowsError(try ConflictLogParser(file: "b.log").parse(unnamed)) { error in
      XCTAssertTrue("\(error)".hasPrefix("b.log:3:32: error: '|' stands for a superview"), "\(error)")
    }
  }

  /// layoutsim's own log reads back: the shipped deliberate conflict, explained.
  func testLayoutsimsOwnLogReadsBack() throws {
    var simulation = try Simulation(
      ScenarioReader.read(
        yaml: """
          name: own
          device: iphone-15-pro
          controller:
            view:
              subviews:
                - view: banner
            constraints:
              - banner.leading == view.leading + 20
              - banner.trailing == view.trailing - 20
              - {id: fixedWidth, is: "banner.width == 100"}
          """, file: "own.yaml"))
    simulation.run()
    let message = try XCTUnwrap(simulation.steps.first?.messages.first)
    let dump = try XCTUnwrap(try ConflictLogParser(file: "own").parse(message).first)
    XCTAssertEqual(dump.broken?.identifier, "fixedWidth")
    // By hand: iPhone 15 Pro is 393 wide; 393 − 20 − 20 = 353.
    XCTAssertEqual(ConflictArithmetic(dump).decided, 353)
  }

  /// Each fixture's scenario loads, and playing it logs a conflict that breaks the constraint
  /// UIKit broke (the scenario's own `log:` expectation says so).
  func testScenariosReproduceTheirConflicts() throws {
    let files = [
      "book-example-5-2.log", "book-chapter-1.log", "book-example-5-1.log", "modern-margins.log",
      "two-dumps-cell-and-autoresizing.log",
    ]
    for file in files {
      for dump in try dumps(file) {
        let yaml = ConflictScenarioWriter(dump, source: file).yaml()
        var simulation: Simulation
        do {
          simulation = try Simulation(ScenarioReader.read(yaml: yaml, file: "\(file).yaml"))
        } catch {
          XCTFail("\(file): \(error)\n\(yaml)")
          continue
        }
        simulation.run()
        let messages = simulation.steps.flatMap(\.messages)
        XCTAssertTrue(messages.contains { $0.contains("Unable to simultaneously satisfy constraints.") }, "\(file)\n\(yaml)")
        XCTAssertTrue(simulation.passed, "\(file): \(simulation.expectationResults)\n\(yaml)\n\(messages)")
      }
    }
  }
}
