/// What a scenario declares, gathered once for the checks that resolve names: its views (with
/// their kinds, superviews and whether they exist at load), its named constraints, its step labels
/// and its string keys.
struct ScenarioDeclarations {
  /// A declared view or guide.
  struct View {
    var kind: ScenarioView.Kind
    var location: SourceLocation
    /// The view it lies in, in the tree at load; `nil` for the root view and added views' roots.
    var superview: String?
    /// For a view declared by an `add` event: where that event is.
    var addedBy: SourceLocation?
    /// Laid out by `frame` (and `autoresizing`) rather than by constraints.
    var isFrameBased: Bool
  }

  var views: [String: View] = [:]
  /// View ids in the file's order, for suggestions.
  var viewOrder: [String] = []
  /// Named constraints, the first declaration of each.
  var constraints: [String: ScenarioConstraint] = [:]
  var constraintOrder: [String] = []
  /// Every key some locale's strings define, in the file's order.
  var stringKeys: [String] = []
  var hasStrings: Bool = false
  /// Errors met while gathering: duplicate ids.
  var errors: [ScenarioError] = []
  /// Names of views, constraints and steps the walk could not read, already reported.
  var unread: Set<String> = []

  init(_ scenario: Scenario, unread: Set<String> = []) {
    self.unread = unread
    // The root view is `view` by definition; every other name is checked where it is declared.
    declare(scenario.controller.view, superview: nil, addedBy: nil, isRoot: true)
    for event in scenario.events {
      if case .add(let to, _, let view) = event.kind {
        declare(view, superview: to.value, addedBy: event.location)
      }
    }
    let controller = scenario.controller
    let constraints =
      controller.constraints + controller.traits.flatMap(\.constraints)
      + (controller.keyboard?.tracking ?? [])
    for constraint in constraints {
      guard let id = constraint.id else { continue }
      if let error = Identifier.error(id, kind: .constraint) {
        errors.append(error)
      }
      if let first = self.constraints[id.value] {
        errors.append(
          ScenarioError(
            "duplicate constraint id '\(id.value)'; first declared at \(first.id?.location ?? id.location)",
            at: id.location))
      } else if let view = views[id.value] {
        errors.append(
          ScenarioError(
            "constraint id '\(id.value)' is already a view's id (declared at \(view.location)); "
              + "'set' and 'animate' could not tell them apart",
            at: id.location))
      } else {
        self.constraints[id.value] = constraint
        constraintOrder.append(id.value)
      }
    }
    hasStrings = !scenario.strings.isEmpty
    for table in scenario.strings {
      for text in table.texts where !stringKeys.contains(text.key.value) {
        stringKeys.append(text.key.value)
      }
    }
  }

  private mutating func declare(
    _ view: ScenarioView, superview: String?, addedBy: SourceLocation?, isRoot: Bool = false
  ) {
    if !isRoot, let error = Identifier.error(view.id, kind: .view) {
      errors.append(error)
    }
    if let first = views[view.id.value] {
      errors.append(
        ScenarioError(
          "duplicate view id '\(view.id.value)'; first declared at \(first.location)",
          at: view.id.location))
    } else {
      views[view.id.value] = View(
        kind: view.kind, location: view.id.location, superview: superview, addedBy: addedBy,
        isFrameBased: view.frame != nil || !view.autoresizing.isEmpty)
      viewOrder.append(view.id.value)
    }
    for child in view.subviews + view.content {
      declare(child, superview: view.id.value, addedBy: addedBy)
    }
    for item in view.arranged {
      if case .view(let child) = item {
        declare(child, superview: view.id.value, addedBy: addedBy)
      }
    }
  }

  /// `unknown view 'titel'; did you mean 'title'?`, or `nil` when `id` is declared.
  func unknownView(_ id: Located<String>, what: String = "view") -> ScenarioError? {
    guard views[id.value] == nil, !unread.contains(id.value) else { return nil }
    return ScenarioError(
      "unknown \(what) '\(id.value)'" + Spelling.didYouMean(id.value, among: viewOrder),
      at: id.location)
  }

  // MARK: Strings

  /// The error for a text that names a string key (`@title`) no locale defines, if any.
  ///
  /// `@@…` is the literal text `@…`. A key need only be defined in one locale: at run time a text
  /// is looked up in the current locale's strings, then its language's (`de` for `de-CH`), then
  /// `en`'s, then the first locale's in the file.
  func unknownStringKey(_ text: Located<String>) -> ScenarioError? {
    let value = text.value
    guard value.hasPrefix("@"), !value.hasPrefix("@@") else { return nil }
    let key = String(value.dropFirst())
    let literal = "write '@\(value)' for a text that starts with '@'"
    guard !key.isEmpty else {
      return ScenarioError("expected a string key after '@'; \(literal)", at: text.location)
    }
    guard hasStrings else {
      return ScenarioError(
        "text '\(value)' names the string key '\(key)', but the scenario has no 'strings'; "
          + literal,
        at: text.location)
    }
    guard !stringKeys.contains(key) else { return nil }
    let suggestion = Spelling.suggestion(for: key, among: stringKeys)
    return ScenarioError(
      "unknown string key '\(key)'"
        + (suggestion.map { "; did you mean '\($0)'?" } ?? "; no locale in 'strings' defines it ("
          + literal + ")"),
      at: text.location)
  }
}
