import AutoLayout
import InterfaceBuilderDocument

/// The device a scene's frames were saved for, and the safe area Xcode used for it.
///
/// Xcode versions put the status bar of the same device at different heights: from toolsVersion
/// 21225 (Xcode 14) on, the iPhone X's and 12's status bar is 47 and the XR's 48, where older
/// files have 44; from 21701 the 375 × 812 canvas (`retina5_9`) is the iPhone 13 mini's, whose
/// status bar is 50 (``statusBarTop(_:tools:)``). The file itself shows which: a navigation
/// bar's saved frame starts under the status bar (its `y`), and failing that the rule above
/// decides (checked on the corpus by `Tests/InterfaceBuilderTests/CorpusFileSetTests.swift`).
extension DeviceChoice {
  static func xcode(
    for document: StoryboardDocument, root: StoryboardDocument.View,
    navigationBar: StoryboardDocument.View?,
    isXIBView: Bool
  ) -> DeviceChoice {
    let (id, missing) = deviceID(of: document)
    guard let device = DeviceCatalog.device(named: id) else {
      return DeviceChoice(base: id, explanation: missing + "device '\(id)' is not in the catalog")
    }
    let upright = device.portraitSize.value
    if isXIBView, let frame = root.frame,
      (frame.width, frame.height) != (upright.width, upright.height)
        && (frame.width, frame.height) != (upright.height, upright.width)
    {
      return DeviceChoice(
        base: id, portraitSafeArea: [0, 0, 0, 0], size: [frame.width, frame.height],
        explanation: missing
          + "a \(ScenarioWriter.number(frame.width))×\(ScenarioWriter.number(frame.height)) XIB view on \(id): a window its size, without a safe area"
      )
    }
    let catalog = device.portrait.safeArea.value
    let tools = document.toolsBuild
    if isXIBView, root.simulatedNavigationBarPrompted == false,
      !document.isLandscape
    {
      // A screen-sized XIB view with a simulated navigation bar: the canvas draws the 44-pt bar
      // under the status bar, and the view's safe area starts below it, as a controller's view
      // in a navigation controller (the catalog's navigation bar height).
      var choice = xcode(for: document, root: root, navigationBar: nil, isXIBView: false)
      let insets = choice.portraitSafeArea ?? catalogInsets(id)
      choice.portraitSafeArea = [insets[0] + 44, insets[1], insets[2], insets[3]]
      choice.explanation += "; a simulated navigation bar: 44 more at the top"
      return choice
    }
    var top = catalog.top
    var why: String
    // On iOS 6 the navigation controller's view starts below the status bar: its bar's y is 0
    // whatever the status bar. A bar saved narrower or wider than the screen (320 wide, y 0, in
    // a file for the 375-wide iPhone 8 or Xcode 7's 600-wide canvas) is a frame an older Xcode
    // saved and no later one updated: its y says nothing of this canvas (public apps'
    // storyboards outside the corpora: their pushed scenes' views sit 20 + 44 below the top).
    if let bar = navigationBar?.frame, bar.y > 0 || catalog.top == 20,
      bar.width == upright.width, !IOSVersionChoice.isIOS6Layout(document)
    {
      top = bar.y
      why =
        "top \(ScenarioWriter.number(top)), the y of the navigation bar Xcode saved (toolsVersion \(document.toolsVersion))"
    } else {
      if let notched = statusBarTop(id, tools: tools) {
        top = notched
      } else if catalog.top == 20, hidesHomeButtonStatusBar(toolsBuild: tools) {
        top = 0
      }
      why =
        "top \(ScenarioWriter.number(top)) by toolsVersion \(document.toolsVersion) (Xcode 14, toolsVersion 21225, moved the status bar of notched iPhones from 44 to 47, 48 on \(id == "retina6_1" ? "this" : "the XR")\(id == "retina5_9" && top == 50 ? "; from 21701 this canvas is the iPhone 13 mini's, 50" : ""))"
      if catalog.top == 20, top == 0 {
        why =
          "top 0: Xcode 11 to 14 (toolsVersion \(document.toolsVersion)) drew this home-button iPhone's canvas without a status bar"
      } else if !["retina5_9", "retina6_0", "retina6_1"].contains(id) {
        why = "the catalog's for \(id) (top \(ScenarioWriter.number(top)))"
      }
    }
    if document.isLandscape {
      return DeviceChoice(
        base: id, explanation: missing + "the catalog's landscape insets for \(id)")
    }
    guard top != catalog.top else {
      return DeviceChoice(base: id, explanation: missing + why + ", as the catalog has")
    }
    return DeviceChoice(
      base: id, portraitSafeArea: [top, catalog.left, catalog.bottom, catalog.right],
      explanation: missing + why + "; the catalog has \(ScenarioWriter.number(catalog.top))")
  }

  /// The status bar Xcode drew on a notched iPhone's canvas, by toolsVersion, or nil for another
  /// device. Xcode 13 and earlier: 44 (the iPhone X's). Xcode 14.0 (21225): the iPhone 12's 47
  /// on the 375- and 390-wide canvases (albookcode's AdaptScroll-v1 saves its navigation bar at
  /// y 47 on `retina5_9`), the XR's 48 on `retina6_1` (ScaledFont-v1). From 21701 the 375 × 812
  /// canvas is the iPhone 13 mini's, whose status bar is 50 (the catalog's `iphone-13-mini`):
  /// Apple's AVCam sample as saved by Xcode 14 (Xeanloo/AVCamDemo, Swift Main.storyboard, 21701,
  /// not the holdout) puts buttons pinned 15 and 20 below the safe area's top at y 65 and 70.
  /// Between 21225 and 21701 (Xcode 14.1 and 14.2) no file was seen: they keep 47.
  static func statusBarTop(_ id: String, tools: Int) -> Double? {
    switch id {
    case "retina5_9": return tools >= 21701 ? 50 : tools >= 21225 ? 47 : 44
    case "retina6_0": return tools >= 21225 ? 47 : 44
    case "retina6_1": return tools >= 21225 ? 48 : 44
    default: return nil
    }
  }

  /// Whether Xcode drew a home-button iPhone's canvas without its status bar. Xcode 11 to 14
  /// (toolsVersion 15xxx–21xxx, and Xcode 11's betas, 148xx: Apple's UIKitCatalog and
  /// ControlAudio samples of 14810 save views pinned to the safe area's top at the canvas's
  /// top; artemnovichkov/wwdc20-samplecode, pome-ta/pystaUIKitCatalogChallenge) did: the safe
  /// area starts at the top (a navigation bar saved at y 0; a label 30 below the safe area
  /// saved at y 30, codeexamples' Motion). Xcode 15 (22xxx) drew it again (albookcode's
  /// AdaptLayout-v1 saves its navigation bar at y 20). At run time the status bar is there:
  /// this is the canvas's, for the frames Xcode saved.
  static func hidesHomeButtonStatusBar(toolsBuild: Int) -> Bool {
    (IOSVersionChoice.xcode11BetaToolsVersion..<22000).contains(toolsBuild)
  }

  /// The IB device id the frames were saved for, and what the header says when the file names
  /// none. Files from before Xcode 8 have no `<device>`: an iPad file (`targetRuntime`
  /// `iOS.CocoaTouch.iPad`) was laid out on the 768 × 1024 iPad, an iPhone one on the screen its
  /// default simulated metrics name (`retina4`: the 4-inch 320 × 568 iPhone, Xcode 5's default).
  static func deviceID(of document: StoryboardDocument) -> (String, String) {
    if let device = document.device { return (device.id, "") }
    if document.targetRuntime?.hasSuffix(".iPad") == true {
      return ("ipad9_7", "the file names no device and targets the iPad, so ipad9_7 (768 × 1024) is assumed; ")
    }
    if document.simulatedScreen == "retina4" {
      return ("retina4_0", "the file names no device and simulates a 4-inch screen, so retina4_0 (320 × 568) is assumed; ")
    }
    // Xcode 6 and 7 (toolsVersion 6000–10999) saved no default simulated metrics: a storyboard
    // without size classes was drawn on their default "Inferred" iPhone screen, the 4-inch one.
    let tools = document.toolsBuild
    if (6000..<11000).contains(tools), !document.useTraitCollections,
      document.simulatedScreen == nil
    {
      return ("retina4_0", "the file names no device and is from Xcode 6 or 7 without size classes, whose default canvas is the 4-inch iPhone, so retina4_0 (320 × 568) is assumed; ")
    }
    return ("retina4_7", "the file names no device, so retina4_7 (iPhone 8) is assumed; ")
  }
}
