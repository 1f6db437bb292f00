/// `UINavigationItem.LargeTitleDisplayMode` (iOS 11+): whether a navigation item shows its title
/// large when the navigation bar prefers large titles.
///
/// UIKit's rules (UINavigationItem's documentation, "largeTitleDisplayMode"): `automatic` keeps
/// whatever the previous item on the navigation stack shows (the root item, having none, shows
/// the large title); `always` shows it; `never` shows the standard title. Without
/// `prefersLargeTitles` on the bar no item shows a large title, whatever its mode.
public enum LargeTitleDisplayMode: String, Hashable, Sendable, CaseIterable {
  case automatic, always, never

  /// Whether the top item of a navigation stack shows a large title: `stack` holds every item's
  /// mode, root first, the top last. One rule for scenario files and UIKit code.
  public static func showsLargeTitle(prefersLargeTitles: Bool, stack: [LargeTitleDisplayMode])
    -> Bool
  {
    guard prefersLargeTitles else { return false }
    var shows = true
    for mode in stack {
      switch mode {
      case .automatic: break
      case .always: shows = true
      case .never: shows = false
      }
    }
    return shows
  }
}

/// A controller below the file's own on its navigation controller's stack (`pushedOnto:`): the
/// file's controller was pushed onto it. Only its navigation item matters to the layout.
public struct PushedController: Hashable, Sendable {
  public var location: SourceLocation
  public var name: Located<String>?
  /// Its `navigationItem.largeTitleDisplayMode`; nil is `automatic`.
  public var largeTitleDisplayMode: Located<LargeTitleDisplayMode>?

  public init(
    location: SourceLocation, name: Located<String>? = nil,
    largeTitleDisplayMode: Located<LargeTitleDisplayMode>? = nil
  ) {
    self.location = location
    self.name = name
    self.largeTitleDisplayMode = largeTitleDisplayMode
  }
}
