import AutoLayout

/// The pass after the walk: catalog devices exist, view ids are unique, and every id a
/// constraint, an event or an expectation names is declared, with a near miss suggested when it
/// is not.
struct ScenarioValidator {
  let scenario: Scenario

  init(_ scenario: Scenario) { self.scenario = scenario }

  /// The items a constraint may name without declaring them.
  static let builtInItems = ["superview", "view"] + ConstraintParser.rootGuides

  /// What `set` and `animate` may change on a named constraint.
  static let constraintProperties = ["constant", "priority", "active"]

  /// What `set` and `animate` may change on a view: its properties other than its children.
  static func changeableProperties(of kind: ScenarioView.Kind) -> [String] {
    (NodeWalker.commonKeys + NodeWalker.contentKeys(kind)).filter {
      !["subviews", "arranged", "content"].contains($0)
    }
  }

  /// An error for a catalog id the device catalog does not know.
  static func unknownDevice(_ id: Located<String>) -> ScenarioError? {
    guard DeviceCatalog.device(named: id.value) == nil else { return nil }
    return ScenarioError(
      "unknown device '\(id.value)'"
        + (DeviceCatalog.suggestion(for: id.value).map { "; did you mean '\($0)'?" }
          ?? "; 'layoutsim devices' lists the catalog"),
      at: id.location)
  }

  func errors() -> [ScenarioError] {
    var errors: [ScenarioError] = []
    for device in [scenario.device] + (scenario.matrix?.devices ?? []) {
      switch device {
      case .catalog(let id): errors += Self.unknownDevice(id).map { [$0] } ?? []
      case .custom(let custom): errors += custom.base.flatMap(Self.unknownDevice).map { [$0] } ?? []
      }
    }
    var declared: [String: SourceLocation] = [:]
    var kinds: [String: ScenarioView.Kind] = [:]
    var order: [String] = []
    func declare(_ view: ScenarioView) {
      for view in view.allViews {
        if let first = declared[view.id.value] {
          errors.append(
            ScenarioError(
              "duplicate view id '\(view.id.value)'; first declared at \(first)",
              at: view.id.location))
        } else {
          declared[view.id.value] = view.id.location
          kinds[view.id.value] = view.kind
          order.append(view.id.value)
        }
      }
    }
    let controller = scenario.controller
    declare(controller.view)
    for event in scenario.events {
      if case .add(_, _, let view) = event.kind { declare(view) }
    }
    let allConstraints =
      controller.constraints + controller.traits.flatMap(\.constraints)
      + (controller.keyboard?.tracking ?? [])
    var names: [String: SourceLocation] = [:]
    var nameOrder: [String] = []
    for constraint in allConstraints {
      guard let id = constraint.id else { continue }
      if let first = names[id.value] {
        errors.append(
          ScenarioError(
            "duplicate constraint id '\(id.value)'; first declared at \(first)", at: id.location))
      } else {
        names[id.value] = id.location
        nameOrder.append(id.value)
      }
    }

    func checkView(_ id: Located<String>, what: String = "view") {
      guard declared[id.value] == nil else { return }
      errors.append(
        ScenarioError(
          "unknown \(what) '\(id.value)'" + Spelling.didYouMean(id.value, among: order),
          at: id.location))
    }
    func check(_ constraints: [ScenarioConstraint]) {
      for expression in constraints.flatMap(\.expressions) {
        for anchor in [expression.first, expression.second].compactMap({ $0 }) {
          let item = anchor.item[0]
          if anchor.item.count == 1, Self.builtInItems.contains(item.text) { continue }
          if item.text == "superview" || item.text == "view" { continue }
          checkView(Located(item.text, at: item.location))
        }
      }
    }
    check(allConstraints)
    for trait in controller.traits { changes(trait.set) }
    for view in controller.view.allViews {
      for item in view.arranged {
        if case .reference(let id) = item { checkView(id) }
      }
      for spacing in view.customSpacing { checkView(spacing.id) }
    }

    func changes(_ changes: [PropertyChange]) {
      for change in changes {
        let property = change.property.value
        if let kind = kinds[change.target.value] {
          let known = Self.changeableProperties(of: kind)
          if !known.contains(property) {
            errors.append(
              ScenarioError(
                "unknown property '\(property)' of \(kind.rawValue) '\(change.target.value)'"
                  + Spelling.didYouMean(property, among: known),
                at: change.property.location))
          }
          continue
        }
        if names[change.target.value] != nil {
          if !Self.constraintProperties.contains(property) {
            errors.append(
              ScenarioError(
                "unknown property '\(property)' of constraint '\(change.target.value)'; "
                  + "expected constant, priority or active",
                at: change.property.location))
          }
          continue
        }
        errors.append(
          ScenarioError(
            "unknown view or constraint '\(change.target.value)'"
              + Spelling.didYouMean(change.target.value, among: order + nameOrder),
            at: change.target.location))
      }
    }
    func constraintNames(_ ids: [Located<String>]) {
      for id in ids where names[id.value] == nil {
        errors.append(
          ScenarioError(
            "unknown constraint '\(id.value)'" + Spelling.didYouMean(id.value, among: nameOrder),
            at: id.location))
      }
    }
    var labels: [String] = []
    for event in scenario.events {
      if let label = event.label { labels.append(label.value) }
      switch event.kind {
      case .set(let list), .animate(let list, _, _, _): changes(list)
      case .activate(let ids), .deactivate(let ids): constraintNames(ids)
      case .add(let to, _, _): checkView(to)
      case .remove(let id): checkView(id)
      default: break
      }
    }
    for expectation in scenario.expectations {
      if case .label(let label) = expectation.at.value, !labels.contains(label) {
        errors.append(
          ScenarioError(
            "unknown step '\(label)'" + Spelling.didYouMean(label, among: labels),
            at: expectation.at.location))
      }
      if case .index(let index) = expectation.at.value, index > max(scenario.events.count, 1) {
        errors.append(
          ScenarioError(
            "step \(index) does not exist; the last is step \(max(scenario.events.count, 1))",
            at: expectation.at.location))
      }
      for frame in expectation.frames + expectation.window { checkView(frame.id) }
      check(expectation.that)
    }
    return errors
  }
}
