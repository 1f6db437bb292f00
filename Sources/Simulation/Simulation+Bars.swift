import AutoLayout
import ScenarioFormat

/// A bar on the screen, for the pictures: the status bar and the bars of the containers the view
/// controller is embedded in, in window coordinates.
public struct ScreenBar: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable {
    case statusBar = "status bar"
    case navigationBar = "navigation bar"
    case tabBar = "tab bar"
  }

  public var kind: Kind
  public var frame: Rect

  public init(kind: Kind, frame: Rect) {
    self.kind = kind
    self.frame = frame
  }
}

extension ScreenBar {
  /// The bars on a window: the status bar (the device's height for it in this orientation, none
  /// where the device hides it), a navigation bar below the device's top inset, a tab bar above
  /// the bottom edge taking in the home indicator's inset — the heights ``Bars`` insets the safe
  /// area by, for the containers `embed` lists. One rule for scenario files and UIKit code.
  public static func bars(
    window: Window, embed: [Controller.Embedding], largeTitles: Bool = false
  ) -> [ScreenBar] {
    let width = window.size.width
    var plain = window
    plain.opaqueBarInsets = .zero
    plain.additionalSafeAreaInsets = .zero
    let device = plain.safeAreaInsets
    var bars: [ScreenBar] = []
    let statusBar = window.traits.statusBar.value
    if statusBar > 0 { bars.append(ScreenBar(kind: .statusBar, frame: Rect(x: 0, y: 0, width: width, height: statusBar))) }
    if embed.contains(.navigation) {
      let height = Bars.insets(embed: [.navigation], window: window, largeTitles: largeTitles).top
      bars.append(ScreenBar(kind: .navigationBar, frame: Rect(x: 0, y: device.top, width: width, height: height)))
    }
    if embed.contains(.tab) {
      let height = Bars.insets(embed: [.tab], window: window).bottom + device.bottom
      bars.append(
        ScreenBar(kind: .tabBar, frame: Rect(x: 0, y: window.size.height - height, width: width, height: height)))
    }
    return bars
  }
}

extension Simulation {
  /// The bars on screen now (``ScreenBar/bars(window:embed:largeTitles:)``).
  public var bars: [ScreenBar] {
    ScreenBar.bars(
      window: engine.window, embed: scenario.controller.embed.map(\.value),
      largeTitles: scenario.controller.showsLargeTitles)
  }
}
