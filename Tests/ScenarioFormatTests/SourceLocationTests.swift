import ScenarioFormat
import XCTest

final class SourceLocationTests: XCTestCase {
  func testLocationsPrintAsACompilerDoesAndAdvanceAlongTheLine() {
    let location = SourceLocation(file: "rotate.yaml", line: 12, column: 7)
    XCTAssertEqual("\(location)", "rotate.yaml:12:7")
    XCTAssertEqual("\(location.advanced(by: 3))", "rotate.yaml:12:10")
    XCTAssertLessThan(location, location.advanced(by: 1))
  }
}
