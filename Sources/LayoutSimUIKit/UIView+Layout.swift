import AutoLayout
import Cassowary

// The layout pass as a view sees it, and the view as the engine sees it.
extension UIView {
  public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide(builtIn: .safeArea, of: self) }
  public var layoutMarginsGuide: UILayoutGuide { UILayoutGuide(builtIn: .margins, of: self) }
  public var readableContentGuide: UILayoutGuide { UILayoutGuide(builtIn: .readable, of: self) }

  /// `safeAreaInsets` after the last layout pass: zero outside a window.
  public var safeAreaInsets: UIEdgeInsets {
    guard let window, let id = engineID, window.engine.isInTree(id) else { return .zero }
    return UIEdgeInsets(window.engine.insets(of: .safeArea, of: id))
  }

  /// Marks the view for `layoutSubviews()` at the window's next layout pass.
  public func setNeedsLayout() {
    needsLayout = true
    window?.needsPass = true
  }

  /// Runs the window's layout pass now if anything changed since the last one.
  public func layoutIfNeeded() { window?.runLayoutPasses() }

  public func setNeedsUpdateConstraints() {
    needsUpdateConstraints = true
    window?.needsPass = true
  }

  public func updateConstraintsIfNeeded() { window?.runLayoutPasses() }

  /// Sets the frame's size to ``sizeThatFits(_:)`` of the current size.
  public func sizeToFit() { frame.size = sizeThatFits(bounds.size) }

  /// Whether the engine found the view's frame not fixed by its constraints (several solutions).
  public var hasAmbiguousLayout: Bool {
    guard let window, let id = engineID, window.engine.isInTree(id) else { return false }
    window.runLayoutPasses()
    return window.engine.hasAmbiguousLayout(id)
  }

  /// The active constraints on an axis that relate this view, as UIKit lists them for debugging.
  public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint]
  {
    let root = ancestorsIncludingSelf.last ?? self
    return root.allViews.flatMap(\.constraintStorage).filter { c in
      let related =
        c.first?.owningViewForConstraints === self || c.second?.owningViewForConstraints === self
      return related && c.firstAttribute.engineAttribute?.axis == axis.engineAxis
    }
  }

  // MARK: The view as the engine sees it

  /// The view's layout properties as the engine reads them. A root view (a window's, or a view
  /// controller's `view`) is sized by its window, not by its frame.
  func engineView(isRoot: Bool) -> View {
    var view = View(engineName, kind: engineKind)
    if !measuresOwnContent {
      let size = intrinsicContentSize
      view.intrinsicContentSize = IntrinsicSize(
        width: size.width == UIView.noIntrinsicMetric ? nil : Double(size.width),
        height: size.height == UIView.noIntrinsicMetric ? nil : Double(size.height))
    }
    view.contentHugging = hugging
    view.compressionResistance = compressionResistance
    view.layoutMargins = marginsSetting
    view.preservesSuperviewLayoutMargins = preservesSuperviewLayoutMargins
    view.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea
    view.isHidden = isHidden
    view.alpha = Double(alpha)
    switch semanticContentAttribute {
    case .forceLeftToRight: view.semanticContentAttribute = .forceLeftToRight
    case .forceRightToLeft: view.semanticContentAttribute = .forceRightToLeft
    case .unspecified, .playback, .spatial: view.semanticContentAttribute = .unspecified
    }
    if !isRoot, translatesAutoresizingMaskIntoConstraints {
      view.translatesAutoresizingMaskIntoConstraints = true
      view.frame = frameStorage.engineRect
      view.autoresizingMask = AutoLayout.AutoresizingMask(rawValue: Int(autoresizingMask.rawValue))
    }
    describeContent(to: &view)
    return view
  }
}
