import Foundation
import AutoLayout
import InterfaceBuilderDocument

/// Imports an Interface Builder storyboard or XIB: one ``ImportedScenario`` per scene (a view
/// controller with a view), or per top-level view of a XIB.
///
/// ```swift
/// let scenarios = try StoryboardImporter.importFile(atPath: "Main.storyboard")
/// print(ScenarioWriter.yaml(scenarios[0]))
/// ```
public enum StoryboardImporter {
  /// The file extensions the importer reads.
  public static let extensions: Set<String> = ["storyboard", "xib"]

  /// Whether `path` names an Interface Builder file.
  public static func isInterfaceBuilderFile(_ path: String) -> Bool {
    extensions.contains((path as NSString).pathExtension.lowercased())
  }

  /// Reads and imports the file at `path`; messages name it as given.
  ///
  /// - Throws: ``ImportError`` when the file cannot be read, is not well-formed XML, holds an
  ///   element the importer does not know, or a constraint names an id nothing in it has.
  public static func importFile(atPath path: String) throws(ImportError) -> [ImportedScenario] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      !isDirectory.boolValue
    else {
      throw ImportError("no such file", file: path, line: 1, column: 1)
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ImportError("cannot read the file", file: path, line: 1, column: 1)
    }
    return try importData(data, file: path)
  }

  /// Imports a file's bytes; `file` is what messages and the scenarios call it.
  public static func importData(_ data: Data, file: String) throws(ImportError)
    -> [ImportedScenario]
  {
    let text = String(decoding: data, as: UTF8.self)
    let source = SourceText(text)
    let document: StoryboardDocument
    do {
      document = try StoryboardReader.read(data: data, fileName: file)
    } catch {
      throw importError(error, source: source, file: file)
    }
    return try importDocument(document, file: file, source: source)
  }

  static func importError(_ error: StoryboardReaderError, source: SourceText, file: String)
    -> ImportError
  {
    var element: String?
    switch error.reason {
    case .missingAttribute(let name, _), .invalidValue(let name, _, _, _): element = name
    case .notADocument(let name) where !name.isEmpty: element = name
    case .macOSDocument: element = "document"
    default: break
    }
    if let column = error.column {
      return ImportError(error.message, file: file, line: error.line, column: column)
    }
    if let element {
      let (line, column) = source.start(of: element, endingOn: error.line)
      return ImportError(error.message, file: file, line: line, column: column)
    }
    return ImportError(error.message, file: file, line: max(error.line, 1), column: 1)
  }

  static func importDocument(_ document: StoryboardDocument, file: String, source: SourceText)
    throws(ImportError) -> [ImportedScenario]
  {
    let base = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
    var scenarios: [ImportedScenario] = []
    var usedNames: Set<String> = []
    func fileName(_ scene: String) -> String {
      var name = base + "-" + scene
      var n = 2
      while usedNames.contains(name) {
        name = base + "-" + scene + "-\(n)"
        n += 1
      }
      usedNames.insert(name)
      return name + ".yaml"
    }
    for controller in document.viewControllers {
      guard let rootView = controller.rootView else { continue }
      let sceneName =
        controller.customClass ?? controller.title.flatMap { ViewNaming.camelCase($0) }
        ?? controller.storyboardIdentifier ?? ViewNaming.sanitize(controller.id)
      let (embed, navigationBar, opaqueBars) = embedding(of: controller, in: document)
      var scenario = try importScene(
        document, file: file, source: source, root: rootView, controller: controller,
        navigationBar: navigationBar, isXIBView: false)
      scenario.embed = embed
      scenario.opaqueBars = opaqueBars
      if opaqueBars.contains("navigation"), !IOSVersionChoice.isIOS6Layout(document),
        let frame = rootView.frame,
        let r = scenario.expectedFrames.firstIndex(where: { $0.interfaceBuilderID == rootView.id })
      {
        // The canvas draws the root below the opaque bar. Xcode 8 saved it there; Xcode 9 and
        // later save it at the origin, which is not where it is drawn: only its size is expected.
        if IOSVersionChoice.savesRootBelowOpaqueBars(document) {
          scenario.expectedFrames[r].frame = [frame.x, frame.y, frame.width, frame.height]
        } else {
          scenario.expectedFrames[r].originSaved = false
        }
      }
      // `largeTitles="YES"` is the bar's prefersLargeTitles, `<navigationItem
      // largeTitleDisplayMode>` each scene's mode (Xcode 9+, so the file's iOS is 11 or later; an
      // older `ios:` would make the scenario an error, so they are left out there).
      let largeTitles = LargeTitleChoice(
        controller, navigationBar: navigationBar, in: document, ios: scenario.ios)
      scenario.prefersLargeTitles = largeTitles.prefersLargeTitles
      scenario.largeTitleDisplayMode = largeTitles.largeTitleDisplayMode
      scenario.pushedOnto = largeTitles.pushedOnto
      scenario.fileName = fileName(ViewNaming.sanitize(sceneName))
      scenario.name =
        "\((file as NSString).lastPathComponent): \(sceneName) (scene \(controller.id))"
      (scenario.sourceLine, scenario.sourceColumn) = source.start(
        of: controller.elementName, endingOn: controller.line)
      scenarios.append(scenario)
    }
    sizeEmbeddedScenes(&scenarios, in: document)
    for view in document.topLevelViews {
      let sceneName =
        view.userLabel.flatMap { ViewNaming.camelCase($0) } ?? view.customClass ?? "view"
      var scenario = try importScene(
        document, file: file, source: source, root: view, controller: nil, navigationBar: nil,
        isXIBView: true)
      scenario.fileName = fileName(ViewNaming.sanitize(sceneName))
      scenario.name = "\((file as NSString).lastPathComponent): \(sceneName) (view \(view.id))"
      (scenario.sourceLine, scenario.sourceColumn) = source.start(
        of: view.elementName, endingOn: view.line)
      scenarios.append(scenario)
    }
    return scenarios
  }

  /// The containers a controller is shown in (outermost first) and its navigation bar, read off
  /// the storyboard's relationship segues.
  static func embedding(
    of controller: StoryboardDocument.ViewController, in document: StoryboardDocument
  )
    -> ([String], StoryboardDocument.View?, [String])
  {
    let controllers = document.viewControllers
    let navigation = NavigationStack.navigationController(of: controller, in: document)
    let stacked = NavigationStack.stackedScene(of: controller, in: document)
    // A tab bar controller on a navigation stack shows `controller` inside that stack: the
    // navigation controller is the outer container.
    let tabOnStack = stacked.id != controller.id
    let shown = tabOnStack ? controller.id : navigation?.id ?? controller.id
    let tab = controllers.first { c in
      c.segues.contains { $0.relationship == "viewControllers" && $0.destination == shown }
    }
    var embed: [String] = tabOnStack ? ["navigation"] : []
    // A scene no tab bar controller in the file shows, whose canvas simulates a tab bar (its
    // own simulated bottom bar, or, left inferred, its navigation controller's: a tab of a tab
    // bar controller in another storyboard): Xcode laid its frames out above that bar, so the
    // scenario embeds it in one, as for a simulated navigation bar below.
    let simulatedTab = tab == nil ? simulatedTabBar(controller, navigation: navigation) : nil
    if tab != nil || simulatedTab != nil { embed.append("tab") }
    if navigation != nil, !tabOnStack { embed.append("navigation") }
    let bar = navigation?.barViews.first { $0.elementName == "navigationBar" }
    // A scene no navigation controller in the file shows, but whose canvas simulates a
    // navigation bar (one pushed from another storyboard or from code): Xcode laid its frames
    // out under that bar, so the scenario embeds it in one, opaque when the simulated bar says
    // `translucent="NO"`. A prompted bar (taller by its prompt) is not modelled.
    var simulatedOpaque = false
    if navigation == nil,
      case .navigationBar(let translucent, prompted: false) = controller.simulatedTopBar
    {
      embed.append("navigation")
      simulatedOpaque = !translucent
    }
    // A bar saved `translucent="NO"` is opaque: the controller's view stops at it.
    var opaque: [String] = []
    if tab?.barViews.first(where: { $0.elementName == "tabBar" })?.attributes["translucent"] == "NO"
      || simulatedTab == .tabBar(translucent: false)
    {
      opaque.append("tab")
    }
    let barIsOpaque =
      IOSVersionChoice.isIOS6Layout(document)
      ? bar != nil && bar?.attributes["translucent"] != "YES"
      : bar?.attributes["translucent"] == "NO"
    if barIsOpaque || simulatedOpaque { opaque.append("navigation") }
    // `extendedLayoutIncludesOpaqueBars`: the view lies under opaque bars as under translucent
    // ones (UIViewController's documentation), its safe area inset by them; it came with iOS 7,
    // so an iOS 6 file's bars still end the view.
    if controller.extendedLayoutIncludesOpaqueBars, !IOSVersionChoice.isIOS6Layout(document) {
      opaque = []
    }
    return (embed, bar, opaque)
  }

  /// The tab bar `controller`'s canvas simulates: its own simulated bottom bar, or, when it
  /// leaves that inferred, the one of the navigation controller that shows it (Xcode's
  /// "Inferred" metrics carry a container's bars to the scenes in it). Nil for none.
  static func simulatedTabBar(
    _ controller: StoryboardDocument.ViewController,
    navigation: StoryboardDocument.ViewController?
  ) -> StoryboardDocument.SimulatedBottomBar? {
    guard let bar = controller.simulatedBottomBar ?? navigation?.simulatedBottomBar,
      case .tabBar = bar
    else { return nil }
    return bar
  }

  /// A navigation bar saved at a height other than the scenario's (44, or 44 + 52 = 96 where
  /// the scene shows a large title: Bars.navigationBarHeight) is noted.
  static func noteBarHeight(
    _ navigationBar: StoryboardDocument.View?, of controller: StoryboardDocument.ViewController?,
    in document: StoryboardDocument, importer: inout SceneImporter
  ) {
    let largeTitles = LargeTitleChoice(controller, navigationBar: navigationBar, in: document, ios: nil)
    let barHeight: Double = largeTitles.showsLargeTitle ? 96 : 44
    if let bar = navigationBar, let frame = bar.frame, frame.height != barHeight {
      importer.note(
        bar,
        "a navigation bar \(ScenarioWriter.number(frame.height)) tall: the scenario's navigation bar is \(ScenarioWriter.number(barHeight))"
      )
    }
  }

  static func importScene(
    _ document: StoryboardDocument, file: String, source: SourceText, root: StoryboardDocument.View,
    controller: StoryboardDocument.ViewController?, navigationBar: StoryboardDocument.View?,
    isXIBView: Bool
  ) throws(ImportError) -> ImportedScenario {
    var importer = SceneImporter(
      document: document, file: file, source: source, root: root, controller: controller)
    let view = try importer.importRoot()
    let viewIDs = Set(view.allViews.map(\.id))
    var (constraints, traits) = try importer.importConstraints(viewIDs: viewIDs)
    // The constraints standing for frames UIKit sets (a table's rows and their content views, a
    // flow layout's items) go before the file's: on a conflict the engine breaks the constraint
    // that arrives last, and UIKit breaks the content's own, never the cell's size.
    constraints =
      importer.wrappedRootConstraints + importer.itemConstraints + importer.rowConstraints
      + constraints
    noteBarHeight(navigationBar, of: controller, in: document, importer: &importer)
    var device = DeviceChoice.xcode(
      for: document, root: root, navigationBar: navigationBar, isXIBView: isXIBView)
    var expectedFrames = importer.expectedFrames
    if let controller, let canvas = DeviceChoice.canvas(of: controller, in: document, device: device)
    {
      device = canvas
    }
    if let controller {
      if let embedded = DeviceChoice.embedded(controller, in: document, parent: device) {
        device = embedded
        if let r = expectedFrames.firstIndex(where: { $0.interfaceBuilderID == root.id }) {
          expectedFrames[r].copied =
            "roots of embedded controllers (the size is the container view's, as Xcode saved it)"
        }
      } else if let sheet = DeviceChoice.sheet(controller, in: document, device: device) {
        device = sheet
      } else if let simulated = DeviceChoice.simulatedSize(root, in: document, device: device) {
        device = simulated
        if let r = expectedFrames.firstIndex(where: { $0.interfaceBuilderID == root.id }) {
          expectedFrames[r].copied = "roots of scenes saved at a simulated size of Xcode 4–7 (the size is Xcode's)"
        }
      } else if let bars = DeviceChoice.simulatedBars(
        controller, in: document, device: device,
        inNavigation: NavigationStack.navigationController(of: controller, in: document) != nil)
      {
        device = bars
      }
    }
    var contentSize: String?
    if let preference = document.dynamicTypePreference {
      let categories = [
        "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge",
        "extraExtraExtraLarge",
        "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge",
        "accessibilityExtraExtraLarge",
        "accessibilityExtraExtraExtraLarge",
      ]
      if categories.indices.contains(preference), preference != 3 {
        contentSize = categories[preference]
      }
    }
    var canvasNote: String?
    // The canvas's size is the file's, not the scene's: read off every scene's labels.
    let roots = document.viewControllers.compactMap(\.rootView) + document.topLevelViews
    if contentSize == nil, document.dynamicTypePreference == nil,
      let scale = document.device.flatMap({ DeviceCatalog.device(named: $0.id) })?.scale.value,
      let inference = CanvasContentSize.infer(roots: roots, scale: scale)
    {
      contentSize = inference.category.rawValue
      canvasNote =
        "\(inference.category.rawValue), read off the saved heights of \(inference.views) text-style label(s)"
        + " (the file does not record the canvas's Dynamic Type size; Large explains fewer)"
    }
    return ImportedScenario(
      fileName: "", name: "", sourceFile: file, device: device,
      // A window the saved size (`device.size`, a XIB view no screen has) is that size as
      // saved: turning it on its side would swap its width and height.
      orientation: document.isLandscape && device.size == nil ? "landscapeLeft" : "portrait",
      contentSize: contentSize, controllerName: controller?.customClass, embed: [], root: view,
      constraints: constraints, traits: traits, expectedFrames: expectedFrames,
      notes: importer.notes.sorted(), canvasContentSize: canvasNote,
      ios: IOSVersionChoice.ios(forToolsVersion: document.toolsVersion)?.rawValue)
  }
}
