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
