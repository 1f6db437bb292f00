import AutoLayout
import InterfaceBuilderDocument

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
  /// KeyCommand and AdaptivePopover: 647 on the 667-pt iPhone 8), without a safe area. Other
  /// devices' sheets are not calibrated: nil, and the scene keeps the screen.
  static func sheet(
    _ controller: StoryboardDocument.ViewController, in document: StoryboardDocument,
    device: DeviceChoice
  ) -> DeviceChoice? {
    let tools = Int(document.toolsVersion) ?? 0
    guard (15000..<22000).contains(tools), device.size == nil,
      let catalog = DeviceCatalog.device(named: device.base), catalog.idiom == .phone,
      catalog.portrait.safeArea.value.top == 20, document.device?.orientation != .landscape
    else { return nil }
    let navigation = NavigationStack.navigationController(of: controller, in: document)
    let targets = Set([controller.id] + (navigation.map { [$0.id] } ?? []))
    let segues =
      document.viewControllers.flatMap(\.segues)
      + document.allViews.flatMap(\.segues)
    let isSheet = segues.contains { segue in
      guard targets.contains(segue.destination) else { return false }
      if segue.kind == "popoverPresentation" { return true }
      return segue.kind == "presentation"
        && [nil, "automatic", "formSheet", "pageSheet"].contains(segue.modalPresentationStyle)
    }
    guard isSheet else { return nil }
    let size = catalog.portraitSize.value
    var choice = device
    choice.size = [size.width, size.height - 20]
    choice.portraitSafeArea = [0, 0, 0, 0]
    choice.explanation =
      "presented as a sheet: Xcode 11–14 draw an iOS 13 card sheet on a home-button iPhone 20 pt shorter than the screen, \(ScenarioWriter.number(size.width))×\(ScenarioWriter.number(size.height - 20)), without a safe area"
    return choice
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
