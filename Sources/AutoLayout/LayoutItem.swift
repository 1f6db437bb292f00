/// A view's identity in a ``ViewHierarchy``: a number from a counter, in creation order.
public struct ViewID: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let rawValue: Int
  public init(_ rawValue: Int) { self.rawValue = rawValue }
  public static func < (lhs: ViewID, rhs: ViewID) -> Bool { lhs.rawValue < rhs.rawValue }
  public var description: String { "view#\(rawValue)" }
}

/// The layout guides every view has (UIKit creates them on first use), and the ones a user adds.
public enum GuideKind: Hashable, Sendable {
  /// `safeAreaLayoutGuide`.
  case safeArea
  /// `layoutMarginsGuide`.
  case margins
  /// `readableContentGuide`.
  case readable
  /// A `UILayoutGuide` added with `addLayoutGuide`, numbered in creation order.
  case custom(Int)
  /// A scroll view's `contentLayoutGuide`: its top-left is the content's origin (the scroll
  /// view's top-left at content offset zero) and its size, left free, is the content size that
  /// the content's constraints give it.
  case contentLayout
  /// A scroll view's `frameLayoutGuide`: the scroll view's frame.
  case frameLayout
  /// A stack view's `_UILayoutSpacer` ('UISV-alignment-spanner'): the span of its arranged views
  /// across the axis, for alignments other than fill (LayoutEngine+StackView.swift).
  case alignmentSpanner
  /// A stack view's `_UIOLAGapGuide` number n: the gap between two visible arranged views, for
  /// the equal-spacing and equal-centering distributions.
  case distributionGap(Int)
}

/// What a constraint can relate: a view, or a layout guide owned by a view.
public enum LayoutItem: Hashable, Sendable {
  case view(ViewID)
  case guide(ViewID, GuideKind)

  /// The view that owns the item (the view itself, or the guide's owner).
  public var owner: ViewID {
    switch self {
    case .view(let id), .guide(let id, _): id
    }
  }
}

extension GuideKind {
  /// Whether the guide is one UIKit keeps inset from its owner's edges (safe area, margins,
  /// readable content), which the layout pass moves as frames change; user guides and the
  /// stack view's guides are placed by constraints alone.
  var followsOwner: Bool {
    switch self {
    case .safeArea, .margins, .readable, .frameLayout: true
    case .custom, .contentLayout, .alignmentSpanner, .distributionGap: false
    }
  }
}
