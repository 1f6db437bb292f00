import AutoLayout
import Cassowary

/// A scenario (SCENARIO-FORMAT.md) that reproduces a dump: each item as a view or layout guide,
/// nested as the log's `|` says (the rest under the root view), and each listed constraint as
/// a constraint of the file, the one UIKit broke last so that layoutsim, which breaks the
/// constraint that completes a conflict, breaks the same one. UIKit's own constraints
/// (autoresizing, encapsulated sizes, margin guides) become plain constraints with a comment
/// saying what they were.
public struct ConflictScenarioWriter {
  public var dump: ConflictDump
  /// The log's file name, for the scenario's comment.
  public var source: String

  public init(_ dump: ConflictDump, source: String) {
    self.dump = dump
    self.source = source
  }

  /// The scenario's YAML text.
  public func yaml() -> String {
    let ids = self.ids()
    let parents = self.parents()
    var out: [String] = [
      "# Reproduces the conflict logged at \(source):\(dump.line) (written by `layoutsim explain`).",
      "# Items keep the log's identifiers where it has them; the rest are named by class.",
      "name: \(quoted("Conflict from \(source) line \(dump.line)"))",
      "device: iphone-15-pro",
      "controller:",
      "  name: ConflictViewController",
      "  view:",
    ]
    let roots = dump.items.filter { parents[$0] == nil }
    if !roots.isEmpty { out.append("    subviews:") }
    for item in roots { out += tree(item, ids: ids, parents: parents, indent: 6) }
    out.append("  constraints:")
    out += autoresizingOrigins(ids: ids)
    var order = Array(dump.constraints.indices)
    if let broken = dump.brokenIndex {
      order.removeAll { $0 == broken }
      order.append(broken)
    }
    for index in order {
      let c = dump.constraints[index]
      out.append("    # \(comment(c, index: index))")
      let expression = self.expression(c, ids: ids)
      if let identifier = c.identifier, Self.isIdentifier(identifier), !c.isSystem {
        out.append("    - {id: \(identifier), is: \(quoted(expression))}")
      } else {
        out.append("    - \(quoted(expression))")
      }
    }
    out += ["events:", "  - {load: null, as: conflicted}"]
    // The reproduction checks itself: `layoutsim run` passes only if the conflict is logged and
    // the same constraint is broken.
    out += [
      "expect:", "  - at: conflicted", "    log:",
      "      - \"Unable to simultaneously satisfy constraints.\"",
      "      - \"Will attempt to recover by breaking constraint\"",
    ]
    if let broken = dump.brokenIndex, let fragment = brokenFragment(dump.constraints[broken], ids: ids) {
      out.append("      - \(quoted(fragment))")
    }
    return out.joined(separator: "\n") + "\n"
  }

  /// How layoutsim's own log describes the broken constraint (`UILabel:label1.width == 400`),
  /// for a constraint between views (a guide's description depends on its owner).
  func brokenFragment(_ c: LoggedConstraint, ids: [LoggedItem: String]) -> String? {
    guard !c.items.contains(where: \.isLayoutGuide) else { return nil }
    return c.written(
      naming: { item in "\(ViewKind(rawValue: Self.kind(of: item))?.className ?? "UIView"):\(ids[item] ?? "?")" },
      times: "*")
  }


  func comment(_ c: LoggedConstraint, index: Int) -> String {
    var text = "\(index + 1). <\(c.className):\(c.address) \(c.identifier.map { "'\($0)' " } ?? "")\(c.body)>"
    if index == dump.brokenIndex { text += " (UIKit broke this one)" }
    return text.map { $0.isNewline ? " " : $0 }.reduce(into: "") { $0.append($1) }
  }

  /// A view and its subviews as YAML lines.
  func tree(_ item: LoggedItem, ids: [LoggedItem: String], parents: [LoggedItem: LoggedItem], indent: Int) -> [String] {
    let pad = String(repeating: " ", count: indent)
    var lines = ["\(pad)- \(Self.kind(of: item)): \(ids[item] ?? "view1")"]
    let children = dump.items.filter { parents[$0] == item }
    if !children.isEmpty, !item.isLayoutGuide {
      lines.append("\(pad)  subviews:")
      for child in children { lines += tree(child, ids: ids, parents: parents, indent: indent + 4) }
    }
    return lines
  }

  /// Each item's superview (or a guide's owner), from the `|` of the visual formats.
  func parents() -> [LoggedItem: LoggedItem] {
    var parents: [LoggedItem: LoggedItem] = [:]
    for c in dump.constraints where c.body.hasPrefix("H:") || c.body.hasPrefix("V:") {
      guard c.body.contains("|"), let second = c.second else { continue }
      let (child, parent) = c.body.contains(":|") ? (c.first.item, second.item) : (second.item, c.first.item)
      guard parents[child] == nil, child != parent, !parent.isLayoutGuide else { continue }
      // No cycles: the parent must not already sit under the child.
      var ancestor: LoggedItem? = parent
      var cycle = false
      while let a = ancestor {
        if a == child { cycle = true }
        ancestor = cycle ? nil : parents[a]
      }
      if !cycle { parents[child] = parent }
    }
    return parents
  }

  /// Scenario ids: the log's identifier where it is a valid id, else the kind and a counter
  /// (`label1`, `view2`), in order of first appearance.
  func ids() -> [LoggedItem: String] {
    var ids: [LoggedItem: String] = [:]
    var used: Set<String> = ["view", "superview", "safeArea", "margins", "readable", "keyboard"]
    var counters: [String: Int] = [:]
    for item in dump.items {
      if let name = item.name, Self.isIdentifier(name), !used.contains(name), !name.hasPrefix("UI") {
        ids[item] = name
        used.insert(name)
        continue
      }
      let kind = Self.kind(of: item)
      var id: String
      repeat {
        counters[kind, default: 0] += 1
        id = "\(kind)\(counters[kind]!)"
      } while used.contains(id)
      used.insert(id)
      ids[item] = id
    }
    return ids
  }

  /// A view with `translatesAutoresizingMaskIntoConstraints` has its whole frame fixed by UIKit,
  /// but a log lists only the autoresizing constraints in the conflict. So that the scenario
  /// conflicts as the app did, such a view's position on an axis where none is listed is pinned
  /// to its superview's origin (the log does not say where the frame was: 0 is a guess, and
  /// does not change the arithmetic of a conflict about sizes or centres).
  func autoresizingOrigins(ids: [LoggedItem: String]) -> [String] {
    var lines: [String] = []
    var seen: Set<LoggedItem> = []
    for c in dump.constraints where c.isAutoresizing && seen.insert(c.first.item).inserted {
      let listed = dump.constraints.filter { $0.isAutoresizing && $0.first.item == c.first.item }
      for (axis, edge) in [(LayoutAttribute.Axis.horizontal, "left"), (.vertical, "top")] {
        let positioned = listed.contains { $0.first.attribute.axis == axis && !$0.first.attribute.isSize }
        guard !positioned, let id = ids[c.first.item] else { continue }
        lines.append("    # \(id) is frame-based: its \(edge) is fixed too (assumed at its superview's)")
        lines.append("    - \"\(id).\(edge) == superview.\(edge)\"")
      }
    }
    return lines
  }

  /// `label1.leading == view1.leading + 80 @ 750`.
  func expression(_ c: LoggedConstraint, ids: [LoggedItem: String]) -> String {
    var text: String
    if c.second == nil, !c.first.attribute.isSize {
      // A position against a number (an autoresizing `midX == + 50`) is in the superview's
      // coordinates.
      let origin = c.first.attribute.axis == .horizontal ? "left" : "top"
      text = "\(ids[c.first.item] ?? "?").\(c.first.attribute.rawValue) \(c.relation.rawValue) superview.\(origin)"
      text += c.constant < 0 ? " - \(format(-c.constant))" : " + \(format(c.constant))"
    } else {
      text = c.written(naming: { ids[$0] ?? "?" }, times: " * ")
    }
    if c.priority < 1000 { text += " @ \(format(c.priority))" }
    return text
  }


  /// The scenario kind for a UIKit class.
  static func kind(of item: LoggedItem) -> String {
    if item.isLayoutGuide { return "guide" }
    switch item.className {
    case "UILabel": return "label"
    case "UIButton", "UIRoundedRectButton", "UIButtonLabel": return "button"
    case "UIImageView": return "image"
    case "UITextField": return "textField"
    case "UITextView": return "textView"
    case "UISwitch": return "switch"
    case "UISlider": return "slider"
    case "UIStackView": return "stack"
    case "UIScrollView", "UITableView", "UICollectionView": return "scroll"
    default: return "view"
    }
  }

  static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
    return text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
  }

  func quoted(_ text: String) -> String {
    "\"" + text.replacingAll("\\", "\\\\").replacingAll("\"", "\\\"") + "\""
  }
}

extension String {
  fileprivate func replacingAll(_ target: Character, _ replacement: String) -> String {
    var out = ""
    for c in self { if c == target { out += replacement } else { out.append(c) } }
    return out
  }
}
