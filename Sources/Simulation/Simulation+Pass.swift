import AutoLayout
import ScenarioFormat

/// What a step's callbacks depend on, seen before and after it.
struct Observation: Hashable {
  var safeArea: EdgeInsets?
  var margins: EdgeInsets?
  var traits: TraitCollection
}

/// What an event asked of the layout pass that ends its step.
struct Pass {
  var before: Observation
  var needsLayout = false
  var traitsChanged = false
  var updatesConstraints = false
  /// Callbacks and notifications that come after the layout (`viewDidAppear`, keyboard `did`s).
  var afterLayout: [String] = []
  var animation: Animation?
  /// Whether the constraints in force or the views changed (not only constants): the automatic
  /// ambiguity check runs again only then, or when an expectation of the step asks for it.
  var structureChanged = false
}

extension Simulation {
  func observe() -> Observation {
    guard isLoaded, let root = engine.root else {
      return Observation(safeArea: nil, margins: nil, traits: traits)
    }
    return Observation(
      safeArea: engine.insets(of: .safeArea, of: root), margins: engine.insets(of: .margins, of: root),
      traits: traits)
  }

  /// The layout pass in UIKit's order, then the step's record: frames, checks, expectations.
  mutating func finish(_ step: inout StepRecord, _ pass: Pass) {
    let layout = engine.layout()
    if pass.needsLayout {
      let after = observe()
      if pass.traitsChanged { step.log.append("traitCollectionDidChange(_:)") }
      if after.safeArea != pass.before.safeArea { step.log.append("viewSafeAreaInsetsDidChange()") }
      if after.margins != pass.before.margins { step.log.append("viewLayoutMarginsDidChange()") }
      if pass.updatesConstraints { step.log.append("updateViewConstraints()") }
      step.log += ["viewWillLayoutSubviews()", "viewDidLayoutSubviews()"]
      // Each child's view lays out after its container's, in the parent's layoutSubviews.
      for child in scenario.controller.children {
        step.log += ["viewWillLayoutSubviews()", "viewDidLayoutSubviews()"].map {
          "\(child.logName): \($0)"
        }
      }
    }
    step.log += pass.afterLayout
    step.messages = layout.messages.map(\.text)
    let tree = frames(layout)
    step.frames = tree.frames
    if let animation = pass.animation {
      let start = tree.ids.map { id in table.slot(of: id).flatMap { previousFrames[$0] } }
      step.animation = animation.ticks(from: start, to: step.frames, scale: engine.window.scale)
    }
    for (frame, id) in zip(tree.frames, tree.ids) {
      guard let slot = table.slot(of: id) else { continue }
      if previousFrames.count <= slot {
        previousFrames += [ViewFrame?](repeating: nil, count: table.slotNames.count - previousFrames.count)
      }
      previousFrames[slot] = frame
    }
    let checksAmbiguity = pass.structureChanged || scenario.expectations.contains { expectation in
      applies(expectation, to: step) && expectation.no.contains { $0.value == .ambiguity }
    }
    // (Made optional by a map: passing `[ViewID]` where `[ViewID?]` is expected casts each
    // element dynamically, a measurable part of a step on a thousand views.)
    let ids = tree.ids.map { Optional($0) }
    var diagnostics = Diagnostics(engine: engine, frames: step.frames, ids: ids)
    if !checksAmbiguity {
      let present = lastAmbiguity.isEmpty ? [] : Set(step.frames.map(\.id))
      diagnostics.knownAmbiguity = lastAmbiguity.filter { $0.view.map(present.contains) ?? false }
    }
    diagnostics.memo = checkMemo
    step.issues = diagnostics.issues(messages: layout.messages)
    checkMemo = diagnostics.memo
    lastAmbiguity = step.issues.filter { $0.kind == .ambiguity }
    step.keyboardFrame = keyboard.frame
    step.environment = StepEnvironment(
      engine: engine, keyboard: keyboard, frames: step.frames, ids: ids)
    step.bars = bars
    if let root = engine.root {
      step.safeArea = Keyboard.safeArea(
        of: layout.windowFrame(of: root), insets: engine.insets(of: .safeArea, of: root))
    }
  }

  /// Every view in the tree, depth first in the tree's order.
  func frames(_ layout: Layout) -> ViewFrame.Tree {
    guard let root = engine.root else { return ViewFrame.Tree(frames: [], ids: []) }
    return ViewFrame.tree(
      from: root, subviews: engine.subviews(of:), entry: { id in name(of: id).map { (id, $0) } },
      engine: engine, layout: layout,
      previousFrame: { id, _ in
        table.slot(of: id).flatMap { $0 < previousFrames.count ? previousFrames[$0]?.frame : nil }
      })
  }
}
