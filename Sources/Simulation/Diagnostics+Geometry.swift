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
      let f = view.frame.frame
      let sides = [f.width < -t ? "width" : nil, f.height < -t ? "height" : nil].compactMap { $0 }
      guard !sides.isEmpty else { continue }
      issues.append(
        LayoutIssue(
          kind: .negativeSize, view: view.frame.id,
          message: "'\(view.frame.id)' \(f) has a negative \(sides.joined(separator: " and ")): "
            + "its constraints squeeze it into less room than it has"))
    }
    return issues
  }

  /// Content views in different superviews (neither inside the other) whose frames, compared in
  /// window coordinates, cover each other; siblings are ``overlaps(_:)``'s. Views inside scroll
  /// views are left out: scrolled content passes under fixed views by design.
  func crossOverlaps(_ shown: [Shown]) -> [LayoutIssue] {
    // In the tree's order a view's subviews follow it, up to where its subtree ends: one is
    // inside the other when its index falls in the other's range.
    var ends = [Int](repeating: shown.count, count: shown.count)
    var open: [Int] = []
    for (i, view) in shown.enumerated() {
      while let last = open.last, shown[last].frame.depth >= view.frame.depth {
        ends[last] = i
        open.removeLast()
      }
      open.append(i)
    }
    let candidates = shown.indices.filter { i in
      let view = shown[i]
      return view.superview != nil && !view.inScrollView
        && Self.contentKinds.contains(engine.view(view.id).kind)
        && view.frame.window.width > 0 && view.frame.window.height > 0
    }
    func nested(_ i: Int, _ j: Int) -> Bool { (i < j && j < ends[i]) || (j < i && i < ends[j]) }
    let pairs = OverlapSweep.pairs(candidates.map { shown[$0].frame.window }, tolerance: Self.tolerance) {
      let (i, j) = (candidates[$0], candidates[$1])
      return shown[i].superview?.id != shown[j].superview?.id && !nested(i, j)
    }
    var issues: [LayoutIssue] = []
    for (x, y) in pairs {
      let (a, b) = (shown[candidates[x]], shown[candidates[y]])
      let (p, q) = (a.frame.window, b.frame.window)
      let width = min(p.maxX, q.maxX) - max(p.minX, q.minX)
      let height = min(p.maxY, q.maxY) - max(p.minY, q.minY)
      let (first, second) = a.frame.id < b.frame.id ? (a, b) : (b, a)
      let (firstSuperview, secondSuperview) = (first.superview?.id ?? "", second.superview?.id ?? "")
      issues.append(
        LayoutIssue(
          kind: .overlap, view: first.frame.id,
          message: "'\(first.frame.id)' (in '\(firstSuperview)') and '\(second.frame.id)' "
            + "(in '\(secondSuperview)') overlap by \(Simulation.format(width))×"
            + "\(Simulation.format(height)) in the window, at \(first.frame.window) and "
            + "\(second.frame.window)"))
    }
    return issues.sorted { ($0.view ?? "", $0.message) < ($1.view ?? "", $1.message) }
  }
}
