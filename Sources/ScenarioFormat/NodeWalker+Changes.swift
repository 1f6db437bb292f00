import Yams

/// `set:` and `animate:` (and a trait variation's `set:`): each `ID.PROPERTY: VALUE` names a view
/// or a named constraint, one of its properties, and a value of that property's type, read as the
/// property is read where the view is declared.
///
/// `animate` accepts every property `set` does: UIKit animates the frame changes any layout change
/// inside an animation block causes (a constant, a priority, `active`, `hidden` in a stack, a
/// stack's axis, a text that resizes its label), which is what the simulation records; the content
/// itself (a text, a font) takes its new value at the start.
extension NodeWalker {
  /// One change as written, kept until every view and constraint is known.
  struct ChangeRecord {
    var change: PropertyChange
    var value: Node
  }

  /// UIKit properties a scenario does not model, because they do not change layout.
  static let unmodelledProperties = [
    "alpha", "backgroundColor", "tintColor", "textColor", "isEnabled", "enabled", "opaque",
    "cornerRadius", "clipsToBounds", "transform",
  ]

  /// Checks every change in `records` against what the scenario declares.
  mutating func checkChanges(_ records: [ChangeRecord], against declarations: ScenarioDeclarations)
  {
    for record in records {
      let change = record.change
      let target = change.target.value
      let property = change.property.value
      if declarations.unread.contains(target) { continue }
      if let view = declarations.views[target] {
        let what = "\(view.kind.rawValue) '\(target)'"
        let known = ScenarioValidator.changeableProperties(of: view.kind)
        guard known.contains(property) else {
          if view.kind == .guide {
            error(
              "'\(target)' is a layout guide; it has no properties to set (constrain it instead)",
              at: change.property.location)
          } else if Self.unmodelledProperties.contains(property) {
            error(
              "'\(property)' is not modelled: it does not change layout",
              at: change.property.location
            )
          } else if ScenarioValidator.constraintProperties.contains(property) {
            error(
              "'\(property)' is a constraint's property, but '\(target)' is a \(view.kind.rawValue); "
                + "name the constraint ({id: NAME, is: …}) and change NAME.\(property)",
              at: change.property.location)
          } else if let owner = ScenarioView.Kind.allCases.first(where: {
            ScenarioValidator.changeableProperties(of: $0).contains(property)
          }) {
            error(
              "'\(property)' is not a property of \(what) (it is one of a \(owner.rawValue))",
              at: change.property.location)
          } else if ["subviews", "arranged", "content"].contains(property) {
            error(
              "'\(property)' cannot be set; change the hierarchy with 'add' and 'remove'",
              at: change.property.location)
          } else {
            error(
              "unknown property '\(property)' of \(what)"
                + Spelling.didYouMean(property, among: known),
              at: change.property.location)
          }
          continue
        }
        if property == "frame", !view.isFrameBased {
          error(
            "'\(target)' is laid out by constraints, so a frame set on it would not last; "
              + "declare it with 'frame:' (and 'autoresizing:') to lay it out by frame",
            at: change.property.location)
          continue
        }
        var scratch = ScenarioView(
          kind: view.kind, id: change.target, location: change.target.location)
        self.property(property, record.value, into: &scratch)
        for text in [scratch.text, scratch.title, scratch.placeholder].compactMap({ $0 }) {
          if let error = declarations.unknownStringKey(text) { errors.append(error) }
        }
        for spacing in scratch.customSpacing {
          if let error = declarations.unknownView(spacing.id) { errors.append(error) }
        }
        continue
      }
      if declarations.constraints[target] != nil {
        switch property {
        case "constant": _ = number(record.value)
        case "priority": _ = priority(record.value)
        case "active": _ = bool(record.value)
        default:
          let suggestion = Spelling.suggestion(
            for: property, among: ScenarioValidator.constraintProperties)
          if suggestion == nil,
            ScenarioView.Kind.allCases.contains(where: {
              ScenarioValidator.changeableProperties(of: $0).contains(property)
            })
          {
            error(
              "'\(property)' is a view's property, but '\(target)' is a constraint; "
                + "a constraint has constant, priority and active",
              at: change.property.location)
          } else {
            error(
              "unknown property '\(property)' of constraint '\(target)'"
                + (suggestion.map { "; did you mean '\($0)'?" }
                  ?? "; expected constant, priority or active"),
              at: change.property.location)
          }
        }
        continue
      }
      error(
        "unknown view or constraint '\(target)'"
          + Spelling.didYouMean(
            target, among: declarations.viewOrder + declarations.constraintOrder),
        at: change.target.location)
    }
  }

  /// A priority: a number in 1...1000 or one of the notation's names.
  mutating func priority(_ node: Node) -> Located<Double>? {
    if let scalar = node.scalar, let name = PriorityName.named(scalar.string) {
      return Located(name.priority.rawValue, at: location(node))
    }
    if let scalar = node.scalar, Double(scalar.string) == nil, !scalar.string.isEmpty {
      error(
        "unknown priority '\(scalar.string)'"
          + (PriorityName.suggestion(for: scalar.string).map { "; did you mean '\($0)'?" }
            ?? "; expected a number in 1...1000, or \(PriorityName.list)"),
        at: node)
      return nil
    }
    return number(node, in: 1...1000, what: "priority")
  }
}
