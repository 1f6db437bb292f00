import AutoLayout
import Cassowary

/// Reads Apple's visual format language into constraints (Apple, *Auto Layout Guide*, "Visual
/// Format Language"; `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`).
///
/// For example, `H:|-8-[a]-[b(>=50@750)]-|` gives
///
///     a.leading == superview.leading + 8
///     b.width >= 50 @750
///     b.leading == a.trailing + 8
///     superview.trailing == b.trailing + 20
///
/// Detailed design, following Apple's grammar and its choice of anchors:
/// - `H:` (the default) lays views out with `leading` and `trailing` and sizes them by `width`;
///   `V:` uses `top`, `bottom` and `height`.
/// - `|` is the superview's edge: the first anchor of a connection to the closing `|` is the
///   superview (`superview.trailing == b.trailing + 20`), and the later view is the first anchor of
///   every other connection (`b.leading == a.trailing + 8`).
/// - Connections: none (`[a][b]`, flush, 0), `-` (standard spacing: 8 between siblings, 20 to the
///   superview's edge, as SCENARIO-FORMAT.md says), `-8-`, `-pad-` (a metric), or `-(…)-` with a list
///   of predicates `(>=8,<=20@750)`.
/// - A view's predicates set its size: `[a(==50)]`, `[a(>=70,<=100)]`, `[a(==b)]` (as wide as `b`).
///   A name in a predicate is a metric when `metrics` has it; otherwise, in a view's predicates
///   only, a view.
/// - A priority is a number in 1...1000, a metric, or `required`, `high`, `low`, `fittingSize`.
/// - Numbers in parentheses may carry a sign: `-(-8)-`. Spaces between tokens are allowed.
/// - Each option aligns every view with the one before it: `b.centerY == a.centerY`. An option must
///   align across the format's axis (`alignAllCenterY` for `H:`), as UIKit requires.
///
/// Each constraint is located at the token it came from: a predicate, a standard `-`, the `[` or
/// `|` after a flush connection, or the option.
public enum VisualFormatParser {
  /// Whether `text` is in the visual format rather than the constraint notation: it starts with
  /// `H:` or `V:`.
  public static func isVisualFormat(_ text: String) -> Bool {
    text.hasPrefix("H:") || text.hasPrefix("V:")
  }

  /// The standard spacing between sibling views.
  public static let siblingSpacing = 8.0
  /// The standard spacing between a view and its superview's edge.
  public static let superviewSpacing = 20.0

  /// Parses `text`, whose first character is at `location`.
  ///
  /// - Parameters:
  ///   - metrics: the values of the names used in place of numbers.
  ///   - options: alignments between consecutive views.
  /// - Returns: the constraints in the order they are written (a view's connection before its size
  ///   predicates), then the alignments.
  /// - Throws: ``ScenarioError`` at the first character that does not fit, saying what was expected.
  public static func parse(
    _ text: String, at location: SourceLocation, metrics: [String: Double] = [:],
    options: [VisualFormatOption] = []
  ) throws(ScenarioError) -> [ConstraintExpression] {
    try parse(
      text, map: ScalarSourceMap(linearFrom: location), metrics: metrics, options: options)
  }

  /// Parses `text`, each of whose scalars was written where `map` says.
  static func parse(
    _ text: String, map: ScalarSourceMap, metrics: [String: Double] = [:],
    options: [VisualFormatOption] = []
  ) throws(ScenarioError) -> [ConstraintExpression] {
    var parser = VisualFormatReader(cursor: TextCursor(text, map: map), metrics: metrics)
    return try parser.format(options: options)
  }
}

/// The state of one ``VisualFormatParser/parse(_:at:metrics:options:)``.
struct VisualFormatReader {
  typealias Anchor = ConstraintExpression.Anchor
  typealias Name = ConstraintExpression.Name

  /// `==50`, `>=b`, `<=pad@750`: one predicate of a list.
  struct Predicate {
    enum Object {
      case constant(Double)
      case view(Name)
    }
    var relation: Relation
    var object: Object
    var priority: Priority
    var location: SourceLocation
  }

  /// What lies between two elements.
  enum Connection {
    /// `[a][b]`: flush, located where the later element starts.
    case flush
    /// `-`, located at the dash.
    case standard(SourceLocation)
    /// `-8-`, `-(>=8)-`.
    case predicates([Predicate])
  }

  /// `|` or `[name]`.
  enum Element {
    case superview(SourceLocation)
    case view(Name)
  }

  var cursor: TextCursor
  let metrics: [String: Double]
  var horizontal = true
  var constraints: [ConstraintExpression] = []

  var leadingEdge: LayoutAttribute { horizontal ? .leading : .top }
  var trailingEdge: LayoutAttribute { horizontal ? .trailing : .bottom }
  var size: LayoutAttribute { horizontal ? .width : .height }

  /// The text from `start` to the cursor, for messages.
  func written(from start: Int) -> String {
    var text = ""
    text.unicodeScalars.append(contentsOf: cursor.scalars[start..<cursor.index])
    return text.trimmingSpaces
  }

  func error(_ message: String) -> ScenarioError { ScenarioError(message, at: cursor.location) }

  mutating func format(options: [VisualFormatOption]) throws(ScenarioError)
    -> [ConstraintExpression]
  {
    cursor.skipSpaces()
    var context = "at the start of the format"
    try orientation(context: &context)
    for option in options where option.attribute.axis == (horizontal ? .horizontal : .vertical) {
      let axis = horizontal ? "horizontal" : "vertical"
      let example = horizontal ? "alignAllCenterY" : "alignAllCenterX"
      throw ScenarioError(
        "'\(option.name)' aligns views along the format's own \(axis) axis; "
          + "use one that aligns across it, such as \(example)",
        at: option.location)
    }

    var views: [Name] = []
    var previous: Element?
    var connection: Connection?
    cursor.skipSpaces()
    if cursor.current == "|" {
      previous = .superview(cursor.location)
      let start = cursor.index
      cursor.advance()
      context = "after '|'"
      cursor.skipSpaces()
      if cursor.current == "-" {
        connection = try self.connection()
        context = "after '\(written(from: start))'"
      } else if cursor.current != "[" {
        throw error("expected '-' or '[' after '|'")
      }
    }

    while true {
      cursor.skipSpaces()
      switch cursor.current {
      case "[":
        let start = cursor.index
        let flushLocation = cursor.location
        let (view, sizes) = try self.view()
        let viewText = written(from: start)
        if let previous {
          connect(previous, to: .view(view), by: connection ?? .flush, flushAt: flushLocation)
        }
        constraints += sizes
        views.append(view)
        previous = .view(view)
        connection = nil
        cursor.skipSpaces()
        if cursor.current == "-" {
          let dash = cursor.index
          connection = try self.connection()
          context = "after '\(written(from: dash))'"
        } else {
          context = "after '\(viewText)'"
        }
      case "|" where views.isEmpty:
        throw error("expected '[' \(context); a format needs at least one view")
      case "|":
        guard let previous else { throw error("expected '[' \(context)") }
        let edge = cursor.location
        connect(previous, to: .superview(edge), by: connection ?? .flush, flushAt: edge)
        cursor.advance()
        cursor.skipSpaces()
        if let extra = cursor.current {
          throw error("unexpected '\(extra)' after the closing '|'")
        }
        return constraints + alignments(of: views, options: options)
      case nil where connection == nil && !views.isEmpty:
        return constraints + alignments(of: views, options: options)
      default:
        if connection != nil || views.isEmpty {
          throw error("expected '[' or '|' \(context)")
        }
        throw error("expected '-', '[', '|' or the end \(context)")
      }
    }
  }

  /// `H:` or `V:`, if written; the format is horizontal without one.
  mutating func orientation(context: inout String) throws(ScenarioError) {
    let start = cursor.index
    let location = cursor.location
    guard let name = cursor.scanIdentifier() else { return }
    cursor.skipSpaces()
    guard cursor.current == ":" else {
      throw ScenarioError(
        "expected 'H:', 'V:', '|' or '[' at the start of the format", at: location)
    }
    cursor.advance()
    switch name {
    case "H": horizontal = true
    case "V": horizontal = false
    default:
      throw ScenarioError(
        "unknown orientation '\(name)'"
          + (Spelling.suggestion(for: name, among: ["H", "V"]).map { "; did you mean '\($0)'?" }
            ?? "; expected 'H' or 'V'"),
        at: location)
    }
    context = "after '\(written(from: start))'"
  }

  /// `[name]` or `[name(predicates)]`, with the size constraints its predicates make.
  mutating func view() throws(ScenarioError) -> (Name, [ConstraintExpression]) {
    var sizes: [ConstraintExpression] = []
    cursor.advance()  // [
    cursor.skipSpaces()
    let location = cursor.location
    guard let text = cursor.scanIdentifier() else {
      throw error("expected a view name after '['")
    }
    let name = Name(text, at: location)
    cursor.skipSpaces()
    if cursor.current == "(" {
      for predicate in try predicateList(allowingViews: true) {
        let first = Anchor(item: [name], attribute: size, attributeLocation: name.location)
        switch predicate.object {
        case .constant(let constant):
          sizes.append(
            ConstraintExpression(
              first, predicate.relation, constant: constant, priority: predicate.priority,
              at: predicate.location))
        case .view(let other):
          let second = Anchor(item: [other], attribute: size, attributeLocation: other.location)
          sizes.append(
            ConstraintExpression(
              first, predicate.relation, second, priority: predicate.priority,
              at: predicate.location))
        }
      }
      cursor.skipSpaces()
      guard cursor.current == "]" else {
        throw error("expected ']' after the predicates of '\(text)'")
      }
    } else if cursor.current != "]" {
      throw error("expected '(' or ']' after '\(text)'")
    }
    cursor.advance()  // ]
    return (name, sizes)
  }

  /// `-`, `-8-`, `-pad-` or `-(predicates)-`, the cursor on the first dash.
  mutating func connection() throws(ScenarioError) -> Connection {
    let start = cursor.index
    let dash = cursor.location
    cursor.advance()
    cursor.skipSpaces()
    let predicates: [Predicate]
    switch cursor.current {
    case "[", "|":
      return .standard(dash)
    case "(":
      predicates = try predicateList(allowingViews: false)
    case let scalar? where TextCursor.isDigit(scalar):
      let location = cursor.location
      guard let (value, _) = cursor.scanNumber() else {
        throw error("expected a number")
      }
      predicates = [
        Predicate(
          relation: .equal, object: .constant(value), priority: .required, location: location)
      ]
    case let scalar? where TextCursor.isIdentifierStart(scalar):
      let location = cursor.location
      let name = cursor.scanIdentifier() ?? ""
      let value = try metric(name, at: location)
      predicates = [
        Predicate(
          relation: .equal, object: .constant(value), priority: .required, location: location)
      ]
    default:
      throw error("expected a spacing, '[' or '|' after '-'")
    }
    cursor.skipSpaces()
    guard cursor.current == "-" else {
      throw error("expected '-' to end the connection '\(written(from: start))'")
    }
    cursor.advance()
    return .predicates(predicates)
  }

  /// `(predicate, predicate, …)`, the cursor on the parenthesis.
  mutating func predicateList(allowingViews: Bool) throws(ScenarioError) -> [Predicate] {
    var predicates: [Predicate] = []
    var after = "'('"
    cursor.advance()  // (
    while true {
      cursor.skipSpaces()
      let start = cursor.index
      predicates.append(try predicate(after: after, allowingViews: allowingViews))
      let text = written(from: start)
      cursor.skipSpaces()
      switch cursor.current {
      case ",":
        cursor.advance()
        after = "','"
      case ")":
        cursor.advance()
        return predicates
      default:
        throw error("expected ',' or ')' after '\(text)'")
      }
    }
  }

  /// `[relation] object [@ priority]`.
  mutating func predicate(after: String, allowingViews: Bool) throws(ScenarioError) -> Predicate {
    let location = cursor.location
    var relation = Relation.equal
    var relationText: String?
    let pair = cursor.current.map { String($0) + (cursor.peek(1).map { String($0) } ?? "") } ?? ""
    switch pair {
    case "==": relation = .equal
    case "<=": relation = .lessThanOrEqual
    case ">=": relation = .greaterThanOrEqual
    case "=>", "=<":
      throw error("'\(pair)' is not a relation; did you mean '\(String(pair.reversed()))'?")
    default: break
    }
    if ["==", "<=", ">="].contains(pair) {
      relationText = pair
      cursor.advance(2)
      cursor.skipSpaces()
    } else if let scalar = cursor.current, scalar == "<" || scalar == ">" || scalar == "=" {
      let meant = scalar == "=" ? "==" : "\(scalar)="
      throw error("'\(scalar)' is not a relation; did you mean '\(meant)'?")
    }

    let object: Predicate.Object
    let objectLocation = cursor.location
    if let (value, _) = signedNumber() {
      object = .constant(value)
    } else if let name = cursor.scanIdentifier() {
      if let value = metrics[name] {
        object = .constant(value)
      } else if allowingViews {
        object = .view(Name(name, at: objectLocation))
      } else {
        _ = try metric(name, at: objectLocation)
        object = .constant(0)
      }
    } else {
      let kinds = allowingViews ? "a number, a metric or a view" : "a number or a metric"
      if let relationText {
        throw error("expected \(kinds) after '\(relationText)'")
      }
      let example = allowingViews ? ">=50" : ">=8"
      throw error("expected a predicate, such as '\(example)', after \(after)")
    }

    cursor.skipSpaces()
    var priority = Priority.required
    if cursor.current == "@" {
      cursor.advance()
      cursor.skipSpaces()
      priority = try self.priority()
    }
    return Predicate(relation: relation, object: object, priority: priority, location: location)
  }

  /// After `@`: a number in 1...1000, a metric, or a priority's name.
  mutating func priority() throws(ScenarioError) -> Priority {
    let location = cursor.location
    let start = cursor.index
    if let (value, _) = signedNumber() {
      return try PriorityName.priority(value, written: written(from: start), at: location)
    }
    if let name = cursor.scanIdentifier() {
      if let value = metrics[name] {
        return try PriorityName.priority(
          value, written: "'\(name)' (\(ConstraintExpression.format(value)))", at: location)
      }
      if let named = PriorityName.named(name) { return named.priority }
      let suggestion =
        PriorityName.suggestion(for: name)
        ?? Spelling.suggestion(for: name, among: metrics.keys.sorted())
      throw ScenarioError(
        "unknown priority or metric '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
        at: location)
    }
    throw error(
      "expected a priority after '@': a number in 1...1000, a metric, or \(PriorityName.list)")
  }

  /// A number with an optional sign, if one starts here.
  mutating func signedNumber() -> (Double, String)? {
    let saved = cursor
    var negative = false
    if cursor.current == "-" || cursor.current == "+" {
      negative = cursor.current == "-"
      cursor.advance()
      cursor.skipSpaces()
    }
    guard let (value, text) = cursor.scanNumber() else {
      cursor = saved
      return nil
    }
    return (negative ? -value : value, (negative ? "-" : "") + text)
  }

  /// The value of the metric `name`.
  func metric(_ name: String, at location: SourceLocation) throws(ScenarioError) -> Double {
    guard let value = metrics[name] else {
      throw ScenarioError(
        "unknown metric '\(name)'" + Spelling.didYouMean(name, among: metrics.keys.sorted()),
        at: location)
    }
    return value
  }

  /// Adds the constraints of `connection` from `earlier` to `later`.
  mutating func connect(
    _ earlier: Element, to later: Element, by connection: Connection, flushAt flush: SourceLocation
  ) {
    let toSuperview: Bool
    if case .superview = earlier {
      toSuperview = true
    } else if case .superview = later {
      toSuperview = true
    } else {
      toSuperview = false
    }
    let predicates: [Predicate]
    switch connection {
    case .flush:
      predicates = [
        Predicate(relation: .equal, object: .constant(0), priority: .required, location: flush)
      ]
    case .standard(let dash):
      let spacing =
        toSuperview ? VisualFormatParser.superviewSpacing : VisualFormatParser.siblingSpacing
      predicates = [
        Predicate(relation: .equal, object: .constant(spacing), priority: .required, location: dash)
      ]
    case .predicates(let list):
      predicates = list
    }
    for predicate in predicates {
      guard case .constant(let constant) = predicate.object else { continue }
      // The later element comes first, except the closing edge: `superview.trailing == b.trailing + 8`.
      let first: Anchor
      let second: Anchor
      switch (earlier, later) {
      case (.superview(let edge), .view(let view)):
        first = anchor(view, leadingEdge)
        second = Anchor(
          item: [Name("superview", at: edge)], attribute: leadingEdge, attributeLocation: edge)
      case (.view(let view), .superview(let edge)):
        first = Anchor(
          item: [Name("superview", at: edge)], attribute: trailingEdge, attributeLocation: edge)
        second = anchor(view, trailingEdge)
      case (.view(let earlierView), .view(let laterView)):
        first = anchor(laterView, leadingEdge)
        second = anchor(earlierView, trailingEdge)
      case (.superview, .superview):
        continue
      }
      constraints.append(
        ConstraintExpression(
          first, predicate.relation, second, constant: constant, priority: predicate.priority,
          at: predicate.location))
    }
  }

  func anchor(_ view: Name, _ attribute: LayoutAttribute) -> Anchor {
    Anchor(item: [view], attribute: attribute, attributeLocation: view.location)
  }

  /// `b.centerY == a.centerY` for each option and each view after the first.
  func alignments(of views: [Name], options: [VisualFormatOption]) -> [ConstraintExpression] {
    var result: [ConstraintExpression] = []
    for option in options {
      for (earlier, later) in zip(views, views.dropFirst()) {
        result.append(
          ConstraintExpression(
            anchor(later, option.attribute), .equal, anchor(earlier, option.attribute),
            at: option.location))
      }
    }
    return result
  }
}

extension String {
  /// The string without spaces at either end.
  fileprivate var trimmingSpaces: String {
    var scalars = Substring(self).unicodeScalars
    while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
    while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
    return String(scalars)
  }
}
