import AutoLayout
import ScenarioFormat
import Simulation

/// `NSDirectionalRectEdge`.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]

  /// The single edges, in a fixed order, as the scenario format names them.
  var edges: [ScenarioConstraint.Edge] {
    let pairs: [(NSDirectionalRectEdge, ScenarioConstraint.Edge)] = [
      (.top, .top), (.leading, .leading), (.bottom, .bottom), (.trailing, .trailing),
    ]
    return pairs.filter { contains($0.0) }.map(\.1)
  }
}

/// `UITrackingLayoutGuide`: a guide that switches constraints on and off as it nears or leaves
/// the edges of its view. They apply only while the keyboard guide follows an undocked keyboard
/// ("Tracking constraints only apply when followsUndockedKeyboard is true", Apple's
/// documentation), and "near" is within 20 points (the scenario engine's choice; Apple gives no
/// number: `Keyboard.isNear`).
@preconcurrency @MainActor open class UITrackingLayoutGuide: UILayoutGuide {
  struct Tracked {
    var constraint: NSLayoutConstraint
    var edges: [ScenarioConstraint.Edge]
    var whenNear: Bool
  }
  var tracked: [Tracked] = []

  /// Active while the guide is near every edge in `edge`.
  public func setConstraints(
    _ constraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge
  ) {
    track(constraints, edge, whenNear: true)
  }

  /// Active while the guide is away from every edge in `edge`.
  public func setConstraints(
    _ constraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge
  ) {
    track(constraints, edge, whenNear: false)
  }

  public func removeAllTrackedConstraints() {
    for entry in tracked { entry.constraint.isActive = false }
    tracked = []
  }

  private func track(
    _ constraints: [NSLayoutConstraint], _ edge: NSDirectionalRectEdge, whenNear: Bool
  ) {
    let set = Set(constraints.map(ObjectIdentifier.init))
    tracked.removeAll { set.contains(ObjectIdentifier($0.constraint)) }
    tracked += constraints.map { Tracked(constraint: $0, edges: edge.edges, whenNear: whenNear) }
    owningView?.setNeedsLayout()
  }
}

/// `UIKeyboardLayoutGuide`: where the keyboard is, for the view controller's view. Docked, it
/// is the keyboard's frame; hidden, or undocked while `followsUndockedKeyboard` is false, it
/// sits on the safe area's bottom (or the view's, without `usesBottomSafeArea`) — Apple's rules,
/// as the scenario engine's keyboard model applies them. The simulator moves the keyboard.
@preconcurrency @MainActor open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
  public var followsUndockedKeyboard = false { didSet { owningView?.setNeedsLayout() } }
  public var usesBottomSafeArea = true { didSet { owningView?.setNeedsLayout() } }

  /// Turns the tracked constraints on or off for the guide's frame (window coordinates) in a
  /// window of `bounds`.
  func applyTracking(guideFrame: Rect, bounds: Rect, rightToLeft: Bool) {
    for entry in tracked {
      let near = entry.edges.map {
        Keyboard.isNear($0, guide: guideFrame, bounds: bounds, rightToLeft: rightToLeft)
      }
      let wanted =
        followsUndockedKeyboard
        && (entry.whenNear ? near.allSatisfy { $0 } : near.allSatisfy { !$0 })
      if entry.constraint.isActive != wanted { entry.constraint.isActive = wanted }
    }
  }
}

extension UIView {
  /// The keyboard layout guide. The window places the one of the view it lays out at its root
  /// (the root view controller's view); constraints to another view's stay pending.
  public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    if let keyboardGuideStorage { return keyboardGuideStorage }
    let guide = UIKeyboardLayoutGuide()
    guide.identifier = "UIViewKeyboardLayoutGuide"
    guide.owningView = self
    keyboardGuideStorage = guide
    return guide
  }
}
