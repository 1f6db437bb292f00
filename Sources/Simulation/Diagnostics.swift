import AutoLayout

/// The automatic checks run after every step (`no:` in expectations): conflicts, ambiguity,
/// negative sizes, overlap (of siblings, and across superviews: `Diagnostics+Geometry.swift`),
/// out of bounds, truncation. Hidden views, and views inside hidden ones, are not checked.
struct Diagnostics {
  let engine: LayoutEngine
  let frames: [ViewFrame]
  /// `ids[i]` is the engine's view of `frames[i]` (nil: a frame the engine has no view for,
  /// left unchecked).
  let ids: [ViewID?]
  /// The ambiguity found at an earlier step, when only constants have changed since: asking the
  /// solver again (an LP per free symbol) is the checks' main cost, and moving constants leaves
  /// the constraints' freedom as it was (but for exact ties, which an expectation's
  /// `no: [ambiguity]` catches, since it always asks again). nil: ask the solver.
  var knownAmbiguity: [LayoutIssue]?
  /// What the previous step's checks found, and for what (``CheckMemo``); the checks read it and
  /// leave this step's in it.
  var memo = CheckMemo()

  /// A view the checks look at: shown (not hidden, nor inside a hidden view), with its superview.
  /// Plain values only, its name and its superview's left in ``frames`` (``name(_:)``): the
  /// checks copy these around, and a copy of the whole frame with its name, and of the
  /// superview's, was a tenth of their cost.
  struct Shown {
    /// Where its frame is in ``frames``.
    var index: Int
    var frame: Rect
    var window: Rect
    var depth: Int
    var id: ViewID
    /// Where the superview's frame is in ``frames``; nil for the root view.
    var superviewIndex: Int?
    /// The superview's engine view (sibling groups are keyed by it, not by its name).
    var superviewID: ViewID?
    var inScrollView: Bool
    /// The engine view's kind, read once (a check that asks the engine per view copies it).
    var kind: ViewKind
  }

  /// The view's name (its id in the file).
  func name(_ view: Shown) -> String { frames[view.index].id }

  init(simulation: Simulation, frames: [ViewFrame]) {
    let table = simulation.table
    self.init(engine: simulation.engine, frames: frames, ids: frames.map { table.viewID($0.id) })
  }

  init(engine: LayoutEngine, frames: [ViewFrame], ids: [ViewID?]) {
    self.engine = engine
    self.frames = frames
    self.ids = ids
  }

  /// Half a point: less than that is pixel rounding, not a finding.
  static let tolerance = 0.5

  /// The kinds whose views show content: two of them overlapping hide part of it. Plain views and
  /// containers (stacks, scroll views) are backgrounds and groups, so they may overlap anything.
  static func showsContent(_ kind: ViewKind) -> Bool {
    switch kind {
    case .label, .button, .image, .textField, .textView, .switch, .slider: true
    case .view, .stack, .scroll, .segmentedControl: false
    }
  }

  mutating func issues(messages: [LayoutMessage]) -> [LayoutIssue] {
    var issues: [LayoutIssue] = []
    for message in messages {
      issues.append(
        LayoutIssue(
          kind: .conflicts, view: nil,
          message: "Unable to simultaneously satisfy constraints; breaking \(message.brokenDescription)"))
    }
    // One pass in the tree's order: each view's visibility and its superview's frame.
    var ancestors: [(index: Int, id: ViewID, hidden: Bool, scroll: Bool)] = []
    var shown: [Shown] = []
    shown.reserveCapacity(frames.count)
    for (index, id) in ids.enumerated() {
      let depth = frames[index].depth
      ancestors.removeSubrange(min(depth, ancestors.count)...)
      guard let id else { continue }
      let parent = ancestors.last
      let hidden = (parent?.hidden ?? false) || frames[index].isHidden
      let kind = engine.kind(of: id)
      if !hidden {
        shown.append(
          Shown(
            index: index, frame: frames[index].frame, window: frames[index].window, depth: depth,
            id: id, superviewIndex: parent?.index, superviewID: parent?.id,
            inScrollView: parent?.scroll ?? false, kind: kind))
      }
      ancestors.append((index, id, hidden, kind == .scroll))
    }
    if let knownAmbiguity {
      // (The names are gathered only when there is something to filter.)
      let names = knownAmbiguity.isEmpty ? [] : Set(shown.map(name))
      issues += knownAmbiguity.filter { $0.view.map(names.contains) ?? false }
    } else {
      let answers = engine.ambiguousVariables(of: shown.map { LayoutItem.view($0.id) })
      for (view, ambiguous) in zip(shown, answers) where !ambiguous.isEmpty {
        issues.append(
          LayoutIssue(
            kind: .ambiguity, view: name(view),
            message: "'\(name(view))' has an ambiguous layout: \(ambiguous.joined(separator: ", ")) not determined"))
      }
    }
    issues += negativeSizes(shown)
    issues += overlaps(shown)
    issues += crossOverlaps(shown)
    issues += outOfBounds(shown)
    var truncations: [ViewID: CheckMemo.Truncation] = [:]
    truncations.reserveCapacity(memo.truncations.count)
    let text = TextEnvironment(engine.window)
    // (Only these kinds can measure text: the kind, read once, spares copying other views.)
    for view in shown where view.kind == .label || view.kind == .button || view.kind == .textView {
      let engineView = engine.view(view.id)
      guard engineView.measuresText else { continue }
      var checked = CheckMemo.Truncation(size: view.frame.size, view: engineView, text: text)
      if let known = memo.truncations[view.id], known.size == checked.size, known.text == checked.text,
        known.view == checked.view
      {
        checked.message = known.message
      } else {
        checked.message = truncation(view, engineView)
      }
      truncations[view.id] = checked
      if let message = checked.message {
        issues.append(LayoutIssue(kind: .truncation, view: name(view), message: message))
      }
    }
    memo.truncations = truncations
    return issues
  }

  /// A label or button smaller than its text needs: narrower than one line of it, or, wrapping,
  /// shorter than the lines it wraps into at its width (or needing more lines than it may have).
  /// `view` is the engine's view, which the caller has read already.
  func truncation(_ shown: Shown, _ view: View) -> String? {
    let label = name(shown)
    let id = shown.id
    // A text view that does not scroll grows with its text; one that scrolls is never cut.
    guard view.measuresText, view.kind != .textView, let text = view.text, !text.isEmpty
    else { return nil }
    let t = Self.tolerance
    // As installed by the pass just made: measuring each label's text again was most of this
    // check's cost after a step that changed many texts.
    let needed = engine.installedIntrinsicSize(of: id)
    let f = shown.frame
    if view.kind == .button || view.numberOfLines == 1 {
      let w = needed.width ?? 0
      let h = needed.height ?? 0
      guard f.width < w - t || f.height < h - t else { return nil }
      return "'\(label)' is \(Simulation.format(f.width))×\(Simulation.format(f.height)) but its text needs \(Simulation.format(w))×\(Simulation.format(h))"
    }
    let font = view.resolvedFont(in: engine.window)
    let all = TextMetrics.labelIntrinsicSize(
      text: text, font: font, scale: engine.window.scale, numberOfLines: 0,
      preferredMaxLayoutWidth: max(f.width, 1e-9))
    guard f.height < all.height - t else { return nil }
    return "'\(label)' is \(Simulation.format(f.height)) high but its text wraps to \(Simulation.format(all.height)) at width \(Simulation.format(f.width))"
  }
}
