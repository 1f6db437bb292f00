import Cassowary

/// The UIKit class a view stands for; it sets the defaults (hugging) and the name in logs.
public enum ViewKind: String, Hashable, Sendable, CaseIterable {
  case view, label, button, image, textField, textView, `switch`, slider, stack, scroll

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
public enum SemanticContentAttribute: String, Hashable, Sendable {
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
  public var isHidden: Bool

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
  }
}
