extension StoryboardDocument {
  /// One view of a view tree: `<view>`, `<label>`, `<button>`, `<imageView>`, `<stackView>`,
  /// `<scrollView>`, `<tableView>`, `<navigationBar>`, … with what layout needs of its attributes.
  ///
  /// Defaults, for attributes IB leaves out (IB writes a value only when it differs from these):
  /// `translatesAutoresizingMaskIntoConstraints` YES; `contentMode` `scaleToFill`; hugging 250 and
  /// compression resistance 750 on both axes (IB writes the 251s and 750s of labels, image views
  /// and switches explicitly); `insetsLayoutMarginsFromSafeArea` YES;
  /// `preservesSuperviewLayoutMargins`, `layoutMarginsFollowReadableWidth`, `misplaced`, `hidden`
  /// NO; no custom layout margins (UIKit's 8 points, or the system minimum for a controller's
  /// root view); `numberOfLines` 1 on a label.
  public struct View: Hashable, Sendable {
    /// The element's name: `view`, `label`, `button`, `imageView`, `stackView`, `tableViewCell`, …
    public var elementName: String
    public var id: String
    /// `key`: `view` for a controller's root view, `contentView`, `tableHeaderView`,
    /// `navigationBar`, …; nil for an ordinary subview.
    public var key: String?
    /// Where the view sits in its superview's element.
    public var placement: Placement
    /// `customClass`; nil for UIKit's own class.
    public var customClass: String?
    /// `userLabel`, the name IB's outline shows; nil when absent.
    public var userLabel: String?

    /// `translatesAutoresizingMaskIntoConstraints` as written.
    public var translatesAutoresizingMaskIntoConstraints: Bool
    /// `fixedFrame="YES"`: IB's "Layout: Autoresizing Mask" (what Xcode makes of a view without
    /// constraints). IB still writes `translatesAutoresizingMaskIntoConstraints="NO"` for these,
    /// but the nib it builds turns the mask into constraints; see
    /// ``translatesAutoresizingMaskIntoConstraintsAtRuntime``.
    public var fixedFrame: Bool
    public var contentMode: String
    public var horizontalHuggingPriority: Double
    public var verticalHuggingPriority: Double
    public var horizontalCompressionResistancePriority: Double
    public var verticalCompressionResistancePriority: Double
    public var insetsLayoutMarginsFromSafeArea: Bool
    public var preservesSuperviewLayoutMargins: Bool
    public var layoutMarginsFollowReadableWidth: Bool
    /// `misplaced="YES"`: IB's saved frame disagrees with its constraints; not ground truth.
    public var isMisplaced: Bool
    /// `ambiguous="YES"`: IB found the view's layout ambiguous.
    public var isAmbiguous: Bool
    public var isHidden: Bool

    /// `<rect key="frame">`, in the superview's coordinates; nil when absent.
    public var frame: Rect?
    /// `<autoresizingMask key="autoresizingMask">`; nil when the element is absent (IB leaves it
    /// out for views that do not translate their mask, which UIKit reads as no flexibility).
    public var autoresizingMask: AutoresizingMask?
    /// Custom layout margins; nil means UIKit's default.
    public var layoutMargins: LayoutMargins?
    /// `<viewLayoutGuide>` and `<keyboardLayoutGuide>` children, in document order.
    public var layoutGuides: [LayoutGuide]
    /// `<connections><segue>` of a view: a container view's `embed` segue, a button's
    /// `presentation` or `show` segue.
    public var segues: [Segue] = []
    /// `<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted>` of a XIB's
    /// top-level view: the canvas draws a navigation bar over it (its `prompted` value); nil when
    /// absent.
    public var simulatedNavigationBarPrompted: Bool? = nil

    /// A label's or text view's `text` (attribute or `<string key="text">`), a text field's
    /// `text`, a button's normal-state `title`; nil when absent.
    public var text: String?
    /// `<fontDescription key="fontDescription">`; nil when absent (UIKit's default font: the
    /// 17-point system font for labels).
    public var font: FontDescription?
    /// A label's `numberOfLines`: 1 when absent, 0 for unlimited; nil on other views.
    public var numberOfLines: Int?
    /// An image view's `image`, a button's normal-state `image`; nil when absent. Sizes are in
    /// ``StoryboardDocument/imageSizes``.
    public var image: String?
    /// A button's normal-state `backgroundImage`; nil when absent.
    public var backgroundImage: String?
    /// A button's `<inset key="contentEdgeInsets">`; nil when absent (zero).
    public var contentEdgeInsets: EdgeInsets?
    /// A button's `<buttonConfiguration key="configuration">` (iOS 15 buttons); nil when absent.
    public var buttonConfiguration: ButtonConfiguration?
    /// A stack view's arrangement; nil on other views.
    public var stack: StackAttributes?
    /// A segmented control's `<segments>`, in order; empty on other views.
    public var segments: [Segment] = []

    /// `<constraints>`: the constraints this view holds (IB puts each on the nearest common
    /// ancestor of its items), in document order.
    public var constraints: [Constraint]
    /// `<variation>` children: size-class overrides, kept raw.
    public var variations: [Variation]
    /// Child views in document order: `<subviews>`, keyed child views (a cell's `contentView`,
    /// a table's `tableHeaderView`), and table or collection cells.
    public var subviews: [View]
    /// A static table's `<tableViewSection>`s, in document order: which of ``subviews`` (its
    /// cells) each holds and its header and footer titles. Empty for other views (a prototype
    /// table's cells are one section).
    public var tableSections: [TableSection] = []
    /// A collection view's `<collectionViewFlowLayout key="collectionViewLayout">`; nil for other
    /// views and other layouts.
    public var flowLayout: FlowLayout?
    /// The class of a collection view's `<collectionViewLayout key="collectionViewLayout"
    /// customClass="…">` (a layout IB cannot show, such as a compositional layout built in
    /// code); nil for a flow layout and for other views.
    public var customCollectionLayoutClass: String?

    /// Elements inside `<subviews>` that are not views (no known view element, no frame), in
    /// document order: an importer reports them rather than dropping them silently.
    public var otherSubviewElements: [RawElement] = []
    /// Elements inside `<constraints>` other than `<constraint>`, in document order.
    public var otherConstraintElements: [RawElement] = []
    /// Every XML attribute of the element as written, for what is not typed above.
    public var attributes: [String: String]
    /// The line of the element in the file.
    public var line: Int

    /// The id of the view whose subviews hold this one; nil for a root.
    public var superviewID: String?
    /// The frame in the coordinates of the tree's root: a root's is its bounds (origin zero),
    /// each other view's is its superview's absolute origin plus its own frame. Nil when the
    /// view or one of its ancestors has no frame.
    public var absoluteFrame: Rect?

    public init(elementName: String, id: String, line: Int = 0) {
      self.elementName = elementName
      self.id = id
      key = nil
      placement = .root
      customClass = nil
      userLabel = nil
      translatesAutoresizingMaskIntoConstraints = true
      fixedFrame = false
      contentMode = "scaleToFill"
      horizontalHuggingPriority = 250
      verticalHuggingPriority = 250
      horizontalCompressionResistancePriority = 750
      verticalCompressionResistancePriority = 750
      insetsLayoutMarginsFromSafeArea = true
      preservesSuperviewLayoutMargins = false
      layoutMarginsFollowReadableWidth = false
      isMisplaced = false
      isAmbiguous = false
      isHidden = false
      frame = nil
      autoresizingMask = nil
      layoutMargins = nil
      layoutGuides = []
      text = nil
      font = nil
      numberOfLines = nil
      image = nil
      backgroundImage = nil
      contentEdgeInsets = nil
      buttonConfiguration = nil
      stack = nil
      constraints = []
      variations = []
      subviews = []
      attributes = [:]
      self.line = line
      superviewID = nil
      absoluteFrame = nil
    }

    /// What UIKit sees once the storyboard is compiled: a `fixedFrame` view translates its
    /// autoresizing mask whatever `translatesAutoresizingMaskIntoConstraints` says.
    public var translatesAutoresizingMaskIntoConstraintsAtRuntime: Bool {
      translatesAutoresizingMaskIntoConstraints || fixedFrame
    }

    /// The view and all its descendants, depth first in document order.
    public var subtree: [View] {
      var result = [self]
      for subview in subviews { result += subview.subtree }
      return result
    }

    /// `userLabel` if there is one, else the id: what a test message should call the view.
    public var name: String { userLabel ?? id }

    /// The id of the `<viewLayoutGuide key="safeArea">`; nil when the view has none.
    public var safeAreaGuideID: String? { layoutGuides.first { $0.kind == "safeArea" }?.id }
    /// The id of the `<viewLayoutGuide key="layoutMargins">`; nil when the view has none.
    public var layoutMarginsGuideID: String? {
      layoutGuides.first { $0.kind == "layoutMargins" }?.id
    }

    /// Sets ``superviewID`` and ``absoluteFrame`` here and below.
    mutating func place(superviewID: String?, superviewOrigin: Point?) {
      self.superviewID = superviewID
      if let frame {
        if superviewID == nil {
          absoluteFrame = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        } else if let superviewOrigin {
          absoluteFrame = Rect(
            x: superviewOrigin.x + frame.x, y: superviewOrigin.y + frame.y, width: frame.width,
            height: frame.height)
        } else {
          absoluteFrame = nil
        }
      } else {
        absoluteFrame = nil
      }
      for s in subviews.indices {
        subviews[s].place(superviewID: id, superviewOrigin: absoluteFrame?.origin)
      }
    }
  }

  /// `<tableViewSection headerTitle footerTitle>` of a static table.
  public struct TableSection: Hashable, Sendable {
    public var headerTitle: String?
    public var footerTitle: String?
    /// The ids of its cells, in order.
    public var cellIDs: [String]
    /// The line of the element in the file.
    public var line: Int
    public init(headerTitle: String?, footerTitle: String?, cellIDs: [String], line: Int) {
      self.headerTitle = headerTitle
      self.footerTitle = footerTitle
      self.cellIDs = cellIDs
      self.line = line
    }
  }

  /// `<collectionViewFlowLayout>`: UICollectionViewFlowLayout's settings, with UIKit's defaults
  /// for what the file leaves out (10-point spacings, 50 × 50 items, no insets, no header or
  /// footer, vertical scrolling).
  public struct FlowLayout: Hashable, Sendable {
    public var scrollDirection = "vertical"
    public var minimumLineSpacing = 10.0
    public var minimumInteritemSpacing = 10.0
    public var itemSize = Size(width: 50, height: 50)
    /// Nonzero for self-sizing items (`estimatedItemSize`).
    public var estimatedItemSize = Size(width: 0, height: 0)
    /// `automaticEstimatedItemSize="YES"`: self-sizing items (UICollectionViewFlowLayout's
    /// `automaticSize` estimate, Xcode 11's default for a new collection view).
    public var automaticEstimatedItemSize = false
    /// `customClass`: a UICollectionViewFlowLayout subclass, whose run-time overrides the
    /// canvas does not show.
    public var customClass: String?
    public var headerReferenceSize = Size(width: 0, height: 0)
    public var footerReferenceSize = Size(width: 0, height: 0)
    public var sectionInset = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    public init() {}

    /// Whether UIKit sizes each item by its cell's content (an estimated size, given or
    /// automatic) rather than giving it `itemSize`.
    public var hasSelfSizingItems: Bool {
      automaticEstimatedItemSize || estimatedItemSize.width != 0 || estimatedItemSize.height != 0
    }
  }

  /// Where a view's element sits inside its superview's.
  public enum Placement: Hashable, Sendable {
    /// The root of a tree: a controller's view, a bar view, a XIB's top-level view.
    case root
    /// In `<subviews>`.
    case subview
    /// A child element with a `key` (a cell's `contentView`, a table's `tableHeaderView`).
    case keyed
    /// In a table's or collection's `<prototypes>` / `<cells>` (or a static table's sections).
    case cell
  }

  /// `<fontDescription>`: a system font (`type` `system`, `boldSystem`, `italicSystem`, with
  /// `pointSize` and maybe `weight`), a text style (`style` `UICTFontTextStyleBody`), or a named
  /// font (`name`, `family`, `pointSize`).
  public struct FontDescription: Hashable, Sendable {
    /// `key`: `fontDescription`, or `titleFontDescription` in a button configuration.
    public var key: String?
    public var type: String?
    /// The text style for Dynamic Type fonts (`UICTFontTextStyleBody`); nil when absent.
    public var style: String?
    public var name: String?
    public var family: String?
    public var pointSize: Double?
    /// `weight` (`semibold`, `light`, …) of a system font; nil means regular.
    public var weight: String?
    public init(
      key: String? = nil, type: String? = nil, style: String? = nil, name: String? = nil,
      family: String? = nil, pointSize: Double? = nil, weight: String? = nil
    ) {
      self.key = key
      self.type = type
      self.style = style
      self.name = name
      self.family = family
      self.pointSize = pointSize
      self.weight = weight
    }
  }

  /// `<buttonConfiguration key="configuration" style title>` of an iOS 15 button.
  public struct ButtonConfiguration: Hashable, Sendable {
    public var style: String?
    public var title: String?
    /// `<fontDescription key="titleFontDescription">`.
    public var titleFont: FontDescription?
    /// `<directionalEdgeInsets key="contentInsets">`; nil when absent (the style's default).
    public var contentInsets: DirectionalEdgeInsets?
    /// The `image`, `subtitle` and `buttonSize` attributes; nil when absent (no image, no
    /// subtitle, the medium size).
    public var image: String?
    public var subtitle: String?
    public var buttonSize: String?
    public init(
      style: String? = nil, title: String? = nil, titleFont: FontDescription? = nil,
      contentInsets: DirectionalEdgeInsets? = nil, image: String? = nil, subtitle: String? = nil,
      buttonSize: String? = nil
    ) {
      self.style = style
      self.title = title
      self.titleFont = titleFont
      self.contentInsets = contentInsets
      self.image = image
      self.subtitle = subtitle
      self.buttonSize = buttonSize
    }
  }

  /// A stack view's arrangement attributes, with `UIStackView`'s defaults for absent ones:
  /// horizontal, fill, fill, spacing 0, no baseline- or margin-relative arrangement.
  public struct StackAttributes: Hashable, Sendable {
    public enum Axis: String, Hashable, Sendable, CaseIterable {
      case horizontal
      case vertical
    }
    /// `UIStackView.Alignment`. IB writes `top`/`bottom` for a horizontal stack's leading and
    /// trailing (the same raw values in UIKit); `baseline` is read as `lastBaseline`.
    public enum Alignment: String, Hashable, Sendable, CaseIterable {
      case fill
      case leading
      case top
      case firstBaseline
      case center
      case trailing
      case bottom
      case lastBaseline
    }
    public enum Distribution: String, Hashable, Sendable, CaseIterable {
      case fill
      case fillEqually
      case fillProportionally
      case equalSpacing
      case equalCentering
    }
    public var axis: Axis
    public var alignment: Alignment
    public var distribution: Distribution
    /// `spacing`; 0 when absent.
    public var spacing: Double
    /// `spacingType`: `standard` for system spacing (then `spacing` is not used); nil when absent.
    public var spacingType: String?
    public var isBaselineRelativeArrangement: Bool
    public var isLayoutMarginsRelativeArrangement: Bool
    public init(
      axis: Axis = .horizontal, alignment: Alignment = .fill, distribution: Distribution = .fill,
      spacing: Double = 0, spacingType: String? = nil, isBaselineRelativeArrangement: Bool = false,
      isLayoutMarginsRelativeArrangement: Bool = false
    ) {
      self.axis = axis
      self.alignment = alignment
      self.distribution = distribution
      self.spacing = spacing
      self.spacingType = spacingType
      self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
      self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
    }
  }

  /// A `<variation key="heightClass=compact">`: a size-class override, kept raw (not applied).
  /// Its attributes override the view's (`axis="horizontal"`, `hidden="YES"`); its masks list the
  /// constraints or subviews installed (`include`) or not (`exclude`) for that size class.
  public struct Variation: Hashable, Sendable {
    /// `key`: `default`, `heightClass=compact`, `widthClass=regular`, `heightClass=compact-widthClass=regular`, …
    public var key: String
    /// The element's other attributes.
    public var attributes: [String: String]
    public var masks: [Mask]
    /// Other children (a font or frame override), as raw elements.
    public var elements: [RawElement]
    public var line: Int
    public init(
      key: String, attributes: [String: String] = [:], masks: [Mask] = [],
      elements: [RawElement] = [], line: Int = 0
    ) {
      self.key = key
      self.attributes = attributes
      self.masks = masks
      self.elements = elements
      self.line = line
    }
  }

  /// `<mask key="constraints">` with `<include reference>` and `<exclude reference>` children.
  public struct Mask: Hashable, Sendable {
    /// `constraints` or `subviews`.
    public var key: String
    public var included: [String]
    public var excluded: [String]
    public init(key: String, included: [String] = [], excluded: [String] = []) {
      self.key = key
      self.included = included
      self.excluded = excluded
    }
  }

  /// An element kept as written.
  public struct RawElement: Hashable, Sendable {
    public var name: String
    public var attributes: [String: String]
    public var children: [RawElement]
    /// The line of the element in the file (0 when unknown).
    public var line: Int = 0
    public init(
      name: String, attributes: [String: String] = [:], children: [RawElement] = [], line: Int = 0
    ) {
      self.name = name
      self.attributes = attributes
      self.children = children
      self.line = line
    }
  }
}

extension StoryboardDocument {
  /// One `<segment>` of a segmented control: its title or image, and the width IB saves when the
  /// segment has one of its own (`setWidth(_:forSegmentAt:)`; absent: 0, sized by UIKit).
  public struct Segment: Hashable, Sendable {
    public var title: String?
    public var image: String?
    public var width: Double?

    public init(title: String? = nil, image: String? = nil, width: Double? = nil) {
      self.title = title
      self.image = image
      self.width = width
    }
  }
}
