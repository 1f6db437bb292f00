import AutoLayout
import ScenarioFormat

/// `UIViewController`: owns a view and hears of its layout through callbacks, which the window
/// calls in UIKit's order. Override them as on iOS (call super where UIKit says to).
@preconcurrency @MainActor open class UIViewController {
  private var loadedView: UIView?
  public private(set) var children: [UIViewController] = []
  public private(set) weak var parent: UIViewController?
  /// The window this is the root view controller of.
  weak var hostWindow: UIWindow?
  public var title: String?
  /// Grows the view's safe area beyond the window's (bars, or the app's own).
  public var additionalSafeAreaInsets: UIEdgeInsets = .zero {
    didSet { if isViewLoaded { view.setNeedsLayout() } }
  }

  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
  public required init?(coder: NSCoder) {}
  public convenience init() { self.init(nibName: nil, bundle: nil) }

  /// The view, loaded on first use: `loadView()`, then `viewDidLoad()`.
  public var view: UIView! {
    get {
      if let loadedView { return loadedView }
      loadView()
      if loadedView == nil { loadedView = UIView() }
      loadedView?.owningViewController = self
      viewDidLoad()
      return loadedView
    }
    set {
      loadedView?.owningViewController = nil
      loadedView = newValue
      newValue?.owningViewController = self
    }
  }

  public var isViewLoaded: Bool { loadedView != nil }
  public var viewIfLoaded: UIView? { loadedView }

  /// Makes the view; the default is a plain `UIView`. An override sets `view` and does not call super.
  open func loadView() { view = UIView() }
  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}
  open func viewWillLayoutSubviews() {}
  open func viewDidLayoutSubviews() {}
  /// The constraint pass for the view: the default runs the view's `updateConstraints()`.
  open func updateViewConstraints() { view.updateConstraints() }
  open func viewSafeAreaInsetsDidChange() {}
  open func viewLayoutMarginsDidChange() {}
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {}
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  open func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {}

  /// The traits the view is laid out under (its window's).
  public var traitCollection: UITraitCollection {
    loadedView?.traitCollection ?? UITraitCollection()
  }

  // MARK: Containment

  /// The controller whose view the window lays out when this one is the root: itself, or a
  /// container's shown child.
  var contentController: UIViewController { self }
  /// The bars this controller puts above its content, outermost first.
  var embedding: [Controller.Embedding] { [] }
  /// Whether the navigation bar among those bars shows a large title.
  var showsLargeTitle: Bool { false }

  /// What this controller shows in a navigation bar.
  public private(set) lazy var navigationItem: UINavigationItem = {
    let item = UINavigationItem(title: title)
    item.viewController = self
    return item
  }()

  /// The nearest navigation controller above this one.
  public var navigationController: UINavigationController? {
    var current = parent
    while let controller = current {
      if let navigation = controller as? UINavigationController { return navigation }
      current = controller.parent
    }
    return nil
  }

  /// A container's shown child changed: its window shows the new one.
  func contentDidChange() {
    var top: UIViewController = self
    while let up = top.parent { top = up }
    for window in top.hostingWindows { window.showContent() }
  }

  /// The windows whose root view controller this is.
  var hostingWindows: [UIWindow] { hostWindow.map { [$0] } ?? [] }

  public func addChild(_ childController: UIViewController) {
    childController.removeFromParent()
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
  }

  public func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
  }

  open func willMove(toParent parent: UIViewController?) {}
  open func didMove(toParent parent: UIViewController?) {}
}

/// `UIViewControllerTransitionCoordinator`, as far as layout code uses it during a rotation:
/// the animations run at once (the simulator records the end state).
@preconcurrency @MainActor public protocol UIViewControllerTransitionCoordinator {
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

/// `UIViewControllerTransitionCoordinatorContext`.
@preconcurrency @MainActor public protocol UIViewControllerTransitionCoordinatorContext {
  var isAnimated: Bool { get }
  var transitionDuration: TimeInterval { get }
}

/// The coordinator the simulator passes: it runs the alongside animation and the completion
/// immediately, in that order.
struct ImmediateTransition: UIViewControllerTransitionCoordinator,
  UIViewControllerTransitionCoordinatorContext
{
  var isAnimated: Bool { false }
  var transitionDuration: TimeInterval { 0 }

  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animation?(self)
    completion?(self)
    return true
  }
}
