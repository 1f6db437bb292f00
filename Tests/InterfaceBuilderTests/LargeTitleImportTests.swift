import CorpusTestSupport
import Foundation
import InterfaceBuilder
import XCTest

/// `<navigationBar … largeTitles="YES">`: the navigation controller's scenes get
/// `prefersLargeTitles: true`, so their bar is 44 + 52 = 96 as Xcode draws it.
final class LargeTitleImportTests: XCTestCase {
  func imported(largeTitles: Bool) throws -> ImportedScenario {
    let standard = CanvasTests.navigationScene(width: 375)
    let navigation =
      largeTitles
      ? standard.replacingOccurrences(of: "id=\"bar\">", with: "largeTitles=\"YES\" id=\"bar\">")
        .replacingOccurrences(of: "width=\"375.0\" height=\"44\"", with: "width=\"375.0\" height=\"96\"")
      : standard
    XCTAssertEqual(navigation.contains("largeTitles=\"YES\""), largeTitles)
    XCTAssertEqual(navigation.contains("height=\"96\""), largeTitles)
    let data = CanvasTests.storyboard(
      controllers: CanvasTests.scene("a", size: (375, 667)) + "\n" + navigation)
    return try XCTUnwrap(
      StoryboardImporter.importData(data, file: "Large.storyboard").first {
        $0.root.interfaceBuilderID == "root-a"
      })
  }

  /// Xcode 11's iPhone 8 canvas has no status bar (CanvasTests): the safe area starts below the
  /// bar, 0 + 96 with a large title, 0 + 44 without; the box is 10 below it.
  func testALargeTitleBarIs96AndTheScenarioSaysSo() throws {
    let large = try imported(largeTitles: true)
    XCTAssertTrue(large.prefersLargeTitles)
    XCTAssertTrue(ScenarioWriter.yaml(large).contains("\n  prefersLargeTitles: true\n"))
    XCTAssertFalse(large.notes.contains { $0.reason.contains("navigation bar 96 tall") })
    XCTAssertEqual(try ImportedFrames.afterLoad(large)["box-a"], [16, 106, 100, 50])
    let standard = try imported(largeTitles: false)
    XCTAssertFalse(standard.prefersLargeTitles)
    XCTAssertFalse(ScenarioWriter.yaml(standard).contains("prefersLargeTitles"))
    XCTAssertEqual(try ImportedFrames.afterLoad(standard)["box-a"], [16, 54, 100, 50])
  }
}
