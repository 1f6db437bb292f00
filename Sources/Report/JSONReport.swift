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
    var piece = first ? "" : ",\n"
    JSON.pad(2, into: &piece)
    step(record).write(indent: 2, into: &piece)
    return piece
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

  static func step(_ step: StepRecord) -> JSON {
    var members: [(String, JSON)] = [
      ("index", .number(Double(step.index))),
      ("event", .string(step.event)),
      ("label", step.label.map(JSON.string) ?? .null),
      ("frames", frames(step.frames)),
      ("log", .array(step.log.map(JSON.string))),
      ("issues",
       .array(step.issues.map { issue in
         .object([
           ("kind", .string(issue.kind.rawValue)), ("view", issue.view.map(JSON.string) ?? .null),
           ("message", .string(issue.message)),
         ])
       })),
      ("messages", .array(step.messages.map(JSON.string))),
      ("warnings", .array(step.warnings.map(JSON.string))),
    ]
    if let environment = step.environment {
      members += Self.environment(environment, step: step)
    }
    if !step.animation.isEmpty {
      members.append(
        ("animation",
         .array(step.animation.map { tick in
           .object([("time", .number(tick.time)), ("frames", frames(tick.frames))])
         })))
    }
    return .object(members)
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
    .object(frames.map { frame in
      var members: [(String, JSON)] = [("frame", rect(frame.frame)), ("window", rect(frame.window))]
      if frame.isHidden { members.append(("hidden", .bool(true))) }
      if frame.alpha != 1 { members.append(("alpha", .number(frame.alpha))) }
      return (frame.id, .object(members))
    })
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
    pad(indent, into: &out)
    quote(key, into: &out)
    out += ": "
    value.write(indent: indent, into: &out)
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
