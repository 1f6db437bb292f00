import Foundation
import InterfaceBuilder
import InterfaceBuilderDocument
import XCTest

/// Files the importer once refused: the pre-2013 `<archive>` XIB, a storyboard whose cell content
/// view has no id, and a macOS storyboard (still refused, said as such).
final class ArchiveImportTests: XCTestCase {
  /// A 320 × 460 view (an iPhone 4 screen under a 20-pt status bar) holding a button at
  /// (20, 262) 72 × 37 with flexible top and bottom margins (NSvFlags 269 = 256 + 13: flexible
  /// left margin 1, right margin 4, top margin 8; 256 is not a mask bit) and a label whose font
  /// is a shared object written once and referred to.
  static let archive = """
    <?xml version="1.0" encoding="UTF-8"?>
    <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
      <data>
        <int key="IBDocument.SystemTarget">1280</int>
        <string key="IBDocument.InterfaceBuilderVersion">1938</string>
        <array class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
          <object class="IBProxyObject" id="1">
            <string key="IBProxiedObjectIdentifier">IBFilesOwner</string>
          </object>
          <object class="IBUIView" id="10">
            <int key="NSvFlags">274</int>
            <array class="NSMutableArray" key="NSSubviews">
              <object class="IBUIButton" id="11">
                <int key="NSvFlags">269</int>
                <string key="NSFrame">{{20, 262}, {72, 37}}</string>
                <string key="IBUINormalTitle">Black</string>
                <object class="IBUIFontDescription" key="IBUIFontDescription" id="50">
                  <int key="type">2</int>
                  <double key="pointSize">15</double>
                </object>
              </object>
              <object class="IBUILabel" id="12">
                <int key="NSvFlags">292</int>
                <string key="NSFrame">{{20, 20}, {280, 21}}</string>
                <string key="IBUIText">Hello</string>
                <reference key="IBUIFontDescription" ref="50"/>
              </object>
            </array>
            <string key="NSFrameSize">{320, 460}</string>
          </object>
        </array>
      </data>
    </archive>
    """

  func testAnArchiveXIBReadsAsFrameLaidOutViews() throws {
    let document = try StoryboardReader.read(string: Self.archive, fileName: "Old.xib")
    XCTAssertTrue(document.isXIB)
    let root = try XCTUnwrap(document.topLevelViews.first)
    XCTAssertEqual(root.frame, StoryboardDocument.Rect(x: 0, y: 0, width: 320, height: 460))
    // 274 = 256 + 16 + 2: flexible height and width.
    XCTAssertEqual(root.autoresizingMask, [.widthSizable, .heightSizable])
    XCTAssertEqual(root.subviews.map(\.elementName), ["button", "label"])
    let button = root.subviews[0]
    XCTAssertEqual(button.frame, StoryboardDocument.Rect(x: 20, y: 262, width: 72, height: 37))
    XCTAssertEqual(button.autoresizingMask, [.flexibleMinX, .flexibleMaxX, .flexibleMinY])
    XCTAssertEqual(button.text, "Black")
    XCTAssertEqual(button.font?.type, "boldSystem")
    // The label's font is the button's, by reference.
    XCTAssertEqual(root.subviews[1].font?.pointSize, 15)
    XCTAssertEqual(root.subviews[1].text, "Hello")
  }

  /// Imported and run on the device the importer assumes (no device in the file: the iPhone 8,
  /// 375 wide), the 320 × 460 XIB view is a window its size; its frame-laid-out views keep the
  /// frames they were saved with, since their superview has the size they were laid out in.
  func testAnArchiveXIBImportsAndRuns() throws {
    let scenario = try XCTUnwrap(
      StoryboardImporter.importData(Data(Self.archive.utf8), file: "Old.xib").first)
    XCTAssertEqual(scenario.device.size, [320, 460])
    var simulation = try scenario.simulation()
    simulation.run()
    let step = try XCTUnwrap(simulation.steps.first)
    let button = try XCTUnwrap(scenario.root.allViews.first { $0.interfaceBuilderID == "11" })
    let frame = try XCTUnwrap(step.frame(of: button.id)).frame
    XCTAssertEqual([frame.minX, frame.minY, frame.width, frame.height], [20, 262, 72, 37])
  }

  /// A cell's content view saved without an id (Xcode 4–5) takes the cell's id and its key.
  func testACellContentViewWithoutAnIDTakesTheCells() throws {
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="4510" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <scenes><scene sceneID="s"><objects>
          <tableViewController id="tvc" sceneMemberID="viewController">
            <tableView key="view" contentMode="scaleToFill" id="tv">
              <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
              <prototypes>
                <tableViewCell contentMode="scaleToFill" id="cell">
                  <rect key="frame" x="0.0" y="22" width="320" height="44"/>
                  <view key="contentView" opaque="NO" contentMode="center">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="43"/>
                  </view>
                </tableViewCell>
              </prototypes>
            </tableView>
          </tableViewController>
        </objects></scene></scenes>
      </document>
      """
    let document = try StoryboardReader.read(string: storyboard, fileName: "Old.storyboard")
    XCTAssertNotNil(document.viewsByID["cell-contentView"])
  }

  func testAMacOSStoryboardIsRefusedAsSuch() throws {
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="6751" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
      </document>
      """
    XCTAssertThrowsError(
      try StoryboardImporter.importData(Data(storyboard.utf8), file: "Mac.storyboard")
    ) { error in
      XCTAssertEqual(
        "\(error)",
        "Mac.storyboard:2:1: error: a macOS storyboard or XIB (targetRuntime 'MacOSX.Cocoa'): layoutsim simulates UIKit (iOS) views, not AppKit's"
      )
    }
  }
}
