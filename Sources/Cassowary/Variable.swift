/// An unknown of the linear system: a view's `minX`, a guide's `height`, the window width.
///
/// Variables are made by a ``Solver`` (``Solver/makeVariable(_:)``), which numbers them from a
/// counter in creation order. The number is the variable's identity and orders it everywhere, so a
/// solver never depends on memory addresses or hash order.
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The variable's number, unique within the solver that made it.
  public let id: Int

  init(id: Int) { self.id = id }

  public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.id < rhs.id }

  public var description: String { "v\(id)" }
}
