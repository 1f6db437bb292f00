/// `NSLayoutConstraint.Attribute`, every one of them, with UIKit's names.
public enum LayoutAttribute: String, Hashable, Sendable, CaseIterable {
  case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
  case firstBaseline, lastBaseline
  case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
  case centerXWithinMargins, centerYWithinMargins

  public enum Axis: String, Hashable, Sendable, CaseIterable {
    case horizontal
    case vertical
  }

  public var axis: Axis {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins:
      .horizontal
    case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline, .topMargin,
      .bottomMargin, .centerYWithinMargins:
      .vertical
    }
  }

  /// Width and height; every other attribute is a location.
  public var isSize: Bool { self == .width || self == .height }

  /// `firstBaseline` or `lastBaseline`.
  public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

  /// Leading and trailing (and their margins), which follow the layout direction.
  /// (A switch, not a search of a literal array: a flip of the window's direction asks this of
  /// every constraint, and the array was made on the heap at each call.)
  public var isDirectional: Bool {
    switch self {
    case .leading, .trailing, .leadingMargin, .trailingMargin: true
    default: false
    }
  }

  /// Left and right (and their margins), which do not.
  public var isAbsoluteHorizontalEdge: Bool {
    switch self {
    case .left, .right, .leftMargin, .rightMargin: true
    default: false
    }
  }

  /// A horizontal location (not the width): the attributes whose terms can depend on a layout
  /// direction.
  public var isHorizontalPosition: Bool { axis == .horizontal && !isSize }

  /// The attribute of the layout-margins guide this margin attribute stands for.
  public var withoutMargin: LayoutAttribute? {
    switch self {
    case .leftMargin: .left
    case .rightMargin: .right
    case .topMargin: .top
    case .bottomMargin: .bottom
    case .leadingMargin: .leading
    case .trailingMargin: .trailing
    case .centerXWithinMargins: .centerX
    case .centerYWithinMargins: .centerY
    default: nil
    }
  }
}
