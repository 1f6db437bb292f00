import CorpusTestSupport
import Foundation
import InterfaceBuilder
import XCTest

/// A collection view's prototype cells are placed by the engine as UICollectionViewFlowLayout
/// places its items (SceneImporter+Items.swift). Every expected frame is derived by hand in the
/// comment beside it.
final class CollectionItemTests: XCTestCase {
  /// A collection view controller on the 375-point iPhone 8 whose flow layout has `itemSize`,
  /// 10-point spacings and `inset` on every side, with `count` prototype cells saved at a
  /// deliberately wrong frame. `layout` adds attributes to the `<collectionViewFlowLayout>`, `customLayout` replaces it
  /// with a `<collectionViewLayout>` of that class; `content` is the XML inside
  /// each content view (its subviews and constraints, ids unique per cell by the number given).
  static func collection(
    itemWidth: Int, itemHeight: Int = 80, count: Int, inset: Int = 10, estimated: Bool = false,
    layout: String = "", customLayout: String? = nil, header: Int = 0, footer: Int = 0,
    oldContentView: Bool = false, content: (Int) -> String = { _ in "" }
  ) -> Data {
    let cells = (1...count).map { n in
      """
      <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" reuseIdentifier="C\(n)" id="i\(n)">
        <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
        <autoresizingMask key="autoresizingMask"/>
        <\(oldContentView ? "view" : "collectionViewCellContentView") key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" \(oldContentView ? "" : "id=\"cv\(n)\"")>
          <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
          <autoresizingMask key="autoresizingMask"/>
          \(content(n))
        </\(oldContentView ? "view" : "collectionViewCellContentView")>
      </collectionViewCell>
      """
    }.joined()
    let layoutElement =
      customLayout.map {
        #"<collectionViewLayout key="collectionViewLayout" id="fl" customClass="\#($0)"/>"#
      } ?? """
      <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" \(layout) id="fl">
        <size key="itemSize" width="\(itemWidth)" height="\(itemHeight)"/>
        <size key="headerReferenceSize" width="0.0" height="\(header)"/>
        <size key="footerReferenceSize" width="0.0" height="\(footer)"/>
        \(estimated ? #"<size key="estimatedItemSize" width="100" height="80"/>"# : "")
        <inset key="sectionInset" minX="\(inset)" minY="\(inset)" maxX="\(inset)" maxY="\(inset)"/>
      </collectionViewFlowLayout>
      """
    return Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="15505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" useTraitCollections="YES">
        <device id="retina4_7" orientation="portrait"/>
        <scenes>
          <scene sceneID="s">
            <objects>
              <collectionViewController id="cvc" sceneMemberID="viewController">
                <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="cv">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                  \(layoutElement)
                  <cells>\(cells)</cells>
                  \(header > 0 ? Self.reusableView("sectionHeaderView", id: "hd") : "")
                  \(footer > 0 ? Self.reusableView("sectionFooterView", id: "ft") : "")
                </collectionView>
              </collectionViewController>
            </objects>
          </scene>
        </scenes>
      </document>
      """.utf8)
  }

  /// 100 × 80 items in 375 − 10 − 10 = 355 points: (355 + 10) / (100 + 10) = 3.3, three to a
  /// line, spread so the third ends at the trailing inset: (355 − 300) / 2 = 27.5 between them,
  /// x 10, 137.5, 265. The fourth and fifth start the second line, 10 + 80 + 10 = 100 down, with
  /// the same spacing from the leading inset: x 10 and 137.5. Content views fill their cells.
  func testItemsFillLinesAndSpreadOnAFullLine() throws {
    let (f, copied) = try ImportedFrames.afterLoad(Self.collection(itemWidth: 100, count: 5))
    XCTAssertEqual(f["i1"], [10, 10, 100, 80])
    XCTAssertEqual(f["i2"], [137.5, 10, 100, 80])
    XCTAssertEqual(f["i3"], [265, 10, 100, 80])
    XCTAssertEqual(f["i4"], [10, 100, 100, 80])
    XCTAssertEqual(f["i5"], [137.5, 100, 100, 80])
    XCTAssertEqual(f["cv5"], [0, 0, 100, 80])
    XCTAssertTrue(copied.isEmpty, "\(copied)")
  }

  /// 300-point items leave room for one a line ((355 + 10) / 310 = 1.2): each is centred,
  /// x = 10 + (355 − 300) / 2 = 37.5, the second a line below: 10 + 80 + 10 = 100.
  func testALineWithRoomForOneCentresIt() throws {
    let (f, _) = try ImportedFrames.afterLoad(Self.collection(itemWidth: 300, count: 2))
    XCTAssertEqual(f["i1"], [37.5, 10, 300, 80])
    XCTAssertEqual(f["i2"], [37.5, 100, 300, 80])
  }

  /// A scene whose root view holds a 70-point-tall collection scrolling horizontally (frame-based,
  /// 375 wide at y 100), with two 128 × 128 prototype cells 30 apart, saved at a wrong frame.
  static let horizontal = Data(
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
                    <rect key="frame" x="0.0" y="100" width="375" height="70"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" minimumLineSpacing="30" minimumInteritemSpacing="30" id="fl">
                      <size key="itemSize" width="128" height="128"/>
                      <size key="headerReferenceSize" width="0.0" height="0.0"/>
                      <size key="footerReferenceSize" width="0.0" height="0.0"/>
                      <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                    </collectionViewFlowLayout>
                    <cells>
                      <collectionViewCell opaque="NO" contentMode="center" reuseIdentifier="A" id="h1">
                        <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                        <autoresizingMask key="autoresizingMask"/>
                      </collectionViewCell>
                      <collectionViewCell opaque="NO" contentMode="center" reuseIdentifier="B" id="h2">
                        <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                        <autoresizingMask key="autoresizingMask"/>
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

  /// Scrolling horizontally, items fill columns top to bottom: a 128-point item in 70 points is
  /// alone on its column and centred across it, y = (70 − 128) / 2 = −29; the next column starts
  /// 128 + 30 = 158 along.
  func testHorizontalScrollingPlacesColumns() throws {
    let (f, copied) = try ImportedFrames.afterLoad(Self.horizontal)
    XCTAssertEqual(f["h1"], [0, -29, 128, 128])
    XCTAssertEqual(f["h2"], [158, -29, 128, 128])
    XCTAssertTrue(copied.isEmpty, "\(copied)")
  }

  /// Self-sizing items (an estimated item size) are not placed: Xcode's frames, not counted.
  func testSelfSizingItemsAreCopied() throws {
    let (_, copied) = try ImportedFrames.afterLoad(
      Self.collection(itemWidth: 100, count: 1, estimated: true))
    XCTAssertEqual(copied, ["i1", "cv1"])
  }

  /// `automaticEstimatedItemSize="YES"` (Xcode 11's default estimate) is self-sizing too: the
  /// canvas shows the cell at its saved size, UIKit sizes it by its content at run time, so the
  /// cell and its content view keep Xcode's frames and are not counted.
  func testAutomaticEstimatedItemSizeIsSelfSizing() throws {
    let (_, copied) = try ImportedFrames.afterLoad(
      Self.collection(itemWidth: 100, count: 1, layout: #"automaticEstimatedItemSize="YES""#))
    XCTAssertEqual(copied, ["i1", "cv1"])
  }

  /// A content view holding one view pinned to its edges (`inset` points in) and sized `side` ×
  /// `side` by constraints of its own, which then cannot all hold in a 128 × 128 item.
  static func pinnedContent(inset: Int, side: Int) -> (Int) -> String {
    { n in
      """
      <subviews>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="in\(n)">
          <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
          <subviews>
            <imageView contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="im\(n)">
              <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
              <constraints>
                <constraint firstAttribute="height" constant="70" id="imh\(n)"/>
              </constraints>
            </imageView>
          </subviews>
          <constraints>
            <constraint firstAttribute="width" constant="\(side)" id="inw\(n)"/>
            <constraint firstAttribute="height" constant="\(side)" id="inh\(n)"/>
            <constraint firstItem="im\(n)" firstAttribute="top" secondItem="in\(n)" secondAttribute="top" constant="20" id="imt\(n)"/>
            <constraint firstItem="im\(n)" firstAttribute="leading" secondItem="in\(n)" secondAttribute="leading" constant="20" id="iml\(n)"/>
            <constraint firstAttribute="trailing" secondItem="im\(n)" secondAttribute="trailing" constant="20" id="imr\(n)"/>
          </constraints>
        </view>
      </subviews>
      <constraints>
        <constraint firstItem="in\(n)" firstAttribute="top" secondItem="cv\(n)" secondAttribute="top" constant="\(inset)" id="t\(n)"/>
        <constraint firstItem="in\(n)" firstAttribute="leading" secondItem="cv\(n)" secondAttribute="leading" constant="\(inset)" id="l\(n)"/>
        <constraint firstAttribute="trailing" secondItem="in\(n)" secondAttribute="trailing" constant="\(inset)" id="r\(n)"/>
        <constraint firstAttribute="bottom" secondItem="in\(n)" secondAttribute="bottom" constant="\(inset)" id="b\(n)"/>
      </constraints>
      """
    }
  }

  /// The item's size wins over the content's constraints: UIKit sizes the content view from the
  /// cell and breaks the content's own `width == 200` / `height == 200` (the conflict logs in
  /// Guides/CollectionViews.md). 128-point items in 355 points: (355 + 10) / 138 = 2.6, two
  /// columns, the first at the leading inset: cell [10, 10, 128, 128]; content view [0, 0, 128,
  /// 128]; the pinned view fills it, [0, 0, 128, 128]; the image 20 in from its sides and top,
  /// 70 tall: [20, 20, 128 − 40 = 88, 70].
  func testAContentViewKeepsItsCellsSizeOverLargerConstraints() throws {
    let (f, copied) = try ImportedFrames.afterLoad(
      Self.collection(
        itemWidth: 128, itemHeight: 128, count: 1,
        content: Self.pinnedContent(inset: 0, side: 200)))
    XCTAssertEqual(f["i1"], [10, 10, 128, 128])
    XCTAssertEqual(f["cv1"], [0, 0, 128, 128])
    XCTAssertEqual(f["in1"], [0, 0, 128, 128])
    XCTAssertEqual(f["im1"], [20, 20, 88, 70])
    XCTAssertTrue(copied.isEmpty, "\(copied)")
  }

  /// The same with a view asked to be smaller than the item allows: pinned 5 in from each side
  /// of a 128-point content view it is 128 − 10 = 118 square at (5, 5), not 100; its image
  /// 118 − 40 = 78 wide.
  func testAContentViewKeepsItsCellsSizeOverSmallerConstraints() throws {
    let (f, _) = try ImportedFrames.afterLoad(
      Self.collection(
        itemWidth: 128, itemHeight: 128, count: 1,
        content: Self.pinnedContent(inset: 5, side: 100)))
    XCTAssertEqual(f["cv1"], [0, 0, 128, 128])
    XCTAssertEqual(f["in1"], [5, 5, 118, 118])
    XCTAssertEqual(f["im1"], [20, 20, 78, 70])
  }

  /// A custom layout (a UICollectionViewLayout subclass IB only names) cannot be modelled: its
  /// cells keep Xcode's frames, are not counted, and the note says why.
  func testACustomLayoutsCellsAreCopiedAndSaidToBe() throws {
    let data = Self.collection(itemWidth: 100, count: 1, customLayout: "MosaicLayout")
    let (_, copied) = try ImportedFrames.afterLoad(data)
    XCTAssertEqual(copied, ["i1", "cv1"])
    let scenario = try ImportedFrames.firstScene(data, file: "Test.storyboard")
    XCTAssertTrue(
      scenario.notes.contains {
        $0.element.hasPrefix("<collectionViewCell") && $0.reason.contains("custom layout 'MosaicLayout'")
      }, "\(scenario.notes)")
  }

  /// A flow layout subclass is placed by the flow layout's rules (what the canvas shows), and
  /// the note says its run-time overrides are not modelled: 100-point items as in
  /// ``testItemsFillLinesAndSpreadOnAFullLine()``, the first at [10, 10, 100, 80].
  func testAFlowLayoutSubclassIsPlacedAndNoted() throws {
    let data = Self.collection(itemWidth: 100, count: 1, layout: #"customClass="GridFlowLayout""#)
    let (f, copied) = try ImportedFrames.afterLoad(data)
    XCTAssertEqual(f["i1"], [10, 10, 100, 80])
    XCTAssertTrue(copied.isEmpty, "\(copied)")
    let scenario = try ImportedFrames.firstScene(data, file: "Test.storyboard")
    XCTAssertTrue(
      scenario.notes.contains { $0.reason.contains("flow layout is the subclass 'GridFlowLayout'") },
      "\(scenario.notes)")
  }

  /// A self-sizing cell's note says why it keeps Xcode's frame.
  func testASelfSizingCellSaysWhyItIsNotPlaced() throws {
    let data = Self.collection(
      itemWidth: 100, count: 1, layout: #"automaticEstimatedItemSize="YES""#)
    let scenario = try ImportedFrames.firstScene(data, file: "Test.storyboard")
    XCTAssertTrue(
      scenario.notes.contains {
        $0.element.hasPrefix("<collectionViewCell") && $0.reason.contains("sizes itself (automaticEstimatedItemSize)")
      }, "\(scenario.notes)")
  }

  /// A section header or footer view saved at a deliberately wrong frame.
  static func reusableView(_ key: String, id: String) -> String {
    """
    <collectionReusableView key="\(key)" opaque="NO" clipsSubviews="YES" contentMode="center" reuseIdentifier="\(id)" id="\(id)">
      <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
      <autoresizingMask key="autoresizingMask"/>
    </collectionReusableView>
    """
  }

  /// The section's header and footer are placed by the flow layout: the header across the
  /// 375-point collection, 40 tall, at the top: [0, 0, 375, 40]; the items below it and the
  /// 10-point inset: the first line at y 40 + 10 = 50 (i1 [10, 50, 100, 80]), the second 80 + 10
  /// lower at 140; the footer below the last line and the bottom inset: 140 + 80 + 10 = 230,
  /// [0, 230, 375, 30]. None of them copied.
  func testSectionHeaderAndFooterViewsArePlaced() throws {
    let (f, copied) = try ImportedFrames.afterLoad(
      Self.collection(itemWidth: 100, count: 5, header: 40, footer: 30))
    XCTAssertEqual(f["hd"], [0, 0, 375, 40])
    XCTAssertEqual(f["i1"], [10, 50, 100, 80])
    XCTAssertEqual(f["i4"], [10, 140, 100, 80])
    XCTAssertEqual(f["ft"], [0, 230, 375, 30])
    XCTAssertTrue(copied.isEmpty, "\(copied)")
  }

  /// Files of Xcode 10 and earlier write the content view as `<view key="contentView">` without
  /// an id: it fills its cell all the same ([0, 0, 100, 80]) and is counted, not copied.
  func testAnOldContentViewWithoutAnIDFillsItsCell() throws {
    let data = Self.collection(itemWidth: 100, count: 1, oldContentView: true)
    let (f, copied) = try ImportedFrames.afterLoad(data)
    let contentID = try XCTUnwrap(f.keys.first { $0.hasPrefix("i1") && $0 != "i1" }, "\(f)")
    XCTAssertEqual(f[contentID], [0, 0, 100, 80])
    XCTAssertTrue(copied.isEmpty, "\(copied)")
  }
}
