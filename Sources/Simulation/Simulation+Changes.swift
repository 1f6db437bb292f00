import AutoLayout
import Cassowary
import ScenarioFormat

// `set`, `animate` and trait variations: typed changes, read and checked by the reader, applied
// here with one exhaustive switch per target; what the engine refuses becomes a step warning.
extension Simulation {
  /// Applies `changes` in order, then brings the constraints' activation in line.
  mutating func apply(_ changes: [PropertyChange], into step: inout StepRecord) {
    for change in changes {
      let target = change.target.value
      switch change.change {
      case .constraint(let constraintChange):
        guard let indices = named[target] else {
          step.warnings.append("'\(target)' is not in the view tree")
          continue
        }
        for index in indices { apply(constraintChange, index: index, into: &step) }
      case .view(let viewChange):
        guard let id = table.viewID(target) else {
          step.warnings.append("'\(target)' is not in the view tree")
          continue
        }
        apply(viewChange, to: target, id: id, into: &step)
      }
    }
    _ = refreshActivation()
  }

  mutating func apply(_ change: ConstraintChange, index: Int, into step: inout StepRecord) {
    let engineID = constraints[index].engineID
    do throws(LayoutError) {
      switch change {
      case .active(let active):
        constraints[index].wantsActive = active
      case .constant(let constant):
        constraints[index].expression.constant = constant
        if let engineID { try engine.setConstant(constant, of: engineID) }
      case .priority(let priority):
        constraints[index].expression.priority = priority
        if let engineID { try engine.setPriority(priority, of: engineID) }
      }
    } catch {
      step.warnings.append("\(constraints[index].name ?? "constraint"): \(error.description)")
    }
  }

  /// Sets one property of a view: to the change's value or, with `reverting`, back to the value
  /// the file gives it (a trait variation that no longer applies). One case per property, so a
  /// new property is one new case.
  mutating func apply(
    _ change: ViewChange, to name: String, id: ViewID, reverting: Bool = false,
    into step: inout StepRecord
  ) {
    let base = reverting ? table.rows[name]?.fileView : nil
    switch change {
    case .intrinsicSize(let size): set(\.intrinsicContentSize, of: id, to: size, or: base)
    case .size(let size):
      let intrinsic = IntrinsicSize(width: size.width, height: size.height)
      set(\.intrinsicContentSize, of: id, to: intrinsic, or: base)
    case .hugging(let priorities): set(\.contentHugging, of: id, to: priorities, or: base)
    case .compressionResistance(let priorities):
      set(\.compressionResistance, of: id, to: priorities, or: base)
    case .layoutMargins(let margins): set(\.layoutMargins, of: id, to: margins, or: base)
    case .layoutMarginsFollowReadableWidth(let value):
      set(\.layoutMarginsFollowReadableWidth, of: id, to: value, or: base)
    case .preservesSuperviewLayoutMargins(let value):
      set(\.preservesSuperviewLayoutMargins, of: id, to: value, or: base)
    case .insetsLayoutMarginsFromSafeArea(let value):
      set(\.insetsLayoutMarginsFromSafeArea, of: id, to: value, or: base)
    case .hidden(let hidden): set(\.isHidden, of: id, to: hidden, or: base)
    case .alpha(let alpha): set(\.alpha, of: id, to: alpha, or: base)
    case .frame(let frame):
      set(\.frame, of: id, to: frame, or: base)
      set(\.translatesAutoresizingMaskIntoConstraints, of: id, to: true, or: base)
    case .semanticContent(let attribute): set(\.semanticContentAttribute, of: id, to: attribute, or: base)
    case .text(let text), .title(let text):
      setText(reverting ? fileText(name) : text, of: name, id: id)
    case .placeholder(let placeholder):
      // A text field with text is sized by its text, not its placeholder (UIKit draws the
      // placeholder only while the text is empty).
      guard let row = table.rows[name], row.declared.kind != .textField || row.declared.text == nil
      else { break }
      setText(reverting ? fileText(name) : placeholder, of: name, id: id)
    case .font(let font):
      engine.update(id) {
        if let base {
          $0.font = base.font
          $0.textStyle = base.textStyle
        } else {
          ViewProperties.setFont(font, of: &$0)
        }
      }
    case .lines(let lines): set(\.numberOfLines, of: id, to: lines, or: base)
    case .preferredMaxLayoutWidth(let width): set(\.preferredMaxLayoutWidth, of: id, to: width, or: base)
    case .contentInsets(let insets): set(\.contentInsets, of: id, to: insets, or: base)
    case .autoresizing:
      if !reverting { step.warnings.append("'autoresizing' of '\(name)' is not modelled yet") }
    case .scrollEnabled(let value): set(\.isScrollEnabled, of: id, to: value, or: base)
    case .axis(let axis):
      changeStack(name, reverting: reverting, into: &step) { $0.axis = $1?.axis ?? axis }
    case .alignment(let alignment):
      changeStack(name, reverting: reverting, into: &step) {
        $0.alignment = $1?.alignment ?? alignment
      }
    case .distribution(let distribution):
      changeStack(name, reverting: reverting, into: &step) {
        $0.distribution = $1?.distribution ?? distribution
      }
    case .spacing(let spacing):
      changeStack(name, reverting: reverting, into: &step) { $0.spacing = $1?.spacing ?? spacing }
    case .customSpacing(let spacings):
      let pairs = spacings.map { (id: $0.id.value, spacing: $0.spacing.value) }
      changeStack(name, reverting: reverting, into: &step) {
        $0.customSpacing = $1?.customSpacing ?? pairs
      }
    case .layoutMarginsRelative(let value):
      changeStack(name, reverting: reverting, into: &step) {
        $0.layoutMarginsRelative = $1?.layoutMarginsRelative ?? value
      }
    case .baselineRelative(let value):
      changeStack(name, reverting: reverting, into: &step) {
        $0.baselineRelative = $1?.baselineRelative ?? value
      }
    }
  }

  /// Sets one property of the engine's view: to `value`, or to the file's view's when reverting.
  private mutating func set<Value>(
    _ property: WritableKeyPath<View, Value>, of id: ViewID, to value: Value, or file: View?
  ) {
    let new = file.map { $0[keyPath: property] } ?? value
    engine.update(id) { $0[keyPath: property] = new }
  }

  /// A view's text as written (`@key` unresolved), shown resolved for the locale.
  mutating func setText(_ text: String?, of name: String, id: ViewID) {
    table.setText(text, of: name)
    let shown = text.map { localization.resolve($0) }
    engine.update(id) { $0.text = shown }
  }

  /// Changes a stack's arrangement (the closure gets the file's state when reverting) and has
  /// the engine arrange it again.
  private mutating func changeStack(
    _ name: String, reverting: Bool, into step: inout StepRecord,
    _ change: (inout StackState, StackState?) -> Void
  ) {
    guard var stack = table.rows[name]?.stack else {
      step.warnings.append("'\(name)' is not a stack view")
      return
    }
    change(&stack, reverting ? table.rows[name]?.fileStack : nil)
    table.rows[name]?.stack = stack
    if let warning = arrange(name) { step.warnings.append(warning) }
  }

  /// Whether changes may change which constraints are in force, rather than only constants and
  /// intrinsic sizes: any property but a constant, a text, a font or a content size.
  static func changesStructure(_ changes: [PropertyChange]) -> Bool {
    changes.contains { change in
      switch change.change {
      case .constraint(.constant): false
      case .view(.text), .view(.title), .view(.placeholder), .view(.font), .view(.lines),
        .view(.preferredMaxLayoutWidth), .view(.size), .view(.contentInsets):
        false
      default: true
      }
    }
  }

  /// Trait variations' `set:` values: applied while their traits hold, the file's values otherwise.
  mutating func applyTraitProperties() {
    // Warnings here are the file's, reported when it was read; the step is thrown away.
    var step = StepRecord(index: 0, event: "", label: nil)
    for variation in scenario.controller.traits {
      for change in variation.set {
        // Only views' properties return to the file's; a constraint keeps its last value.
        guard case .view(let viewChange) = change.change, let id = table.viewID(change.target.value)
        else { continue }
        apply(viewChange, to: change.target.value, id: id, reverting: true, into: &step)
      }
    }
    for variation in scenario.controller.traits where traits.matches(variation) {
      apply(variation.set, into: &step)
    }
  }
}
