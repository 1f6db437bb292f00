import ScenarioFormat

/// `UINavigationController`: a stack of view controllers under a navigation bar. The top one's
/// view is what the window lays out; the bar insets its safe area (44 points, 32 on an iPhone in
/// compact height, 52 more under a large title: Simulation's `Bars`, as `embed: navigation` and
/// `prefersLargeTitles` do in a scenario file).
@preconcurrency @MainActor open class UINavigationController: UIViewController {
  public private(set) var viewControllers: [UIViewController] = []
  /// The bar; its `prefersLargeTitles` and the stack's navigation items decide its height.
  public let navigationBar = UINavigationBar()
  public var isNavigationBarHidden = false { didSet { contentDidChange() } }

  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    navigationBar.navigationController = self
    setViewControllers([rootViewController], animated: false)
  }
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    navigationBar.navigationController = self
  }
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    navigationBar.navigationController = self
  }

  public var topViewController: UIViewController? { viewControllers.last }
  public var visibleViewController: UIViewController? { topViewController }

  public func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
    for old in viewControllers { old.removeFromParent() }
    viewControllers = controllers
    for controller in controllers {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    contentDidChange()
  }

  public func pushViewController(_ viewController: UIViewController, animated: Bool) {
    setViewControllers(viewControllers + [viewController], animated: animated)
  }

  @discardableResult
  public func popViewController(animated: Bool) -> UIViewController? {
    guard viewControllers.count > 1, let top = viewControllers.last else { return nil }
    setViewControllers(Array(viewControllers.dropLast()), animated: animated)
    return top
  }

  public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    isNavigationBarHidden = hidden
  }

  override var contentController: UIViewController { topViewController?.contentController ?? self }
  override var embedding: [Controller.Embedding] {
    (isNavigationBarHidden ? [] : [.navigation]) + (topViewController?.embedding ?? [])
  }
  override var showsLargeTitle: Bool {
    LargeTitleDisplayMode.showsLargeTitle(
      prefersLargeTitles: navigationBar.prefersLargeTitles && !isNavigationBarHidden,
      stack: viewControllers.map(\.navigationItem.largeTitleDisplayMode.scenarioMode))
  }
}

/// `UITabBarController`: view controllers behind a tab bar. The selected one's view is what the
/// window lays out; the bar insets its safe area (49 points on an iPhone, 32 in compact height,
/// 50 on an iPad: Simulation's `Bars`).
@preconcurrency @MainActor open class UITabBarController: UIViewController {
  public var viewControllers: [UIViewController]? {
    didSet {
      for old in oldValue ?? [] { old.removeFromParent() }
      for controller in viewControllers ?? [] {
        addChild(controller)
        controller.didMove(toParent: self)
      }
      selectedIndex = min(selectedIndex, max(0, (viewControllers?.count ?? 1) - 1))
      contentDidChange()
    }
  }
  public var selectedIndex = 0 { didSet { if selectedIndex != oldValue { contentDidChange() } } }

  public var selectedViewController: UIViewController? {
    get { viewControllers.flatMap { $0.indices.contains(selectedIndex) ? $0[selectedIndex] : nil } }
    set {
      if let newValue, let index = viewControllers?.firstIndex(where: { $0 === newValue }) {
        selectedIndex = index
      }
    }
  }

  public func setViewControllers(_ controllers: [UIViewController]?, animated: Bool) {
    viewControllers = controllers
  }

  override var contentController: UIViewController {
    selectedViewController?.contentController ?? self
  }
  override var embedding: [Controller.Embedding] {
    [.tab] + (selectedViewController?.embedding ?? [])
  }
  override var showsLargeTitle: Bool { selectedViewController?.showsLargeTitle ?? false }
}
