/// An Interface Builder storyboard or XIB, as ``StoryboardReader`` reads it: the device it was
/// designed on, its scenes and view trees, each view's saved frame and constraints.
///
/// The frames were computed by Xcode's Auto Layout engine for ``device`` and saved in the
/// superview's coordinates, so they are ground truth for the simulator (views marked
/// ``View/isMisplaced`` excepted). ``View/absoluteFrame`` gives them in the root view's coordinates.
///
/// ```swift
/// let document = try StoryboardReader.read(contentsOf: url)
/// document.device?.id                                // "retina5_9"
/// document.scenes[0].viewController?.rootView?.id    // "8bC-Xf-vdC"
/// document.viewsByID["hJa-nD-5KR"]?.absoluteFrame    // (24, 96) 327×674
/// ```
///
/// Every attribute IB leaves out reads as UIKit's (or IB's) default; each property's comment
/// names it.
public struct StoryboardDocument: Hashable, Sendable {
  /// `type`: `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB` for a storyboard,
  /// `com.apple.InterfaceBuilder3.CocoaTouch.XIB` for a XIB.
  public var type: String
  /// `version` (`3.0`); nil when absent.
  public var version: String?
  /// `toolsVersion`, the Interface Builder build that saved the file (`19158`). Required. Where
  /// the file says ``placeholderToolsVersion``, the reader puts the Interface Builder plug-in's
  /// version here instead (`<plugIn identifier="…IBCocoaTouchPlugin" version="22685"/>`).
  public var toolsVersion: String
  /// The Interface Builder build as a number, its point release dropped (`16097` for
  /// `16097.3`, `14810` for `14810.12`): what the rules read by Xcode compare; 0 when the
  /// file's is not a number.
  public var toolsBuild: Int {
    Int(toolsVersion.split(separator: ".").first ?? "") ?? 0
  }
  /// The toolsVersion some Xcode builds save instead of their own (`32700.99.1234`): public
  /// apps' storyboards outside the corpora with it name plug-in versions 22684 and 22685
  /// (Xcode 15) and draw Xcode 15's 51 × 31 switches, so the plug-in's version is the Xcode's.
  public static let placeholderToolsVersion = "32700.99.1234"
  /// The `<plugIn identifier>` of Interface Builder's iOS plug-in.
  public static let plugInID = "com.apple.InterfaceBuilder.IBCocoaTouchPlugin"
  /// `systemVersion`, the macOS build it was saved on; recent Xcodes leave it out (nil).
  public var systemVersion: String?
  /// `targetRuntime` (`iOS.CocoaTouch`); nil when absent.
  public var targetRuntime: String?
  /// `useAutolayout`; absent means NO.
  public var useAutolayout: Bool
  /// `useSafeAreas` (safe-area layout guides instead of top/bottom layout guides); absent means NO.
  public var useSafeAreas: Bool
  /// `useTraitCollections` (size classes); absent means NO.
  public var useTraitCollections: Bool
  /// `initialViewController`, a view controller's id; nil when absent (and in XIBs).
  public var initialViewControllerID: String?
  /// `<device>`: what the saved frames were computed for. Nil only in files too old to have one.
  public var device: Device?
  /// In a file without `<device>` (Xcode 7 and older), whether its scenes simulate a screen on
  /// its side (`<simulatedOrientationMetrics orientation="landscapeRight"/>`): Xcode drew
  /// them on the landscape screen (Apple's AVCustomEdit sample, Xcode 5: iPad scenes saved
  /// 1024 × 768, iPhone ones 568 × 320).
  public var simulatesLandscape = false
  /// Whether the saved frames are for a screen on its side: the device's orientation, or the
  /// simulated orientation of a file without one.
  public var isLandscape: Bool {
    device.map { $0.orientation == .landscape } ?? simulatesLandscape
  }
  /// `<accessibilityOverrides isEnabled="YES" dynamicTypePreference="5"/>`: the Dynamic Type size
  /// Interface Builder previewed (and saved frames for), as an index into the content size
  /// categories from extra small (0; 3 is the default, large); nil when absent or disabled.
  public var dynamicTypePreference: Int?
  /// `<simulatedMetricsContainer key="defaultSimulatedMetrics">`'s `<simulatedScreenMetrics
  /// type>` (`retina4`, `retina35`): the screen a file from before `<device>` (Xcode 8) was laid
  /// out for; nil when absent or without a type (an iPad file names none).
  public var simulatedScreen: String?
  /// A storyboard's `<scenes>`, in document order; empty for a XIB.
  public var scenes: [Scene]
  /// A XIB's top-level views (children of `<objects>`), in document order; empty for a storyboard.
  public var topLevelViews: [View]
  /// `<resources><image name width height>`: each named image's size in points.
  public var imageSizes: [String: Size]
  /// The names of `<resources>` images from the system catalog (`catalog="system"`): SF Symbols,
  /// whose saved size is the symbol drawn to fit 128 units, not its size on screen.
  public var systemSymbols: Set<String> = []

  /// Every view in the document, keyed by `id` (scene root views, bar views, XIB top-level views
  /// and all their descendants).
  public var viewsByID: [String: View]
  /// Every layout guide in the document (safe area, layout margins, scroll view frame and content
  /// guides, keyboard, and view controllers' old top/bottom guides), keyed by `id`.
  public var layoutGuidesByID: [String: LayoutGuide]

  public init(
    type: String, version: String? = nil, toolsVersion: String, systemVersion: String? = nil,
    targetRuntime: String? = nil, useAutolayout: Bool = false, useSafeAreas: Bool = false,
    useTraitCollections: Bool = false, initialViewControllerID: String? = nil,
    device: Device? = nil, scenes: [Scene] = [], topLevelViews: [View] = [],
    imageSizes: [String: Size] = [:]
  ) {
    self.type = type
    self.version = version
    self.toolsVersion = toolsVersion
    self.systemVersion = systemVersion
    self.targetRuntime = targetRuntime
    self.useAutolayout = useAutolayout
    self.useSafeAreas = useSafeAreas
    self.useTraitCollections = useTraitCollections
    self.initialViewControllerID = initialViewControllerID
    self.device = device
    dynamicTypePreference = nil
    simulatedScreen = nil
    self.scenes = scenes
    self.topLevelViews = topLevelViews
    self.imageSizes = imageSizes
    self.viewsByID = [:]
    self.layoutGuidesByID = [:]
    reindex()
  }

  /// True for a XIB, false for a storyboard.
  public var isXIB: Bool { !type.hasSuffix("Storyboard.XIB") }

  /// The roots of the document's view trees, in document order: each scene's root view and bar
  /// views (navigation bar, tab bar, toolbar), then a XIB's top-level views.
  public var rootViews: [View] {
    scenes.flatMap { scene -> [View] in
      guard let controller = scene.viewController else { return [] }
      return (controller.rootView.map { [$0] } ?? []) + controller.barViews
    } + topLevelViews
  }

  /// Every view, depth first in document order (a view before its subviews).
  public var allViews: [View] { rootViews.flatMap { $0.subtree } }

  /// Every constraint of every view, in document order.
  public var allConstraints: [Constraint] { allViews.flatMap(\.constraints) }

  /// The view controllers of the storyboard's scenes, in document order.
  public var viewControllers: [ViewController] { scenes.compactMap(\.viewController) }

  /// Rebuilds ``viewsByID``, ``layoutGuidesByID`` and every view's ``View/superviewID`` and
  /// ``View/absoluteFrame`` from the trees. The reader calls it; call it again after editing them.
  public mutating func reindex() {
    for s in scenes.indices {
      guard var controller = scenes[s].viewController else { continue }
      controller.rootView?.place(superviewID: nil, superviewOrigin: nil)
      for b in controller.barViews.indices {
        controller.barViews[b].place(superviewID: nil, superviewOrigin: nil)
      }
      scenes[s].viewController = controller
    }
    for t in topLevelViews.indices {
      topLevelViews[t].place(superviewID: nil, superviewOrigin: nil)
    }
    var views: [String: View] = [:]
    var guides: [String: LayoutGuide] = [:]
    for view in allViews {
      views[view.id] = view
      for guide in view.layoutGuides { guides[guide.id] = guide }
    }
    for controller in viewControllers {
      for guide in controller.layoutGuides { guides[guide.id] = guide }
    }
    viewsByID = views
    layoutGuidesByID = guides
  }
}

// MARK: - Geometry

extension StoryboardDocument {
  /// A point, in points; y grows down.
  public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
      self.x = x
      self.y = y
    }
    public var description: String { "(\(formatNumber(x)), \(formatNumber(y)))" }
  }

  public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
      self.width = width
      self.height = height
    }
    public var description: String { "\(formatNumber(width))×\(formatNumber(height))" }
  }

  /// `<rect key="frame" x y width height>`.
  public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
      self.x = x
      self.y = y
      self.width = width
      self.height = height
    }
    public var origin: Point { Point(x: x, y: y) }
    public var size: Size { Size(width: width, height: height) }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var description: String {
      "\(origin) \(size)"
    }
  }

  /// `<edgeInsets key="layoutMargins" top left bottom right>` (or `<inset minX minY maxX maxY>`),
  /// fixed sides. A side left out reads 0.
  public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double
    public init(top: Double, left: Double, bottom: Double, right: Double) {
      self.top = top
      self.left = left
      self.bottom = bottom
      self.right = right
    }
  }

  /// `<directionalEdgeInsets key="directionalLayoutMargins" top leading bottom trailing>`:
  /// leading and trailing follow the layout direction. A side left out reads 0.
  public struct DirectionalEdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
      self.top = top
      self.leading = leading
      self.bottom = bottom
      self.trailing = trailing
    }
  }

  /// A view's custom layout margins, in whichever form IB saved them.
  public enum LayoutMargins: Hashable, Sendable {
    /// `<edgeInsets key="layoutMargins">`: `UIView.layoutMargins`.
    case fixed(EdgeInsets)
    /// `<directionalEdgeInsets key="directionalLayoutMargins">`:
    /// `UIView.directionalLayoutMargins`.
    case directional(DirectionalEdgeInsets)

    /// The margins resolved for a left-to-right layout.
    public var leftToRight: EdgeInsets {
      switch self {
      case .fixed(let insets): insets
      case .directional(let d):
        EdgeInsets(top: d.top, left: d.leading, bottom: d.bottom, right: d.trailing)
      }
    }
  }

  /// `<autoresizingMask key="autoresizingMask">`: `UIView.AutoresizingMask`, one flag per
  /// attribute IB writes as `YES`.
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let flexibleMinX = AutoresizingMask(rawValue: 1 << 0)  // flexibleLeftMargin
    public static let widthSizable = AutoresizingMask(rawValue: 1 << 1)  // flexibleWidth
    public static let flexibleMaxX = AutoresizingMask(rawValue: 1 << 2)  // flexibleRightMargin
    public static let flexibleMinY = AutoresizingMask(rawValue: 1 << 3)  // flexibleTopMargin
    public static let heightSizable = AutoresizingMask(rawValue: 1 << 4)  // flexibleHeight
    public static let flexibleMaxY = AutoresizingMask(rawValue: 1 << 5)  // flexibleBottomMargin
    /// The attribute names IB writes, in UIKit's bit order.
    public static let attributeNames: [(String, AutoresizingMask)] = [
      ("flexibleMinX", .flexibleMinX), ("widthSizable", .widthSizable),
      ("flexibleMaxX", .flexibleMaxX), ("flexibleMinY", .flexibleMinY),
      ("heightSizable", .heightSizable), ("flexibleMaxY", .flexibleMaxY),
    ]
  }
}

// MARK: - Document parts

extension StoryboardDocument {
  /// `<device id orientation appearance>` and its `<adaptation id>`.
  public struct Device: Hashable, Sendable {
    /// IB's device id: `retina4_7` (iPhone 8), `retina5_9` (iPhone X), `retina6_1`, `retina6_12`, …
    public var id: String
    /// `orientation`; absent means portrait.
    public var orientation: Orientation
    /// `appearance` (`light`, `dark`); nil when absent.
    public var appearance: String?
    /// `<adaptation id>` (`fullscreen`); nil when absent.
    public var adaptation: String?
    public init(
      id: String, orientation: Orientation = .portrait, appearance: String? = nil,
      adaptation: String? = nil
    ) {
      self.id = id
      self.orientation = orientation
      self.appearance = appearance
      self.adaptation = adaptation
    }
  }

  public enum Orientation: String, Hashable, Sendable, CaseIterable {
    case portrait
    case landscape
  }

  /// `<scene sceneID>`.
  public struct Scene: Hashable, Sendable {
    public var id: String
    /// The object with `sceneMemberID="viewController"`; nil for a scene without one.
    public var viewController: ViewController?
    /// The line of `<scene>` in the file.
    public var line: Int
    public init(id: String, viewController: ViewController? = nil, line: Int = 0) {
      self.id = id
      self.viewController = viewController
      self.line = line
    }
  }

  /// A scene's view controller: `<viewController>`, `<navigationController>`,
  /// `<tableViewController>`, `<tabBarController>`, …
  public struct ViewController: Hashable, Sendable {
    /// The element's name: `viewController`, `navigationController`, `tableViewController`, …
    public var elementName: String
    public var id: String
    /// `customClass`; nil for UIKit's own class.
    public var customClass: String?
    /// `storyboardIdentifier`; nil when absent.
    public var storyboardIdentifier: String?
    /// `title`; nil when absent.
    public var title: String?
    /// The child view with `key="view"`; nil for containers whose view IB does not save (a
    /// navigation controller's).
    public var rootView: View?
    /// Other views the controller owns, each with its `key`: a navigation controller's
    /// `navigationBar`, a tab bar controller's `tabBar`, a `toolbar`. Frames are in the
    /// controller's view's coordinates.
    public var barViews: [View]
    /// Pre-iOS 11 `<layoutGuides><viewControllerLayoutGuide type="top|bottom" id>`.
    public var layoutGuides: [LayoutGuide]
    /// `<connections><segue>`: the controller's segues, relationship segues included (a
    /// navigation controller's `rootViewController`, a tab bar controller's `viewControllers`).
    public var segues: [Segue] = []
    /// `<simulatedScreenMetrics key="simulatedDestinationMetrics" type>` (`retina47`, `retina4`):
    /// the screen Xcode 6 and 7 laid this scene out on when it was not the file's default; nil
    /// when absent.
    public var simulatedScreen: String?
    /// `<size key="freeformSize" width height>`: the canvas of a scene whose simulated size is
    /// freeform (`<freeformSimulatedSizeMetrics>`); nil when absent.
    public var freeformSize: Size?
    /// `modalPresentationStyle` (`fullScreen`, `pageSheet`, …): how the controller is presented
    /// when the segue that presents it does not say; nil when absent.
    public var modalPresentationStyle: String?
    /// The bottom bar Interface Builder simulates under the scene (`simulatedBottomBarMetrics`):
    /// nil when the file leaves it inferred.
    public var simulatedBottomBar: SimulatedBottomBar?
    /// The top bar Interface Builder simulates over the scene (`simulatedTopBarMetrics`): nil
    /// when the file leaves it inferred.
    public var simulatedTopBar: SimulatedTopBar?
    /// `<navigationItem key="navigationItem" largeTitleDisplayMode>` (`always`, `never`; Xcode 9+
    /// leaves `automatic` out): nil when absent.
    public var largeTitleDisplayMode: String?
    /// `extendedLayoutIncludesOpaqueBars="YES"`: the controller's view extends under opaque
    /// bars as under translucent ones (UIKit's default, false, stops it at them).
    public var extendedLayoutIncludesOpaqueBars = false
    public var line: Int
    public init(
      elementName: String, id: String, customClass: String? = nil,
      storyboardIdentifier: String? = nil, title: String? = nil, rootView: View? = nil,
      barViews: [View] = [], layoutGuides: [LayoutGuide] = [], line: Int = 0
    ) {
      self.elementName = elementName
      self.id = id
      self.customClass = customClass
      self.storyboardIdentifier = storyboardIdentifier
      self.title = title
      self.rootView = rootView
      self.barViews = barViews
      self.layoutGuides = layoutGuides
      self.line = line
    }
  }

  /// A scene's simulated bottom bar: `<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>`
  /// (a toolbar), `<simulatedTabBarMetrics key="simulatedBottomBarMetrics" translucent/>` (a tab
  /// bar, translucent unless it says `NO`), `<nil key="simulatedBottomBarMetrics"/>` (none).
  /// Other bars are read as `other`.
  public enum SimulatedBottomBar: Hashable, Sendable {
    case none, toolbar, other
    case tabBar(translucent: Bool)
  }

  /// A scene's simulated top bar: `<simulatedNavigationBarMetrics key="simulatedTopBarMetrics"
  /// translucent prompted/>` (a navigation bar, translucent unless it says `NO`, with a prompt
  /// when `prompted="YES"`); any other element with that key is `other`.
  public enum SimulatedTopBar: Hashable, Sendable {
    case navigationBar(translucent: Bool, prompted: Bool)
    case other
  }

  /// `<segue destination kind relationship id>`.
  public struct Segue: Hashable, Sendable {
    public var id: String
    /// The destination view controller's id.
    public var destination: String
    /// `kind`: `relationship`, `show`, `presentation`, …
    public var kind: String
    /// `relationship` of a relationship segue (`rootViewController`, `viewControllers`); nil else.
    public var relationship: String?
    /// `modalPresentationStyle` of a presentation segue (`formSheet`, `pageSheet`,
    /// `fullScreen`, …); nil when absent (UIKit's automatic style: a sheet from iOS 13).
    public var modalPresentationStyle: String? = nil
    public var line: Int
    public init(
      id: String, destination: String, kind: String, relationship: String? = nil, line: Int = 0
    ) {
      self.id = id
      self.destination = destination
      self.kind = kind
      self.relationship = relationship
      self.line = line
    }
  }

  /// A layout guide a constraint may name as its item.
  public struct LayoutGuide: Hashable, Sendable {
    public var id: String
    /// The element: `viewLayoutGuide`, `keyboardLayoutGuide` or `viewControllerLayoutGuide`.
    public var elementName: String
    /// What it is: `key` for a view's guides (`safeArea`, `layoutMargins`, `frameLayoutGuide`,
    /// `contentLayoutGuide`, `keyboard`); `type` (`top`, `bottom`) for a view controller's.
    public var kind: String
    /// The view (or, for the old top/bottom guides, the view controller) it belongs to.
    public var ownerID: String
    public init(id: String, elementName: String, kind: String, ownerID: String) {
      self.id = id
      self.elementName = elementName
      self.kind = kind
      self.ownerID = ownerID
    }
  }
}

/// Numbers as the file writes them, without a trailing `.0`.
func formatNumber(_ value: Double) -> String {
  value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
