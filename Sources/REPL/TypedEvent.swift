import AutoLayout
import ScenarioFormat

/// An event typed at the prompt, in the format's words without the YAML:
///
///     rotate landscapeLeft          keyboard undock           keyboard show 300
///     set title.text "Hi there"     animate formBottom.constant -40
///     activate wide narrow          remove badge              locale ar
///     contentSize accessibilityLarge                          resize 375 834      layout
enum TypedEvent {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Splits a line into words; a double-quoted word may hold spaces (`\"` inside it is a quote).
  static func words(_ line: String) throws(Failure) -> [(text: String, quoted: Bool)] {
    var words: [(String, Bool)] = []
    var current = ""
    var inQuotes = false
    var quoted = false
    var escaped = false
    for character in line {
      if escaped {
        current.append(character)
        escaped = false
      } else if inQuotes && character == "\\" {
        escaped = true
      } else if character == "\"" {
        inQuotes.toggle()
        quoted = true
      } else if character == " " && !inQuotes {
        if !current.isEmpty || quoted { words.append((current, quoted)) }
        current = ""
        quoted = false
      } else {
        current.append(character)
      }
    }
    if inQuotes { throw Failure(description: "a quoted text is not closed") }
    if !current.isEmpty || quoted { words.append((current, quoted)) }
    return words
  }

  /// The event a line types, or nil when its first word is not an event's name.
  static func parse(_ line: String) throws(Failure) -> Event? {
    let words = try words(line)
    guard let name = words.first?.text, Event.names.contains(name) else { return nil }
    let args = words.dropFirst().map(\.text)
    let at = SourceLocation(file: "<repl>", line: 1, column: 1)
    func located<T>(_ value: T) -> Located<T> { Located(value, at: at) }
    func need(_ count: Int, _ usage: String) throws(Failure) {
      if args.count < count { throw Failure(description: "usage: \(usage)") }
    }
    switch name {
    case "load": return Event(.load, at: at)
    case "layout": return Event(.layout, at: at)
    case "rotate":
      try need(1, "rotate portrait|portraitUpsideDown|landscapeLeft|landscapeRight")
      guard let orientation = Orientation(rawValue: args[0]) else {
        throw Failure(
          description: "unknown orientation '\(args[0])'"
            + Spelling.didYouMean(args[0], among: Orientation.allCases.map(\.rawValue)))
      }
      return Event(.rotate(located(orientation)), at: at)
    case "resize":
      try need(2, "resize WIDTH HEIGHT")
      guard let w = Double(args[0]), let h = Double(args[1]), w > 0, h > 0 else {
        throw Failure(description: "resize takes a positive width and height")
      }
      return Event(.resize(located([w, h])), at: at)
    case "keyboard":
      try need(1, "keyboard show|hide|undock|dock|split|merge|float [HEIGHT | X Y W H]")
      guard let action = Event.KeyboardAction(rawValue: args[0]) else {
        throw Failure(
          description: "unknown keyboard action '\(args[0])'"
            + Spelling.didYouMean(args[0], among: Event.KeyboardAction.allCases.map(\.rawValue)))
      }
      let numbers = args.dropFirst().compactMap(Double.init)
      let height = numbers.count == 1 ? located(numbers[0]) : nil
      let frame = numbers.count == 4 ? located(numbers) : nil
      return Event(.keyboard(located(action), height: height, frame: frame), at: at)
    case "set", "animate":
      try need(2, "\(name) ID.PROPERTY VALUE [ID.PROPERTY VALUE …]")
      var changes: [PropertyChange] = []
      var rest = Array(words.dropFirst())
      while !rest.isEmpty {
        guard rest.count >= 2 else { throw Failure(description: "'\(rest[0].text)' needs a value") }
        let key = rest[0].text
        guard let dot = key.firstIndex(of: "."), dot != key.startIndex, key.index(after: dot) != key.endIndex
        else { throw Failure(description: "expected ID.PROPERTY, found '\(key)'") }
        let value = rest[1].quoted ? ScenarioValue.string(rest[1].text) : Self.value(rest[1].text)
        changes.append(
          PropertyChange(
            located(String(key[..<dot])), located(String(key[key.index(after: dot)...])), located(value)))
        rest.removeFirst(2)
      }
      if name == "set" { return Event(.set(changes), at: at) }
      return Event(.animate(changes, duration: nil, curve: nil, frames: nil), at: at)
    case "activate", "deactivate":
      try need(1, "\(name) NAME [NAME …]")
      let names = args.map { located($0) }
      return Event(name == "activate" ? .activate(names) : .deactivate(names), at: at)
    case "remove":
      try need(1, "remove ID")
      return Event(.remove(located(args[0])), at: at)
    case "locale":
      try need(1, "locale CODE")
      return Event(.locale(located(args[0])), at: at)
    case "contentSize":
      try need(1, "contentSize CATEGORY")
      guard let category = ContentSizeCategory(rawValue: args[0]) else {
        throw Failure(
          description: "unknown content size '\(args[0])'"
            + Spelling.didYouMean(args[0], among: ContentSizeCategory.allCases.map(\.rawValue)))
      }
      return Event(.contentSize(located(category)), at: at)
    default:
      throw Failure(description: "'\(name)' cannot be typed at the prompt; put it in the scenario's events")
    }
  }

  /// A bare word as a value: a number, true/false, none, a list `[1, 2]`, else text.
  static func value(_ word: String) -> ScenarioValue {
    if let n = Double(word) { return .number(n) }
    switch word {
    case "true", "yes": return .bool(true)
    case "false", "no": return .bool(false)
    case "none", "null": return .null
    default: break
    }
    if word.hasPrefix("["), word.hasSuffix("]") {
      let inner = word.dropFirst().dropLast()
      return .list(inner.split(separator: ",").map { value(String($0).trimmingSpaces()) })
    }
    return .string(word)
  }
}

extension String {
  func trimmingSpaces() -> String {
    var s = Substring(self)
    while s.first == " " { s.removeFirst() }
    while s.last == " " { s.removeLast() }
    return String(s)
  }
}
