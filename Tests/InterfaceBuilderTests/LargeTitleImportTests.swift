import CorpusTestSupport
import Foundation
import InterfaceBuilder
import ScenarioFormat
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

/// `<navigationItem key="navigationItem" largeTitleDisplayMode>`: each scene's mode, and for a
/// pushed scene the modes of the scenes that push it (an `automatic` item inherits them).
final class LargeTitleDisplayModeImportTests: XCTestCase {
  /// Scene `a` is the navigation controller's root with `rootMode`; its box `show`s scene `b`
  /// with `pushedMode`. The bar prefers large titles.
  func imported(rootMode: String?, pushedMode: String?) throws -> [ImportedScenario] {
    func item(_ mode: String?) -> String {
      mode.map { "<navigationItem key=\"navigationItem\" title=\"T\" largeTitleDisplayMode=\"\($0)\" id=\"item-\($0)\"/>" } ?? ""
    }
    let navigation = CanvasTests.navigationScene(width: 375)
      .replacingOccurrences(of: "id=\"bar\">", with: "largeTitles=\"YES\" id=\"bar\">")
      .replacingOccurrences(of: "width=\"375.0\" height=\"44\"", with: "width=\"375.0\" height=\"96\"")
    let root = CanvasTests.scene(
      "a", size: (375, 667),
      connections: "<connections><segue destination=\"b\" kind=\"show\" id=\"push\"/></connections>"
    ).replacingOccurrences(of: "</viewController>", with: item(rootMode) + "</viewController>")
    let pushed = CanvasTests.scene("b", size: (375, 667))
      .replacingOccurrences(of: "</viewController>", with: item(pushedMode) + "</viewController>")
    XCTAssertEqual(root.contains("largeTitleDisplayMode"), rootMode != nil)
    XCTAssertEqual(pushed.contains("largeTitleDisplayMode"), pushedMode != nil)
    let data = CanvasTests.storyboard(controllers: root + "\n" + pushed + "\n" + navigation)
    return try StoryboardImporter.importData(data, file: "Modes.storyboard")
  }

  func scene(_ id: String, in scenarios: [ImportedScenario]) throws -> ImportedScenario {
    try XCTUnwrap(scenarios.first { $0.root.interfaceBuilderID == "root-\(id)" })
  }

  /// Xcode 11's iPhone 8 canvas has no status bar: a `never` scene's box is 44 + 10 = 54 from
  /// the top, a large-title one's 96 + 10 = 106.
  func testAPushedNeverSceneGetsTheStandardBar() throws {
    let scenarios = try imported(rootMode: nil, pushedMode: "never")
    let pushed = try scene("b", in: scenarios)
    XCTAssertEqual(pushed.largeTitleDisplayMode, .never)
    XCTAssertTrue(ScenarioWriter.yaml(pushed).contains("\n  largeTitleDisplayMode: never\n"))
    XCTAssertFalse(ScenarioWriter.yaml(pushed).contains("pushedOnto"))
    XCTAssertEqual(try ImportedFrames.afterLoad(pushed)["box-b"], [16, 54, 100, 50])
    XCTAssertEqual(try ImportedFrames.afterLoad(try scene("a", in: scenarios))["box-a"], [16, 106, 100, 50])
  }

  /// A pushed `automatic` scene over a `never` root inherits the standard bar; the scenario
  /// names the root's mode in `pushedOnto`.
  func testAnAutomaticSceneInheritsThePushersMode() throws {
    let scenarios = try imported(rootMode: "never", pushedMode: nil)
    let pushed = try scene("b", in: scenarios)
    XCTAssertNil(pushed.largeTitleDisplayMode)
    XCTAssertEqual(pushed.pushedOnto, [.init(name: "Ca", largeTitleDisplayMode: .never)])
    XCTAssertTrue(
      ScenarioWriter.yaml(pushed).contains(
        "\n  pushedOnto:\n    - {name: \"Ca\", largeTitleDisplayMode: never}\n"))
    XCTAssertEqual(try ImportedFrames.afterLoad(pushed)["box-b"], [16, 54, 100, 50])
    let always = try scene("b", in: try imported(rootMode: "never", pushedMode: "always"))
    XCTAssertEqual(try ImportedFrames.afterLoad(always)["box-b"], [16, 106, 100, 50])
  }
}
