import AutoLayout
import InterfaceBuilderDocument
import Simulation

/// The window a scene's root view was laid out in when the scene is not the screen's: a child
/// controller embedded in a container view, or a controller presented as a sheet.
extension DeviceChoice {
  /// A scene reached by an `embed` segue takes its container view's size, not the device's
  /// (UIKit sizes a child controller's view to the container it is added to). Here the size is
  /// the one Xcode saved for the container, marked copied;
  /// ``StoryboardImporter/sizeEmbeddedScenes(_:in:)`` then replaces it with the container's size
  /// as the engine lays out the parent scene, and the root counts.
  ///
  /// Its safe area: at run time, the part of the parent's unsafe area the container overlaps.
  /// Xcode's canvas, whose frames the file holds, draws the child scene on its own, sized as the
  /// container, with the device's insets at top and bottom (codeexamples' DynamicContainer: a
  /// 414 × 224 child on the iPhone XR, its bottom-margin-pinned scroll view 224 − 34 = 190 tall,
  /// its content 44 + 20 from the top, though the container sits mid-screen). The importer
  /// reproduces the canvas.
  static func embedded(
    _ controller: StoryboardDocument.ViewController, in document: StoryboardDocument,
    parent: DeviceChoice
  ) -> DeviceChoice? {
    guard
      let container = document.allViews.first(where: { view in
        view.segues.contains { $0.kind == "embed" && $0.destination == controller.id }
      }), let frame = container.frame
    else { return nil }
    let insets = parent.portraitSafeArea ?? parentInsets(document)
    var choice = parent
    choice.size = [frame.width, frame.height]
    choice.portraitSafeArea = insets.count == 4 ? [insets[0], 0, insets[2], 0] : [0, 0, 0, 0]
    choice.explanation =
      "embedded in container view '\(container.id)': a window its saved size, \(ScenarioWriter.number(frame.width))×\(ScenarioWriter.number(frame.height)), with the device's top and bottom insets, as Xcode draws the child scene on its own canvas (at run time the safe area is the part of the parent's unsafe area the container overlaps)"
    return choice
  }

  static func parentInsets(_ document: StoryboardDocument) -> [Double] {
    guard let device = document.device.flatMap({ DeviceCatalog.device(named: $0.id) }) else {
      return [0, 0, 0, 0]
    }
    let s = device.portrait.safeArea.value
    return [s.top, s.left, s.bottom, s.right]
  }

  /// A controller presented as a sheet (a `presentation` segue with the automatic, form-sheet or
  /// page-sheet style, or a popover, which adapts to a sheet in compact width) on an iPhone
  /// canvas of Xcode 11 or later (iOS 13's card sheets): the presented root is shorter than the
  /// screen. Xcode 11–14 draw a home-button iPhone's sheet 20 pt shorter than the screen (codeexamples'
  /// KeyCommand and AdaptivePopover: 647 on the 667-pt iPhone 8), without a safe area. On an
  /// iPhone with a notch the card starts 10 pt below the canvas's status bar, as UIKit places it
  /// (``Presentation/cardGap``), and keeps the home indicator's inset; a navigation bar Xcode
  /// saved 56 tall in it is a sheet's bar (issue 17: "its navigation bar is 56 pt"), 12 taller
  /// than the scenario's 44 (a public app's storyboard outside the corpora, Xcode 13 on the
  /// 390 × 844 iPhone 12: the root saved 844 − 44 − 10 = 790 tall, a view pinned to the top
  /// layout guide at y 56). A segue without a style presents as its destination says
  /// (`modalPresentationStyle` on the controller or its navigation controller: `fullScreen` is
  /// not a sheet). Later releases draw a notched iPhone's card elsewhere (``notchedSheetTop(tools:statusBar:)``);
  /// a home-button iPhone's is 20 shorter up to Xcode 16.2 (rileytestut/Delta, 21701 and 23504:
  /// 647 on the 667-pt iPhone 8) and not known after. On an iPad canvas the presented scene keeps the screen: Xcode 12 draws it so
  /// (Apple's HandwritingTutor sample, 17111.1: a page-sheet scene saved 1194 × 834 on the
  /// 11" iPad in landscape), and the sheet Xcode 15 draws there has no source yet
  /// (``Presentation``).
  static func sheet(
    _ controller: StoryboardDocument.ViewController, in document: StoryboardDocument,
    device: DeviceChoice
  ) -> DeviceChoice? {
    let tools = document.toolsBuild
    guard (15000..<24000).contains(tools), device.size == nil,
      let catalog = DeviceCatalog.device(named: device.base), catalog.idiom == .phone,
      !document.isLandscape
    else { return nil }
    let navigation = NavigationStack.navigationController(of: controller, in: document)
    let targets = Set([controller.id] + (navigation.map { [$0.id] } ?? []))
    let segues =
      document.viewControllers.flatMap(\.segues)
      + document.allViews.flatMap(\.segues)
    let isSheet = segues.contains { segue in
      guard targets.contains(segue.destination) else { return false }
      if segue.kind == "popoverPresentation" { return true }
      let destination = document.viewControllers.first { $0.id == segue.destination }
      let style = segue.modalPresentationStyle ?? destination?.modalPresentationStyle
      return segue.kind == "presentation"
        && [nil, "automatic", "formSheet", "pageSheet"].contains(style)
    }
    guard isSheet else { return nil }
    let size = catalog.portraitSize.value
    var choice = device
    let insets = catalog.portrait.safeArea.value
    guard insets.top != 20 else {
      guard tools < 23727 else { return nil }
      choice.size = [size.width, size.height - 20]
      choice.portraitSafeArea = [0, 0, 0, 0]
      choice.explanation =
        "presented as a sheet: Xcode 11–14 draw an iOS 13 card sheet on a home-button iPhone 20 pt shorter than the screen, \(ScenarioWriter.number(size.width))×\(ScenarioWriter.number(size.height - 20)), without a safe area"
      return choice
    }
    let statusBar = device.portraitSafeArea?.first ?? insets.top
    let card = notchedSheetTop(tools: tools, statusBar: statusBar)
    let bar = navigation?.barViews.first { $0.elementName == "navigationBar" }?.frame
    // A sheet's bar is 56 tall, 12 more than the scenario's 44; with a large title 108, the same
    // 12 more than 96 (Nordic's mesh library, Xcode 14.3-16.3: the intro view pinned to the safe
    // area's top at y 108 under a bar saved 108 tall).
    let sheetBar: Double = bar?.height == 56 || bar?.height == 108 ? 56 - 44 : 0
    let bottom = card.keepsHomeIndicator ? insets.bottom : 0
    choice.size = [size.width, size.height - card.top]
    choice.portraitSafeArea = [sheetBar, 0, bottom, 0]
    let place =
      card.top == Presentation.cardGap
      ? "\(ScenarioWriter.number(card.top)) pt below the screen's top (Xcode 14.3–16.2's canvas)"
      : "\(ScenarioWriter.number(Presentation.cardGap)) pt below the \(ScenarioWriter.number(statusBar))-pt status bar"
    choice.explanation =
      "presented as a sheet: an iOS 13 card sheet \(place), \(ScenarioWriter.number(size.width))×\(ScenarioWriter.number(size.height - card.top)), "
      + (card.keepsHomeIndicator ? "with the home indicator's inset" : "without a bottom inset")
      + (sheetBar > 0 ? " and a sheet's navigation bar, 12 pt taller than the scenario's" : "")
    return choice
  }

  /// Where Xcode's canvas starts a notched iPhone's card sheet, and whether its safe area keeps
  /// the home indicator's inset, by the file's Xcode (non-holdout files of the calibration pool,
  /// every revision; the card's height is the screen's less `top`):
  /// - up to Xcode 14.1 (21507): 10 below the status bar, as UIKit places it
  ///   (``Presentation/cardGap``), with the home indicator's inset (Xcode 13: 790 on the 844-pt
  ///   iPhone 12, julianworden/EmojiDictionary 20037; Xcode 14.0–14.1: 787 with its 47-pt status
  ///   bar, eli-22/Emoji-Table 21225; 783 on the 852-pt iPhone 14 Pro, Manzaraz/EmojiDictionary,
  ///   krishna-alex/UCSD-EmojiDictionary, pro100ton/HotelManzana 21507; 838 on the 896-pt iPhone 11, Nordic's mesh
  ///   library 21507). Xcode 14.2 (21678) is unseen and taken as 14.1.
  /// - Xcode 14.3–16.2 (21701–23504): 10 below the screen's top, under the status bar: 834 on the
  ///   iPhone 12 (alllekseev/EmojiDictionary 21701), 842 on the iPhone 14 Pro (tony-adamson and
  ///   ts-sam0807/HotelManzana 21701, a578ff6 and dgerb88 22154–22155, Thilagab/Hotel 22505,
  ///   PortableDoughnut and ZFAbox 23504), 886 on the iPhone 11
  ///   (Nordic 21701 and 23504), with no bottom inset: Nordic's intro view, pinned to the safe
  ///   area's top and bottom under a 108-pt bar, is 778 tall, ending at the root's 886.
  /// - Xcode 16.3 (23727): 10 below the status bar again (783 on the iPhone 14 Pro, ZFAbox, whose
  ///   same file was 842 from 23504; 838 on the iPhone 11, Nordic), with no bottom inset (the
  ///   intro view ends at the root's 838). Xcode 26 draws iOS 26 sheets, not modelled.
  static func notchedSheetTop(tools: Int, statusBar: Double) -> (top: Double, keepsHomeIndicator: Bool) {
    switch tools {
    case ..<21701: (statusBar + Presentation.cardGap, true)
    case ..<23727: (Presentation.cardGap, false)
    default: (statusBar + Presentation.cardGap, false)
    }
  }

  /// A scene of a file from before Xcode 8 (no `<device>`) whose root was saved at a size that is
  /// no orientation of the assumed screen: Xcode 4–7 let a scene simulate another size than the
  /// screen (freeform, a split view's master column, a popover), recorded only as a name
  /// (`<splitViewMasterSimulatedSizeMetrics>`) whose size is Xcode's own (codeexamples'
  /// Archive/Collection: a master column saved 320 × 852 on the iPad canvas, without a status
  /// bar). The window is the saved size without a safe area; the root's size is the file's, so it
  /// is not counted. Not on iOS 6 canvases, whose roots are shorter than the screen by the status
  /// bar and the opaque bars they stop at (``IOSVersionChoice/isIOS6Layout(_:)``).
  static func simulatedSize(
    _ root: StoryboardDocument.View, in document: StoryboardDocument, device: DeviceChoice
  ) -> DeviceChoice? {
    guard document.device == nil, !IOSVersionChoice.isIOS6Layout(document), device.size == nil,
      let frame = root.frame,
      let catalog = DeviceCatalog.device(named: device.base)
    else { return nil }
    let upright = catalog.portraitSize.value
    let screens = [(upright.width, upright.height), (upright.height, upright.width)]
    guard !screens.contains(where: { $0 == (frame.width, frame.height) }) else { return nil }
    var choice = device
    choice.size = [frame.width, frame.height]
    choice.portraitSafeArea = [0, 0, 0, 0]
    choice.explanation =
      "a scene saved \(ScenarioWriter.number(frame.width))×\(ScenarioWriter.number(frame.height)) on \(device.base)'s canvas (a simulated size of Xcode 4–7: freeform, a split view's master, a popover): a window its size, without a safe area"
    return choice
  }
}
