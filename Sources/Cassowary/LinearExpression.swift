/// `coefficient × variable`, one term of a ``LinearExpression``.
public struct Term: Hashable, Sendable {
  public var variable: Variable
  public var coefficient: Double

  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}

/// `Σ coefficient × variable + constant`.
///
/// Built with the usual operators: `x + 8`, `2 * w`, `a - b * 0.5`. A variable may appear in more
/// than one term; the solver adds such terms up.
public struct LinearExpression: Hashable, Sendable {
  public var terms: [Term]
  public var constant: Double

  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  public init(_ variable: Variable) { self.init([Term(variable)]) }

  /// The expression's value for the given variable values.
  public func value(_ valueOf: (Variable) -> Double) -> Double {
    terms.reduce(constant) { $0 + $1.coefficient * valueOf($1.variable) }
  }

  public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }

  public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(
      lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
  }

  public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs * lhs }
  public static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs * (1 / rhs) }
  public static prefix func - (operand: LinearExpression) -> LinearExpression { operand * -1 }
  public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    lhs + -rhs
  }
}

// Mixed operands, so `x + 8`, `2 * x` and `x - y` read as they would on paper.
extension Variable {
  public static func + (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression(lhs) + LinearExpression(rhs)
  }
  public static func + (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs) + LinearExpression(constant: rhs)
  }
  public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs) + rhs
  }
  public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
    lhs + LinearExpression(rhs)
  }
  public static func - (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression(lhs) - LinearExpression(rhs)
  }
  public static func - (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs) - LinearExpression(constant: rhs)
  }
  public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs) - rhs
  }
  public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
    lhs - LinearExpression(rhs)
  }
  public static func * (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression([Term(lhs, rhs)])
  }
  public static func * (lhs: Double, rhs: Variable) -> LinearExpression {
    LinearExpression([Term(rhs, lhs)])
  }
  public static prefix func - (operand: Variable) -> LinearExpression {
    LinearExpression([Term(operand, -1)])
  }
}

extension LinearExpression {
  public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs + LinearExpression(constant: rhs)
  }
  public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs + LinearExpression(constant: -rhs)
  }
}

extension LinearExpression {
  public static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(constant: lhs) + rhs
  }
  public static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(constant: lhs) - rhs
  }
}

extension Variable {
  public static func + (lhs: Double, rhs: Variable) -> LinearExpression {
    LinearExpression(constant: lhs) + LinearExpression(rhs)
  }
  public static func - (lhs: Double, rhs: Variable) -> LinearExpression {
    LinearExpression(constant: lhs) - LinearExpression(rhs)
  }
}
