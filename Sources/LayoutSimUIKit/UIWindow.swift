import AutoLayout
import Simulation

/// `UIWindow`: the top of a view tree, and the owner of its layout engine (one per window). Its
/// root view controller's view fills it; the engine solves that view's tree in each layout pass.
@preconcurrency @MainActor open class UIWindow: UIView {
  /// The engine's description of the window: device, orientation, direction, Dynamic Type.
  var environment: Window
  var engine: LayoutEngine
  /// Something changed since the last pass.
  var needsPass = true
  var lastLayout: Layout?
  /// What the view controller's callbacks compare: the root view's insets at the last pass.
  var observedSafeArea: EdgeInsets?
  var observedMargins: EdgeInsets?
  /// Every console message the window's layout printed, in order.
  public internal(set) var consoleMessages: [String] = []
  /// The engine's messages since the simulator's last step began.
  var stepMessages: [LayoutMessage] = []
  public private(set) var isKeyWindow = false
  /// The content controller's view, while it is in the window.
  weak var shownContentView: UIView?
  /// The software keyboard (the scenario engine's model), which the keyboard layout guide follows.
  var keyboard = Keyboard()
  /// The constraints that place the root view's keyboard layout guide: left, top, width, height.
  var keyboardPins: [LayoutConstraintID] = []
  /// The root view controller's callbacks the window has called, in order, as scenario
  /// reports list them (`viewDidLoad`, `viewWillLayoutSubviews()`, …).
  var callbackLog: [String] = []

  /// A window filling a simulated device's screen (``SimulatedDevice``).
  init(environment: Window) {
    self.environment = environment
    engine = LayoutEngine(window: environment)
    super.init(frame: CGRect(environment.bounds))
  }

  public override init(frame: CGRect) {
    environment = BareWindow.window(size: frame.size)
    engine = LayoutEngine(window: environment)
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    environment = BareWindow.window(size: .zero)
    engine = LayoutEngine(window: environment)
    super.init(frame: .zero)
  }

  /// Changing a window's frame resizes it: its root view follows at the next layout pass.
  open override var frame: CGRect {
    get { super.frame }
    set {
      super.frame = newValue
      resize(to: newValue.size)
    }
  }

  /// A bare window's screen is its frame; a device's window keeps the device and is resized
  /// as a split view resizes it.
  func resize(to size: CGSize) {
    guard size != CGSize(environment.size) else { return }
    if environment.device.id == BareWindow.deviceID {
      var resized = BareWindow.window(size: size)
      resized.isRightToLeft = environment.isRightToLeft
      resized.contentSizeCategory = environment.contentSizeCategory
      environment = resized
    } else {
      environment.sizeOverride = Size(width: Double(size.width), height: Double(size.height))
    }
    engine.setWindow(environment)
    setNeedsLayout()
  }

  public var rootViewController: UIViewController? {
    didSet {
      if oldValue === rootViewController { return }
      oldValue?.hostWindow = nil
      rootViewController?.hostWindow = self
      showContent()
    }
  }

  /// The controller whose view the window lays out: the root, or the child a container shows.
  var contentController: UIViewController? { rootViewController?.contentController }

  /// Puts the content controller's view in the window (loading it) in place of the one there.
  func showContent() {
    let content = contentController
    if let shown = shownContentView, shown !== content?.viewIfLoaded { shown.removeFromSuperview() }
    if let content {
      if !content.isViewLoaded { callbackLog += ["loadView", "viewDidLoad"] }
      let view: UIView = content.view
      if view.superview !== self {
        view.frame = bounds
        insertSubview(view, at: 0)
      }
    }
    shownContentView = content?.viewIfLoaded
    resetEngine()
  }

  /// Shows the window: the root view controller appears, with a layout pass between
  /// `viewWillAppear` and `viewDidAppear` as in UIKit.
  public func makeKeyAndVisible() {
    isKeyWindow = true
    isHidden = false
    guard let controller = contentController else { return runLayoutPasses() }
    callbackLog.append("viewWillAppear(_:)")
    controller.viewWillAppear(false)
    runLayoutPasses()
    callbackLog.append("viewDidAppear(_:)")
    controller.viewDidAppear(false)
  }

  public func makeKey() { isKeyWindow = true }

  /// The view whose tree the engine solves: the root view controller's view, else the window.
  var engineRoot: UIView { shownContentView ?? self }

  /// Starts a fresh engine: every view, guide and constraint is added again at the next pass.
  func resetEngine() {
    engine = LayoutEngine(window: environment)
    keyboardPins = []
    lastLayout = nil
    observedSafeArea = nil
    observedMargins = nil
    for view in allViews {
      view.engineID = nil
      view.keyboardGuideStorage?.customItem = nil
      for guide in view.layoutGuides { guide.customItem = nil }
      for constraint in view.constraintStorage { constraint.engineID = nil }
    }
    setNeedsLayout()
  }

  /// Takes a view leaving the window out of the engine (its constraints to the rest go with it).
  func detach(_ view: UIView) {
    if let id = view.engineID, engine.isInTree(id), id != engine.root {
      do { try engine.removeFromSuperview(id) } catch { Console.log(error.description) }
    }
    for inner in view.allViews {
      inner.engineID = nil
      inner.keyboardGuideStorage?.customItem = nil
      for guide in inner.layoutGuides { guide.customItem = nil }
      for constraint in inner.constraintStorage { constraint.engineID = nil }
    }
    if view === engineRoot { resetEngine() }
    needsPass = true
  }

  /// Takes a deactivated constraint out of the engine.
  func deactivate(_ constraint: NSLayoutConstraint) {
    guard let id = constraint.engineID else { return }
    constraint.engineID = nil
    do { try engine.setActive(false, id) } catch { Console.log(error.description) }
  }

  /// The frame of a view or guide after the last pass, in `view`'s coordinates.
  func frameOfItem(_ item: LayoutItem, in view: UIView) -> CGRect {
    runLayoutPasses()
    guard let frame = engine.unroundedWindowFrame(of: item), let id = view.engineID,
      let layout = lastLayout, id.rawValue < layout.windowFrames.count
    else { return .zero }
    let origin = layout.windowFrame(of: id)
    return CGRect(
      Rect(
        x: frame.minX - origin.minX, y: frame.minY - origin.minY, width: frame.width,
        height: frame.height))
  }

  /// Sets a view's frame to the engine's, without marking anything for layout.
  func applyEngineFrame(to view: UIView) {
    guard let id = view.engineID, let layout = lastLayout, id.rawValue < layout.frames.count,
      engine.isInTree(id)
    else { return }
    view.frameStorage = CGRect(layout.frame(of: id))
  }
}
