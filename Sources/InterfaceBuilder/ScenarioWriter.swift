import Foundation
import ScenarioFormat

/// Writes an ``ImportedScenario`` as a scenario file in the contract format
/// (SCENARIO-FORMAT.md): a header comment saying where it came from and what was not imported,
/// the device, the controller's view tree, its constraints and trait variations, `events: [load]`
/// and the frames Xcode saved as the load step's expectation.
///
/// Strings are double-quoted with YAML's escapes; names are written plain only when YAML would
/// read them back as the same string. Numbers never use an exponent (the constraint notation has
/// none). The output is deterministic: the importer's order, which is the file's.
public enum ScenarioWriter {
  public static func yaml(_ scenario: ImportedScenario) -> String {
    var out: [String] = []
    out.append("# Imported from \(comment(scenario.sourceFile)) by `layoutsim import`.")
    out.append("# Safe area: \(comment(scenario.device.explanation)).")
    if let canvas = scenario.canvasContentSize { out.append("# Dynamic Type: \(comment(canvas)).") }
    out.append(
      "# Expected frames: the frames Xcode saved in the file (views marked misplaced excepted).")
    if scenario.notes.isEmpty {
      out.append("# Everything in the scene was imported.")
    } else {
      out.append("# Not imported or approximated (\(scenario.notes.count)):")
      for note in scenario.notes { out.append("#   - " + comment(note.headerLine)) }
    }
    out.append("name: " + quoted(scenario.name))
    out.append("device: " + device(scenario.device))
    out.append("orientation: " + scenario.orientation)
    if let contentSize = scenario.contentSize { out.append("contentSize: " + contentSize) }
    if let ios = scenario.ios { out.append("ios: " + ios) }
    out.append("controller:")
    if let name = scenario.controllerName { out.append("  name: " + quoted(name)) }
    if !scenario.embed.isEmpty {
      out.append(
        "  embed: "
          + (scenario.embed.count == 1
            ? scenario.embed[0] : "[" + scenario.embed.joined(separator: ", ") + "]"))
    }
    if !scenario.opaqueBars.isEmpty {
      out.append(
        "  bars: {" + scenario.opaqueBars.map { "\($0): opaque" }.joined(separator: ", ") + "}")
    }
    out += largeTitleLines(scenario)
    out.append("  view:")
    if scenario.root.properties.isEmpty && scenario.root.subviews.isEmpty {
      out[out.count - 1] += " {}"
    }
    for (key, value) in scenario.root.properties {
      out.append("    \(key): \(flow(value))")
    }
    views(scenario.root.subviews, key: "subviews", indent: "    ", into: &out)
    if !scenario.constraints.isEmpty {
      out.append("  constraints:")
      for constraint in scenario.constraints { out.append("    - " + self.constraint(constraint)) }
    }
    if !scenario.traits.isEmpty {
      out.append("  traits:")
      for trait in scenario.traits {
        var when: [String] = []
        if let h = trait.horizontal { when.append("horizontal: \(h)") }
        if let v = trait.vertical { when.append("vertical: \(v)") }
        out.append("    - when: {\(when.joined(separator: ", "))}")
        if !trait.constraints.isEmpty {
          out.append("      constraints:")
          for constraint in trait.constraints {
            out.append("        - " + self.constraint(constraint))
          }
        }
        if !trait.set.isEmpty {
          out.append(
            "      set: {"
              + trait.set.map { "\(key($0.key)): \(flow($0.value))" }.joined(separator: ", ") + "}")
        }
      }
    }
    out.append("events:")
    out.append("  - load")
    if !scenario.expectedFrames.isEmpty {
      out.append("expect:")
      out.append("  - at: 1")
      out.append("    frames:")
      for frame in scenario.expectedFrames {
        let value: YAMLValue =
          frame.originSaved
          ? .numbers(frame.frame)
          : .mapping([.init("width", .number(frame.frame[2])), .init("height", .number(frame.frame[3]))])
        out.append("      \(key(frame.id)): \(flow(value))")
      }
    }
    return out.joined(separator: "\n") + "\n"
  }

  static func device(_ device: DeviceChoice) -> String {
    guard
      device.portraitSafeArea != nil || device.landscapeSafeArea != nil || device.size != nil
        || device.rootMargin != nil
    else {
      return plainOrQuoted(device.base)
    }
    var parts = ["base: " + plainOrQuoted(device.base)]
    if let size = device.size { parts.append("size: " + flow(.numbers(size))) }
    if let scale = device.scale { parts.append("scale: " + ScenarioWriter.number(scale)) }
    var orientations: [String] = []
    if let insets = device.portraitSafeArea {
      orientations.append("portrait: " + flow(.numbers(insets)))
    }
    if let insets = device.landscapeSafeArea
      ?? (device.size != nil ? device.portraitSafeArea : nil)
    {
      orientations.append("landscape: " + flow(.numbers(insets)))
    }
    if !orientations.isEmpty {
      parts.append("safeArea: {" + orientations.joined(separator: ", ") + "}")
    }
    if let margin = device.rootMargin.map(ScenarioWriter.number) {
      parts.append("rootMargins: {portrait: \(margin), landscape: \(margin)}")
    }
    return "{" + parts.joined(separator: ", ") + "}"
  }

  static func views(_ views: [ImportedView], key: String, indent: String, into out: inout [String])
  {
    guard !views.isEmpty else { return }
    out.append(indent + key + ":")
    for view in views {
      out.append(indent + "  - \(view.kind): \(plainOrQuoted(view.id))")
      let inner = indent + "    "
      for (key, value) in view.properties { out.append(inner + "\(key): \(flow(value))") }
      self.views(view.subviews, key: "subviews", indent: inner, into: &out)
      self.views(view.arranged, key: "arranged", indent: inner, into: &out)
      self.views(view.content, key: "content", indent: inner, into: &out)
      self.views(view.cells, key: "cells", indent: inner, into: &out)
    }
  }

  static func constraint(_ constraint: ImportedConstraint) -> String {
    let text = quoted(constraint.text)
    let body = constraint.id.map { "{id: \(plainOrQuoted($0)), is: \(text)}" } ?? text
    return body + "  # " + constraint.interfaceBuilderID
  }

  /// A value in flow style.
  public static func flow(_ value: YAMLValue) -> String {
    switch value {
    case .plain(let name): plainOrQuoted(name)
    case .text(let text): quoted(text)
    case .number(let n): number(n)
    case .bool(let b): b ? "true" : "false"
    case .list(let items): "[" + items.map(flow).joined(separator: ", ") + "]"
    case .mapping(let pairs):
      "{" + pairs.map { "\(key($0.key)): \(flow($0.value))" }.joined(separator: ", ") + "}"
    }
  }

  static func key(_ name: String) -> String { plainOrQuoted(name) }

  /// A number as the scenario format reads it: no exponent, no trailing `.0`.
  public static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    let text = String(value)
    guard text.contains("e") || text.contains("E") else { return text }
    var fixed = String(format: "%.12f", value)
    while fixed.hasSuffix("0") { fixed.removeLast() }
    if fixed.hasSuffix(".") { fixed.removeLast() }
    return fixed
  }

  /// Words YAML 1.1 or 1.2 reads as something other than a string.
  static let specialWords: Set<String> = [
    "true", "false", "yes", "no", "on", "off", "null", "y", "n", "~",
  ]

  /// `name` plain when YAML reads it back as the same string (letters, digits, `_`, `.`, `-`,
  /// starting with a letter or `_`, not a YAML keyword), else quoted.
  public static func plainOrQuoted(_ name: String) -> String {
    guard let first = name.unicodeScalars.first,
      first == "_" || ("a"..."z").contains(first) || ("A"..."Z").contains(first),
      name.unicodeScalars.allSatisfy({
        $0 == "_" || $0 == "." || $0 == "-" || ("a"..."z").contains($0) || ("A"..."Z").contains($0)
          || ("0"..."9").contains($0)
      }),
      !specialWords.contains(name.lowercased())
    else { return quoted(name) }
    return name
  }

  /// `prefersLargeTitles`, `largeTitleDisplayMode` and `pushedOnto`, the controller's lines.
  static func largeTitleLines(_ scenario: ImportedScenario) -> [String] {
    var out: [String] = []
    if scenario.prefersLargeTitles { out.append("  prefersLargeTitles: true") }
    if let mode = scenario.largeTitleDisplayMode {
      out.append("  largeTitleDisplayMode: " + mode.rawValue)
    }
    if !scenario.pushedOnto.isEmpty {
      out.append("  pushedOnto:")
      for pushed in scenario.pushedOnto {
        var fields: [String] = []
        if let name = pushed.name { fields.append("name: " + quoted(name)) }
        if let mode = pushed.largeTitleDisplayMode {
          fields.append("largeTitleDisplayMode: " + mode.rawValue)
        }
        out.append("    - {" + fields.joined(separator: ", ") + "}")
      }
    }
    return out
  }

  /// `text` in double quotes with YAML's escapes (``YAMLText/quoted(_:)``).
  public static func quoted(_ text: String) -> String { YAMLText.quoted(text) }

  /// A comment's text on one line.
  static func comment(_ text: String) -> String {
    // Every character YAML ends a line at (LF, CR, and YAML 1.1's U+0085, U+2028, U+2029, which
    // the reader refuses raw) becomes a space, so that a comment stays one line.
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { scalar in
          switch scalar.value {
          case 0x0A, 0x0D, 0x85, 0x2028, 0x2029: " "
          default: scalar
          }
        }))
  }
}
