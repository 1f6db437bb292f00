import AutoLayout

/// `UIScrollView`: constraints from its content to its edges attach to the content area
/// (`contentLayoutGuide`), widths and heights to its frame (`frameLayoutGuide`); the content's
/// constraints decide `contentSize` (the engine's scroll-view rules, `LayoutEngine+ScrollView.swift`).
/// Scrolling itself is not simulated: content rests where the adjusted inset puts it.
@preconcurrency @MainActor open class UIScrollView: UIView {
  /// `UIScrollView.ContentInsetAdjustmentBehavior`.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    case automatic = 0
    case scrollableAxes, never, always
  }

  private var explicitContentSize: CGSize = .zero
  /// Kept for code that sets it; layout does not read it (it moves the scroll position only).
  public var contentInset: UIEdgeInsets = .zero
  public var contentOffset: CGPoint = .zero
  open var isScrollEnabled = true
  public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
    didSet { setNeedsLayout() }
  }

  override var engineKind: ViewKind { .scroll }

  override func describeContent(to view: inout View) {
    switch contentInsetAdjustmentBehavior {
    case .automatic: view.contentInsetAdjustmentBehavior = .automatic
    case .scrollableAxes: view.contentInsetAdjustmentBehavior = .scrollableAxes
    case .never: view.contentInsetAdjustmentBehavior = .never
    case .always: view.contentInsetAdjustmentBehavior = .always
    }
  }

  public var contentLayoutGuide: UILayoutGuide { UILayoutGuide(builtIn: .contentLayout, of: self) }
  public var frameLayoutGuide: UILayoutGuide { UILayoutGuide(builtIn: .frameLayout, of: self) }

  /// The size the content's constraints give the content area after the last pass; for a
  /// scroll view whose content does not constrain it, the size set in code.
  public var contentSize: CGSize {
    get {
      if let window, let id = engineID, window.engine.isInTree(id) {
        window.runLayoutPasses()
        if let size = window.engine.contentSize(of: id) { return CGSize(size) }
      }
      return explicitContentSize
    }
    set { explicitContentSize = newValue }
  }
}

extension UIView {
  /// `UIView.animate`: layout is instant here, so the changes run at once (call
  /// `layoutIfNeeded()` in them as on iOS) and the completion follows with `true`.
  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    actionsWithoutAnimation()
  }
}
