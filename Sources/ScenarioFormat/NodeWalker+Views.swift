import AutoLayout
import Yams

/// The view tree: `«kind»: id` mappings and their properties.
extension NodeWalker {
  typealias Kind = ScenarioView.Kind

  static let commonKeys = [
    "subviews", "intrinsicSize", "hugging", "compressionResistance", "layoutMargins",
    "layoutMarginsFollowReadableWidth", "preservesSuperviewLayoutMargins",
    "insetsLayoutMarginsFromSafeArea", "hidden", "alpha", "frame", "autoresizing", "semanticContent",
  ]

  static func contentKeys(_ kind: Kind) -> [String] {
    switch kind {
    case .label: ["text", "font", "lines", "preferredMaxLayoutWidth"]
    case .button: ["title", "font", "contentInsets"]
    case .image: ["size"]
    case .textField: ["text", "placeholder", "font", "border"]
    case .textView: ["text", "font", "scrollEnabled"]
    case .stack:
      [
        "axis", "alignment", "distribution", "spacing", "customSpacing", "layoutMarginsRelative",
        "baselineRelative", "arranged",
      ]
    case .scroll: ["content"]
    case .segmentedControl: ["segments", "apportionsSegmentWidthsByContent"]
    case .view, .switch, .slider, .guide: []
    }
  }

  /// The properties a view of `kind` may be declared with; a layout guide has none.
  static func keys(of kind: Kind) -> [String] {
    kind == .guide ? [] : commonKeys + contentKeys(kind)
  }

  static let textStyles = [
    "largeTitle", "title1", "title2", "title3", "headline", "subheadline", "body", "callout",
    "footnote", "caption1", "caption2",
  ]

  static let fontWeights = [
    "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
  ]

  /// The root view: a mapping of properties, its id `view`.
  mutating func rootView(_ node: Node, id: Located<String>) -> ScenarioView? {
    guard let entries = mapping(node) else { return nil }
    return properties(entries, of: ScenarioView(kind: .view, id: id, location: location(node)))
  }

  mutating func views(_ node: Node) -> [ScenarioView] {
    guard let items = list(node) else { return [] }
    return items.compactMap { view($0) }
  }

  /// `{«kind»: id, property: value, …}`.
  mutating func view(_ node: Node) -> ScenarioView? {
    guard let entries = mapping(node) else { return nil }
    guard let first = entries.first else {
      error("expected a view, found an empty mapping", at: node)
      return nil
    }
    if first.key.value == "table" {
      guard let id = name(first.value) else { return nil }
      return table(entries, id: id, at: node)
    }
    if first.key.value == "collection" {
      guard let id = name(first.value) else { return nil }
      return collection(entries, id: id, at: node)
    }
    guard let kind = Kind(rawValue: first.key.value) else {
      if Self.isMergeKey(first.keyNode) {
        unread(node)
        return nil
      }
      let kinds = Kind.allCases.map(\.rawValue) + ["table", "collection"]
      error(
        "unknown view kind '\(first.key.value)'"
          + (Spelling.suggestion(for: first.key.value, among: kinds).map {
            "; did you mean '\($0)'?"
          } ?? "; expected \(Self.alternatives(kinds))"),
        at: first.key.location)
      unread(node)
      return nil
    }
    guard let id = name(first.value) else { return nil }
    return properties(
      Array(entries.dropFirst()), of: ScenarioView(kind: kind, id: id, location: location(node)))
  }

  /// Records the ids of a view that cannot be read and of the views written inside it.
  mutating func unread(_ node: Node) {
    guard case .mapping(let mapping) = node else { return }
    if let id = mapping.first?.value.scalar?.string, !id.isEmpty { unreadNames.insert(id) }
    for (key, value) in mapping where ["subviews", "arranged", "content"].contains(key.scalar?.string) {
      guard case .sequence(let children) = value else { continue }
      for child in children { unread(child) }
    }
  }

  mutating func properties(_ entries: [Entry], of view: ScenarioView) -> ScenarioView {
    var view = view
    let allowed = Self.keys(of: view.kind)
    for entry in entries {
      let key = entry.key.value
      let node = entry.value
      guard allowed.contains(key) else {
        if view.kind == .guide, Self.commonKeys.contains(key) {
          error(
            "'\(key)' is not a property of a guide (a layout guide is not a view: it has "
              + "no content, margins, frame or subviews)",
            at: entry.key.location)
        } else if Kind(rawValue: key) != nil {
          error(
            "'\(key)' is a view kind; start a new list entry ('- \(key): ID') for a new view",
            at: entry.key.location)
        } else if let owner = Kind.allCases.first(where: { Self.contentKeys($0).contains(key) }) {
          error(
            "'\(key)' is not a property of a \(view.kind.rawValue) (it is one of a \(owner.rawValue))",
            at: entry.key.location)
        } else if !Self.isMergeKey(entry.keyNode) {
          unknownKey(entry.key, among: allowed)
        }
        continue
      }
      property(key, node, into: &view)
    }
    return view
  }

  /// Reads `node` as the value of the property `key` of `view`, recording any error.
  mutating func property(_ key: String, _ node: Node, into view: inout ScenarioView) {
    switch key {
    case "subviews": view.subviews = views(node)
    case "content": view.content = views(node)
    case "intrinsicSize": view.intrinsicSize = intrinsicSize(node)
    case "hugging":
      view.hugging = priorities(node, what: "[horizontal, vertical] priorities")
    case "compressionResistance":
      view.compressionResistance = priorities(node, what: "[horizontal, vertical] priorities")
    case "layoutMargins": view.layoutMargins = margins(node)
    case "layoutMarginsFollowReadableWidth": view.layoutMarginsFollowReadableWidth = bool(node)
    case "preservesSuperviewLayoutMargins": view.preservesSuperviewLayoutMargins = bool(node)
    case "insetsLayoutMarginsFromSafeArea": view.insetsLayoutMarginsFromSafeArea = bool(node)
    case "hidden": view.hidden = bool(node)
    case "alpha": view.alpha = number(node, in: 0...1, what: "alpha")
    case "frame":
      view.frame = nonNegative(
        numbers(node, count: 4, what: "[x, y, width, height]"), from: 2, what: "a frame's size",
        at: node)
    case "autoresizing":
      view.autoresizing = listOrOne(node).compactMap {
        choice($0, ScenarioView.Autoresizing.self, what: "autoresizing flag")
      }
    case "semanticContent":
      view.semanticContent = choice(
        node, ScenarioView.SemanticContent.self, what: "semantic content")
    case "text": view.text = string(node)
    case "title": view.title = string(node)
    case "placeholder": view.placeholder = string(node)
    case "border":
      view.border = choice(node, TextFieldBorderStyle.self, what: "text field border style")
    case "font": view.font = font(node)
    case "lines":
      view.lines = integer(node, in: 0...1_000_000, what: "line count")
    case "preferredMaxLayoutWidth":
      view.preferredMaxLayoutWidth = nonNegative(
        number(node).map { Located([$0.value], at: $0.location) }, what: "preferredMaxLayoutWidth",
        at: node
      ).map { Located($0.value[0], at: $0.location) }
    case "contentInsets":
      view.contentInsets = numbers(node, count: 4, what: "[top, leading, bottom, trailing]")
    case "size":
      view.size = nonNegative(
        numbers(node, count: 2, what: "[width, height]"), what: "an image's size", at: node)
    case "scrollEnabled": view.scrollEnabled = bool(node)
    case "segments": view.segments = segments(node)
    case "apportionsSegmentWidthsByContent": view.apportionsSegmentWidthsByContent = bool(node)
    case "axis": view.axis = choice(node, ScenarioView.Axis.self, what: "axis")
    case "alignment":
      view.alignment = choice(node, ScenarioView.StackAlignment.self, what: "alignment")
    case "distribution":
      view.distribution = choice(node, ScenarioView.StackDistribution.self, what: "distribution")
    case "spacing": view.spacing = spacing(node)
    case "customSpacing":
      view.customSpacing =
        mapping(node)?.compactMap { entry in
          number(entry.value).map { ScenarioView.CustomSpacing(id: entry.key, spacing: $0) }
        } ?? []
    case "layoutMarginsRelative": view.layoutMarginsRelative = bool(node)
    case "baselineRelative": view.baselineRelative = bool(node)
    case "arranged":
      view.arranged =
        list(node)?.compactMap { item in
          if item.scalar != nil { return name(item).map { .reference($0) } }
          return self.view(item).map { .view($0) }
        } ?? []
    default: break
    }
  }

  /// A segmented control's titles: a list of one or more strings.
  mutating func segments(_ node: Node) -> Located<[String]>? {
    guard let items = list(node) else { return nil }
    guard !items.isEmpty else {
      error("expected one or more segment titles, found an empty list", at: node)
      return nil
    }
    var titles: [String] = []
    for item in items {
      guard let title = string(item) else { return nil }
      titles.append(title.value)
    }
    return Located(titles, at: location(node))
  }

  mutating func intrinsicSize(_ node: Node) -> Located<[Double?]>? {
    guard case .sequence(let sequence) = node, sequence.count == 2 else {
      error("expected [width, height], found \(found(node, counting: true))", at: node)
      return nil
    }
    var sides: [Double?] = []
    for side in sequence {
      if side.scalar?.string == "none" {
        sides.append(nil)
      } else {
        guard let value = number(side) else { return nil }
        sides.append(value.value)
      }
    }
    guard sides.allSatisfy({ ($0 ?? 0) >= 0 }) else {
      error("an intrinsic size cannot be negative", at: node)
      return nil
    }
    return Located(sides, at: location(node))
  }

  /// `values`, unless one from index `start` on is negative (an error at `node`).
  mutating func nonNegative(
    _ values: Located<[Double]>?, from start: Int = 0, what: String, at node: Node
  ) -> Located<[Double]>? {
    guard let values else { return nil }
    guard values.value.dropFirst(start).allSatisfy({ $0 >= 0 }) else {
      error("\(what) cannot be negative", at: node)
      return nil
    }
    return values
  }

  mutating func priorities(_ node: Node, what: String) -> Located<[Double]>? {
    guard case .sequence(let sequence) = node, sequence.count == 2 else {
      error("expected \(what), found \(found(node, counting: true))", at: node)
      return nil
    }
    var values: [Double] = []
    for item in sequence {
      guard let value = number(item, in: 1...1000, what: "priority") else { return nil }
      values.append(value.value)
    }
    return Located(values, at: location(node))
  }

  mutating func margins(_ node: Node) -> Located<ScenarioView.Margins>? {
    if case .mapping = node {
      let sides = ["top", "left", "bottom", "right"]
      guard let fields = fields(node, allowed: sides, required: sides, in: "the margins")
      else { return nil }
      let values = sides.compactMap { side in fields[side].flatMap { number($0.value) }?.value }
      guard values.count == 4 else { return nil }
      return Located(
        .fixed(top: values[0], left: values[1], bottom: values[2], right: values[3]),
        at: location(node))
    }
    return numbers(node, count: 4, what: "[top, leading, bottom, trailing]").map {
      Located(.directional($0.value), at: $0.location)
    }
  }

  mutating func font(_ node: Node) -> Located<ScenarioView.Font>? {
    if node.scalar != nil {
      guard let style = name(node) else { return nil }
      guard Self.textStyles.contains(style.value) else {
        error(
          "unknown text style '\(style.value)'"
            + Spelling.didYouMean(style.value, among: Self.textStyles),
          at: node)
        return nil
      }
      return Located(.style(style.value), at: style.location)
    }
    guard
      let fields = fields(node, allowed: ["size", "weight"], required: ["size"], in: "a font"),
      let size = fields["size"].flatMap({ number($0.value, in: 1...1000, what: "font size") })
    else { return nil }
    var weight: String?
    if let entry = fields["weight"], let text = name(entry.value) {
      if Self.fontWeights.contains(text.value) {
        weight = text.value
      } else {
        error(
          "unknown font weight '\(text.value)'; expected \(Self.alternatives(Self.fontWeights))",
          at: entry.value)
      }
    }
    return Located(.system(size: size.value, weight: weight), at: location(node))
  }

  mutating func spacing(_ node: Node) -> Located<ScenarioView.Spacing>? {
    if node.scalar?.string == "system" { return Located(.system, at: location(node)) }
    return number(node).map { Located(.points($0.value), at: $0.location) }
  }
}
