import AutoLayout
import Cassowary

/// A constraint printed in the visual format: a size `H:[UIView:0x1(320)]`, a pin to the
/// superview `H:|-(80)-[UILabel:0x1]` / `V:[UIView:0x1]-(-0)-|`, or a gap between siblings
/// `H:[UILabel:0x1]-(8)-[UIButton:0x2]`. Gaps print in parentheses, with a relation, a priority
/// (`(55@20)`) or standard spacing (`NSSpace(20)`). `|` is the superview the `names:` note gives.
struct VisualBody {
  var parser: ConstraintDescriptionParser
  var description: Substring
  var names: [String: LoggedItem]

  enum Element {
    case edge(Substring.Index)
    case view(LoggedItem, size: Gap?, at: Substring.Index)
    case gap(Gap)
  }

  struct Gap {
    var relation: Relation = .equal
    var constant: Double
    var priority = 1000.0
  }

  func parse(_ body: Substring) throws(ConflictLogError) -> ConstraintDescriptionParser.Form {
    let horizontal = body.hasPrefix("H:")
    var rest = body.dropFirst(2)
    var elements: [Element] = []
    var leftToRight = false
    while let c = rest.first {
      if c == "|" {
        elements.append(.edge(rest.startIndex))
        rest = rest.dropFirst()
      } else if c == "-" {
        rest = rest.dropFirst()
        if rest.hasPrefix("(") {
          guard let close = Self.closing(rest) else { throw parser.error(at: rest.startIndex, in: description, "expected ')' closing the gap") }
          elements.append(.gap(try gap(rest[rest.index(after: rest.startIndex)..<close])))
          rest = rest[rest.index(after: close)...]
          if rest.hasPrefix("-") { rest = rest.dropFirst() }
        } else {
          // `-` alone: the standard spacing, 8 between views (SCENARIO-FORMAT.md).
          elements.append(.gap(Gap(constant: 8)))
        }
      } else if c == "[" {
        guard let close = Self.closingBracket(rest) else { throw parser.error(at: rest.startIndex, in: description, "expected ']' closing the view") }
        let inside = rest[rest.index(after: rest.startIndex)..<close]
        guard let (item, after) = ItemReader.item(inside) else {
          throw parser.error(at: inside.startIndex, in: description, "expected 'ClassName:0xADDRESS' inside '[…]'")
        }
        var size: Gap?
        if after.hasPrefix("("), let end = Self.closing(after) {
          size = try gap(after[after.index(after: after.startIndex)..<end])
        }
        elements.append(.view(item, size: size, at: inside.startIndex))
        rest = rest[rest.index(after: close)...]
        for marker in ["(LTR)", "(RTL)"] where rest.hasPrefix(marker) {
          leftToRight = true
          rest = rest.dropFirst(marker.count)
        }
      } else if c.isWhitespace {
        rest = rest.dropFirst()
      } else {
        throw parser.error(at: rest.startIndex, in: description, "expected '|', '-(gap)-' or '[View]' in the visual format, found '\(c)'")
      }
    }
    var form = try constraint(elements, horizontal: horizontal, body: body)
    if leftToRight { form.fixDirection() }
    return form
  }

  /// The one constraint the elements state.
  func constraint(_ elements: [Element], horizontal: Bool, body: Substring) throws(ConflictLogError) -> ConstraintDescriptionParser.Form {
    let (leading, trailing, size): (LayoutAttribute, LayoutAttribute, LayoutAttribute) =
      horizontal ? (.leading, .trailing, .width) : (.top, .bottom, .height)
    typealias Form = ConstraintDescriptionParser.Form
    func form(_ first: LoggedAnchor, _ second: LoggedAnchor?, _ gap: Gap) -> Form {
      Form(first: first, relation: gap.relation, second: second, constant: gap.constant, priority: gap.priority)
    }
    switch elements.count {
    case 1:
      if case .view(let item, let sizeGap?, _) = elements[0] {
        return form(LoggedAnchor(item, size), nil, sizeGap)
      }
    case 3:
      switch (elements[0], elements[1], elements[2]) {
      case (.edge(let at), .gap(let gap), .view(let item, _, _)):
        return form(LoggedAnchor(item, leading), LoggedAnchor(try superview(at: at), leading), gap)
      case (.view(let item, _, _), .gap(let gap), .edge(let at)):
        return form(LoggedAnchor(try superview(at: at), trailing), LoggedAnchor(item, trailing), gap)
      case (.view(let a, _, _), .gap(let gap), .view(let b, _, _)):
        return form(LoggedAnchor(b, leading), LoggedAnchor(a, trailing), gap)
      default: break
      }
    default: break
    }
    throw parser.error(
      at: body.startIndex, in: description,
      "expected one constraint in the visual format: '[View(size)]', '|-(gap)-[View]', '[View]-(gap)-|' or '[A]-(gap)-[B]'")
  }

  func superview(at index: Substring.Index) throws(ConflictLogError) -> LoggedItem {
    guard let item = names["|"] else {
      throw parser.error(at: index, in: description, "'|' stands for a superview the description does not name: expected '(Names: '|':UIView:0x… )'")
    }
    return item
  }

  /// `80`, `>=0`, `55@20`, `NSSpace(20)`, `-0`, `>=NSSpace(8)`.
  func gap(_ text: Substring) throws(ConflictLogError) -> Gap {
    var rest = text
    var gap = Gap(constant: 0)
    for relation in [Relation.greaterThanOrEqual, .lessThanOrEqual, .equal] where rest.hasPrefix(relation.rawValue) {
      gap.relation = relation
      rest = rest.dropFirst(relation.rawValue.count)
      break
    }
    if let at = rest.lastIndex(of: "@"), let p = Double(rest[rest.index(after: at)...]) {
      gap.priority = p
      rest = rest[..<at]
    }
    if rest.hasPrefix("NSSpace(") { rest = rest.dropFirst("NSSpace(".count).dropLast() }
    guard let value = Double(rest) else {
      throw parser.error(at: text.startIndex, in: description, "expected a number in the gap or size, found '\(text)'")
    }
    gap.constant = value
    return gap
  }

  static func closing(_ text: Substring) -> Substring.Index? {
    var depth = 0
    for index in text.indices {
      if text[index] == "(" { depth += 1 }
      if text[index] == ")" {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }

  static func closingBracket(_ text: Substring) -> Substring.Index? {
    var quoted = false
    for index in text.indices {
      if text[index] == "'" { quoted.toggle() }
      if !quoted, text[index] == "]" { return index }
    }
    return nil
  }
}
