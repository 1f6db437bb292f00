import AutoLayout

/// The checks UIKit itself is silent about but a developer wants to hear of: a view squeezed to
/// a negative size, and content views that cover each other from different superviews.
extension Diagnostics {
  /// Views whose width or height the constraints have made negative. UIKit lays such a view out
  /// without a word (its frame is standardized when drawn, so it shows somewhere else, or not at
  /// all); it almost always means two constraints fight over an axis that has too little room.
  func negativeSizes(_ shown: [Shown]) -> [LayoutIssue] {
    let t = Self.tolerance
    var issues: [LayoutIssue] = []
    for view in shown {
      let f = view.frame
      // (Tested first: the list of sides is made only for a finding, not for every view.)
      guard f.width < -t || f.height < -t else { continue }
      let sides = [f.width < -t ? "width" : nil, f.height < -t ? "height" : nil].compactMap { $0 }
      issues.append(
        LayoutIssue(
          kind: .negativeSize, view: name(view),
          message: "'\(name(view))' \(f) has a negative \(sides.joined(separator: " and ")): "
            + "its constraints squeeze it into less room than it has"))
    }
    return issues
  }

  /// Views that stick out of their superview's bounds by more than the tolerance (views in
  /// scroll views scroll, so they are left out). A finding whose view, frame, superview and
  /// bounds are as at the previous step keeps its message (``CheckMemo/outOfBounds``): a long
  /// list's rows below the screen are found again at every step.
  mutating func outOfBounds(_ shown: [Shown]) -> [LayoutIssue] {
    var issues: [LayoutIssue] = []
    var found: [ViewID: CheckMemo.OutOfBounds] = [:]
    // (About as many as last time: a long list's rows below the screen, found at every step.)
    found.reserveCapacity(memo.outOfBounds.count)
    let t = Self.tolerance
    for i in shown.indices {
      guard let outer = shown[i].superviewIndex, !shown[i].inScrollView else { continue }
      let size = frames[outer].frame.size
      let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
      let f = shown[i].frame
      guard f.minX < bounds.minX - t || f.minY < bounds.minY - t || f.maxX > bounds.maxX + t || f.maxY > bounds.maxY + t
      else { continue }
      let id = shown[i].id
      var finding = CheckMemo.OutOfBounds(
        frame: f, superview: shown[i].superviewID, bounds: bounds.size, message: "")
      if let known = memo.outOfBounds[id], known.frame == f, known.superview == finding.superview,
        known.bounds == finding.bounds
      {
        finding.message = known.message
      } else {
        finding.message = "'\(name(shown[i]))' \(f) lies partly outside its superview '\(frames[outer].id)' (0, 0, \(Simulation.format(bounds.width)), \(Simulation.format(bounds.height)))"
      }
      found[id] = finding
      issues.append(LayoutIssue(kind: .outOfBounds, view: name(shown[i]), message: finding.message))
    }
    memo.outOfBounds = found
    return issues
  }

  /// Content views in different superviews (neither inside the other) whose frames, compared in
  /// window coordinates, cover each other; siblings are ``overlaps(_:)``'s. Views inside scroll
  /// views are left out: scrolled content passes under fixed views by design. When the tree is as
  /// at the previous step and few window frames changed, only the pairs with a changed view are
  /// looked for again (``CheckMemo``).
  mutating func crossOverlaps(_ shown: [Shown]) -> [LayoutIssue] {
    // In the tree's order a view's subviews follow it, up to where its subtree ends: one is
    // inside the other when its index falls in the other's range.
    var ends = [Int](repeating: shown.count, count: shown.count)
    var open: [Int] = []
    for (i, view) in shown.enumerated() {
      while let last = open.last, shown[last].depth >= view.depth {
        ends[last] = i
        open.removeLast()
      }
      open.append(i)
    }
    let candidates = shown.indices.filter { i in
      let view = shown[i]
      return view.superviewIndex != nil && !view.inScrollView
        && Self.showsContent(view.kind)
        && view.window.width > 0 && view.window.height > 0
    }
    func nested(_ i: Int, _ j: Int) -> Bool { (i < j && j < ends[i]) || (j < i && i < ends[j]) }
    func accept(_ x: Int, _ y: Int) -> Bool {
      let (i, j) = (candidates[x], candidates[y])
      return shown[i].superviewID != shown[j].superviewID && !nested(i, j)
    }
    func finding(_ x: Int, _ y: Int) -> LayoutIssue {
      crossOverlap(shown[candidates[x]], shown[candidates[y]])
    }
    let structure = candidates.map {
      CheckMemo.CrossKey(id: shown[$0].id, superview: shown[$0].superviewID, index: $0, end: ends[$0])
    }
    let windows = candidates.map { shown[$0].window }
    var pairs: [(Int, Int)] = []
    var found: [LayoutIssue] = []
    let known = memo.cross.flatMap { $0.structure == structure ? $0 : nil }
    let changed = known.map { known in windows.indices.filter { windows[$0] != known.windows[$0] } }
    if let known, let changed, changed.count <= CheckMemo.incrementalLimit {
      var moved = [Bool](repeating: false, count: windows.count)
      for x in changed { moved[x] = true }
      for (pair, issue) in zip(known.pairs, known.issues) where !moved[pair.0] && !moved[pair.1] {
        pairs.append(pair)
        found.append(issue)
      }
      for x in changed {
        for y in windows.indices where y != x && (!moved[y] || y > x) {
          guard OverlapSweep.overlap(windows[x], windows[y], tolerance: Self.tolerance), accept(x, y)
          else { continue }
          pairs.append((x, y))
          found.append(finding(x, y))
        }
      }
    } else {
      pairs = OverlapSweep.pairs(windows, tolerance: Self.tolerance, accept: accept)
      found = pairs.map(finding)
    }
    memo.cross = CheckMemo.Cross(structure: structure, windows: windows, pairs: pairs, issues: found)
    return found.sorted { ($0.view ?? "", $0.message) < ($1.view ?? "", $1.message) }
  }

  /// The finding for two content views in different superviews that overlap in the window.
  func crossOverlap(_ a: Shown, _ b: Shown) -> LayoutIssue {
    let (p, q) = (a.window, b.window)
    let width = min(p.maxX, q.maxX) - max(p.minX, q.minX)
    let height = min(p.maxY, q.maxY) - max(p.minY, q.minY)
    let (first, second) = name(a) < name(b) ? (a, b) : (b, a)
    func superviewName(_ view: Shown) -> String { view.superviewIndex.map { frames[$0].id } ?? "" }
    let (firstSuperview, secondSuperview) = (superviewName(first), superviewName(second))
    return LayoutIssue(
      kind: .overlap, view: name(first),
      message: "'\(name(first))' (in '\(firstSuperview)') and '\(name(second))' "
        + "(in '\(secondSuperview)') overlap by \(Simulation.format(width))×"
        + "\(Simulation.format(height)) in the window, at \(first.window) and "
        + "\(second.window)")
  }
}
