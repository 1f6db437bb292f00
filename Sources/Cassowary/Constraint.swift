/// `==`, `<=` or `>=`, named as UIKit's `NSLayoutConstraint.Relation`.
public enum Relation: String, Hashable, Sendable, CaseIterable {
  case equal = "=="
  case lessThanOrEqual = "<="
  case greaterThanOrEqual = ">="
}

/// A linear relation the solver keeps: `expression RELATION 0`, at a priority.
///
/// Written with operators, `(x + w == y - 8).priority(.defaultHigh)`; the right-hand side is moved
/// to the left, so `a == b + 8` is kept as `a - b - 8 == 0`, whose ``LinearExpression/constant`` is
/// -8. ``Solver/setConstant(_:of:)`` replaces that constant.
public struct Constraint: Hashable, Sendable {
  public var expression: LinearExpression
  public var relation: Relation
  public var priority: Priority

  public init(_ expression: LinearExpression, _ relation: Relation, priority: Priority = .required) {
    self.expression = expression
    self.relation = relation
    self.priority = priority
  }

  public init(
    _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
    priority: Priority = .required
  ) {
    self.init(lhs - rhs, relation, priority: priority)
  }

  /// The same constraint at another priority.
  public func priority(_ priority: Priority) -> Constraint {
    var copy = self
    copy.priority = priority
    return copy
  }

  /// Whether the constraint holds, within `tolerance`, for the given variable values.
  public func isSatisfied(tolerance: Double = 1e-6, _ valueOf: (Variable) -> Double) -> Bool {
    let value = expression.value(valueOf)
    switch relation {
    case .equal: return abs(value) <= tolerance
    case .lessThanOrEqual: return value <= tolerance
    case .greaterThanOrEqual: return value >= -tolerance
    }
  }

  /// How far the constraint is from holding: 0 when it holds, else the distance (|a − b| for
  /// `==`), the amount an optional constraint adds to the objective at its priority.
  public func violation(_ valueOf: (Variable) -> Double) -> Double {
    let value = expression.value(valueOf)
    switch relation {
    case .equal: return abs(value)
    case .lessThanOrEqual: return max(0, value)
    case .greaterThanOrEqual: return max(0, -value)
    }
  }
}

/// The relation operators build constraints from any mix of expressions, variables and numbers.
public func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
  Constraint(lhs, .equal, rhs)
}
public func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
  Constraint(lhs, .lessThanOrEqual, rhs)
}
public func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
  Constraint(lhs, .greaterThanOrEqual, rhs)
}
public func == (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) == rhs }
public func <= (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) <= rhs }
public func >= (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) >= rhs }
public func == (lhs: Variable, rhs: Variable) -> Constraint {
  LinearExpression(lhs) == LinearExpression(rhs)
}
public func <= (lhs: Variable, rhs: Variable) -> Constraint {
  LinearExpression(lhs) <= LinearExpression(rhs)
}
public func >= (lhs: Variable, rhs: Variable) -> Constraint {
  LinearExpression(lhs) >= LinearExpression(rhs)
}
public func == (lhs: Variable, rhs: Double) -> Constraint {
  LinearExpression(lhs) == LinearExpression(constant: rhs)
}
public func <= (lhs: Variable, rhs: Double) -> Constraint {
  LinearExpression(lhs) <= LinearExpression(constant: rhs)
}
public func >= (lhs: Variable, rhs: Double) -> Constraint {
  LinearExpression(lhs) >= LinearExpression(constant: rhs)
}
public func == (lhs: LinearExpression, rhs: Double) -> Constraint {
  lhs == LinearExpression(constant: rhs)
}
public func <= (lhs: LinearExpression, rhs: Double) -> Constraint {
  lhs <= LinearExpression(constant: rhs)
}
public func >= (lhs: LinearExpression, rhs: Double) -> Constraint {
  lhs >= LinearExpression(constant: rhs)
}
public func == (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs == LinearExpression(rhs) }
public func <= (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs <= LinearExpression(rhs) }
public func >= (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs >= LinearExpression(rhs) }
public func == (lhs: Double, rhs: Variable) -> Constraint { LinearExpression(constant: lhs) == rhs }
public func <= (lhs: Double, rhs: Variable) -> Constraint { LinearExpression(constant: lhs) <= rhs }
public func >= (lhs: Double, rhs: Variable) -> Constraint { LinearExpression(constant: lhs) >= rhs }
public func == (lhs: Double, rhs: LinearExpression) -> Constraint {
  LinearExpression(constant: lhs) == rhs
}
public func <= (lhs: Double, rhs: LinearExpression) -> Constraint {
  LinearExpression(constant: lhs) <= rhs
}
public func >= (lhs: Double, rhs: LinearExpression) -> Constraint {
  LinearExpression(constant: lhs) >= rhs
}
