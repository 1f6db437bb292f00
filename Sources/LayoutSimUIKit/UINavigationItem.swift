import ScenarioFormat

/// `UINavigationBar`: the bar of a `UINavigationController`. Its height is Simulation's `Bars`
/// rule, as `embed: navigation` gives it in a scenario file; `prefersLargeTitles` (iOS 11+) makes
/// it 52 pt taller where the top item's `largeTitleDisplayMode` keeps the large title, as
/// `prefersLargeTitles: true` does in a file.
@preconcurrency @MainActor open class UINavigationBar {
  weak var navigationController: UINavigationController?
  public var prefersLargeTitles = false {
    didSet { if prefersLargeTitles != oldValue { navigationController?.contentDidChange() } }
  }

  public init() {}
}

/// `UINavigationItem`: what a view controller shows in the navigation bar. Only what layout
/// depends on: the title's display mode.
@preconcurrency @MainActor open class UINavigationItem {
  /// `UINavigationItem.LargeTitleDisplayMode`: `automatic` keeps what the item below on the stack
  /// shows, `always` and `never` decide (the rule is ScenarioFormat's
  /// `LargeTitleDisplayMode.showsLargeTitle`, the scenario files' `largeTitleDisplayMode`).
  public enum LargeTitleDisplayMode: Int, Sendable {
    case automatic, always, never

    var scenarioMode: ScenarioFormat.LargeTitleDisplayMode {
      switch self {
      case .automatic: .automatic
      case .always: .always
      case .never: .never
      }
    }
  }

  weak var viewController: UIViewController?
  public var title: String?
  public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic {
    didSet {
      if largeTitleDisplayMode != oldValue { viewController?.navigationController?.contentDidChange() }
    }
  }

  public init(title: String? = nil) { self.title = title }
}
