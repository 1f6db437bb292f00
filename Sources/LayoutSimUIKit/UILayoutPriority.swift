import Cassowary

/// `UILayoutPriority`: how much a constraint matters, 1…1000. The levels are UIKit's
/// (`UILayoutPriorityRequired` 1000, `DefaultHigh` 750, `DefaultLow` 250, `FittingSizeLevel` 50;
/// the scene sizes 510, 500, 490; Apple's `UILayoutPriority` documentation).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  public var rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  public static let required = UILayoutPriority(1000)
  public static let defaultHigh = UILayoutPriority(750)
  public static let defaultLow = UILayoutPriority(250)
  public static let fittingSizeLevel = UILayoutPriority(50)
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  public static let sceneSizeStayPut = UILayoutPriority(500)
  public static let dragThatCannotResizeScene = UILayoutPriority(490)

  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue + rhs)
  }
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue - rhs)
  }

  init(engine priority: Priority) { self.init(Float(priority.rawValue)) }
  var enginePriority: Priority { Priority(Double(rawValue)) }
}
