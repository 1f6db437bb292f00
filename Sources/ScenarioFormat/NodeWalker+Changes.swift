import AutoLayout
import Cassowary
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
  /// One change as written, kept until every view and constraint is known; `change` is nil when
  /// the property has no such name or its value could not be read (already an error).
  struct ChangeRecord {
    var target: Located<String>
    var property: Located<String>
    var change: PropertyChange.Change?
    /// Where the value is written.
    var valueLocation: SourceLocation
    /// What is wrong with the value: reported once the target is known to have the property
    /// (a value is not worth a word when its property is the mistake).
    var valueErrors: [ScenarioError]
  }

  /// UIKit properties a scenario does not model, because they do not change layout.
  static let unmodelledProperties = [
    "backgroundColor", "tintColor", "textColor", "isEnabled", "enabled", "opaque",
    "cornerRadius", "clipsToBounds", "transform",
  ]

  /// Checks every change in `records` against what the scenario declares.
  mutating func checkChanges(_ records: [ChangeRecord], against declarations: ScenarioDeclarations)
  {
    for change in records {
      let target = change.target.value
      if declarations.unread.contains(target) { continue }
      if let view = declarations.views[target] {
        checkChange(change, of: view, against: declarations)
        continue
      }
      if declarations.constraints[target] != nil {
        checkConstraintChange(change)
        continue
      }
      error(
        "unknown view or constraint '\(target)'"
          + Spelling.didYouMean(
            target, among: declarations.viewOrder + declarations.constraintOrder),
        at: change.target.location)
    }
  }

  /// A change of a view: a property of its kind, a value worth reading, names that exist.
  mutating func checkChange(
    _ change: ChangeRecord, of view: ScenarioDeclarations.View,
    against declarations: ScenarioDeclarations
  ) {
    let target = change.target.value
    let property = change.property.value
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
      } else if ["segments", "apportionsSegmentWidthsByContent"].contains(property) {
        error(
          "'\(property)' cannot be set: a segmented control's segments are declared once; "
            + "set its intrinsicSize to model new titles",
          at: change.property.location)
      } else {
        error(
          "unknown property '\(property)' of \(what)"
            + Spelling.didYouMean(property, among: known),
          at: change.property.location)
      }
      return
    }
    if property == "frame", !view.isFrameBased {
      error(
        "'\(target)' is laid out by constraints, so a frame set on it would not last; "
          + "declare it with 'frame:' (and 'autoresizing:') to lay it out by frame",
        at: change.property.location)
      return
    }
    errors += change.valueErrors
    if case .view(let viewChange)? = change.change {
      errors += Self.unknownNames(in: viewChange, at: change.valueLocation, against: declarations)
    }
  }

  /// A change of a named constraint: constant, priority or active.
  mutating func checkConstraintChange(_ change: ChangeRecord) {
    let target = change.target.value
    let property = change.property.value
    if ScenarioValidator.constraintProperties.contains(property) {
      errors += change.valueErrors
    } else {
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
  }

  /// `{ID.PROPERTY: VALUE, …}`: each value read as its property is where a view is declared.
  mutating func changes(_ node: Node) -> [PropertyChange] {
    guard let entries = mapping(node) else { return [] }
    return entries.compactMap { entry in
      let parts = entry.key.value.split(separator: ".", omittingEmptySubsequences: false)
      guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
        error("expected 'ID.PROPERTY', found '\(entry.key.value)'", at: entry.key.location)
        return nil
      }
      let keyMap = sourceMap(entry.keyNode)
      let target = Located(String(parts[0]), at: keyMap.location(at: 0))
      let property = Located(
        String(parts[1]), at: keyMap.location(at: parts[0].unicodeScalars.count + 1))
      let before = errors.count
      let change = self.change(property.value, entry.value)
      changeRecords.append(
        ChangeRecord(
          target: target, property: property, change: change, valueLocation: location(entry.value),
          valueErrors: Array(errors[before...])))
      errors.removeSubrange(before...)
      return change.map { PropertyChange(target: target, property: property, change: $0) }
    }
  }

  /// The typed value of `property`; nil (with an error for a bad value) when it cannot be read,
  /// and for a name no view or constraint has (``checkChanges(_:against:)`` reports it, knowing
  /// the target).
  mutating func change(_ property: String, _ node: Node) -> PropertyChange.Change? {
    switch property {
    case "constant": return number(node).map { .constraint(.constant($0.value)) }
    case "priority": return priority(node).map { .constraint(.priority(Priority($0.value))) }
    case "active": return bool(node).map { .constraint(.active($0.value)) }
    default:
      guard Self.changeableViewProperties.contains(property) else { return nil }
      var scratch = ScenarioView(kind: .view, id: Located("", at: location(node)), location: location(node))
      self.property(property, node, into: &scratch)
      return Self.viewChange(property, of: scratch).map { .view($0) }
    }
  }

  /// Every property `set` may change on some kind of view.
  static let changeableViewProperties = Set(
    ScenarioView.Kind.allCases.flatMap { ScenarioValidator.changeableProperties(of: $0) })

  /// The change setting `property` to its value in `view`; nil when `view` has none (it could
  /// not be read).
  static func viewChange(_ property: String, of view: ScenarioView) -> ViewChange? {
    switch property {
    case "intrinsicSize":
      view.intrinsicSize.map {
        .intrinsicSize(IntrinsicSize(width: $0.value[0], height: $0.value[1]))
      }
    case "hugging": view.hugging.map { .hugging(Self.axisPriorities($0.value)) }
    case "compressionResistance":
      view.compressionResistance.map { .compressionResistance(Self.axisPriorities($0.value)) }
    case "layoutMargins": view.layoutMargins.map { .layoutMargins($0.value.layoutMargins) }
    case "layoutMarginsFollowReadableWidth":
      view.layoutMarginsFollowReadableWidth.map { .layoutMarginsFollowReadableWidth($0.value) }
    case "preservesSuperviewLayoutMargins":
      view.preservesSuperviewLayoutMargins.map { .preservesSuperviewLayoutMargins($0.value) }
    case "insetsLayoutMarginsFromSafeArea":
      view.insetsLayoutMarginsFromSafeArea.map { .insetsLayoutMarginsFromSafeArea($0.value) }
    case "hidden": view.hidden.map { .hidden($0.value) }
    case "alpha": view.alpha.map { .alpha($0.value) }
    case "frame":
      view.frame.map { .frame(Rect(x: $0.value[0], y: $0.value[1], width: $0.value[2], height: $0.value[3])) }
    case "autoresizing": .autoresizing(ScenarioView.Autoresizing.mask(view.autoresizing.map(\.value)))
    case "semanticContent": view.semanticContent.map { .semanticContent($0.value) }
    case "text": view.text.map { .text($0.value) }
    case "title": view.title.map { .title($0.value) }
    case "placeholder": view.placeholder.map { .placeholder($0.value) }
    case "font": view.font.map { .font($0.value) }
    case "lines": view.lines.map { .lines($0.value) }
    case "preferredMaxLayoutWidth": view.preferredMaxLayoutWidth.map { .preferredMaxLayoutWidth($0.value) }
    case "contentInsets": view.contentInsets.map { .contentInsets(EdgeInsets($0.value)) }
    case "size": view.size.map { .size(Size(width: $0.value[0], height: $0.value[1])) }
    case "scrollEnabled": view.scrollEnabled.map { .scrollEnabled($0.value) }
    case "axis": view.axis.map { .axis($0.value) }
    case "alignment": view.alignment.map { .alignment($0.value) }
    case "distribution": view.distribution.map { .distribution($0.value) }
    case "spacing": view.spacing.map { .spacing($0.value) }
    case "customSpacing": .customSpacing(view.customSpacing)
    case "layoutMarginsRelative": view.layoutMarginsRelative.map { .layoutMarginsRelative($0.value) }
    case "baselineRelative": view.baselineRelative.map { .baselineRelative($0.value) }
    default: nil
    }
  }

  static func axisPriorities(_ pair: [Double]) -> AxisPriorities {
    AxisPriorities(Priority(pair[0]), Priority(pair[1]))
  }

  /// The string keys and view ids a change names that the scenario does not declare.
  static func unknownNames(
    in change: ViewChange, at location: SourceLocation, against declarations: ScenarioDeclarations
  ) -> [ScenarioError] {
    switch change {
    case .text(let text), .title(let text), .placeholder(let text):
      declarations.unknownStringKey(Located(text, at: location)).map { [$0] } ?? []
    case .customSpacing(let spacings): spacings.compactMap { declarations.unknownView($0.id) }
    default: []
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
