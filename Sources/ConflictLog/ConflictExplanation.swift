import AutoLayout
import Cassowary

/// A dump in plain words: the views involved, the constraints UIKit listed, the arithmetic of the
/// conflict (``ConflictArithmetic``), the constraint UIKit broke, and the smallest change that
/// removes the conflict.
public struct ConflictExplanation {
  public var dump: ConflictDump
  public var arithmetic: ConflictArithmetic

  public init(_ dump: ConflictDump) {
    self.dump = dump
    arithmetic = ConflictArithmetic(dump)
  }

  /// The explanation, `number` counting the dumps of the log from 1.
  public func text(number: Int) -> String {
    var out: [String] = []
    let count = dump.constraints.count
    out.append("Conflict \(number) (line \(dump.line)): \(count) constraint\(count == 1 ? "" : "s") cannot all hold.")
    out.append("")
    out.append("Views:")
    out += views().map { "  " + $0 }
    out.append("")
    out.append("Constraints, as UIKit listed them:")
    for (index, c) in dump.constraints.enumerated() {
      var line = "  \(index + 1). \(c.shortDescription)"
      var notes: [String] = []
      if c.isAutoresizing { notes.append("from an autoresizing mask \(c.autoresizingMask ?? "")".trimmingSuffixSpace) }
      if c.isEncapsulatedLayout { notes.append("the size its table, collection or hosting view gives it") }
      if c.className == "NSContentSizeLayoutConstraint" { notes.append("intrinsic content size") }
      if c.isSystem, !c.isAutoresizing, !c.isEncapsulatedLayout, c.className == "NSLayoutConstraint" {
        notes.append("made by UIKit")
      }
      if index == dump.brokenIndex { notes.append("broken") }
      if !notes.isEmpty { line += "   (\(notes.joined(separator: "; ")))" }
      out.append(line)
    }
    out.append("")
    out.append("Arithmetic:")
    out += arithmeticLines().map { "  " + $0 }
    out.append("")
    out += brokenLines()
    out.append("")
    out.append("Smallest change:")
    out += smallestChange().map { "  " + $0 }
    return out.joined(separator: "\n") + "\n"
  }

  /// Each item with what the log says of it: its class, identifier, and superview where a `|`
  /// names one.
  func views() -> [String] {
    var superviews: [LoggedItem: LoggedItem] = [:]
    for c in dump.constraints where c.body.hasPrefix("H:") || c.body.hasPrefix("V:") {
      guard c.body.contains("|"), let second = c.second else { continue }
      // `|-(g)-[X]`: X's superview is the second item; `[X]-(g)-|`: the first.
      if c.body.contains(":|") { superviews[c.first.item] = second.item } else { superviews[second.item] = c.first.item }
    }
    return dump.items.map { item in
      var text = item.readableName
      if item.isLayoutGuide { text += " (a layout guide)" }
      if let superview = superviews[item] { text += ", in \(superview.readableName)" }
      return text
    }
  }

  /// `UILabel 0x1.width` or `UILabel 0x1.leading − UIView 0x2.leading`.
  func quantity(_ c: LoggedConstraint) -> String {
    var text = "\(c.first.item.readableName).\(c.first.attribute.rawValue)"
    if let second = c.second {
      let factor = c.multiplier == 1 ? "" : "\(format(c.multiplier)) × "
      text += " − \(factor)\(second.item.readableName).\(second.attribute.rawValue)"
    }
    return text
  }

  func arithmeticLines() -> [String] {
    guard dump.constraints.indices.contains(arithmetic.target) else { return ["the list is empty"] }
    let target = dump.constraints[arithmetic.target]
    let name = "\(arithmetic.target + 1)"
    guard let decided = arithmetic.decided else {
      return [
        "The others do not decide \(quantity(target)) by themselves; the conflict is among",
        "inequalities or priorities the log does not show in full.",
      ]
    }
    var lines = ["Without \(name), the others make \(quantity(target)) = \(format(decided)):"]
    if arithmetic.terms.isEmpty {
      lines.append("  every constant they add up is 0.")
    } else {
      var sum = ""
      // What is added first, then what is taken away: `44 − 10 − 10`, as one would say it.
      let ordered = arithmetic.terms.filter { $0.value > 0 } + arithmetic.terms.filter { $0.value < 0 }
      for (i, term) in ordered.enumerated() {
        let magnitude = format(abs(term.value))
        sum += i == 0 ? (term.value < 0 ? "−" : "") + magnitude : (term.value < 0 ? " − " : " + ") + magnitude
      }
      for term in arithmetic.terms {
        let c = dump.constraints[term.constraint]
        lines.append("  \(term.value < 0 ? "−" : "+")\(format(abs(term.value))) from \(term.constraint + 1). \(c.shortDescription)")
      }
      lines.append("  \(sum) = \(format(decided))")
    }
    let relation = target.relation == .equal ? "" : target.relation.rawValue + " "
    let asks = "\(name) asks for \(relation)\(format(arithmetic.asked))"
    if arithmetic.contradicts(target.relation) {
      let difference = format(abs(arithmetic.asked - decided))
      lines.append("\(asks): \(format(arithmetic.asked)) against \(format(decided)), \(difference) apart, so it cannot hold.")
    } else {
      lines.append("\(asks), which the value above meets: the conflict lies in the others' inequalities.")
    }
    return lines
  }

  func brokenLines() -> [String] {
    guard let broken = dump.broken else {
      return ["The log stops before UIKit says which constraint it broke."]
    }
    let number = dump.brokenIndex.map { "\($0 + 1). " } ?? ""
    return [
      "UIKit broke \(number)\(broken.shortDescription):",
      "it lays the views out as if that constraint were not there, and logs this again each time",
      "the layout is rebuilt.",
    ]
  }

  /// The fewest edits that remove the conflict, the likeliest first.
  func smallestChange() -> [String] {
    let autoresizing = dump.constraints.filter(\.isAutoresizing)
    if !autoresizing.isEmpty {
      var seen: Set<LoggedItem> = []
      let views = autoresizing.map(\.first.item).filter { seen.insert($0).inserted }
      let names = views.map(\.readableName).joined(separator: ", ")
      return [
        "Set translatesAutoresizingMaskIntoConstraints = false on \(names): its frame and autoresizing",
        "mask became \(autoresizing.count) of these constraints, which your constraints contradict",
        "(Auto Layout Demystified, debugging rule 1). A view made in code needs it before you constrain it.",
      ]
    }
    let users = dump.constraints.indices.filter { !dump.constraints[$0].isSystem }
    let chosen = users.contains(arithmetic.target) ? arithmetic.target : users.last
    guard let chosen else {
      return ["Every constraint listed is UIKit's own: look for the view whose size or margins you set."]
    }
    let c = dump.constraints[chosen]
    var lines: [String] = []
    if dump.constraints.contains(where: \.isEncapsulatedLayout) {
      lines.append("Lower \(chosen + 1). \(c.shortDescription) to priority 999: the cell's size")
      lines.append("comes from its table or collection view (UIView-Encapsulated-Layout-…), at first an")
      lines.append("estimate, so a required chain of constraints across it must be able to give way.")
      return lines
    }
    if chosen == arithmetic.target, let decided = arithmetic.decided, arithmetic.contradicts(c.relation) {
      lines.append("Change the constant of \(chosen + 1). \(c.shortDescription) from \(format(c.constant)) to \(format(decided)),")
      lines.append("or remove it (the others already decide it), or lower it to priority 999 so it gives way")
      lines.append("without a log.")
    } else {
      lines.append("Remove \(chosen + 1). \(c.shortDescription), or lower it to priority 999 so it gives way")
      lines.append("without a log.")
    }
    return lines
  }
}

extension String {
  fileprivate var trimmingSuffixSpace: String {
    var s = self
    while s.hasSuffix(" ") { s.removeLast() }
    return s
  }
}
