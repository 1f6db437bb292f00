import CorpusTestSupport
import Foundation
import XCTest

/// Grouped tables on the canvases of Xcode 7 and 8 (iOS 9 and 10), and where those canvases put a
/// table view controller's rows when it is shown in a navigation controller. Every expected frame
/// is derived by hand from the rules (TableViewMetrics.swift's `groupedSectionHeaderHeight`,
/// IOSVersionChoice's `savesRowsBelowTopBars`), whose comments name the public storyboards they
/// were read from (public Checklists storyboards of Xcode 7 and 8, not the holdout).
final class XcodeEightTableTests: XCTestCase {
  /// A 375 × 667 iPhone 8 storyboard of toolsVersion `tools` whose table view controller holds
  /// two untitled grouped sections of one 44-point row each (`a1`, `b1`), the table's headers and
  /// footers 18 (what Xcode writes for a grouped table), the first section titled `title` if
  /// given; shown in a navigation controller (its bar saved `translucent` when given) or alone.
  static func storyboard(
    tools: String, navigation: Bool, translucent: String? = nil, title: String? = nil
  ) -> Data {
    // TableSectionTests' cell: its saved frame deliberately wrong but for its 375 width.
    func cell(_ id: String) -> String { TableSectionTests.cell(id, width: 375) }
    let header = title.map { #"headerTitle="\#($0)" "# } ?? ""
    let bar = translucent.map { #" translucent="\#($0)""# } ?? ""
    let navigationScene = CanvasTests.navigationScene(
      width: 375, root: "tvc", y: 20, barAttributes: bar)
    return Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
        <device id="retina4_7" orientation="portrait"/>
        <scenes>
          <scene sceneID="s">
            <objects>
              <tableViewController id="tvc" customClass="ItemDetailController" sceneMemberID="viewController">
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" id="tv">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                  <sections>
                    <tableViewSection \(header)id="sA"><cells>\(cell("a1"))</cells></tableViewSection>
                    <tableViewSection id="sB"><cells>\(cell("b1"))</cells></tableViewSection>
                  </sections>
                </tableView>
              </tableViewController>
            </objects>
          </scene>
          \(navigation ? navigationScene : "")
        </scenes>
      </document>
      """.utf8)
  }

  /// Xcode 8.1 and 8.2 (11542, 11762; iOS 10) save a grouped table's untitled sections as Xcode 9
  /// and 10 do: the first row at 18 + 17 = 35, the next 35 + 44 + 18 + 18 = 115 (La1c and
  /// Hogotron/Checklists), in a navigation controller or not. The rows are placed and counted;
  /// their content views are 44 less the @2x separator pixel below them (iOS 10): 43.5.
  func testUntitledGroupedSectionsOnXcode8() throws {
    for tools in ["11542", "11762", "12120"] {
      for navigation in [true, false] {
        let data = Self.storyboard(tools: tools, navigation: navigation)
        let (f, copied) = try ImportedFrames.afterLoad(data)
        XCTAssertEqual(f["a1"], [0, 35, 375, 44], "\(tools) \(navigation)")
        XCTAssertEqual(f["b1"], [0, 115, 375, 44], "\(tools) \(navigation)")
        XCTAssertEqual(f["a1-cv"], [0, 0, 375, 43.5], "\(tools) \(navigation)")
        XCTAssertTrue(copied.isDisjoint(with: ["a1", "b1", "a1-cv"]), "\(tools) \(navigation)")
      }
    }
  }

  /// Xcode 7 and 8.0 (9531, 11201) drew a table view controller shown under a translucent
  /// navigation bar with its rows below the bars, the status bar's 20 and the bar's 44 further
  /// down: 64 + 35 = 99 and 99 + 44 + 36 = 179 (Adaok, BYWallace, IssacCZ, JovannyEspinal,
  /// MichealQiu and La1c/Checklists); outside a navigation controller at 35 and 115.
  func testXcode7And8Point0SaveRowsBelowTheBars() throws {
    for tools in ["9531", "11201"] {
      for translucent in [nil, "YES"] {
        let data = Self.storyboard(tools: tools, navigation: true, translucent: translucent)
        let (f, copied) = try ImportedFrames.afterLoad(data)
        XCTAssertEqual(f["a1"], [0, 99, 375, 44], tools)
        XCTAssertEqual(f["b1"], [0, 179, 375, 44], tools)
        XCTAssertTrue(copied.isDisjoint(with: ["a1", "b1"]), tools)
      }
      let (alone, _) = try ImportedFrames.afterLoad(Self.storyboard(tools: tools, navigation: false))
      XCTAssertEqual(alone["a1"], [0, 35, 375, 44], tools)
      XCTAssertEqual(alone["b1"], [0, 115, 375, 44], tools)
    }
  }

  /// A titled grouped header is not known before iOS 11 (one public file shows it): the rows
  /// keep Xcode's frames and are left out of the figure.
  func testTitledGroupedHeadersBeforeIOS11AreCopied() throws {
    let data = Self.storyboard(tools: "11762", navigation: true, title: "Name")
    let (_, copied) = try ImportedFrames.afterLoad(data)
    XCTAssertTrue(copied.isSuperset(of: ["a1", "b1"]))
  }
}
