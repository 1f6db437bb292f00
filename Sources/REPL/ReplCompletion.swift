import AutoLayout
import ScenarioFormat
import Simulation

/// Tab completion in context: the first word completes to a command or an event; later words to
/// what that command takes (view ids, `id.attribute` after `why`, constraint names, orientations,
/// keyboard actions, Dynamic Type sizes, Bold Text), never to command names.
extension ReplSession {
  /// The words Tab may complete to, given the line before the word being typed.
  public func completions(before line: Substring) -> [String] {
    let words = line.split(separator: " ").map(String.init)
    guard let command = words.first else {
      return (Self.commands.map(\.name) + Event.names).sorted()
    }
    let views = current.viewNames
    switch command {
    case "why":
      guard words.count == 1 else { return [] }
      return views.flatMap { id in LayoutAttribute.allCases.map { "\(id).\($0.rawValue)" } } + views
    case "frames", "constraints", "remove":
      return words.count == 1 ? views : []
    case "activate", "deactivate":
      return current.constraintNames
    case "set", "animate":
      return views + current.constraintNames
    case "rotate":
      return words.count == 1 ? Orientation.allCases.map(\.rawValue) : []
    case "keyboard":
      return words.count == 1 ? Event.KeyboardAction.allCases.map(\.rawValue) : []
    case "contentSize":
      return words.count == 1 ? ContentSizeCategory.allCases.map(\.rawValue) : []
    case "legibilityWeight":
      return words.count == 1 ? LegibilityWeight.allCases.map(\.rawValue) : []
    default:
      return []
    }
  }
}
