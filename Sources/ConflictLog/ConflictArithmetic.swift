import AutoLayout
import Cassowary

/// The arithmetic of a conflict: what the other constraints of the set decide for the quantity
/// one constraint (the broken one) is about, and from which of their constants.
///
/// Every constraint is a linear equation over each item's frame in one coordinate space (per
/// item: `x` and `width`, `y` and `height`; leading is left, as in a left-to-right log). In a
/// conflicting set every constraint is needed for the conflict, so an inequality among the others
/// is taken at its bound. Gaussian elimination then writes the broken constraint's
/// `first − multiplier × second` as a sum of the others' constants, if they decide it.
public struct ConflictArithmetic: Hashable, Sendable {
  /// The constraint explained (the broken one, else the last listed).
  public var target: Int
  /// What the other constraints make `first − multiplier × second` of the target; nil when they
  /// do not decide it alone.
  public var decided: Double?
  /// The others' constants that add up to ``decided``, each with its sign, in list order: the
  /// constraint's index and its term (`+390`, `−16`).
  public var terms: [(constraint: Int, value: Double)]
  /// What the target asks for the same quantity: its constant.
  public var asked: Double

  public static func == (a: Self, b: Self) -> Bool {
    a.target == b.target && a.decided == b.decided && a.asked == b.asked
      && a.terms.map(\.constraint) == b.terms.map(\.constraint) && a.terms.map(\.value) == b.terms.map(\.value)
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(target)
    hasher.combine(decided)
  }

  /// Whether the target's relation fails at the decided value (half a point of slack, as
  /// UIKit's engine).
  public func contradicts(_ relation: Relation) -> Bool {
    guard let decided else { return false }
    switch relation {
    case .equal: return abs(decided - asked) > 0.001
    case .greaterThanOrEqual: return decided < asked - 0.001
    case .lessThanOrEqual: return decided > asked + 0.001
    }
  }

  /// The arithmetic of `dump`, about its broken constraint (else its last).
  public init(_ dump: ConflictDump) {
    let constraints = dump.constraints
    target = dump.brokenIndex ?? max(0, constraints.count - 1)
    asked = constraints.indices.contains(target) ? constraints[target].constant : 0
    decided = nil
    terms = []
    guard constraints.indices.contains(target) else { return }
    var variables = Variables()
    let rows = constraints.map { variables.row(of: $0) }
    var reduced: [Combination] = []
    for (index, row) in rows.enumerated() where index != target {
      var combination = Combination(row: row.coefficients, constant: row.constant, weights: [index: 1])
      for pivot in reduced { combination.eliminate(with: pivot) }
      if combination.pivot != nil { reduced.append(combination) }
    }
    // A frame-based view's origin is fixed too, though the log lists only the constraints in
    // the conflict: where none of its listed ones places it on an axis, it is taken at 0 (the
    // scenario writer assumes the same). A constant of 0 adds no term to the sum.
    for row in variables.autoresizingOrigins(of: constraints) {
      var combination = Combination(row: row, constant: 0, weights: [:])
      for pivot in reduced { combination.eliminate(with: pivot) }
      if combination.pivot != nil { reduced.append(combination) }
    }
    var goal = Combination(row: rows[target].coefficients, constant: 0, weights: [:])
    for pivot in reduced { goal.eliminate(with: pivot) }
    guard goal.pivot == nil else { return }  // the others leave it free
    // goal = a_T − Σ λ_i a_i = 0, so a_T·x = Σ λ_i c_i; the combination's weights are −λ_i.
    var sum = 0.0
    for index in constraints.indices where index != target {
      let lambda = -(goal.weights[index] ?? 0)
      let value = lambda * rows[index].constant
      guard abs(lambda) > 1e-9 else { continue }
      sum += value
      if abs(value) > 1e-9 { terms.append((index, value)) }
    }
    decided = sum
  }

  /// A row being reduced: coefficients over the variables, its constant, and which original
  /// constraints (with what weights) it is made of.
  struct Combination {
    var row: [Int: Double]
    var constant: Double
    var weights: [Int: Double]

    /// The lowest variable with a coefficient: the row's pivot.
    var pivot: Int? { row.filter { abs($0.value) > 1e-9 }.keys.min() }

    mutating func eliminate(with other: Combination) {
      guard let p = other.pivot, let mine = row[p], abs(mine) > 1e-9, let theirs = other.row[p] else { return }
      let factor = mine / theirs
      for (key, value) in other.row { row[key, default: 0] -= factor * value }
      constant -= factor * other.constant
      for (key, value) in other.weights { weights[key, default: 0] -= factor * value }
      row = row.filter { abs($0.value) > 1e-9 }
    }
  }

  /// Each item's frame quantities as numbered variables, in order of first use.
  struct Variables {
    var numbers: [String: Int] = [:]

    mutating func number(_ key: String) -> Int {
      if let n = numbers[key] { return n }
      numbers[key] = numbers.count
      return numbers.count - 1
    }

    /// An attribute as a sum of variables: `right` is `x + width`, `centerX` is `x + width/2`.
    /// Baselines and margins are variables of their own: the log does not say where they are.
    mutating func terms(of anchor: LoggedAnchor) -> [Int: Double] {
      let key = anchor.item.className + ":" + anchor.item.address
      func v(_ name: String) -> Int { number(key + "." + name) }
      switch anchor.attribute {
      case .left, .leading: return [v("x"): 1]
      case .right, .trailing: return [v("x"): 1, v("width"): 1]
      case .centerX: return [v("x"): 1, v("width"): 0.5]
      case .width: return [v("width"): 1]
      case .top: return [v("y"): 1]
      case .bottom: return [v("y"): 1, v("height"): 1]
      case .centerY: return [v("y"): 1, v("height"): 0.5]
      case .height: return [v("height"): 1]
      default: return [v(anchor.attribute.rawValue): 1]
      }
    }

    /// `x = 0` (or `y = 0`) for each autoresizing view not placed on that axis by the list.
    mutating func autoresizingOrigins(of constraints: [LoggedConstraint]) -> [[Int: Double]] {
      var rows: [[Int: Double]] = []
      var seen: Set<LoggedItem> = []
      for c in constraints where c.isAutoresizing && seen.insert(c.first.item).inserted {
        let listed = constraints.filter { $0.isAutoresizing && $0.first.item == c.first.item }
        for (axis, edge) in [(LayoutAttribute.Axis.horizontal, LayoutAttribute.left), (.vertical, .top)] {
          guard !listed.contains(where: { $0.first.attribute.axis == axis && !$0.first.attribute.isSize }) else { continue }
          rows.append(terms(of: LoggedAnchor(c.first.item, edge)))
        }
      }
      return rows
    }

    /// `first − multiplier × second = constant`.
    mutating func row(of c: LoggedConstraint) -> (coefficients: [Int: Double], constant: Double) {
      var row = terms(of: c.first)
      if let second = c.second {
        for (key, value) in terms(of: second) { row[key, default: 0] -= c.multiplier * value }
      }
      return (row.filter { abs($0.value) > 1e-9 }, c.constant)
    }
  }
}
