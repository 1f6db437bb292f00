import ScenarioFormat
import Simulation
import XCTest

@testable import REPL

/// A typed `present` of a sheet over a large title is refused as the same event in a file is
/// (ScenarioValidator.sheetLargeTitleError), in the same words.
final class ReplLargeTitleTests: XCTestCase {
  static let yaml = """
    name: Large
    device: iphone-15-pro
    controller:
      embed: navigation
      prefersLargeTitles: true
      view: {}
    events:
      - load
    """

  func testATypedSheetOverALargeTitleIsRefusedAsInAFile() throws {
    let message =
      "a pageSheet on iOS 13 or later is a sheet whose navigation bar is 56 pt; its height with a large title is not modelled (no source gives it); present it 'fullScreen', set 'largeTitleDisplayMode: never', or remove 'prefersLargeTitles'"
    var session = ReplSession(try Simulation(ScenarioReader.read(yaml: Self.yaml, file: "l.yaml")))
    XCTAssertEqual(session.execute("present pageSheet"), message)
    XCTAssertEqual(session.position, 0)
    let file = Self.yaml.replacingOccurrences(of: "  - load", with: "  - {present: pageSheet}")
    XCTAssertThrowsError(try ScenarioReader.read(yaml: file, file: "l.yaml")) { error in
      XCTAssertEqual((error as? ScenarioErrors)?.errors.map(\.message), [message])
    }
    // Full screen is fine: the step plays.
    XCTAssertFalse(session.execute("present fullScreen").contains("error"))
    XCTAssertEqual(session.position, 1)
  }
}
