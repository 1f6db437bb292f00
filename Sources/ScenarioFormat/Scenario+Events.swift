import AutoLayout

/// One step of the timeline.
public struct Event: Hashable, Sendable {
  public var kind: Kind
  /// `as: NAME`.
  public var label: Located<String>?
  public var location: SourceLocation

  public enum Kind: Hashable, Sendable {
    case load
    case rotate(Located<Orientation>)
    /// `[w, h]`.
    case resize(Located<[Double]>)
    case keyboard(Located<KeyboardAction>, height: Located<Double>?, frame: Located<[Double]>?)
    case set([PropertyChange])
    case activate([Located<String>])
    case deactivate([Located<String>])
    case add(to: Located<String>, at: Located<Int>?, view: ScenarioView)
    case remove(Located<String>)
    case locale(Located<String>)
    case contentSize(Located<ContentSizeCategory>)
    /// `legibilityWeight: bold | regular`: Bold Text turned on or off.
    case legibilityWeight(Located<LegibilityWeight>)
    case animate(
      [PropertyChange], duration: Located<Double>?, curve: Located<Curve>?, frames: Located<Int>?)
    case layout
    /// `present: STYLE` or `{present: {style: STYLE}}`: the file's controller is presented
    /// modally (by a full-screen controller the file does not describe).
    case present(Located<PresentationStyle>)
    /// `dismiss`: the presented controller goes away.
    case dismiss
  }

  /// `UIModalPresentationStyle`'s cases a scenario can present with.
  public enum PresentationStyle: String, Hashable, Sendable, CaseIterable {
    case pageSheet, formSheet, popover, fullScreen
  }

  public enum KeyboardAction: String, Hashable, Sendable, CaseIterable {
    case show, hide, undock, dock, split, merge, float
  }

  public enum Curve: String, Hashable, Sendable, CaseIterable {
    case linear, easeIn, easeOut, easeInOut, spring
  }

  /// The event names, as written.
  public static let names = [
    "load", "rotate", "resize", "keyboard", "set", "activate", "deactivate", "add", "remove",
    "locale", "contentSize", "legibilityWeight", "animate", "layout", "present", "dismiss",
  ]
}
