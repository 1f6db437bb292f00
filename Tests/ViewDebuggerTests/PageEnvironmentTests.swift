import ScenarioFormat
import XCTest

@testable import ViewDebugger

/// The page's query chooses the environment: Bold Text (`legibilityWeight`) as Dynamic Type is.
final class PageEnvironmentTests: XCTestCase {
  func parse(_ query: [String: String]) -> Result<PageEnvironment, PageEnvironment.Failure> {
    PageEnvironment.parse { query[$0] }
  }

  func testBoldTextFromTheQueryReplacesTheFilesSetting() throws {
    let scenario = try ScenarioReader.read(
      yaml: "device: iphone-8\ncontroller:\n  view: {}\n", file: "t.yaml")
    XCTAssertNil(scenario.legibilityWeight)
    let environment = try parse(["legibilityWeight": "bold", "contentSize": "large"]).get()
    XCTAssertEqual(environment.legibilityWeight, .bold)
    XCTAssertEqual(environment.applied(to: scenario).legibilityWeight?.value, .bold)
    XCTAssertNil(try parse([:]).get().legibilityWeight, "left out: the file's own value")
    XCTAssertEqual(
      parse(["legibilityWeight": "heavy"]),
      .failure(PageEnvironment.Failure(description: "unknown legibility weight 'heavy'")))
  }
}
