import AutoLayout
import Cassowary
import ScenarioFormat

// Answers to "why is this view here?": the constraints on a view with their state, and the chain
// of constraints that put one of its attributes where it is.
extension Simulation {
  /// Every constraint of the file that names the view, with whether it is active, whether it holds
  /// in the current frames, and whether conflict recovery broke it.
  public func constraintStates(of name: String) -> [ConstraintState] {
    guard let id = table.viewID(name) else { return [] }
    var states: [ConstraintState] = []
    for c in constraints {
      guard let engineID = c.engineID else { continue }
      let constraint = engine.constraint(engineID)
      guard constraint.firstItem.owner == id || constraint.secondItem?.owner == id else { continue }
      let state: ConstraintState.State =
        engine.isBroken(engineID)
        ? .broken : engine.isActive(engineID) ? .active(satisfied: holds(c.expression)) : .inactive
      states.append(ConstraintState(name: c.name, expression: c.expression, state: state))
    }
    return states
  }

  /// A view's intrinsic content size as the engine uses it, with its priorities; nil when it has
  /// none on either axis.
  public func intrinsicSizeState(of name: String) -> IntrinsicSizeState? {
    guard let id = table.viewID(name) else { return nil }
    let size = engine.effectiveIntrinsicSize(of: id)
    guard size.width != nil || size.height != nil else { return nil }
    let view = engine.view(id)
    return IntrinsicSizeState(
      size: size, hugging: view.contentHugging, compressionResistance: view.compressionResistance)
  }

  /// Whether a constraint holds on the last step's frames (within half a point).
  func holds(_ expression: ConstraintExpression) -> Bool {
    guard let step = steps.last else { return false }
    return checkRelation(expression, step: step, tolerance: 0.5) == nil
  }

  /// The chain of constraints behind `name.attribute`'s value: the active constraints on that
  /// attribute that hold with equality (the ones that decide it), then, for each, the same
  /// question about the attribute on its other side, depth first, each constraint told once.
  /// What decides a value is asked in tiers, the first that answers winning (``Question/tiers``):
  /// for a size, the constraints on the size, else those on the edges; for a position, those on
  /// the same edge (`left` is `leading` left to right), else any on its axis (another edge or the
  /// centre with the size). A position prefers the constraints that name the item first
  /// (`a.leading == b.leading` places `a`, not `b`). The root view is placed by the window.
  /// Nil when the view is not in the tree on the last step.
  public func why(_ name: String, _ attribute: LayoutAttribute) -> WhyChain? {
    guard let id = table.viewID(name), let step = steps.last, let frame = step.frame(of: name) else {
      return nil
    }
    var chain = WhyChain(
      view: name, attribute: attribute, value: anchorValue(.view(id), attribute, step: step) ?? .nan,
      frame: frame.frame, reasons: [])
    var visited: Set<Question> = [Question(item: .view(id), attribute: attribute)]
    var told: Set<Int> = []
    explain(
      Question(item: .view(id), attribute: attribute), depth: 1, step: step, visited: &visited,
      told: &told, into: &chain.reasons)
    return chain
  }

  /// An attribute of an item, asked about once in a chain.
  struct Question: Hashable {
    var item: LayoutItem
    var attribute: LayoutAttribute

    /// Which attributes of the item answer the question, most direct first.
    func tiers(rightToLeft: Bool) -> [(LayoutAttribute) -> Bool] {
      let asked = attribute
      let sameAxis = { (other: LayoutAttribute) in other.axis == asked.axis }
      if asked.isSize {
        return [{ $0 == asked }, { sameAxis($0) && !$0.isSize }]
      }
      let edge = { (other: LayoutAttribute) in
        Self.physicalEdge(other, rightToLeft) == Self.physicalEdge(asked, rightToLeft)
      }
      return [edge, sameAxis]
    }

    /// `leading` and `trailing` as the `left` or `right` they are in the item's direction.
    static func physicalEdge(_ attribute: LayoutAttribute, _ rightToLeft: Bool) -> LayoutAttribute {
      switch attribute {
      case .leading: rightToLeft ? .right : .left
      case .trailing: rightToLeft ? .left : .right
      default: attribute
      }
    }
  }

  /// A constraint that decides a question, and the question about its other side (nil for a
  /// constant).
  struct Answer {
    var index: Int
    var constraint: InstalledConstraint
    var next: Question?
  }

  /// The constraints that hold with equality on the first tier of `question` that has any, and
  /// that tier's index (nil when none has).
  private func answers(
    to question: Question, step: StepRecord, told: Set<Int>
  ) -> (tier: Int?, answers: [Answer]) {
    let item = question.item
    let tiers = question.tiers(rightToLeft: engine.isRightToLeft(item.owner))
    // A position asks the constraints naming the item first, then those naming it second.
    let sides: [[Bool]] = question.attribute.isSize ? [[true, false]] : [[true], [false]]
    for (tier, answers) in tiers.enumerated() {
      for side in sides {
        var found: [Answer] = []
        for (index, c) in constraints.enumerated() where !told.contains(index) {
          guard let engineID = c.engineID, engine.isActive(engineID), !engine.isBroken(engineID) else {
            continue
          }
          let constraint = engine.constraint(engineID)
          let next: Question?
          if side.contains(true), constraint.firstItem == item, answers(constraint.firstAttribute) {
            next = constraint.secondItem.map {
              Question(item: $0, attribute: constraint.secondAttribute ?? constraint.firstAttribute)
            }
          } else if side.contains(false), let second = constraint.secondItem, second == item,
            let attribute = constraint.secondAttribute, answers(attribute)
          {
            next = Question(item: constraint.firstItem, attribute: constraint.firstAttribute)
          } else {
            continue
          }
          // Only a constraint that holds with equality decides the value (an inequality with
          // room, or an optional constraint that gave way, does not).
          var tight = c.expression
          tight.relation = .equal
          guard checkRelation(tight, step: step, tolerance: 0.5) == nil else { continue }
          found.append(Answer(index: index, constraint: c, next: next))
        }
        if !found.isEmpty { return (tier, found) }
      }
    }
    return (nil, [])
  }

  private func explain(
    _ question: Question, depth: Int, step: StepRecord,
    visited: inout Set<Question>, told: inout Set<Int>, into reasons: inout [WhyChain.Reason]
  ) {
    guard depth <= 6 else { return }
    let item = question.item
    func add(_ what: WhyChain.What) { reasons.append(WhyChain.Reason(depth: depth, what: what)) }
    func ask(_ next: Question) {
      guard !visited.contains(next) else { return }
      visited.insert(next)
      explain(next, depth: depth + 1, step: step, visited: &visited, told: &told, into: &reasons)
    }
    if case .view(let id) = item, id == engine.root {
      // The root view fills the window whatever names it.
      add(.window(engine.window.size))
      return
    }
    let (tier, found) = answers(to: question, step: step, told: told)
    for answer in found where !told.contains(answer.index) {
      told.insert(answer.index)
      add(.constraint(name: answer.constraint.name, expression: answer.constraint.expression))
      if let next = answer.next { ask(next) }
    }
    var decided = !found.isEmpty
    switch item {
    case .view(let id):
      let size = engine.effectiveIntrinsicSize(of: id)
      let laidOut = name(of: id).flatMap { step.frame(of: $0)?.frame }
      let axis = question.attribute.axis
      let length = laidOut.map { axis == .horizontal ? $0.width : $0.height }
      // The intrinsic size decides the length only where the view is as long as it, and a
      // position only through the length, when nothing on its own edge placed it.
      let onEdge = !question.attribute.isSize && tier == 0
      if !onEdge, let intrinsic = size[axis], let length, abs(length - intrinsic) < 0.5 {
        decided = true
        add(.intrinsicSize(intrinsic, view: engine.describe(item)))
      }
    case .guide(let owner, let kind):
      decided = true
      if item == keyboardGuide {
        let guide = engine.unroundedWindowFrame(of: keyboardGuide) ?? .zero
        add(.keyboardGuide(state: keyboard.mode.rawValue, keyboard: keyboard.frame, guide: guide))
      } else {
        let insets = engine.insets(of: kind, of: owner)
        add(.guide(engine.describe(item), insets: insets, owner: engine.view(owner).name))
      }
      ask(Question(item: .view(owner), attribute: question.attribute))
    }
    if !decided, depth == 1 { add(.ambiguous) }
  }
}

extension Simulation {
  /// The ids of the views in the tree now, in the file's order.
  public var viewNames: [String] { table.order.filter { table.rows[$0]?.isInTree == true } }

  /// The names of the file's named constraints.
  public var constraintNames: [String] { named.keys.sorted() }
}
