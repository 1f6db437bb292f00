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
