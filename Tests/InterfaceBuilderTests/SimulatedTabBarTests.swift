import CorpusTestSupport
import Foundation
import XCTest

@testable import InterfaceBuilder

/// A scene no tab bar controller in the file shows, whose canvas simulates a tab bar
/// (`<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>`, on the scene or on the
/// navigation controller that shows it: a tab of a tab bar controller in another storyboard), is
/// laid out above a tab bar, as Xcode drew it. The box is pinned 10 above the safe area's bottom.
final class SimulatedTabBarTests: XCTestCase {
  /// A navigation controller (its simulated bottom bar `navigationMetrics`) showing a scene
  /// (`sceneMetrics`) on Xcode 11's iPhone 8 (15505: no status bar on the canvas).
  func importScene(navigationMetrics: String, sceneMetrics: String = "") throws
    -> ImportedScenario
  {
    let controllers =
      CanvasTests.navigationScene(width: 375, extra: navigationMetrics) + """
          <scene sceneID="s-a">
            <objects>
              <viewController id="a" customClass="Ca" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root-a">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                  <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-a">
                      <rect key="frame" x="16" y="558" width="100" height="50"/>
                      <constraints>
                        <constraint firstAttribute="width" constant="100" id="w-a"/>
                        <constraint firstAttribute="height" constant="50" id="h-a"/>
                      </constraints>
                    </view>
                  </subviews>
                  <viewLayoutGuide key="safeArea" id="sa-a"/>
                  <constraints>
                    <constraint firstItem="sa-a" firstAttribute="bottom" secondItem="box-a" secondAttribute="bottom" constant="10" id="b-a"/>
                    <constraint firstItem="box-a" firstAttribute="leading" secondItem="root-a" secondAttribute="leading" constant="16" id="l-a"/>
                  </constraints>
                </view>
                \(sceneMetrics)
              </viewController>
            </objects>
          </scene>
      """
    let scenes = try StoryboardImporter.importData(
      CanvasTests.storyboard(controllers: controllers), file: "Tab.storyboard")
    return try XCTUnwrap(scenes.first { $0.yaml.contains("box-a") || $0.yaml.contains("box_a") })
  }

  /// A translucent tab bar (the default) insets the safe area by UITabBar's 49 points on an
  /// iPhone (the engine's tab bar; the iPhone 8 has no home indicator): the box ends 667 − 49 −
  /// 10 = 608 down, its top at 558, and the root fills the screen.
  func testASimulatedTabBarOnTheNavigationControllerInsetsTheSafeArea() throws {
    let scenario = try importScene(
      navigationMetrics: "<simulatedTabBarMetrics key=\"simulatedBottomBarMetrics\"/>")
    XCTAssertTrue(scenario.yaml.contains("embed: [tab, navigation]"), scenario.yaml)
    let frames = try ImportedFrames.afterLoad(scenario)
    XCTAssertEqual(frames["root-a"], [0, 0, 375, 667])
    XCTAssertEqual(frames["box-a"], [16, 558, 100, 50])
  }

  /// `translucent="NO"` on the scene's own metrics: an opaque bar, which the view stops at, so
  /// the root is 667 − 49 = 618 tall and the box, 10 above its bottom, again at 618 − 60 = 558.
  func testAnOpaqueSimulatedTabBarShortensTheRoot() throws {
    let scenario = try importScene(
      navigationMetrics: "",
      sceneMetrics: "<simulatedTabBarMetrics key=\"simulatedBottomBarMetrics\" translucent=\"NO\"/>")
    let frames = try ImportedFrames.afterLoad(scenario)
    XCTAssertEqual(frames["root-a"]?.suffix(2), [375, 618])
    XCTAssertEqual(frames["box-a"], [16, 558, 100, 50])
  }

  /// Without a simulated tab bar the scene is only in its navigation controller: 667 − 10 − 50.
  func testNoSimulatedTabBarNoTab() throws {
    let scenario = try importScene(navigationMetrics: "")
    XCTAssertFalse(scenario.yaml.contains("tab"), scenario.yaml)
    XCTAssertEqual(try ImportedFrames.afterLoad(scenario)["box-a"], [16, 607, 100, 50])
  }
}
