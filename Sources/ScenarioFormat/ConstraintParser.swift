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
/// - Numbers are decimals with an optional exponent (`1e3`). A sign may stand before any number, so
///   `+ -8` is read as `- 8`, and `a.width == -8` is a negative constant.
/// - The priority is a number in 1...1000 (fractions allowed) or `required` (1000), `high` (750),
///   `low` (250) or `fittingSize` (50); without one, the constraint is required.
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
    let twoScalarSymbols: Set<String> = ["==", "<=", ">=", "=>", "=<", "!="]
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
      } else if let (value, digits) = cursor.scanNumber() {
        tokens.append(
          NotationToken(kind: .number(value), text: digits, location: start, end: cursor.location))
      } else if let next = cursor.peek(1),
        twoScalarSymbols.contains(String(scalar) + String(next))
      {
        cursor.advance(2)
        tokens.append(
          NotationToken(
            kind: .symbol, text: String(scalar) + String(next), location: start,
            end: cursor.location))
      } else if "=<>*+-@.".unicodeScalars.contains(scalar) {
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
      if token.isSymbol("*") {
        advance()
        guard let (factor, _, _) = signedNumber() else {
          throw ScenarioError("expected a number after '*'", at: token.location)
        }
        expression.multiplier = factor
        if token.isSymbol("*") {
          throw ScenarioError(
            "unexpected '*': the constraint already has a multiplier", at: token.location)
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
    let written = names.map(\.text).joined(separator: ".")
    let isGuide =
      ConstraintParser.viewGuides.contains(last.text)
      || ConstraintParser.rootGuides.contains(last.text)
    if names.count == 1 || (LayoutAttribute(rawValue: last.text) == nil && isGuide) {
      throw ScenarioError(
        "expected an attribute after '\(written)', as in '\(written).top'", at: afterLast)
    }
    guard let attribute = LayoutAttribute(rawValue: last.text) else {
      let attributes = LayoutAttribute.allCases.map(\.rawValue)
      throw ScenarioError(
        "unknown attribute '\(last.text)'"
          + Spelling.didYouMean(last.text, among: attributes),
        at: last.location)
    }
    let item = Array(names.dropLast())
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
        let suggestion = Spelling.suggestion(for: name.text, among: ConstraintParser.viewGuides)
        throw ScenarioError(
          "unknown layout guide '\(name.text)'"
            + (suggestion.map { "; did you mean '\($0)'?" }
              ?? "; a view's guides are safeArea, margins, readable, contentLayout and frameLayout"),
          at: name.location)
      }
    }
    return Anchor(item: item, attribute: attribute, attributeLocation: last.location)
  }

  /// `==` (or `=`), `<=` or `>=`.
  mutating func relation(after first: Anchor) throws(ScenarioError) -> Relation {
    let nearMisses = ["=>": ">=", "=<": "<=", "<": "<=", ">": ">="]
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
      case let text where nearMisses[text] != nil:
        throw ScenarioError(
          "'\(text)' is not a relation; did you mean '\(nearMisses[text] ?? "")'?",
          at: token.location)
      default: break
      }
    }
    try rejectInvalid()
    throw ScenarioError("expected '==', '<=' or '>=' after '\(first)'", at: token.location)
  }

  /// `+ 8` or `- 8` after the second anchor, if there is one.
  mutating func constant(into expression: inout ConstraintExpression) throws(ScenarioError) {
    guard token.isSymbol("+") || token.isSymbol("-") else { return }
    let sign = token
    advance()
    guard let (value, _, _) = signedNumber() else {
      throw ScenarioError("expected a number after '\(sign.text)'", at: token.location)
    }
    expression.constant = sign.text == "-" ? -value : value
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

  /// After `@`: a number in 1...1000 or a priority's name.
  mutating func priority() throws(ScenarioError) -> Priority {
    if let (value, text, location) = signedNumber() {
      return try PriorityName.priority(value, written: text, at: location)
    }
    if token.kind == .identifier {
      guard let name = PriorityName(rawValue: token.text) else {
        let names = PriorityName.allCases.map(\.rawValue)
        throw ScenarioError(
          "unknown priority '\(token.text)'"
            + (Spelling.suggestion(for: token.text, among: names).map { "; did you mean '\($0)'?" }
              ?? "; expected a number in 1...1000, or \(PriorityName.list)"),
          at: token.location)
      }
      advance()
      return name.priority
    }
    try rejectInvalid()
    throw ScenarioError(
      "expected a priority after '@': a number in 1...1000, or \(PriorityName.list)",
      at: token.location)
  }

  /// A character the notation has no use for is reported as itself, whatever was expected.
  func rejectInvalid() throws(ScenarioError) {
    if token.kind == .invalid {
      let quoted = token.text == "'" ? "\"'\"" : "'\(token.text)'"
      throw ScenarioError("unexpected character \(quoted)", at: token.location)
    }
  }
}
