import CorpusTestSupport
import InterfaceBuilderDocument
import XCTest

private typealias Document = StoryboardDocument

/// The storyboard reader, checked against two corpus files in full, every corpus file in bulk,
/// and small inline documents for the forms the corpus lacks and for errors.
final class StoryboardReaderTests: XCTestCase {
  private static let margins =
    "safe-areas-layout-margins/Margins-v1/Margins-v1/Base.lproj/Main.storyboard"
  private static let chcr = "layout-priorities/CHCR-v1/CHCR-v1/Base.lproj/Main.storyboard"

  private func corpusDocument(_ path: String) throws -> Document {
    // The corpus sits beside every checkout and CI run (../shared); its absence is a failure.
    _ = try XCTUnwrap(StoryboardCorpus.directory, "the corpus (../shared/corpus) is not here")
    return try StoryboardCorpus.read(path)
  }

  // MARK: Margins-v1, in full

  func testMarginsV1DocumentAndScenes() throws {
    let document = try corpusDocument(Self.margins)
    XCTAssertEqual(
      document.device, Document.Device(id: "retina5_9", orientation: .portrait, appearance: "light")
    )
    XCTAssertEqual(document.toolsVersion, "19158")
    XCTAssertNil(document.systemVersion)
    XCTAssertFalse(document.isXIB)
    XCTAssertTrue(document.useAutolayout)
    XCTAssertTrue(document.useSafeAreas)
    XCTAssertEqual(document.initialViewControllerID, "5h4-dg-PlD")
    XCTAssertEqual(document.scenes.map(\.id), ["tne-QT-ifu", "1ur-99-4cq"])

    let controller = try XCTUnwrap(document.scenes[0].viewController)
    XCTAssertEqual(controller.elementName, "viewController")
    XCTAssertEqual(controller.id, "BYZ-38-t0r")
    XCTAssertEqual(controller.customClass, "ViewController")
    XCTAssertEqual(controller.title, "Margins")
    XCTAssertNil(controller.storyboardIdentifier)
    XCTAssertEqual(controller.rootView?.id, "8bC-Xf-vdC")
    XCTAssertEqual(controller.barViews, [])

    let navigation = try XCTUnwrap(document.scenes[1].viewController)
    XCTAssertEqual(navigation.elementName, "navigationController")
    XCTAssertNil(navigation.rootView)
    let bar = try XCTUnwrap(navigation.barViews.first)
    XCTAssertEqual(navigation.barViews.count, 1)
    XCTAssertEqual(bar.elementName, "navigationBar")
    XCTAssertEqual(bar.key, "navigationBar")
    XCTAssertEqual(bar.frame, Document.Rect(x: 0, y: 44, width: 375, height: 44))
    XCTAssertFalse(bar.insetsLayoutMarginsFromSafeArea)
    XCTAssertEqual(bar.autoresizingMask, [])
  }

  func testMarginsV1EveryViewAndFrame() throws {
    let document = try corpusDocument(Self.margins)
    let views = document.allViews
    XCTAssertEqual(views.map(\.id), ["8bC-Xf-vdC", "1oj-k8-2Mg", "hJa-nD-5KR", "e8Y-w3-TXw"])
    XCTAssertEqual(Set(document.viewsByID.keys), Set(views.map(\.id)))

    let root = try XCTUnwrap(document.viewsByID["8bC-Xf-vdC"])
    XCTAssertEqual(root.placement, .root)
    XCTAssertEqual(root.key, "view")
    XCTAssertNil(root.superviewID)
    XCTAssertEqual(root.frame, Document.Rect(x: 0, y: 0, width: 375, height: 812))
    XCTAssertEqual(root.absoluteFrame, root.frame)
    XCTAssertEqual(root.autoresizingMask, [.widthSizable, .heightSizable])
    XCTAssertTrue(root.translatesAutoresizingMaskIntoConstraints)
    XCTAssertEqual(root.safeAreaGuideID, "YeA-Ez-CtZ")
    XCTAssertNil(root.layoutMargins)

    let red = try XCTUnwrap(document.viewsByID["1oj-k8-2Mg"])
    XCTAssertEqual(red.userLabel, "RedView")
    XCTAssertEqual(red.placement, .subview)
    XCTAssertEqual(red.superviewID, "8bC-Xf-vdC")
    XCTAssertFalse(red.translatesAutoresizingMaskIntoConstraints)
    XCTAssertNil(red.autoresizingMask)
    XCTAssertEqual(red.frame, Document.Rect(x: 16, y: 88, width: 343, height: 690))
    XCTAssertEqual(red.absoluteFrame, Document.Rect(x: 16, y: 88, width: 343, height: 690))

    let green = try XCTUnwrap(document.viewsByID["hJa-nD-5KR"])
    XCTAssertEqual(green.name, "GreenView")
    XCTAssertEqual(green.superviewID, "1oj-k8-2Mg")
    XCTAssertEqual(green.frame, Document.Rect(x: 8, y: 8, width: 327, height: 674))
    XCTAssertEqual(green.absoluteFrame, Document.Rect(x: 24, y: 96, width: 327, height: 674))

    // UIKit's defaults for what the file leaves out.
    XCTAssertEqual(green.contentMode, "scaleToFill")
    XCTAssertEqual(green.horizontalHuggingPriority, 250)
    XCTAssertEqual(green.verticalHuggingPriority, 250)
    XCTAssertEqual(green.horizontalCompressionResistancePriority, 750)
    XCTAssertEqual(green.verticalCompressionResistancePriority, 750)
    XCTAssertTrue(green.insetsLayoutMarginsFromSafeArea)
    XCTAssertFalse(green.preservesSuperviewLayoutMargins)
    XCTAssertFalse(green.layoutMarginsFollowReadableWidth)
    XCTAssertFalse(green.isMisplaced)
    XCTAssertFalse(green.isHidden)
    XCTAssertFalse(green.fixedFrame)
    XCTAssertEqual(green.subviews, [])
  }

  func testMarginsV1EveryConstraint() throws {
    let document = try corpusDocument(Self.margins)
    XCTAssertEqual(document.allConstraints.count, 8)
    let root = try XCTUnwrap(document.viewsByID["8bC-Xf-vdC"])
    let red = try XCTUnwrap(document.viewsByID["1oj-k8-2Mg"])
    XCTAssertEqual(
      root.constraints.map(\.id), ["D3Q-Bt-mRk", "O32-hk-Hh7", "OMr-Vr-Avv", "eHR-kH-JRK"])
    XCTAssertEqual(
      red.constraints.map(\.id), ["Uuw-28-ywB", "Xtt-FE-PnI", "lCY-Kz-YIy", "uTj-A8-n8w"])

    // The red view's top to the safe area's top.
    XCTAssertEqual(
      root.constraints[0],
      Document.Constraint(
        id: "D3Q-Bt-mRk", ownerID: "8bC-Xf-vdC", firstItem: "1oj-k8-2Mg", firstAttribute: .top,
        secondItem: "YeA-Ez-CtZ", secondAttribute: .top, line: 39))
    XCTAssertEqual(
      document.layoutGuidesByID["YeA-Ez-CtZ"],
      Document.LayoutGuide(
        id: "YeA-Ez-CtZ", elementName: "viewLayoutGuide", kind: "safeArea", ownerID: "8bC-Xf-vdC"))
    // No firstItem: the owner's trailing margin.
    let trailing = root.constraints[2]
    XCTAssertTrue(trailing.firstItemIsImplicit)
    XCTAssertEqual(trailing.firstItem, "8bC-Xf-vdC")
    XCTAssertEqual(trailing.firstAttribute, .trailingMargin)
    XCTAssertEqual(trailing.secondItem, "1oj-k8-2Mg")
    XCTAssertEqual(trailing.secondAttribute, .trailing)
    // Defaults of every constraint here.
    for constraint in document.allConstraints {
      XCTAssertEqual(constraint.relation, .equal)
      XCTAssertEqual(constraint.multiplier, 1)
      XCTAssertNil(constraint.multiplierText)
      XCTAssertEqual(constraint.constant, 0)
      XCTAssertEqual(constraint.priority, 1000)
      XCTAssertNil(constraint.identifier)
    }
    XCTAssertEqual(
      red.constraints.map {
        "\($0.firstItem).\($0.firstAttribute) = \($0.secondItem ?? "-").\($0.secondAttribute)"
      },
      [
        "hJa-nD-5KR.top = 1oj-k8-2Mg.topMargin", "1oj-k8-2Mg.bottomMargin = hJa-nD-5KR.bottom",
        "1oj-k8-2Mg.trailingMargin = hJa-nD-5KR.trailing",
        "hJa-nD-5KR.leading = 1oj-k8-2Mg.leadingMargin",
      ])
  }

  // MARK: CHCR-v1, in full

  func testCHCRV1ViewsFramesAndContent() throws {
    let document = try corpusDocument(Self.chcr)
    XCTAssertEqual(document.device?.id, "retina6_1")
    XCTAssertEqual(document.device?.orientation, .portrait)
    XCTAssertEqual(document.toolsVersion, "17154")
    XCTAssertEqual(document.scenes.count, 1)
    XCTAssertEqual(document.imageSizes, ["Sun": Document.Size(width: 100, height: 100)])
    XCTAssertEqual(
      document.allViews.map { "\($0.elementName) \($0.id) \($0.frame.map { "\($0)" } ?? "-")" },
      [
        "view 8bC-Xf-vdC (0, 0) 414×896", "imageView NWz-dE-tGk (20, 44) 100×100",
        "label 4mS-Xd-K5H (128, 44) 266×143.5",
      ])

    let image = try XCTUnwrap(document.viewsByID["NWz-dE-tGk"])
    XCTAssertEqual(image.image, "Sun")
    XCTAssertEqual(image.contentMode, "scaleAspectFit")
    XCTAssertEqual(image.horizontalHuggingPriority, 251)
    XCTAssertEqual(image.verticalHuggingPriority, 251)
    XCTAssertEqual(image.horizontalCompressionResistancePriority, 751)
    XCTAssertEqual(image.verticalCompressionResistancePriority, 750)
    XCTAssertEqual(image.userLabel, "imageView")

    let label = try XCTUnwrap(document.viewsByID["4mS-Xd-K5H"])
    XCTAssertEqual(label.text, "A Sunny Day")
    XCTAssertEqual(
      label.font, Document.FontDescription(key: "fontDescription", type: "system", pointSize: 60))
    XCTAssertEqual(label.numberOfLines, 0)
    XCTAssertEqual(label.horizontalHuggingPriority, 250)
    XCTAssertEqual(label.verticalHuggingPriority, 251)
    XCTAssertEqual(label.contentMode, "left")
    XCTAssertEqual(label.absoluteFrame, Document.Rect(x: 128, y: 44, width: 266, height: 143.5))
    XCTAssertEqual(label.attributes["lineBreakMode"], "tailTruncation")
  }

  func testCHCRV1Constraints() throws {
    let document = try corpusDocument(Self.chcr)
    let constraints = document.allConstraints
    XCTAssertEqual(constraints.count, 5)
    XCTAssertEqual(Set(constraints.map(\.ownerID)), ["8bC-Xf-vdC"])
    XCTAssertEqual(
      constraints.map(\.id), ["JbS-LP-Xx4", "Xwa-YZ-qnp", "c2Y-TA-SRM", "dnu-B9-WXF", "zey-e6-C0p"])
    let spacing = constraints[3]
    XCTAssertEqual(spacing.firstItem, "4mS-Xd-K5H")
    XCTAssertEqual(spacing.firstAttribute, .leading)
    XCTAssertEqual(spacing.secondItem, "NWz-dE-tGk")
    XCTAssertEqual(spacing.secondAttribute, .trailing)
    XCTAssertEqual(spacing.constant, 8)
    XCTAssertTrue(spacing.isSymbolic)
    XCTAssertEqual(constraints[0].secondAttribute, .topMargin)
    XCTAssertEqual(constraints[2].firstItem, "8bC-Xf-vdC")
    XCTAssertEqual(constraints[2].firstAttribute, .trailingMargin)
  }

  // MARK: The whole corpus

  func testEveryCorpusFileReadsAndEveryConstraintItemResolves() throws {
    _ = try XCTUnwrap(StoryboardCorpus.directory, "the corpus (../shared/corpus) is not here")
    let paths = StoryboardCorpus.relativePaths()
    XCTAssertGreaterThanOrEqual(paths.count, 60)
    for path in paths {
      let document = try StoryboardCorpus.read(path)
      XCTAssertNotNil(document.device, path)
      XCTAssertFalse(document.rootViews.isEmpty, path)
      for view in document.allViews {
        XCTAssertNotNil(view.frame, "\(path): \(view.id)")
        XCTAssertNotNil(view.absoluteFrame, "\(path): \(view.id)")
      }
      for constraint in document.allConstraints {
        for item in [constraint.firstItem] + (constraint.secondItem.map { [$0] } ?? []) {
          XCTAssertTrue(
            document.viewsByID[item] != nil || document.layoutGuidesByID[item] != nil,
            "\(path): constraint \(constraint.id) names unknown item \(item)")
        }
      }
    }
  }

  func testCorpusVariationsAreKeptRaw() throws {
    let document = try corpusDocument(
      "adaptability/AdaptLayout-v1/AdaptLayout-v1/Base.lproj/Main.storyboard")
    let variations = document.allViews.flatMap(\.variations)
    XCTAssertEqual(
      variations.map(\.key), ["default", "heightClass=compact", "heightClass=regular"])
    XCTAssertEqual(variations[0].masks.first?.key, "constraints")
    XCTAssertEqual(variations[0].masks.first?.included, [])
    XCTAssertEqual(variations[0].masks.first?.excluded.count, 7)
    XCTAssertEqual(
      variations[1].masks.first?.included, ["nWD-ur-zJL", "gN0-bM-UXp", "Whl-sa-2Pf"])

    let stack = try corpusDocument(
      "adaptability/AdaptStack-v1/AdaptStack-v1/Base.lproj/Main.storyboard")
    let stackVariation = try XCTUnwrap(
      stack.allViews.first { $0.elementName == "stackView" }?.variations.first)
    XCTAssertEqual(stackVariation.key, "heightClass=compact")
    XCTAssertEqual(stackVariation.attributes, ["axis": "horizontal"])
  }

  func testCorpusTableCellsAndFixedFrames() throws {
    let table = try corpusDocument(
      "table-views/SelfSizing-v1/SelfSizing-v1/Base.lproj/Main.storyboard")
    let cell = try XCTUnwrap(table.viewsByID["xaf-dF-SlV"])
    XCTAssertEqual(cell.placement, .cell)
    XCTAssertEqual(cell.superviewID, table.viewControllers[0].rootView?.id)
    let content = try XCTUnwrap(cell.subviews.first)
    XCTAssertEqual(content.elementName, "tableViewCellContentView")
    XCTAssertEqual(content.placement, .keyed)
    XCTAssertEqual(content.key, "contentView")
    XCTAssertEqual(
      table.viewsByID["BNN-5I-Zl5"]?.absoluteFrame,
      Document.Rect(x: 16, y: 39, width: 343, height: 52))

    let first = try corpusDocument(
      "layout-before-auto-layout/FirstLayout-v1/FirstLayout-v1/Base.lproj/Main.storyboard")
    let fixed = try XCTUnwrap(first.viewsByID["k1i-hO-dyY"])
    XCTAssertTrue(fixed.fixedFrame)
    XCTAssertFalse(fixed.translatesAutoresizingMaskIntoConstraints)
    XCTAssertTrue(fixed.translatesAutoresizingMaskIntoConstraintsAtRuntime)
    XCTAssertEqual(fixed.autoresizingMask, [.flexibleMaxX, .flexibleMaxY])
  }

  // MARK: Forms the two files lack

  func testMultipliersPrioritiesRelationsAndIdentifiers() throws {
    let document = try StoryboardReader.read(
      string: Self.wrap(
        """
        <view key="view" contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="10" y="20" width="40" height="30"/>
                    <constraints>
                        <constraint firstAttribute="width" secondItem="box" secondAttribute="height" multiplier="4:3" id="c1"/>
                        <constraint firstAttribute="height" constant="30" id="c2"/>
                        <constraint firstAttribute="height" secondItem="box" secondAttribute="width" multiplier="2/3" id="c6"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="box" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0.5" priority="750" identifier="half" id="c3"/>
                <constraint firstItem="box" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="root" secondAttribute="leadingMargin" constant="-8.5" id="c4"/>
                <constraint firstItem="box" firstAttribute="baseline" relation="lessThanOrEqual" secondItem="root" secondAttribute="centerYWithinMargins" multiplier="2" priority="999.5" id="c5"/>
            </constraints>
        </view>
        """))
    let constraints = Dictionary(uniqueKeysWithValues: document.allConstraints.map { ($0.id, $0) })
    XCTAssertEqual(constraints["c1"]?.multiplier ?? 0, 4.0 / 3.0, accuracy: 1e-12)
    XCTAssertEqual(constraints["c1"]?.multiplierText, "4:3")
    XCTAssertEqual(constraints["c6"]?.multiplier ?? 0, 2.0 / 3.0, accuracy: 1e-12, "a ratio typed with a slash")
    XCTAssertEqual(constraints["c1"]?.firstItem, "box")
    XCTAssertEqual(constraints["c2"]?.secondItem, nil)
    XCTAssertEqual(constraints["c2"]?.secondAttribute, .notAnAttribute)
    XCTAssertEqual(constraints["c2"]?.constant, 30)
    XCTAssertEqual(constraints["c3"]?.multiplier, 0.5)
    XCTAssertEqual(constraints["c3"]?.priority, 750)
    XCTAssertEqual(constraints["c3"]?.identifier, "half")
    XCTAssertEqual(constraints["c4"]?.relation, .greaterThanOrEqual)
    XCTAssertEqual(constraints["c4"]?.constant, -8.5)
    XCTAssertEqual(constraints["c5"]?.firstAttribute, .lastBaseline)
    XCTAssertEqual(constraints["c5"]?.relation, .lessThanOrEqual)
    XCTAssertEqual(constraints["c5"]?.multiplier, 2)
    XCTAssertEqual(constraints["c5"]?.priority, 999.5)
    XCTAssertEqual(
      document.viewsByID["box"]?.absoluteFrame, Document.Rect(x: 10, y: 20, width: 40, height: 30))
  }

  func testMarginsGuidesStacksButtonsAndText() throws {
    let document = try StoryboardReader.read(
      string: Self.wrap(
        """
        <view key="view" contentMode="scaleToFill" layoutMarginsFollowReadableWidth="YES" id="root">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="baseline" distribution="fillEqually" spacing="16" baselineRelativeArrangement="YES" layoutMarginsRelativeArrangement="YES" preservesSuperviewLayoutMargins="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="16" y="20" width="343" height="100"/>
                    <subviews>
                        <label opaque="NO" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="label" hidden="YES" misplaced="YES">
                            <rect key="frame" x="8" y="16" width="20" height="21"/>
                            <string key="text">Two
        lines</string>
                            <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/>
                        </label>
                        <button opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                            <rect key="frame" x="8" y="50" width="80" height="40"/>
                            <inset key="contentEdgeInsets" minX="16" minY="8" maxX="16" maxY="8"/>
                            <state key="normal" title="OK" image="Star"/>
                            <buttonConfiguration key="configuration" style="filled" title="Start">
                                <fontDescription key="titleFontDescription" style="UICTFontTextStyleTitle1"/>
                                <directionalEdgeInsets key="contentInsets" top="10" leading="20" bottom="10" trailing="20"/>
                            </buttonConfiguration>
                        </button>
                    </subviews>
                    <edgeInsets key="layoutMargins" top="16" left="8" bottom="8" right="8"/>
                </stackView>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <viewLayoutGuide key="layoutMargins" id="margins"/>
            <directionalEdgeInsets key="directionalLayoutMargins" top="20" leading="20" bottom="0.0" trailing="20"/>
        </view>
        """))
    let root = try XCTUnwrap(document.viewsByID["root"])
    XCTAssertEqual(
      root.layoutMargins,
      .directional(Document.DirectionalEdgeInsets(top: 20, leading: 20, bottom: 0, trailing: 20)))
    XCTAssertTrue(root.layoutMarginsFollowReadableWidth)
    XCTAssertEqual(root.safeAreaGuideID, "safe")
    XCTAssertEqual(root.layoutMarginsGuideID, "margins")
    XCTAssertEqual(document.layoutGuidesByID["margins"]?.ownerID, "root")

    let stack = try XCTUnwrap(document.viewsByID["stack"])
    XCTAssertEqual(
      stack.stack,
      Document.StackAttributes(
        axis: .vertical, alignment: .lastBaseline, distribution: .fillEqually, spacing: 16,
        isBaselineRelativeArrangement: true, isLayoutMarginsRelativeArrangement: true))
    XCTAssertEqual(
      stack.layoutMargins, .fixed(Document.EdgeInsets(top: 16, left: 8, bottom: 8, right: 8)))
    XCTAssertTrue(stack.preservesSuperviewLayoutMargins)

    let label = try XCTUnwrap(document.viewsByID["label"])
    XCTAssertEqual(label.text, "Two\nlines")
    XCTAssertEqual(label.font?.weight, "semibold")
    XCTAssertEqual(label.numberOfLines, 1)
    XCTAssertTrue(label.isHidden)
    XCTAssertTrue(label.isMisplaced)
    XCTAssertEqual(label.absoluteFrame, Document.Rect(x: 24, y: 36, width: 20, height: 21))

    let button = try XCTUnwrap(document.viewsByID["button"])
    XCTAssertEqual(button.text, "OK")
    XCTAssertEqual(button.image, "Star")
    XCTAssertEqual(
      button.contentEdgeInsets, Document.EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
    XCTAssertEqual(button.buttonConfiguration?.title, "Start")
    XCTAssertEqual(button.buttonConfiguration?.titleFont?.style, "UICTFontTextStyleTitle1")
    XCTAssertEqual(
      button.buttonConfiguration?.contentInsets,
      Document.DirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20))
    XCTAssertNil(button.layoutMargins, "a configuration's contentInsets are not layout margins")
    XCTAssertNil(Document.View(elementName: "stackView", id: "x").stack)
    XCTAssertEqual(
      Document.StackAttributes(),
      Document.StackAttributes(axis: .horizontal, alignment: .fill, distribution: .fill, spacing: 0)
    )
  }

  func testXIBTopLevelViewsAndOldLayoutGuides() throws {
    let xib = try StoryboardReader.read(
      string: """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14113" systemVersion="17D102" targetRuntime="iOS.CocoaTouch">
            <device id="retina4_7" orientation="landscape"><adaptation id="fullscreen"/></device>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                <view contentMode="scaleToFill" id="top">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="120"/>
                </view>
            </objects>
        </document>
        """)
    XCTAssertTrue(xib.isXIB)
    XCTAssertEqual(xib.systemVersion, "17D102")
    XCTAssertEqual(
      xib.device,
      Document.Device(id: "retina4_7", orientation: .landscape, adaptation: "fullscreen"))
    XCTAssertEqual(xib.topLevelViews.map(\.id), ["top"])
    XCTAssertEqual(xib.scenes, [])

    let old = try StoryboardReader.read(
      string: Self.wrap(
        """
        <view key="view" contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
        </view>
        <layoutGuides>
            <viewControllerLayoutGuide type="top" id="topGuide"/>
            <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
        </layoutGuides>
        """))
    XCTAssertEqual(old.viewControllers[0].layoutGuides.map(\.kind), ["top", "bottom"])
    XCTAssertEqual(old.layoutGuidesByID["bottomGuide"]?.ownerID, "vc")
  }

  /// A bar button item's segue is one of its controller's; the simulated bottom bar (a toolbar,
  /// explicitly none, absent: inferred) and the controller's own `modalPresentationStyle` are read.
  func testBarItemSeguesSimulatedBottomBarsAndPresentationStyles() throws {
    let document = try StoryboardReader.read(
      string: Self.wrap(
        """
        <navigationItem key="navigationItem" id="ni">
            <barButtonItem key="rightBarButtonItem" title="Add" id="add">
                <connections>
                    <segue destination="next" kind="show" id="s1"/>
                </connections>
            </barButtonItem>
        </navigationItem>
        <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
        """
      ).replacingOccurrences(
        of: "<viewController id=\"vc\"",
        with: "<viewController id=\"vc\" modalPresentationStyle=\"fullScreen\""))
    let controller = document.viewControllers[0]
    XCTAssertEqual(controller.segues.map(\.destination), ["next"])
    XCTAssertEqual(controller.simulatedBottomBar, .toolbar)
    XCTAssertEqual(controller.modalPresentationStyle, "fullScreen")
    let none = try StoryboardReader.read(
      string: Self.wrap("<nil key=\"simulatedBottomBarMetrics\"/>"))
    XCTAssertEqual(none.viewControllers[0].simulatedBottomBar, StoryboardDocument.SimulatedBottomBar.none)
    let inferred = try StoryboardReader.read(string: Self.wrap(""))
    XCTAssertNil(inferred.viewControllers[0].simulatedBottomBar)
    XCTAssertNil(inferred.viewControllers[0].modalPresentationStyle)
  }

  // MARK: Errors

  func testMalformedXMLNamesTheLine() {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="19158">
          <scenes>
              <scene sceneID="a">
          </scenes>
      </document>
      """
    XCTAssertThrowsError(try StoryboardReader.read(string: text, fileName: "bad.storyboard")) {
      error in
      XCTAssertEqual(
        "\(error)",
        "bad.storyboard:5:14: error: malformed XML: tag name mismatch (XMLParser error 76)")
      XCTAssertEqual((error as? StoryboardReaderError)?.reason, .malformedXML(code: 76))
      XCTAssertEqual((error as? StoryboardReaderError)?.line, 5)
    }
    XCTAssertThrowsError(try StoryboardReader.read(string: "")) { error in
      XCTAssertEqual("\(error)", "<input>:1: error: no root element; expected <document>")
    }
    XCTAssertThrowsError(try StoryboardReader.read(string: "<plist>\n</plist>", fileName: "x.xib"))
    { error in
      XCTAssertEqual("\(error)", "x.xib:1: error: the root element is <plist>; expected <document>")
    }
  }

  func testMissingRequiredAttributeNamesElementAttributeAndLine() {
    let text = Self.wrap(
      """
      <view key="view" contentMode="scaleToFill" id="root">
          <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
          <constraints>
              <constraint firstItem="root" secondItem="root" secondAttribute="width" id="c1"/>
          </constraints>
      </view>
      """)
    XCTAssertThrowsError(try StoryboardReader.read(string: text, fileName: "Main.storyboard")) {
      error in
      XCTAssertEqual(
        "\(error)",
        "Main.storyboard:11: error: <constraint> is missing the required attribute 'firstAttribute'"
      )
      XCTAssertEqual(
        (error as? StoryboardReaderError)?.reason,
        .missingAttribute(element: "constraint", attribute: "firstAttribute"))
    }
    let noID = Self.wrap(#"<view key="view" contentMode="scaleToFill"/>"#)
    XCTAssertThrowsError(try StoryboardReader.read(string: noID, fileName: "Main.storyboard")) {
      error in
      XCTAssertEqual(
        "\(error)", "Main.storyboard:8: error: <view> is missing the required attribute 'id'")
    }
  }

  func testInvalidValuesSayWhatWasExpected() {
    func message(_ body: String) -> String {
      do {
        _ = try StoryboardReader.read(string: Self.wrap(body), fileName: "v.storyboard")
        return "no error"
      } catch {
        return "\(error)"
      }
    }
    XCTAssertEqual(
      message(
        #"<view key="view" id="r"><constraints><constraint firstAttribute="width" multiplier="4:0" id="c"/></constraints></view>"#
      ),
      "v.storyboard:8: error: <constraint> attribute 'multiplier' is '4:0'; expected a number or a ratio such as 4:3"
    )
    XCTAssertEqual(
      message(
        #"<view key="view" id="r"><constraints><constraint firstAttribute="middle" id="c"/></constraints></view>"#
      ),
      "v.storyboard:8: error: <constraint> attribute 'firstAttribute' is 'middle'; expected a layout attribute such as 'leading' or 'topMargin'"
    )
    XCTAssertEqual(
      message(#"<view key="view" id="r" hidden="true"/>"#),
      "v.storyboard:8: error: <view> attribute 'hidden' is 'true'; expected YES or NO")
    XCTAssertEqual(
      message(
        #"<collectionView key="view" id="r"><collectionViewFlowLayout key="collectionViewLayout" automaticEstimatedItemSize="true" id="f"/></collectionView>"#
      ),
      "v.storyboard:8: error: <collectionViewFlowLayout> attribute 'automaticEstimatedItemSize' is 'true'; expected YES or NO"
    )
    XCTAssertEqual(
      message(
        #"<view key="view" id="r"><rect key="frame" x="0" y="0" width="wide" height="1"/></view>"#),
      "v.storyboard:8: error: <rect> attribute 'width' is 'wide'; expected a number")
    XCTAssertEqual(
      message(
        #"<view key="view" id="r"><constraints><constraint firstAttribute="width" relation="equalish" id="c"/></constraints></view>"#
      ),
      "v.storyboard:8: error: <constraint> attribute 'relation' is 'equalish'; expected one of equal, lessThanOrEqual, greaterThanOrEqual"
    )
  }

  func testUnreadableFile() {
    XCTAssertThrowsError(
      try StoryboardReader.read(contentsOf: URL(fileURLWithPath: "/nonexistent/Main.storyboard"))
    ) { error in
      guard case .unreadableFile? = (error as? StoryboardReaderError)?.reason else {
        return XCTFail("\(error)")
      }
      XCTAssertTrue(
        "\(error)".hasPrefix("/nonexistent/Main.storyboard:0: error: cannot read the file"))
    }
  }

  /// A storyboard with one scene whose view controller (`vc`) holds `body`; `body` starts on line 8.
  private static func wrap(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="19158" useAutolayout="YES" useSafeAreas="YES">
        <device id="retina4_7" orientation="portrait"/>
        <scenes>
            <scene sceneID="s">
                <objects>
                    <viewController id="vc" sceneMemberID="viewController">
    \(body)
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
  }
}
