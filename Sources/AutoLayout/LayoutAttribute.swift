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
  public var isDirectional: Bool {
    [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
  }

  /// Left and right (and their margins), which do not.
  public var isAbsoluteHorizontalEdge: Bool {
    [.left, .right, .leftMargin, .rightMargin].contains(self)
  }

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
