import AutoLayout
import Yams

/// The top level, the device, the controller and its constraints.
extension NodeWalker {
  static let topKeys = [
    "name", "device", "orientation", "locale", "contentSize", "legibilityWeight", "ios", "strings",
    "controller", "events", "expect", "matrix",
  ]

  mutating func scenario(_ root: Node) -> Scenario? {
    guard case .mapping = root else {
      error("expected a mapping at the top level, found \(found(root))", at: root)
      return nil
    }
    guard
      let fields = fields(
        root, allowed: Self.topKeys, required: ["device", "controller"], in: "the scenario")
    else { return nil }
    let name = fields["name"].flatMap { string($0.value) }
    let device = fields["device"].flatMap { self.device($0.value) }
    let orientation = fields["orientation"].flatMap {
      choice($0.value, Orientation.self, what: "orientation")
    }
    let locale = fields["locale"].flatMap { self.name($0.value) }
    let contentSize = fields["contentSize"].flatMap {
      choice($0.value, ContentSizeCategory.self, what: "content size")
    }
    let legibilityWeight = fields["legibilityWeight"].flatMap {
      choice($0.value, LegibilityWeight.self, what: "legibility weight")
    }
    let ios = fields["ios"].flatMap { self.ios($0.value) }
    let strings = fields["strings"].map { self.strings($0.value) } ?? []
    tableRelease = ios?.value ?? .newest
    let controller = fields["controller"].flatMap { self.controller($0.value) }
    let events = fields["events"].map { self.events($0.value) } ?? []
    let expectations = fields["expect"].map { self.expectations($0.value) } ?? []
    let matrix = fields["matrix"].flatMap { self.matrix($0.value) }
    guard let device, let controller else { return nil }
    return Scenario(
      file: file, name: name, device: device, orientation: orientation, locale: locale,
      contentSize: contentSize, ios: ios, legibilityWeight: legibilityWeight, strings: strings,
      controller: controller, events: events, expectations: expectations, matrix: matrix)
  }

  /// `ios: 17`: one of the releases the simulator knows, every one listed when it is not.
  mutating func ios(_ node: Node) -> Located<IOSVersion>? {
    guard let text = string(node) else { return nil }
    if let version = IOSVersion(rawValue: text.value) { return Located(version, at: text.location) }
    error(
      "unknown iOS version '\(text.value)'; expected \(Self.alternatives(IOSVersion.allCases.map(\.rawValue)))",
      at: node)
    return nil
  }

  // MARK: Device

  static let deviceKeys = [
    "base", "name", "size", "scale", "idiom", "safeArea", "keyboard", "rootMargins",
  ]

  mutating func device(_ node: Node) -> Scenario.Device? {
    if node.scalar != nil { return name(node).map { .catalog($0) } }
    guard let fields = fields(node, allowed: Self.deviceKeys, in: "a device") else { return nil }
    if fields["base"] == nil, fields["size"] == nil {
      error("a custom device needs a 'size' or a 'base' device", at: node)
    }
    return .custom(
      Scenario.CustomDevice(
        location: location(node),
        base: fields["base"].flatMap { self.name($0.value) },
        name: fields["name"].flatMap { self.name($0.value) },
        size: fields["size"].flatMap { numbers($0.value, count: 2, what: "[width, height]") },
        scale: fields["scale"].flatMap { number($0.value, in: 1...4, what: "scale") },
        idiom: fields["idiom"].flatMap {
          choice($0.value, Idiom.self, names: ["phone", "pad"], what: "idiom")
        },
        safeArea: fields["safeArea"].flatMap {
          perOrientation($0.value) { walker, node in
            walker.numbers(node, count: 4, what: "[top, left, bottom, right]")
          }
        },
        keyboard: fields["keyboard"].flatMap {
          perOrientation($0.value) { walker, node in walker.number(node) }
        },
        rootMargins: fields["rootMargins"].flatMap {
          perOrientation($0.value) { walker, node in
            walker.number(node, in: 0...10_000, what: "root margin")
          }
        }))
  }

  mutating func perOrientation<Value>(
    _ node: Node, _ read: (inout NodeWalker, Node) -> Located<Value>?
  ) -> Scenario.PerOrientation<Value>? {
    guard let fields = fields(node, allowed: ["portrait", "landscape"], in: "a mapping")
    else { return nil }
    return Scenario.PerOrientation(
      location: location(node),
      portrait: fields["portrait"].flatMap { read(&self, $0.value) },
      landscape: fields["landscape"].flatMap { read(&self, $0.value) })
  }

  // MARK: Strings and matrix

  mutating func strings(_ node: Node) -> [Scenario.LocalizedStrings] {
    guard let locales = mapping(node) else { return [] }
    return locales.compactMap { locale in
      guard let entries = mapping(locale.value) else { return nil }
      let texts = entries.compactMap { entry in
        string(entry.value).map { Scenario.LocalizedStrings.Text(key: entry.key, text: $0) }
      }
      return Scenario.LocalizedStrings(locale: locale.key, texts: texts)
    }
  }

  mutating func matrix(_ node: Node) -> Scenario.Matrix? {
    guard
      let fields = fields(
        node, allowed: ["devices", "orientations", "locales", "contentSizes"], in: "the matrix")
    else { return nil }
    func items(_ key: String) -> [Node] {
      fields[key].flatMap { list($0.value) } ?? []
    }
    return Scenario.Matrix(
      location: location(node),
      devices: items("devices").compactMap { device($0) },
      orientations: items("orientations").compactMap {
        choice($0, Orientation.self, what: "orientation")
      },
      locales: items("locales").compactMap { name($0) },
      contentSizes: items("contentSizes").compactMap {
        choice($0, ContentSizeCategory.self, what: "content size")
      })
  }

  // MARK: Controller

  static let controllerKeys = [
    "name", "embed", "bars", "prefersLargeTitles", "view", "constraints", "traits", "keyboard", "children",
    "largeTitleDisplayMode", "pushedOnto",
  ]

  mutating func controller(_ node: Node) -> Controller? {
    guard
      let fields = fields(
        node, allowed: Self.controllerKeys, required: ["view"], in: "the controller")
    else { return nil }
    var embed: [Located<Controller.Embedding>] = []
    if let entry = fields["embed"] {
      let items = listOrOne(entry.value)
      if items.count == 1, items[0].scalar?.string == "none" {
      } else {
        embed = items.compactMap {
          choice($0, Controller.Embedding.self, what: "container")
        }
      }
    }
    var bars: [Controller.BarSetting] = []
    if let entry = fields["bars"],
      let styles = self.fields(
        entry.value, allowed: Controller.Embedding.allCases.map(\.rawValue), in: "'bars'")
    {
      for container in Controller.Embedding.allCases {
        guard let field = styles[container.rawValue],
          let style = choice(field.value, Controller.BarStyle.self, what: "bar style")
        else { continue }
        guard embed.contains(where: { $0.value == container }) else {
          error(
            "'bars' sets the \(container.rawValue) bar, but the controller is not embedded in a \(container == .tab ? "tab bar" : "navigation") controller; add '\(container.rawValue)' to 'embed'",
            at: field.key.location)
          continue
        }
        bars.append(
          Controller.BarSetting(bar: Located(container, at: field.key.location), style: style))
      }
    }
    let largeTitles = largeTitleKeys(fields, embed: embed)
    tablesAllowed = true
    let view = fields["view"].flatMap { entry in
      rootView(entry.value, id: Located("view", at: entry.key.location))
    }
    let childRoots = fields["children"].map { self.children($0.value) } ?? []
    tablesAllowed = false
    // The tables' rows are laid out by constraints the reader writes (NodeWalker+Tables).
    let constraints =
      (fields["constraints"].map { self.constraints($0.value) } ?? []) + tableConstraints
    let traits = fields["traits"].map { self.traits($0.value) } ?? []
    let keyboard = fields["keyboard"].flatMap { keyboardGuide($0.value) }
    guard var view else { return nil }
    var children: [ChildController] = []
    for (child, root) in childRoots {
      if view.insert(root, into: child.container.value) {
        children.append(child)
      } else {
        containerError(child.container, in: view)
      }
    }
    return Controller(
      location: location(node), name: fields["name"].flatMap { self.name($0.value) }, embed: embed,
      view: view, constraints: constraints, traits: traits, keyboard: keyboard, bars: bars,
      prefersLargeTitles: largeTitles.prefersLargeTitles,
      largeTitleDisplayMode: largeTitles.largeTitleDisplayMode, pushedOnto: largeTitles.pushedOnto,
      children: children)
  }

  /// `children:`: each child controller and its root view.
  mutating func children(_ node: Node) -> [(ChildController, ScenarioView)] {
    guard let items = list(node) else { return [] }
    return items.compactMap { item in
      guard
        let fields = fields(
          item, allowed: ["id", "name", "in", "view"], required: ["id", "in", "view"],
          in: "a child controller"),
        let id = fields["id"].flatMap({ name($0.value) }),
        let container = fields["in"].flatMap({ name($0.value) }),
        let root = fields["view"].flatMap({ rootView($0.value, id: id) })
      else { return nil }
      let child = ChildController(
        id: id, name: fields["name"].flatMap { name($0.value) }, container: container,
        location: location(item))
      return (child, root)
    }
  }

  /// A child's `in:` that names no plain view of the tree.
  mutating func containerError(_ container: Located<String>, in root: ScenarioView) {
    let views = root.allViews
    if let found = views.first(where: { $0.id.value == container.value }) {
      error(
        "a child controller's view goes into a container view ('view'), not a \(found.kind.rawValue)",
        at: container.location)
      return
    }
    let names = views.filter { $0.kind == .view }.map(\.id.value)
    error(
      "unknown container view '\(container.value)'"
        + (Spelling.suggestion(for: container.value, among: names).map { "; did you mean '\($0)'?" }
          ?? "; expected the id of a view in the controller's tree"),
      at: container.location)
  }

  mutating func traits(_ node: Node) -> [TraitVariation] {
    guard let items = list(node) else { return [] }
    return items.compactMap { item in
      guard
        let fields = fields(
          item, allowed: ["when", "constraints", "set"], required: ["when"], in: "a trait variation"
        )
      else { return nil }
      var horizontal: Located<TraitVariation.SizeClass>?
      var vertical: Located<TraitVariation.SizeClass>?
      if let when = fields["when"],
        let classes = self.fields(when.value, allowed: ["horizontal", "vertical"], in: "'when'")
      {
        horizontal = classes["horizontal"].flatMap {
          choice($0.value, TraitVariation.SizeClass.self, what: "size class")
        }
        vertical = classes["vertical"].flatMap {
          choice($0.value, TraitVariation.SizeClass.self, what: "size class")
        }
        if classes.isEmpty, mapping(when.value)?.isEmpty == true {
          error(
            "'when' needs a size class: {horizontal: compact}, {vertical: regular} or both",
            at: when.value)
        }
      }
      return TraitVariation(
        location: location(item), horizontal: horizontal, vertical: vertical,
        constraints: fields["constraints"].map { self.constraints($0.value) } ?? [],
        set: fields["set"].map { changes($0.value) } ?? [])
    }
  }

  mutating func keyboardGuide(_ node: Node) -> KeyboardGuideSettings? {
    guard
      let fields = fields(
        node, allowed: ["followsUndocked", "usesBottomSafeArea", "tracking"],
        in: "the keyboard guide")
    else { return nil }
    return KeyboardGuideSettings(
      location: location(node),
      followsUndocked: fields["followsUndocked"].flatMap { bool($0.value) },
      usesBottomSafeArea: fields["usesBottomSafeArea"].flatMap { bool($0.value) },
      tracking: fields["tracking"].map { constraints($0.value, tracking: true) } ?? [])
  }

  // MARK: Constraints

  mutating func constraints(_ node: Node, tracking: Bool = false) -> [ScenarioConstraint] {
    guard let items = list(node) else { return [] }
    return items.compactMap { constraint($0, tracking: tracking) }
  }

  mutating func constraint(_ node: Node, tracking: Bool = false) -> ScenarioConstraint? {
    if node.scalar != nil, !tracking {
      guard let text = string(node) else { return nil }
      return parsed(text, at: node, id: nil, active: nil)
    }
    if tracking, node.scalar != nil {
      error(
        "a tracking constraint is a mapping: {id: NAME, awayFrom: EDGE, is: \"…\"} "
          + "(or nearEdge: EDGE)",
        at: node)
      return nil
    }
    guard let entries = mapping(node) else { return nil }
    let visual = entries.contains { $0.key.value == "visual" }
    let allowed =
      tracking
      ? ["id", "is", "active", "awayFrom", "nearEdge"]
      : visual ? ["visual", "options", "metrics", "id", "active"] : ["id", "is", "active"]
    if !tracking {
      for entry in entries where ["awayFrom", "nearEdge"].contains(entry.key.value) {
        error(
          "'\(entry.key.value)' belongs to the keyboard guide's tracking constraints "
            + "(controller.keyboard.tracking)",
          at: entry.key.location)
      }
    }
    let known = tracking ? allowed : allowed + ["awayFrom", "nearEdge"]
    guard
      let fields = fields(
        node, allowed: known, required: [visual ? "visual" : "is"], in: "a constraint")
    else { return nil }
    let id = fields["id"].flatMap { self.name($0.value) }
    let active = fields["active"].flatMap { bool($0.value) }
    // Until the constraint is read, its name stands for one that could not be.
    if let id { unreadNames.insert(id.value) }
    guard let textNode = fields[visual ? "visual" : "is"]?.value, let text = string(textNode)
    else { return nil }
    var options: [VisualFormatOption] = []
    var metrics: [Located<String>: Located<Double>] = [:]
    if let entry = fields["options"] {
      for option in listOrOne(entry.value) {
        guard let name = self.name(option) else { continue }
        do throws(ScenarioError) {
          options.append(try VisualFormatOption(name.value, at: name.location))
        } catch {
          errors.append(error)
        }
      }
    }
    let before = errors.count
    if let entry = fields["metrics"], let pairs = mapping(entry.value) {
      for pair in pairs {
        if let value = number(pair.value) { metrics[pair.key] = value }
      }
    }
    // A metric that could not be read would only be reported again as unknown.
    guard errors.count == before else { return nil }
    guard
      var constraint = parsed(
        text, at: textNode, id: id, active: active, visual: visual, options: options,
        metrics: metrics)
    else { return nil }
    if let id { unreadNames.remove(id.value) }
    guard tracking else { return constraint }
    if fields["awayFrom"] != nil, fields["nearEdge"] != nil, let second = fields["nearEdge"] {
      error("a tracking constraint has 'awayFrom' or 'nearEdge', not both", at: second.key.location)
    } else if fields["awayFrom"] == nil, fields["nearEdge"] == nil {
      error(
        "a tracking constraint needs 'awayFrom: EDGE' or 'nearEdge: EDGE' (top, leading, bottom "
          + "or trailing); a constraint that always holds belongs in 'constraints'",
        at: node)
    }
    constraint.awayFrom = fields["awayFrom"].flatMap {
      choice($0.value, ScenarioConstraint.Edge.self, what: "edge")
    }
    constraint.nearEdge = fields["nearEdge"].flatMap {
      choice($0.value, ScenarioConstraint.Edge.self, what: "edge")
    }
    return constraint
  }

  /// Parses a constraint's text with the notation's or the visual format's parser, locating its
  /// errors inside the scalar.
  mutating func parsed(
    _ text: Located<String>, at node: Node, id: Located<String>?, active: Located<Bool>?,
    visual: Bool = false, options: [VisualFormatOption] = [],
    metrics: [Located<String>: Located<Double>] = [:]
  ) -> ScenarioConstraint? {
    let map = sourceMap(node)
    let isVisual = visual || VisualFormatParser.isVisualFormat(text.value)
    do throws(ScenarioError) {
      let expressions =
        isVisual
        ? try VisualFormatParser.parse(
          text.value, map: map,
          metrics: Dictionary(
            metrics.map { ($0.key.value, $0.value.value) }, uniquingKeysWith: { a, _ in a }),
          options: options)
        : [try ConstraintParser.parse(text.value, map: map)]
      let limit = ScenarioBounds.maximumGeometry
      if let huge = expressions.first(where: {
        abs($0.constant) > limit || abs($0.multiplier) > limit
      }) {
        throw ScenarioError(
          "number \(ConstraintExpression.format(max(abs(huge.constant), abs(huge.multiplier)))) "
            + "is out of range; expected at most \(ConstraintExpression.format(limit)) in magnitude",
          at: huge.location)
      }
      return ScenarioConstraint(
        id: id, active: active, text: text, isVisualFormat: isVisual, options: options,
        metrics: metrics, expressions: expressions)
    } catch {
      errors.append(error)
      return nil
    }
  }
}
