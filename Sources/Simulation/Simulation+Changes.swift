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
    case .intrinsicSize(let size):
      engine.update(id) { $0.intrinsicContentSize = base?.intrinsicContentSize ?? size }
    case .size(let size):
      let intrinsic = IntrinsicSize(width: size.width, height: size.height)
      engine.update(id) { $0.intrinsicContentSize = base?.intrinsicContentSize ?? intrinsic }
    case .hugging(let priorities):
      engine.update(id) { $0.contentHugging = base?.contentHugging ?? priorities }
    case .compressionResistance(let priorities):
      engine.update(id) { $0.compressionResistance = base?.compressionResistance ?? priorities }
    case .layoutMargins(let margins):
      engine.update(id) { $0.layoutMargins = base.map(\.layoutMargins) ?? margins }
    case .layoutMarginsFollowReadableWidth(let value):
      engine.update(id) {
        $0.layoutMarginsFollowReadableWidth = base?.layoutMarginsFollowReadableWidth ?? value
      }
    case .preservesSuperviewLayoutMargins(let value):
      engine.update(id) {
        $0.preservesSuperviewLayoutMargins = base?.preservesSuperviewLayoutMargins ?? value
      }
    case .insetsLayoutMarginsFromSafeArea(let value):
      engine.update(id) {
        $0.insetsLayoutMarginsFromSafeArea = base?.insetsLayoutMarginsFromSafeArea ?? value
      }
    case .hidden(let hidden):
      engine.update(id) { $0.isHidden = base?.isHidden ?? hidden }
    case .frame(let frame):
      engine.update(id) {
        $0.frame = base.map(\.frame) ?? frame
        $0.translatesAutoresizingMaskIntoConstraints =
          base?.translatesAutoresizingMaskIntoConstraints ?? true
      }
    case .semanticContent(let attribute):
      engine.update(id) { $0.semanticContentAttribute = base?.semanticContentAttribute ?? attribute }
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
    case .lines(let lines):
      engine.update(id) { $0.numberOfLines = base?.numberOfLines ?? lines }
    case .preferredMaxLayoutWidth(let width):
      engine.update(id) { $0.preferredMaxLayoutWidth = base.map(\.preferredMaxLayoutWidth) ?? width }
    case .contentInsets(let insets):
      engine.update(id) { $0.contentInsets = base.map(\.contentInsets) ?? insets }
    case .autoresizing:
      if !reverting { step.warnings.append("'autoresizing' of '\(name)' is not modelled yet") }
    case .scrollEnabled:
      if !reverting { step.warnings.append("'scrollEnabled' of '\(name)' is not modelled yet") }
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

  /// A view's text as written (`@key` unresolved), shown resolved for the locale.
  mutating func setText(_ text: String?, of name: String, id: ViewID) {
    table.rows[name]?.text = text
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
