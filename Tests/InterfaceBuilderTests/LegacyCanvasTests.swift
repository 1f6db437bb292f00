import CorpusTestSupport
import Foundation
import InterfaceBuilder
import XCTest

/// The canvas of scenes whose file does not name it with `<device>`: Xcode 6 and 7's 600 × 600
/// size-class square, their 4-inch default without size classes, a scene's own simulated
/// screen, and a freeform simulated size. Every expected frame is derived by hand beside it.
final class LegacyCanvasTests: XCTestCase {
  /// A storyboard of one scene from before Xcode 8 (top layout guide, no `<device>`) whose root
  /// holds a view pinned 20 from both edges, 8 below the top layout guide, 40 tall, and under it
  /// (8 below) a 100 × 10 view 10 from the root's leading margin.
  static func storyboard(
    tools: String, sizeClasses: Bool, device: String = "", saved: (Double, Double) = (600, 600),
    controllerExtra: String = ""
  ) -> Data {
    Data(
      """
      <?xml version="1.0" encoding="UTF-8" standalone="no"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES"\(sizeClasses ? " useTraitCollections=\"YES\"" : "")>
        \(device)
        <scenes>
          <scene sceneID="s-1">
            <objects>
              <viewController id="c-1" customClass="Legacy" sceneMemberID="viewController">
                <layoutGuides>
                  <viewControllerLayoutGuide type="top" id="top-1"/>
                  <viewControllerLayoutGuide type="bottom" id="bottom-1"/>
                </layoutGuides>
                <view key="view" contentMode="scaleToFill" id="root-1">
                  <rect key="frame" x="0.0" y="0.0" width="\(saved.0)" height="\(saved.1)"/>
                  <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-1">
                      <rect key="frame" x="20" y="28" width="560" height="40"/>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inset-1">
                      <rect key="frame" x="30" y="76" width="100" height="10"/>
                    </view>
                  </subviews>
                  <constraints>
                    <constraint firstItem="box-1" firstAttribute="top" secondItem="top-1" secondAttribute="bottom" constant="8" id="t-1"/>
                    <constraint firstItem="box-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" constant="20" id="l-1"/>
                    <constraint firstAttribute="trailing" secondItem="box-1" secondAttribute="trailing" constant="20" id="r-1"/>
                    <constraint firstItem="box-1" firstAttribute="height" constant="40" id="h-1"/>
                    <constraint firstItem="inset-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leadingMargin" constant="10" id="il-1"/>
                    <constraint firstItem="inset-1" firstAttribute="top" secondItem="box-1" secondAttribute="bottom" constant="8" id="it-1"/>
                    <constraint firstItem="inset-1" firstAttribute="width" constant="100" id="iw-1"/>
                    <constraint firstItem="inset-1" firstAttribute="height" constant="10" id="ih-1"/>
                  </constraints>
                </view>
                \(controllerExtra)
              </viewController>
            </objects>
          </scene>
        </scenes>
      </document>
      """.utf8)
  }

  /// Each view's frame after the load step, by IB id.
  func frames(_ data: Data, file: String = "Legacy.storyboard") throws -> [String: [Double]] {
    try ImportedFrames.afterLoad(data, file: file).frames
  }

  /// Xcode 7 (toolsVersion 10117, Xcode 7.3) with size classes: the 600 × 600 wAny hAny square
  /// under a 20-pt status bar. The box: x 20, width 600 − 20 − 20 = 560, y 20 + 8 = 28. The
  /// square's root margins are 20, as on screens at least 414 wide: the inset view at 20 + 10 =
  /// 30, y 28 + 40 + 8 = 76.
  func testSizeClassStoryboardsOfXcode6And7AreLaidOutOnTheAnyAnySquare() throws {
    let frames = try frames(Self.storyboard(tools: "10117", sizeClasses: true))
    XCTAssertEqual(frames["root-1"], [0, 0, 600, 600])
    XCTAssertEqual(frames["box-1"], [20, 28, 560, 40])
    XCTAssertEqual(frames["inset-1"], [30, 76, 100, 10])
  }

  /// Xcode 6 (toolsVersion 7706, Xcode 6.4, the iOS 8 SDK) drew the same square with iOS 8's
  /// margins for a width that is not regular, 16: the inset view at 16 + 10 = 26; the box,
  /// pinned to the edges, does not move. The scenario states the margins on its device.
  func testXcode6sSquareHas16PointRootMargins() throws {
    let data = Self.storyboard(tools: "7706", sizeClasses: true)
    let frames = try frames(data)
    XCTAssertEqual(frames["box-1"], [20, 28, 560, 40])
    XCTAssertEqual(frames["inset-1"], [26, 76, 100, 10])
    let scenario = try XCTUnwrap(StoryboardImporter.importData(data, file: "L.storyboard").first)
    XCTAssertTrue(
      scenario.yaml.contains("rootMargins: {portrait: 16, landscape: 16}"), scenario.yaml)
  }

  /// The same file with a scene whose simulated metrics name the 4.7-inch screen: 375 × 667, the
  /// box 375 − 40 = 335 wide.
  func testASceneSimulatedScreenOverridesTheSquare() throws {
    let frames = try frames(
      Self.storyboard(
        tools: "6254", sizeClasses: true, saved: (375, 667),
        controllerExtra:
          "<simulatedScreenMetrics key=\"simulatedDestinationMetrics\" type=\"retina47\"/>"))
    XCTAssertEqual(frames["root-1"], [0, 0, 375, 667])
    XCTAssertEqual(frames["box-1"], [20, 28, 335, 40])
  }

  /// Xcode 7 (8191) without size classes: its default canvas, the 4-inch iPhone, 320 × 568; the
  /// box 320 − 40 = 280 wide; the 4-inch iPhone's root margins are 16: the inset view at 26.
  func testXcode6And7StoryboardsWithoutSizeClassesAreLaidOutOnTheFourInchIPhone() throws {
    let frames = try frames(Self.storyboard(tools: "8191", sizeClasses: false, saved: (320, 568)))
    XCTAssertEqual(frames["root-1"], [0, 0, 320, 568])
    XCTAssertEqual(frames["box-1"], [20, 28, 280, 40])
    XCTAssertEqual(frames["inset-1"], [26, 76, 100, 10])
  }

  /// Xcode 8 (11134) saved no `<device>` in its first builds: its default, the 375 × 667
  /// iPhone, stays the canvas (codeexamples' AutoLayout and AllVisible show it).
  func testXcode8FilesWithoutADeviceKeepTheFourPointSevenInchIPhone() throws {
    let frames = try frames(Self.storyboard(tools: "11134", sizeClasses: true, saved: (375, 667)))
    XCTAssertEqual(frames["root-1"], [0, 0, 375, 667])
  }

  /// A freeform simulated size of 393 × 600 on an iPhone 8: the root is 393 × 600 and the box
  /// 393 − 40 = 353 wide, 20 (the iPhone 8's status bar, Xcode 10 draws it) + 8 from the top.
  func testAFreeformSceneIsLaidOutAtItsFreeformSize() throws {
    let frames = try frames(
      Self.storyboard(
        tools: "14490", sizeClasses: true,
        device: "<device id=\"retina4_7\" orientation=\"portrait\"/>", saved: (393, 600),
        controllerExtra:
          "<freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/><size key=\"freeformSize\" width=\"393\" height=\"600\"/>"
      ))
    XCTAssertEqual(frames["root-1"], [0, 0, 393, 600])
    XCTAssertEqual(frames["box-1"], [20, 28, 353, 40])
  }

  /// A screen-sized XIB view (375 × 667 on an Xcode 10 iPhone 8 canvas, status bar 20) with a
  /// simulated navigation bar: its safe area starts under the 44-pt bar, so a view 12 below the
  /// safe area's top is at 20 + 44 + 12 = 76.
  func testAScreenSizedXIBViewWithASimulatedNavigationBarStartsItsSafeAreaBelowIt() throws {
    let xib = Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
        <device id="retina4_7" orientation="portrait"/>
        <objects>
          <view contentMode="scaleToFill" id="root-1">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-1">
                <rect key="frame" x="15" y="76" width="100" height="40"/>
              </view>
            </subviews>
            <constraints>
              <constraint firstItem="box-1" firstAttribute="top" secondItem="sa-1" secondAttribute="top" constant="12" id="t-1"/>
              <constraint firstItem="box-1" firstAttribute="leading" secondItem="sa-1" secondAttribute="leading" constant="15" id="l-1"/>
              <constraint firstItem="box-1" firstAttribute="width" constant="100" id="w-1"/>
              <constraint firstItem="box-1" firstAttribute="height" constant="40" id="h-1"/>
            </constraints>
            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
            <viewLayoutGuide key="safeArea" id="sa-1"/>
          </view>
        </objects>
      </document>
      """.utf8)
    XCTAssertEqual(try frames(xib, file: "Bar.xib")["box-1"], [15, 76, 100, 40])
  }
}
