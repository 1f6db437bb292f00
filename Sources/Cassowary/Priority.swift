/// How much a constraint matters: UIKit's `UILayoutPriority`, a number from 1 to 1000.
///
/// 1000 is required. Below that, priorities are *strictly ordered*: a constraint at priority p is
/// satisfied as well as it can be before any constraint below p is considered, so one constraint at
/// 251 beats any number of constraints at 250 (DESIGN.md, "Priorities are strictly ordered").
/// Fractional priorities such as 999.5, which UIStackView uses, are levels of their own.
///
/// The named levels are UIKit's (Apple, `UILayoutPriority` reference).
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  public var rawValue: Double

  public init(_ rawValue: Double) { self.rawValue = rawValue }
  public init(floatLiteral value: Double) { self.rawValue = value }
  public init(integerLiteral value: Int) { self.rawValue = Double(value) }

  /// `UILayoutPriorityRequired`, 1000.
  public static let required: Priority = 1000
  /// `UILayoutPriorityDefaultHigh`, 750: default compression resistance.
  public static let defaultHigh: Priority = 750
  /// `UILayoutPriorityDefaultLow`, 250: default content hugging.
  public static let defaultLow: Priority = 250
  /// `UILayoutPriorityFittingSizeLevel`, 50.
  public static let fittingSizeLevel: Priority = 50

  /// Whether the constraint must hold (priority 1000).
  public var isRequired: Bool { rawValue >= 1000 }

  /// Whether this is a priority UIKit accepts: a finite number in 1...1000.
  public var isValid: Bool { rawValue.isFinite && rawValue >= 1 && rawValue <= 1000 }

  public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

  public var description: String {
    rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
  }
}
