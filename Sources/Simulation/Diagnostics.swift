import AutoLayout

/// The automatic checks run after every step (`no:` in expectations): conflicts, ambiguity,
/// overlap, out of bounds, truncation. Hidden views, and views inside hidden ones, are not checked.
struct Diagnostics {
  let simulation: Simulation
  let frames: [ViewFrame]
  /// The ambiguity found at an earlier step, when only constants have changed since: asking the
  /// solver again (an LP per free symbol) is the checks' main cost, and moving constants leaves
  /// the constraints' freedom as it was (but for exact ties, which an expectation's
  /// `no: [ambiguity]` catches, since it always asks again). nil: ask the solver.
  var knownAmbiguity: [LayoutIssue]?

  init(simulation: Simulation, frames: [ViewFrame]) {
    self.simulation = simulation
    self.frames = frames
  }

  /// Half a point: less than that is pixel rounding, not a finding.
  static let tolerance = 0.5

  /// The kinds whose views show content: two of them overlapping hide part of it. Plain views and
  /// containers (stacks, scroll views) are backgrounds and groups, so they may overlap anything.
  static let contentKinds: Set<ViewKind> = [.label, .button, .image, .textField, .textView, .switch, .slider]

  func issues(messages: [LayoutMessage]) -> [LayoutIssue] {
    var issues: [LayoutIssue] = []
    for message in messages {
      // The broken constraint is the line after UIKit's "Will attempt to recover by breaking".
      let lines = message.text.split(separator: "\n")
      let recovery = lines.firstIndex { $0.hasPrefix("Will attempt to recover by breaking constraint") }
      let culprit = recovery.flatMap { $0 + 1 < lines.count ? String(lines[$0 + 1]) : nil }
      let broken = "breaking " + (message.broken.map { simulation.engine.describe($0) } ?? culprit ?? "a constraint")
      issues.append(
        LayoutIssue(
          kind: .conflicts, view: nil,
          message: "Unable to simultaneously satisfy constraints; \(broken)"))
    }
    let engine = simulation.engine
    let visible = frames.filter { isVisible($0.id) }
    let byID = Dictionary(uniqueKeysWithValues: frames.map { ($0.id, $0) })
    if let knownAmbiguity {
      let shown = Set(visible.map(\.id))
      issues += knownAmbiguity.filter { $0.view.map(shown.contains) ?? false }
    } else {
      let checked = visible.compactMap { frame in simulation.views[frame.id].map { (frame.id, $0) } }
      let answers = engine.ambiguousVariables(of: checked.map { LayoutItem.view($0.1) })
      for ((name, _), ambiguous) in zip(checked, answers) where !ambiguous.isEmpty {
        issues.append(
          LayoutIssue(
            kind: .ambiguity, view: name,
            message: "'\(name)' has an ambiguous layout: \(ambiguous.joined(separator: ", ")) not determined"))
      }
    }
    issues += overlaps(visible)
    for frame in visible {
      guard let id = simulation.views[frame.id], let superview = engine.superview(of: id),
        engine.view(superview).kind != .scroll, let name = simulation.name(of: superview),
        let outer = byID[name]
      else { continue }
      let bounds = Rect(x: 0, y: 0, width: outer.frame.width, height: outer.frame.height)
      let f = frame.frame
      let t = Self.tolerance
      if f.minX < bounds.minX - t || f.minY < bounds.minY - t || f.maxX > bounds.maxX + t || f.maxY > bounds.maxY + t {
        issues.append(
          LayoutIssue(
            kind: .outOfBounds, view: frame.id,
            message: "'\(frame.id)' \(f) lies partly outside its superview '\(name)' (0, 0, \(Simulation.format(bounds.width)), \(Simulation.format(bounds.height)))"))
      }
    }
    for frame in visible {
      if let message = truncation(frame) {
        issues.append(LayoutIssue(kind: .truncation, view: frame.id, message: message))
      }
    }
    return issues
  }

  func isVisible(_ name: String) -> Bool {
    guard let id = simulation.views[name] else { return false }
    return !simulation.engine.ancestors(of: id).contains { simulation.engine.view($0).isHidden }
  }

  func overlaps(_ visible: [ViewFrame]) -> [LayoutIssue] {
    let engine = simulation.engine
    var bySuperview: [ViewID: [ViewFrame]] = [:]
    var order: [ViewID] = []
    for frame in visible {
      guard let id = simulation.views[frame.id], Self.contentKinds.contains(engine.view(id).kind),
        let superview = engine.superview(of: id), frame.frame.width > 0, frame.frame.height > 0
      else { continue }
      if bySuperview[superview] == nil { order.append(superview) }
      bySuperview[superview, default: []].append(frame)
    }
    var issues: [LayoutIssue] = []
    let t = Self.tolerance
    for superview in order {
      // Sorted by left edge, a sweep finds the overlapping pairs without comparing every pair.
      let siblings = bySuperview[superview]!.sorted { ($0.frame.minX, $0.id) < ($1.frame.minX, $1.id) }
      for (i, a) in siblings.enumerated() {
        for b in siblings[(i + 1)...] {
          if b.frame.minX >= a.frame.maxX - t { break }
          let width = min(a.frame.maxX, b.frame.maxX) - max(a.frame.minX, b.frame.minX)
          let height = min(a.frame.maxY, b.frame.maxY) - max(a.frame.minY, b.frame.minY)
          guard width > t, height > t else { continue }
          let (first, second) = a.id < b.id ? (a, b) : (b, a)
          issues.append(
            LayoutIssue(
              kind: .overlap, view: first.id,
              message: "'\(first.id)' \(first.frame) and '\(second.id)' \(second.frame) overlap by \(Simulation.format(width))×\(Simulation.format(height))"))
        }
      }
    }
    return issues.sorted { ($0.view ?? "", $0.message) < ($1.view ?? "", $1.message) }
  }

  /// A label or button smaller than its text needs: narrower than one line of it, or, wrapping,
  /// shorter than the lines it wraps into at its width (or needing more lines than it may have).
  func truncation(_ frame: ViewFrame) -> String? {
    let engine = simulation.engine
    guard let id = simulation.views[frame.id] else { return nil }
    let view = engine.view(id)
    guard view.measuresText, let text = view.text, !text.isEmpty else { return nil }
    let t = Self.tolerance
    let needed = engine.effectiveIntrinsicSize(of: id)
    let f = frame.frame
    if view.kind == .button || view.numberOfLines == 1 {
      let w = needed.width ?? 0
      let h = needed.height ?? 0
      guard f.width < w - t || f.height < h - t else { return nil }
      return "'\(frame.id)' is \(Simulation.format(f.width))×\(Simulation.format(f.height)) but its text needs \(Simulation.format(w))×\(Simulation.format(h))"
    }
    let font = view.resolvedFont(category: engine.window.contentSizeCategory)
    let all = TextMetrics.labelIntrinsicSize(
      text: text, font: font, scale: engine.window.scale, numberOfLines: 0,
      preferredMaxLayoutWidth: max(f.width, 1e-9))
    guard f.height < all.height - t else { return nil }
    return "'\(frame.id)' is \(Simulation.format(f.height)) high but its text wraps to \(Simulation.format(all.height)) at width \(Simulation.format(f.width))"
  }
}
