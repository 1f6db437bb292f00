import AutoLayout

/// Items and anchors as logs print them: `UILabel:0x7f8b4c40d1e0`, with an identifier
/// `UILayoutGuide:0x6000035b8000'UIViewLayoutMarginsGuide'`, then `.leading`.
enum ItemReader {
  /// The item at the start of `text` and what follows it (an attribute, a size predicate).
  static func item(_ text: Substring) -> (LoggedItem, Substring)? {
    guard let colon = text.firstIndex(of: ":"), colon > text.startIndex else { return nil }
    let className = text[..<colon]
    guard className.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
    let afterColon = text[text.index(after: colon)...]
    if let quote = afterColon.firstIndex(of: "'") {
      let nameStart = afterColon.index(after: quote)
      guard let close = afterColon[nameStart...].firstIndex(of: "'") else { return nil }
      let address = afterColon[..<quote]
      guard !address.isEmpty, !address.contains(where: { $0 == "(" || $0 == ")" || $0 == "]" }) else { return nil }
      let item = LoggedItem(
        className: String(className), address: String(address), name: String(afterColon[nameStart..<close]))
      return (item, afterColon[afterColon.index(after: close)...])
    }
    let address = afterColon.prefix { !"()[]".contains($0) && !$0.isWhitespace }
    guard !address.isEmpty else { return nil }
    return (LoggedItem(className: String(className), address: String(address)), afterColon[address.endIndex...])
  }

  /// `Item.attribute` as one token.
  static func anchor(_ token: Substring) -> LoggedAnchor? {
    if token.contains("'") {
      guard let (item, rest) = item(token), rest.hasPrefix("."), let attribute = attribute(rest.dropFirst())
      else { return nil }
      return LoggedAnchor(item, attribute)
    }
    guard let dot = token.lastIndex(of: "."), let attribute = attribute(token[token.index(after: dot)...]),
      let (item, rest) = item(token[..<dot]), rest.isEmpty
    else { return nil }
    return LoggedAnchor(item, attribute)
  }

  /// UIKit's attribute names, and the frame names autoresizing constraints use (`minX`, `midX`,
  /// `maxX`, …: the frame's edges and centre, which are the view's left, centerX, right, …).
  static func attribute(_ name: Substring) -> LayoutAttribute? {
    if let attribute = LayoutAttribute(rawValue: String(name)) { return attribute }
    switch name {
    case "minX": return .left
    case "midX": return .centerX
    case "maxX": return .right
    case "minY": return .top
    case "midY": return .centerY
    case "maxY": return .bottom
    default: return nil
    }
  }
}
