import AutoLayout
import Cassowary
import ScenarioFormat

// The event loop: each event mutates the model as UIKit would, then one layout pass runs and the
// step is recorded with the callbacks it caused.
extension Simulation {
  /// Plays one event as the next step.
  @discardableResult
  public mutating func perform(_ event: Event) -> StepRecord {
    var step = StepRecord(
      index: stepCount + 1, event: Self.describe(event), label: event.label?.value)
    var pass = Pass(before: observe())
    if !isLoaded, event.kind != .load, !Self.loadsItself(event.kind) {
      // The view loads when the window first shows it, whatever the first event is.
      load(&step, &pass)
    }
    switch event.kind {
    case .load:
      if isLoaded {
        step.warnings.append("the view is already loaded; 'load' only lays it out again")
      } else {
        load(&step, &pass)
      }
    case .rotate(let orientation):
      let size = engine.window.device.size(in: orientation.value)
      transition(to: size, orientation: orientation.value, override: nil, &step, &pass)
    case .resize(let size):
      let newSize = Size(width: size.value[0], height: size.value[1])
      transition(to: newSize, orientation: nil, override: newSize, &step, &pass)
    case .keyboard(let action, let height, let frame):
      moveKeyboard(action.value, height: height?.value, frame: frame?.value, &step, &pass)
    case .set(let changes):
      apply(changes, into: &step)
      pass.needsLayout = true
      pass.structureChanged = Self.changesStructure(changes)
    case .animate(let changes, let duration, let curve, let frames):
      apply(changes, into: &step)
      pass.needsLayout = true
      pass.structureChanged = Self.changesStructure(changes)
      pass.animation = Animation(
        duration: duration?.value ?? Animation.defaultDuration, curve: curve?.value ?? .easeInOut,
        ticks: frames?.value)
    case .activate(let names), .deactivate(let names):
      var active = true
      if case .deactivate = event.kind { active = false }
      for name in names {
        for index in named[name.value] ?? [] { constraints[index].wantsActive = active }
      }
      if refreshActivation() {
        pass.needsLayout = true
        pass.structureChanged = true
      }
    case .add(let to, let index, let declared):
      add(declared, to: to.value, at: index?.value, &step, &pass)
    case .remove(let name):
      remove(name.value, &step, &pass)
    case .locale(let code):
      changeLocale(to: code.value, &step, &pass)
    case .contentSize(let category):
      contentSize = category.value
      changeWindow(&step, &pass)
      pass.needsLayout = true
    case .legibilityWeight(let weight):
      legibilityWeight = weight.value
      changeWindow(&step, &pass)
      pass.needsLayout = true
    case .layout:
      break
    case .present(let style):
      present(style.value, &step, &pass)
    case .dismiss:
      dismiss(&step, &pass)
    }
    step.warnings += pendingWarnings
    pendingWarnings = []
    finish(&step, pass)
    evaluateExpectations(step)
    stepCount += 1
    unexpectedFindings += unexpectedFindings(of: step)
    if !keepsSteps { steps.removeAll(keepingCapacity: true) }
    steps.append(step)
    return step
  }

  // MARK: Events

  /// A new locale: every view's text resolved again for it (`Localization.resolve`), then the
  /// window's environment changes and the view lays out again.
  mutating func changeLocale(to code: String, _ step: inout StepRecord, _ pass: inout Pass) {
    localization.locale = code
    // Every id with a text, in sorted order (as ``ViewTable/names(where:)`` would give them);
    // the labels' new sizes re-solved once.
    engine.beginConstantBatch()
    // Each file text resolved once: a list's rows often share their `@key`s.
    var resolved: [String: String] = [:]
    for name in table.sortedTextNames {
      guard let text = table.texts[name], let id = table.viewID(name) else { continue }
      let shown: String
      if let known = resolved[text] {
        shown = known
      } else {
        shown = localization.resolve(text)
        resolved[text] = shown
      }
      // (The text read in place: copying each view to read it was a tenth of the step.)
      if engine.text(of: id) != shown { engine.update(id) { $0.text = shown } }
    }
    // A table's footer titles too: their lines make the footers' heights.
    for (name, layout) in table.footerTitledTables {
      guard let id = table.viewID(name) else { continue }
      engine.update(id) { $0.tableLayout = localization.localized(layout) }
    }
    engine.endConstantBatch()
    changeWindow(&step, &pass)
    pass.needsLayout = true
  }

  /// A rotation or a resize: UIKit calls viewWillTransition(to:with:) (forwarded to the children)
  /// before the window takes its new size.
  mutating func transition(
    to size: Size, orientation: Orientation?, override: Size?, _ step: inout StepRecord,
    _ pass: inout Pass
  ) {
    step.log.append("viewWillTransition(to: \(Self.format(size)), with:)")
    step.log += forwarded("viewWillTransition(to: \(Self.format(size)), with:)")
    if let orientation { self.orientation = orientation }
    sizeOverride = override
    changeWindow(&step, &pass)
  }

  mutating func load(_ step: inout StepRecord, _ pass: inout Pass) {
    isLoaded = true
    step.log += ["loadView"] + childrenLoading + ["viewDidLoad", "viewWillAppear(_:)"]
    step.log += forwarded("viewWillAppear(_:)")
    pass.needsLayout = true
    pass.updatesConstraints = true
    pass.structureChanged = true
    pass.afterLayout += ["viewDidAppear(_:)"] + forwarded("viewDidAppear(_:)")
    // Before the first layout nothing has been reported, so every inset change is news.
    pass.before = Observation(safeArea: nil, margins: nil, traits: traits)
  }

  /// The window after a rotation, a resize, a locale or a Dynamic Type change: traits, bars,
  /// keyboard, and the trait variations that now apply.
  mutating func changeWindow(_ step: inout StepRecord, _ pass: inout Pass) {
    var window = engine.window
    window.orientation = orientation
    window.sizeOverride = sizeOverride
    window.isRightToLeft = localization.isRightToLeft
    window.contentSizeCategory = contentSize
    window.legibilityWeight = legibilityWeight
    window.additionalSafeAreaInsets = .zero
    window.presentedFrame = nil
    if let presentation {
      let placed = Presentation.frame(presentation, in: window)
      window.presentedFrame = placed.frame
      if let warning = placed.warning { step.warnings.append(warning) }
    }
    window.additionalSafeAreaInsets = Bars.insets(
      embed: scenario.controller.embed.map(\.value), window: window,
      largeTitles: scenario.controller.showsLargeTitles)
    window.opaqueBarInsets = Bars.opaqueInsets(controller: scenario.controller, window: window)
    engine.setWindow(window)
    keyboard.follow(window)
    updateKeyboardGuide()
    let newTraits = TraitCollection(window: window)
    if newTraits != traits {
      let oldSizeClasses = traits.sizeClassDescription
      if newTraits.sizeClassDescription != traits.sizeClassDescription {
        step.log.append("willTransition(to: \(newTraits.sizeClassDescription), with:)")
      }
      traits = newTraits
      pass.traitsChanged = true
      pass.updatesConstraints = true
      // As a view controller's updateViewConstraints does it: the old traits' constraints go,
      // the new traits' properties are set, then the new traits' constraints come in.
      let swapped = refreshActivation(deactivationsOnly: true)
      applyTraitProperties()
      // A new layout direction or text size moves constants; new size classes can swap sets
      // (``refreshActivation(deactivationsOnly:)`` tells) and set properties that change which
      // constraints are in force (a stack's axis, a view's hiding). New size classes that only
      // move constants (a rotation with no such `set:`) leave the ambiguity found as it was.
      let sizeClassesChanged = newTraits.sizeClassDescription != oldSizeClasses
      let setsStructure = scenario.controller.traits.contains { Self.changesStructure($0.set) }
      if refreshActivation() || swapped || (sizeClassesChanged && setsStructure) {
        pass.structureChanged = true
      }
    }
    pass.needsLayout = true
  }

  /// `keyboard`: the keyboard moves, the guide follows, and the constraints tracking it apply.
  mutating func moveKeyboard(
    _ action: Event.KeyboardAction, height: Double?, frame: [Double]?, _ step: inout StepRecord,
    _ pass: inout Pass
  ) {
    if engine.window.device.idiom == .phone, [.undock, .split, .merge, .float].contains(action) {
      step.warnings.append("an iPhone's keyboard cannot \(action.rawValue); only iPads undock, split and float it")
    }
    let rect = frame.map { Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
    let notes = keyboard.perform(action, height: height, frame: rect, window: engine.window)
    if action == .float, let rect, let placed = keyboard.frame, placed != rect {
      step.warnings.append(
        "a floating keyboard cannot go under the status bar: moved from y \(Self.format(rect.minY)) "
          + "to \(Self.format(placed.minY)), just below it")
    }
    step.log += notes.will
    updateKeyboardGuide()
    // The guide's new frame (the solver has it already) decides which tracking constraints apply.
    if refreshActivation() { pass.structureChanged = true }
    pass.needsLayout = true
    pass.afterLayout += notes.did
  }

  /// `add`: the view and everything inside it, into a view in the tree (arranged, in a stack).
  mutating func add(
    _ declared: ScenarioView, to superviewName: String, at index: Int?, _ step: inout StepRecord,
    _ pass: inout Pass
  ) {
    guard let superview = table.viewInTree(superviewName) else {
      step.warnings.append(
        "cannot add '\(declared.id.value)': '\(superviewName)' is not in the view tree")
      return
    }
    let intoStack = table.rows[superviewName]?.stack != nil
    addTree(declared, to: superview, intoStack: intoStack)
    // Stacks inside the new views arrange theirs, innermost first.
    for view in declared.allViews.reversed() where view.kind == .stack {
      if let warning = arrange(view.id.value) { step.warnings.append(warning) }
    }
    if intoStack, var arranged = table.rows[superviewName]?.stack?.arranged {
      arranged.insert(declared.id.value, at: min(max(index ?? arranged.count, 0), arranged.count))
      table.rows[superviewName]?.stack?.arranged = arranged
      if let warning = arrange(superviewName) { step.warnings.append(warning) }
    }
    installPending(into: &step)
    pass.needsLayout = true
    pass.structureChanged = true
  }

  /// `remove`: the view and everything inside it leave the tree and their stacks.
  mutating func remove(_ name: String, _ step: inout StepRecord, _ pass: inout Pass) {
    guard let id = table.viewInTree(name) else {
      step.warnings.append(
        table.guide(name) != nil
          ? "removing a layout guide is not modelled; '\(name)' stays"
          : "'\(name)' is not in the view tree")
      return
    }
    let removed = subtreeNames(of: id)
    do throws(LayoutError) {
      try engine.removeFromSuperview(id)
    } catch {
      step.warnings.append("cannot remove '\(name)': \(error.description)")
      return
    }
    for view in removed { table.rows[view]?.isInTree = false }
    pass.structureChanged = true
    // Leaving the tree takes a view out of its stack's arranged subviews too.
    let stacks = table.names { $0.stack?.arranged.contains(where: removed.contains) == true }
    for stack in stacks {
      table.rows[stack]?.stack?.arranged.removeAll(where: removed.contains)
      if let warning = arrange(stack) { step.warnings.append(warning) }
    }
    pass.needsLayout = true
  }

  /// Constraints that name views an `add` just brought in.
  mutating func installPending(into step: inout StepRecord) {
    for index in constraints.indices where constraints[index].engineID == nil {
      do throws(ScenarioError) {
        try installIfReady(index)
      } catch {
        step.warnings.append(error.description)
      }
    }
    _ = refreshActivation()
  }

  /// The scenario ids of a view and everything inside it.
  func subtreeNames(of id: ViewID) -> [String] {
    var result: [String] = []
    var pending = [id]
    while let next = pending.popLast() {
      if let name = name(of: next) { result.append(name) }
      pending += engine.subviews(of: next)
    }
    return result
  }

  func name(of id: ViewID) -> String? {
    table.slot(of: id).map { table.slotNames[$0] }
  }

  // MARK: Describing events

  /// The event as the reports show it: `rotate: landscapeLeft`, `set: title.text`.
  public static func describe(_ event: Event) -> String {
    switch event.kind {
    case .load: "load"
    case .rotate(let o): "rotate: \(o.value.rawValue)"
    case .resize(let s): "resize: [\(s.value.map(format).joined(separator: ", "))]"
    case .keyboard(let action, let height, let frame):
      "keyboard: \(action.value.rawValue)"
        + (height.map { " (height \(format($0.value)))" } ?? "")
        + (frame.map { " (frame [\($0.value.map(format).joined(separator: ", "))])" } ?? "")
    case .set(let changes): "set: " + changes.map { "\($0.target.value).\($0.property.value)" }.joined(separator: ", ")
    case .animate(let changes, _, _, _):
      "animate: " + changes.map { "\($0.target.value).\($0.property.value)" }.joined(separator: ", ")
    case .activate(let names): "activate: " + names.map(\.value).joined(separator: ", ")
    case .deactivate(let names): "deactivate: " + names.map(\.value).joined(separator: ", ")
    case .add(let to, _, let view): "add: \(view.id.value) to \(to.value)"
    case .remove(let id): "remove: \(id.value)"
    case .locale(let code): "locale: \(code.value)"
    case .contentSize(let category): "contentSize: \(category.value.rawValue)"
    case .legibilityWeight(let weight): "legibilityWeight: \(weight.value.rawValue)"
    case .layout: "layout"
    case .present(let style): "present: \(style.value.rawValue)"
    case .dismiss: "dismiss"
    }
  }

  /// `8`, `0.5`, `79.333`: at most three decimals, no trailing zeros (deterministic everywhere).
  public static func format(_ number: Double) -> String { AutoLayout.format(number) }

  static func format(_ size: Size) -> String { "\(format(size.width))×\(format(size.height))" }
}
