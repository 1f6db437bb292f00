import AutoLayout
import ScenarioFormat

extension Expectation.Step {
  /// As written in the file.
  public var description: String {
    switch self {
    case .label(let label): label
    case .index(let index): String(index)
    case .end: "end"
    case .every: "every"
    }
  }
}

extension Simulation {
  /// Whether an expectation applies to a step of the timeline.
  public func applies(_ expectation: Expectation, to step: StepRecord) -> Bool {
    switch expectation.at.value {
    case .label(let label): step.label == label
    case .index(let index): step.index == index
    case .end: step.index == timeline.count
    case .every: true
    }
  }

  /// Checks the expectations that apply to the step just played, while the engine is in its state.
  mutating func evaluateExpectations(_ step: StepRecord) {
    for (i, expectation) in scenario.expectations.enumerated() where applies(expectation, to: step) {
      let isEvery = expectation.at.value == .every
      expectationResults[i].failures += check(expectation, step).map {
        ExpectationFailure(step: step.index, label: step.label, isEvery: isEvery, what: $0)
      }
      expectationResults[i].evaluated = true
    }
  }

  func check(_ expectation: Expectation, _ step: StepRecord) -> [ExpectationFailure.What] {
    let tolerance = expectation.tolerance?.value ?? 0.5
    var failures: [ExpectationFailure.What] = []
    for (expected, inWindow) in expectation.frames.map({ ($0, false) }) + expectation.window.map({ ($0, true) }) {
      guard let actual = step.frame(of: expected.id.value) else {
        failures.append(.missingView(expected.id.value))
        continue
      }
      if let failure = checkFrame(expected, inWindow: inWindow, actual, tolerance: tolerance) {
        failures.append(.frame(failure))
      }
    }
    for relation in expectation.that.flatMap(\.expressions) {
      if let failure = checkRelation(relation, step: step, tolerance: tolerance) {
        failures.append(.relation(failure))
      }
    }
    for kind in expectation.no {
      for issue in step.issues where issue.kind.rawValue == kind.value.rawValue {
        failures.append(.issue(issue))
      }
    }
    for line in expectation.log where !(step.log + step.messages).contains(where: { $0.contains(line.value) }) {
      failures.append(.log(missing: line.value, log: step.log))
    }
    return failures
  }

  /// A `frames:` or `window:` entry against the view's frame: nil when every component it
  /// writes is within `tolerance`.
  func checkFrame(_ expected: FrameExpectation, inWindow: Bool, _ actual: ViewFrame, tolerance: Double)
    -> FrameFailure?
  {
    let rect = inWindow ? actual.window : actual.frame
    var failure = FrameFailure(
      id: expected.id.value, inWindow: inWindow,
      expected: [expected.x?.value, expected.y?.value, expected.width?.value, expected.height?.value],
      actual: rect, actualInWindow: actual.window, differences: [])
    for (side, (want, got)) in zip(["x", "y", "width", "height"], zip(failure.expected, failure.actualSides)) {
      guard let want, abs(got - want) > tolerance else { continue }
      failure.differences.append(FrameFailure.Difference(side: side, amount: got - want))
    }
    return failure.differences.isEmpty ? nil : failure
  }

  /// `that:` — the relation between two anchors, on the step's frames (window coordinates).
  func checkRelation(_ relation: ConstraintExpression, step: StepRecord, tolerance: Double)
    -> RelationFailure?
  {
    let resolved: (LayoutItem, LayoutItem?)?
    do throws(ScenarioError) {
      resolved = try items(of: relation)
    } catch {
      return RelationFailure(relation: relation, reason: .unresolved(error.message))
    }
    guard let (first, second) = resolved,
      var left = anchorValue(first, relation.first.attribute, step: step)
    else {
      return RelationFailure(relation: relation, reason: .notInTree)
    }
    var right = relation.constant
    if let second, let attribute = relation.second?.attribute {
      guard var value = anchorValue(second, attribute, step: step) else {
        return RelationFailure(relation: relation, reason: .notInTree)
      }
      // Leading and trailing run the other way right to left: `a.leading >= b.trailing` means
      // "a starts after b ends" in reading order, as the engine installs such a constraint.
      if relation.first.attribute.isDirectional, attribute.isDirectional, engine.isRightToLeft(first.owner) {
        left = -left
        value = -value
      }
      right = relation.multiplier * value + relation.constant
    }
    let holds: Bool
    switch relation.relation {
    case .equal: holds = abs(left - right) <= tolerance
    case .lessThanOrEqual: holds = left <= right + tolerance
    case .greaterThanOrEqual: holds = left >= right - tolerance
    }
    guard !holds else { return nil }
    return RelationFailure(relation: relation, reason: .violated(left: left, right: right))
  }

  /// An attribute's value on the step's frames, in window coordinates.
  func anchorValue(_ item: LayoutItem, _ attribute: LayoutAttribute, step: StepRecord) -> Double? {
    var attribute = attribute
    var target = item
    if let plain = attribute.withoutMargin, case .view(let owner) = item {
      attribute = plain
      target = .guide(owner, .margins)
    }
    guard let frame = windowFrame(of: target, step: step) else { return nil }
    let rtl = engine.isRightToLeft(target.owner)
    switch attribute {
    case .left: return frame.minX
    case .right: return frame.maxX
    case .top: return frame.minY
    case .bottom: return frame.maxY
    case .leading: return rtl ? frame.maxX : frame.minX
    case .trailing: return rtl ? frame.minX : frame.maxX
    case .width: return frame.width
    case .height: return frame.height
    case .centerX: return (frame.minX + frame.maxX) / 2
    case .centerY: return (frame.minY + frame.maxY) / 2
    case .firstBaseline, .lastBaseline:
      guard case .view(let id) = target, engine.view(id).measuresText else { return frame.maxY }
      let font = engine.view(id).resolvedFont(in: engine.window)
      return attribute == .firstBaseline ? frame.minY + font.ascender : frame.maxY - font.descender
    default: return nil
    }
  }

  /// A view's frame from the step; a guide's from its owner's and its insets, except the guides
  /// whose frame is not an inset of their owner's: a custom guide's, and a scroll view's content
  /// layout guide, whose size is the content size the content's constraints give (not the scroll
  /// view's frame), and frame layout guide; those are read from the engine's own guide.
  func windowFrame(of item: LayoutItem, step: StepRecord) -> Rect? {
    switch item {
    case .view(let id):
      guard let name = name(of: id) else { return nil }
      return step.frame(of: name)?.window
    case .guide(let owner, let kind):
      switch kind {
      case .custom, .contentLayout, .frameLayout:
        if let frame = engine.unroundedWindowFrame(of: item) {
          return frame.roundedToPixels(scale: engine.window.scale)
        }
        if case .custom = kind { return nil }
      default: break
      }
      guard let name = name(of: owner), let frame = step.frame(of: name)?.window else { return nil }
      let insets = engine.insets(of: kind, of: owner)
      return Rect(
        x: frame.minX + insets.left, y: frame.minY + insets.top,
        width: frame.width - insets.left - insets.right, height: frame.height - insets.top - insets.bottom
      ).roundedToPixels(scale: engine.window.scale)
    }
  }
}
