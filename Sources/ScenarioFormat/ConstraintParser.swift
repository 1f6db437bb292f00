import AutoLayout
import Cassowary

/// Reads one constraint in the notation of Apple's documentation (SCENARIO-FORMAT.md, "Constraints"):
///
///     item.attribute RELATION [multiplier *] item.attribute [± constant] [@ priority]
///     item.attribute RELATION item.attribute * multiplier [± constant] [@ priority]
///     item.attribute RELATION constant [@ priority]
///
/// For example, `ConstraintParser.parse("a.width == b.width * 0.5 + 10 @750", at: mark)` gives
/// `a.width == b.width * 0.5 + 10 @750`, located at `mark`.
///
/// Detailed design:
/// - RELATION is `==` (or `=`), `<=` or `>=`.
/// - An item is a view id, `superview`, `view`, or one of the root view's guides `safeArea`,
///   `margins`, `readable`, `keyboard`, optionally followed by a view's guide: `id.safeArea`,
///   `id.margins`, `id.readable`, `id.contentLayout`, `id.frameLayout`. Ids are not resolved here.
/// - The attribute is one of ``LayoutAttribute``'s names.
/// - Numbers are written as YAML and Swift write them: `8`, `0.5`, `.5` (not right after a name),
///   `1e3`, `1_000`. A sign may stand before any number, so `+ -8` is read as `- 8`, and
///   `a.width == -8` is a negative constant. A multiplier may be written as a division, `b.width / 2`.
/// - The priority is a number in 1...1000 (fractions allowed) or `required` (1000), `high` (750),
///   `low` (250) or `fittingSize` (50); without one, the constraint is required.
/// - UIKit's spellings are synonyms (``UIKitSpelling``): `title.topAnchor`,
///   `view.safeAreaLayoutGuide.topAnchor`, `@ .defaultHigh`, `@ UILayoutPriority(999)`,
///   `+ systemSpacing`.
/// - Spaces between tokens are optional.
///
/// Whether the constraint makes sense (a constant alone for a location, mixed axes) is the engine's
/// check, made once the items are resolved.
public enum ConstraintParser {
  /// The guides every view has, written after its id: `title.safeArea.top`.
  public static let viewGuides = [
    "safeArea", "margins", "readable", "contentLayout", "frameLayout",
  ]
  /// The root view's guides, written alone: `safeArea.top`.
  public static let rootGuides = ["safeArea", "margins", "readable", "keyboard"]

  /// Parses `text`, whose first character is at `location`.
  ///
  /// - Throws: ``ScenarioError`` at the first token that does not fit, saying what was expected.
  public static func parse(_ text: String, at location: SourceLocation) throws(ScenarioError)
    -> ConstraintExpression
  {
    try parse(text, map: ScalarSourceMap(linearFrom: location))
  }

  /// Parses `text`, each of whose scalars was written where `map` says.
  static func parse(_ text: String, map: ScalarSourceMap) throws(ScenarioError)
    -> ConstraintExpression
  {
    var parser = NotationParser(tokens: NotationToken.tokens(of: text, map: map))
    return try parser.constraint()
  }
}

/// A token of the constraint notation.
struct NotationToken {
  enum Kind: Equatable {
    case identifier
    case number(Double)
    /// An operator or punctuation: `==`, `=`, `<=`, `>=`, `*`, `+`, `-`, `@`, `.`, and the
    /// near-misses `=>`, `=<`, `<`, `>`, `!=`, reported as such.
    case symbol
    /// A character the notation has no use for.
    case invalid
    case end
  }

  var kind: Kind
  var text: String
  var location: SourceLocation
  /// Just past the token's last scalar.
  var end: SourceLocation

  /// `'title'`, `'+'`, or `the end`, for messages.
  var quoted: String { kind == .end ? "the end" : "'\(text)'" }

  func isSymbol(_ symbol: String) -> Bool { kind == .symbol && text == symbol }

  static func tokens(of text: String, map: ScalarSourceMap) -> [NotationToken] {
    var cursor = TextCursor(text, map: map)
    var tokens: [NotationToken] = []
    while true {
      cursor.skipSpaces()
      let start = cursor.location
      guard let scalar = cursor.current else {
        tokens.append(NotationToken(kind: .end, text: "", location: start, end: cursor.location))
        return tokens
      }
      if let name = cursor.scanIdentifier() {
        tokens.append(
          NotationToken(kind: .identifier, text: name, location: start, end: cursor.location))
      } else if let (value, digits) = cursor.scanNumber(
        leadingDot: tokens.last?.kind != .identifier)
      {
        tokens.append(
          NotationToken(kind: .number(value), text: digits, location: start, end: cursor.location))
      } else if let next = cursor.peek(1), isTwoScalarSymbol(scalar, next) {
        cursor.advance(2)
        tokens.append(
          NotationToken(
            kind: .symbol, text: String(scalar) + String(next), location: start,
            end: cursor.location))
      } else if isOneScalarSymbol(scalar) {
        cursor.advance()
        tokens.append(
          NotationToken(kind: .symbol, text: String(scalar), location: start, end: cursor.location))
      } else {
        cursor.advance()
        tokens.append(
          NotationToken(kind: .invalid, text: String(scalar), location: start, end: cursor.location)
        )
      }
    }
  }

  /// `==`, `<=`, `>=`, and the near-misses `=>`, `=<`, `!=`.
  static func isTwoScalarSymbol(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Bool {
    switch (first, second) {
    case ("=", "="), ("<", "="), (">", "="), ("=", ">"), ("=", "<"), ("!", "="): true
    default: false
    }
  }

  /// `=`, `<`, `>`, `*`, `/`, `+`, `-`, `@`, `.`.
  static func isOneScalarSymbol(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "=", "<", ">", "*", "/", "+", "-", "@", ".": true
    default: false
    }
  }
}

/// A recursive-descent reader over ``NotationToken``s, one method per part of the grammar.
struct NotationParser {
  typealias Anchor = ConstraintExpression.Anchor
  typealias Name = ConstraintExpression.Name

  let tokens: [NotationToken]
  var index = 0

  var token: NotationToken { tokens[index] }
  mutating func advance() { if index < tokens.count - 1 { index += 1 } }

  mutating func constraint() throws(ScenarioError) -> ConstraintExpression {
    if token.kind == .end {
      throw ScenarioError(
        "expected a constraint, such as 'title.top == safeArea.top + 20'", at: token.location)
    }
    if let huge = tokens.first(where: {
      if case .number(let value) = $0.kind { return value > ScenarioBounds.maximumGeometry }
      return false
    }) {
      throw ScenarioError(
        "number \(huge.text) is out of range; expected at most "
          + "\(ConstraintExpression.format(ScenarioBounds.maximumGeometry)) in magnitude",
        at: huge.location)
    }
    let first = try anchor(
      orElse: "expected an anchor such as 'title.top' at the start of the constraint")
    let relation = try self.relation(after: first)
    let relationText = tokens[index - 1].text
    var expression = ConstraintExpression(first, relation, at: first.location)

    if let (factor, _, _) = signedNumber() {
      if token.isSymbol("*") {
        advance()
        expression.multiplier = factor
        expression.second = try anchor(orElse: "expected an anchor such as 'other.width' after '*'")
        if token.isSymbol("*") {
          throw ScenarioError(
            "unexpected '*': the constraint already has a multiplier", at: token.location)
        }
        try constant(into: &expression)
      } else {
        expression.constant = factor
      }
    } else if token.kind == .identifier {
      expression.second = try anchor(orElse: "")
      if token.isSymbol("*") || token.isSymbol("/") {
        expression.multiplier = try multiplier()
        if token.isSymbol("*") || token.isSymbol("/") {
          throw ScenarioError(
            "unexpected '\(token.text)': the constraint already has a multiplier", at: token.location)
        }
      }
      try constant(into: &expression)
    } else {
      try rejectInvalid()
      throw ScenarioError(
        "expected an anchor or a number after '\(relationText)'", at: token.location)
    }

    if token.isSymbol("@") {
      advance()
      expression.priority = try priority()
    }
    try rejectInvalid()
    guard token.kind == .end else {
      throw ScenarioError(
        "unexpected \(token.quoted) after the end of the constraint", at: token.location)
    }
    return expression
  }

  /// `item.attribute`, where the item is a path of one or two names (see ``ConstraintParser``).
  mutating func anchor(orElse expectation: String) throws(ScenarioError) -> Anchor {
    try rejectInvalid()
    guard token.kind == .identifier else {
      throw ScenarioError(expectation, at: token.location)
    }
    var names = [Name(token.text, at: token.location)]
    var afterLast = token.end
    advance()
    while token.isSymbol(".") {
      let dot = token
      advance()
      guard token.kind == .identifier else {
        let written = names.map(\.text).joined(separator: ".")
        throw ScenarioError(
          "expected an attribute after '\(written).'", at: dot.end)
      }
      names.append(Name(token.text, at: token.location))
      afterLast = token.end
      advance()
    }
    let last = names[names.count - 1]
    let lastGuide = UIKitSpelling.guide(last.text)
    let isGuide =
      ConstraintParser.viewGuides.contains(lastGuide)
      || ConstraintParser.rootGuides.contains(lastGuide)
    if names.count == 1 || (UIKitSpelling.attribute(last.text) == nil && isGuide) {
      let written = names.map(\.text).joined(separator: ".")
      throw ScenarioError(
        "expected an attribute after '\(written)', as in '\(written).top'", at: afterLast)
    }
    guard let attribute = UIKitSpelling.attribute(last.text) else {
      let suggestion = UIKitSpelling.attributeSuggestion(for: last.text)
      throw ScenarioError(
        "unknown attribute '\(last.text)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
        at: last.location)
    }
    let item = Self.scenarioItem(names.dropLast())
    for position in item.indices.dropFirst() {
      let owner = item[position - 1].text
      let name = item[position]
      if position > 1 || ConstraintParser.rootGuides.contains(owner) {
        throw ScenarioError(
          "'\(owner)' is a layout guide; it has no guide '\(name.text)'", at: name.location)
      }
      if name.text == "keyboard" {
        throw ScenarioError(
          "'keyboard' is the root view's guide; write 'keyboard.\(attribute.rawValue)'",
          at: name.location)
      }
      guard ConstraintParser.viewGuides.contains(name.text) else {
        let suggestion = UIKitSpelling.guideSuggestion(
          for: name.text, among: ConstraintParser.viewGuides)
        throw ScenarioError(
          "unknown layout guide '\(name.text)'"
            + (suggestion.map { "; did you mean '\($0)'?" }
              ?? "; a view's guides are safeArea, margins, readable, contentLayout and frameLayout"),
          at: name.location)
      }
    }
    return Anchor(item: item, attribute: attribute, attributeLocation: last.location)
  }

  /// The item path in the scenario's names: UIKit's guide names become the scenario's, and the
  /// root view's keyboard guide (`view.keyboardLayoutGuide`) is the root guide `keyboard`.
  static func scenarioItem(_ names: ArraySlice<Name>) -> [Name] {
    var item = names.map { name in Name(UIKitSpelling.guide(name.text), at: name.location) }
    if item.count == 2, item[0].text == "view", item[1].text == "keyboard" { item.removeFirst() }
    return item
  }

  /// Symbols that look like a relation, and the relation meant.
  static let nearMisses = ["=>": ">=", "=<": "<=", "<": "<=", ">": ">="]

  /// `==` (or `=`), `<=` or `>=`.
  mutating func relation(after first: Anchor) throws(ScenarioError) -> Relation {
    if token.kind == .symbol {
      switch token.text {
      case "==", "=":
        advance()
        return .equal
      case "<=":
        advance()
        return .lessThanOrEqual
      case ">=":
        advance()
        return .greaterThanOrEqual
      case let text where Self.nearMisses[text] != nil:
        throw ScenarioError(
          "'\(text)' is not a relation; did you mean '\(Self.nearMisses[text] ?? "")'?",
          at: token.location)
      default: break
      }
    }
    try rejectInvalid()
    throw ScenarioError("expected '==', '<=' or '>=' after '\(first)'", at: token.location)
  }

  /// `* 0.5` or, as Swift code writes it, `/ 2` after the second anchor: the multiplier.
  mutating func multiplier() throws(ScenarioError) -> Double {
    let operation = token
    advance()
    guard let (factor, text, location) = signedNumber() else {
      throw ScenarioError("expected a number after '\(operation.text)'", at: token.location)
    }
    guard operation.text == "/" else { return factor }
    guard factor != 0 else { throw ScenarioError("cannot divide by \(text)", at: location) }
    return 1 / factor
  }

  /// `+ 8` or `- 8` after the second anchor, if there is one; or the system spacing, as UIKit's
  /// `constraint(equalToSystemSpacingAfter:multiplier:)` gives it: `+ systemSpacing`,
  /// `+ 2 * systemSpacing`, `+ systemSpacing * 2`.
  mutating func constant(into expression: inout ConstraintExpression) throws(ScenarioError) {
    guard token.isSymbol("+") || token.isSymbol("-") else { return }
    let sign = token
    advance()
    let start = token
    var value: Double
    if let (number, _, _) = signedNumber() {
      value = number
      guard token.isSymbol("*") else {
        expression.constant = sign.text == "-" ? -value : value
        return
      }
      advance()
      guard isSystemSpacing(token) else {
        throw ScenarioError("expected 'systemSpacing' after '*'", at: token.location)
      }
      advance()
    } else if isSystemSpacing(token) {
      advance()
      value = 1
      if token.isSymbol("*") {
        advance()
        guard let (factor, _, _) = signedNumber() else {
          throw ScenarioError("expected a number after '*'", at: token.location)
        }
        value = factor
      }
    } else {
      throw ScenarioError(
        "expected a number after '\(sign.text)'", at: token.location)
    }
    try checkSystemSpacing(expression, at: start.location)
    value *= UIKitSpelling.systemSpacing
    expression.constant = sign.text == "-" ? -value : value
  }

  func isSystemSpacing(_ token: NotationToken) -> Bool {
    token.kind == .identifier && UIKitSpelling.systemSpacingNames.contains(token.text)
  }

  /// UIKit offers the system spacing between two edges only (`NSLayoutXAxisAnchor` and
  /// `NSLayoutYAxisAnchor`); between baselines it depends on the fonts, which is not modelled.
  func checkSystemSpacing(_ expression: ConstraintExpression, at location: SourceLocation)
    throws(ScenarioError)
  {
    var attributes: [LayoutAttribute] = [expression.first.attribute]
    if let second = expression.second { attributes.append(second.attribute) }
    if attributes.contains(where: { $0.isSize }) {
      throw ScenarioError(
        "the system spacing is a distance between two edges, not a size; write a number",
        at: location)
    }
    if attributes.contains(where: { $0.isBaseline }) {
      throw ScenarioError(
        "the system spacing between baselines depends on the fonts, which layoutsim does not "
          + "model; write the distance as a number", at: location)
    }
  }

  /// A number with an optional sign, if one starts here: its value, its text as written (`-8`),
  /// and where it starts.
  mutating func signedNumber() -> (Double, String, SourceLocation)? {
    let start = token.location
    if case .number(let value) = token.kind {
      let text = token.text
      advance()
      return (value, text, start)
    }
    if token.isSymbol("-") || token.isSymbol("+"), case .number(let value) = tokens[index + 1].kind
    {
      let sign = token.text
      advance()
      let text = (sign == "-" ? "-" : "") + token.text
      advance()
      return (sign == "-" ? -value : value, text, start)
    }
    return nil
  }

  /// After `@`: a number in 1...1000 or a priority's name, the scenario's or UIKit's
  /// (`defaultHigh`, `.defaultHigh`, `UILayoutPriority.defaultHigh`, `UILayoutPriority(750)`,
  /// `UILayoutPriority(rawValue: 750)`), then optionally an offset as Swift adds one
  /// (`.defaultHigh - 1`).
  mutating func priority() throws(ScenarioError) -> Priority {
    let start = token.location
    let (base, written) = try basePriority()
    guard token.isSymbol("+") || token.isSymbol("-") else { return base }
    let sign = token
    advance()
    guard let (offset, text, _) = signedNumber() else {
      throw ScenarioError("expected a number after '\(sign.text)'", at: token.location)
    }
    let value = base.rawValue + (sign.text == "-" ? -offset : offset)
    return try PriorityName.priority(value, written: "\(written) \(sign.text) \(text)", at: start)
  }

  /// A priority's number or name, without an offset, and how it was written.
  mutating func basePriority() throws(ScenarioError) -> (Priority, String) {
    if let (value, text, location) = signedNumber() {
      return (try PriorityName.priority(value, written: text, at: location), text)
    }
    if token.isSymbol(".") { advance() }
    if token.kind == .identifier, token.text == "UILayoutPriority" {
      advance()
      guard token.isSymbol(".") else { return try priorityInitializer() }
      advance()
    }
    if token.kind == .identifier {
      guard let name = PriorityName.named(token.text) else {
        let suggestion = PriorityName.suggestion(for: token.text)
        throw ScenarioError(
          "unknown priority '\(token.text)'"
            + (suggestion.map { "; did you mean '\($0)'?" }
              ?? "; expected a number in 1...1000, or \(PriorityName.list)"),
          at: token.location)
      }
      let text = token.text
      advance()
      return (name.priority, text)
    }
    try rejectInvalid()
    throw ScenarioError(
      "expected a priority after '@': a number in 1...1000, or \(PriorityName.list)",
      at: token.location)
  }

  /// `(750)` or `(rawValue: 750)` after `UILayoutPriority`.
  mutating func priorityInitializer() throws(ScenarioError) -> (Priority, String) {
    guard isPunctuation("(") else {
      throw ScenarioError(
        "expected '(' or '.' after 'UILayoutPriority', as in 'UILayoutPriority(750)'",
        at: token.location)
    }
    advance()
    if token.kind == .identifier, token.text == "rawValue" {
      advance()
      guard isPunctuation(":") else {
        throw ScenarioError("expected ':' after 'rawValue'", at: token.location)
      }
      advance()
    }
    guard let (value, text, location) = signedNumber() else {
      throw ScenarioError("expected a number in 1...1000 after '('", at: token.location)
    }
    guard isPunctuation(")") else { throw ScenarioError("expected ')'", at: token.location) }
    advance()
    return (try PriorityName.priority(value, written: text, at: location), text)
  }

  /// `(`, `)` and `:` have no use in the notation except in `UILayoutPriority(rawValue: 750)`, so
  /// the tokenizer leaves them invalid and the priority reads them here.
  func isPunctuation(_ scalar: String) -> Bool { token.kind == .invalid && token.text == scalar }

  /// A character the notation has no use for is reported as itself, whatever was expected.
  func rejectInvalid() throws(ScenarioError) {
    if token.kind == .invalid {
      let quoted = token.text == "'" ? "\"'\"" : "'\(token.text)'"
      throw ScenarioError("unexpected character \(quoted)", at: token.location)
    }
  }
}
