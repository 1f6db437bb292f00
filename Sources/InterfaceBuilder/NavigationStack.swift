import InterfaceBuilderDocument

/// Which navigation controller a scene is shown in: the one whose root it is, or — for a scene
/// pushed by a `show` (or the older `push`) segue — the one the pushing scene is in, as UIKit
/// pushes it onto that controller's stack and gives it the same bar.
enum NavigationStack {
  /// Every segue that leaves a controller: its own and those of the views in its scene (buttons,
  /// cells).
  static func outgoingSegues(of controller: StoryboardDocument.ViewController)
    -> [StoryboardDocument.Segue]
  {
    controller.segues + (controller.rootView?.subtree.flatMap(\.segues) ?? [])
  }

  /// The navigation controller `controller` is shown in, or nil: the one holding it on its
  /// stack, or the one holding the tab bar controller it is a tab of (``stackedScene(of:in:)``).
  static func navigationController(
    of controller: StoryboardDocument.ViewController, in document: StoryboardDocument
  ) -> StoryboardDocument.ViewController? {
    holder(of: stackedScene(of: controller, in: document), in: document)
  }

  /// The scene a navigation stack holds for `controller`: `controller` itself, or — when no
  /// stack holds it but one holds the tab bar controller it is a tab of (pushed onto it, or its
  /// root) — that tab bar controller. UIKit then lays the tab's view out below the navigation
  /// bar and above the tab bar, and the bar shows the tab bar controller's navigation item, so
  /// its large-title display mode and the scenes that push it are the ones that count
  /// (nRF Connect Device Manager's Main.storyboard, Xcode 15–16 revisions: the tabs of the
  /// tab bar controller its large-title scanner pushes are saved below the 96-pt bar, their
  /// first titled grouped header at 38).
  static func stackedScene(
    of controller: StoryboardDocument.ViewController, in document: StoryboardDocument
  ) -> StoryboardDocument.ViewController {
    guard holder(of: controller, in: document) == nil,
      let tab = document.viewControllers.first(where: { c in
        c.segues.contains { $0.relationship == "viewControllers" && $0.destination == controller.id }
      }),
      holder(of: tab, in: document) != nil
    else { return controller }
    return tab
  }

  /// The navigation controller whose stack holds `controller` itself, or nil.
  private static func holder(
    of controller: StoryboardDocument.ViewController, in document: StoryboardDocument
  ) -> StoryboardDocument.ViewController? {
    var visited: Set<String> = []
    var current = controller
    // Each step goes back one push; a storyboard's segues can loop, so each scene once.
    while visited.insert(current.id).inserted {
      let id = current.id
      if let navigation = document.viewControllers.first(where: { c in
        c.segues.contains { $0.relationship == "rootViewController" && $0.destination == id }
      }) {
        return navigation
      }
      guard let pusher = pusher(of: current, in: document) else { return nil }
      current = pusher
    }
    return nil
  }

  /// The scene that pushes `controller` (by a `show` or `push` segue), or nil.
  static func pusher(
    of controller: StoryboardDocument.ViewController, in document: StoryboardDocument
  ) -> StoryboardDocument.ViewController? {
    document.viewControllers.first { c in
      outgoingSegues(of: c).contains {
        ($0.kind == "show" || $0.kind == "push") && $0.destination == controller.id
      }
    }
  }

  /// The scenes below `controller` on its navigation stack, root first: the chain of `show` /
  /// `push` segues that leads to it (empty for a stack's root, or a scene shown in none).
  static func pushers(
    of controller: StoryboardDocument.ViewController, in document: StoryboardDocument
  ) -> [StoryboardDocument.ViewController] {
    var chain: [StoryboardDocument.ViewController] = []
    var visited: Set<String> = [controller.id]
    var current = controller
    while let pusher = pusher(of: current, in: document), visited.insert(pusher.id).inserted {
      chain.append(pusher)
      current = pusher
    }
    return chain.reversed()
  }
}
