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
  /// attribute that hold with equality (the ones that decide it — for a width or height, those on
  /// the size; for a position, any on its axis), then, for each, the same question about the
  /// attribute on its other side, depth first, each constraint told once.
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
    /// What decides a position is anything on its axis; what decides a size is, first, the
    /// constraints on sizes, else those on both its edges (`edges` true).
    func isAnswered(by attribute: LayoutAttribute, edges: Bool) -> Bool {
      guard attribute.axis == self.attribute.axis else { return false }
      guard self.attribute.isSize else { return true }
      return edges ? !attribute.isSize : attribute == self.attribute
    }
  }

  private func explain(
    _ question: Question, depth: Int, step: StepRecord,
    visited: inout Set<Question>, told: inout Set<Int>, into reasons: inout [WhyChain.Reason]
  ) {
    guard depth <= 6 else { return }
    let item = question.item
    func add(_ what: WhyChain.What) { reasons.append(WhyChain.Reason(depth: depth, what: what)) }
    var found = false
    for edges in question.attribute.isSize ? [false, true] : [false] where !found {
    for (index, c) in constraints.enumerated() where !told.contains(index) {
      guard let engineID = c.engineID, engine.isActive(engineID), !engine.isBroken(engineID) else { continue }
      let constraint = engine.constraint(engineID)
      // The constraint's other side: the next question of the chain.
      let other: (LayoutItem, LayoutAttribute)?
      if constraint.firstItem == item, question.isAnswered(by: constraint.firstAttribute, edges: edges) {
        other = constraint.secondItem.map { ($0, constraint.secondAttribute ?? constraint.firstAttribute) }
      } else if let second = constraint.secondItem, second == item,
        let attribute = constraint.secondAttribute, question.isAnswered(by: attribute, edges: edges)
      {
        other = (constraint.firstItem, constraint.firstAttribute)
      } else {
        continue
      }
      // Only a constraint that holds with equality decides the value (an inequality with room,
      // or an optional constraint that gave way, does not).
      var tight = c.expression
      tight.relation = .equal
      guard checkRelation(tight, step: step, tolerance: 0.5) == nil else { continue }
      found = true
      told.insert(index)
      add(.constraint(name: c.name, expression: c.expression))
      guard let (otherItem, otherAttribute) = other else { continue }
      let next = Question(item: otherItem, attribute: otherAttribute)
      guard !visited.contains(next) else { continue }
      visited.insert(next)
      explain(next, depth: depth + 1, step: step, visited: &visited, told: &told, into: &reasons)
    }
    }
    switch item {
    case .view(let id):
      let size = engine.effectiveIntrinsicSize(of: id)
      let laidOut = name(of: id).flatMap { step.frame(of: $0)?.frame }
      let axis = question.attribute.axis
      let length = laidOut.map { axis == .horizontal ? $0.width : $0.height }
      // The intrinsic size decides the length only where the view is as long as it.
      if let intrinsic = size[axis], let length, abs(length - intrinsic) < 0.5 {
        found = true
        add(.intrinsicSize(intrinsic, view: engine.describe(item)))
      }
      if id == engine.root {
        found = true
        add(.window(engine.window.size))
      }
    case .guide(let owner, let kind):
      found = true
      let insets = engine.insets(of: kind, of: owner)
      add(.guide(engine.describe(item), insets: insets, owner: engine.view(owner).name))
      let next = Question(item: .view(owner), attribute: question.attribute)
      if !visited.contains(next) {
        visited.insert(next)
        explain(next, depth: depth + 1, step: step, visited: &visited, told: &told, into: &reasons)
      }
    }
    if !found, depth == 1 { add(.ambiguous) }
  }
}

extension Simulation {
  /// The ids of the views in the tree now, in the file's order.
  public var viewNames: [String] { table.order.filter { table.rows[$0]?.isInTree == true } }

  /// The names of the file's named constraints.
  public var constraintNames: [String] { named.keys.sorted() }
}
