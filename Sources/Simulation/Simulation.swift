import AutoLayout
import Cassowary
import ScenarioFormat

/// A scenario being played: the window, the root view controller's view tree in a
/// ``LayoutEngine``, and the timeline so far.
///
/// Building one checks everything the engine can refuse (constraints mixing axes, items without a
/// common ancestor, …) before any event runs. Each ``perform(_:)`` mutates the model as the event
/// does, runs one layout pass in UIKit's order and records a ``StepRecord``.
///
/// A value type: a copy is a snapshot (the REPL steps back by keeping them).
public struct Simulation {
  public let scenario: Scenario
  public internal(set) var engine: LayoutEngine
  /// The steps played so far: every one, or only the last when ``keepsSteps`` is off.
  public internal(set) var steps: [StepRecord] = []
  /// Whether ``steps`` keeps every step (the default) or only the last one. A caller that
  /// writes each step out as it is played (`layoutsim run` printing text, with no pictures to
  /// draw afterwards) turns it off, so that memory does not grow with the timeline.
  public var keepsSteps = true
  /// How many steps were played.
  public internal(set) var stepCount = 0
  /// The findings of the steps played that no expectation anticipated, in step order: what
  /// `--strict` fails a run on (``findings(of:)``), kept as each step is played.
  public internal(set) var unexpectedFindings: [UnexpectedFinding] = []
  /// Each expectation of the file, in order, over the steps played so far.
  public internal(set) var expectationResults: [ExpectationResult] = []

  /// Whether every expectation was evaluated and holds.
  public var passed: Bool { expectationResults.allSatisfy(\.passed) }

  /// Every id the file declares: its engine view or guide and the file's own values.
  var table = ViewTable()
  /// What the engine refused outside an event's own handling (a view it could not add, a
  /// constraint it could not activate): the next step reports it as a warning.
  var pendingWarnings: [String] = []

  var constraints: [InstalledConstraint] = []
  /// Named constraints → their indices in ``constraints`` (a visual format makes several).
  var named: [String: [Int]] = [:]

  var orientation: Orientation
  var localization: Localization
  var contentSize: ContentSizeCategory
  /// The Bold Text setting (`legibilityWeight:` and its event).
  var legibilityWeight: LegibilityWeight
  var sizeOverride: Size?
  var keyboard = Keyboard()
  var keyboardGuide: LayoutItem
  var keyboardGuideConstraints: [LayoutConstraintID] = []
  var traits: TraitCollection
  var isLoaded = false
  /// How the controller is presented (`present:`); nil while it is the window's root.
  var presentation: Event.PresentationStyle?
  /// Whether `dismiss` took the presented controller off the screen.
  var isDismissed = false
  /// The last frame each name had, at its ``ViewTable/slot(of:)``.
  var previousFrames: [ViewFrame?] = []
  /// The last step's ambiguity findings (see ``Diagnostics/knownAmbiguity``).
  var lastAmbiguity: [LayoutIssue] = []
  /// The last step's other findings, with what they were found for (``CheckMemo``).
  var checkMemo = CheckMemo()
  /// The constraints' states as the last activation refresh left them (nil: not settled).
  var settledActivation: SettledActivation?

  /// A constraint of the file, and what decides whether it is active.
  struct InstalledConstraint {
    var expression: ConstraintExpression
    var name: String?
    var group: Group
    /// The file's `active:`, then `set`/`activate`/`deactivate`.
    var wantsActive: Bool
    /// nil until its views are all in the tree.
    var engineID: LayoutConstraintID?

    enum Group: Hashable {
      case base
      case trait(Int)
      case tracking(nearEdge: ScenarioConstraint.Edge?, awayFrom: ScenarioConstraint.Edge?)
    }
  }

  /// Builds the window and the view tree and installs every constraint.
  /// - Throws: every constraint the engine refuses, as scenario errors with their locations.
  public init(_ scenario: Scenario) throws(ScenarioErrors) {
    self.scenario = scenario
    expectationResults = scenario.expectations.map {
      ExpectationResult(at: $0.at.value.description, location: $0.location, failures: [], evaluated: false)
    }
    orientation = scenario.orientation?.value ?? .portrait
    localization = Localization(locale: scenario.locale?.value ?? "en", strings: scenario.strings)
    contentSize = scenario.contentSize?.value ?? .default
    var window = Window(
      device: DeviceResolver.device(scenario.device), orientation: orientation,
      isRightToLeft: localization.isRightToLeft, contentSizeCategory: contentSize)
    window.ios = scenario.ios?.value ?? .newest
    legibilityWeight = scenario.legibilityWeight?.value ?? .regular
    window.legibilityWeight = legibilityWeight
    window.additionalSafeAreaInsets = Bars.insets(
      embed: scenario.controller.embed.map(\.value), window: window,
      largeTitles: scenario.controller.showsLargeTitles)
    window.opaqueBarInsets = Bars.opaqueInsets(controller: scenario.controller, window: window)
    traits = TraitCollection(window: window)
    engine = LayoutEngine(window: window)
    // UIKit makes every view's content-size constraints in its first update-constraints pass,
    // after the constraints loaded with the views (a nib's, or those activated in viewDidLoad):
    // where a required one conflicts with a required constraint of the file, it is the one added
    // last, so the one broken (`reference/auto-layout-demystified-2.md` TC-01: the constraint
    // added second is broken). A 16-pt image button with hugging 1000 and a required 30-pt
    // width is 30 wide, as Xcode saves it; later changes add their constraints last as before.
    engine.deferIntrinsicSizes()
    let root = engine.addRootView(ViewProperties.makeView(
        scenario.controller.view, isRoot: true, ios: scenario.ios?.value ?? .newest))
    // The keyboard layout guide is a guide of the root view whose frame the simulation sets.
    do throws(LayoutError) {
      keyboardGuide = try engine.addLayoutGuide(
        to: root, description: "UIKeyboardLayoutGuide:view.keyboard'UIViewKeyboardLayoutGuide'")
    } catch {
      throw ScenarioErrors([ScenarioError(error.description, at: scenario.controller.location)])
    }
    var errors: [ScenarioError] = []
    table.declare(scenario.controller.view)
    for (view, stack) in Self.arrangedReferences(in: scenario.controller.view) {
      table.rows[view]?.arrangedIn = stack
    }
    register(scenario.controller.view, id: root)
    for child in scenario.controller.view.subviews + scenario.controller.view.content {
      addTree(child, to: root)
    }
    for event in scenario.events {
      if case .add(_, _, let view) = event.kind { table.declare(view) }
    }
    installKeyboardGuide()
    embedChildren()
    for name in table.order where table.rows[name]?.stack != nil {
      if let error = arrange(name) {
        errors.append(ScenarioError(error, at: table.rows[name]!.declared.location))
      }
    }
    let controller = scenario.controller
    for declared in controller.constraints {
      errors += declare(declared, group: .base)
    }
    for (index, variation) in controller.traits.enumerated() {
      for declared in variation.constraints { errors += declare(declared, group: .trait(index)) }
    }
    for declared in controller.keyboard?.tracking ?? [] {
      errors += declare(
        declared,
        group: .tracking(nearEdge: declared.nearEdge?.value, awayFrom: declared.awayFrom?.value))
    }
    guard errors.isEmpty else { throw ScenarioErrors(errors) }
    applyTraitProperties()
    _ = refreshActivation()  // conflicts wait in the engine's messages for the first pass
    engine.installIntrinsicSizes()
  }

  /// The timeline: the file's events, or `[load]`.
  public var timeline: [Event] {
    if !scenario.events.isEmpty { return scenario.events }
    return [Event(.load, at: scenario.controller.location)]
  }

  /// Plays the whole timeline.
  public mutating func run() {
    for event in timeline { perform(event) }
  }

  // MARK: Building the tree

  mutating func register(_ declared: ScenarioView, id: ViewID) {
    let name = declared.id.value
    table.build(name, as: .view(id), fileView: engine.view(id))
    if let text = Self.fileText(declared) { setText(text, of: name, id: id) }
  }

  /// The text a view shows as the file declares it: a text field shows its text, or else its
  /// placeholder; both size it.
  static func fileText(_ declared: ScenarioView) -> String? {
    if declared.kind == .textField || declared.kind == .textView {
      return declared.text?.value ?? declared.placeholder?.value
    }
    return declared.text?.value ?? declared.title?.value
  }

  func fileText(_ name: String) -> String? { table.rows[name].flatMap { Self.fileText($0.declared) } }

  /// Adds a declared view and everything inside it under `superview`; a view a stack arranges
  /// goes into that stack, whatever the file nests it in.
  mutating func addTree(_ declared: ScenarioView, to superview: ViewID, intoStack: Bool = false) {
    let name = declared.id.value
    if !intoStack, table.rows[name]?.arrangedIn != nil { return }
    do throws(LayoutError) {
      if declared.kind == .guide {
        let guide = try engine.addLayoutGuide(to: superview, description: "UILayoutGuide:\(name)")
        table.build(name, as: guide, fileView: nil)
        return
      }
      var view = ViewProperties.makeView(declared, isRoot: false, ios: scenario.ios?.value ?? .newest)
      view.tableLayout = view.tableLayout.map(localization.localized)
      let id = try engine.addView(view, to: superview)
      register(declared, id: id)
      for child in declared.subviews + declared.content { addTree(child, to: id) }
      guard declared.kind == .stack else { return }
      let state = StackState(declared)
      table.rows[name]?.stack = state
      table.rows[name]?.fileStack = state
      for item in declared.arranged {
        switch item {
        case .view(let child): addTree(child, to: id, intoStack: true)
        case .reference(let other):
          if let child = table.rows[other.value]?.declared { addTree(child, to: id, intoStack: true) }
        }
      }
    } catch {
      pendingWarnings.append("cannot add '\(name)': \(error.description)")
    }
  }

  // MARK: Constraints

  /// Records a constraint of the file and installs it if its views are in the tree.
  mutating func declare(_ declared: ScenarioConstraint, group: InstalledConstraint.Group)
    -> [ScenarioError]
  {
    var errors: [ScenarioError] = []
    for expression in declared.expressions {
      let index = constraints.count
      constraints.append(
        InstalledConstraint(
          expression: expression, name: declared.id?.value, group: group,
          wantsActive: declared.active?.value ?? true))
      if let name = declared.id?.value { named[name, default: []].append(index) }
      do throws(ScenarioError) {
        try installIfReady(index)
      } catch {
        errors.append(error)
      }
    }
    return errors
  }

  /// Creates the engine's constraint (inactive) once every item it names is in the tree.
  mutating func installIfReady(_ index: Int) throws(ScenarioError) {
    guard constraints[index].engineID == nil else { return }
    let expression = constraints[index].expression
    guard let constraint = try resolve(expression, name: constraints[index].name) else { return }
    do {
      constraints[index].engineID = try engine.add(constraint, active: false)
    } catch {
      throw ScenarioError(Self.describe(error), at: expression.location)
    }
  }

  /// The engine's form of a constraint: nil while a view it names is not in the tree.
  func resolve(_ expression: ConstraintExpression, name: String?) throws(ScenarioError)
    -> LayoutConstraint?
  {
    guard let (first, second) = try items(of: expression) else { return nil }
    return LayoutConstraint(
      first, expression.first.attribute, expression.relation, second,
      expression.second?.attribute, multiplier: expression.multiplier,
      constant: expression.constant, priority: expression.priority, identifier: name,
      origin: expression.location.description)
  }

  /// Both items of a constraint. `superview` is the other item's superview, whichever side it is
  /// on (the visual format puts `|` first for a trailing edge).
  func items(of expression: ConstraintExpression) throws(ScenarioError) -> (LayoutItem, LayoutItem?)? {
    guard let secondAnchor = expression.second else {
      guard let first = try item(for: expression.first, other: nil) else { return nil }
      return (first, nil)
    }
    if expression.first.reference == .superview {
      guard let second = try item(for: secondAnchor, other: nil),
        let first = try item(for: expression.first, other: second)
      else { return nil }
      return (first, second)
    }
    guard let first = try item(for: expression.first, other: nil),
      let second = try item(for: secondAnchor, other: first)
    else { return nil }
    return (first, second)
  }

  /// The item an anchor names (SCENARIO-FORMAT.md, "Items"); `other` is the constraint's other
  /// item, whose superview `superview` means. Nil while the view is not in the tree.
  func item(for anchor: ConstraintExpression.Anchor, other: LayoutItem?) throws(ScenarioError)
    -> LayoutItem?
  {
    let head = anchor.item[0]
    guard let root = engine.root else { return nil }
    var base: LayoutItem
    switch anchor.reference {
    case .root: base = .view(root)
    case .superview:
      switch other {
      case .view(let id)?:
        guard let superview = engine.superview(of: id) else {
          throw ScenarioError("the root view has no superview", at: head.location)
        }
        base = .view(superview)
      case .guide(let owner, .custom)?:
        base = .view(owner)  // a UILayoutGuide's view is the one it was added to
      default:
        throw ScenarioError(
          "'superview' needs a view on the other side of the constraint", at: head.location)
      }
    case .rootGuide(.safeArea): return .guide(root, .safeArea)
    case .rootGuide(.margins): return .guide(root, .margins)
    case .rootGuide(.readable): return .guide(root, .readable)
    case .rootGuide(.keyboard): return keyboardGuide
    case .id(let name):
      if let guide = table.guide(name.text) {
        base = guide
      } else if let id = table.viewInTree(name.text) {
        base = .view(id)
      } else if table.rows[name.text] != nil {
        return nil
      } else {
        throw ScenarioError("unknown view '\(name.text)'", at: name.location)
      }
    }
    guard let (guideName, kind) = anchor.viewGuide else { return base }
    guard case .view(let owner) = base else {
      throw ScenarioError("a layout guide has no guides of its own", at: guideName.location)
    }
    guard let kind else {
      throw ScenarioError(
        "unknown guide '\(guideName.text)' of '\(head.text)'; expected "
          + "safeArea, margins, readable, contentLayout or frameLayout",
        at: guideName.location)
    }
    return .guide(owner, kind)
  }

  /// The root view's safe area in window coordinates (the window's bounds before there is a root).
  var safeAreaBounds: Rect {
    let bounds = engine.window.bounds
    guard let root = engine.root else { return bounds }
    return Keyboard.safeArea(of: bounds, insets: engine.insets(of: .safeArea, of: root))
  }

  /// UIKit's exception text, as a scenario error's message.
  static func describe(_ error: LayoutError) -> String {
    "UIKit refuses this constraint: \(error.description)"
  }

  /// Brings every constraint's engine state in line with what should be active: its own flag,
  /// its trait variation, the keyboard's tracking. Deactivations go first so a swapped set never
  /// meets the set it replaces. Returns whether anything changed.
  mutating func refreshActivation(deactivationsOnly: Bool = false) -> Bool {
    // The keyboard guide's frame, read from the solver only if a tracking constraint asks.
    var guideFrame: Rect?
    func keyboardFrame(_ engine: LayoutEngine) -> Rect {
      if let guideFrame { return guideFrame }
      let frame = engine.unroundedWindowFrame(of: keyboardGuide) ?? .zero
      guideFrame = frame
      return frame
    }
    let follows = scenario.controller.keyboard?.followsUndocked?.value ?? false
    var wanted: [WantedActivation] = []
    wanted.reserveCapacity(constraints.count)
    // By index, reading three fields: copying each constraint (its expression, its source
    // locations) was most of a window change's cost on a screen of thousands.
    for index in constraints.indices {
      guard let id = constraints[index].engineID else { continue }
      var active = constraints[index].wantsActive
      switch constraints[index].group {
      case .base: break
      case .trait(let index): active = active && traits.matches(scenario.controller.traits[index])
      case .tracking(let near, let away):
        // "Tracking constraints only apply when followsUndockedKeyboard is true."
        // Near an edge of the root view's safe area, not of its bounds.
        let bounds = safeAreaBounds
        let rtl = engine.window.isRightToLeft
        if !follows {
          active = false
        } else if let near {
          active = active && Keyboard.isNear(near, guide: keyboardFrame(engine), bounds: bounds, rightToLeft: rtl)
        } else if let away {
          active = active && !Keyboard.isNear(away, guide: keyboardFrame(engine), bounds: bounds, rightToLeft: rtl)
        }
      }
      wanted.append(WantedActivation(id: id, active: active))
    }
    // The last refresh left every constraint as it wanted, and none has changed state since:
    // asking the engine about each (thousands, on a long screen) would find nothing to do.
    if let settled = settledActivation, settled.changes == engine.activationChanges,
      settled.wanted == wanted
    {
      return false
    }
    settledActivation = nil
    let changesBefore = engine.activationChanges
    var flips = 0
    do throws(LayoutError) {
      for c in wanted where !c.active && engine.isActive(c.id) {
        try engine.setActive(false, c.id)
        flips += 1
      }
      // (The flag first: a deactivations-only call skips asking the engine about every one.)
      for c in wanted where !deactivationsOnly && c.active && !engine.isActive(c.id) {
        try engine.setActive(true, c.id)
        flips += 1
      }
      // Settled when every change of state was one of these (none made another as a side effect).
      if !deactivationsOnly && engine.activationChanges == changesBefore + flips {
        settledActivation = SettledActivation(wanted: wanted, changes: engine.activationChanges)
      }
    } catch {
      pendingWarnings.append(error.description)
    }
    return flips > 0
  }

  /// A constraint of the file with an engine constraint, and whether it should be active now.
  struct WantedActivation: Equatable {
    var id: LayoutConstraintID
    var active: Bool
  }

  /// What ``refreshActivation(deactivationsOnly:)`` left every constraint in, with the engine's
  /// ``LayoutEngine/activationChanges`` then.
  struct SettledActivation {
    var wanted: [WantedActivation]
    var changes: Int
  }

  // MARK: The keyboard guide

  /// Four required constraints pin the keyboard guide to the root view; their constants move it.
  mutating func installKeyboardGuide() {
    guard let root = engine.root else { return }
    let frame = currentKeyboardGuideFrame()
    let pins: [(LayoutAttribute, LayoutAttribute, Double, Bool)] = [
      (.left, .left, frame.minX, true), (.top, .top, frame.minY, true),
      (.width, .width, frame.width, false), (.height, .height, frame.height, false),
    ]
    for (attribute, rootAttribute, constant, relative) in pins {
      let c = LayoutConstraint(
        keyboardGuide, attribute, .equal, relative ? .view(root) : nil,
        relative ? rootAttribute : nil, constant: constant,
        identifier: "UIKeyboardLayoutGuide-\(attribute.rawValue)")
      do throws(LayoutError) {
        keyboardGuideConstraints.append(try engine.add(c, constantMayChange: true))
      } catch {
        pendingWarnings.append(error.description)
      }
    }
  }

  func currentKeyboardGuideFrame() -> Rect {
    let settings = scenario.controller.keyboard
    return keyboard.guideFrame(
      window: engine.window, followsUndocked: settings?.followsUndocked?.value ?? false,
      usesBottomSafeArea: settings?.usesBottomSafeArea?.value ?? true)
  }

  /// Moves the keyboard guide to where the keyboard now is.
  mutating func updateKeyboardGuide() {
    let frame = currentKeyboardGuideFrame()
    let constants = [frame.minX, frame.minY, frame.width, frame.height]
    for (id, constant) in zip(keyboardGuideConstraints, constants)
    where engine.constraint(id).constant != constant {
      do throws(LayoutError) {
        try engine.setConstant(constant, of: id)
      } catch {
        pendingWarnings.append(error.description)
      }
    }
  }
}
