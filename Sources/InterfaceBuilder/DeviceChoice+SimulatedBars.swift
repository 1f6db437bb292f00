import AutoLayout
import InterfaceBuilderDocument

/// The bars Interface Builder's canvas drew around a scene where they are not the ones the
/// scenario's `embed:` gives it: a simulated toolbar, and the landscape iPhone canvas of Xcode 8
/// and earlier. The frames in the file were laid out under the canvas's bars, so the importer
/// reproduces them as the device's safe area and says so in the header.
extension DeviceChoice {
  /// A toolbar's height (`UIToolbar` on an iPhone or iPad, as Interface Builder draws the
  /// simulated one): the bottom layout guide of a scene simulating a toolbar is 44 above the
  /// bottom (public apps' storyboards outside the corpora: Xcode 7's 600 × 600 canvas, a text
  /// view pinned to the bottom guide saved ending at 556; Xcode 8.3's landscape iPhone 8, a view
  /// 9 above the bottom guide saved ending at 322 of 375).
  static let simulatedToolbarHeight: Double = 44

  /// The landscape iPhone canvas of Xcode 8 and earlier (toolsVersion below 13000): unlike UIKit
  /// at run time, which hides the status bar of an iPhone on its side and draws a 32-pt compact
  /// navigation bar, the canvas keeps the 20-pt status bar and the 44-pt bar (a public app's
  /// storyboard outside the corpora, Xcode 8.3 on the iPhone 8 on its side: a view 51 below the
  /// top layout guide saved at y 115 = 20 + 44 + 51). Later canvases are not in the corpora.
  static let legacyLandscapeTopBars: (statusBar: Double, navigationBar: Double) = (20, 44)

  /// The canvas's bars for `controller`'s scene where they differ from the scenario's, or nil.
  /// `inNavigation`: the scene is shown in a navigation controller (the scenario embeds it, and
  /// the engine draws the compact 32-pt bar on an iPhone on its side).
  static func simulatedBars(
    _ controller: StoryboardDocument.ViewController, in document: StoryboardDocument,
    device: DeviceChoice, inNavigation: Bool
  ) -> DeviceChoice? {
    let toolbar = hasSimulatedToolbar(controller, in: document)
    let landscape = document.isLandscape
    let catalog = DeviceCatalog.device(named: device.base)
    let tools = document.toolsBuild
    let legacyLandscape = landscape && tools < 13000 && catalog?.idiom == .phone
    guard toolbar || legacyLandscape else { return nil }
    var choice = device
    var why: [String] = []
    if landscape, device.size == nil {
      guard let catalog else { return nil }
      let s = catalog.landscape.safeArea.value
      var insets = [s.top, s.left, s.bottom, s.right]
      if legacyLandscape {
        let bars = legacyLandscapeTopBars
        // The engine adds its own compact bar for `embed: navigation`; the rest is the canvas's.
        let engineBar: Double = inNavigation ? 32 : 0
        insets[0] = bars.statusBar + (inNavigation ? bars.navigationBar : 0) - engineBar
        why.append(
          "Xcode 8 and earlier (toolsVersion \(document.toolsVersion)) drew the landscape iPhone canvas with the 20-pt status bar"
            + (inNavigation ? " and a 44-pt navigation bar (the scenario's compact bar is 32)" : "")
        )
      }
      if toolbar {
        insets[2] += simulatedToolbarHeight
        why.append("a simulated 44-pt toolbar at the bottom")
      }
      choice.landscapeSafeArea = insets
    } else {
      guard toolbar else { return nil }
      var insets = device.portraitSafeArea ?? catalogInsets(device.base)
      insets[2] += simulatedToolbarHeight
      choice.portraitSafeArea = insets
      why.append("a simulated 44-pt toolbar at the bottom")
    }
    choice.explanation += "; the canvas's bars: " + why.joined(separator: ", ")
    return choice
  }

  /// Whether Interface Builder drew a toolbar under `controller`'s scene: its own simulated
  /// bottom bar, or, when it leaves that inferred, the bar of the scene that pushes it (Xcode's
  /// "Inferred" simulated metrics carry a scene's bars to the scenes it pushes).
  static func hasSimulatedToolbar(
    _ controller: StoryboardDocument.ViewController, in document: StoryboardDocument
  ) -> Bool {
    var visited: Set<String> = []
    var current = controller
    // Each step goes back one push; segues can loop, so each scene once.
    while visited.insert(current.id).inserted {
      if let bar = current.simulatedBottomBar { return bar == .toolbar }
      guard let pusher = NavigationStack.pusher(of: current, in: document) else { return false }
      current = pusher
    }
    return false
  }
}
