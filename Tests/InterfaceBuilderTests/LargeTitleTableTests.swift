import CorpusTestSupport
import Foundation
import XCTest

/// A grouped table under a large title: from iOS 16 its titled first header is 38, with nothing
/// above it, where it is 55.5 under a standard bar (TableViewMetrics.swift's
/// `groupedSectionHeaderHeight`: NordicSemiconductor/IOS-nRF-Connect-Device-Manager and
/// rileytestut/Delta, public storyboards outside the holdout). Frames derived by hand below.
final class LargeTitleTableTests: XCTestCase {
  /// A 375 × 667 iPhone 8 storyboard of toolsVersion `tools`: a navigation controller (its bar
  /// `largeTitles="YES"` when `largeTitles`) whose root table view controller (its navigation
  /// item's `largeTitleDisplayMode` when given) holds a grouped table of 44-point rows, 18-point
  /// headers and footers: a titled first section (row `a1`) and an untitled one (`b1`).
  ///
  /// `tab`: the table view controller is instead a tab of a tab bar controller (`mode` on its
  /// navigation item), which the navigation controller's root scene pushes by a `show` segue
  /// when `pushed` (nothing shows it otherwise).
  static func storyboard(
    tools: String, largeTitles: Bool = true, mode: String? = nil, tab: Bool = false,
    pushed: Bool = true
  ) -> Data {
    // TableSectionTests' cell: its saved frame deliberately wrong but for its 375 width.
    func cell(_ id: String) -> String { TableSectionTests.cell(id, width: 375) }
    let item = mode.map { #" largeTitleDisplayMode="\#($0)""# } ?? ""
    return Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" useTraitCollections="YES">
        <device id="retina4_7" orientation="portrait"/>
        <scenes>
          <scene sceneID="s">
            <objects>
              <tableViewController id="tvc" customClass="SettingsController" sceneMemberID="viewController">
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" id="tv">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                  <sections>
                    <tableViewSection headerTitle="Account" id="sA"><cells>\(cell("a1"))</cells></tableViewSection>
                    <tableViewSection id="sB"><cells>\(cell("b1"))</cells></tableViewSection>
                  </sections>
                </tableView>
                \(tab ? "" : #"<navigationItem key="navigationItem" title="Settings"\#(item) id="ni"/>"#)
              </tableViewController>
            </objects>
          </scene>
          \(tab ? tabScenes(item: item, pushed: pushed) : "")
          \(CanvasTests.navigationScene(
            width: 375, root: tab ? "scanner" : "tvc", y: 20, height: 96,
            barAttributes: #"largeTitles="\#(largeTitles ? "YES" : "NO")""#))
        </scenes>
      </document>
      """.utf8)
  }

  /// The scenes of `storyboard(…tab: true)`: the navigation controller's root scene, which
  /// pushes the tab bar controller when `pushed`, and that tab bar controller (`item`: its
  /// navigation item's attributes), whose only tab is the table view controller.
  static func tabScenes(item: String, pushed: Bool) -> String {
    let push = pushed ? #"<segue destination="tbc" kind="show" id="push"/>"# : ""
    return """
      <scene sceneID="r">
        <objects>
          <viewController id="scanner" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="scanner-v">
              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            </view>
            <navigationItem key="navigationItem" title="Scanner" id="ni-r"/>
            <connections>\(push)</connections>
          </viewController>
        </objects>
      </scene>
      <scene sceneID="t">
        <objects>
          <tabBarController id="tbc" sceneMemberID="viewController">
            <navigationItem key="navigationItem" title="Device"\(item) id="ni-t"/>
            <tabBar key="tabBar" contentMode="scaleToFill" id="tb">
              <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
              <autoresizingMask key="autoresizingMask"/>
            </tabBar>
            <connections>
              <segue destination="tvc" kind="relationship" relationship="viewControllers" id="tab"/>
            </connections>
          </tabBarController>
        </objects>
      </scene>
      """
  }

  /// Xcode 14–26 (iOS 16–26) under the large title: the first row 38 down (the titled header
  /// alone), the second section's 38 + 44 + 18 + 18 = 118; under a standard bar (the bar not
  /// preferring large titles, or the item `never`) 55.5 and 55.5 + 80 = 135.5. Xcode 11
  /// (iOS 13) keeps 55.5 under a large title; Xcode 12 (iOS 14), whose canvases no file shows
  /// under one, keeps Xcode's frames.
  func testTitledFirstHeaderUnderALargeTitle() throws {
    for tools in ["21701", "22155", "23504", "24506"] {
      let (f, copied) = try ImportedFrames.afterLoad(Self.storyboard(tools: tools))
      XCTAssertEqual(f["a1"], [0, 38, 375, 44], tools)
      XCTAssertEqual(f["b1"], [0, 118, 375, 44], tools)
      XCTAssertTrue(copied.isDisjoint(with: ["a1", "b1"]), tools)
      for data in [
        Self.storyboard(tools: tools, largeTitles: false),
        Self.storyboard(tools: tools, mode: "never"),
      ] {
        let (standard, _) = try ImportedFrames.afterLoad(data)
        XCTAssertEqual(standard["a1"], [0, 55.5, 375, 44], tools)
        XCTAssertEqual(standard["b1"], [0, 135.5, 375, 44], tools)
      }
    }
    let (thirteen, _) = try ImportedFrames.afterLoad(Self.storyboard(tools: "16097"))
    XCTAssertEqual(thirteen["a1"], [0, 55.5, 375, 44])
    let (_, fourteen) = try ImportedFrames.afterLoad(Self.storyboard(tools: "17506"))
    XCTAssertTrue(fourteen.isSuperset(of: ["a1", "b1"]))
  }

  /// A tab of a tab bar controller pushed onto the large-title navigation controller: UIKit
  /// shows the tabs below that controller's bar, which shows the tab bar controller's item, so
  /// the table is in both containers and its titled first header again 38, the second section
  /// at 118 (nRF Connect Device Manager's Main.storyboard, Xcode 15–16 revisions, saves its
  /// pushed tab bar controller's grouped tables so). The tab bar controller's item `never`
  /// gives the standard bar's 55.5 and 135.5; not pushed, the tab is in no navigation
  /// controller, and no large title shows.
  func testATabOfAPushedTabBarControllerIsUnderTheLargeTitle() throws {
    let tools = "22155"
    let scenario = try ImportedFrames.firstScene(
      Self.storyboard(tools: tools, tab: true), file: "Tabs.storyboard")
    XCTAssertTrue(scenario.yaml.contains("embed: [navigation, tab]"), scenario.yaml)
    let f = try ImportedFrames.afterLoad(scenario)
    XCTAssertEqual(f["a1"], [0, 38, 375, 44])
    XCTAssertEqual(f["b1"], [0, 118, 375, 44])
    let (never, _) = try ImportedFrames.afterLoad(Self.storyboard(tools: tools, mode: "never", tab: true))
    XCTAssertEqual(never["a1"], [0, 55.5, 375, 44])
    XCTAssertEqual(never["b1"], [0, 135.5, 375, 44])
    let alone = try ImportedFrames.firstScene(
      Self.storyboard(tools: tools, tab: true, pushed: false), file: "Tabs.storyboard")
    XCTAssertTrue(alone.yaml.contains("embed: tab"), alone.yaml)
    XCTAssertEqual(try ImportedFrames.afterLoad(alone)["a1"], [0, 55.5, 375, 44])
  }
}
