import AutoLayout
import Yams

/// The reader's walk over Yams' `Node`s: typed accessors that record a compiler-style error and
/// return `nil` when a node does not fit, so one walk finds every mistake.
struct NodeWalker {
  /// A mapping's entry: the key as written and its value.
  struct Entry {
    var key: Located<String>
    var value: Node
    /// The key's node, to locate characters inside it.
    var keyNode: Node
  }

  let file: String
  /// The file's text, one array of scalars per line, to locate characters inside scalars.
  let source: [[Unicode.Scalar]]
  var errors: [ScenarioError] = []
  /// Every `ID.PROPERTY: VALUE` met, with its value's node, for ``checkChanges(_:against:)``
  /// once every view and constraint is known.
  var changeRecords: [ChangeRecord] = []
  /// Names written in the file whose view, constraint or step could not be read (an unknown view
  /// kind, a constraint that does not parse): the checks that resolve names stay silent about
  /// them rather than report the one mistake again as an unknown name.
  var unreadNames: Set<String> = []
  /// The constraints that lay out the rows of the tables read so far (NodeWalker+Tables).
  var tableConstraints: [ScenarioConstraint] = []
  /// Whether a `table:` may be read here: in the controller's view tree, not in an event.
  var tablesAllowed = false
  /// The scenario's iOS release, which chooses the tables' metrics (NodeWalker+TableCells).
  var tableRelease: IOSVersion = .newest

  init(file: String, source: String = "") {
    // Lines as YAML counts them (a lone carriage return ends one too), as libyaml's marks do.
    self.init(file: file, lines: SourceText.lines(source))
  }

  /// A walker over a file already split into lines (``SourceText/lines(_:)``): a reader splits a
  /// file once, however many passes read it.
  init(file: String, lines: [[Unicode.Scalar]]) {
    self.file = file
    self.source = lines
  }

  mutating func error(_ message: String, at node: Node) {
    errors.append(ScenarioError(message, at: location(node)))
  }

  mutating func error(_ message: String, at location: SourceLocation) {
    errors.append(ScenarioError(message, at: location))
  }

  ///
  /// libyaml ends the stream on a line of its own when the file's last line has no line break,
  /// so a node at the very end (the empty document of `---`) is marked on a line past the last:
  /// it is placed just after the end of the last line instead (found by the fuzz target).
  func location(_ node: Node) -> SourceLocation {
    let mark = node.mark
    let line = mark?.line ?? 1
    if !source.isEmpty, line > source.count {
      return SourceLocation(file: file, line: source.count, column: source[source.count - 1].count + 1)
    }
    return SourceLocation(file: file, line: line, column: mark?.column ?? 1)
  }

  /// Where each character of a scalar's value was written.
  func sourceMap(_ node: Node) -> ScalarSourceMap {
    let start = location(node)
    guard let scalar = node.scalar, node.mark != nil else {
      return ScalarSourceMap(linearFrom: start)
    }
    return ScalarSourceMap(scalar.string, style: scalar.style, at: start, in: source)
  }

  // MARK: Bounds

  /// Visits every node once per path to it (an alias each time it is used), stopping at the first
  /// node deeper than ``ScenarioBounds/maximumDepth`` or beyond ``ScenarioBounds/maximumNodes``.
  func measure(_ root: Node) -> ScenarioError? {
    var visited = 0
    // An explicit stack: the walk itself must not be what a hostile file exhausts. Each node
    // carries the top-level key it lies under, the place to blame for an expansion: inside an
    // alias, a node's own mark is where its anchor was written, not where it is used.
    var pending: [(node: Node, depth: Int, origin: Node?)] = [(root, 1, nil)]
    while let (node, depth, origin) = pending.popLast() {
      visited += 1
      if visited > ScenarioBounds.maximumNodes {
        let key = origin.flatMap { $0.scalar.map { "'\($0.string)' " } } ?? "the document "
        return ScenarioError(
          "\(key)expands to more than \(ScenarioBounds.maximumNodes) nodes "
            + "(each use of an alias counts its whole anchored value)",
          at: location(origin ?? node))
      }
      if depth > ScenarioBounds.maximumDepth {
        return ScenarioError(
          "nesting is deeper than \(ScenarioBounds.maximumDepth) levels", at: location(node))
      }
      switch node {
      case .mapping(let mapping):
        for (key, value) in mapping.reversed() {
          pending.append((value, depth + 1, origin ?? key))
          pending.append((key, depth + 1, origin ?? key))
        }
      case .sequence(let sequence):
        for child in sequence.reversed() { pending.append((child, depth + 1, origin ?? child)) }
      case .scalar, .alias:
        break
      }
    }
    return nil
  }

  // MARK: Shapes

  /// `'abc'`, `a mapping`, `a list`, for "found …".
  func found(_ node: Node) -> String {
    switch node {
    case .scalar(let scalar): scalar.string.isEmpty ? "nothing" : "'\(scalar.string)'"
    case .mapping: "a mapping"
    case .sequence: "a list"
    case .alias: "an alias"
    }
  }

  /// As ``found(_:)``, a list with its length: `a list of 3`.
  func found(_ node: Node, counting: Bool) -> String {
    guard case .sequence(let sequence) = node else { return found(node) }
    return sequence.isEmpty ? "an empty list" : "a list of \(sequence.count)"
  }

  func isNull(_ node: Node) -> Bool {
    guard let scalar = node.scalar, scalar.style == .plain || scalar.style == .any else {
      return false
    }
    return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
  }

  /// The entries of a mapping whose keys are scalars.
  mutating func mapping(_ node: Node) -> [Entry]? {
    guard case .mapping(let mapping) = node else {
      error("expected a mapping, found \(found(node))", at: node)
      return nil
    }
    var entries: [Entry] = []
    for (key, value) in mapping {
      guard let text = key.scalar?.string else {
        error("expected a name as the key, found \(found(key))", at: key)
        continue
      }
      entries.append(Entry(key: Located(text, at: location(key)), value: value, keyNode: key))
    }
    return entries
  }

  /// The entries of a mapping, reporting keys not in `allowed` (suggesting a near miss) and
  /// missing `required` keys at the mapping.
  mutating func fields(
    _ node: Node, allowed: [String], required: [String] = [], in context: String
  ) -> [String: Entry]? {
    guard let entries = mapping(node) else { return nil }
    var result: [String: Entry] = [:]
    for entry in entries {
      guard allowed.contains(entry.key.value) else {
        if !Self.isMergeKey(entry.keyNode) { unknownKey(entry.key, among: allowed) }
        continue
      }
      result[entry.key.value] = entry
    }
    for key in required where result[key] == nil {
      error("missing key '\(key)' in \(context)", at: node)
    }
    return result
  }

  mutating func unknownKey(_ key: Located<String>, among allowed: [String]) {
    let expected = allowed.count <= 8 ? "; expected \(Self.alternatives(allowed))" : ""
    error(
      "unknown key '\(key.value)'"
        + (Spelling.suggestion(for: key.value, among: allowed).map { "; did you mean '\($0)'?" }
          ?? expected),
      at: key.location)
  }

  mutating func list(_ node: Node) -> [Node]? {
    guard case .sequence(let sequence) = node else {
      error("expected a list, found \(found(node))", at: node)
      return nil
    }
    return Array(sequence)
  }

  /// A list, or a single value standing for a list of one.
  func listOrOne(_ node: Node) -> [Node] {
    if case .sequence(let sequence) = node { return Array(sequence) }
    return [node]
  }

  // MARK: Scalars

  mutating func string(_ node: Node) -> Located<String>? {
    guard let scalar = node.scalar else {
      error("expected a string, found \(found(node))", at: node)
      return nil
    }
    return Located(scalar.string, at: location(node))
  }

  /// An identifier: a view id, a constraint's or a step's name.
  mutating func name(_ node: Node) -> Located<String>? {
    guard let text = string(node) else { return nil }
    guard !text.value.isEmpty else {
      error("expected a name, found nothing", at: node)
      return nil
    }
    return text
  }

  /// A finite number; `limit` bounds its magnitude.
  mutating func number(
    _ node: Node, limit: Double = ScenarioBounds.maximumGeometry
  ) -> Located<Double>? {
    guard let scalar = node.scalar, let value = Double(scalar.string), !value.isNaN,
      !scalar.string.hasPrefix("0x")
    else {
      error("expected a number, found \(found(node))", at: node)
      return nil
    }
    guard abs(value) <= limit, value.isFinite else {
      error(
        "number \(scalar.string) is out of range; expected at most "
          + "\(ConstraintExpression.format(limit)) in magnitude",
        at: node)
      return nil
    }
    return Located(value, at: location(node))
  }

  /// A number within `range`.
  mutating func number(_ node: Node, in range: ClosedRange<Double>, what: String)
    -> Located<Double>?
  {
    guard let value = number(node, limit: .greatestFiniteMagnitude) else { return nil }
    guard range.contains(value.value) else {
      error(
        "\(what) \(node.scalar?.string ?? "") is outside "
          + "\(ConstraintExpression.format(range.lowerBound))..."
          + "\(ConstraintExpression.format(range.upperBound))",
        at: node)
      return nil
    }
    return value
  }

  mutating func integer(_ node: Node, in range: ClosedRange<Int>, what: String) -> Located<Int>? {
    guard let scalar = node.scalar, let value = Int(scalar.string) else {
      let digits = node.scalar?.string.drop { $0 == "-" || $0 == "+" } ?? ""
      if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) {
        error(
          "\(what) \(node.scalar?.string ?? "") is outside \(range.lowerBound)...\(range.upperBound)",
          at: node)
      } else {
        error("expected a whole number, found \(found(node))", at: node)
      }
      return nil
    }
    guard range.contains(value) else {
      error(
        "\(what) \(value) is outside \(range.lowerBound)...\(range.upperBound)", at: node)
      return nil
    }
    return Located(value, at: location(node))
  }

  mutating func bool(_ node: Node) -> Located<Bool>? {
    switch node.scalar?.string {
    case "true"?, "True"?, "TRUE"?: return Located(true, at: location(node))
    case "false"?, "False"?, "FALSE"?: return Located(false, at: location(node))
    default:
      error("expected true or false, found \(found(node))", at: node)
      return nil
    }
  }

  /// One of an enumeration's cases, by name.
  mutating func choice<Value: RawRepresentable & CaseIterable>(
    _ node: Node, _ type: Value.Type, what: String
  ) -> Located<Value>? where Value.RawValue == String {
    guard let text = string(node) else { return nil }
    if let value = Value(rawValue: text.value) { return Located(value, at: text.location) }
    unknownChoice(text, names: Value.allCases.map(\.rawValue), what: what, at: node)
    return nil
  }

  /// `unknown orientation 'landscape'; did you mean 'landscapeLeft'?`, or the names when none is
  /// close.
  mutating func unknownChoice(_ text: Located<String>, names: [String], what: String, at node: Node)
  {
    error(
      "unknown \(what) '\(text.value)'"
        + (Spelling.suggestion(for: text.value, among: names).map { "; did you mean '\($0)'?" }
          ?? "; expected \(Self.alternatives(names))"),
      at: node)
  }

  /// One of an enumeration's cases, by name, the names listed.
  mutating func choice<Value: RawRepresentable>(
    _ node: Node, _ type: Value.Type, names: [String], what: String
  ) -> Located<Value>? where Value.RawValue == String {
    guard let text = string(node) else { return nil }
    if let value = Value(rawValue: text.value) { return Located(value, at: text.location) }
    unknownChoice(text, names: names, what: what, at: node)
    return nil
  }

  /// `a, b or c`.
  static func alternatives(_ names: [String]) -> String {
    guard names.count > 1, let last = names.last else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " or " + last
  }

  /// A list of exactly `count` numbers, each within the geometry limit.
  mutating func numbers(_ node: Node, count: Int, what: String) -> Located<[Double]>? {
    guard case .sequence(let sequence) = node, sequence.count == count else {
      error("expected \(what), found \(found(node, counting: true))", at: node)
      return nil
    }
    var values: [Double] = []
    for child in sequence {
      guard let value = number(child) else { return nil }
      values.append(value.value)
    }
    return Located(values, at: location(node))
  }
}
