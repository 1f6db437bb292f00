import CorpusTestSupport
import Foundation
import InterfaceBuilder
import XCTest

/// Canvases of Xcode 4–7 (iOS 6's opaque bars, scenes at a simulated size) and controls sized by
/// UIKit rather than by a title: an info button's glyph, a control laid out by its frame. Every
/// expected frame is derived by hand in the comment beside it.
final class LegacyCanvasAndControlTests: XCTestCase {
  /// A storyboard of a given document format (`2.0`: Xcode 4; `3.0`: Xcode 5 and later) whose
  /// scene `a` (root 'root-a' of `size`, holding a box) is the root of a navigation
  /// controller, without `<device>` and simulating the 4-inch iPhone (320 × 568).
  func navigationStoryboard(format: String, tools: String, size: (Double, Double)) -> Data {
    // Xcode 4 saved the root's frame in the window (below the status bar and the bar).
    let rootY = format == "2.0" ? 64 : 0
    return Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="\(format)" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <scenes>
      \(CanvasTests.scene("a", size: size).replacingOccurrences(
        of: "x=\"0.0\" y=\"0.0\" width=\"\(size.0)\"", with: "x=\"0.0\" y=\"\(rootY)\" width=\"\(size.0)\""))
      \(CanvasTests.navigationScene(width: 320))
        </scenes>
        <simulatedMetricsContainer key="defaultSimulatedMetrics">
          <simulatedScreenMetrics key="destination" type="retina4"/>
        </simulatedMetricsContainer>
      </document>
      """.utf8)
  }

  /// Xcode 4 (document format 2.0, iOS 6): the navigation bar is opaque and the view controller's
  /// view starts below it and the status bar, so the root is 568 − 20 − 44 = 504 tall, and the box
  /// 10 below the safe area's top is 10 below the root's (the safe area starts at the root's top).
  /// Xcode 5 (format 3.0, iOS 7) lays the root under the translucent bar: 320 × 568.
  func testAnIOS6NavigationBarIsOpaque() throws {
    let old = try XCTUnwrap(
      StoryboardImporter.importData(
        navigationStoryboard(format: "2.0", tools: "3084", size: (320, 504)), file: "Old.storyboard"
      ).first { $0.root.interfaceBuilderID == "root-a" })
    XCTAssertEqual(old.opaqueBars, ["navigation"])
    let oldFrames = try ImportedFrames.afterLoad(old)
    XCTAssertEqual(oldFrames["root-a"].map { Array($0[2...]) }, [320, 504])
    XCTAssertEqual(oldFrames["box-a"], [16, 10, 100, 50])
    // Xcode 4 saved the root where it sits in the window: below the status bar and the bar.
    XCTAssertEqual(old.expectedFrames.first { $0.interfaceBuilderID == "root-a" }?.frame, [0, 64, 320, 504])
    let new = try XCTUnwrap(
      StoryboardImporter.importData(
        navigationStoryboard(format: "3.0", tools: "5056", size: (320, 568)), file: "New.storyboard"
      ).first { $0.root.interfaceBuilderID == "root-a" })
    XCTAssertEqual(new.opaqueBars, [])
    let newFrames = try ImportedFrames.afterLoad(new)
    XCTAssertEqual(newFrames["root-a"].map { Array($0[2...]) }, [320, 568])
  }

  /// An iPad file of Xcode 5 whose scene was saved 320 × 852 (a split view's master column, a
  /// size only Xcode knows): the window is that size without a safe area, so the box sits
  /// 0 + 10 from the top; the root's size is the file's, left out of the fidelity figure.
  func testASceneAtASimulatedSizeIsAWindowItsSize() throws {
    let scenario = try XCTUnwrap(
      StoryboardImporter.importData(
        CanvasTests.storyboard(
          tools: "4510", device: nil, runtime: "iOS.CocoaTouch.iPad",
          controllers: CanvasTests.scene("a", size: (320, 852))), file: "Master.storyboard"
      ).first)
    XCTAssertEqual(scenario.device.size, [320, 852])
    XCTAssertEqual(try ImportedFrames.afterLoad(scenario)["root-a"], [0, 0, 320, 852])
    XCTAssertEqual(try ImportedFrames.afterLoad(scenario)["box-a"], [16, 10, 100, 50])
    XCTAssertNotNil(scenario.expectedFrames.first { $0.interfaceBuilderID == "root-a" }?.copied)
    XCTAssertNil(scenario.expectedFrames.first { $0.interfaceBuilderID == "box-a" }?.copied)
  }

  /// An info button pinned by its top and leading edges only: from iOS 13 (Xcode 11, toolsVersion
  /// 15505, whose iPhone 8 canvas has no status bar) it is its glyph, 25 × 24, at (16, 0 + 10),
  /// and counts. On an Xcode 10 canvas (iOS 12) its size is not known: the saved one is kept and
  /// left out of the figure.
  func testAnInfoButtonIsItsGlyph() throws {
    func scenario(_ tools: String) throws -> ImportedScenario {
      let scene = CanvasTests.scene("a", size: (375, 667), element: "button", attributes: "buttonType=\"infoLight\"")
        .replacingOccurrences(of: "width=\"100\" height=\"50\"", with: "width=\"25\" height=\"24\"")
        .replacingOccurrences(
          of: "<constraint firstItem=\"box-a\" firstAttribute=\"width\" constant=\"100\" id=\"w-a\"/>", with: "")
      return try XCTUnwrap(
        StoryboardImporter.importData(
          CanvasTests.storyboard(tools: tools, controllers: scene), file: "Info.storyboard"
        ).first)
    }
    let new = try scenario("15505")
    XCTAssertEqual(try ImportedFrames.afterLoad(new)["box-a"], [16, 10, 25, 24])
    XCTAssertNil(new.expectedFrames.first { $0.interfaceBuilderID == "box-a" }?.copied)
    let old = try scenario("14490")
    XCTAssertNotNil(old.expectedFrames.first { $0.interfaceBuilderID == "box-a" }?.copied)
  }

  /// A toolbar laid out by its frame (no constraints: `translatesAutoresizingMaskIntoConstraints`
  /// at run time) keeps its frame, (0, 0, 375, 44), whatever its intrinsic size: the engine lays it
  /// out as any frame-based view, and it counts. The same toolbar under constraints would take the
  /// size Xcode saved as its intrinsic size: copied, not counted.
  func testAControlLaidOutByItsFrameCounts() throws {
    let scene = CanvasTests.scene("a", size: (375, 667)).replacingOccurrences(
      of: "</subviews>",
      with: """
        <toolbar opaque="NO" contentMode="scaleToFill" id="tb">
          <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
          <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
        </toolbar>
        </subviews>
        """)
    let scenario = try XCTUnwrap(
      StoryboardImporter.importData(CanvasTests.storyboard(controllers: scene), file: "Bar.storyboard").first)
    XCTAssertEqual(try ImportedFrames.afterLoad(scenario)["tb"], [0, 0, 375, 44])
    XCTAssertNil(scenario.expectedFrames.first { $0.interfaceBuilderID == "tb" }?.copied)
  }

  /// A button titled "Submit" with 20-pt content insets and no font of its own, 100 wide, pinned
  /// 10 below the top of Xcode 11's iPhone 8 canvas (no status bar). A custom button (no
  /// `buttonType`) titles in UIKit's 18-pt default: one line is (1950 + 494) / 2048 × 18 = 21.48,
  /// which a button's title rounds up to 22 (``TextMetrics/systemButtonIntrinsicSize``), so the
  /// button is 20 + 22 + 20 = 62 tall, as Xcode saved codeexamples' Validate. A system button
  /// (`roundedRect`) titles in 15 pt: 17.9 → 18, 58 tall.
  func testACustomButtonTitlesIn18PointsBySystemDefault() throws {
    func frame(_ attributes: String) throws -> [Double]? {
      let scene = CanvasTests.scene(
        "a", size: (375, 667),
        connections: """
          <inset key="contentEdgeInsets" minX="20" minY="20" maxX="20" maxY="20"/>
          <state key="normal" title="Submit"/>
          """, element: "button", attributes: attributes)
      let scenario = try XCTUnwrap(
        StoryboardImporter.importData(CanvasTests.storyboard(controllers: scene), file: "Button.storyboard").first)
      return try ImportedFrames.afterLoad(scenario)["box-a"]
    }
    XCTAssertEqual(try frame(""), [16, 10, 100, 62])
    XCTAssertEqual(try frame("buttonType=\"roundedRect\""), [16, 10, 100, 58])
  }
}
