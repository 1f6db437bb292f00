import Cassowary

// UIStackView: the constraints it makes for its arranged subviews, with UIKit's identifiers,
// relations and priorities (`reference/existing-systems.md` §3.6, after kean.blog "Let's Build
// UIStackView" and the forkingdog FDStackView notes on UIKit's private `_UILayoutArrangement`
// classes). Along the axis, `_UIOrderedLayoutArrangement`: the first and last views pinned to the
// canvas, spacing between neighbours, and the distribution. Across it,
// `_UIAlignedLayoutArrangement`: the views aligned to the first one, and for alignments other
// than fill a spacer guide that spans them all and loosely hugs them.
extension LayoutEngine {
  /// Makes `stack` a `UIStackView` arranging `arrangedSubviews` in order, as setting its
  /// properties and `arrangedSubviews` does: the constraints it made before are removed and made
  /// anew. Arranged views stop translating their autoresizing masks, as UIKit turns
  /// `translatesAutoresizingMaskIntoConstraints` off for them.
  ///
  /// - Throws: `.unknownView` for a view not in the tree; `.notArrangeable` for a view that is
  ///   not a subview of `stack`, or is listed twice.
  public mutating func setArrangement(
    _ configuration: StackViewConfiguration, arrangedSubviews: [ViewID], of stack: ViewID
  ) throws(LayoutError) {
    guard contains(stack) else { throw .unknownView(stack) }
    var seen: Set<ViewID> = []
    for id in arrangedSubviews {
      guard contains(id) else { throw .unknownView(id) }
      guard nodes[id.rawValue].superview == stack, seen.insert(id).inserted else {
        throw .notArrangeable(id, stack: stack)
      }
    }
    for id in arrangedSubviews {
      nodes[id.rawValue].view.translatesAutoresizingMaskIntoConstraints = false
      autoresizingReference[id] = nil
    }
    let old = arrangements[stack]?.generated ?? []
    arrangements[stack] = StackArrangement(
      configuration: configuration, arrangedSubviews: arrangedSubviews, generated: old)
    regenerateArrangement(of: stack)
  }

  /// The stack view's configuration and arranged subviews; nil for a view that is not one.
  public func arrangement(of stack: ViewID) -> (
    configuration: StackViewConfiguration, arrangedSubviews: [ViewID]
  )? {
    arrangements[stack].map { ($0.configuration, $0.arrangedSubviews) }
  }

  /// The stack view that arranges the view, if any.
  public func arrangingStack(of id: ViewID) -> ViewID? {
    guard let superview = nodes[id.rawValue].superview,
      arrangements[superview]?.arrangedSubviews.contains(id) == true
    else { return nil }
    return superview
  }

  /// The `UISV-*` constraints the stack view has made, as `NSLayoutConstraint.description`
  /// prints them (what a conflict log would list).
  public func generatedConstraintDescriptions(of stack: ViewID) -> [String] {
    guard let arrangement = arrangements[stack] else { return [] }
    return arrangement.generated.indices.map { describe(ConstraintOwner.stack(stack, $0)) }
  }

  // MARK: Keeping the constraints current

  /// The stacks that arrange the view, and the stacks that arrange those, innermost first: what
  /// a change to the view can reach (its hidden state, its size, its baselines).
  func arrangingStacks(of id: ViewID) -> [ViewID] {
    var chain: [ViewID] = []
    var current = id
    while let stack = arrangingStack(of: current) {
      chain.append(stack)
      current = stack
    }
    return chain
  }

  /// Every stack view, in view order (never the dictionary's).
  /// (Sorted by id, which is view order: a pass asks several times, and most screens have far
  /// fewer stacks than views.)
  var stackIDs: [ViewID] { arrangements.keys.sorted { $0.rawValue < $1.rawValue } }

  /// Makes every stack's constraints again: after the layout direction or the Dynamic Type size
  /// changed (leading and trailing, baselines and proportions are resolved when made).
  mutating func regenerateAllArrangements() {
    for stack in stackIDs { regenerateArrangement(of: stack) }
  }

  /// Makes the fill-proportionally shares again where an arranged view's intrinsic size moved.
  mutating func refreshProportionalArrangements() {
    for stack in stackIDs {
      guard let arrangement = arrangements[stack],
        arrangement.configuration.distribution == .fillProportionally,
        proportions(of: stack, arrangement) != arrangement.proportions
      else { continue }
      regenerateArrangement(of: stack)
    }
  }

  /// Removes the stack's constraints from the solver and makes them again from its arrangement.
  mutating func regenerateArrangement(of stack: ViewID) {
    guard var arrangement = arrangements[stack] else { return }
    for old in arrangement.generated {
      guard let id = old.solverID else { continue }
      try? solver.remove(id)
      owners[id] = nil
    }
    arrangement.arrangedSubviews = arrangement.arrangedSubviews.filter {
      nodes[$0.rawValue].superview == stack
    }
    arrangement.generated = []
    arrangement.proportions = proportions(of: stack, arrangement)
    arrangements[stack] = arrangement
    for (constraint, form) in stackConstraints(of: stack, arrangement) {
      let index = arrangements[stack]!.generated.count
      arrangements[stack]!.generated.append(
        GeneratedConstraint(constraint: constraint, form: form, solverID: nil))
      let solverID = makeSolverID(for: .stack(stack, index))
      do {
        try solver.add(
          Constraint(expression(for: constraint), constraint.relation, priority: constraint.priority),
          id: solverID)
        arrangements[stack]!.generated[index].solverID = solverID
      } catch {
        owners[solverID] = nil
        if case .unsatisfiable(_, let conflict) = error {
          logConflict(culprit: .stack(stack, index), conflict: conflict.filter { $0 != solverID } + [solverID])
        }
      }
    }
  }

  // MARK: The constraints

  /// The arrangement's constraints, in the order UIKit makes them: along the axis, then across.
  func stackConstraints(of stack: ViewID, _ arrangement: StackArrangement)
    -> [(LayoutConstraint, GeneratedConstraint.Form)]
  {
    let items = arrangement.arrangedSubviews
    guard !items.isEmpty else { return [] }
    return distributionConstraints(of: stack, arrangement)
      + alignmentConstraints(of: stack, arrangement)
  }

  /// The views laid out inside the stack's edges, or its layout margins.
  private func canvas(of stack: ViewID, _ configuration: StackViewConfiguration) -> LayoutItem {
    configuration.isLayoutMarginsRelativeArrangement ? .guide(stack, .margins) : .view(stack)
  }

  /// `_UIOrderedLayoutArrangement`: the first view's leading (top) edge on the canvas's, the
  /// last view's trailing (bottom) edge on the canvas's, and between neighbours the spacing; a
  /// hidden view is `UISV-hiding` (zero length, required) and the spacing beside it 0, so its
  /// neighbours are a gap apart as if it were not there. Then the distribution:
  ///
  /// - `fill`: nothing more; hugging and compression resistance decide who stretches.
  /// - `fillEqually`: `UISV-fill-equally`, every visible view as long as the first (required).
  /// - `fillProportionally`: `UISV-fill-proportionally`, each visible view's length a share of
  ///   the canvas's, the share being its intrinsic length ÷ (the intrinsic lengths + the gaps),
  ///   at 999, 998, 997 … in order, so the last view takes what rounding and conflicts leave.
  /// - `equalSpacing`: the spacing becomes a least gap (`>=`); a `_UIOLAGapGuide` spans each gap
  ///   (`UISV-distributing-edge`) and the gaps are equal (`UISV-fill-equally`, required).
  /// - `equalCentering`: the same, but each gap guide spans neighbouring centres, and their
  ///   equality is only at 149, below hugging, so the views keep their sizes.
  ///
  /// All but `fill` add `UISV-canvas-fit` (the stack's length 0 at 49), so a stack that nothing
  /// else sizes along its axis fits its content.
  private func distributionConstraints(of stack: ViewID, _ arrangement: StackArrangement)
    -> [(LayoutConstraint, GeneratedConstraint.Form)]
  {
    let c = arrangement.configuration
    let items = arrangement.arrangedSubviews
    let canvas = canvas(of: stack, c)
    let (lead, trail, length, center): (LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute) =
      c.axis == .horizontal ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
    let visible = items.filter { !isHidden($0) }
    var made = GeneratedConstraints()
    let first = items[0]
    let last = items[items.count - 1]
    made.add(canvas, lead, .equal, .view(first), lead, "UISV-canvas-connection")
    made.add(.view(last), trail, .equal, canvas, trail, "UISV-canvas-connection", form: .canvasEnd)

    let gaps = gapConstraints(&made, items, c, lead: lead, trail: trail)
    for id in items where isHidden(id) {
      made.add(.view(id), length, .equal, nil, nil, "UISV-hiding")
    }

    switch c.distribution {
    case .fill:
      break
    case .fillEqually:
      for id in visible.dropFirst() {
        made.add(.view(id), length, .equal, .view(visible[0]), length, "UISV-fill-equally")
      }
    case .fillProportionally:
      let shares = proportions(of: stack, arrangement)
      for (k, (id, share)) in zip(visible, shares).enumerated() where share > 0 {
        made.add(
          .view(id), length, .equal, canvas, length, times: share,
          priority: Priority(max(999 - Double(k), 1)), "UISV-fill-proportionally")
      }
    case .equalSpacing, .equalCentering:
      let centred = c.distribution == .equalCentering
      for (k, gap) in gaps.enumerated() {
        let guide = LayoutItem.guide(stack, .distributionGap(k))
        made.add(guide, lead, .equal, .view(gap.before), centred ? center : trail, "UISV-distributing-edge")
        made.add(.view(gap.after), centred ? center : lead, .equal, guide, trail, "UISV-distributing-edge")
        if k > 0 {
          made.add(
            guide, length, .equal, .guide(stack, .distributionGap(0)), length,
            priority: centred ? 149 : .required, "UISV-fill-equally")
        }
      }
    }
    if c.distribution != .fill {
      made.add(.view(stack), length, .equal, nil, nil, priority: 49, "UISV-canvas-fit")
    }
    return made.list
  }

  /// The gaps between arranged views: after a visible view that has a visible view after it,
  /// the spacing; anywhere else 0, so hidden views sit at the end of the gap before the next
  /// visible view. Returns the gaps between visible neighbours, for the distributions that share
  /// them out.
  private func gapConstraints(
    _ made: inout GeneratedConstraints, _ items: [ViewID], _ c: StackViewConfiguration,
    lead: LayoutAttribute, trail: LayoutAttribute
  ) -> [(before: ViewID, after: ViewID)] {
    let distributesGaps = c.distribution == .equalSpacing || c.distribution == .equalCentering
    var gaps: [(before: ViewID, after: ViewID)] = []
    for i in 0..<(items.count - 1) {
      let (a, b) = (items[i], items[i + 1])
      let nextVisible = items[(i + 1)...].first { !isHidden($0) }
      if isHidden(a) || nextVisible == nil {
        made.add(.view(b), lead, .equal, .view(a), trail, "UISV-spacing", form: .spacing)
        continue
      }
      let space = c.spacing(after: a)
      let relation: Relation = distributesGaps ? .greaterThanOrEqual : .equal
      if c.isBaselineRelativeArrangement && c.axis == .vertical {
        made.add(.view(b), .firstBaseline, relation, .view(a), .lastBaseline, plus: space, "UISV-spacing")
      } else {
        made.add(.view(b), lead, relation, .view(a), trail, plus: space, "UISV-spacing", form: .spacing)
      }
      gaps.append((a, nextVisible!))
    }
    return gaps
  }

  /// The fill-proportionally share of each visible arranged view: its intrinsic length along the
  /// axis ÷ (the visible views' intrinsic lengths + the gaps between them); 0 for a view without
  /// one. Empty for other distributions. The Distribution storyboard of the corpus shows this
  /// form: buttons 30, 50 and 75 wide with two 8-pt gaps in a 414-pt row are laid out 72.67,
  /// 121 and 204.33 (30/171 and 50/171 of 414, and the rest).
  func proportions(of stack: ViewID, _ arrangement: StackArrangement) -> [Double] {
    let c = arrangement.configuration
    guard c.distribution == .fillProportionally else { return [] }
    let visible = arrangement.arrangedSubviews.filter { !nodes[$0.rawValue].view.isHidden }
    let lengths = visible.map { max(0, effectiveIntrinsicSize(of: $0)[c.axis] ?? 0) }
    let gaps = visible.dropLast().map { c.spacing(after: $0) }.reduce(0, +)
    let total = lengths.reduce(0, +) + gaps
    guard total > 0, lengths.contains(where: { $0 > 0 }) else { return lengths.map { _ in 0 } }
    return lengths.map { $0 / total }
  }

  /// `_UIAlignedLayoutArrangement`, across the axis (for a horizontal stack: top, bottom,
  /// centerY, height). Every other view is aligned to the first (`UISV-alignment`):
  ///
  /// - `fill`: top and bottom, with the first view's top and bottom on the canvas's
  ///   (`UISV-canvas-connection`), so all are as tall as the stack.
  /// - otherwise an `_UILayoutSpacer` ('UISV-alignment-spanner') spans the visible views
  ///   (`UISV-spanning-boundary`: on the aligned edge `==` at 999.5, elsewhere `<=`/`>=`,
  ///   required) and is as short as it can be (`UISV-spanning-fit`, 0 at 51); the canvas's
  ///   edges are the spacer's, but the aligned edge is the first view's, and for `center` the
  ///   canvas's centre is the first view's. Each view is loosely 0 long across the axis
  ///   (`UISV-ambiguity-suppression` at 25), which only decides views with no size of their own.
  /// - baselines add `UISV-canvas-fit`: the stack's height 0 at 49.
  ///
  /// Hidden views stay aligned but do not stretch the spacer.
  private func alignmentConstraints(of stack: ViewID, _ arrangement: StackArrangement)
    -> [(LayoutConstraint, GeneratedConstraint.Form)]
  {
    let c = arrangement.configuration
    let items = arrangement.arrangedSubviews
    let canvas = canvas(of: stack, c)
    let (minimum, maximum, center, length): (LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute) =
      c.axis == .horizontal ? (.top, .bottom, .centerY, .height) : (.leading, .trailing, .centerX, .width)
    var made = GeneratedConstraints()
    let guardView = LayoutItem.view(items[0])
    let alignment = c.effectiveAlignment
    if alignment == .fill {
      made.add(canvas, minimum, .equal, guardView, minimum, "UISV-canvas-connection")
      made.add(guardView, maximum, .equal, canvas, maximum, "UISV-canvas-connection", form: .canvasEnd)
      for id in items.dropFirst() {
        made.add(guardView, minimum, .equal, .view(id), minimum, "UISV-alignment")
        made.add(guardView, maximum, .equal, .view(id), maximum, "UISV-alignment")
      }
      return made.list
    }
    let spanner = LayoutItem.guide(stack, .alignmentSpanner)
    made.add(spanner, length, .equal, nil, nil, priority: 51, "UISV-spanning-fit")
    for id in items where !nodes[id.rawValue].view.isHidden {
      if alignment == .leading {
        made.add(spanner, minimum, .equal, .view(id), minimum, priority: 999.5, "UISV-spanning-boundary")
      } else {
        made.add(spanner, minimum, .lessThanOrEqual, .view(id), minimum, "UISV-spanning-boundary")
      }
      if alignment == .trailing {
        made.add(spanner, maximum, .equal, .view(id), maximum, priority: 999.5, "UISV-spanning-boundary")
      } else {
        made.add(spanner, maximum, .greaterThanOrEqual, .view(id), maximum, "UISV-spanning-boundary")
      }
    }
    made.add(canvas, minimum, .equal, alignment == .leading ? guardView : spanner, minimum, "UISV-canvas-connection")
    made.add(
      alignment == .trailing ? guardView : spanner, maximum, .equal, canvas, maximum,
      "UISV-canvas-connection", form: .canvasEnd)
    if alignment == .center {
      made.add(canvas, center, .equal, guardView, center, "UISV-canvas-connection")
    }
    let aligned: LayoutAttribute = switch alignment {
    case .leading: minimum
    case .trailing: maximum
    case .firstBaseline: .firstBaseline
    case .lastBaseline: .lastBaseline
    default: center
    }
    for id in items.dropFirst() {
      made.add(guardView, aligned, .equal, .view(id), aligned, "UISV-alignment")
    }
    for id in items {
      made.add(.view(id), length, .equal, nil, nil, priority: 25, "UISV-ambiguity-suppression")
    }
    if alignment == .firstBaseline || alignment == .lastBaseline {
      made.add(.view(stack), length, .equal, nil, nil, priority: 49, "UISV-canvas-fit")
    }
    return made.list
  }

  /// The view whose baseline is a stack view's (`viewForFirstBaselineLayout` and
  /// `viewForLastBaselineLayout`): its first visible arranged view's first baseline, and in a
  /// vertical stack its last visible view's last baseline. Nil for a view that is not a stack
  /// or arranges nothing visible.
  func baselineView(of stack: ViewID, _ attribute: LayoutAttribute) -> ViewID? {
    guard let arrangement = arrangements[stack] else { return nil }
    let visible = arrangement.arrangedSubviews.filter { !nodes[$0.rawValue].view.isHidden }
    if attribute == .lastBaseline && arrangement.configuration.axis == .vertical {
      return visible.last
    }
    return visible.first
  }
}

/// The constraints a stack view generates, in the order it makes them, with their forms.
struct GeneratedConstraints {
  var list: [(LayoutConstraint, GeneratedConstraint.Form)] = []

  mutating func add(
    _ a: LayoutItem, _ attribute: LayoutAttribute, _ relation: Relation = .equal,
    _ b: LayoutItem? = nil, _ other: LayoutAttribute? = nil, times multiplier: Double = 1,
    plus constant: Double = 0, priority: Priority = .required, _ identifier: String,
    form: GeneratedConstraint.Form = .equation
  ) {
    list.append(
      (LayoutConstraint(
        a, attribute, relation, b, other, multiplier: multiplier, constant: constant,
        priority: priority, identifier: identifier), form))
  }
}
