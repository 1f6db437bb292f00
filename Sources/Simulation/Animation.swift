import AutoLayout
import Foundation
import ScenarioFormat

/// A change inside an animation block. UIKit solves the end state once and Core Animation moves
/// each view's frame from where it was to where it ends along the timing curve; the ticks record
/// what is on screen meanwhile.
public struct Animation: Hashable, Sendable {
  public var duration: Double
  public var curve: Event.Curve
  /// How many ticks to record; by default 20 per second (at least 2), so a 0.25 s animation has 5.
  public var tickCount: Int

  public static let defaultDuration = 0.25

  public init(duration: Double, curve: Event.Curve, ticks: Int?) {
    self.duration = max(duration, 0)
    self.curve = curve
    tickCount = max(1, ticks ?? max(2, Int((duration * 20).rounded())))
  }

  /// Frames at each tick, moved along the curve and rounded to pixels, in the superview's and in
  /// the window's coordinates, and each view's alpha moved along the same curve; a view new to
  /// the tree shows at its end frame. The last tick is the end state.
  public func ticks(from start: [String: ViewFrame], to end: [ViewFrame], scale: Double) -> [AnimationTick] {
    ticks(from: end.map { start[$0.id] }, to: end, scale: scale)
  }

  /// The ticks from each view's frame in `start` (`start[i]` is `end[i]`'s view's, nil for a
  /// view that had none: it shows at its end frame throughout).
  func ticks(from start: [ViewFrame?], to end: [ViewFrame], scale: Double) -> [AnimationTick] {
    (1...tickCount).map { i in
      let t = Double(i) / Double(tickCount)
      guard i < tickCount else { return AnimationTick(time: Self.round(duration), frames: end) }
      let p = Self.progress(curve, t)
      let frames = zip(start, end).map { from, view -> ViewFrame in
        guard let from else { return view }
        var moved = view
        moved.frame = Self.interpolate(from.frame, view.frame, p).roundedToPixels(scale: scale)
        moved.window = Self.interpolate(from.window, view.window, p).roundedToPixels(scale: scale)
        moved.changed = moved.frame != from.frame
        // Core Animation moves a layer's opacity along the same curve; a spring's overshoot is
        // clamped, as CALayer clamps `opacity` to 0...1 (Apple's CALayer documentation).
        moved.alpha = min(1, max(0, from.alpha + (view.alpha - from.alpha) * p))
        return moved
      }
      return AnimationTick(time: Self.round(duration * t), frames: frames)
    }
  }

  static func interpolate(_ a: Rect, _ b: Rect, _ p: Double) -> Rect {
    func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * p }
    return Rect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width), height: mix(a.height, b.height))
  }

  static func round(_ t: Double) -> Double { (t * 1_000_000).rounded() / 1_000_000 }

  /// The timing curve at `t` in 0…1: Core Animation's cubic Béziers for the named curves
  /// (easeIn 0.42,0 → 1,1; easeOut 0,0 → 0.58,1; easeInOut 0.42,0 → 0.58,1) and, for `spring`, a
  /// spring with damping ratio 0.7 that settles within the duration (UIKit's
  /// `usingSpringWithDamping:` has no default; 0.7 overshoots a little, as system springs do).
  static func progress(_ curve: Event.Curve, _ t: Double) -> Double {
    switch curve {
    case .linear: return t
    case .easeIn: return bezier(0.42, 0, 1, 1, t)
    case .easeOut: return bezier(0, 0, 0.58, 1, t)
    case .easeInOut: return bezier(0.42, 0, 0.58, 1, t)
    case .spring:
      let zeta = 0.7
      let omega = 9.0  // per unit of normalised time: settles to 0.1 % by t = 1
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      let envelope = exp(-zeta * omega * t)
      return 1 - envelope * (cos(omegaD * t) + zeta * omega / omegaD * sin(omegaD * t))
    }
  }

  /// y at x = t on the cubic Bézier from (0,0) to (1,1) with control points (x1,y1), (x2,y2):
  /// x(s) solved by bisection, which is exact enough and deterministic.
  static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ t: Double) -> Double {
    func coordinate(_ a: Double, _ b: Double, _ s: Double) -> Double {
      let u = 1 - s
      return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<60 {
      let mid = (low + high) / 2
      if coordinate(x1, x2, mid) < t { low = mid } else { high = mid }
    }
    return coordinate(y1, y2, (low + high) / 2)
  }
}
