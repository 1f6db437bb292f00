import AutoLayout

/// `UIView`: a rectangle in a tree of views, laid out by constraints (or by its frame and
/// autoresizing mask while `translatesAutoresizingMaskIntoConstraints` is true, the default for
/// views made in code). In a window, the window's engine solves the tree; `layoutSubviews()`
/// applies the solution to the subviews, as UIKit's does.
@preconcurrency @MainActor open class UIView: ConstraintItem {
  /// `UIView.AutoresizingMask`, with UIKit's raw values.
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// `UIView.noIntrinsicMetric`: no intrinsic size on that axis.
  public static let noIntrinsicMetric: CGFloat = -1
  /// `UIView.layoutFittingCompressedSize` and `layoutFittingExpandedSize` (UIKit's values:
  /// zero, and 10,000,000 per side as `UILayoutFittingExpandedSize` prints on iOS).
  public static let layoutFittingCompressedSize = CGSize.zero
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

  var frameStorage: CGRect
  public private(set) var subviews: [UIView] = []
  public private(set) weak var superview: UIView?
  /// The view controller whose `view` this is.
  weak var owningViewController: UIViewController?

  public var tag = 0
  /// Names the view in conflict logs and in the simulator's reports (where UIKit prints an address).
  public var accessibilityIdentifier: String? { didSet { setNeedsLayout() } }
  public var backgroundColor: UIColor?
  public var alpha: CGFloat = 1
  public var isHidden = false { didSet { if isHidden != oldValue { setNeedsLayout() } } }
  public var clipsToBounds = false
  public var isUserInteractionEnabled = true
  public var isOpaque = true
  public var tintColor: UIColor! = .systemBlue
  public var contentMode: ContentMode = .scaleToFill
  /// Kept for the code that styles it; nothing is drawn.
  public let layer = CALayer()

  /// `UIView.ContentMode`.
  public enum ContentMode: Int, Sendable {
    case scaleToFill = 0
    case scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
  }

  public var translatesAutoresizingMaskIntoConstraints = true { didSet { setNeedsLayout() } }
  public var autoresizingMask: AutoresizingMask = [] { didSet { setNeedsLayout() } }
  public var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
    didSet { setNeedsLayout() }
  }

  var marginsSetting: LayoutMargins? { didSet { setNeedsLayout() } }
  public var preservesSuperviewLayoutMargins = false { didSet { setNeedsLayout() } }
  public var insetsLayoutMarginsFromSafeArea = true { didSet { setNeedsLayout() } }

  var hugging = AxisPriorities(250, 250)
  var compressionResistance = AxisPriorities(750, 750)

  var constraintStorage: [NSLayoutConstraint] = []
  var keyboardGuideStorage: UIKeyboardLayoutGuide?
  /// Constraints activated in this tree so far, while this view is its top (the count moves to
  /// the new top when the tree is added to another).
  var activationCount = 0
  public internal(set) var layoutGuides: [UILayoutGuide] = []

  /// The view's identity in its window's engine; nil outside a window.
  var engineID: ViewID?
  /// `setNeedsLayout()` was called, or the subviews changed, since the last pass.
  var needsLayout = true
  var needsUpdateConstraints = true

  public init(frame: CGRect) {
    frameStorage = frame
  }

  public required init?(coder: NSCoder) {
    frameStorage = .zero
  }

  public convenience init() { self.init(frame: .zero) }

  /// The UIKit class the engine treats it as (defaults, logs).
  var engineKind: ViewKind { .view }
  /// Whether the engine measures the view's size from its content (a label's text), so its
  /// `intrinsicContentSize` is the engine's to give, not the view's.
  var measuresOwnContent: Bool { false }
  /// Adds what a subclass shows (a label's text and font) to the engine's view.
  func describeContent(to view: inout View) {}

  // MARK: Geometry

  open var frame: CGRect {
    get { frameStorage }
    set {
      let sized = newValue.size != frameStorage.size
      frameStorage = newValue
      if translatesAutoresizingMaskIntoConstraints { superview?.setNeedsLayout() }
      if sized { setNeedsLayout() }
    }
  }

  public var bounds: CGRect {
    get { CGRect(origin: .zero, size: frameStorage.size) }
    set { frame = CGRect(origin: frameStorage.origin, size: newValue.size) }
  }

  public var center: CGPoint {
    get { CGPoint(x: frameStorage.midX, y: frameStorage.midY) }
    set {
      frame.origin = CGPoint(
        x: newValue.x - frameStorage.width / 2, y: newValue.y - frameStorage.height / 2)
    }
  }

  // MARK: The tree

  /// The window the view is in, if any.
  public var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.superview
    }
    return nil
  }

  var ancestorsIncludingSelf: [UIView] {
    var chain: [UIView] = [self]
    while let up = chain[chain.count - 1].superview { chain.append(up) }
    return chain
  }

  /// The nearest view both views are, or are inside; nil for views in different trees.
  func nearestCommonAncestor(with other: UIView) -> UIView? {
    let above = ancestorsIncludingSelf
    return other.ancestorsIncludingSelf.first { candidate in above.contains { $0 === candidate } }
  }

  public func isDescendant(of view: UIView) -> Bool {
    ancestorsIncludingSelf.contains { $0 === view }
  }

  public func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

  public func insertSubview(_ view: UIView, at index: Int) {
    if view.superview != nil { view.removeFromSuperview() }
    subviews.insert(view, at: max(0, min(index, subviews.count)))
    view.superview = self
    let top = ancestorsIncludingSelf.last ?? self
    top.activationCount = max(top.activationCount, view.activationCount)
    setNeedsLayout()
    view.didMoveToSuperview()
    if window != nil { view.didMoveToWindow() }
  }

  public func bringSubviewToFront(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.append(subviews.remove(at: index))
  }

  /// Takes the view out of its superview. Constraints between the view (or anything inside
  /// it) and views outside are deactivated, as UIKit removes them; the ones inside stay.
  public func removeFromSuperview() {
    guard let old = superview else { return }
    let subtree = allViews
    let inside = { (item: (any ConstraintItem)?) in
      guard let owner = item?.owningViewForConstraints else { return false }
      return subtree.contains { $0 === owner }
    }
    for holder in old.ancestorsIncludingSelf {
      for c in holder.constraintStorage where inside(c.first) || inside(c.second) {
        c.isActive = false
      }
    }
    (old as? UIStackView)?.removeArrangedSubview(self)
    window?.detach(self)
    old.subviews.removeAll { $0 === self }
    superview = nil
    old.setNeedsLayout()
    didMoveToSuperview()
  }

  /// The view and everything inside it, depth first.
  var allViews: [UIView] { [self] + subviews.flatMap(\.allViews) }

  open func didMoveToSuperview() {}
  open func didMoveToWindow() {}
  open func willMove(toSuperview newSuperview: UIView?) {}

  // MARK: What subclasses override

  /// `intrinsicContentSize`: none on either axis (`noIntrinsicMetric`) for a plain view. The
  /// engine reads it at each layout pass; call `invalidateIntrinsicContentSize()` when it changes.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// Applies the engine's frames to the subviews. Override it to adjust them after
  /// `super.layoutSubviews()`, as in UIKit; without the call to super the subviews keep their frames.
  open func layoutSubviews() {
    guard let window else { return }
    for subview in subviews { window.applyEngineFrame(to: subview) }
  }

  /// Called before the layout pass for each view that needs it, leaves first; must call super.
  open func updateConstraints() {}

  /// The size that fits `size`: the intrinsic size where there is one, else the current size.
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    let intrinsic = intrinsicContentSize
    return CGSize(
      width: intrinsic.width == UIView.noIntrinsicMetric ? bounds.width : intrinsic.width,
      height: intrinsic.height == UIView.noIntrinsicMetric ? bounds.height : intrinsic.height)
  }

  open func safeAreaInsetsDidChange() {}
  open func layoutMarginsDidChange() {}
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  // MARK: Layout margins

  /// `layoutMargins`: 8 on every side unless set (UIKit's default, `reference/modern-auto-layout.md`).
  public var layoutMargins: UIEdgeInsets {
    get {
      switch marginsSetting {
      case .fixed(let insets): UIEdgeInsets(insets)
      case .directional(let insets): UIEdgeInsets(insets.resolved(rightToLeft: isRightToLeft))
      case nil: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
      }
    }
    set { marginsSetting = .fixed(newValue.engineInsets) }
  }

  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      let m = layoutMargins
      return isRightToLeft
        ? NSDirectionalEdgeInsets(top: m.top, leading: m.right, bottom: m.bottom, trailing: m.left)
        : NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
    }
    set { marginsSetting = .directional(newValue.engineInsets) }
  }

  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    isRightToLeft ? .rightToLeft : .leftToRight
  }

  var isRightToLeft: Bool {
    if let window, let id = engineID, window.engine.contains(id) {
      return window.engine.isRightToLeft(id)
    }
    switch semanticContentAttribute {
    case .forceRightToLeft: return true
    case .forceLeftToRight, .playback, .spatial: return false
    case .unspecified: return superview?.isRightToLeft ?? false
    }
  }

  // MARK: ConstraintItem

  var owningViewForConstraints: UIView? { self }
  var engineItem: LayoutItem? { engineID.map(LayoutItem.view) }
  var logName: String { "\(engineKind.className):\(engineName)" }

  /// The name the engine knows the view by: its accessibility identifier, or a number.
  var engineName: String {
    if let accessibilityIdentifier { return accessibilityIdentifier }
    // A view controller's view is `view`, as scenario files call the root view.
    if owningViewController != nil { return "view" }
    return engineID.map { "view\($0.rawValue)" } ?? "detached"
  }
}

/// `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable {
  case unspecified = 0
  case playback, spatial, forceLeftToRight, forceRightToLeft
}

/// `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  case leftToRight = 0
  case rightToLeft
}
