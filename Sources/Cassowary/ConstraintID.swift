/// The identity of a constraint inside a ``Solver``.
///
/// The caller may choose it (the Auto Layout engine passes its own constraint numbers, so conflict
/// explanations name the constraints the user wrote) or let ``Solver/add(_:id:)`` hand out the next
/// free number.
public struct ConstraintID: Hashable, Comparable, Sendable, CustomStringConvertible,
  ExpressibleByIntegerLiteral
{
  public let rawValue: Int

  public init(_ rawValue: Int) { self.rawValue = rawValue }
  public init(integerLiteral value: Int) { self.rawValue = value }

  public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool { lhs.rawValue < rhs.rawValue }

  public var description: String { "c\(rawValue)" }
}
