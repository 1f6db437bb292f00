import Cassowary

/// A constraint UIKit makes itself, named by what it is for.
enum SystemConstraint: Hashable {
  /// The root view's frame: `UIView-Encapsulated-Layout-Width` and friends.
  case encapsulated(Edge)
  /// A built-in guide's edge, inset from its owner's: `UIView-leftMargin-guide-constraint`,
  /// `UIViewSafeAreaLayoutGuide-left`, …
  case guide(ViewID, GuideKind, Edge)
  /// Intrinsic content size: `size >= intrinsic` at the compression resistance, `size <=
  /// intrinsic` at the hugging priority (UIKit's `NSContentSizeLayoutConstraint`).
  case contentSize(ViewID, LayoutAttribute.Axis, compression: Bool)
  /// A frame-based view's position or size on an axis, from its frame and autoresizing mask
  /// (UIKit's `NSAutoresizingMaskLayoutConstraint`).
  case autoresizing(ViewID, LayoutAttribute.Axis, size: Bool)
  /// A collection view item's frame as its flow layout sets it (LayoutEngine+FlowLayout.swift):
  /// `.left` and `.top` its place in the content, `.width` and `.height` its size (the fixed
  /// item size, or a self-sizing item's fitting target).
  case flowItem(ViewID, Edge)
  /// The longest a self-sizing item may be across its collection view's lines.
  case flowItemLimit(ViewID)
  /// A collection view's content size (`collectionViewContentSize`): `.width` or `.height`.
  case flowContent(ViewID, Edge)
  /// A table row's frame as its table view sets it (LayoutEngine+TableLayout.swift): `.left` its
  /// leading inset in the content, `.top` its distance below the row above (or the content's
  /// top), `.width` how much narrower than the table it is, `.height` a fixed row's height or a
  /// self-sizing row's fitting target, `.bottom` the last row's distance above the content's
  /// bottom.
  case tableRow(ViewID, Edge)
  /// The least height of a self-sizing row of a styled cell (``SystemMetrics/standardRowHeight``).
  case tableRowMinimum(ViewID)

  enum Edge: Hashable {
    case left, top, right, bottom, width, height
  }
}

/// What a solver constraint stands for.
enum ConstraintOwner: Hashable {
  case user(LayoutConstraintID)
  case system(SystemConstraint)
  /// The n-th constraint a stack view made for its arrangement (``StackArrangement/generated``).
  case stack(ViewID, Int)
}

extension LayoutEngine {
  /// Makes, updates or (with a nil constant) removes a system constraint. The solver keeps the
  /// constraint and only its constant changes when the value moves: no rebuild.
  mutating func setSystem(
    _ key: SystemConstraint, _ constant: Double?, priority: Priority = .required,
    _ build: (Double) -> Constraint
  ) {
    guard let constant else {
      if let existing = systemConstraints[key] {
        try? solver.remove(existing.id)
        owners[existing.id] = nil
        systemConstraints[key] = nil
      }
      return
    }
    // Found once, and updated at the index found (a pass sets thousands: one hash each).
    if let index = systemConstraints.index(forKey: key) {
      let existing = systemConstraints.values[index]
      guard existing.constant != constant || existing.priority != priority else { return }
      if existing.priority != priority {
        try? solver.setPriority(priority, of: existing.id)
      }
      if existing.constant != constant {
        if !priority.isRequired, !existing.priority.isRequired, pendingConstants != nil {
          // An optional constraint always takes its constant: it waits for the batch's solve.
          pendingConstants?.append((build(constant).expression.constant, existing.id))
        } else {
          do {
            try solver.setConstant(build(constant).expression.constant, of: existing.id)
          } catch {
            if case .unsatisfiable(_, let conflict) = error {
              logConflict(culprit: .system(key), conflict: conflict)
            }
            return
          }
        }
      }
      systemConstraints.values[index] = (existing.id, constant, priority)
      return
    }
    let id = makeSolverID(for: .system(key))
    do {
      // Its constant follows the window, a guide's insets, a text's size: it changes in place.
      try solver.add(build(constant).priority(priority), id: id, constantMayChange: true)
      systemConstraints[key] = (id, constant, priority)
    } catch {
      owners[id] = nil
      if case .unsatisfiable(_, let conflict) = error {
        // Described with the constant it was to have, then forgotten: it is not in the solver.
        systemConstraints[key] = (id, constant, priority)
        logConflict(culprit: .system(key), conflict: conflict.filter { $0 != id } + [id])
        systemConstraints[key] = nil
      }
    }
  }

  // MARK: The root view's frame

  /// The root view fills the window, as UIKit sizes a view controller's view, but for the opaque
  /// bars it does not extend under (``Window/rootFrame``).
  mutating func installRootFrame(_ id: ViewID) {
    let v = variablesCreatingGuide(.view(id))
    let frame = window.rootFrame
    // Its left edge is held on ``ItemVariables/start``, the window's x in a left-to-right window
    // and -(x + width) in a right-to-left one (the width is pinned beside it), so a flip of the
    // window's direction changes only this constant (the description prints the x).
    let start = window.isRightToLeft ? -(frame.minX + frame.width) + 0 : frame.minX
    setSystem(.encapsulated(.left), start) { k in v.start == k }
    setSystem(.encapsulated(.top), frame.minY) { k in v.top == k }
    setSystem(.encapsulated(.width), frame.width) { k in v.width == k }
    setSystem(.encapsulated(.height), frame.height) { k in v.height == k }
  }

  // MARK: Intrinsic content size

  /// A view with an intrinsic size on an axis (its own, or its text's: ``effectiveIntrinsicSize(of:)``) resists being smaller (compression resistance)
  /// and larger (content hugging) than it.
  mutating func installIntrinsicSize(_ id: ViewID) {
    // Held back while a screen is built (``deferIntrinsicSizes()``).
    guard !defersIntrinsicSizes else {
      deferredIntrinsicSizes.append(id)
      return
    }
    // (The priorities are read in place, and the text measured once: copying the view and
    // measuring twice was much of a Dynamic Type step's cost on a screen of labels.)
    let compressionResistance = nodes[id.rawValue].view.compressionResistance
    let contentHugging = nodes[id.rawValue].view.contentHugging
    // A view's variables, from the pass's list (made with the view: no lookup).
    let i = 4 * id.rawValue
    let v = ItemVariables(
      start: viewVariableList[i], top: viewVariableList[i + 1], width: viewVariableList[i + 2],
      height: viewVariableList[i + 3])
    let measured: IntrinsicSize
    if let measurements = textMeasurements(of: id) {
      measured = Self.intrinsicSize(measurements) { memoizedMeasure($0) }
    } else {
      measured = nodes[id.rawValue].view.intrinsicContentSize
    }
    nodes[id.rawValue].installedIntrinsicSize = measured
    for axis in [LayoutAttribute.Axis.horizontal, .vertical] {
      let size = axis == .horizontal ? v.width : v.height
      let intrinsic = measured[axis]
      setSystem(.contentSize(id, axis, compression: true), intrinsic,
        priority: compressionResistance[axis]) { k in size >= k }
      setSystem(.contentSize(id, axis, compression: false), intrinsic,
        priority: contentHugging[axis]) { k in size <= k }
    }
  }

  /// Holds back content-size constraints (of views added or changed) until
  /// ``installIntrinsicSizes()``: UIKit makes them in its update-constraints pass, after the
  /// constraints added with the views, so a caller building a screen (a nib's views and
  /// constraints, or views and constraints made in code before a pass) adds those first.
  public mutating func deferIntrinsicSizes() {
    defersIntrinsicSizes = true
  }

  /// Puts the content-size constraints held back since ``deferIntrinsicSizes()`` in the solver,
  /// after the constraints added meanwhile: a required one that conflicts with a required
  /// constraint already there is the one broken (and logged).
  public mutating func installIntrinsicSizes() {
    defersIntrinsicSizes = false
    var installed = Set<ViewID>()
    for id in deferredIntrinsicSizes where installed.insert(id).inserted && isInTree(id) {
      installIntrinsicSize(id)
    }
    deferredIntrinsicSizes = []
  }

  // MARK: Autoresizing masks

  /// Frame-based views (`translatesAutoresizingMaskIntoConstraints`) become constraints, as
  /// UIKit does. The frame was set for the superview's size at the first layout; when the
  /// superview's size changes by Δ, Δ is shared among the flexible parts of each axis (margin
  /// before, size, margin after) in proportion to their sizes then (springs and struts: Apple's
  /// "View Programming Guide", and `reference/modern-auto-layout.md` T02), evenly when all are 0.
  mutating func installAutoresizing(frames: [LayoutItem: Rect]) {
    for id in viewIDs {
      let view = nodes[id.rawValue].view
      guard view.translatesAutoresizingMaskIntoConstraints, let frame = view.frame,
        let superview = nodes[id.rawValue].superview
      else {
        for axis in [LayoutAttribute.Axis.horizontal, .vertical] {
          for size in [false, true] { setSystem(.autoresizing(id, axis, size: size), nil) { _ in LinearExpression() == 0 } }
        }
        continue
      }
      // A frame-based superview's own frame is the size its subviews' frames were set for;
      // otherwise the superview's size as laid out now: read when first needed, after the
      // frame-based views above it (earlier in the walk) have their constraints, so a
      // constraint-based view pinned inside a frame-based one (a visual effect view filling a
      // collection footer) has its size, not the zero it had before them.
      let outerView = nodes[superview.rawValue].view
      let staticSize = outerView.translatesAutoresizingMaskIntoConstraints ? outerView.frame?.size : nil
      let reference =
        autoresizingReference[id] ?? staticSize
        ?? (currentFrames(of: [.view(superview)])[.view(superview)]?.size ?? window.size)
      autoresizingReference[id] = reference
      let v = variablesCreatingGuide(.view(id))
      let s = variablesCreatingGuide(.view(superview))
      let mask = view.autoresizingMask
      // The frame autoresizing sets is the view's frame, not its alignment rectangle (which the
      // solver places): a frame-laid-out UISwitch saved 51 wide stays 51 wide, where one placed by
      // constraints is 49 to them and 51 drawn (Archive/Stepper's and StaticTable's switches).
      let i = view.alignmentRectInsets
      for axis in [LayoutAttribute.Axis.horizontal, .vertical] {
        let horizontal = axis == .horizontal
        let before = horizontal ? frame.minX + i.left : frame.minY + i.top
        let size = horizontal ? frame.width - i.left - i.right : frame.height - i.top - i.bottom
        let outer = horizontal ? reference.width : reference.height
        let after = outer - before - size
        let flexible = horizontal
          ? [mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)]
          : [mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)]
        let parts = [before, size, after]
        let total = zip(parts, flexible).filter(\.1).map(\.0).reduce(0, +)
        let count = Double(flexible.filter { $0 }.count)
        func share(_ i: Int) -> Double {
          guard flexible[i] else { return 0 }
          return total != 0 ? parts[i] / total : 1 / count
        }
        let position = horizontal ? leftEdge(v) : LinearExpression(v.top)
        let length = horizontal ? v.width : v.height
        let origin = horizontal ? leftEdge(s) : LinearExpression(s.top)
        let outerLength = horizontal ? s.width : s.height
        let (k0, k1) = (share(0), share(1))
        setSystem(.autoresizing(id, axis, size: false), before - k0 * outer) { k in
          position - origin - outerLength * k0 == k
        }
        setSystem(.autoresizing(id, axis, size: true), size - k1 * outer) { k in
          length - outerLength * k1 == k
        }
      }
    }
  }

  /// After the window's direction flips, the system constraints tied to a physical side follow
  /// it in place: the root view's left edge changes its constant (``installRootFrame(_:)``), a
  /// guide's left and right insets trade constraints (``flipSides(_:of:)``). A content guide's
  /// left edge is taken out and made again; a frame-based view's x is taken out and comes back
  /// with the next pass's ``installAutoresizing(frames:)``.
  mutating func reinstallPhysicalSystemConstraints() {
    if let root { installRootFrame(root) }
    for item in items {
      guard case .guide(let owner, let kind) = item else { continue }
      if kind == .contentLayout {
        let top = systemConstraints[.guide(owner, kind, .top)]?.constant
        setSystem(.guide(owner, kind, .left), nil) { _ in LinearExpression() == 0 }
        installContentGuide(of: owner, top: top)
      } else if kind.followsOwner {
        flipSides(kind, of: owner)
      }
    }
    // (None to take out when the last pass found no frame-based view: a hash per view spared.)
    guard mayHoldAutoresizing else { return }
    for id in viewIDs {
      setSystem(.autoresizing(id, .horizontal, size: false), nil) { _ in LinearExpression() == 0 }
    }
  }

  // MARK: Built-in layout guides

  /// A built-in guide sits inside its owner, inset on each side; the insets follow the layout.
  mutating func installGuide(_ kind: GuideKind, of owner: ViewID) {
    if kind == .contentLayout { return installContentGuide(of: owner) }
    guard kind.followsOwner else { return }
    updateGuide(kind, of: owner, insets: guideInsets(kind, of: owner, frames: currentFrames()))
  }

  /// A guide's side insets are held as `g.start == o.start + k` on the side where lines start
  /// (the left in a left-to-right window, the right in a right-to-left one) and as
  /// `g.start + g.width == o.start + o.width - k` on the other: the same two forms in both
  /// directions, so a flip only trades them between the sides (``flipSides(_:of:)``).
  mutating func updateGuide(_ kind: GuideKind, of owner: ViewID, insets: EdgeInsets) {
    let g = variablesCreatingGuide(.guide(owner, kind))
    let o = variablesCreatingGuide(.view(owner))
    let startSide = { (k: Double) in g.start == o.start + k }
    let endSide = { (k: Double) in g.start + g.width == o.start + o.width - k }
    let rightToLeft = window.isRightToLeft
    setSystem(.guide(owner, kind, .left), insets.left, rightToLeft ? endSide : startSide)
    setSystem(.guide(owner, kind, .top), insets.top) { k in g.top == o.top + k }
    setSystem(.guide(owner, kind, .right), insets.right, rightToLeft ? startSide : endSide)
    setSystem(.guide(owner, kind, .bottom), insets.bottom) { k in g.top + g.height == o.top + o.height - k }
  }

  /// After the window's direction flips, the guide's left inset is held in the form its right
  /// one was and the other way round (``updateGuide(_:of:insets:)``): the two constraints trade
  /// sides and only their constants change, no constraint is taken out.
  private mutating func flipSides(_ kind: GuideKind, of owner: ViewID) {
    let (leftKey, rightKey) = (SystemConstraint.guide(owner, kind, .left), SystemConstraint.guide(owner, kind, .right))
    let insets = currentInsets(kind, of: owner)
    guard let left = systemConstraints[leftKey], let right = systemConstraints[rightKey],
      !insets.left.isNaN, !insets.right.isNaN
    else { return }
    systemConstraints[leftKey] = right
    systemConstraints[rightKey] = left
    owners[right.id] = .system(leftKey)
    owners[left.id] = .system(rightKey)
    updateGuide(kind, of: owner, insets: insets)
  }

  /// The insets of a built-in guide from its owner, given the current frames (window
  /// coordinates): a subview's safe area and margins depend on where it is.
  func guideInsets(_ kind: GuideKind, of owner: ViewID, frames: [LayoutItem: Rect]) -> EdgeInsets {
    switch kind {
    case .safeArea: safeAreaInsets(of: owner, frames: frames)
    case .margins: marginInsets(of: owner, frames: frames)
    case .readable: readableInsets(of: owner, frames: frames)
    case .custom, .contentLayout, .frameLayout, .alignmentSpanner, .distributionGap: .zero
    }
  }

  /// `safeAreaInsets`: the window's for the root view; for a subview, how far the superview's
  /// safe area lies inside it on each side (0 where the view is inside the safe area).
  ///
  /// Only the part of the view inside its superview counts: the superview's unsafe area is the
  /// strip along its own edges, so a view reaching past an edge where the superview has no inset
  /// (a scroll view's content taller than a scroll view that ends above the home indicator) gets
  /// none there. Xcode's canvas saved it so: codeexamples' DynamicContainer-v1 content view
  /// 214.5 tall in a 190-tall scroll view ending at the safe area's bottom keeps a 20-pt bottom
  /// margin (its label ends 20 above its bottom), not 20 + the 24.5 it reaches past.
  func safeAreaInsets(of id: ViewID, frames: [LayoutItem: Rect]) -> EdgeInsets {
    guard let superview = nodes[id.rawValue].superview else { return window.safeAreaInsets }
    let outer = frames[.view(superview)] ?? .zero
    let insets = safeAreaInsets(of: superview, frames: frames)
    let safe = Rect(
      x: outer.minX + insets.left, y: outer.minY + insets.top,
      width: outer.width - insets.left - insets.right, height: outer.height - insets.top - insets.bottom)
    let r = frames[.view(id)] ?? .zero
    func clamp(_ value: Double, _ limit: Double) -> Double { min(max(0, value), max(0, limit)) }
    return EdgeInsets(
      top: clamp(safe.minY - max(r.minY, outer.minY), r.height),
      left: clamp(safe.minX - max(r.minX, outer.minX), r.width),
      bottom: clamp(min(r.maxY, outer.maxY) - safe.maxY, r.height),
      right: clamp(min(r.maxX, outer.maxX) - safe.maxX, r.width))
  }

  /// The layout margins, as insets from the view's edges: its `layoutMargins` (8 by default; a
  /// root view's leading and trailing are at least the system minimum, 16 or 20 by device; before
  /// iOS 11 by width), plus the safe area when `insetsLayoutMarginsFromSafeArea` (from iOS 11), and at least the superview's
  /// margins where the view reaches into them when `preservesSuperviewLayoutMargins`; with
  /// `layoutMarginsFollowReadableWidth`, as wide again as the readable content guide needs.
  func marginInsets(of id: ViewID, frames: [LayoutItem: Rect]) -> EdgeInsets {
    var m = ownMarginInsets(of: id, frames: frames)
    if nodes[id.rawValue].view.layoutMarginsFollowReadableWidth {
      m = narrowedToReadableWidth(m, of: id, frames: frames)
    }
    return m
  }

  private func ownMarginInsets(of id: ViewID, frames: [LayoutItem: Rect]) -> EdgeInsets {
    let view = nodes[id.rawValue].view
    let rightToLeft = isRightToLeft(id)
    var m: EdgeInsets
    if nodes[id.rawValue].superview == nil {
      let minimum =
        window.device.statedRootMargin(in: window.orientation)
        ?? (SystemMetrics.marginsFollowSafeArea(for: window.ios)
          ? window.device.systemMinimumMargin(in: window.orientation)
          : SystemMetrics.legacyRootMargin(width: window.rootFrame.width))
      let specified = view.layoutMargins?.resolved(rightToLeft: rightToLeft)
        ?? EdgeInsets(top: 0, left: minimum, bottom: 0, right: minimum)
      m = EdgeInsets(
        top: specified.top, left: max(specified.left, minimum), bottom: specified.bottom,
        right: max(specified.right, minimum))
    } else {
      m = view.layoutMargins?.resolved(rightToLeft: rightToLeft)
        ?? EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    }
    if view.insetsLayoutMarginsFromSafeArea, SystemMetrics.marginsFollowSafeArea(for: window.ios) {
      let s = safeAreaInsets(of: id, frames: frames)
      m = EdgeInsets(top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom, right: m.right + s.right)
    }
    if view.preservesSuperviewLayoutMargins, let superview = nodes[id.rawValue].superview {
      let outer = frames[.view(superview)] ?? .zero
      let r = frames[.view(id)] ?? .zero
      let sm = marginInsets(of: superview, frames: frames)
      // As for the safe area, only the part of the view inside its superview meets the
      // superview's margins, which lie along the superview's own edges.
      m.top = max(m.top, sm.top - (max(r.minY, outer.minY) - outer.minY))
      m.left = max(m.left, sm.left - (max(r.minX, outer.minX) - outer.minX))
      m.bottom = max(m.bottom, sm.bottom - (outer.maxY - min(r.maxY, outer.maxY)))
      m.right = max(m.right, sm.right - (outer.maxX - min(r.maxX, outer.maxX)))
    }
    return m
  }

  /// The readable content guide: the margins guide, narrowed and centred to the readable width.
  func readableInsets(of id: ViewID, frames: [LayoutItem: Rect]) -> EdgeInsets {
    narrowedToReadableWidth(marginInsets(of: id, frames: frames), of: id, frames: frames)
  }

  private func narrowedToReadableWidth(_ insets: EdgeInsets, of id: ViewID, frames: [LayoutItem: Rect]) -> EdgeInsets {
    var m = insets
    let r = frames[.view(id)] ?? .zero
    let extra = max(0, (r.width - m.left - m.right - ReadableWidth.default) / 2)
    m.left += extra
    m.right += extra
    return m
  }
}

/// The readable content width at the default text size: 672 pt (an iPad Air 2 in landscape at
/// the default size gives a 672 pt guide inset 176 pt: useyourloaf "Readable Content Guides",
/// `reference/existing-systems.md` §3.5). It grows with Dynamic Type; not modelled yet.
enum ReadableWidth {
  static let `default` = 672.0
}
