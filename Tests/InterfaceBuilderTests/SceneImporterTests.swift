import Foundation
import InterfaceBuilder
import XCTest

/// One small storyboard, imported: names, kinds, constraint forms (IB's two multiplier forms,
/// priorities, relations, identifiers) and the old top layout guide, as the scenario writes them.
final class SceneImporterTests: XCTestCase {
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14109" useAutolayout="YES" useTraitCollections="YES">
      <device id="retina4_7" orientation="portrait"/>
      <scenes>
        <scene sceneID="s1">
          <objects>
            <viewController id="vc1" customClass="PhotoViewController" sceneMemberID="viewController">
              <layoutGuides>
                <viewControllerLayoutGuide type="top" id="tg1"/>
                <viewControllerLayoutGuide type="bottom" id="bg1"/>
              </layoutGuides>
              <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ph1-AB-cde" userLabel="Photo Frame">
                    <rect key="frame" x="16" y="36" width="343" height="193"/>
                  </view>
                  <label opaque="NO" text="@home &quot;now&quot;" translatesAutoresizingMaskIntoConstraints="NO" id="lb1-AB-cde">
                    <rect key="frame" x="16" y="237" width="150" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/>
                  </label>
                </subviews>
                <constraints>
                  <constraint firstItem="ph1-AB-cde" firstAttribute="top" secondItem="tg1" secondAttribute="bottom" constant="16" id="c1"/>
                  <constraint firstItem="ph1-AB-cde" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c2"/>
                  <constraint firstAttribute="trailingMargin" secondItem="ph1-AB-cde" secondAttribute="trailing" id="c3"/>
                  <constraint firstItem="ph1-AB-cde" firstAttribute="width" secondItem="ph1-AB-cde" secondAttribute="height" multiplier="16:9" identifier="photo aspect" id="c4"/>
                  <constraint firstItem="lb1-AB-cde" firstAttribute="top" secondItem="ph1-AB-cde" secondAttribute="bottom" constant="8" id="c5"/>
                  <constraint firstItem="lb1-AB-cde" firstAttribute="leading" secondItem="ph1-AB-cde" secondAttribute="leading" id="c6"/>
                  <constraint firstItem="lb1-AB-cde" firstAttribute="width" relation="lessThanOrEqual" secondItem="ph1-AB-cde" secondAttribute="width" multiplier="0.5" constant="-4" priority="750" id="c7"/>
                  <constraint firstItem="lb1-AB-cde" firstAttribute="width" relation="greaterThanOrEqual" constant="150" id="c8"/>
                </constraints>
              </view>
            </viewController>
          </objects>
        </scene>
      </scenes>
    </document>
    """

  func testConstraintFormsNamesAndText() throws {
    let scenarios = try StoryboardImporter.importData(
      Data(Self.storyboard.utf8), file: "Photo.storyboard")
    XCTAssertEqual(scenarios.count, 1)
    let scenario = try XCTUnwrap(scenarios.first)
    XCTAssertEqual(scenario.fileName, "Photo-PhotoViewController.yaml")
    XCTAssertEqual(
      scenario.yaml,
      """
      # Imported from Photo.storyboard by `layoutsim import`.
      # Safe area: the catalog's for retina4_7 (top 20), as the catalog has.
      # Expected frames: the frames Xcode saved in the file (views marked misplaced excepted).
      # Everything in the scene was imported.
      name: "Photo.storyboard: PhotoViewController (scene vc1)"
      device: retina4_7
      orientation: portrait
      ios: 12
      controller:
        name: "PhotoViewController"
        view:
          subviews:
            - view: photoFrame
            - label: homeNowLabel
              text: "@@home \\"now\\""
              font: {size: 17, weight: semibold}
              hugging: [250, 250]
        constraints:
          - "photoFrame.top == safeArea.top + 16"  # c1
          - "photoFrame.leading == view.leadingMargin"  # c2
          - "view.trailingMargin == photoFrame.trailing"  # c3
          - {id: photo_aspect, is: "photoFrame.width == photoFrame.height * 1.7777777777777777"}  # c4
          - "homeNowLabel.top == photoFrame.bottom + 8"  # c5
          - "homeNowLabel.leading == photoFrame.leading"  # c6
          - "homeNowLabel.width <= photoFrame.width * 0.5 - 4 @750"  # c7
          - "homeNowLabel.width >= 150"  # c8
      events:
        - load
      expect:
        - at: 1
          frames:
            view: [0, 0, 375, 667]
            photoFrame: [16, 36, 343, 193]
            homeNowLabel: [16, 237, 150, 20.5]

      """)
    var simulation = try scenario.simulation()
    simulation.run()
    XCTAssertTrue(simulation.passed, "\(simulation.expectationResults)")
  }
}

extension SceneImporterTests {
  /// A base constraint `heightClass=compact` uninstalls is installed under `vertical: regular`;
  /// the variation's axis becomes a `set:`.
  func testAVariationThatUninstallsAConstraintBecomesTheOtherSizeClassTrait() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" useAutolayout="YES" useTraitCollections="YES">
        <device id="retina4_7" orientation="portrait"/>
        <scenes>
          <scene sceneID="s1">
            <objects>
              <viewController id="vc1" sceneMemberID="viewController">
                <view key="view" id="root">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                  <subviews>
                    <stackView opaque="NO" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk" userLabel="Buttons">
                      <rect key="frame" x="16" y="20" width="343" height="100"/>
                      <variation key="heightClass=compact" axis="horizontal"/>
                    </stackView>
                  </subviews>
                  <constraints>
                    <constraint firstItem="stk" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="top"/>
                    <constraint firstItem="stk" firstAttribute="height" constant="100" id="tall"/>
                    <constraint firstItem="stk" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="lead"/>
                    <constraint firstItem="stk" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin" id="trail"/>
                  </constraints>
                  <variation key="heightClass=compact">
                    <mask key="constraints">
                      <exclude reference="tall"/>
                    </mask>
                  </variation>
                </view>
              </viewController>
            </objects>
          </scene>
        </scenes>
      </document>
      """
    let scenario = try XCTUnwrap(
      StoryboardImporter.importData(Data(text.utf8), file: "T.storyboard").first)
    XCTAssertEqual(scenario.constraints.map(\.interfaceBuilderID), ["top", "lead", "trail"])
    XCTAssertTrue(
      scenario.yaml.contains(
        """
          traits:
            - when: {vertical: regular}
              constraints:
                - "buttons.height == 100"  # tall
            - when: {vertical: compact}
              set: {buttons.axis: horizontal}

        """), scenario.yaml)
    var simulation = try scenario.simulation()
    simulation.run()
    XCTAssertTrue(simulation.passed, "\(simulation.expectationResults)")
  }

  /// An image from the system catalog (an SF Symbol) keeps the size `<resources>` saved, its
  /// 128-unit drawing, and the scene says that its size on screen is not modelled; an asset
  /// catalog image of the same size says nothing.
  func testAnSFSymbolsSizeIsSaidToBeNotModelled() throws {
    let data = Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21507" useAutolayout="YES" useSafeAreas="YES">
        <device id="retina4_7" orientation="portrait"/>
        <scenes>
          <scene sceneID="s1">
            <objects>
              <viewController id="vc1" customClass="Symbols" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                  <subviews>
                    <imageView contentMode="scaleAspectFit" image="circle" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="sym">
                      <rect key="frame" x="0.0" y="1" width="128" height="121"/>
                    </imageView>
                    <imageView contentMode="scaleAspectFit" image="Logo" translatesAutoresizingMaskIntoConstraints="NO" id="logo">
                      <rect key="frame" x="0.0" y="200" width="128" height="123"/>
                    </imageView>
                  </subviews>
                </view>
              </viewController>
            </objects>
          </scene>
        </scenes>
        <resources>
          <image name="circle" catalog="system" width="128" height="123"/>
          <image name="Logo" width="128" height="123"/>
        </resources>
      </document>
      """.utf8)
    let scenario = try XCTUnwrap(
      StoryboardImporter.importData(data, file: "S.storyboard").first)
    XCTAssertTrue(
      scenario.yaml.contains("- image: circleImage\n        size: [128, 123]"), scenario.yaml)
    let symbolNotes = scenario.notes.filter { $0.reason.contains("SF Symbol") }
    XCTAssertEqual(symbolNotes.map(\.element), ["<imageView id=\"sym\">"])
  }
}
