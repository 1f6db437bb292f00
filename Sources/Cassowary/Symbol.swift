/// A column of the simplex tableau (Badros, Borning and Stuckey, "The Cassowary Linear Arithmetic
/// Constraint Solving Algorithm", ACM TOCHI 8(4), 2001, section 4).
///
/// Ids come from one counter in creation order; every "first symbol that …" choice in the solver
/// takes the lowest id (Bland's rule), which both prevents cycling and makes results independent
/// of memory layout and hashing.
struct Symbol: Hashable, Comparable, CustomStringConvertible {
  enum Kind: UInt8 {
    /// A user's ``Variable``: unrestricted in sign.
    case external
    /// The slack of an inequality: ≥ 0.
    case slack
    /// The error of an optional constraint: ≥ 0, and it costs in the objective.
    case error
    /// The marker of a required equality: always 0, never enters the basis.
    case dummy
  }

  let id: Int32
  let kind: Kind

  init(id: Int, kind: Kind) {
    self.id = Int32(id)
    self.kind = kind
  }

  var index: Int { Int(id) }

  /// Restricted symbols are ≥ 0; only external ones can take any value.
  var isRestricted: Bool { kind != .external }

  /// Whether the symbol may enter the basis: dummies stay at 0 forever.
  var isPivotable: Bool { kind == .slack || kind == .error }

  static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }

  /// kiwi's dump prefixes: v external, s slack, e error, d dummy.
  var description: String {
    switch kind {
    case .external: "v\(id)"
    case .slack: "s\(id)"
    case .error: "e\(id)"
    case .dummy: "d\(id)"
    }
  }
}

/// kiwi's `nearZero` (`kiwi/util.h`): *constants* and reduced costs this small count as zero, so
/// round-off never turns a satisfied row infeasible or a finished optimum into another pivot.
let epsilon = 1.0e-8

@inline(__always) func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

/// How small a sum must be, relative to the terms that made it, to count as cancelled: the
/// round-off of one addition is ~1e-16 of its terms, and this leaves room for it to build up over
/// many pivots while staying far below any cancellation a layout means.
let cancellationRatio = 1.0e-10

/// Whether `sum`, a sum of terms whose magnitudes add up to `scale`, is round-off of an exact 0.
///
/// Coefficients are judged *relative* to what was added, never against kiwi's absolute 1e-8:
/// a coefficient is a product of the constraints' coefficients, and at scale those products are
/// legitimately small (1.5e-3 × 2.7e-6 = 4e-9 in Random add/remove at N = 2400). Dropping such a
/// cell silently changes the row's equation (a dummy dropped makes a required constraint
/// unreachable by `setConstant` and removal), and the required constraints then drift apart.
@inline(__always) func cancels(_ sum: Double, scale: Double) -> Bool {
  abs(sum) <= cancellationRatio * scale
}
