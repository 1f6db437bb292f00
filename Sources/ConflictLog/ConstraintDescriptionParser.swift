import Foundation
import AutoLayout
import Cassowary

/// Reads one constraint description, `<NSLayoutConstraint:0x… 'id' BODY   (active, names: …)>`,
/// in either of UIKit's bodies: an equation (`UILabel:0x1.leading == UIView:0x2.leadingMargin + 8`)
/// or a visual format (`H:|-(80)-[UILabel:0x1]`, `V:[A]-(8)-[B]`, `H:[UIView:0x1(320)]`).
/// The grammar is `shared/reference/auto-layout-demystified-2.md` §4.2–4.3 and
/// `existing-systems.md` §3.2.
struct ConstraintDescriptionParser {
  var file: String
  var line: Int
  /// The column of the description's `<`.
  var column: Int

  func parse(_ description: Substring) throws(ConflictLogError) -> LoggedConstraint {
    var inner = description.dropFirst().dropLast()  // < … >
    // The envelope: `Class:address`.
    let head = inner.prefix { !$0.isWhitespace }
    guard let colon = head.firstIndex(of: ":"), colon > head.startIndex else {
      throw error(at: inner.startIndex, in: description, "expected 'ClassName:0xADDRESS' opening the description")
    }
    let className = String(head[..<colon])
    let address = String(head[head.index(after: colon)...])
    inner = inner[head.endIndex...].drop { $0.isWhitespace }
    var notes = Notes()
    inner = notes.take(from: inner)
    var identifier: String?
    var mask: String?
    while true {
      if inner.hasPrefix("'"), let close = inner.dropFirst().firstIndex(of: "'") {
        identifier = String(inner[inner.index(after: inner.startIndex)..<close])
        inner = inner[inner.index(after: close)...].drop { $0.isWhitespace }
      } else if inner.hasPrefix("h="), let space = inner.firstIndex(of: " ") {
        var end = space
        let rest = inner[space...].drop { $0 == " " }
        if rest.hasPrefix("v=") { end = rest.firstIndex(of: " ") ?? rest.endIndex }
        mask = String(inner[..<end])
        inner = inner[end...].drop { $0.isWhitespace }
      } else {
        break
      }
    }
    let body = inner.trimmingWhitespace
    guard !body.isEmpty else {
      throw error(at: inner.startIndex, in: description, "expected the constraint after its class and address")
    }
    var form: Form
    if body.hasPrefix("H:") || body.hasPrefix("V:") {
      form = try VisualBody(parser: self, description: description, names: notes.names).parse(body)
    } else {
      form = try equation(body, in: description)
    }
    if let priority = notes.priority { form.priority = priority }
    if notes.leftToRight { form.fixDirection() }
    return LoggedConstraint(
      className: className, address: address, identifier: identifier, autoresizingMask: mask,
      first: form.first, relation: form.relation, second: form.second, multiplier: form.multiplier,
      constant: form.constant, priority: form.priority, isActive: notes.isActive, body: String(body),
      line: line, column: column)
  }

  /// The parts of a constraint, as either body gives them.
  struct Form {
    var first: LoggedAnchor
    var relation: Relation
    var second: LoggedAnchor?
    var multiplier = 1.0
    var constant = 0.0
    var priority = 1000.0

    /// `(LTR)`: a visual format's edges were left and right, not leading and trailing.
    mutating func fixDirection() {
      first.attribute = Self.absolute(first.attribute)
      if let s = second { second = LoggedAnchor(s.item, Self.absolute(s.attribute)) }
    }

    static func absolute(_ attribute: LayoutAttribute) -> LayoutAttribute {
      switch attribute {
      case .leading: .left
      case .trailing: .right
      default: attribute
      }
    }
  }

  /// What follows the body: `(LTR)`, ` priority:251`, `(Names: '|':UIView:0x… )`,
  /// `(active, names: …)`, an intrinsic size's `Hug:250 CompressionResistance:750`.
  struct Notes {
    var names: [String: LoggedItem] = [:]
    var isActive: Bool?
    var priority: Double?
    var leftToRight = false

    /// The body with the notes taken off its end.
    mutating func take(from text: Substring) -> Substring {
      var rest = text.trimmingWhitespace
      while true {
        if rest.hasSuffix(")"), let open = Self.openingParenthesis(of: rest) {
          let inside = rest[rest.index(after: open)..<rest.index(before: rest.endIndex)]
          if inside.hasPrefix("Names:") || inside.hasPrefix("active") || inside.hasPrefix("inactive") {
            read(inside)
            rest = rest[..<open].trimmingWhitespace
            continue
          }
        }
        if let range = rest.range(of: " priority:", options: .backwards) {
          priority = Double(rest[range.upperBound...].prefix { !$0.isWhitespace })
          rest = rest[..<range.lowerBound].trimmingWhitespace
          continue
        }
        if let range = rest.range(of: " Hug:") {
          rest = rest[..<range.lowerBound].trimmingWhitespace
          continue
        }
        for marker in ["(LTR)", "(RTL)"] where rest.hasSuffix(marker) {
          leftToRight = true
          rest = rest.dropLast(marker.count).trimmingWhitespace
        }
        return rest
      }
    }

    static func openingParenthesis(of text: Substring) -> Substring.Index? {
      var depth = 0
      var index = text.index(before: text.endIndex)
      while true {
        if text[index] == ")" { depth += 1 }
        if text[index] == "(" {
          depth -= 1
          if depth == 0 { return index }
        }
        guard index > text.startIndex else { return nil }
        index = text.index(before: index)
      }
    }

    /// `active, names: '|':UIView:0x1 ` or `Names: '|':UIView:0x1 `.
    mutating func read(_ inside: Substring) {
      var rest = inside
      if rest.hasPrefix("active") { isActive = true }
      if rest.hasPrefix("inactive") { isActive = false }
      guard let range = rest.range(of: "ames:") else { return }
      rest = rest[range.upperBound...]
      // Entries: 'NAME':Class:0xADDR, separated by spaces or commas.
      while let open = rest.firstIndex(of: "'") {
        let afterOpen = rest.index(after: open)
        guard let close = rest[afterOpen...].firstIndex(of: "'") else { return }
        let key = String(rest[afterOpen..<close])
        var value = rest[rest.index(after: close)...]
        guard value.hasPrefix(":") else { return }
        value = value.dropFirst()
        let token = value.prefix { !$0.isWhitespace && $0 != "," }
        if let (item, _) = ItemReader.item(token) { names[key] = item }
        rest = value[token.endIndex...]
      }
    }
  }

  // MARK: Equations

  /// `A.attr REL [m*]B.attr [± c] [@p]` or `A.attr REL [±] c [@p]`.
  func equation(_ body: Substring, in description: Substring) throws(ConflictLogError) -> Form {
    var tokens = body.split(whereSeparator: \.isWhitespace)
    var priority = 1000.0
    if let last = tokens.last, last.hasPrefix("@"), let p = Double(last.dropFirst()) {
      priority = p
      tokens.removeLast()
    }
    guard tokens.count >= 3, let relation = Relation(rawValue: String(tokens[1])) else {
      throw error(at: body.startIndex, in: description, "expected 'Item.attribute == …' or a visual format 'H:…' / 'V:…'")
    }
    guard let first = ItemReader.anchor(tokens[0]) else {
      throw error(at: tokens[0].startIndex, in: description, "expected 'ClassName:0xADDRESS.attribute', found '\(tokens[0])'")
    }
    var form = Form(first: first, relation: relation, second: nil, priority: priority)
    var rest = Array(tokens[2...])
    // `midX == + 50`: the sign apart from the number.
    if rest.count == 2, rest[0] == "+" || rest[0] == "-", let value = Double(rest[1]) {
      form.constant = rest[0] == "-" ? -value : value
      return form
    }
    if rest.count == 1, let value = Double(rest[0]) {
      form.constant = value
      return form
    }
    var term = rest.removeFirst()
    if let star = term.firstIndex(of: "*"), let m = Double(term[..<star]) {
      form.multiplier = m
      term = term[term.index(after: star)...]
    }
    guard let second = ItemReader.anchor(term) else {
      throw error(at: term.startIndex, in: description, "expected '[multiplier*]ClassName:0xADDRESS.attribute' or a number, found '\(term)'")
    }
    form.second = second
    if rest.count == 2, rest[0] == "+" || rest[0] == "-", let value = Double(rest[1]) {
      form.constant = rest[0] == "-" ? -value : value
    } else if !rest.isEmpty {
      throw error(at: rest[0].startIndex, in: description, "expected '+ constant' or '- constant', found '\(rest.joined(separator: " "))'")
    }
    return form
  }

  func error(at index: Substring.Index, in description: Substring, _ message: String) -> ConflictLogError {
    let offset = description.distance(from: description.startIndex, to: index)
    return ConflictLogError(file: file, line: line, column: column + offset, message: message)
  }
}
