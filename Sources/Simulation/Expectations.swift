import AutoLayout
import ScenarioFormat

/// One expectation's outcome over the steps it applies to.
public struct ExpectationResult: Hashable, Sendable {
  /// `at:` as written: a label, an index, `end` or `every`.
  public var at: String
  public var location: SourceLocation
  /// Each failure in words: what, expected, actual, difference; prefixed with the step for
  /// `every`. Empty when the expectation holds.
  public var failures: [String]
  /// Whether a step it applies to has been played (an expectation for a step not reached yet
  /// neither passes nor fails).
  public var evaluated: Bool

  public var passed: Bool { evaluated && failures.isEmpty }
}

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
  func applies(_ expectation: Expectation, to step: StepRecord) -> Bool {
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
      var failures = check(expectation, step)
      if case .every = expectation.at.value {
        failures = failures.map { "step \(step.index)\(step.label.map { " (\($0))" } ?? ""): \($0)" }
      }
      expectationResults[i].failures += failures
      expectationResults[i].evaluated = true
    }
  }

  func check(_ expectation: Expectation, _ step: StepRecord) -> [String] {
    let tolerance = expectation.tolerance?.value ?? 0.5
    var failures: [String] = []
    for (expected, inWindow) in expectation.frames.map({ ($0, false) }) + expectation.window.map({ ($0, true) }) {
      let id = expected.id.value
      guard let actual = step.frame(of: id) else {
        failures.append("'\(id)' is not in the view tree")
        continue
      }
      let rect = inWindow ? actual.window : actual.frame
      let parts: [(String, Double?, Double)] = [
        ("x", expected.x?.value, rect.minX), ("y", expected.y?.value, rect.minY),
        ("width", expected.width?.value, rect.width), ("height", expected.height?.value, rect.height),
      ]
      let off = parts.compactMap { name, want, got -> String? in
        guard let want, abs(got - want) > tolerance else { return nil }
        let d = got - want
        return "\(name) \(d > 0 ? "+" : "")\(Self.format(d))"
      }
      guard !off.isEmpty else { continue }
      let wanted = parts.map { $0.1.map(Self.format) ?? "_" }.joined(separator: ", ")
      let got = parts.map { Self.format($0.2) }.joined(separator: ", ")
      failures.append(
        "\(inWindow ? "window frame" : "frame") of '\(id)': expected [\(wanted)], got [\(got)] (\(off.joined(separator: ", ")))")
    }
    for relation in expectation.that.flatMap(\.expressions) {
      if let failure = checkRelation(relation, step: step, tolerance: tolerance) { failures.append(failure) }
    }
    for kind in expectation.no {
      for issue in step.issues where issue.kind.rawValue == kind.value.rawValue {
        failures.append("\(kind.value.rawValue): \(issue.message)")
      }
    }
    for line in expectation.log {
      let found = (step.log + step.messages).contains { $0.contains(line.value) }
      if !found {
        failures.append("log: no '\(line.value)' in [\(step.log.joined(separator: ", "))]")
      }
    }
    return failures
  }

  /// `that:` — the relation between two anchors, on the step's frames (window coordinates).
  func checkRelation(_ relation: ConstraintExpression, step: StepRecord, tolerance: Double) -> String? {
    let resolved: (LayoutItem, LayoutItem?)?
    do throws(ScenarioError) {
      resolved = try items(of: relation)
    } catch {
      return "that \(relation): \(error.message)"
    }
    guard let (first, second) = resolved,
      var left = anchorValue(first, relation.first.attribute, step: step)
    else {
      return "that \(relation): an item is not in the view tree"
    }
    var right = relation.constant
    if let second, let attribute = relation.second?.attribute {
      guard var value = anchorValue(second, attribute, step: step) else {
        return "that \(relation): an item is not in the view tree"
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
    return "that \(relation): \(Self.format(left)) \(relation.relation.rawValue) \(Self.format(right)) does not hold (off by \(Self.format(abs(left - right))))"
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
      let font = engine.view(id).resolvedFont(
        category: engine.window.contentSizeCategory, ios: engine.window.ios)
      return attribute == .firstBaseline ? frame.minY + font.ascender : frame.maxY - font.descender
    default: return nil
    }
  }

  /// A view's frame from the step; a guide's from its owner's and its insets.
  func windowFrame(of item: LayoutItem, step: StepRecord) -> Rect? {
    switch item {
    case .view(let id):
      guard let name = name(of: id) else { return nil }
      return step.frame(of: name)?.window
    case .guide(let owner, let kind):
      if case .custom = kind {
        return engine.unroundedWindowFrame(of: item)?.roundedToPixels(scale: engine.window.scale)
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
