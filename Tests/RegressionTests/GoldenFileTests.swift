import ScenarioFormat
import Simulation
import ScenarioTestSupport
import XCTest

@testable import Regression

final class GoldenFileTests: XCTestCase {
  static let variant = RunVariant(device: "iphone-15-pro", orientation: .portrait, locale: "en", contentSize: .large)

  func played(_ yaml: String = bannerScenario) throws -> GoldenFile {
    var simulation = try Simulation(try read(yaml))
    simulation.run()
    return GoldenFile(title: "Banner", file: "test.yaml", variant: Self.variant, steps: simulation.steps)
  }

  func testARunIsWrittenOneLinePerViewPerStepUnderAHeader() throws {
    XCTAssertEqual(
      try played().render(),
      """
      # layoutsim golden frames
      # format: 1
      # scenario: Banner (test.yaml)
      # run: iphone-15-pro portrait en large
      # per view, indented by depth: ID x y width height  window x y width height  [hidden]

      step 1: load
        view 0 0 393 852  window 0 0 393 852
          banner 0 59 393 100  window 0 59 393 100

      step 2 [landscape]: rotate: landscapeLeft
        view 0 0 852 393  window 0 0 852 393
          banner 59 0 734 100  window 59 0 734 100

      """)
  }

  func testParsingReadsBackWhatRenderingWrote() throws {
    let golden = try played()
    XCTAssertEqual(try GoldenFile(parsing: golden.render(), file: "g.txt"), golden)
  }

  func testOddIdsLabelsAndEventsAreQuotedAndReadBack() throws {
    let golden = GoldenFile(
      header: [GoldenFile.HeaderField("scenario", "two\nlines")],
      steps: [
        GoldenFile.Step(
          index: 1, label: "a ] \"label\"", event: "set: x\\y.text\tz",
          views: [
            GoldenFile.ViewLine(id: "my view", depth: 0, frame: [0, 0.5, -1, 2.333], window: [1, 2, 3, 4], isHidden: true),
            GoldenFile.ViewLine(id: "é\u{1}", depth: 2, frame: [1, 1, 1, 1], window: [1, 1, 1, 1], isHidden: false),
          ]),
        GoldenFile.Step(index: 2, label: "plain label", event: "layout", views: []),
      ])
    let text = golden.render()
    XCTAssertTrue(text.contains(#"step 1 ["a ] \"label\""]: set: x\\y.text\tz"#), text)
    XCTAssertTrue(text.contains("\n  \"my view\" 0 0.5 -1 2.333  window 1 2 3 4  hidden\n"), text)
    XCTAssertTrue(text.contains("\n      \"é\\u{1}\" 1 1 1 1  window 1 1 1 1\n"), text)
    XCTAssertTrue(text.contains("\nstep 2 [plain label]: layout\n"), text)
    XCTAssertTrue(text.contains("# scenario: two\\nlines\n"), text)
    XCTAssertEqual(try GoldenFile(parsing: text, file: "g.txt"), golden)
  }

  func testCommentsBlankLinesAndCarriageReturnsAreIgnored() throws {
    let text = "# format: 1\r\n# a comment, of sorts: yes\r\n\r\nstep 1: load\r\n  view 0 0 1 1  window 0 0 1 1\r\n"
    let golden = try GoldenFile(parsing: text, file: "g.txt")
    XCTAssertEqual(golden.steps.map(\.views.count), [1])
    XCTAssertEqual(golden.header, [])
  }

  func testMalformedFilesAreErrorsAtTheirLineAndColumn() {
    func error(_ text: String) -> String? {
      do {
        _ = try GoldenFile(parsing: text, file: "g.txt")
        return nil
      } catch {
        return error.description
      }
    }
    XCTAssertEqual(error("step 1: load\n"), "g.txt:1:1: error: expected '# format: 1' before the first step")
    XCTAssertEqual(error(""), "g.txt:1:1: error: not a golden file: no '# format: 1' line")
    XCTAssertEqual(
      error("# format: 2\n"), "g.txt:1:11: error: golden format 2 is not supported; this layoutsim reads format 1")
    XCTAssertEqual(error("# format: 1\nstep x: load\n"), "g.txt:2:6: error: expected the step's index")
    XCTAssertEqual(error("# format: 1\nstep 1 load\n"), "g.txt:2:7: error: expected ': ' and the step's event")
    XCTAssertEqual(error("# format: 1\n  view 0 0 1 1\n"), "g.txt:2:1: error: a view line before the first step")
    XCTAssertEqual(
      error("# format: 1\nstep 1: load\n  view 0 0 one 1  window 0 0 1 1\n"), "g.txt:3:15: error: expected a number")
    XCTAssertEqual(
      error("# format: 1\nstep 1: load\n   view 0 0 1 1  window 0 0 1 1\n"),
      "g.txt:3:4: error: a view line is indented by two spaces per level, from 2")
    XCTAssertEqual(
      error("# format: 1\nstep 1: load\n  view 0 0 1 1  window 0 0 1 1 x\n"),
      "g.txt:3:31: error: unexpected text after the frames")
    XCTAssertEqual(
      error("# format: 1\nstep 1: load\n# run: late\n"), "g.txt:3:1: error: a header line after the first step")
    XCTAssertEqual(error("# format: 1\nfrobnicate\n"), "g.txt:2:1: error: expected 'step INDEX: EVENT' or an indented view line")
  }
}
