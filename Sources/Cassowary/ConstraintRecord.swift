/// What the solver remembers of a constraint it holds.
///
/// `marker` and `other` are the symbols its row introduced (kiwi's `Tag`): an inequality's slack
/// (plus an error when optional), a required equality's dummy, an optional equality's pair of
/// errors (`expression = e⁺ - e⁻`, marker `e⁺`). Each appears in no other constraint's original
/// row, which is what lets a row of the tableau be read back as a combination of constraints:
/// conflict explanations and constant changes both rely on it.
struct ConstraintRecord {
  /// nil for the internal constraint behind an edit variable.
  var id: ConstraintID?
  var constraint: Constraint
  var marker: Symbol
  var other: Symbol?
  /// The marker's coefficient in the constraint's own equation `expression + … = 0`
  /// (before any sign flip): +1 for a `<=` slack or a dummy, -1 for a `>=` slack or `e⁺`.
  var markerCoefficient: Double
  /// The objective level of an optional constraint.
  var level: Int?
  /// Whether the constraint's owner said its constant may change (``Solver/add(_:id:constantMayChange:)``):
  /// a required equality's dummy is then written into the rows from the start.
  var constantMayChange = false

  var isRequired: Bool { constraint.priority.isRequired }

  /// The error symbols this constraint added to the objective: none, one or two. A small
  /// fixed-size value, not an array: every add and remove reads it, and an array cost an
  /// allocation each time (a tenth of a small tree's rebuild was spent making such arrays).
  var errors: Errors { Errors(marker: marker, other: other) }

  /// The marker and the other symbol, each when it is an error, in that order.
  struct Errors: Sequence, IteratorProtocol {
    var marker: Symbol?
    var other: Symbol?

    mutating func next() -> Symbol? {
      while let symbol = marker ?? other {
        if marker != nil { marker = nil } else { other = nil }
        if symbol.kind == .error { return symbol }
      }
      return nil
    }
  }
}

/// An edit variable (kiwi's `EditInfo`): the optional constraint `variable == value` that
/// ``Solver/suggestValue(_:for:)`` moves.
struct EditInfo {
  var record: Int
  var value: Double
}
