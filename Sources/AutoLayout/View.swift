import Cassowary

/// The UIKit class a view stands for; it sets the defaults (hugging) and the name in logs.
public enum ViewKind: String, Hashable, Sendable, CaseIterable {
  case view, label, button, image, textField, textView, `switch`, slider, stack, scroll
  case segmentedControl

  /// The UIKit class name printed in logs and traces.
  public var className: String {
    switch self {
    case .view: "UIView"
    case .label: "UILabel"
    case .button: "UIButton"
    case .image: "UIImageView"
    case .textField: "UITextField"
    case .textView: "UITextView"
    case .switch: "UISwitch"
    case .slider: "UISlider"
    case .stack: "UIStackView"
    case .scroll: "UIScrollView"
    case .segmentedControl: "UISegmentedControl"
    }
  }

  /// UIKit's default content-hugging priority (horizontal, vertical): 250, but 251 for labels
  /// and image views and 750 for switches (Interface Builder's defaults, SCENARIO-FORMAT.md).
  public var defaultHugging: AxisPriorities {
    switch self {
    case .label, .image: AxisPriorities(251, 251)
    case .switch: AxisPriorities(750, 750)
    default: AxisPriorities(250, 250)
    }
  }
}

/// A pair of priorities, one per axis: content hugging or compression resistance.
public struct AxisPriorities: Hashable, Sendable {
  public var horizontal: Priority
  public var vertical: Priority
  public init(_ horizontal: Priority, _ vertical: Priority) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public subscript(axis: LayoutAttribute.Axis) -> Priority {
    axis == .horizontal ? horizontal : vertical
  }
}

/// `intrinsicContentSize`; `nil` on an axis is `UIView.noIntrinsicMetric`.
public struct IntrinsicSize: Hashable, Sendable {
  public var width: Double?
  public var height: Double?
  public init(width: Double? = nil, height: Double? = nil) {
    self.width = width
    self.height = height
  }
  public static let none = IntrinsicSize()
  public subscript(axis: LayoutAttribute.Axis) -> Double? {
    axis == .horizontal ? width : height
  }
}

/// `layoutMargins` (fixed sides) or `directionalLayoutMargins`.
public enum LayoutMargins: Hashable, Sendable {
  case fixed(EdgeInsets)
  case directional(DirectionalEdgeInsets)

  public func resolved(rightToLeft: Bool) -> EdgeInsets {
    switch self {
    case .fixed(let insets): insets
    case .directional(let insets): insets.resolved(rightToLeft: rightToLeft)
    }
  }
}

/// `UIView.semanticContentAttribute`, as far as layout direction goes.
public enum SemanticContentAttribute: String, Hashable, Sendable, CaseIterable {
  case unspecified, forceLeftToRight, forceRightToLeft
}

/// `UIView.AutoresizingMask`.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
  public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
  public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
  public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
  public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}

/// `UIScrollView.ContentInsetAdjustmentBehavior`: how a scroll view insets its content from the
/// safe area.
public enum ContentInsetAdjustmentBehavior: String, Hashable, Sendable, CaseIterable {
  /// UIKit's default: for a vertical scroller, as `always` on the top and bottom.
  case automatic
  /// Only along an axis the content overflows.
  case scrollableAxes
  case never
  case always
}

/// A view's first and last baselines, in points below its top edge.
public struct BaselineOffsets: Hashable, Sendable {
  public var first: Double
  public var last: Double
  public init(first: Double, last: Double) {
    self.first = first
    self.last = last
  }
  /// One line: both baselines at `offset`.
  public init(_ offset: Double) { self.init(first: offset, last: offset) }
}

/// A view's layout properties: what UIKit's engine reads of a `UIView`.
public struct View: Hashable, Sendable {
  /// The view's name in messages (a scenario's id).
  public var name: String
  public var kind: ViewKind
  public var intrinsicContentSize: IntrinsicSize
  public var contentHugging: AxisPriorities
  public var compressionResistance: AxisPriorities
  /// nil: UIKit's default, 8 on every side (for a view controller's root view, the system's).
  public var layoutMargins: LayoutMargins?
  public var preservesSuperviewLayoutMargins: Bool
  public var insetsLayoutMarginsFromSafeArea: Bool
  public var layoutMarginsFollowReadableWidth: Bool
  /// Frame-based layout: with `translatesAutoresizingMaskIntoConstraints`, `frame` (in the
  /// superview's coordinates, for the superview size at the first layout) and the mask become
  /// constraints, as UIKit's `NSAutoresizingMaskLayoutConstraint`s.
  public var translatesAutoresizingMaskIntoConstraints: Bool
  public var autoresizingMask: AutoresizingMask
  public var frame: Rect?
  public var semanticContentAttribute: SemanticContentAttribute
  /// `isHidden`. Layout ignores it, except in a stack view, which collapses a hidden arranged view.
  public var isHidden: Bool
  /// `alpha`: 1 by default. Layout ignores it (a transparent view keeps its frame and, unlike a
  /// hidden one, its place in a stack); the reports show it.
  public var alpha: Double
  /// Where the view's first and last baselines are, in points below its top edge, for a view
  /// whose text the engine does not measure (a text field, a custom view overriding
  /// `viewForFirstBaselineLayout`); nil: a measured label's or button's text baselines, else
  /// the bottom edge (UIKit's default for a view without text).
  public var baselineOffsets: BaselineOffsets?
  /// `alignmentRectInsets`: how far the view's alignment rectangle, which constraints position
  /// and size, lies inside its frame (UISwitch's is 2 pt narrower than its frame on the
  /// trailing side). Zero by default: the frame is the alignment rectangle.
  public var alignmentRectInsets: EdgeInsets
  /// A scroll view's `contentInsetAdjustmentBehavior`: whether its content rests below the
  /// bars (see ``LayoutEngine/adjustedContentInsetTop(of:frames:)``).
  public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior
  /// A scroll view that is a UICollectionView with a flow layout: its subviews are its items,
  /// in order, placed by the layout (LayoutEngine+FlowLayout.swift). Nil for anything else.
  public var flowLayout: FlowLayout?
  /// A scroll view that is a UITableView: its subviews are its rows (each a cell's content
  /// view), in order, placed by the table (LayoutEngine+TableLayout.swift). Nil for anything else.
  public var tableLayout: TableLayout?

  // MARK: Text content (labels and buttons)
  //
  // Rule: a label or button with `text`, or a text view that does not scroll, measures its intrinsic content size from the text model
  // (``TextMetrics``) unless `intrinsicContentSize` is set (not ``IntrinsicSize/none``): an
  // explicit intrinsic size always wins. Other kinds ignore the text for sizing.

  /// A label's `text`, a button's normal-state title; nil: no text (no intrinsic size from it).
  public var text: String?
  /// The font; nil: UIKit's default, the 17-point system font for labels, 15 for buttons.
  /// Ignored when ``textStyle`` is set.
  public var font: SystemFont?
  /// A Dynamic Type font (`preferredFont(forTextStyle:)`), sized for the window's
  /// ``Window/contentSizeCategory``; it wins over ``font``.
  public var textStyle: TextStyle?
  /// `numberOfLines`: 1 by default, 0 for unlimited.
  public var numberOfLines: Int
  /// `preferredMaxLayoutWidth`: the width a multi-line label wraps at for its intrinsic size.
  /// nil (UIKit's 0): the label wraps at the width the layout gives it (a second pass).
  public var preferredMaxLayoutWidth: Double?
  /// A button's `contentEdgeInsets`; nil (or zero): UIKit's default title padding.
  public var contentInsets: EdgeInsets?
  /// A text view's `isScrollEnabled`: true by default. A text view that does not scroll is as
  /// tall as its text at its width (``TextMetrics/textViewHeight(text:font:scale:width:)``).
  public var isScrollEnabled = true
  /// A text field's `borderStyle`: rounded rect by default (Xcode's library field). A
  /// borderless field is sized by its text or placeholder (``TextFieldMetrics``).
  public var textFieldBorderStyle = TextFieldBorderStyle.roundedRect

  public init(_ name: String, kind: ViewKind = .view) {
    self.name = name
    self.kind = kind
    intrinsicContentSize = .none
    contentHugging = kind.defaultHugging
    compressionResistance = AxisPriorities(750, 750)
    layoutMargins = nil
    preservesSuperviewLayoutMargins = false
    insetsLayoutMarginsFromSafeArea = true
    layoutMarginsFollowReadableWidth = false
    translatesAutoresizingMaskIntoConstraints = false
    autoresizingMask = []
    frame = nil
    semanticContentAttribute = .unspecified
    isHidden = false
    alpha = 1
    baselineOffsets = nil
    alignmentRectInsets = .zero
    contentInsetAdjustmentBehavior = .automatic
    flowLayout = nil
    tableLayout = nil
    text = nil
    font = nil
    textStyle = nil
    numberOfLines = 1
    preferredMaxLayoutWidth = nil
    contentInsets = nil
  }

  /// The font the text is set in, for a window's Dynamic Type category and Bold Text setting
  /// (every font here is the system font, so Bold Text makes each heavier:
  /// ``LegibilityWeight/weight(for:)``).
  public func resolvedFont(
    category: ContentSizeCategory = .default, ios: IOSVersion = .newest,
    legibilityWeight: LegibilityWeight = .regular
  ) -> SystemFont {
    if let textStyle {
      var font = legibilityWeight.font(textStyle.font(for: category))
      font.lineHeightOverride = SystemMetrics.textStyleLineHeight(
        textStyle, category: category, for: ios)
      font.adopt(ios)
      return font
    }
    var font = legibilityWeight.font(font ?? .system(kind == .button ? 15 : 17))
    font.adopt(ios)
    return font
  }

  /// The font the text is set in, in `window` (its Dynamic Type category, iOS release and Bold
  /// Text setting).
  public func resolvedFont(in window: Window) -> SystemFont {
    resolvedFont(
      category: window.contentSizeCategory, ios: window.ios,
      legibilityWeight: window.legibilityWeight)
  }

  /// Whether the view's intrinsic size comes from its text (see the rule above).
  /// A borderless text field is measured even without text: it is one line of its font tall.
  public var measuresText: Bool {
    guard intrinsicContentSize == .none else { return false }
    if kind == .textField { return textFieldBorderStyle == .none }
    return text != nil
      && (kind == .label || kind == .button || (kind == .textView && !isScrollEnabled))
  }

  /// A label that wraps at its laid-out width: more than one line and no
  /// `preferredMaxLayoutWidth` (UIKit's two-pass layout of multi-line labels).
  public var wrapsAtLayoutWidth: Bool {
    measuresText
      && (kind == .textView
        || (kind == .label && numberOfLines != 1 && (preferredMaxLayoutWidth ?? 0) <= 0))
  }
}
