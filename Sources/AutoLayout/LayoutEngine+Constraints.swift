import Cassowary

// The user's constraints: validation as UIKit does it, translation into the solver's terms,
// activation, and recovery from conflicts.
extension LayoutEngine {
  /// Adds a constraint, active by default (`isActive = true`).
  /// - Throws: a ``LayoutError`` for what UIKit refuses with an exception: an invalid pairing of
  ///   attributes, leading with left, a location equal to a constant, items without a common
  ///   ancestor, an invalid priority or number. A constraint that conflicts with the required
  ///   ones already there is not an error: it is broken and logged, as UIKit does (``messages``).
  /// - Parameter constantMayChange: whether ``setConstant(_:of:)`` will move it (a keyboard
  ///   guide's pins): the solver then changes its constant without rebuilding
  ///   (``Solver/add(_:id:constantMayChange:)``). Only speed depends on it.
  @discardableResult
  public mutating func add(
    _ constraint: LayoutConstraint, active: Bool = true, constantMayChange: Bool = false
  ) throws(LayoutError) -> LayoutConstraintID {
    try validate(constraint)
    let id = LayoutConstraintID(constraints.count)
    constraints.append(
      ConstraintState(constraint: constraint, isActive: false, constantMayChange: constantMayChange))
    if constraint.firstAttribute.isBaseline || constraint.secondAttribute?.isBaseline == true {
      baselineConstraints.append(id)
    }
    if active { install(id) }
    return id
  }

  public func constraint(_ id: LayoutConstraintID) -> LayoutConstraint {
    constraints[id.rawValue].constraint
  }

  public var constraintIDs: [LayoutConstraintID] { constraints.indices.map(LayoutConstraintID.init) }

  public func isActive(_ id: LayoutConstraintID) -> Bool { constraints[id.rawValue].isActive }

  /// Whether conflict recovery broke the constraint: active, but not satisfied.
  public func isBroken(_ id: LayoutConstraintID) -> Bool { constraints[id.rawValue].isBroken }

  /// `isActive = …`.
  public mutating func setActive(_ active: Bool, _ id: LayoutConstraintID) throws(LayoutError) {
    guard constraints.indices.contains(id.rawValue) else { throw .unknownConstraint(id) }
    if active == constraints[id.rawValue].isActive { return }
    if active {
      install(id)
    } else {
      if let solverID = constraints[id.rawValue].solverID {
        try? solver.remove(solverID)
        owners[solverID] = nil
      }
      constraints[id.rawValue].solverID = nil
      constraints[id.rawValue].installedTerms = nil
      constraints[id.rawValue].isActive = false
      constraints[id.rawValue].isBroken = false
      activationChanges += 1
    }
  }

  /// `constant = …`: changes the installed constraint in place (no rebuild).
  public mutating func setConstant(_ constant: Double, of id: LayoutConstraintID) throws(LayoutError) {
    guard constraints.indices.contains(id.rawValue) else { throw .unknownConstraint(id) }
    var changed = constraints[id.rawValue].constraint
    changed.constant = constant
    guard constant.isFinite else { throw .nonFiniteNumber(changed) }
    constraints[id.rawValue].constraint = changed
    guard let solverID = constraints[id.rawValue].solverID else { return }
    do {
      try solver.setConstant(expression(for: changed).constant, of: solverID)
    } catch {
      // The new constant conflicts with required constraints: UIKit logs and breaks this one.
      if case .unsatisfiable(_, let conflict) = error {
        try? solver.remove(solverID)
        owners[solverID] = nil
        constraints[id.rawValue].solverID = nil
        constraints[id.rawValue].isBroken = true
        logConflict(culprit: .user(id), conflict: conflict)
      }
    }
  }

  /// `priority = …`, between optional priorities only (UIKit throws otherwise).
  public mutating func setPriority(_ priority: Priority, of id: LayoutConstraintID) throws(LayoutError) {
    guard constraints.indices.contains(id.rawValue) else { throw .unknownConstraint(id) }
    var changed = constraints[id.rawValue].constraint
    changed.priority = priority
    guard priority.isValid else { throw .invalidPriority(changed) }
    let old = constraints[id.rawValue].constraint.priority
    if constraints[id.rawValue].isActive && priority.isRequired != old.isRequired {
      throw .requiredPriorityChange(id)
    }
    constraints[id.rawValue].constraint = changed
    if let solverID = constraints[id.rawValue].solverID {
      try? solver.setPriority(priority, of: solverID)
    }
  }

  // MARK: Validation

  func validate(_ c: LayoutConstraint) throws(LayoutError) {
    guard c.priority.isValid else { throw .invalidPriority(c) }
    guard c.multiplier.isFinite, c.constant.isFinite else { throw .nonFiniteNumber(c) }
    guard contains(c.firstItem.owner) else { throw .unknownView(c.firstItem.owner) }
    guard let second = c.secondItem, let secondAttribute = c.secondAttribute else {
      if !c.firstAttribute.isSize { throw .locationEqualToConstant(c) }
      return
    }
    guard contains(second.owner) else { throw .unknownView(second.owner) }
    let a = c.firstAttribute
    let b = secondAttribute
    if a.isSize != b.isSize { throw .invalidPairing(c) }
    if !a.isSize {
      if a.axis != b.axis { throw .invalidPairing(c) }
      if (a.isDirectional && b.isAbsoluteHorizontalEdge) || (a.isAbsoluteHorizontalEdge && b.isDirectional) {
        throw .leadingWithLeft(c)
      }
      if c.multiplier == 0 { throw .locationEqualToConstant(c) }
    }
    if nearestCommonAncestor(c.firstItem.owner, second.owner) == nil { throw .noCommonAncestor(c) }
  }

  // MARK: Installing

  /// Puts an active constraint into the solver; on a conflict, breaks it and logs, as UIKit does.
  mutating func install(_ id: LayoutConstraintID) {
    if !constraints[id.rawValue].isActive { activationChanges += 1 }
    constraints[id.rawValue].isActive = true
    constraints[id.rawValue].isBroken = false
    let c = constraints[id.rawValue].constraint
    let solverID = makeSolverID(for: .user(id))
    let expr = expression(for: c)
    let relation = c.relation
    do {
      try solver.add(
        Constraint(expr, relation, priority: c.priority), id: solverID,
        constantMayChange: constraints[id.rawValue].constantMayChange)
      constraints[id.rawValue].solverID = solverID
      constraints[id.rawValue].installedTerms = expr.terms
    } catch {
      owners[solverID] = nil
      constraints[id.rawValue].isBroken = true
      if case .unsatisfiable(_, let conflict) = error {
        logConflict(culprit: .user(id), conflict: conflict.filter { $0 != solverID } + [solverID])
      }
    }
  }

  /// `first.attribute - multiplier × second.attribute - constant`, the solver's `expression R 0`.
  ///
  /// Locations are measured in the bounds of the view the constraint is installed on, the items'
  /// nearest common ancestor, as UIKit does: with a multiplier other than 1 that origin matters
  /// (`view.centerX == superview.right × 0.5` is half the superview's width from its left edge).
  ///
  /// Leading and trailing follow the layout direction of that same view: under right-to-left they
  /// are the right and left edges measured leftwards, so `a.leading == b.trailing + 8` puts `a`
  /// 8 pt to the left of `b`. A container forced left-to-right (`semanticContentAttribute`) thus
  /// lays its subviews out left-to-right whatever the language.
  mutating func expression(for c: LayoutConstraint) -> LinearExpression {
    let host = c.secondItem.flatMap { nearestCommonAncestor(c.firstItem.owner, $0.owner) } ?? c.firstItem.owner
    let rightToLeft = isRightToLeft(host)
    let first = c.secondItem.map { scrollContentItem(c.firstItem, c.firstAttribute, facing: $0) } ?? c.firstItem
    var result = attributeExpression(first, c.firstAttribute, rightToLeft: rightToLeft)
    if let second = c.secondItem, let attribute = c.secondAttribute {
      let second = scrollContentItem(second, attribute, facing: c.firstItem)
      result = result - attributeExpression(second, attribute, rightToLeft: rightToLeft) * c.multiplier
      if !c.firstAttribute.isSize && c.multiplier != 1,
        let host = nearestCommonAncestor(c.firstItem.owner, second.owner)
      {
        let origin = variablesCreatingGuide(.view(host))
        let start = c.firstAttribute.axis == .horizontal ? leftEdge(origin) : LinearExpression(origin.top)
        result = result + start * (c.multiplier - 1)
      }
    }
    return result - c.constant
  }

  /// An attribute of an item as a linear expression of its variables.
  mutating func attributeExpression(
    _ item: LayoutItem, _ attribute: LayoutAttribute, rightToLeft: Bool
  ) -> LinearExpression {
    if let plain = attribute.withoutMargin {
      return attributeExpression(.guide(item.owner, .margins), plain, rightToLeft: rightToLeft)
    }
    let v = variablesCreatingGuide(item)
    switch attribute {
    case .left: return leftEdge(v)
    case .right: return rightEdge(v)
    case .top: return LinearExpression(v.top)
    case .bottom: return v.top + v.height
    case .width: return LinearExpression(v.width)
    case .height: return LinearExpression(v.height)
    case .centerX: return leftEdge(v) + v.width * 0.5
    case .centerY: return v.top + v.height * 0.5
    // Under right-to-left, leading is the right edge measured leftwards: in a right-to-left
    // window, exactly ``ItemVariables/start``.
    case .leading: return rightToLeft ? -rightEdge(v) : leftEdge(v)
    case .trailing: return rightToLeft ? -leftEdge(v) : rightEdge(v)
    case .firstBaseline, .lastBaseline:
      // A view without text has its baselines at its bottom edge (UIView's
      // `viewForFirstBaselineLayout` is the view itself); labels and buttons with text have
      // them where the text model puts them (LayoutEngine+Text.swift).
      if case .view(let id) = item, let baseline = textBaseline(of: id, attribute, v) {
        return baseline
      }
      // A stack view's baseline is one of its arranged views' (LayoutEngine+StackView.swift).
      if case .view(let id) = item, let inner = baselineView(of: id, attribute) {
        return attributeExpression(.view(inner), attribute, rightToLeft: rightToLeft)
      }
      return v.top + v.height
    default: return leftEdge(v)  // the margin attributes are handled above
    }
  }

  /// The view's effective layout direction: its `semanticContentAttribute`, else the window's.
  public func isRightToLeft(_ id: ViewID) -> Bool {
    switch nodes[id.rawValue].view.semanticContentAttribute {
    case .forceLeftToRight: false
    case .forceRightToLeft: true
    case .unspecified: window.isRightToLeft
    }
  }
}
