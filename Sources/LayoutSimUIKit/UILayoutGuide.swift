import AutoLayout

/// `UILayoutGuide`: a rectangle the engine places, for spacing and grouping without a view.
/// A view's safe area, margins and readable content guides are guides too, owned by the view.
@preconcurrency @MainActor open class UILayoutGuide: ConstraintItem {
  /// Which guide it is: one a user adds, or one UIKit keeps for its owning view.
  enum Role: Equatable {
    case custom
    case builtIn(GuideKind)
  }
  let role: Role
  public internal(set) weak var owningView: UIView?
  public var identifier: String = ""
  /// A custom guide's item once its owning view is in a window's engine.
  var customItem: LayoutItem?

  public init() { role = .custom }
  init(builtIn kind: GuideKind, of owner: UIView) {
    role = .builtIn(kind)
    owningView = owner
    switch kind {
    case .safeArea: identifier = "UIViewSafeAreaLayoutGuide"
    case .margins: identifier = "UIViewLayoutMarginsGuide"
    case .readable: identifier = "UIViewReadableContentGuide"
    case .contentLayout: identifier = "UIScrollView-contentLayoutGuide"
    case .frameLayout: identifier = "UIScrollView-frameLayoutGuide"
    default: break
    }
  }

  public lazy var leadingAnchor = NSLayoutXAxisAnchor(self, .leading)
  public lazy var trailingAnchor = NSLayoutXAxisAnchor(self, .trailing)
  public lazy var leftAnchor = NSLayoutXAxisAnchor(self, .left)
  public lazy var rightAnchor = NSLayoutXAxisAnchor(self, .right)
  public lazy var centerXAnchor = NSLayoutXAxisAnchor(self, .centerX)
  public lazy var topAnchor = NSLayoutYAxisAnchor(self, .top)
  public lazy var bottomAnchor = NSLayoutYAxisAnchor(self, .bottom)
  public lazy var centerYAnchor = NSLayoutYAxisAnchor(self, .centerY)
  public lazy var widthAnchor = NSLayoutDimension(self, .width)
  public lazy var heightAnchor = NSLayoutDimension(self, .height)

  /// The guide's rectangle in its owning view's coordinates after the last layout pass.
  public var layoutFrame: CGRect {
    guard let owner = owningView, let window = owner.window, let item = engineItem else {
      return .zero
    }
    return window.frameOfItem(item, in: owner)
  }

  var owningViewForConstraints: UIView? { owningView }

  var engineItem: LayoutItem? {
    switch role {
    case .custom: return customItem
    case .builtIn(let kind): return owningView?.engineID.map { LayoutItem.guide($0, kind) }
    }
  }

  var logName: String {
    let owner = owningView?.logName ?? "nil"
    return identifier.isEmpty ? "UILayoutGuide:\(owner)" : "UILayoutGuide:\(owner)'\(identifier)'"
  }
}
