import Yams

/// The controller's navigation-bar title keys: `prefersLargeTitles`, `largeTitleDisplayMode` and
/// `pushedOnto` (the stack below it, whose display modes `automatic` inherits). Each names the
/// navigation controller's bar or stack, so each needs `navigation` in `embed`.
extension NodeWalker {
  struct LargeTitleKeys {
    var prefersLargeTitles: Located<Bool>?
    var largeTitleDisplayMode: Located<LargeTitleDisplayMode>?
    var pushedOnto: [PushedController] = []
  }

  static let largeTitleKeys = ["prefersLargeTitles", "largeTitleDisplayMode", "pushedOnto"]

  mutating func largeTitleKeys(_ fields: [String: Entry], embed: [Located<Controller.Embedding>])
    -> LargeTitleKeys
  {
    var keys = LargeTitleKeys()
    let inNavigation = embed.contains { $0.value == .navigation }
    for name in Self.largeTitleKeys {
      guard let entry = fields[name] else { continue }
      guard inNavigation else {
        let what =
          switch name {
          case "prefersLargeTitles": "bar's large title"
          case "largeTitleDisplayMode": "item's large title"
          default: "controller's stack"
          }
        error(
          "'\(name)' sets the navigation \(what), but the controller is not embedded in a navigation controller; add 'navigation' to 'embed'",
          at: entry.key.location)
        continue
      }
      switch name {
      case "prefersLargeTitles":
        keys.prefersLargeTitles = bool(entry.value).map {
          Located($0.value, at: entry.key.location)
        }
      case "largeTitleDisplayMode":
        keys.largeTitleDisplayMode = displayMode(entry.value)
      default:
        keys.pushedOnto = pushedControllers(entry.value)
      }
    }
    return keys
  }

  /// Stands in `unreadNames` for a display mode the walk could not read (a dot is in no id), so
  /// the validator does not go on to judge the large title that mode would have decided.
  static let unreadDisplayMode = "controller.largeTitleDisplayMode"

  /// `automatic`, `always` or `never` (a near miss suggested).
  mutating func displayMode(_ node: Node) -> Located<LargeTitleDisplayMode>? {
    let mode = choice(node, LargeTitleDisplayMode.self, what: "large title display mode")
    if mode == nil { unreadNames.insert(Self.unreadDisplayMode) }
    return mode
  }

  /// `pushedOnto: [{name: InboxViewController, largeTitleDisplayMode: always}, …]`, root first.
  mutating func pushedControllers(_ node: Node) -> [PushedController] {
    guard let items = list(node) else { return [] }
    return items.compactMap { item in
      guard
        let fields = fields(
          item, allowed: ["name", "largeTitleDisplayMode"], in: "a controller in 'pushedOnto'")
      else { return nil }
      return PushedController(
        location: location(item), name: fields["name"].flatMap { self.name($0.value) },
        largeTitleDisplayMode: fields["largeTitleDisplayMode"].flatMap { displayMode($0.value) })
    }
  }
}
