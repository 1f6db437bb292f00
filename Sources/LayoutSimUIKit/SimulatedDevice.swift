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
  public init(_ name: String, orientation: UIInterfaceOrientation = .portrait) throws(SimulatorError) {
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
  public func setPreferredContentSizeCategory(_ category: UIContentSizeCategory, as label: String? = nil) {
    play("contentSize: \(category.engineCategory.rawValue)", label) {
      var changed = window.environment
      changed.contentSizeCategory = category.engineCategory
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
      changed.isRightToLeft = Self.isRightToLeft(code)
      change(to: changed)
    }
  }

  /// The software keyboard (the event `keyboard:`): shown (docked), hidden, undocked, split or
  /// floating, with UIKit's notifications in the log.
  public func keyboard(_ action: KeyboardAction, as label: String? = nil) {
    play("keyboard: \(action.rawValue)", label) {
      let notes = window.keyboard.perform(
        action.scenarioAction, height: nil, frame: nil, window: window.environment)
      window.callbackLog += notes.will
      window.setNeedsLayout()
      window.runLayoutPasses()
      window.callbackLog += notes.did
    }
  }

  /// Runs the app's own code as one step (a tap, a network reply): whatever it changes is laid
  /// out at the end, as at the end of a run-loop turn. `event` is how reports name the step.
  public func perform(_ event: String, as label: String? = nil, _ changes: () -> Void) {
    play(event, label, changes)
  }

  /// The keyboard's actions.
  public enum KeyboardAction: String, Sendable {
    case show, hide, dock, undock, split, merge, float

    var scenarioAction: Event.KeyboardAction {
      Event.KeyboardAction(rawValue: rawValue) ?? .show
    }
  }

  // MARK: Steps

  private func play(_ event: String, _ label: String?, _ body: () -> Void) {
    window.callbackLog = []
    window.stepMessages = []
    body()
    window.runLayoutPasses()
    steps.append(record(event: event, label: label))
  }

  /// A window change as UIKit delivers it: the size first, then the trait collection.
  private func change(to environment: Window) {
    let controller = window.rootViewController
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

  /// Languages written right to left (SCENARIO-FORMAT.md's list, as the scenario engine reads
  /// `locale:`), and Xcode's right-to-left pseudolanguage.
  static func isRightToLeft(_ locale: String) -> Bool {
    let language = String(locale.split(separator: "-", maxSplits: 1).first ?? Substring(locale))
    return ["ar", "he", "fa", "ur", "yi", "ps", "dv", "ku"].contains(language) || locale == "ar-XB"
  }
}
