import ScenarioFormat

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
      if largeTitleDisplayMode != oldValue {
        viewController?.navigationController?.contentDidChange()
      }
    }
  }

  public init(title: String? = nil) { self.title = title }
}
