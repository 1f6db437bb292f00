import Cassowary

/// The result of a layout pass: every view's frame, rounded to the device's pixels.
public struct Layout: Sendable {
  /// By view id: the frame in the superview's coordinates (the root view's in the window's).
  public var frames: [Rect]
  /// By view id: the frame in window coordinates.
  public var windowFrames: [Rect]
  /// What UIKit would have printed during the pass (and the changes before it).
  public var messages: [LayoutMessage]

  public func frame(of id: ViewID) -> Rect { frames[id.rawValue] }
  public func windowFrame(of id: ViewID) -> Rect { windowFrames[id.rawValue] }
}

extension LayoutEngine {
  /// One layout pass, UIKit's `layoutIfNeeded` on the root view: the root view takes the
  /// window's size, the built-in guides follow the frames they depend on (a subview's safe area
  /// and margins depend on where it is, so this repeats until nothing moves, as UIKit's nested
  /// passes do), and every view's frame is read off the solution and rounded to pixels.
  public mutating func layout() -> Layout {
    if let root { installRootFrame(root) }
    // Only frame-based views need the frames (evaluating every frame is a pass's main cost).
    let framed = viewIDs.contains { nodes[$0.rawValue].view.translatesAutoresizingMaskIntoConstraints }
    // A pass walks every view to take out constraints of views no longer frame-based; with none
    // frame-based now or at the last pass, there is nothing to take out.
    if framed || mayHoldAutoresizing {
      installAutoresizing(frames: framed ? currentFrames() : [:])
      mayHoldAutoresizing = framed
    }
    // Text-sized views follow the window's Dynamic Type category (its scale, its Bold Text):
    // measured again after those change. A view's own change (its text, its font) measures it
    // again where it happens (``update(_:_:)``), so a pass after other events skips them all.
    if textSizedFor != TextEnvironment(window) {
      // Hundreds of labels' new sizes, re-solved once.
      beginConstantBatch()
      for id in viewIDs {
        // (The kind, read in place, rules out most views before the property copies the view.)
        let kind = nodes[id.rawValue].view.kind
        guard kind == .label || kind == .button || kind == .textView || kind == .textField,
          nodes[id.rawValue].view.measuresText
        else { continue }
        installIntrinsicSize(id)
      }
      endConstantBatch()
      textSizedFor = TextEnvironment(window)
    }
    refreshTableLayouts()
    refreshProportionalArrangements()
    settleGuides()
    settleWrappingLabels()
    // Collection views place their items from the sizes just solved (their cells' labels
    // wrapped), then the pass solves again; bounded like the labels' passes.
    for _ in 0..<6 {
      // Tables inset their rows to the safe area just solved.
      let flowMoved = refreshFlowLayouts()
      let tableMoved = refreshTableLayouts()
      guard flowMoved || tableMoved else { break }
      refreshProportionalArrangements()
      settleGuides()
      settleWrappingLabels()
    }
    let scale = window.scale
    // The solver places alignment rectangles; a frame is its view's, grown by its insets. Read
    // by view id, into an array: a pass reads every view, and only views.
    let frames = currentViewFrames().enumerated().map { index, r in
      let i = nodes[index].view.alignmentRectInsets
      return Rect(
        x: r.minX - i.left, y: r.minY - i.top, width: r.width + i.left + i.right,
        height: r.height + i.top + i.bottom)
    }
    // Every item's, for a scroll view whose content offset the pass has not set.
    var allFrames: [LayoutItem: Rect]?
    var local: [Rect] = []
    var global: [Rect] = []
    local.reserveCapacity(frames.count)
    global.reserveCapacity(frames.count)
    for id in viewIDs {
      let r = frames[id.rawValue]
      // A scroll view's subviews are placed in its bounds, whose origin is the content offset.
      var origin = nodes[id.rawValue].superview.map { frames[$0.rawValue] } ?? .zero
      if let superview = nodes[id.rawValue].superview, nodes[superview.rawValue].view.kind == .scroll {
        if let top = systemConstraints[.guide(superview, .contentLayout, .top)]?.constant {
          origin.origin.y += top
        } else {
          if allFrames == nil { allFrames = currentFrames() }
          origin.origin.y += adjustedContentInsetTop(of: superview, frames: allFrames!)
        }
      }
      let relative = r.offsetBy(dx: -origin.minX, dy: -origin.minY)
      local.append(relative.roundedToPixels(scale: scale))
      global.append(r.roundedToPixels(scale: scale))
    }
    let result = Layout(frames: local, windowFrames: global, messages: messages)
    messages = []
    return result
  }

  /// The built-in guides follow the frames they depend on: repeats until nothing moves.
  /// UIKit's second pass for multi-line labels without a preferredMaxLayoutWidth: read each
  /// one's laid-out width, re-measure its height wrapped at that width, and solve again, until no
  /// height changes (bounded: a label whose height feeds back into its width could cycle).
  private mutating func settleWrappingLabels() {
    for _ in 0..<4 {
      guard remeasureWrappingLabels() else { break }
      refreshProportionalArrangements()
      settleGuides()
    }
  }

  private mutating func settleGuides() {
    // Each round can only move guides that depend on frames the previous round moved; a few
    // rounds settle any real tree. The bound guards against an oscillation.
    for _ in 0..<8 {
      // Only the frames the guides read (a pass reads every frame once, after them).
      let frames = currentFrames(of: itemsGuidesRead())
      var moved = false
      for item in items {
        guard case .guide(let owner, let kind) = item, kind.followsOwner else { continue }
        let insets = guideInsets(kind, of: owner, frames: frames)
        if insets != currentInsets(kind, of: owner) {
          updateGuide(kind, of: owner, insets: insets)
          moved = true
        }
      }
      for item in items {
        guard case .guide(let scroll, .contentLayout) = item else { continue }
        let top = adjustedContentInsetTop(of: scroll, frames: frames)
        if top != contentOrigin(of: scroll) {
          installContentGuide(of: scroll, top: top)
          moved = true
        }
      }
      if !moved { return }
    }
  }

  /// The items whose frames the built-in guides read (``guideInsets(_:of:frames:)``,
  /// ``adjustedContentInsetTop(of:frames:)``): each following guide's owner and each scroll view
  /// with a content guide, their superviews up to the root, and the scroll views' content guides.
  private func itemsGuidesRead() -> [LayoutItem] {
    var result: [LayoutItem] = []
    var seen = Set<LayoutItem>()
    func addWithAncestors(_ id: ViewID) {
      var next: ViewID? = id
      while let view = next, seen.insert(.view(view)).inserted {
        result.append(.view(view))
        next = nodes[view.rawValue].superview
      }
    }
    for item in items {
      guard case .guide(let owner, let kind) = item else { continue }
      if kind == .contentLayout {
        result.append(item)
        addWithAncestors(owner)
      } else if kind.followsOwner {
        addWithAncestors(owner)
      }
    }
    return result
  }

  func currentInsets(_ kind: GuideKind, of owner: ViewID) -> EdgeInsets {
    func k(_ edge: SystemConstraint.Edge) -> Double {
      systemConstraints[.guide(owner, kind, edge)]?.constant ?? .nan
    }
    return EdgeInsets(top: k(.top), left: k(.left), bottom: k(.bottom), right: k(.right))
  }

  /// Every item's frame in window coordinates, unrounded, from the current solution (or only
  /// those of `items`).
  func currentFrames(of items: [LayoutItem]? = nil) -> [LayoutItem: Rect] {
    let items = items ?? self.items
    var list: [Variable] = []
    for item in items {
      let v = variables[item]!
      list += [v.start, v.top, v.width, v.height]
    }
    let values = solver.values(of: list)
    var frames: [LayoutItem: Rect] = [:]
    frames.reserveCapacity(items.count)
    for (i, item) in items.enumerated() {
      let width = values[4 * i + 2]
      frames[item] = Rect(
        x: minX(start: values[4 * i], width: width), y: values[4 * i + 1], width: width,
        height: values[4 * i + 3])
    }
    return frames
  }

  /// Every view's alignment rectangle in window coordinates, unrounded, by view id. Only the
  /// values the solver changed since the last pass are evaluated again
  /// (``Solver/trackedValues(of:)``); `fullRead` evaluates every one (the tests compare both).
  mutating func currentViewFrames(fullRead: Bool = false) -> [Rect] {
    let list = viewVariableList
    let values = fullRead ? solver.values(of: list) : solver.trackedValues(of: list)
    return nodes.indices.map { i in
      let width = values[4 * i + 2]
      return Rect(
        x: minX(start: values[4 * i], width: width), y: values[4 * i + 1], width: width,
        height: values[4 * i + 3])
    }
  }

  /// The alignment rectangle of an item in window coordinates, unrounded (a guide's too): the
  /// frame, for a view without ``View/alignmentRectInsets``.
  public func unroundedWindowFrame(of item: LayoutItem) -> Rect? {
    guard let v = variables[item] else { return nil }
    let values = solver.values(of: [v.start, v.top, v.width, v.height])
    return Rect(x: minX(start: values[0], width: values[2]), y: values[1], width: values[2], height: values[3])
  }

  /// `hasAmbiguousLayout`: whether some part of the view's frame is not decided by the
  /// constraints (it is free, or two constraints at one priority pull it apart).
  public func hasAmbiguousLayout(_ id: ViewID) -> Bool {
    !ambiguousVariables(of: .view(id)).isEmpty
  }

  /// The names (`minX`, `minY`, `width`, `height`) of the item's ambiguous variables.
  public func ambiguousVariables(of item: LayoutItem) -> [String] {
    ambiguousVariables(of: [item])[0]
  }

  /// ``ambiguousVariables(of:)`` for many items at once, sharing the solver's work among them
  /// (``Solver/areAmbiguous(_:)``): what a check of every view after a step uses.
  public func ambiguousVariables(of items: [LayoutItem]) -> [[String]] {
    let names = ["minX", "minY", "width", "height"]
    var list: [Variable] = []
    for item in items {
      guard let v = variables[item] else { continue }
      list += [v.start, v.top, v.width, v.height]
    }
    var answers = solver.areAmbiguous(list)[...]
    return items.map { item in
      guard variables[item] != nil else { return [] }
      var four = Array(answers.prefix(4))
      answers = answers.dropFirst(4)
      // In a right-to-left window minX is -(start + width): it moves when either does (a
      // start and width that move together, leaving minX put, count as moving it).
      if window.isRightToLeft { four[0] = four[0] || four[2] }
      return zip(names, four).filter(\.1).map(\.0)
    }
  }
}

extension Rect {
  /// UIKit's rounding of a frame to the pixel grid: each edge to the nearest pixel, so a view
  /// and its neighbour never overlap or gap by a fraction of a pixel. An edge half a pixel from
  /// two goes to the further from zero (87.5 at @3x: 87.667); the solver's float noise
  /// (87.49999999999) is taken off first (to a millionth of a pixel), so which way a tie goes
  /// does not hang on the order the solver added its terms in.
  public func roundedToPixels(scale: Double) -> Rect {
    func r(_ value: Double) -> Double {
      let pixels = ((value * scale) * 1e6).rounded() / 1e6
      return (pixels.rounded() / scale) + 0
    }
    let x = r(minX)
    let y = r(minY)
    return Rect(x: x, y: y, width: r(maxX) - x, height: r(maxY) - y)
  }
}
