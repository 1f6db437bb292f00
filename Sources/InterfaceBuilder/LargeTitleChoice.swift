import AutoLayout
import InterfaceBuilderDocument
import ScenarioFormat

/// The large-title settings a scene's scenario gets: the navigation bar's `largeTitles="YES"`
/// (`prefersLargeTitles`), the scene's own `<navigationItem largeTitleDisplayMode>`, and the modes
/// of the scenes that push it (`pushedOnto`), which an `automatic` item inherits.
struct LargeTitleChoice: Hashable, Sendable {
  var prefersLargeTitles = false
  var largeTitleDisplayMode: LargeTitleDisplayMode?
  var pushedOnto: [ImportedScenario.PushedController] = []

  /// Nothing when the bar does not prefer large titles (a display mode does nothing then) or the
  /// file's iOS predates them (the scenario would be refused).
  init(
    _ controller: StoryboardDocument.ViewController?, navigationBar: StoryboardDocument.View?,
    in document: StoryboardDocument, ios: String?
  ) {
    guard let controller, navigationBar?.attributes["largeTitles"] == "YES",
      ios.flatMap(IOSVersion.init(rawValue:)).map({ $0 >= .iOS11 }) ?? true
    else { return }
    prefersLargeTitles = true
    // A tab of a tab bar controller on the stack shows that controller's navigation item.
    let scene = NavigationStack.stackedScene(of: controller, in: document)
    largeTitleDisplayMode = scene.largeTitleDisplayMode.flatMap(LargeTitleDisplayMode.init)
    let pushers = NavigationStack.pushers(of: scene, in: document)
    // The stack below matters only when something on it is not `automatic`.
    if pushers.contains(where: {
      $0.largeTitleDisplayMode.flatMap(LargeTitleDisplayMode.init) != nil
    }) {
      pushedOnto = pushers.map {
        ImportedScenario.PushedController(
          name: $0.customClass ?? $0.title,
          largeTitleDisplayMode: $0.largeTitleDisplayMode.flatMap(LargeTitleDisplayMode.init))
      }
    }
  }

  init() {}

  /// Whether the scene's bar shows a large title: Xcode draws it 96 tall then.
  var showsLargeTitle: Bool {
    LargeTitleDisplayMode.showsLargeTitle(
      prefersLargeTitles: prefersLargeTitles,
      stack: pushedOnto.map { $0.largeTitleDisplayMode ?? .automatic }
        + [largeTitleDisplayMode ?? .automatic])
  }
}
