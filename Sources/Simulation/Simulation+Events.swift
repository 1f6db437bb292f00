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
      index: steps.count + 1, event: Self.describe(event), label: event.label?.value)
    var pass = Pass(before: observe())
    if !isLoaded, event.kind != .load {
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
      step.log.append("viewWillTransition(to: \(Self.format(size)), with:)")
      self.orientation = orientation.value
      sizeOverride = nil
      changeWindow(&step, &pass)
    case .resize(let size):
      let newSize = Size(width: size.value[0], height: size.value[1])
      step.log.append("viewWillTransition(to: \(Self.format(newSize)), with:)")
      sizeOverride = newSize
      changeWindow(&step, &pass)
    case .keyboard(let action, let height, let frame):
      if engine.window.device.idiom == .phone, [.undock, .split, .merge, .float].contains(action.value) {
        step.warnings.append("an iPhone's keyboard cannot \(action.value.rawValue); only iPads undock, split and float it")
      }
      let rect = frame.map { Rect(x: $0.value[0], y: $0.value[1], width: $0.value[2], height: $0.value[3]) }
      let notes = keyboard.perform(action.value, height: height?.value, frame: rect, window: engine.window)
      step.log += notes.will
      updateKeyboardGuide()
      // The guide's new frame (the solver has it already) decides which tracking constraints apply.
      if refreshActivation() { pass.structureChanged = true }
      pass.needsLayout = true
      pass.afterLayout += notes.did
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
      if let superview = views[to.value], !detached.contains(to.value) {
        let intoStack = stacks[to.value] != nil
        addTree(declared, to: superview, intoStack: intoStack)
        // Stacks inside the new views arrange theirs, innermost first.
        for view in declared.allViews.reversed() where view.kind == .stack {
          if let warning = arrange(view.id.value) { step.warnings.append(warning) }
        }
        if intoStack {
          var arranged = stacks[to.value]!.arranged
          arranged.insert(declared.id.value, at: min(max(index?.value ?? arranged.count, 0), arranged.count))
          stacks[to.value]!.arranged = arranged
          if let warning = arrange(to.value) { step.warnings.append(warning) }
        }
        installPending(into: &step)
        pass.needsLayout = true
        pass.structureChanged = true
      } else {
        step.warnings.append("cannot add '\(declared.id.value)': '\(to.value)' is not in the view tree")
      }
    case .remove(let name):
      if let id = views[name.value], !detached.contains(name.value) {
        let removed = subtreeNames(of: id)
        try? engine.removeFromSuperview(id)
        for view in removed { detached.insert(view) }
        pass.structureChanged = true
        // Leaving the tree takes a view out of its stack's arranged subviews too.
        for stack in stacks.keys.sorted() where stacks[stack]!.arranged.contains(where: removed.contains) {
          stacks[stack]!.arranged.removeAll(where: removed.contains)
          if let warning = arrange(stack) { step.warnings.append(warning) }
        }
        pass.needsLayout = true
      } else if guides[name.value] != nil {
        step.warnings.append("removing a layout guide is not modelled; '\(name.value)' stays")
      } else {
        step.warnings.append("'\(name.value)' is not in the view tree")
      }
    case .locale(let code):
      localization.locale = code.value
      for (name, text) in texts.sorted(by: { $0.key < $1.key }) {
        guard let id = views[name] else { continue }
        let shown = localization.resolve(text)
        if engine.view(id).text != shown { engine.update(id) { $0.text = shown } }
      }
      changeWindow(&step, &pass)
      pass.needsLayout = true
    case .contentSize(let category):
      contentSize = category.value
      changeWindow(&step, &pass)
      pass.needsLayout = true
    case .layout:
      break
    }
    finish(&step, pass)
    evaluateExpectations(step)
    steps.append(step)
    return step
  }

  // MARK: Events

  mutating func load(_ step: inout StepRecord, _ pass: inout Pass) {
    isLoaded = true
    step.log += ["loadView", "viewDidLoad", "viewWillAppear(_:)"]
    pass.needsLayout = true
    pass.updatesConstraints = true
    pass.structureChanged = true
    pass.afterLayout.append("viewDidAppear(_:)")
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
    window.additionalSafeAreaInsets = .zero
    window.additionalSafeAreaInsets = Bars.insets(
      embed: scenario.controller.embed.map(\.value), window: window)
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
      // A new layout direction or text size moves constants; new size classes can swap sets.
      if refreshActivation() || swapped || newTraits.sizeClassDescription != oldSizeClasses {
        pass.structureChanged = true
      }
    }
    pass.needsLayout = true
  }

  /// `set` and `animate`: view properties and named constraints' constant, priority, active.
  mutating func apply(_ changes: [PropertyChange], into step: inout StepRecord) {
    for change in changes {
      let target = change.target.value
      let property = change.property.value
      let value = change.value.value
      if let indices = named[target] {
        for index in indices { setConstraintProperty(property, value, index: index, into: &step) }
        continue
      }
      guard let id = views[target] else {
        step.warnings.append("'\(target)' is not in the view tree")
        continue
      }
      setViewProperty(property, value, of: target, id: id, into: &step)
    }
    _ = refreshActivation()
  }

  mutating func setConstraintProperty(
    _ property: String, _ value: ScenarioValue, index: Int, into step: inout StepRecord
  ) {
    switch property {
    case "active":
      if case .bool(let b) = value { constraints[index].wantsActive = b }
    case "constant":
      guard case .number(let n) = value else { return }
      constraints[index].expression.constant = n
      if let id = constraints[index].engineID { try? engine.setConstant(n, of: id) }
    case "priority":
      guard let priority = Self.priority(value) else { return }
      constraints[index].expression.priority = priority
      if let id = constraints[index].engineID {
        do {
          try engine.setPriority(priority, of: id)
        } catch {
          step.warnings.append(
            "\(constraints[index].name ?? "constraint"): \(error.description)")
        }
      }
    default: break
    }
  }

  /// Whether changes may change which constraints are in force, rather than only constants and
  /// intrinsic sizes: any property but a constant, a text, a font or a content size.
  static func changesStructure(_ changes: [PropertyChange]) -> Bool {
    let constantsOnly: Set<String> = [
      "constant", "text", "title", "placeholder", "font", "lines", "preferredMaxLayoutWidth", "size",
      "contentInsets",
    ]
    return changes.contains { !constantsOnly.contains($0.property.value) }
  }

  static func priority(_ value: ScenarioValue) -> Priority? {
    switch value {
    case .number(let n): return Priority(n)
    case .string("required"): return .required
    case .string("high"): return .defaultHigh
    case .string("low"): return .defaultLow
    case .string("fittingSize"): return .fittingSizeLevel
    default: return nil
    }
  }

  mutating func setViewProperty(
    _ property: String, _ value: ScenarioValue, of name: String, id: ViewID,
    into step: inout StepRecord
  ) {
    switch property {
    case "text", "title", "placeholder":
      guard case .string(let text) = value else { return }
      if property == "placeholder", kinds[name] == .textField, baseText(name) != nil {
        return  // a text field with text is sized by its text, not its placeholder
      }
      texts[name] = text
      let shown = localization.resolve(text)
      engine.update(id) { $0.text = shown }
    case _ where Self.stackProperties.contains(property) && stacks[name] != nil:
      _ = stacks[name]!.set(property, value)
      if let warning = arrange(name) { step.warnings.append(warning) }
    default:
      var handled = false
      engine.update(id) { handled = ViewProperties.set(property, to: value, of: &$0) }
      if !handled { step.warnings.append("'\(property)' of '\(name)' is not modelled yet") }
    }
  }

  private func baseText(_ name: String) -> String? {
    scenario.controller.view.allViews.first { $0.id.value == name }?.text?.value
  }

  /// Trait variations' `set:` values: applied while their traits hold, the file's values otherwise.
  mutating func applyTraitProperties() {
    var touched: [String: Set<String>] = [:]
    for variation in scenario.controller.traits {
      for change in variation.set { touched[change.target.value, default: []].insert(change.property.value) }
    }
    var dummy = StepRecord(index: 0, event: "", label: nil)
    for (name, properties) in touched.sorted(by: { $0.key < $1.key }) {
      guard let id = views[name], let base = baseViews[name] else { continue }
      for property in properties.sorted() {
        if Self.stackProperties.contains(property), let baseStack = baseStacks[name] {
          stacks[name]?.copy(property, from: baseStack)
        } else {
          engine.update(id) { ViewProperties.copy(property, from: base, to: &$0) }
        }
      }
      if stacks[name] != nil { _ = arrange(name) }
    }
    for variation in scenario.controller.traits where traits.matches(variation) {
      apply(variation.set, into: &dummy)
    }
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
    let name = engine.view(id).name
    return views[name] == id ? name : nil
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
    case .layout: "layout"
    }
  }

  /// `8`, `0.5`, `79.333`: at most three decimals, no trailing zeros (deterministic everywhere).
  public static func format(_ number: Double) -> String { AutoLayout.format(number) }

  static func format(_ size: Size) -> String { "\(format(size.width))×\(format(size.height))" }
}
