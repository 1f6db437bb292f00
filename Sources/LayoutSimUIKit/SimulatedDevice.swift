import AutoLayout
import ScenarioFormat
import Simulation

/// Beyond UIKit: what a device does to an app. A window on a catalog device (`iphone-15-pro`,
/// `retina4_7`, …) in which your view controller runs, and the events the scenario format
/// knows — rotate, keyboard, Dynamic Type, locale — each played as one step and recorded as
/// the scenario engine records it (``StepRecord``: the callbacks in UIKit's order, the console
/// messages, the automatic checks, every frame), so the same reports and golden files follow.
///
/// ```swift
/// let device = try SimulatedDevice("iphone-15-pro")
/// device.launch(PhotoViewController())
/// device.rotate(to: .landscapeLeft, as: "landscape")
/// print(device.textReport(title: "A photo card turns"))
/// ```
@preconcurrency @MainActor public final class SimulatedDevice {
  public let window: UIWindow
  /// The steps played so far.
  public private(set) var steps: [StepRecord] = []
  /// Each view's frame at the last step it was in, by name.
  var previousFrames: [String: ViewFrame] = [:]
  /// What the run started with, for the reports' header.
  let initialOrientation: Orientation
  var locale = "en"
  let initialLocale = "en"

  /// A window on the catalog device `name`, in `orientation`.
  /// - Throws: ``SimulatorError/unknownDevice(_:suggestion:)`` for a name the catalog lacks.
  public init(_ name: String, orientation: UIInterfaceOrientation = .portrait)
    throws(SimulatorError)
  {
    guard let device = DeviceCatalog.device(named: name) else {
      throw .unknownDevice(name, suggestion: DeviceCatalog.suggestion(for: name))
    }
    initialOrientation = orientation.engineOrientation
    window = UIWindow(environment: Window(device: device, orientation: initialOrientation))
  }

  public var rootViewController: UIViewController? { window.rootViewController }

  // MARK: Events

  /// Shows the controller: its view loads, appears and is laid out (the event `load`).
  public func launch(_ controller: UIViewController, as label: String? = nil) {
    play("load", label) {
      window.rootViewController = controller
      window.makeKeyAndVisible()
    }
  }

  /// Turns the device (the event `rotate:`): `viewWillTransition(to:with:)`, the new traits, a pass.
  public func rotate(to orientation: UIInterfaceOrientation, as label: String? = nil) {
    let target = orientation.engineOrientation
    play("rotate: \(target.rawValue)", label) {
      var changed = window.environment
      changed.orientation = target
      changed.sizeOverride = nil
      change(to: changed)
    }
  }

  /// Sets the Dynamic Type size (the event `contentSize:`).
  public func setPreferredContentSizeCategory(
    _ category: UIContentSizeCategory, as label: String? = nil
  ) {
    play("contentSize: \(category.engineCategory.rawValue)", label) {
      var changed = window.environment
      changed.contentSizeCategory = category.engineCategory
      change(to: changed)
    }
  }

  /// Turns Bold Text on or off (the event `legibilityWeight:`): labels and buttons in the system
  /// font are drawn a step heavier, so they measure wider.
  public func setLegibilityWeight(_ weight: UILegibilityWeight, as label: String? = nil) {
    play("legibilityWeight: \(weight.engineWeight.rawValue)", label) {
      var changed = window.environment
      changed.legibilityWeight = weight.engineWeight
      change(to: changed)
    }
  }

  /// Switches the language (the event `locale:`): a right-to-left language flips leading and
  /// trailing. Texts are the app's to change (set them in the closure, as a relaunch would).
  public func setLocale(_ code: String, as label: String? = nil, texts: () -> Void = {}) {
    play("locale: \(code)", label) {
      locale = code
      texts()
      var changed = window.environment
      changed.isRightToLeft = Simulation.isRightToLeft(locale: code)
      change(to: changed)
    }
  }

  /// The software keyboard (the event `keyboard:`): shown (docked), hidden, undocked, split or
  /// floating, with UIKit's notifications in the log. `height` replaces the device's keyboard
  /// height, `frame` (window coordinates) puts an undocked or floating keyboard there.
  public func keyboard(
    _ action: KeyboardAction, height: CGFloat? = nil, frame: CGRect? = nil, as label: String? = nil
  ) {
    let event =
      "keyboard: \(action.rawValue)" + (height.map { " (height \(format(Double($0))))" } ?? "")
      + (frame.map { f in
        " (frame [\([f.minX, f.minY, f.width, f.height].map { format(Double($0)) }.joined(separator: ", "))])"
      } ?? "")
    play(event, label) {
      let notes = window.keyboard.perform(
        action.scenarioAction, height: height.map(Double.init), frame: frame?.engineRect,
        window: window.environment)
      window.callbackLog += notes.will
      // The keyboard layout guide is the root view's: moving it lays the root view out again.
      window.engineRoot.setNeedsLayout()
      window.runLayoutPasses()
      window.callbackLog += notes.did
    }
  }

  /// Runs the app's own code as one step (a tap, a network reply): whatever it changes is laid
  /// out at the end, as at the end of a run-loop turn. `event` is how reports name the step.
  public func perform(_ event: String, as label: String? = nil, _ changes: () -> Void) {
    play(event, label, changes)
  }

  /// Runs the app's code inside an animation block as one step (the event `animate:`): the end
  /// state is solved once and the step records the frames at each tick along the curve (20 a
  /// second unless `frames` says), as the scenario engine records them.
  public func animate(
    _ event: String, withDuration duration: TimeInterval = 0.25, curve: AnimationCurve = .easeInOut,
    frames: Int? = nil, as label: String? = nil, _ changes: () -> Void
  ) {
    play(
      event, label,
      animation: Animation(duration: duration, curve: curve.scenarioCurve, ticks: frames), changes)
  }

  /// The timing curves of the scenario format's `animate:`.
  public enum AnimationCurve: String, Sendable {
    case linear, easeIn, easeOut, easeInOut, spring

    var scenarioCurve: Event.Curve { Event.Curve(rawValue: rawValue) ?? .easeInOut }
  }

  /// The keyboard's actions.
  public enum KeyboardAction: String, Sendable {
    case show, hide, dock, undock, split, merge, float

    var scenarioAction: Event.KeyboardAction {
      Event.KeyboardAction(rawValue: rawValue) ?? .show
    }
  }

  // MARK: Steps

  private func play(
    _ event: String, _ label: String?, animation: Animation? = nil, _ body: () -> Void
  ) {
    window.callbackLog = []
    window.stepMessages = []
    body()
    window.runLayoutPasses()
    steps.append(record(event: event, label: label, animation: animation))
  }

  /// A window change as UIKit delivers it: the size first, then the trait collection.
  private func change(to environment: Window) {
    let controller = window.contentController
    let oldTraits = UITraitCollection(window.environment)
    let newTraits = UITraitCollection(environment)
    if environment.size != window.environment.size {
      window.callbackLog.append("viewWillTransition(to: \(environment.size), with:)")
      controller?.viewWillTransition(to: CGSize(environment.size), with: ImmediateTransition())
    }
    window.environment = environment
    window.keyboard.follow(environment)
    window.engine.setWindow(environment)
    window.frameStorage = CGRect(environment.bounds)
    if newTraits != oldTraits {
      if Self.sizeClasses(newTraits) != Self.sizeClasses(oldTraits) {
        window.callbackLog.append("willTransition(to: \(Self.sizeClasses(newTraits)), with:)")
        controller?.willTransition(to: newTraits, with: ImmediateTransition())
      }
      window.callbackLog.append("traitCollectionDidChange(_:)")
      controller?.traitCollectionDidChange(oldTraits)
      for view in window.engineRoot.allViews { view.traitCollectionDidChange(oldTraits) }
      window.engineRoot.setNeedsUpdateConstraints()
    }
    window.setNeedsLayout()
    window.engineRoot.setNeedsLayout()
  }

  /// `wC hR`, as UIKit's trait collection describes size classes.
  static func sizeClasses(_ traits: UITraitCollection) -> String {
    "w\(traits.horizontalSizeClass == .regular ? "R" : "C") h\(traits.verticalSizeClass == .regular ? "R" : "C")"
  }
}
