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
    // Each view's chain of superviews, to tell siblings and nested views apart.
    var chain: [String: [String]] = [:]
    var path: [String] = []
    var candidates: [(frame: ViewFrame, superview: String)] = []
    for view in shown {
      path.removeSubrange(min(view.frame.depth, path.count)...)
      chain[view.frame.id] = path
      path.append(view.frame.id)
      guard let superview = view.superview?.id, !view.inScrollView,
        Self.contentKinds.contains(engine.view(view.id).kind),
        view.frame.window.width > 0, view.frame.window.height > 0
      else { continue }
      candidates.append((view.frame, superview))
    }
    let t = Self.tolerance
    // Sorted by left edge in the window, a sweep finds the overlapping pairs without comparing
    // every pair.
    let sorted = candidates.sorted {
      ($0.frame.window.minX, $0.frame.id) < ($1.frame.window.minX, $1.frame.id)
    }
    var issues: [LayoutIssue] = []
    for (i, a) in sorted.enumerated() {
      for b in sorted[(i + 1)...] {
        if b.frame.window.minX >= a.frame.window.maxX - t { break }
        guard a.superview != b.superview,
          !(chain[a.frame.id] ?? []).contains(b.frame.id),
          !(chain[b.frame.id] ?? []).contains(a.frame.id)
        else { continue }
        let (p, q) = (a.frame.window, b.frame.window)
        let width = min(p.maxX, q.maxX) - max(p.minX, q.minX)
        let height = min(p.maxY, q.maxY) - max(p.minY, q.minY)
        guard width > t, height > t else { continue }
        let (first, second) = a.frame.id < b.frame.id ? (a, b) : (b, a)
        issues.append(
          LayoutIssue(
            kind: .overlap, view: first.frame.id,
            message: "'\(first.frame.id)' (in '\(first.superview)') and '\(second.frame.id)' "
              + "(in '\(second.superview)') overlap by \(Simulation.format(width))×"
              + "\(Simulation.format(height)) in the window, at \(first.frame.window) and "
              + "\(second.frame.window)"))
      }
    }
    return issues.sorted { ($0.view ?? "", $0.message) < ($1.view ?? "", $1.message) }
  }
}
