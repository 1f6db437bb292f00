import AutoLayout
import InterfaceBuilderDocument

/// The canvas a scene was drawn on when it is not the file's device: a freeform simulated size,
/// a per-scene simulated screen, or the square canvas of Xcode 6 and 7's size classes.
extension DeviceChoice {
  /// Xcode 6 and 7 (toolsVersion below 11000: Xcode 8 brought `<device>`) drew every scene of a
  /// storyboard that uses size classes (`useTraitCollections`) on one 600 × 600 canvas, the
  /// "wAny hAny" square, under a 20-pt simulated status bar, unless the scene's simulated metrics
  /// named a screen (`<simulatedScreenMetrics key="simulatedDestinationMetrics"
  /// type="retina47">`). Apple's Auto Layout Guide, "Size-Class-Specific Layout": Any-Any is the
  /// base size class every final one inherits; the square, by not being any device, shows it.
  static let anyAnyCanvas: [Double] = [600, 600]

  /// Xcode 7, the iOS 9 SDK, saves toolsVersion 8xxx and later (Xcode 7.0 GM: 8191; Xcode 6.4,
  /// the iOS 8.4 SDK, the last of 6: 7706).
  static let xcode7ToolsVersion = 8000

  /// The root view's side margins on Xcode 6's square canvas: 16. iOS 8 set a root view's
  /// margins by its horizontal size class, 16 unless the width is regular (useyourloaf.com,
  /// "Changing Root View Layout Margins": "16 points for compact width and 20 points for
  /// regular"), and the wAny square is not regular: storyboards of that time put margin-pinned
  /// views 16 from the edge ("Margins and Autolayout on iPhone 6 Plus", Vik Denic, September
  /// 2015: views -16 from the edge in the storyboard, 20 on the iPhone 6 Plus). A public app's
  /// storyboard outside the corpora (Xcode 6.4) saves a view pinned 58 from the leading margin
  /// at x 74.
  static let xcode6RootMargin = 16.0

  /// The simulated screens of Xcode 6 and 7's per-scene metrics → the catalog's device ids.
  static let simulatedScreens: [String: String] = [
    "retina4": "retina4_0", "retina47": "retina4_7", "retina55": "retina5_5",
  ]

  /// The canvas of `controller`'s scene, when the file shows it is not `device`'s screen; nil
  /// otherwise.
  ///
  /// A scene whose simulated size is freeform (`<size key="freeformSize">`) is drawn at that
  /// size, with the device's safe area: the canvas is a window that size. Scenes of files from
  /// before `<device>` follow ``anyAnyCanvas`` and ``simulatedScreens``.
  static func canvas(
    of controller: StoryboardDocument.ViewController, in document: StoryboardDocument,
    device: DeviceChoice
  ) -> DeviceChoice? {
    if let freeform = controller.freeformSize {
      guard !document.isLandscape else { return nil }
      var choice = device
      choice.size = [freeform.width, freeform.height]
      choice.portraitSafeArea = device.portraitSafeArea ?? catalogInsets(device.base)
      choice.explanation =
        "a freeform canvas \(freeform): a window its size, with \(device.base)'s safe area"
      return choice
    }
    let tools = document.toolsBuild
    guard document.device == nil, tools < 11000,
      document.targetRuntime?.hasSuffix(".iPad") != true
    else { return nil }
    if let screen = controller.simulatedScreen {
      guard let id = simulatedScreens[screen], DeviceCatalog.device(named: id) != nil,
        id != device.base
      else { return nil }
      return DeviceChoice(
        base: id,
        explanation:
          "the scene's simulated screen '\(screen)' (toolsVersion \(document.toolsVersion), before Xcode 8's <device>): \(id)"
      )
    }
    // Size classes came with Xcode 6 (toolsVersion 6xxx).
    guard document.useTraitCollections, tools >= 6000, document.simulatedScreen == nil else {
      return nil
    }
    // Xcode 7's root layout margins are 20, as on a screen at least 414 wide (a leading-margin
    // constraint of 10 puts a view at x 30 on this canvas in public storyboards checked): the
    // iPhone 8 Plus (retina5_5) has those margins, the status bar and the size classes of an
    // upright iPhone; the canvas is @2x. Xcode 6's are 16 (``xcode6RootMargin``).
    var choice = device
    choice.base = "retina5_5"
    choice.size = anyAnyCanvas
    choice.scale = 2
    let top = device.portraitSafeArea?.first ?? 20
    choice.portraitSafeArea = [top, 0, 0, 0]
    let margin = tools < xcode7ToolsVersion ? xcode6RootMargin : 20
    if tools < xcode7ToolsVersion { choice.rootMargin = margin }
    choice.explanation =
      "a size-class storyboard from Xcode \(tools < xcode7ToolsVersion ? "6" : "7") (toolsVersion \(document.toolsVersion), no <device>): the 600×600 wAny hAny canvas at @2x, with \(ScenarioWriter.number(margin))-pt root margins, under a \(ScenarioWriter.number(top))-pt top bar"
    return choice
  }

  static func catalogInsets(_ id: String) -> [Double] {
    guard let device = DeviceCatalog.device(named: id) else { return [0, 0, 0, 0] }
    let s = device.portrait.safeArea.value
    return [s.top, s.left, s.bottom, s.right]
  }
}
