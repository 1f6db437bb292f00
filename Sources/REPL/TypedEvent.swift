import ScenarioFormat

/// An event typed at the prompt, in the format's words without the YAML's punctuation:
///
///     rotate landscapeLeft          keyboard undock           keyboard show 300
///     set title.text "Hi there"     animate formBottom.constant -40
///     set box.size [20, 20]         set title.font {size: 20, weight: bold}
///     activate wide narrow          remove badge              locale ar
///     contentSize accessibilityLarge                          resize 375 834      layout
///     legibilityWeight bold
///
/// A line becomes the YAML flow node a file would hold (`{set: {title.text: "Hi there"}}`) and is
/// read by ``ScenarioReader/readEvent(yaml:file:in:)``: the REPL refuses exactly what a file
/// refuses, in the same words. This type only arranges the words.
enum TypedEvent {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// A word of the line: `quoted` when written in double quotes (then always a text).
  struct Word {
    var text: String
    var quoted: Bool
  }

  /// Splits a line into words: a double-quoted word may hold spaces (`\"` inside it is a quote),
  /// and so may a list `[…]` or a mapping `{…}`.
  static func words(_ line: String) throws(Failure) -> [Word] {
    var words: [Word] = []
    var current = ""
    var inQuotes = false
    var quoted = false
    var escaped = false
    var depth = 0
    for character in line {
      if escaped {
        current.append(character)
        escaped = false
      } else if inQuotes && character == "\\" {
        escaped = true
      } else if character == "\"" && depth == 0 {
        inQuotes.toggle()
        quoted = true
      } else if character == " " && !inQuotes && depth == 0 {
        if !current.isEmpty || quoted { words.append(Word(text: current, quoted: quoted)) }
        current = ""
        quoted = false
      } else {
        if !inQuotes, "[{".contains(character) { depth += 1 }
        if !inQuotes, "]}".contains(character) { depth = max(depth - 1, 0) }
        current.append(character)
      }
    }
    if inQuotes { throw Failure(description: "a quoted text is not closed") }
    if depth > 0 { throw Failure(description: "a list or mapping is not closed") }
    if !current.isEmpty || quoted { words.append(Word(text: current, quoted: quoted)) }
    return words
  }

  /// The YAML node a line stands for, or nil when its first word is not an event's name.
  static func yaml(_ line: String) throws(Failure) -> String? {
    let words = try words(line)
    guard let name = words.first?.text, !words[0].quoted, Event.names.contains(name) else {
      return nil
    }
    let args = Array(words.dropFirst())
    let values = args.map(value)
    func need(_ count: Int, _ usage: String, most: Int? = nil) throws(Failure) {
      if args.count < count || args.count > (most ?? count) {
        throw Failure(description: "usage: \(usage)")
      }
    }
    switch name {
    case "load", "layout", "dismiss":
      try need(0, name)
      return name
    case "present":
      try need(1, "present pageSheet|formSheet|popover|fullScreen")
      return "{present: \(values[0])}"
    case "rotate":
      try need(1, "rotate portrait|portraitUpsideDown|landscapeLeft|landscapeRight")
      return "{rotate: \(values[0])}"
    case "resize":
      try need(2, "resize WIDTH HEIGHT")
      return "{resize: [\(values[0]), \(values[1])]}"
    case "keyboard":
      let usage = "keyboard show|hide|undock|dock|split|merge|float [HEIGHT | X Y W H]"
      try need(1, usage, most: 5)
      switch args.count {
      case 1: return "{keyboard: \(values[0])}"
      case 2: return "{keyboard: \(values[0]), height: \(values[1])}"
      case 5: return "{keyboard: \(values[0]), frame: [\(values[1...].joined(separator: ", "))]}"
      default: throw Failure(description: "usage: \(usage)")
      }
    case "set", "animate":
      try need(2, "\(name) ID.PROPERTY VALUE [ID.PROPERTY VALUE …]", most: .max)
      guard args.count.isMultiple(of: 2) else {
        throw Failure(description: "'\(args[args.count - 1].text)' needs a value")
      }
      let pairs = stride(from: 0, to: args.count, by: 2).map { "\(values[$0]): \(values[$0 + 1])" }
      return "{\(name): {\(pairs.joined(separator: ", "))}}"
    case "activate", "deactivate":
      try need(1, "\(name) NAME [NAME …]", most: .max)
      return "{\(name): [\(values.joined(separator: ", "))]}"
    case "remove", "locale", "contentSize", "legibilityWeight":
      let usage = [
        "remove": "remove ID", "locale": "locale CODE", "contentSize": "contentSize CATEGORY",
        "legibilityWeight": "legibilityWeight bold|regular",
      ]
      try need(1, usage[name] ?? name)
      return "{\(name): \(values[0])}"
    default:
      throw Failure(
        description: "'\(name)' cannot be typed at the prompt; put it in the scenario's events")
    }
  }

  /// A word as a YAML value: a quoted word is a text; a list or a mapping is written as is; a
  /// plain word stays plain (a number, `true`, a name) unless YAML would read it as punctuation.
  static func value(_ word: Word) -> String {
    if !word.quoted, word.text.hasPrefix("[") || word.text.hasPrefix("{") { return word.text }
    let plain = word.text.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || "._+-".unicodeScalars.contains($0)
    }
    if !word.quoted, plain, !word.text.isEmpty { return word.text }
    return YAMLText.quoted(word.text)
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
