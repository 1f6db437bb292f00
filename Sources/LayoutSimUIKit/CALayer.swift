import Foundation

/// `CGColor`, so that `layer.borderColor = UIColor.red.cgColor` compiles: kept, not drawn.
public final class CGColor: Sendable {
  public let components: [CGFloat]
  init(_ components: [CGFloat]) { self.components = components }
}

extension UIColor {
  public var cgColor: CGColor { CGColor([red, green, blue, alpha]) }
}

/// `CALayer`, as far as view code sets it up: corner radius, border, shadow. Nothing is drawn
/// and none of it changes layout (as in UIKit, where a layer's look never moves a frame).
@preconcurrency @MainActor public final class CALayer {
  public var cornerRadius: CGFloat = 0
  public var masksToBounds = false
  public var borderWidth: CGFloat = 0
  public var borderColor: CGColor?
  public var shadowColor: CGColor?
  public var shadowOpacity: Float = 0
  public var shadowRadius: CGFloat = 3
  public var shadowOffset = CGSize(width: 0, height: -3)
  public var opacity: Float = 1
  public var zPosition: CGFloat = 0
  public init() {}
}

/// `UIView.AnimationOptions`: accepted; the simulator's animations run at once.
public struct UIViewAnimationOptions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let layoutSubviews = UIViewAnimationOptions(rawValue: 1 << 0)
  public static let allowUserInteraction = UIViewAnimationOptions(rawValue: 1 << 1)
  public static let beginFromCurrentState = UIViewAnimationOptions(rawValue: 1 << 2)
  public static let curveEaseInOut = UIViewAnimationOptions(rawValue: 0 << 16)
  public static let curveEaseIn = UIViewAnimationOptions(rawValue: 1 << 16)
  public static let curveEaseOut = UIViewAnimationOptions(rawValue: 2 << 16)
  public static let curveLinear = UIViewAnimationOptions(rawValue: 3 << 16)
}

extension UIView {
  public typealias AnimationOptions = UIViewAnimationOptions

  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, animations: animations, completion: completion)
  }

  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions,
    animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, animations: animations, completion: completion)
  }
}
