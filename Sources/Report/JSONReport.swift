import AutoLayout
import Simulation

/// A played scenario as one JSON document, in the shape SCENARIO-FORMAT.md ("Output") gives;
/// `messages` and `warnings` per step are additions. Keys come in a fixed order and numbers
/// print with at most three decimals, so the bytes are the same on every machine.
public struct JSONReport {
  public var simulation: Simulation

  public init(_ simulation: Simulation) { self.simulation = simulation }

  public func render() -> String {
    var out = ""
    write { out += $0 }
    return out
  }

  /// ``render()`` in pieces, one step at a time: `sink` gets the head, then each step's text as
  /// soon as it is made, then the tail, so a caller can write each piece out before the next is
  /// made and the document is never whole in memory. The pieces joined are `render()`'s bytes.
  public func write(to sink: (String) -> Void) {
    sink(head(hasSteps: !simulation.steps.isEmpty))
    for (i, record) in simulation.steps.enumerated() { sink(Self.piece(record, first: i == 0)) }
    if !simulation.steps.isEmpty { sink(Self.stepsEnd) }
    sink(tail())
  }

  /// The document up to its first step: `"steps": [` and a line break, or `"steps": []`.
  /// `passed` is here, so a writer that streams the steps as they are played writes the head last
  /// (``JSONStepSpool``).
  func head(hasSteps: Bool) -> String {
    // The members are laid out as `JSON.object(...).write(indent: 0, …)` lays them out.
    var head = "{\n"
    for (key, value) in [
      ("scenario", JSON.string(simulation.scenario.title)),
      ("file", .string(simulation.scenario.file)),
      ("passed", .bool(simulation.passed)),
    ] {
      JSON.member(key, value, indent: 1, into: &head)
      head += ",\n"
    }
    JSON.pad(1, into: &head)
    return head + (hasSteps ? "\"steps\": [\n" : "\"steps\": []")
  }

  /// One step in the `steps` array, after a comma unless it is the first.
  static func piece(_ record: StepRecord, first: Bool) -> String {
    var piece = ""
    writePiece(record, first: first) { piece += $0 }
    return piece
  }

  /// ``piece(_:first:)`` in chunks of about `chunk` bytes, each given to `sink` as soon as it is
  /// made: a step of 25,000 views is megabytes of text, and made whole (with a value for every
  /// number of every frame) its allocations grew faster than the views (JSONStepSpool).
  static func writePiece(
    _ record: StepRecord, first: Bool, chunk: Int = 1 << 16, sink: (String) -> Void
  ) {
    var out = first ? "" : ",\n"
    JSON.pad(2, into: &out)
    let members = stepMembers(record)
    func flush(_ out: inout String) {
      guard out.utf8.count >= chunk else { return }
      sink(out)
      out = ""
    }
    // `JSON.object(members).write(indent: 2, …)`'s bytes, the frames and the findings written
    // one by one (JSON.writeMembers, JSON.writeItems) between the members around them.
    out += "{\n"
    for (i, member) in members.beforeFrames.enumerated() {
      if i > 0 { out += ",\n" }
      JSON.member(member.0, member.1, indent: 3, into: &out)
    }
    out += ",\n"
    JSON.key("frames", indent: 3, into: &out)
    JSON.writeMembers(
      record.frames.lazy.map { ($0.id, frame($0)) }, indent: 3, into: &out, flush: flush)
    for member in members.beforeIssues {
      out += ",\n"
      JSON.member(member.0, member.1, indent: 3, into: &out)
    }
    out += ",\n"
    JSON.key("issues", indent: 3, into: &out)
    JSON.writeItems(record.issues.lazy.map(issue), indent: 3, into: &out, flush: flush)
    for member in members.afterIssues {
      out += ",\n"
      JSON.member(member.0, member.1, indent: 3, into: &out)
    }
    out += "\n"
    JSON.pad(2, into: &out)
    out += "}"
    sink(out)
  }

  /// What closes a `steps` array that has steps.
  static let stepsEnd = "\n  ]"

  /// The document after its steps: the expectations.
  func tail() -> String {
    var tail = ",\n"
    JSON.member("expectations", expectations(), indent: 1, into: &tail)
    return tail + "\n}\n"
  }

  func expectations() -> JSON {
    .array(simulation.expectationResults.map { result in
      .object([
        ("at", .string(result.at)), ("passed", .bool(result.passed)),
        ("failures", .array(result.failures.map { .string($0.words) })),
      ])
    })
  }

  /// A step's members but `frames` and `issues` (which ``writePiece(_:first:chunk:sink:)``
  /// writes one by one), in the object's order: those before `frames`, those between `frames`
  /// and `issues`, those after `issues`.
  static func stepMembers(_ step: StepRecord) -> (
    beforeFrames: [(String, JSON)], beforeIssues: [(String, JSON)], afterIssues: [(String, JSON)]
  ) {
    let beforeFrames: [(String, JSON)] = [
      ("index", .number(Double(step.index))),
      ("event", .string(step.event)),
      ("label", step.label.map(JSON.string) ?? .null),
    ]
    let beforeIssues: [(String, JSON)] = [("log", .array(step.log.map(JSON.string)))]
    var afterIssues: [(String, JSON)] = [
      ("messages", .array(step.messages.map(JSON.string))),
      ("warnings", .array(step.warnings.map(JSON.string))),
    ]
    if let environment = step.environment {
      afterIssues += Self.environment(environment, step: step)
    }
    if !step.animation.isEmpty {
      afterIssues.append(
        ("animation",
         .array(step.animation.map { tick in
           .object([("time", .number(tick.time)), ("frames", frames(tick.frames))])
         })))
    }
    return (beforeFrames, beforeIssues, afterIssues)
  }

  /// The whole step as one value, whose bytes ``writePiece(_:first:chunk:sink:)`` writes (the
  /// tests compare them).
  static func step(_ step: StepRecord) -> JSON {
    let members = stepMembers(step)
    return .object(
      members.beforeFrames + [("frames", frames(step.frames))] + members.beforeIssues
        + [("issues", .array(step.issues.map(issue)))] + members.afterIssues)
  }

  static func issue(_ issue: LayoutIssue) -> JSON {
    .object([
      ("kind", .string(issue.kind.rawValue)), ("view", issue.view.map(JSON.string) ?? .null),
      ("message", .string(issue.message)),
    ])
  }

  /// What shaped the step: `keyboard` (state, frame in the window or null), `safeArea` (the root
  /// view's insets `[top, left, bottom, right]` and its frame in the window), `layoutMargins` (the
  /// root view's, `[top, left, bottom, right]`), `traits` and `contentSizes` (each scroll view's).
  static func environment(_ environment: StepEnvironment, step: StepRecord) -> [(String, JSON)] {
    func insets(_ i: EdgeInsets) -> JSON { .array([i.top, i.left, i.bottom, i.right].map(JSON.number)) }
    return [
      ("keyboard",
       .object([
         ("state", .string(environment.keyboard.rawValue)),
         ("frame", step.keyboardFrame.map(rect) ?? .null),
       ])),
      ("safeArea",
       .object([
         ("insets", insets(environment.safeAreaInsets)),
         ("frame", step.safeArea.map(rect) ?? .null),
       ])),
      ("layoutMargins", insets(environment.layoutMargins)),
      ("traits",
       .object([
         ("orientation", .string(environment.orientation.rawValue)),
         ("windowSize",
          .array([environment.windowSize.width, environment.windowSize.height].map(JSON.number))),
         ("horizontalSizeClass", .string(environment.horizontalSizeClass.rawValue)),
         ("verticalSizeClass", .string(environment.verticalSizeClass.rawValue)),
         ("contentSize", .string(environment.contentSize.rawValue)),
         ("legibilityWeight", .string(environment.legibilityWeight.rawValue)),
         ("layoutDirection", .string(environment.isRightToLeft ? "rightToLeft" : "leftToRight")),
       ])),
      ("contentSizes",
       .object(environment.scrollContentSizes.map { scroll in
         (scroll.id, .array([scroll.size.width, scroll.size.height].map(JSON.number)))
       })),
    ]
  }

  /// Each view's frame and window frame; `hidden` only for a hidden view and `alpha` only where
  /// it is not 1, as the text report's frame lines note them (``ViewFrame/notes``).
  static func frames(_ frames: [ViewFrame]) -> JSON {
    .object(frames.map { ($0.id, frame($0)) })
  }

  static func frame(_ frame: ViewFrame) -> JSON {
    var members: [(String, JSON)] = [("frame", rect(frame.frame)), ("window", rect(frame.window))]
    if frame.isHidden { members.append(("hidden", .bool(true))) }
    if frame.alpha != 1 { members.append(("alpha", .number(frame.alpha))) }
    return .object(members)
  }

  static func rect(_ r: Rect) -> JSON {
    .array([r.minX, r.minY, r.width, r.height].map(JSON.number))
  }
}

/// A JSON value with its members in a fixed order.
public indirect enum JSON {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSON])
  case object([(String, JSON)])

  /// Objects and arrays of objects one member per line; arrays of scalars on one line.
  public func text(indent: Int) -> String {
    var out = ""
    write(indent: indent, into: &out)
    return out
  }

  /// ``text(indent:)`` appended to `out`: one buffer for the whole document, so a report of
  /// thousands of frames is written in linear time.
  func write(indent: Int, into out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let n): out += Simulation.format(n)
    case .string(let s): Self.quote(s, into: &out)
    case .array(let items):
      if items.isEmpty { return out += "[]" }
      if items.allSatisfy(\.isScalar) {
        out += "["
        for (i, item) in items.enumerated() {
          if i > 0 { out += ", " }
          item.write(indent: 0, into: &out)
        }
        out += "]"
        return
      }
      out += "[\n"
      for (i, item) in items.enumerated() {
        if i > 0 { out += ",\n" }
        Self.pad(indent + 1, into: &out)
        item.write(indent: indent + 1, into: &out)
      }
      out += "\n"
      Self.pad(indent, into: &out)
      out += "]"
    case .object(let members):
      if members.isEmpty { return out += "{}" }
      out += "{\n"
      for (i, member) in members.enumerated() {
        if i > 0 { out += ",\n" }
        Self.member(member.0, member.1, indent: indent + 1, into: &out)
      }
      out += "\n"
      Self.pad(indent, into: &out)
      out += "}"
    }
  }

  /// One member of an object whose members sit at `indent`: `"key": value`.
  static func member(_ key: String, _ value: JSON, indent: Int, into out: inout String) {
    Self.key(key, indent: indent, into: &out)
    value.write(indent: indent, into: &out)
  }

  /// A member's `"key": `, before its value.
  static func key(_ key: String, indent: Int, into out: inout String) {
    pad(indent, into: &out)
    quote(key, into: &out)
    out += ": "
  }

  /// `JSON.object(Array(members)).write(indent:into:)`'s bytes, each member made only as it is
  /// written, and `flush` called after each (to send on what is written so far).
  static func writeMembers<Members: Sequence<(String, JSON)>>(
    _ members: Members, indent: Int, into out: inout String, flush: (inout String) -> Void
  ) {
    var first = true
    for (key, value) in members {
      out += first ? "{\n" : ",\n"
      first = false
      member(key, value, indent: indent + 1, into: &out)
      flush(&out)
    }
    if first { return out += "{}" }
    out += "\n"
    pad(indent, into: &out)
    out += "}"
  }

  /// `JSON.array(Array(items)).write(indent:into:)`'s bytes for items that are objects or
  /// arrays (never written on one line), each made only as it is written, `flush` called after
  /// each.
  static func writeItems<Items: Sequence<JSON>>(
    _ items: Items, indent: Int, into out: inout String, flush: (inout String) -> Void
  ) {
    var first = true
    for item in items {
      precondition(!item.isScalar, "scalars share one line: write the array whole")
      out += first ? "[\n" : ",\n"
      first = false
      pad(indent + 1, into: &out)
      item.write(indent: indent + 1, into: &out)
      flush(&out)
    }
    if first { return out += "[]" }
    out += "\n"
    pad(indent, into: &out)
    out += "]"
  }

  static func pad(_ level: Int, into out: inout String) {
    for _ in 0..<level { out += "  " }
  }

  var isScalar: Bool {
    switch self {
    case .array, .object: false
    default: true
    }
  }

  /// `s` as a JSON string literal: the one escaper of every JSON the project writes (reports,
  /// and the benchmarks' results and traces).
  public static func quote(_ s: String) -> String {
    var out = ""
    quote(s, into: &out)
    return out
  }

  static func quote(_ s: String, into out: inout String) {
    out += "\""
    // Most texts (view ids, numbers, callbacks) need no escaping: copy them whole.
    if !s.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
      out += s
      out += "\""
      return
    }
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }
}
