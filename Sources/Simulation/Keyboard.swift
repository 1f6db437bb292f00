import AutoLayout
import ScenarioFormat

/// The software keyboard: where it is, and so where `UIKeyboardLayoutGuide` is.
///
/// The guide's rules are Apple's (reference/existing-systems.md §3.3, modern-auto-layout.md
/// §1.14): docked, the guide is the keyboard's frame; off screen — or undocked, split or floating
/// while `followsUndockedKeyboard` is false — its top is the safe area's bottom
/// (`usesBottomSafeArea`, the default) or the view's bottom, and it reaches the bottom of the
/// view. An undocked keyboard the guide follows is clipped to the view (on iPad split screen the
/// guide covers only the part over the app).
///
/// Where no source gives a number, the choices are these (approximations, documented in
/// Scenarios/README.md): an undocked or split keyboard sits centred vertically, full width, at
/// its docked height; a floating keyboard is 320 × 250, centred horizontally, 20 pt above the
/// bottom; a guide edge is "near" a view edge within ``nearEdgeThreshold`` points.
public struct Keyboard: Hashable, Sendable {
  public enum Mode: String, Hashable, Sendable {
    case hidden, docked, undocked, split, floating
  }

  public var mode: Mode = .hidden
  /// The keyboard's frame in window coordinates; nil when hidden.
  public var frame: Rect?

  public init() {}

  static let floatingSize = Size(width: 320, height: 250)
  /// UITrackingLayoutGuide's "near" distance is not documented (existing-systems.md §3.3).
  static let nearEdgeThreshold = 20.0
  /// UIKit's keyboard animation: 0.25 s (reference/auto-layout-demystified-2.md, TC-27).
  static let animationDuration = 0.25

  /// The keyboard after an event, and the notifications UIKit posts for it (`will` ones before
  /// the layout, `did` ones after).
  public mutating func perform(
    _ action: Event.KeyboardAction, height: Double?, frame requested: Rect?, window: Window
  ) -> (will: [String], did: [String]) {
    let bounds = window.bounds
    let docked = height ?? window.traits.keyboardHeight.value
    let wasVisibleDocked = mode == .docked
    switch action {
    case .show, .dock:
      mode = .docked
      frame = requested ?? Rect(x: 0, y: bounds.height - docked, width: bounds.width, height: docked)
    case .hide:
      mode = .hidden
      frame = nil
    case .undock, .merge:
      mode = .undocked
      frame = requested ?? Self.centred(height: height ?? frame?.height ?? docked, in: bounds)
    case .split:
      mode = .split
      frame = requested ?? Self.centred(height: height ?? frame?.height ?? docked, in: bounds)
    case .float:
      mode = .floating
      let size = Self.floatingSize
      frame = requested
        ?? Rect(
          x: (bounds.width - size.width) / 2, y: bounds.height - size.height - 20,
          width: size.width, height: size.height)
    }
    var will = ["keyboardWillChangeFrameNotification"]
    var did = ["keyboardDidChangeFrameNotification"]
    if mode == .docked, !wasVisibleDocked {
      will.append("keyboardWillShowNotification")
      did.append("keyboardDidShowNotification")
    } else if mode != .docked, wasVisibleDocked || action == .hide {
      // Undocking reads, to the app, as the docked keyboard going away.
      will.append("keyboardWillHideNotification")
      did.append("keyboardDidHideNotification")
    }
    return (will, did)
  }

  private static func centred(height: Double, in bounds: Rect) -> Rect {
    Rect(x: 0, y: ((bounds.height - height) / 2).rounded(), width: bounds.width, height: height)
  }

  /// After a rotation or resize the keyboard keeps its state: docked, it takes the new window's
  /// width and docked height; undocked, split or floating, it stays where it was, kept inside the
  /// window.
  public mutating func follow(_ window: Window) {
    guard let current = frame else { return }
    let bounds = window.bounds
    if mode == .docked {
      let height = window.traits.keyboardHeight.value
      frame = Rect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
      return
    }
    let width = mode == .floating ? current.width : bounds.width
    let x = mode == .floating ? min(max(current.minX, 0), max(0, bounds.width - width)) : 0
    let y = min(max(current.minY, 0), max(0, bounds.height - current.height))
    frame = Rect(x: x, y: y, width: width, height: current.height)
  }

  /// The keyboard layout guide's frame in window coordinates.
  public func guideFrame(window: Window, followsUndocked: Bool, usesBottomSafeArea: Bool) -> Rect {
    // In the root view's coordinates: the root view is the window but for opaque bars it stops
    // at (``Window/rootFrame``); the keyboard's frame is the window's.
    let root = window.rootFrame
    if let frame, mode == .docked || followsUndocked {
      let x0 = max(frame.minX, root.minX) - root.minX
      let x1 = min(frame.maxX, root.maxX) - root.minX
      let y0 = max(frame.minY, root.minY) - root.minY
      let y1 = min(frame.maxY, root.maxY) - root.minY
      return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
    let bottomInset = usesBottomSafeArea ? window.safeAreaInsets.bottom : 0
    return Rect(x: 0, y: root.height - bottomInset, width: root.width, height: bottomInset)
  }

  /// Whether the guide is near one edge of the view (UITrackingLayoutGuide), with leading and
  /// trailing in the view's layout direction.
  public static func isNear(
    _ edge: ScenarioConstraint.Edge, guide: Rect, bounds: Rect, rightToLeft: Bool
  ) -> Bool {
    let t = nearEdgeThreshold
    switch edge {
    case .top: return guide.minY - bounds.minY <= t
    case .bottom: return bounds.maxY - guide.maxY <= t
    case .leading:
      return rightToLeft ? bounds.maxX - guide.maxX <= t : guide.minX - bounds.minX <= t
    case .trailing:
      return rightToLeft ? guide.minX - bounds.minX <= t : bounds.maxX - guide.maxX <= t
    }
  }
}
