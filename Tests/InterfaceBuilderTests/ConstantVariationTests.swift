import CorpusTestSupport
import Foundation
import InterfaceBuilder
import XCTest

/// A constraint whose constant changes with the size classes (`<variation key=… constant=…/>`
/// inside the `<constraint>`): one copy per group of size classes sharing a constant, each in its
/// trait, the most specific variation winning. Every expected frame is derived by hand in the
/// comment beside it.
final class ConstantVariationTests: XCTestCase {
  /// One scene whose root holds a 100-tall box centred in it, `width` its width constraint's
  /// attributes and `variations` that constraint's children.
  static func storyboard(
    device: String, size: (Double, Double), widthAttributes: String = "",
    variations: String
  ) -> Data {
    CanvasTests.storyboard(
      tools: "19455", device: device,
      controllers: """
          <scene sceneID="s1">
            <objects>
              <viewController id="vc1" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                  <rect key="frame" x="0.0" y="0.0" width="\(size.0)" height="\(size.1)"/>
                  <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                      <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                      <constraints>
                        <constraint firstAttribute="width" constant="270" \(widthAttributes) id="w">
                          \(variations)
                        </constraint>
                        <constraint firstAttribute="height" constant="100" id="h"/>
                      </constraints>
                    </view>
                  </subviews>
                  <constraints>
                    <constraint firstItem="box" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="cx"/>
                    <constraint firstItem="box" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="cy"/>
                  </constraints>
                </view>
              </viewController>
            </objects>
          </scene>
      """)
  }

  static let plusLandscape = "<device id=\"retina5_5\" orientation=\"landscape\"/>"
  static let plusPortrait = "<device id=\"retina5_5\" orientation=\"portrait\"/>"
  static let eightLandscape = "<device id=\"retina4_7\" orientation=\"landscape\"/>"

  /// 270 wide, 500 in regular width. The iPhone 8 Plus in landscape is regular in width (UIKit's
  /// size classes for the Plus phones: wR hC): (736 − 500) / 2 = 118 from the left, (414 − 100)
  /// / 2 = 157 from the top. In portrait (wC hR) it is 270: (414 − 270) / 2 = 72, (736 − 100) /
  /// 2 = 318. The width class alone decides, so the traits name only it.
  func testARegularWidthConstantAppliesOnlyInRegularWidth() throws {
    let variation = "<variation key=\"widthClass=regular\" constant=\"500\"/>"
    let landscape = try ImportedFrames.firstScene(
      Self.storyboard(device: Self.plusLandscape, size: (736, 414), variations: variation),
      file: "Plus.storyboard")
    XCTAssertEqual(try ImportedFrames.afterLoad(landscape)["box"], [118, 157, 500, 100])
    XCTAssertTrue(
      landscape.yaml.contains(
        """
          traits:
            - when: {horizontal: compact}
              constraints:
                - "box.width == 270"  # w
            - when: {horizontal: regular}
              constraints:
                - "box.width == 500"  # w

        """), landscape.yaml)
    XCTAssertFalse(landscape.constraints.map(\.interfaceBuilderID).contains("w"))
    XCTAssertFalse(landscape.notes.contains { $0.reason.contains("variation") })
    let portrait = try ImportedFrames.firstScene(
      Self.storyboard(device: Self.plusPortrait, size: (414, 736), variations: variation),
      file: "Plus.storyboard")
    XCTAssertEqual(try ImportedFrames.afterLoad(portrait)["box"], [72, 318, 270, 100])
  }

  /// Base 270, 200 in compact height, 300 in regular width and compact height: the more specific
  /// key wins where both match. iPhone 8 in landscape (wC hC): 200, (667 − 200) / 2 = 233.5
  /// across, (375 − 100) / 2 = 137.5 down; iPhone 8 Plus in landscape (wR hC): 300, (736 − 300)
  /// / 2 = 218 across, 157 down; the Plus in portrait (wC hR): 270, at 72 and 318 as above.
  func testTheMoreSpecificVariationWins() throws {
    let variations = """
      <variation key="heightClass=compact" constant="200"/>
      <variation key="heightClass=compact-widthClass=regular" constant="300"/>
      """
    let cases: [(String, (Double, Double), [Double])] = [
      (Self.eightLandscape, (667, 375), [233.5, 137.5, 200, 100]),
      (Self.plusLandscape, (736, 414), [218, 157, 300, 100]),
      (Self.plusPortrait, (414, 736), [72, 318, 270, 100]),
    ]
    for (device, size, frame) in cases {
      let scenario = try ImportedFrames.firstScene(
        Self.storyboard(device: device, size: size, variations: variations), file: "S.storyboard")
      XCTAssertEqual(try ImportedFrames.afterLoad(scenario)["box"], frame, device)
    }
  }

  /// Installation and constant together (Apple's AVCam saves this form): a leading constraint
  /// of 60, 30 in regular height, 20 in wR hC, which the `heightClass=compact` variation
  /// uninstalls. Installed in regular height only, with 30 there: one copy under
  /// {vertical: regular}; on the iPhone 8 Plus in portrait (wC hR) the box is 30 from the left,
  /// (736 − 100) / 2 = 318 down. In landscape (wR hC) it is not installed and the box has no
  /// horizontal position: the width stays 270 (its own constraint) wherever the solver puts it.
  func testAConstraintASizeClassUninstallsTakesItsConstantWhereItIsInstalled() throws {
    let data = CanvasTests.storyboard(
      tools: "19455", device: Self.plusPortrait,
      controllers: """
          <scene sceneID="s1">
            <objects>
              <viewController id="vc1" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                  <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
                  <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                      <rect key="frame" x="30" y="318" width="100" height="100"/>
                      <constraints>
                        <constraint firstAttribute="width" constant="100" id="w"/>
                        <constraint firstAttribute="height" constant="100" id="h"/>
                      </constraints>
                    </view>
                  </subviews>
                  <constraints>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="60" id="lead">
                      <variation key="heightClass=regular" constant="30"/>
                      <variation key="heightClass=compact-widthClass=regular" constant="20"/>
                    </constraint>
                    <constraint firstItem="box" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="cy"/>
                  </constraints>
                  <variation key="heightClass=compact">
                    <mask key="constraints">
                      <exclude reference="lead"/>
                    </mask>
                  </variation>
                </view>
              </viewController>
            </objects>
          </scene>
      """)
    let scenario = try ImportedFrames.firstScene(data, file: "AVCam.storyboard")
    XCTAssertTrue(
      scenario.yaml.contains(
        """
          traits:
            - when: {vertical: regular}
              constraints:
                - "box.leading == view.leading + 30"  # lead

        """), scenario.yaml)
    XCTAssertEqual(try ImportedFrames.afterLoad(scenario)["box"], [30, 318, 100, 100])
    XCTAssertFalse(scenario.notes.contains { $0.reason.contains("variation") }, "\(scenario.notes)")
  }

  /// A named constraint keeps its base constant everywhere (two copies would share the name),
  /// and the scene says its variation is not imported: 270 wide in landscape too.
  func testANamedConstraintsVariationIsNotedNotImported() throws {
    let scenario = try ImportedFrames.firstScene(
      Self.storyboard(
        device: Self.plusLandscape, size: (736, 414), widthAttributes: "identifier=\"popup\"",
        variations: "<variation key=\"widthClass=regular\" constant=\"500\"/>"),
      file: "Named.storyboard")
    XCTAssertEqual(try ImportedFrames.afterLoad(scenario)["box"], [233, 157, 270, 100])
    XCTAssertTrue(
      scenario.notes.contains { $0.reason.contains("variation of a named constraint") },
      "\(scenario.notes)")
  }
}
