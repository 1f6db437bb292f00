import CorpusTestSupport
import Foundation
import XCTest

@testable import InterfaceBuilder

/// A button with an iOS 15 plain configuration sizes itself by its title in the Body text style
/// inside 7-point insets above and below and 12 at the sides (`configuredButtonProperties`),
/// not by the button's own font and content edge insets. Saved frames are 1 × 1 on purpose.
final class ButtonConfigurationTests: XCTestCase {
  /// Xcode 13 (19115.2) on the 375 × 667 iPhone 8 (no status bar on this canvas), the button's
  /// top-leading corner pinned 10 from the root's.
  static func storyboard(configuration: String) -> Data {
    CanvasTests.oneViewStoryboard(
      tools: "19115.2",
      subviews: """
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b">
          <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
          <fontDescription key="fontDescription" type="system" pointSize="30"/>
          <inset key="contentEdgeInsets" minX="40" minY="40" maxX="40" maxY="40"/>
          <state key="normal" title="Button"/>
          \(configuration)
        </button>
        """,
      constraints: """
        <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="k1"/>
        <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="k2"/>
        """,
      safeArea: false)
  }

  func scenario(_ configuration: String) throws -> ImportedScenario {
    try ImportedFrames.firstScene(Self.storyboard(configuration: configuration), file: "B.storyboard")
  }

  /// "Sign In" in Body at Large (17 pt: one line 51.5 wide and 20.29 tall in the text model,
  /// rounded up to whole points as every button's title is, 52 × 21): 52 + 12 + 12 = 76 wide,
  /// 21 + 7 + 7 = 35 tall, as Xcode saved it in Apple's passkeys sample — the 30-point font
  /// and 40-point insets of the button itself do not count.
  func testAPlainConfigurationSizesTheButtonByItsTitle() throws {
    let imported = try scenario(
      "<buttonConfiguration key=\"configuration\" style=\"plain\" title=\"Sign In\"/>")
    XCTAssertTrue(imported.yaml.contains("font: body"), imported.yaml)
    XCTAssertTrue(imported.yaml.contains("contentInsets: [7, 12, 7, 12]"), imported.yaml)
    XCTAssertEqual(try ImportedFrames.afterLoad(imported)["b"], [10, 10, 76, 35])
  }

  /// Insets the configuration sets replace the default: 52 + 2 + 2 = 56, 21 + 1 + 1 = 23.
  func testAConfigurationsOwnInsetsReplaceTheDefault() throws {
    let imported = try scenario(
      """
      <buttonConfiguration key="configuration" style="plain" title="Sign In">
        <directionalEdgeInsets key="contentInsets" top="1" leading="2" bottom="1" trailing="2"/>
      </buttonConfiguration>
      """)
    XCTAssertEqual(try ImportedFrames.afterLoad(imported)["b"], [10, 10, 56, 23])
  }

  /// A filled configuration is not calibrated: the button keeps the old import (its own font,
  /// a title) and the scene says so.
  func testAnotherStyleIsNotModelled() throws {
    let imported = try scenario(
      "<buttonConfiguration key=\"configuration\" style=\"filled\" title=\"Sign In\"/>")
    XCTAssertTrue(imported.yaml.contains("style 'filled') is not modelled"), imported.yaml)
    XCTAssertFalse(imported.yaml.contains("font: body"), imported.yaml)
  }
}
