import CorpusTestSupport
import Foundation
import InterfaceBuilder
import XCTest

/// The bars Interface Builder's canvas drew around a pushed scene: a simulated toolbar (its own
/// or inferred from the scene that pushes it), the landscape iPhone canvas of Xcode 8, and a
/// navigation bar frame an older Xcode saved. Every expected frame is derived by hand beside it.
final class SimulatedBarsTests: XCTestCase {
  /// A navigation controller whose root scene `home` pushes (`show`) the scene `game`. In
  /// `game`: `box` 10 below the top layout guide at the root's leading margin, `foot` 10 above
  /// the bottom layout guide at the root's leading edge, `mark` 5 below the root's top margin;
  /// each 10 × 10.
  static func storyboard(
    tools: String, orientation: String = "portrait",
    bar: String = "x=\"0.0\" y=\"20\" width=\"375\" height=\"44\"",
    homeBottomBar: String = "", gameBottomBar: String = ""
  ) -> Data {
    Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" initialViewController="nav-1">
        <device id="retina4_7" orientation="\(orientation)"><adaptation id="fullscreen"/></device>
        <scenes>
          <scene sceneID="s-1"><objects>
            <navigationController id="nav-1" sceneMemberID="viewController">
              <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-1">
                <rect key="frame" \(bar)/>
                <autoresizingMask key="autoresizingMask"/>
              </navigationBar>
              <connections>
                <segue destination="home-1" kind="relationship" relationship="rootViewController" id="rel-1"/>
              </connections>
            </navigationController>
          </objects></scene>
          <scene sceneID="s-2"><objects>
            <viewController id="home-1" customClass="Home" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="homeRoot-1">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
              </view>
              \(homeBottomBar)
              <connections>
                <segue destination="game-1" kind="show" id="show-1"/>
              </connections>
            </viewController>
          </objects></scene>
          <scene sceneID="s-3"><objects>
            <viewController id="game-1" customClass="Game" sceneMemberID="viewController">
              <layoutGuides>
                <viewControllerLayoutGuide type="top" id="top-1"/>
                <viewControllerLayoutGuide type="bottom" id="bottom-1"/>
              </layoutGuides>
              <view key="view" contentMode="scaleToFill" id="root-1">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-1">
                    <rect key="frame" x="16" y="74" width="10" height="10"/>
                  </view>
                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="foot-1">
                    <rect key="frame" x="0.0" y="647" width="10" height="10"/>
                  </view>
                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="mark-1">
                    <rect key="frame" x="0.0" y="5" width="10" height="10"/>
                  </view>
                </subviews>
                <constraints>
                  <constraint firstItem="box-1" firstAttribute="top" secondItem="top-1" secondAttribute="bottom" constant="10" id="bt-1"/>
                  <constraint firstItem="box-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leadingMargin" id="bl-1"/>
                  <constraint firstItem="box-1" firstAttribute="width" constant="10" id="bw-1"/>
                  <constraint firstItem="box-1" firstAttribute="height" constant="10" id="bh-1"/>
                  <constraint firstItem="bottom-1" firstAttribute="top" secondItem="foot-1" secondAttribute="bottom" constant="10" id="fb-1"/>
                  <constraint firstItem="foot-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" id="fl-1"/>
                  <constraint firstItem="foot-1" firstAttribute="width" constant="10" id="fw-1"/>
                  <constraint firstItem="foot-1" firstAttribute="height" constant="10" id="fh-1"/>
                  <constraint firstItem="mark-1" firstAttribute="top" secondItem="root-1" secondAttribute="topMargin" constant="5" id="mt-1"/>
                  <constraint firstItem="mark-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" id="ml-1"/>
                  <constraint firstItem="mark-1" firstAttribute="width" constant="10" id="mw-1"/>
                  <constraint firstItem="mark-1" firstAttribute="height" constant="10" id="mh-1"/>
                </constraints>
              </view>
              \(gameBottomBar)
            </viewController>
          </objects></scene>
        </scenes>
      </document>
      """.utf8)
  }

  static let toolbar = "<simulatedToolbarMetrics key=\"simulatedBottomBarMetrics\"/>"

  /// The `game` scene's frames after the load step, by IB id, and its header's safe-area line.
  func game(_ data: Data) throws -> (frames: [String: [Double]], yaml: String) {
    let scenarios = try StoryboardImporter.importData(data, file: "Bars.storyboard")
    let scenario = try XCTUnwrap(scenarios.first { $0.controllerName == "Game" })
    return (try ImportedFrames.afterLoad(scenario), scenario.yaml)
  }

  /// Xcode 8.3 (toolsVersion 12120 is Xcode 8.3: iOS 10) upright, `home` simulating a toolbar
  /// that `game` infers. The top guide is under the status bar and the bar: 20 + 44 = 64, box at
  /// y 74; iOS 10's root margins: 16 on a 375-wide root, 0 at the top (mark at y 5, not under the
  /// bars); the bottom guide 44 above the bottom: foot at 667 − 44 − 10 − 10 = 603.
  func testAPushedSceneInfersTheToolbarOfTheSceneThatPushesIt() throws {
    let (frames, yaml) = try game(Self.storyboard(tools: "12120", homeBottomBar: Self.toolbar))
    XCTAssertEqual(frames["box-1"], [16, 74, 10, 10])
    XCTAssertEqual(frames["foot-1"], [0, 603, 10, 10])
    XCTAssertEqual(frames["mark-1"], [0, 5, 10, 10])
    XCTAssertTrue(yaml.contains("ios: 10"), yaml)
    XCTAssertTrue(yaml.contains("a simulated 44-pt toolbar at the bottom"), yaml)
  }

  /// The pushed scene's own `<nil key="simulatedBottomBarMetrics"/>` (no bottom bar) wins over
  /// the inferred toolbar: foot at 667 − 10 − 10 = 647.
  func testASceneThatSaysNoBottomBarHasNone() throws {
    let (frames, _) = try game(
      Self.storyboard(
        tools: "12120", homeBottomBar: Self.toolbar,
        gameBottomBar: "<nil key=\"simulatedBottomBarMetrics\"/>"))
    XCTAssertEqual(frames["foot-1"], [0, 647, 10, 10])
  }

  /// Xcode 8.3 on the iPhone 8 on its side (667 × 375): the canvas keeps the 20-pt status bar
  /// and the 44-pt navigation bar: box at 64 + 10 = 74, x 20 (iOS 10's margin on a root at least
  /// 414 wide); the inferred toolbar: foot at 375 − 44 − 20 = 311; mark at the root's top, 5.
  func testXcode8DrewTheLandscapeIPhoneWithTheStatusBarAndTallBars() throws {
    let (frames, yaml) = try game(
      Self.storyboard(tools: "12120", orientation: "landscape", homeBottomBar: Self.toolbar))
    XCTAssertEqual(frames["root-1"], [0, 0, 667, 375])
    XCTAssertEqual(frames["box-1"], [20, 74, 10, 10])
    XCTAssertEqual(frames["foot-1"], [0, 311, 10, 10])
    XCTAssertEqual(frames["mark-1"], [0, 5, 10, 10])
    XCTAssertTrue(yaml.contains("landscape: [32, 0, 44, 0]"), yaml)
  }

  /// Xcode 10 (14490, iOS 12) on its side, no toolbar: no canvas override. The engine's compact
  /// 32-pt bar under no status bar: box at 32 + 10 = 42, at the device's 16-pt minimum margin;
  /// the top margin is measured from the safe area: mark at 32 + 5 = 37; foot at 375 − 20 = 355.
  func testLaterCanvasesOnTheirSideKeepTheEnginesBars() throws {
    let (frames, _) = try game(Self.storyboard(tools: "14490", orientation: "landscape"))
    XCTAssertEqual(frames["box-1"], [16, 42, 10, 10])
    XCTAssertEqual(frames["mark-1"], [0, 37, 10, 10])
    XCTAssertEqual(frames["foot-1"], [0, 355, 10, 10])
  }

  /// A navigation bar saved 320 wide at y 0 in a file for the 375-wide iPhone 8 is a frame an
  /// older Xcode saved: its y does not say the canvas had no status bar. The top guide stays
  /// 20 + 44 = 64: box at y 74 (a bar saved 375 wide at y 0 would have put it at 54).
  func testANavigationBarSavedAtAnotherWidthDoesNotDecideTheStatusBar() throws {
    let (frames, _) = try game(
      Self.storyboard(tools: "12120", bar: "x=\"0.0\" y=\"0.0\" width=\"320\" height=\"44\""))
    XCTAssertEqual(frames["box-1"], [16, 74, 10, 10])
  }
}
