import AutoLayout
import Yams

/// The timeline and the expectations.
extension NodeWalker {
  /// The keys an event's mapping may have besides its own and `as`.
  static func eventKeys(_ name: String) -> [String] {
    switch name {
    case "keyboard": ["height", "frame"]
    case "animate": ["duration", "curve", "frames"]
    default: []
    }
  }

  mutating func events(_ node: Node) -> [Event] {
    guard let items = list(node) else { return [] }
    return items.compactMap { event($0) }
  }

  mutating func event(_ node: Node) -> Event? {
    if node.scalar != nil {
      guard let text = name(node) else { return nil }
      switch text.value {
      case "load": return Event(kind: .load, location: text.location)
      case "layout": return Event(kind: .layout, location: text.location)
      case "dismiss": return Event(kind: .dismiss, location: text.location)
      case let name where Event.names.contains(name):
        error("event '\(name)' needs a value", at: node)
      default:
        unknownEvent(text)
      }
      return nil
    }
    guard let entries = mapping(node) else { return nil }
    let named = entries.filter { Event.names.contains($0.key.value) }
    let unreadLabel = entries.first { $0.key.value == "as" }?.value.scalar?.string
    guard let main = named.first else {
      if let unreadLabel { unreadNames.insert(unreadLabel) }
      if let first = entries.first(where: { $0.key.value != "as" }) {
        unknownEvent(first.key)
      } else {
        error(
          "'as' labels an event, but this step has none; expected one of "
            + Self.alternatives(Event.names),
          at: node)
      }
      return nil
    }
    if named.count > 1 {
      error(
        "one event per step; found '\(main.key.value)' and '\(named[1].key.value)'",
        at: named[1].key.location)
    }
    let allowed = [main.key.value, "as"] + Self.eventKeys(main.key.value)
    var extra: [String: Entry] = [:]
    for entry in entries where entry.key.value != main.key.value {
      if allowed.contains(entry.key.value) {
        extra[entry.key.value] = entry
      } else if !Event.names.contains(entry.key.value), !Self.isMergeKey(entry.keyNode) {
        unknownKey(entry.key, among: allowed)
      }
    }
    let label = extra["as"].flatMap { name($0.value) }
    let kind = eventKind(main, extra: extra)
    if kind == nil, let unreadLabel { unreadNames.insert(unreadLabel) }
    return kind.map { Event(kind: $0, label: label, location: location(node)) }
  }

  /// The event `main` names, read from its value and the entries beside it.
  mutating func eventKind(_ main: Entry, extra: [String: Entry]) -> Event.Kind? {
    let value = main.value
    switch main.key.value {
    case "load", "layout", "dismiss":
      if !isNull(value) {
        error(
          "event '\(main.key.value)' takes no value; write '\(main.key.value): null'", at: value)
      }
      switch main.key.value {
      case "load": return .load
      case "dismiss": return .dismiss
      default: return .layout
      }
    case "present": return present(value)
    case "rotate": return choice(value, Orientation.self, what: "orientation").map { .rotate($0) }
    case "resize":
      let size = numbers(value, count: 2, what: "[width, height]")
      if let size, size.value.contains(where: { $0 <= 0 }) {
        error("a window size must be positive", at: value)
        return nil
      }
      return size.map { .resize($0) }
    case "keyboard": return keyboard(value, extra: extra)
    case "set": return .set(changes(value))
    case "activate": return .activate(listOrOne(value).compactMap { name($0) })
    case "deactivate": return .deactivate(listOrOne(value).compactMap { name($0) })
    case "add": return add(value)
    case "remove": return name(value).map { .remove($0) }
    case "locale": return name(value).map { .locale($0) }
    case "contentSize":
      return choice(value, ContentSizeCategory.self, what: "content size").map { .contentSize($0) }
    case "legibilityWeight":
      return choice(value, LegibilityWeight.self, what: "legibility weight").map {
        .legibilityWeight($0)
      }
    case "animate":
      let changes = self.changes(value)
      return .animate(
        changes,
        duration: extra["duration"].flatMap { number($0.value, in: 0...3600, what: "duration") },
        curve: extra["curve"].flatMap { choice($0.value, Event.Curve.self, what: "curve") },
        frames: extra["frames"].flatMap { integer($0.value, in: 1...1000, what: "frame count") })
    default: return nil
    }
  }

  /// `{keyboard: ACTION, height: H}` or `{keyboard: float, frame: [x, y, w, h]}`.
  mutating func keyboard(_ value: Node, extra: [String: Entry]) -> Event.Kind? {
    let height = extra["height"].flatMap {
      number($0.value, in: 1...10_000, what: "keyboard height")
    }
    let frame = extra["frame"].flatMap {
      numbers($0.value, count: 4, what: "[x, y, width, height]")
    }
    guard let located = choice(value, Event.KeyboardAction.self, what: "keyboard action") else {
      return nil
    }
    let action = located.value
    if let entry = extra["height"], action != .show {
      error(
        "'height' goes with 'keyboard: show' (a docked keyboard's height), not '\(action.rawValue)'",
        at: entry.key.location)
    }
    if let entry = extra["frame"], action != .float {
      error(
        "'frame' goes with 'keyboard: float', not '\(action.rawValue)'", at: entry.key.location)
    }
    if action == .float, extra["frame"] == nil {
      error(
        "a floating keyboard needs its 'frame': {keyboard: float, frame: [x, y, width, height]}",
        at: value)
    }
    return .keyboard(located, height: height, frame: frame)
  }

  /// `present: STYLE` or `present: {style: STYLE}`.
  mutating func present(_ value: Node) -> Event.Kind? {
    var styleNode = value
    if case .mapping = value {
      guard
        let fields = fields(value, allowed: ["style"], required: ["style"], in: "'present'"),
        let style = fields["style"]
      else { return nil }
      styleNode = style.value
    }
    return choice(styleNode, Event.PresentationStyle.self, what: "presentation style")
      .map { .present($0) }
  }

  mutating func unknownEvent(_ name: Located<String>) {
    error(
      "unknown event '\(name.value)'"
        + (Spelling.suggestion(for: name.value, among: Event.names).map {
          "; did you mean '\($0)'?"
        } ?? "; expected \(Self.alternatives(Event.names))"),
      at: name.location)
  }

  mutating func add(_ node: Node) -> Event.Kind? {
    guard
      let fields = fields(
        node, allowed: ["to", "at", "view"], required: ["to", "view"], in: "'add'"),
      let to = fields["to"].flatMap({ name($0.value) }),
      let view = fields["view"].flatMap({ self.view($0.value) })
    else { return nil }
    let at = fields["at"].flatMap { integer($0.value, in: 0...100_000, what: "index") }
    return .add(to: to, at: at, view: view)
  }

  // MARK: Expectations

  static let expectationKeys = ["at", "frames", "window", "that", "no", "log", "tolerance", "allow"]

  mutating func expectations(_ node: Node) -> [Expectation] {
    guard let items = list(node) else { return [] }
    return items.compactMap { expectation($0) }
  }

  mutating func expectation(_ node: Node) -> Expectation? {
    guard
      let fields = fields(
        node, allowed: Self.expectationKeys, required: ["at"], in: "an expectation")
    else { return nil }
    let at = fields["at"].flatMap { step($0.value) }
    let expectation = Expectation(
      location: location(node), at: at ?? Located(.end, at: location(node)),
      frames: fields["frames"].map { frames($0.value) } ?? [],
      window: fields["window"].map { frames($0.value) } ?? [],
      that: fields["that"].flatMap { list($0.value) }?.compactMap { item in
        string(item).flatMap { parsed($0, at: item, id: nil, active: nil) }
      } ?? [],
      no: fields["no"].map { listOrOne($0.value) }?.compactMap {
        choice($0, Expectation.Issue.self, what: "issue")
      } ?? [],
      log: fields["log"].flatMap { list($0.value) }?.compactMap { string($0) } ?? [],
      tolerance: fields["tolerance"].flatMap { number($0.value, in: 0...1000, what: "tolerance") },
      allow: fields["allow"].map { listOrOne($0.value) }?.compactMap {
        choice($0, Expectation.Issue.self, what: "issue")
      } ?? [])
    return at == nil ? nil : expectation
  }

  mutating func step(_ node: Node) -> Located<Expectation.Step>? {
    guard let text = name(node) else { return nil }
    switch text.value {
    case "end": return Located(.end, at: text.location)
    case "every": return Located(.every, at: text.location)
    default:
      if let index = Int(text.value) {
        guard index >= 1 else {
          error("step \(index) does not exist; steps count from 1", at: node)
          return nil
        }
        return Located(.index(index), at: text.location)
      }
      return Located(.label(text.value), at: text.location)
    }
  }

  mutating func frames(_ node: Node) -> [FrameExpectation] {
    guard let entries = mapping(node) else { return [] }
    return entries.compactMap { entry in
      if case .mapping = entry.value {
        guard
          let sides = fields(
            entry.value, allowed: ["x", "y", "width", "height"], in: "a frame")
        else { return nil }
        if sides.isEmpty, mapping(entry.value)?.isEmpty == true {
          error("expected at least one of x, y, width and height, found nothing", at: entry.value)
          return nil
        }
        return FrameExpectation(
          id: entry.key, x: sides["x"].flatMap { number($0.value) },
          y: sides["y"].flatMap { number($0.value) },
          width: sides["width"].flatMap { number($0.value) },
          height: sides["height"].flatMap { number($0.value) })
      }
      guard let rect = numbers(entry.value, count: 4, what: "[x, y, width, height]") else {
        return nil
      }
      func side(_ index: Int) -> Located<Double> { Located(rect.value[index], at: rect.location) }
      return FrameExpectation(
        id: entry.key, x: side(0), y: side(1), width: side(2), height: side(3))
    }
  }
}
