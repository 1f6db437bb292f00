// A dump for people, in kiwi's sections (`kiwi/debug.h`): for the REPL and for failing tests.
extension Solver {
  /// The solver's state as text: the objective per priority, the tableau, infeasible rows,
  /// variables, edit variables and constraints. Deterministic: everything is listed by id.
  public func dump() -> String {
    var out = ""
    func section(_ title: String) {
      out += title + "\n" + String(repeating: "-", count: title.count) + "\n"
    }
    section("Objective")
    for level in tableau.objective.order {
      let row = tableau.objective[level]
      let cells = zip(row.symbols, row.coefficients).sorted { $0.0 < $1.0 }
      let priority = tableau.objective.priorities[level]
      out += "@\(priority): " + format(objectiveValue(at: priority), cells) + "\n"
    }
    out += "\n"
    section("Tableau")
    for row in tableau.rows.filter({ $0.basic != nil }).sorted(by: { $0.basic! < $1.basic! }) {
      let cells = row.cells.map { ($0.symbol, $0.coefficient) }.sorted { $0.0 < $1.0 }
      out += "\(row.basic!) | " + format(row.constant, cells) + "\n"
    }
    out += "\n"
    section("Infeasible")
    for symbol in tableau.infeasible.sorted() { out += "\(symbol)\n" }
    out += "\n"
    section("Variables")
    for id in kinds.indices where kinds[id] == .external {
      let variable = Variable(id: id)
      let name = names[id].isEmpty ? "" : " (\(names[id]))"
      out += "\(Symbol(id: id, kind: .external))\(name) = \(number(value(of: variable)))\n"
    }
    out += "\n"
    section("Edit Variables")
    for (variable, edit) in edits.sorted(by: { $0.key < $1.key }) {
      out += "v\(variable.id) = \(number(edit.value))\n"
    }
    out += "\n"
    section("Constraints")
    for (id, index) in recordOfID.sorted(by: { $0.key < $1.key }) {
      guard let record = records[index] else { continue }
      out += "\(id): \(describe(record.constraint))\n"
    }
    return out
  }

  func describe(_ constraint: Constraint) -> String {
    let terms = constraint.expression.terms.map { (Symbol(id: $0.variable.id, kind: .external), $0.coefficient) }
    return format(constraint.expression.constant, terms) + " \(constraint.relation.rawValue) 0"
      + (constraint.priority.isRequired ? "" : " @\(constraint.priority)")
  }

  private func format(_ constant: Double, _ cells: [(Symbol, Double)]) -> String {
    ([number(constant)] + cells.map { "\(number($0.1)) * \($0.0)" }).joined(separator: " + ")
  }

  private func number(_ value: Double) -> String {
    let v = value + 0
    return v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
  }
}
