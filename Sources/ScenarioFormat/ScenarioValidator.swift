import AutoLayout

/// The pass after the walk: catalog devices exist and custom ones fit together, ids are unique,
/// every id a constraint, an event or an expectation names is declared (a near miss suggested when
/// it is not), constraints relate anchors UIKit would accept, and texts name string keys that
/// exist. `set` and `animate` targets are checked by ``NodeWalker/checkChanges(_:against:)``.
struct ScenarioValidator {
  let scenario: Scenario
  let declarations: ScenarioDeclarations

  /// - Parameter unread: names of views, constraints and steps the walk could not read.
  init(_ scenario: Scenario, unread: Set<String> = []) {
    self.scenario = scenario
    self.declarations = ScenarioDeclarations(scenario, unread: unread)
  }

  /// The items a constraint may name without declaring them.
  static let builtInItems = ["superview", "view"] + ConstraintParser.rootGuides

  /// What `set` and `animate` may change on a named constraint.
  static let constraintProperties = ["constant", "priority", "active"]

  /// What `set` and `animate` may change on a view: its properties other than its children.
  static func changeableProperties(of kind: ScenarioView.Kind) -> [String] {
    // A segmented control's segments are declared once (no `set` changes them yet).
    NodeWalker.keys(of: kind).filter {
      !["subviews", "arranged", "content", "segments", "apportionsSegmentWidthsByContent"]
        .contains($0)
    }
  }

  /// An error for a catalog id the device catalog does not know.
  static func unknownDevice(_ id: Located<String>) -> ScenarioError? {
    guard DeviceCatalog.device(named: id.value) == nil else { return nil }
    return ScenarioError(
      "unknown device '\(id.value)'"
        + (DeviceCatalog.suggestion(for: id.value).map { "; did you mean '\($0)'?" }
          ?? "; 'layoutsim devices' lists the catalog"),
      at: id.location)
  }

  /// UINavigationBar.prefersLargeTitles and UINavigationItem.largeTitleDisplayMode arrived in
  /// iOS 11; an older release has no large title.
  func largeTitleErrors() -> [ScenarioError] {
    guard let ios = scenario.ios, ios.value < .iOS11 else { return [] }
    let controller = scenario.controller
    var keys: [(String, SourceLocation)] = []
    if let largeTitles = controller.prefersLargeTitles, largeTitles.value {
      keys.append(("prefersLargeTitles", largeTitles.location))
    }
    for mode in controller.pushedOnto.compactMap(\.largeTitleDisplayMode)
      + [controller.largeTitleDisplayMode].compactMap({ $0 })
    {
      keys.append(("largeTitleDisplayMode", mode.location))
    }
    return keys.map { key, location in
      ScenarioError(
        "'\(key)' needs iOS 11 or later, but 'ios' is \(ios.value.rawValue) (line \(ios.location.line)); remove it or raise 'ios'",
        at: location)
    }
  }

  /// An iOS 13+ sheet's navigation bar is 56 pt (``Presentation``); with a large title its
  /// height has no source to take it from, so a sheet over a large title is refused rather than
  /// guessed.
  func sheetLargeTitleError(_ style: Located<Event.PresentationStyle>) -> ScenarioError? {
    guard style.value != .fullScreen, scenario.controller.showsLargeTitles,
      !declarations.unread.contains(NodeWalker.unreadDisplayMode),
      (scenario.ios?.value ?? .newest) >= .iOS13
    else { return nil }
    return ScenarioError(
      "a \(style.value.rawValue) on iOS 13 or later is a sheet whose navigation bar is 56 pt; its height with a large title is not modelled (no source gives it); present it 'fullScreen', set 'largeTitleDisplayMode: never', or remove 'prefersLargeTitles'",
      at: style.location)
  }

  func errors() -> [ScenarioError] {
    var errors = declarations.errors
    for device in [scenario.device] + (scenario.matrix?.devices ?? []) {
      switch device {
      case .catalog(let id): errors += Self.unknownDevice(id).map { [$0] } ?? []
      case .custom(let custom):
        errors += custom.base.flatMap(Self.unknownDevice).map { [$0] } ?? []
        errors += Self.errors(in: custom)
      }
    }
    errors += localeErrors()
    errors += matrixErrors()

    let controller = scenario.controller
    errors += largeTitleErrors()
    for constraint in controller.constraints {
      errors += constraintErrors(constraint, installedAtLoad: constraint.active?.value != false)
    }
    for constraint in controller.traits.flatMap(\.constraints)
      + (controller.keyboard?.tracking ?? [])
    {
      errors += constraintErrors(constraint, installedAtLoad: false)
    }

    // Which stack each view is arranged in, declared there or named by id.
    var arrangedIn: [String: String] = [:]
    // (Each view visited in place: a list of every view copied each, a screen of 25,000 twice.)
    controller.view.forEachView { view in
      for item in view.arranged {
        if case .view(let child) = item { arrangedIn[child.id.value] = view.id.value }
      }
    }
    // Views named in `arranged`, checked in the file's order so that the later of two mentions
    // is the one reported.
    var references: [(id: Located<String>, stack: String)] = []
    var added: [ScenarioView] = []
    for event in scenario.events {
      if case .add(_, _, let view) = event.kind { added.append(view) }
    }
    func check(_ view: ScenarioView) {
      for text in [view.text, view.title, view.placeholder].compactMap({ $0 }) {
        errors += declarations.unknownStringKey(text).map { [$0] } ?? []
      }
      for item in view.arranged {
        if case .reference(let id) = item { references.append((id, view.id.value)) }
      }
      for spacing in view.customSpacing {
        if let error = declarations.unknownView(spacing.id) {
          errors.append(error)
        } else if !view.arranged.contains(where: { $0.id == spacing.id.value }) {
          errors.append(
            ScenarioError(
              "'\(spacing.id.value)' is not arranged in stack '\(view.id.value)'; "
                + "custom spacing follows one of its arranged views",
              at: spacing.id.location))
        }
      }
    }
    controller.view.forEachView(check)
    for view in added { view.forEachView(check) }
    for (id, stack) in references.sorted(by: { $0.id.location < $1.id.location }) {
      if let error = declarations.unknownView(id) {
        errors.append(error)
      } else if let error = arrangedError(id, in: stack, stacks: &arrangedIn) {
        errors.append(error)
      }
    }
    errors += eventErrors()
    errors += expectationErrors()
    return errors
  }

  /// A view named in a stack's `arranged`: one in the tree at load, not the stack or one of the
  /// views it lies in, and arranged in one stack only.
  func arrangedError(_ id: Located<String>, in stack: String, stacks: inout [String: String])
    -> ScenarioError?
  {
    guard let view = declarations.views[id.value] else { return nil }
    if view.kind == .guide {
      return ScenarioError(
        "'\(id.value)' is a layout guide; only views can be arranged", at: id.location)
    }
    if id.value == "view" {
      return ScenarioError("the root view cannot be arranged in a stack", at: id.location)
    }
    if let added = view.addedBy {
      return ScenarioError(
        "'\(id.value)' is added by the event at \(added), so it cannot be arranged at load",
        at: id.location)
    }
    var ancestor: String? = stack
    while let current = ancestor {
      if current == id.value {
        return ScenarioError(
          "stack '\(stack)' cannot arrange '\(id.value)', which \(current == stack ? "is the stack itself" : "contains it")",
          at: id.location)
      }
      ancestor = declarations.views[current]?.superview
    }
    if let other = stacks[id.value] {
      return ScenarioError(
        "'\(id.value)' is already arranged in stack '\(other)'; a view is arranged in one stack",
        at: id.location)
    }
    stacks[id.value] = stack
    return nil
  }

  // MARK: Events and expectations

  /// Step labels: unique, and not a word or number `at:` reads otherwise.
  func labels() -> (labels: [String], errors: [ScenarioError]) {
    var labels: [String] = []
    var first: [String: SourceLocation] = [:]
    var errors: [ScenarioError] = []
    for event in scenario.events {
      guard let label = event.label else { continue }
      if let error = Identifier.error(label, kind: .label) {
        errors.append(error)
      } else if let earlier = first[label.value] {
        errors.append(
          ScenarioError(
            "duplicate step label '\(label.value)'; first used at \(earlier)", at: label.location))
      } else if ["end", "every"].contains(label.value) || Int(label.value) != nil {
        errors.append(
          ScenarioError(
            "step label '\(label.value)' would be read as "
              + (Int(label.value) != nil ? "a step number" : "'at: \(label.value)'")
              + "; choose another name",
            at: label.location))
      } else {
        first[label.value] = label.location
        labels.append(label.value)
      }
    }
    return (labels, errors)
  }

  func eventErrors() -> [ScenarioError] {
    labels().errors + eventErrors(scenario.events)
  }

  /// What `events` name that the scenario does not declare.
  func eventErrors(_ events: [Event]) -> [ScenarioError] {
    var errors: [ScenarioError] = []
    func constraintNames(_ ids: [Located<String>]) {
      for id in ids
      where declarations.constraints[id.value] == nil && !declarations.unread.contains(id.value) {
        if let view = declarations.views[id.value] {
          errors.append(
            ScenarioError(
              "'\(id.value)' is a \(view.kind.rawValue), not a named constraint; name one with "
                + "{id: NAME, is: \"…\"}",
              at: id.location))
          continue
        }
        errors.append(
          ScenarioError(
            "unknown constraint '\(id.value)'"
              + Spelling.didYouMean(id.value, among: declarations.constraintOrder),
            at: id.location))
      }
    }
    for event in events {
      switch event.kind {
      case .activate(let ids), .deactivate(let ids): constraintNames(ids)
      case .add(let to, _, _):
        if let error = declarations.unknownView(to) {
          errors.append(error)
        } else if declarations.views[to.value]?.kind == .guide {
          errors.append(
            ScenarioError(
              "'\(to.value)' is a layout guide; views are added to views", at: to.location))
        }
      case .remove(let id):
        if id.value == "view" {
          errors.append(
            ScenarioError("the root view cannot be removed; remove its subviews", at: id.location))
        } else if let error = declarations.unknownView(id) {
          errors.append(error)
        }
      case .locale(let code):
        errors += Self.localeCodeError(code).map { [$0] } ?? []
      case .keyboard(_, let height?, _):
        errors += keyboardHeightError(height).map { [$0] } ?? []
      case .present(let style):
        errors += sheetLargeTitleError(style).map { [$0] } ?? []
      default: break
      }
    }
    return errors
  }

  func expectationErrors() -> [ScenarioError] {
    var errors: [ScenarioError] = []
    let labels = self.labels().labels
    let steps = max(scenario.events.count, 1)
    for expectation in scenario.expectations {
      switch expectation.at.value {
      case .label(let label) where !labels.contains(label) && !declarations.unread.contains(label):
        errors.append(
          ScenarioError(
            "unknown step '\(label)'"
              + (Spelling.suggestion(for: label, among: labels).map { "; did you mean '\($0)'?" }
                ?? (labels.isEmpty
                  ? "; no event is labelled (label one with 'as: NAME')"
                  : "; the labelled steps are "
                    + NodeWalker.alternatives(labels.map { "'\($0)'" }))),
            at: expectation.at.location))
      case .index(let index) where index > steps:
        errors.append(
          ScenarioError(
            "step \(index) does not exist; the last is step \(steps)",
            at: expectation.at.location))
      default: break
      }
      for frame in expectation.frames + expectation.window {
        if let error = declarations.unknownView(frame.id) {
          errors.append(error)
        } else if declarations.views[frame.id.value]?.kind == .guide {
          errors.append(
            ScenarioError(
              "'\(frame.id.value)' is a layout guide: it has no frame on screen",
              at: frame.id.location
            ))
        }
      }
      for constraint in expectation.that {
        errors += constraintErrors(constraint, installedAtLoad: false, isExpectation: true)
      }
    }
    return errors
  }

  // MARK: Devices, locales and the matrix

  static func errors(in device: Scenario.CustomDevice) -> [ScenarioError] {
    var errors: [ScenarioError] = []
    if let size = device.size, size.value.contains(where: { $0 <= 0 }) {
      errors.append(
        ScenarioError(
          "a device's size must be positive; found [\(size.value.map(ConstraintExpression.format).joined(separator: ", "))]",
          at: size.location))
    }
    // The screen the insets and keyboards must fit: the device's own size, else its base's, so
    // that a value is checked the same way whichever path it comes by.
    let baseSize = device.base.flatMap { DeviceCatalog.device(named: $0.value) }.map {
      [$0.portraitSize.value.width, $0.portraitSize.value.height]
    }
    let size = device.size.map { $0.value.allSatisfy { $0 > 0 } ? $0.value : nil } ?? baseSize
    for inset in [device.safeArea?.portrait, device.safeArea?.landscape].compactMap({ $0 }) {
      if inset.value.contains(where: { $0 < 0 }) {
        errors.append(
          ScenarioError("safe-area insets cannot be negative", at: inset.location))
      }
    }
    if let size, let portrait = device.safeArea?.portrait?.value,
      portrait[0] + portrait[2] >= size[1] || portrait[1] + portrait[3] >= size[0],
      let location = device.safeArea?.portrait?.location
    {
      errors.append(
        ScenarioError(
          "the portrait safe-area insets leave no room on a \(format(size)) device",
          at: location))
    }
    if let size, let landscape = device.safeArea?.landscape?.value,
      landscape[0] + landscape[2] >= size[0] || landscape[1] + landscape[3] >= size[1],
      let location = device.safeArea?.landscape?.location
    {
      errors.append(
        ScenarioError(
          "the landscape safe-area insets leave no room on a \(format(size)) device",
          at: location))
    }
    for (height, side, limit) in [
      (device.keyboard?.portrait, "portrait", size?[1]),
      (device.keyboard?.landscape, "landscape", size?[0]),
    ] {
      guard let height else { continue }
      if height.value <= 0 {
        errors.append(
          ScenarioError("a keyboard height must be positive", at: height.location))
      } else if let limit, height.value >= limit {
        errors.append(
          ScenarioError(
            "the \(side) keyboard (\(ConstraintExpression.format(height.value))) is as tall as "
              + "the screen (\(ConstraintExpression.format(limit)))",
            at: height.location))
      }
    }
    return errors
  }

  /// A docked keyboard's height from a `keyboard: show` event, checked as a custom device's is:
  /// it must be shorter than the screen of every device the scenario runs on.
  func keyboardHeightError(_ height: Located<Double>) -> ScenarioError? {
    var sizes: [[Double]] = []
    for device in [scenario.device] + (scenario.matrix?.devices ?? []) {
      switch device {
      case .catalog(let id):
        if let device = DeviceCatalog.device(named: id.value) {
          sizes.append([device.portraitSize.value.width, device.portraitSize.value.height])
        }
      case .custom(let custom):
        if let size = custom.size?.value ?? custom.base.flatMap({
          DeviceCatalog.device(named: $0.value)
        }).map({ [$0.portraitSize.value.width, $0.portraitSize.value.height] }) {
          sizes.append(size)
        }
      }
    }
    // Which way up the device is when the event plays is known only when it runs: refused here
    // is a keyboard no orientation has room for.
    guard let limit = sizes.map({ $0.max() ?? 0 }).min(), height.value >= limit else { return nil }
    return ScenarioError(
      "the keyboard (\(ConstraintExpression.format(height.value))) is as tall as the screen "
        + "(\(ConstraintExpression.format(limit)) in portrait)",
      at: height.location)
  }

  static func format(_ size: [Double]) -> String {
    size.map(ConstraintExpression.format).joined(separator: "×")
  }

  /// A language code as iOS writes them: `en`, `de-CH`, `zh-Hans`, `en-XA`.
  static func localeCodeError(_ code: Located<String>) -> ScenarioError? {
    let parts = code.value.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "_" })
    let letters = parts.first.map { part in
      (2...3).contains(part.count) && part.allSatisfy { $0.isASCII && $0.isLetter }
    }
    let rest = parts.dropFirst().allSatisfy { part in
      (2...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
    guard letters != true || !rest else { return nil }
    return ScenarioError(
      "'\(code.value)' is not a language code; expected one such as en, de-CH or zh-Hans",
      at: code.location)
  }

  func localeErrors() -> [ScenarioError] {
    var codes = scenario.strings.map(\.locale) + (scenario.matrix?.locales ?? [])
    if let locale = scenario.locale { codes.insert(locale, at: 0) }
    return codes.compactMap(Self.localeCodeError)
  }

  func matrixErrors() -> [ScenarioError] {
    guard let matrix = scenario.matrix else { return [] }
    var errors: [ScenarioError] = []
    func duplicates(_ items: [(String, SourceLocation)], what: String) {
      var seen: Set<String> = []
      for (name, location) in items where !seen.insert(name).inserted {
        errors.append(ScenarioError("\(what) '\(name)' is listed twice", at: location))
      }
    }
    duplicates(
      matrix.devices.compactMap {
        if case .catalog(let id) = $0 { return (id.value, id.location) }
        return nil
      }, what: "device")
    duplicates(matrix.orientations.map { ($0.value.rawValue, $0.location) }, what: "orientation")
    duplicates(matrix.locales.map { ($0.value, $0.location) }, what: "locale")
    duplicates(matrix.contentSizes.map { ($0.value.rawValue, $0.location) }, what: "content size")
    return errors
  }
}

extension ScenarioView.Arranged {
  /// The arranged view's id.
  var id: String {
    switch self {
    case .view(let view): view.id.value
    case .reference(let id): id.value
    }
  }
}
