import CorpusTestSupport
import Foundation
import InterfaceBuilder
import XCTest

/// A collection view with self-sizing items inside a scene is imported as a `collection:` whose
/// cells the engine sizes by their content and places as UICollectionViewFlowLayout does
/// (SceneImporter+SelfSizingItems.swift). Every expected frame is derived by hand beside it.
final class SelfSizingItemTests: XCTestCase {
  /// A 375-point iPhone 8 scene holding a frame-based collection (375 × 400 at y 100) whose flow
  /// layout says `estimate` (an attribute or an `estimatedItemSize` element), with one cell: its
  /// content view holds a view pinned 10 in from every side and 150 × 300 by its own
  /// constraints. Cell and content view are saved at a deliberately wrong 1 × 1.
  static func scene(estimate: String, estimatedElement: String = "") -> Data {
    Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="15505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" useTraitCollections="YES">
        <device id="retina4_7" orientation="portrait"/>
        <scenes>
          <scene sceneID="s">
            <objects>
              <viewController id="vc" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                  <subviews>
                    <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="cv">
                      <rect key="frame" x="0.0" y="100" width="375" height="400"/>
                      <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                      <collectionViewFlowLayout key="collectionViewLayout" \(estimate) minimumLineSpacing="10" minimumInteritemSpacing="10" id="fl">
                        <size key="itemSize" width="50" height="50"/>
                        \(estimatedElement)
                        <size key="headerReferenceSize" width="0.0" height="0.0"/>
                        <size key="footerReferenceSize" width="0.0" height="0.0"/>
                        <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                      </collectionViewFlowLayout>
                      <cells>
                        <collectionViewCell opaque="NO" contentMode="center" reuseIdentifier="C" id="cell">
                          <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                          <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                          <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                                <rect key="frame" x="10" y="10" width="150" height="300"/>
                                <constraints>
                                  <constraint firstAttribute="width" constant="150" id="w"/>
                                  <constraint firstAttribute="height" constant="300" id="h"/>
                                </constraints>
                              </view>
                            </subviews>
                            <constraints>
                              <constraint firstItem="inner" firstAttribute="top" secondItem="content" secondAttribute="top" constant="10" id="t"/>
                              <constraint firstItem="inner" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="10" id="l"/>
                              <constraint firstAttribute="trailing" secondItem="inner" secondAttribute="trailing" constant="10" id="r"/>
                              <constraint firstAttribute="bottom" secondItem="inner" secondAttribute="bottom" constant="10" id="b"/>
                            </constraints>
                          </collectionViewCellContentView>
                        </collectionViewCell>
                      </cells>
                    </collectionView>
                  </subviews>
                </view>
              </viewController>
            </objects>
          </scene>
        </scenes>
      </document>
      """.utf8)
  }

  /// The cell is as large as its content asks: 10 + 150 + 10 = 170 wide, 10 + 300 + 10 = 320
  /// tall (the 50 × 50 `itemSize` is not used). One item of that size leaves room for two on a
  /// line ((375 + 10) / (170 + 10) = 2.1), so it sits in the first column at the leading edge,
  /// on the first line: [0, 0, 170, 320] in the collection's content; its content view fills
  /// it; the pinned view is at [10, 10, 150, 300]. The frames saved for the cell and its
  /// content view are not expected (the canvas shows them at their saved size); the pinned
  /// view's is, and counts.
  func testAutomaticEstimateSizesTheCellByItsContent() throws {
    let data = Self.scene(estimate: #"automaticEstimatedItemSize="YES""#)
    let (f, copied) = try ImportedFrames.afterLoad(data)
    XCTAssertEqual(f["cell"], [0, 0, 170, 320])
    XCTAssertEqual(f["content"], [0, 0, 170, 320])
    XCTAssertEqual(f["inner"], [10, 10, 150, 300])
    XCTAssertTrue(copied.isEmpty, "\(copied)")
    let scenario = try ImportedFrames.firstScene(data, file: "Test.storyboard")
    XCTAssertEqual(
      scenario.expectedFrames.map(\.interfaceBuilderID).sorted(), ["cv", "inner", "root"])
  }

  /// An `estimatedItemSize` element makes the items self-sizing just as well: the same frames.
  func testEstimatedItemSizeSizesTheCellByItsContent() throws {
    let (f, _) = try ImportedFrames.afterLoad(
      Self.scene(
        estimate: "", estimatedElement: #"<size key="estimatedItemSize" width="100" height="100"/>"#))
    XCTAssertEqual(f["cell"], [0, 0, 170, 320])
  }

  /// The scenario says what the importer did: a `collection:` with `itemSize: automatic`, the
  /// file's spacings, its cell under `cells:`, and a note on the cell.
  func testTheScenarioIsACollectionOfCells() throws {
    let scenario = try ImportedFrames.firstScene(
      Self.scene(estimate: #"automaticEstimatedItemSize="YES""#), file: "Test.storyboard")
    let yaml = scenario.yaml
    XCTAssertTrue(yaml.contains("- collection: cv"), yaml)
    XCTAssertTrue(yaml.contains("itemSize: automatic"), yaml)
    XCTAssertTrue(yaml.contains("minimumLineSpacing: 10"), yaml)
    XCTAssertTrue(yaml.contains("cells:"), yaml)
    XCTAssertTrue(
      scenario.notes.contains {
        $0.element.hasPrefix("<collectionViewCell") && $0.reason.contains("as UIKit does at run time")
      }, "\(scenario.notes)")
  }
}
