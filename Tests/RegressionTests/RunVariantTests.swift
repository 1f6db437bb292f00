import ScenarioFormat
import ScenarioTestSupport
import XCTest

@testable import Regression

final class RunVariantTests: XCTestCase {
  func testAScenarioWithoutAMatrixIsOneRunUnderItsOwnValues() throws {
    let runs = try read(bannerScenario).runs()
    XCTAssertEqual(runs.map(\.variant.description), ["iphone-15-pro portrait en large"])
    XCTAssertEqual(runs.map(\.goldenName), ["iphone-15-pro.portrait.en.large.txt"])
  }

  func testTheMatrixExpandsDevicesOutermostAndListsLeftOutKeepTheScenariosValue() throws {
    let scenario = try read(
      bannerScenario + """
        locale: de
        matrix:
          devices: [iphone-15-pro, ipad-pro-11]
          orientations: [portrait, landscapeLeft]
          contentSizes: [large, accessibilityMedium]
        """)
    let runs = scenario.runs()
    XCTAssertEqual(
      runs.map(\.variant.description),
      [
        "iphone-15-pro portrait de large", "iphone-15-pro portrait de accessibilityMedium",
        "iphone-15-pro landscapeLeft de large", "iphone-15-pro landscapeLeft de accessibilityMedium",
        "ipad-pro-11 portrait de large", "ipad-pro-11 portrait de accessibilityMedium",
        "ipad-pro-11 landscapeLeft de large", "ipad-pro-11 landscapeLeft de accessibilityMedium",
      ])
    let last = try XCTUnwrap(runs.last).scenario
    XCTAssertEqual(last.orientation?.value, .landscapeLeft)
    XCTAssertEqual(last.locale?.value, "de")
    XCTAssertEqual(last.contentSize?.value, .accessibilityMedium)
    XCTAssertNil(last.matrix)
    guard case .catalog(let id) = last.device else { return XCTFail("expected a catalog device") }
    XCTAssertEqual(id.value, "ipad-pro-11")
  }

  /// One name per device: an Interface Builder alias or an older model's name is the catalog's
  /// id in the run's description and its golden file, as `layoutsim run` prints it.
  func testAliasesOfOneCatalogDeviceAreNamedByItsIdOnce() throws {
    let scenario = try read(
      bannerScenario + """
        matrix:
          devices: [retina4_7, iphone-se-3rd, iphone-15-pro]
        """)
    let runs = scenario.runs()
    XCTAssertEqual(
      runs.map(\.variant.description),
      ["iphone-8 portrait en large", "iphone-15-pro portrait en large"])
    XCTAssertEqual(
      runs.map(\.goldenName),
      ["iphone-8.portrait.en.large.txt", "iphone-15-pro.portrait.en.large.txt"])
  }

  func testCustomDevicesAreNamedAndNamesStayUnique() throws {
    let scenario = try read(
      bannerScenario + """
        matrix:
          devices:
            - {name: kiosk screen, size: [800, 1280]}
            - {base: iphone-15-pro, size: [400, 800]}
            - {size: [300, 600]}
            - {size: [310, 600]}
            - iphone-15-pro
        """)
    XCTAssertEqual(
      scenario.runs().map(\.goldenName),
      [
        "kiosk-screen.portrait.en.large.txt", "iphone-15-pro-custom.portrait.en.large.txt",
        "custom.portrait.en.large.txt", "custom-2.portrait.en.large.txt",
        "iphone-15-pro.portrait.en.large.txt",
      ])
  }

  func testFileNamesKeepOnlyPortableCharacters() {
    let variant = RunVariant(device: "a/b c", orientation: .portrait, locale: "sr-Latn_RS", contentSize: .large)
    XCTAssertEqual(variant.fileName, "a-b-c.portrait.sr-Latn_RS.large.txt")
  }
}
