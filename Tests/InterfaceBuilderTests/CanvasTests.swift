import CorpusTestSupport
import Foundation
import InterfaceBuilder
import XCTest

/// How the importer reads the canvas a file's frames were saved on: the device of a file without
/// `<device>`, the status bar of Xcode 11–14's home-button iPhones, a child controller's container,
/// a sheet, and what the fidelity check leaves out. Every expected frame is derived by hand in the
/// comment beside it.
final class CanvasTests: XCTestCase {
  /// A storyboard with one scene: `body` inside the root view, `extra` after the scenes.
  static func storyboard(
    tools: String = "15505", device: String? = "<device id=\"retina4_7\" orientation=\"portrait\"/>",
    runtime: String = "iOS.CocoaTouch", controllers: String, extra: String = ""
  ) -> Data {
    Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="\(runtime)" useAutolayout="YES" useSafeAreas="YES" useTraitCollections="YES">
        \(device ?? "")
        <scenes>
      \(controllers)
        </scenes>
      \(extra)
      </document>
      """.utf8)
  }

  /// A storyboard of toolsVersion `tools` (`extra` after the scenes) with one scene: controller
  /// `c`, whose 375 × 667 root `root` holds `subviews` under `constraints`, with a safe-area
  /// guide `sa` when `safeArea`. The one-control scenes of the control import tests.
  static func oneViewStoryboard(
    tools: String = "15505", subviews: String, constraints: String, safeArea: Bool = true,
    extra: String = ""
  ) -> Data {
    let guide = safeArea ? #"<viewLayoutGuide key="safeArea" id="sa"/>"# : ""
    return storyboard(
      tools: tools,
      controllers: """
            <scene sceneID="s">
              <objects>
                <viewController id="c" sceneMemberID="viewController">
                  <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                      \(subviews)
                    </subviews>
                    \(guide)
                    <constraints>
                      \(constraints)
                    </constraints>
                  </view>
                </viewController>
              </objects>
            </scene>
        """, extra: extra)
  }

  /// A scene whose root holds one 100 × 50 view pinned 10 below the safe area's top and 16 from
  /// the leading edge.
  static func scene(
    _ id: String, size: (Double, Double), connections: String = "", element: String = "view",
    attributes: String = ""
  ) -> String {
    """
        <scene sceneID="s-\(id)">
          <objects>
            <viewController id="\(id)" customClass="C\(id)" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="root-\(id)">
                <rect key="frame" x="0.0" y="0.0" width="\(size.0)" height="\(size.1)"/>
                <subviews>
                  <\(element) contentMode="scaleToFill" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="box-\(id)">
                    <rect key="frame" x="16" y="10" width="100" height="50"/>
                    \(connections)
                  </\(element)>
                </subviews>
                <viewLayoutGuide key="safeArea" id="sa-\(id)"/>
                <constraints>
                  <constraint firstItem="box-\(id)" firstAttribute="top" secondItem="sa-\(id)" secondAttribute="top" constant="10" id="t-\(id)"/>
                  <constraint firstItem="box-\(id)" firstAttribute="leading" secondItem="root-\(id)" secondAttribute="leading" constant="16" id="l-\(id)"/>
                  <constraint firstItem="box-\(id)" firstAttribute="width" constant="100" id="w-\(id)"/>
                  \(element == "view" ? "<constraint firstItem=\"box-\(id)\" firstAttribute=\"height\" constant=\"50\" id=\"h-\(id)\"/>" : "")
                </constraints>
              </view>
            </viewController>
          </objects>
        </scene>
    """
  }

  /// A navigation controller `nav` whose root is scene `root`, its bar (`barAttributes`) saved
  /// `width` wide and `height` tall at `y`; `extra` (simulated metrics) after the bar.
  static func navigationScene(
    width: Double, root: String = "a", y: Int = 0, height: Int = 44,
    barAttributes: String = "", extra: String = ""
  ) -> String {
    """
          <scene sceneID="s-n">
            <objects>
              <navigationController id="nav" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" \(barAttributes) id="bar">
                  <rect key="frame" x="0.0" y="\(y)" width="\(width)" height="\(height)"/>
                </navigationBar>
                \(extra)
                <connections>
                  <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="r1"/>
                </connections>
              </navigationController>
            </objects>
          </scene>
    """
  }

  /// Xcode 11 (toolsVersion 15505) draws the iPhone 8 without a status bar: the safe area starts
  /// at 0, so the box is 0 + 10 = 10 from the top. Xcode 10 (14490) draws it: 20 + 10 = 30.
  func testHomeButtonIPhonesHaveNoStatusBarOnXcode11To14Canvases() throws {
    let new = try XCTUnwrap(
      StoryboardImporter.importData(
        Self.storyboard(controllers: Self.scene("a", size: (375, 667))), file: "New.storyboard"
      ).first)
    XCTAssertEqual(try ImportedFrames.afterLoad(new)["box-a"], [16, 10, 100, 50])
    let old = try XCTUnwrap(
      StoryboardImporter.importData(
        Self.storyboard(tools: "14490.70", controllers: Self.scene("a", size: (375, 667))),
        file: "Old.storyboard"
      ).first)
    XCTAssertEqual(try ImportedFrames.afterLoad(old)["box-a"], [16, 30, 100, 50])
  }

  /// The 375 × 812 canvas's status bar by Xcode release: the iPhone X's 44 in Xcode 13
  /// (19162), the iPhone 12's 47 in Xcode 14.0 (21225), the iPhone 13 mini's 50 from 21701. The
  /// box is pinned 10 below the safe area's top: 44 + 10 = 54, 47 + 10 = 57, 50 + 10 = 60.
  func testThe375By812CanvasIsTheIPhone13MiniFromToolsVersion21701() throws {
    for (tools, y) in [("19162", 54.0), ("21225", 57), ("21701", 60), ("22505", 60)] {
      let scenario = try XCTUnwrap(
        StoryboardImporter.importData(
          Self.storyboard(
            tools: tools, device: "<device id=\"retina5_9\" orientation=\"portrait\"/>",
            controllers: Self.scene("a", size: (375, 812))),
          file: "Mini.storyboard"
        ).first)
      XCTAssertEqual(try ImportedFrames.afterLoad(scenario)["box-a"], [16, y, 100, 50], tools)
    }
  }

  /// Before `<device>`: an iPad file is the 768 × 1024 iPad; an iPhone file whose default
  /// simulated screen is `retina4` the 320 × 568 iPhone (both with a 20-pt status bar: Xcode 5).
  func testFilesWithoutADeviceReadTheRuntimeAndSimulatedScreen() throws {
    let pad = try XCTUnwrap(
      StoryboardImporter.importData(
        Self.storyboard(
          tools: "5056", device: nil, runtime: "iOS.CocoaTouch.iPad",
          controllers: Self.scene("a", size: (768, 1024))), file: "Pad.storyboard"
      ).first)
    XCTAssertEqual(pad.device.base, "ipad9_7")
    XCTAssertEqual(try ImportedFrames.afterLoad(pad)["root-a"], [0, 0, 768, 1024])
    let phone = try XCTUnwrap(
      StoryboardImporter.importData(
        Self.storyboard(
          tools: "5056", device: nil, controllers: Self.scene("a", size: (320, 568)),
          extra: """
            <simulatedMetricsContainer key="defaultSimulatedMetrics">
              <simulatedScreenMetrics key="destination" type="retina4"/>
            </simulatedMetricsContainer>
            """), file: "Phone.storyboard"
      ).first)
    XCTAssertEqual(phone.device.base, "retina4_0")
    XCTAssertEqual(try ImportedFrames.afterLoad(phone)["root-a"], [0, 0, 320, 568])
    XCTAssertEqual(try ImportedFrames.afterLoad(phone)["box-a"], [16, 30, 100, 50])
  }

  /// A child controller embedded in a 300 × 200 container view at (20, 100) of an Xcode 11
  /// iPhone 8 canvas: its root is 300 × 200 with the device's insets (none on that canvas), so
  /// the box is 10 from its top. The root's size is the container's as Xcode saved it: left out
  /// of the fidelity figure. On an Xcode 10 iPhone XR canvas (insets 44 and 34) the child's canvas
  /// has them too, wherever the container is: the box is 44 + 10 = 54 from its top.
  func testAnEmbeddedControllerTakesItsContainersSize() throws {
    let parent = Self.scene("a", size: (375, 667)).replacingOccurrences(
      of: "</subviews>", with: """
        <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cv">
          <rect key="frame" x="20" y="100" width="300" height="200"/>
          <connections><segue destination="b" kind="embed" id="e1"/></connections>
        </containerView>
        </subviews>
        """)
    let scenarios = try StoryboardImporter.importData(
      Self.storyboard(controllers: parent + Self.scene("b", size: (300, 200))),
      file: "Embed.storyboard")
    let child = try XCTUnwrap(scenarios.first { $0.root.interfaceBuilderID == "root-b" })
    XCTAssertEqual(child.device.size, [300, 200])
    XCTAssertEqual(try ImportedFrames.afterLoad(child)["root-b"], [0, 0, 300, 200])
    XCTAssertEqual(try ImportedFrames.afterLoad(child)["box-b"], [16, 10, 100, 50])
    XCTAssertNotNil(child.expectedFrames.first { $0.interfaceBuilderID == "root-b" }?.copied)
    XCTAssertNil(child.expectedFrames.first { $0.interfaceBuilderID == "box-b" }?.copied)
    let xr = try StoryboardImporter.importData(
      Self.storyboard(
        tools: "14490.70", device: "<device id=\"retina6_1\" orientation=\"portrait\"/>",
        controllers: parent + Self.scene("b", size: (300, 200))),
      file: "Embed.storyboard")
    let xrChild = try XCTUnwrap(xr.first { $0.root.interfaceBuilderID == "root-b" })
    XCTAssertEqual(xrChild.device.portraitSafeArea, [44, 0, 34, 0])
    XCTAssertEqual(try ImportedFrames.afterLoad(xrChild)["box-b"], [16, 54, 100, 50])
  }

  /// A container view with constraints gives its child the size the engine solves for it in the
  /// parent scene, not the size Xcode saved (300 × 200 here): pinned 20 from the leading edge, 280
  /// wide and 150 tall, the child's root is 280 × 150 and counts in the check. Without
  /// constraints (the test above) the container's size is unknown and the saved one stays, copied.
  func testAnEmbeddedControllerTakesItsContainersSolvedSize() throws {
    let parent = Self.scene("a", size: (375, 667)).replacingOccurrences(
      of: "</subviews>", with: """
        <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cv">
          <rect key="frame" x="20" y="100" width="300" height="200"/>
          <connections><segue destination="b" kind="embed" id="e1"/></connections>
        </containerView>
        </subviews>
        """
    ).replacingOccurrences(
      of: "</constraints>", with: """
        <constraint firstItem="cv" firstAttribute="leading" secondItem="root-a" secondAttribute="leading" constant="20" id="c1"/>
        <constraint firstItem="cv" firstAttribute="top" secondItem="root-a" secondAttribute="top" constant="100" id="c2"/>
        <constraint firstItem="cv" firstAttribute="width" constant="280" id="c3"/>
        <constraint firstItem="cv" firstAttribute="height" constant="150" id="c4"/>
        </constraints>
        """)
    let scenarios = try StoryboardImporter.importData(
      Self.storyboard(controllers: parent + Self.scene("b", size: (300, 200))),
      file: "Embed.storyboard")
    let child = try XCTUnwrap(scenarios.first { $0.root.interfaceBuilderID == "root-b" })
    XCTAssertEqual(child.device.size, [280, 150])
    XCTAssertEqual(try ImportedFrames.afterLoad(child)["root-b"], [0, 0, 280, 150])
    XCTAssertNil(child.expectedFrames.first { $0.interfaceBuilderID == "root-b" }?.copied)
  }

  /// A form sheet presented on an Xcode 11 iPhone 8 canvas (iOS 13's card sheet) is 20 pt
  /// shorter than the 667-pt screen: 375 × 647, without a safe area (box 10 from the top).
  func testASheetOnAHomeButtonIPhoneIs20PointsShorter() throws {
    let presenter = Self.scene(
      "a", size: (375, 667),
      connections:
        "<connections><segue destination=\"b\" kind=\"presentation\" modalPresentationStyle=\"formSheet\" id=\"p1\"/></connections>"
    )
    let scenarios = try StoryboardImporter.importData(
      Self.storyboard(controllers: presenter + Self.scene("b", size: (375, 647))),
      file: "Sheet.storyboard")
    let sheet = try XCTUnwrap(scenarios.first { $0.root.interfaceBuilderID == "root-b" })
    XCTAssertEqual(try ImportedFrames.afterLoad(sheet)["root-b"], [0, 0, 375, 647])
    XCTAssertEqual(try ImportedFrames.afterLoad(sheet)["box-b"], [16, 10, 100, 50])
    XCTAssertNil(sheet.expectedFrames.first { $0.interfaceBuilderID == "root-b" }?.copied)
    let presenting = try XCTUnwrap(scenarios.first { $0.root.interfaceBuilderID == "root-a" })
    XCTAssertEqual(try ImportedFrames.afterLoad(presenting)["root-a"], [0, 0, 375, 667])
  }

  /// Scene `a` on Xcode 13's iPhone 12 canvas (390 × 844, status bar 44 before Xcode 14) whose
  /// navigation item's bar button presents `destination` (no style on the segue), then `rest`.
  static func notchedSheet(destination: String, rest: String, tools: String = "19529") -> Data {
    let presenter = scene("a", size: (390, 844)).replacingOccurrences(
      of: "</viewController>",
      with: """
        <navigationItem key="navigationItem" id="ni">
          <barButtonItem key="rightBarButtonItem" title="New" id="bbi">
            <connections><segue destination="\(destination)" kind="presentation" id="p1"/></connections>
          </barButtonItem>
        </navigationItem>
        </viewController>
        """)
    return storyboard(
      tools: tools, device: "<device id=\"retina6_0\" orientation=\"portrait\"/>",
      controllers: presenter + rest)
  }

  /// Xcode 14.3–16.2 draw a notched iPhone's card 10 below the screen's top, under the status
  /// bar, with no safe area (``DeviceChoice/notchedSheetTop(tools:statusBar:)``: 834 on the
  /// 844-pt iPhone 12 in alllekseev/EmojiDictionary, 21701): the root is 390 × (844 − 10) and
  /// the box 10 below its top. Xcode 16.3 starts it 10 below the 47-pt status bar again (Xcode
  /// 14's iPhone 12), still with no bottom inset: 390 × (844 − 57) = 787.
  func testANotchedIPhonesSheetFollowsTheXcodeRelease() throws {
    for (tools, height) in [("21701", 834.0), ("23504", 834), ("23727", 787)] {
      let scenarios = try StoryboardImporter.importData(
        Self.notchedSheet(destination: "b", rest: Self.scene("b", size: (390, height)), tools: tools),
        file: "Sheet.storyboard")
      let sheet = try XCTUnwrap(scenarios.first { $0.root.interfaceBuilderID == "root-b" })
      XCTAssertEqual(try ImportedFrames.afterLoad(sheet)["root-b"], [0, 0, 390, height], tools)
      XCTAssertEqual(try ImportedFrames.afterLoad(sheet)["box-b"], [16, 10, 100, 50], tools)
      XCTAssertEqual(sheet.device.portraitSafeArea, [0, 0, 0, 0], tools)
    }
  }

  /// A home-button iPhone's sheet is 20 shorter up to Xcode 16.2 (rileytestut/Delta 23504: 647
  /// on the iPhone 8) and not known after: an Xcode 16.3 file's presented scene keeps the screen.
  func testAHomeButtonIPhonesSheetIsNotKnownAfterXcode16_2() throws {
    func root(_ tools: String, _ height: Double) throws -> [Double]? {
      let presenter = Self.scene(
        "a", size: (375, 667),
        connections: "<connections><segue destination=\"b\" kind=\"presentation\" id=\"p1\"/></connections>")
      let scenarios = try StoryboardImporter.importData(
        Self.storyboard(tools: tools, controllers: presenter + Self.scene("b", size: (375, height))),
        file: "Sheet.storyboard")
      let sheet = try XCTUnwrap(scenarios.first { $0.root.interfaceBuilderID == "root-b" })
      return try ImportedFrames.afterLoad(sheet)["root-b"]
    }
    XCTAssertEqual(try root("23504", 647), [0, 0, 375, 647])
    XCTAssertEqual(try root("23727", 667), [0, 0, 375, 667])
  }

  /// On a notched iPhone the card sheet starts 10 below the canvas's 44-pt status bar: the root
  /// is 390 × (844 − 54) = 790; its safe area keeps only the home indicator's 34 at the bottom,
  /// so the box sits 10 below the root's top. The segue leaves from a bar button item.
  func testASheetOnANotchedIPhoneStartsTenBelowTheStatusBar() throws {
    let scenarios = try StoryboardImporter.importData(
      Self.notchedSheet(destination: "b", rest: Self.scene("b", size: (390, 790))),
      file: "Sheet.storyboard")
    let sheet = try XCTUnwrap(scenarios.first { $0.root.interfaceBuilderID == "root-b" })
    XCTAssertEqual(try ImportedFrames.afterLoad(sheet)["root-b"], [0, 0, 390, 790])
    XCTAssertEqual(try ImportedFrames.afterLoad(sheet)["box-b"], [16, 10, 100, 50])
  }

  /// Xcode 12 (toolsVersion 17111) draws a scene presented on an iPad canvas at the screen's size,
  /// not as a sheet: Apple's HandwritingTutor sample (artemnovichkov/wwdc20-samplecode, Xcode
  /// 12.0 beta, 17111.1, `ipad11_0rounded` landscape) saves the root of its `showScore`
  /// presentation (no style: automatic, a page sheet) 1194 × 834. So the scene keeps the iPad Pro
  /// 11" screen in landscape and its safe area (24 at the top, iPad Pro 11" in the catalog): the
  /// box is 24 + 10 = 34 down, and the root counts.
  func testAScenePresentedOnAnXcode12IPadCanvasKeepsTheScreen() throws {
    let presenter = Self.scene(
      "a", size: (1194, 834),
      connections: "<connections><segue destination=\"b\" kind=\"presentation\" id=\"p1\"/></connections>")
    let scenarios = try StoryboardImporter.importData(
      Self.storyboard(
        tools: "17111.1", device: "<device id=\"ipad11_0rounded\" orientation=\"landscape\"/>",
        controllers: presenter + Self.scene("b", size: (1194, 834))),
      file: "Sheet.storyboard")
    let presented = try XCTUnwrap(scenarios.first { $0.root.interfaceBuilderID == "root-b" })
    XCTAssertEqual(try ImportedFrames.afterLoad(presented)["root-b"], [0, 0, 1194, 834])
    XCTAssertEqual(try ImportedFrames.afterLoad(presented)["box-b"], [16, 34, 100, 50])
    XCTAssertNil(presented.expectedFrames.first { $0.interfaceBuilderID == "root-b" }?.copied)
  }

  /// The destination's own `modalPresentationStyle="fullScreen"` decides when the segue says
  /// nothing: not a sheet; the root is the screen and the box 44 + 10 = 54 down.
  func testADestinationPresentedFullScreenIsNotASheet() throws {
    let full = Self.scene("b", size: (390, 844)).replacingOccurrences(
      of: "<viewController id=\"b\"",
      with: "<viewController id=\"b\" modalPresentationStyle=\"fullScreen\"")
    let scenarios = try StoryboardImporter.importData(
      Self.notchedSheet(destination: "b", rest: full), file: "Sheet.storyboard")
    let scenario = try XCTUnwrap(scenarios.first { $0.root.interfaceBuilderID == "root-b" })
    XCTAssertEqual(try ImportedFrames.afterLoad(scenario)["root-b"], [0, 0, 390, 844])
    XCTAssertEqual(try ImportedFrames.afterLoad(scenario)["box-b"], [16, 54, 100, 50])
  }

  /// A navigation controller presented as a sheet whose bar Xcode saved 56 tall: the sheet's
  /// bar. Its root's safe area starts under it: the box at 56 + 10 = 66 in the 790-tall card.
  func testASheetsNavigationBarIs56Tall() throws {
    let navigation = """
          <scene sceneID="s-n">
            <objects>
              <navigationController id="nav" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                  <rect key="frame" x="0.0" y="0.0" width="390" height="56"/>
                </navigationBar>
                <connections>
                  <segue destination="b" kind="relationship" relationship="rootViewController" id="r1"/>
                </connections>
              </navigationController>
            </objects>
          </scene>
      """
    let scenarios = try StoryboardImporter.importData(
      Self.notchedSheet(destination: "nav", rest: navigation + Self.scene("b", size: (390, 790))),
      file: "Sheet.storyboard")
    let sheet = try XCTUnwrap(scenarios.first { $0.root.interfaceBuilderID == "root-b" })
    XCTAssertEqual(try ImportedFrames.afterLoad(sheet)["root-b"], [0, 0, 390, 790])
    XCTAssertEqual(try ImportedFrames.afterLoad(sheet)["box-b"], [16, 66, 100, 50])
  }

  /// A large-title bar Xcode saved 108 tall in a sheet is the sheet's bar too, 12 taller than the
  /// scenario's 96 (44 + 52): on Xcode 14.3's canvas (card 834 tall, no status bar inset) the
  /// box sits at 108 + 10 = 118, as Nordic's mesh library saves its intro view under such a bar.
  func testASheetsLargeTitleBarIs108Tall() throws {
    let navigation = """
          <scene sceneID="s-n">
            <objects>
              <navigationController id="nav" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="bar">
                  <rect key="frame" x="0.0" y="0.0" width="390" height="108"/>
                </navigationBar>
                <connections>
                  <segue destination="b" kind="relationship" relationship="rootViewController" id="r1"/>
                </connections>
              </navigationController>
            </objects>
          </scene>
      """
    let scenarios = try StoryboardImporter.importData(
      Self.notchedSheet(
        destination: "nav", rest: navigation + Self.scene("b", size: (390, 834)), tools: "21701"),
      file: "Sheet.storyboard")
    let sheet = try XCTUnwrap(scenarios.first { $0.root.interfaceBuilderID == "root-b" })
    XCTAssertEqual(try ImportedFrames.afterLoad(sheet)["root-b"], [0, 0, 390, 834])
    XCTAssertEqual(try ImportedFrames.afterLoad(sheet)["box-b"], [16, 118, 100, 50])
  }

  /// A rounded-rect text field in an Xcode 10 file (iOS 12 SDK) is 30 tall; from Xcode 11 (iOS
  /// 13) 34. The field is pinned 10 below the safe area (Xcode 10's iPhone 8: 20 + 10 = 30).
  func testARoundedTextFieldIs30TallBeforeIOS13() throws {
    func field(_ tools: String) throws -> [Double]? {
      let scene = Self.scene(
        "a", size: (375, 667), element: "textField", attributes: "borderStyle=\"roundedRect\"")
      let scenario = try XCTUnwrap(
        StoryboardImporter.importData(Self.storyboard(tools: tools, controllers: scene), file: "F.storyboard").first)
      return try ImportedFrames.afterLoad(scenario)["box-a"]
    }
    XCTAssertEqual(try field("14490.70"), [16, 30, 100, 30])
    XCTAssertEqual(try field("15505"), [16, 10, 100, 34])
  }

  /// A stepper is UIKit's size for the file's release, not the size Xcode saved (the frame says
  /// 1 × 1 here): 94 × 32 on iOS 13 (Xcode 11), 94 × 29 on iOS 11 (Xcode 9); 10 below the
  /// safe area (Xcode 11's iPhone 8 without a status bar: 10; Xcode 9's: 20 + 10).
  func testAStepperIsUIKitsSizeForTheRelease() throws {
    func stepper(_ tools: String) throws -> ImportedScenario {
      let scene = Self.scene("a", size: (375, 667), element: "stepper")
        .replacingOccurrences(of: "width=\"100\" height=\"50\"", with: "width=\"1\" height=\"1\"")
        .replacingOccurrences(of: "<constraint firstItem=\"box-a\" firstAttribute=\"width\" constant=\"100\" id=\"w-a\"/>", with: "")
      return try XCTUnwrap(
        StoryboardImporter.importData(Self.storyboard(tools: tools, controllers: scene), file: "S.storyboard").first)
    }
    let new = try stepper("15505")
    XCTAssertEqual(try ImportedFrames.afterLoad(new)["box-a"], [16, 10, 94, 32])
    XCTAssertNil(new.expectedFrames.first { $0.interfaceBuilderID == "box-a" }?.copied)
    XCTAssertEqual(try ImportedFrames.afterLoad(stepper("13196"))["box-a"], [16, 30, 94, 29])
  }

  /// A scene pushed by a `show` segue from the root of a navigation controller is on that
  /// controller's stack: it gets the navigation bar (the box 10 below the bar: 0 + 44 + 10 on
  /// Xcode 11's iPhone 8).
  func testAPushedSceneGetsTheNavigationBar() throws {
    let navigation = Self.navigationScene(width: 375)
    let pusher = Self.scene(
      "a", size: (375, 667),
      connections: "<connections><segue destination=\"b\" kind=\"show\" id=\"p1\"/></connections>")
    let scenarios = try StoryboardImporter.importData(
      Self.storyboard(controllers: navigation + pusher + Self.scene("b", size: (375, 667))),
      file: "Push.storyboard")
    let pushed = try XCTUnwrap(scenarios.first { $0.root.interfaceBuilderID == "root-b" })
    XCTAssertEqual(pushed.embed, ["navigation"])
    XCTAssertEqual(try ImportedFrames.afterLoad(pushed)["box-b"], [16, 54, 100, 50])
  }
}
