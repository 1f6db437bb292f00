import AutoLayout
import Simulation

/// A played scenario as one JSON document, in the shape SCENARIO-FORMAT.md ("Output") gives;
/// `messages` and `warnings` per step are additions. Keys come in a fixed order and numbers
/// print with at most three decimals, so the bytes are the same on every machine.
public struct JSONReport {
  public var simulation: Simulation

  public init(_ simulation: Simulation) { self.simulation = simulation }

  public func render() -> String {
    var members: [(String, JSON)] = [
      ("scenario", .string(simulation.scenario.title)),
      ("file", .string(simulation.scenario.file)),
      ("passed", .bool(simulation.passed)),
    ]
    members.append(("steps", .array(simulation.steps.map(step))))
    members.append(
      ("expectations",
       .array(simulation.expectationResults.map { result in
         .object([
           ("at", .string(result.at)), ("passed", .bool(result.passed)),
           ("failures", .array(result.failures.map { .string($0.words) })),
         ])
       })))
    var out = ""
    JSON.object(members).write(indent: 0, into: &out)
    return out + "\n"
  }

  func step(_ step: StepRecord) -> JSON {
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
    if !step.animation.isEmpty {
      members.append(
        ("animation",
         .array(step.animation.map { tick in
           .object([("time", .number(tick.time)), ("frames", frames(tick.frames))])
         })))
    }
    return .object(members)
  }

  func frames(_ frames: [ViewFrame]) -> JSON {
    .object(frames.map { frame in
      (frame.id, .object([("frame", rect(frame.frame)), ("window", rect(frame.window))]))
    })
  }

  func rect(_ r: Rect) -> JSON {
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
        Self.pad(indent + 1, into: &out)
        Self.quote(member.0, into: &out)
        out += ": "
        member.1.write(indent: indent + 1, into: &out)
      }
      out += "\n"
      Self.pad(indent, into: &out)
      out += "}"
    }
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

  static func quote(_ s: String) -> String {
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
