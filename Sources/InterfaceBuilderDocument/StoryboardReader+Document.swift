/// The second stage: walks the element tree into a ``StoryboardDocument``.
struct DocumentBuilder {
  typealias Document = StoryboardDocument
  let fileName: String?

  /// Element names that are always views. Any other element with a `<rect key="frame">` child is
  /// taken for a view too, so UIKit classes missing here still read.
  static let viewElementNames: Set<String> = [
    "view", "label", "button", "imageView", "stackView", "scrollView", "textField", "textView",
    "switch", "slider", "navigationBar", "tableView", "tableViewCell", "tableViewCellContentView",
    "collectionView", "collectionViewCell", "collectionViewCellContentView",
    "collectionReusableView", "tabBar", "toolbar", "searchBar", "segmentedControl",
    "activityIndicatorView", "progressView", "pickerView", "datePicker", "pageControl", "stepper",
    "mapView", "webView", "wkWebView", "visualEffectView", "containerView",
    "tableViewHeaderFooterView", "window", "mtkView", "glkView", "skView", "sceneKitView",
    "arscnView", "arskView", "arView",
  ]

  /// Containers whose child views are table or collection cells.
  static let cellContainers: Set<String> = ["prototypes", "cells", "sections", "tableViewSection"]

  static func isView(_ element: SourceElement) -> Bool {
    viewElementNames.contains(element.name) || element.child("rect", key: "frame") != nil
  }

  func document(from root: SourceElement) throws(StoryboardReaderError) -> Document {
    if root.name == "document", root.attributes["targetRuntime"]?.hasPrefix("MacOSX") == true {
      throw StoryboardReaderError(
        .macOSDocument(root.attributes["targetRuntime"] ?? ""), file: fileName, line: root.line)
    }
    guard root.name == "document" else {
      throw StoryboardReaderError(.notADocument(root.name), file: fileName, line: root.line)
    }
    var document = Document(
      type: try required(root, "type"), version: root.attributes["version"],
      toolsVersion: try required(root, "toolsVersion"),
      systemVersion: root.attributes["systemVersion"],
      targetRuntime: root.attributes["targetRuntime"],
      useAutolayout: try bool(root, "useAutolayout", default: false),
      useSafeAreas: try bool(root, "useSafeAreas", default: false),
      useTraitCollections: try bool(root, "useTraitCollections", default: false),
      initialViewControllerID: root.attributes["initialViewController"])
    for child in root.children {
      switch child.name {
      case "device": document.device = try device(child)
      case "dependencies" where document.toolsVersion == Document.placeholderToolsVersion:
        let plugIn = child.children.first { $0.attributes["identifier"] == Document.plugInID }
        document.toolsVersion = plugIn?.attributes["version"] ?? document.toolsVersion
      case "simulatedMetricsContainer" where child.attributes["key"] == "defaultSimulatedMetrics":
        document.simulatedScreen = child.child("simulatedScreenMetrics")?.attributes["type"]
      case "accessibilityOverrides":
        if try bool(child, "isEnabled", default: false) {
          document.dynamicTypePreference = try integer(child, "dynamicTypePreference")
        }
      case "scenes":
        for scene in child.children where scene.name == "scene" {
          document.scenes.append(try self.scene(scene))
        }
      case "objects":
        for object in child.children where Self.isView(object) {
          document.topLevelViews.append(try view(object, placement: .root))
        }
      case "resources":
        for image in child.children where image.name == "image" {
          let name = try required(image, "name")
          document.imageSizes[name] = Document.Size(
            width: try requiredNumber(image, "width"), height: try requiredNumber(image, "height"))
          if image.attributes["catalog"] == "system" { document.systemSymbols.insert(name) }
        }
      default: break
      }
    }
    if document.device == nil { document.simulatesLandscape = Self.simulatesLandscape(root) }
    document.reindex()
    return document
  }

  // MARK: Scenes and controllers

  func device(_ element: SourceElement) throws(StoryboardReaderError) -> Document.Device {
    var device = Document.Device(id: try required(element, "id"))
    device.orientation = try enumeration(element, "orientation", default: .portrait)
    device.appearance = element.attributes["appearance"]
    device.adaptation = element.child("adaptation")?.attributes["id"]
    return device
  }

  func scene(_ element: SourceElement) throws(StoryboardReaderError) -> Document.Scene {
    var scene = Document.Scene(id: try required(element, "sceneID"), line: element.line)
    let objects = element.child("objects")?.children ?? []
    if let controller = objects.first(where: { $0.attributes["sceneMemberID"] == "viewController" })
    {
      scene.viewController = try viewController(controller)
    }
    return scene
  }

  func viewController(_ element: SourceElement) throws(StoryboardReaderError)
    -> Document.ViewController
  {
    let id = try required(element, "id")
    var controller = Document.ViewController(
      elementName: element.name, id: id, customClass: element.attributes["customClass"],
      storyboardIdentifier: element.attributes["storyboardIdentifier"],
      title: element.attributes["title"], line: element.line)
    controller.modalPresentationStyle = element.attributes["modalPresentationStyle"]
    controller.extendedLayoutIncludesOpaqueBars =
      element.attributes["extendedLayoutIncludesOpaqueBars"] == "YES"
    for child in element.children {
      if Self.isView(child) {
        if child.attributes["key"] == "view" {
          controller.rootView = try view(child, placement: .root)
        } else {
          controller.barViews.append(try view(child, placement: .root))
        }
      } else if child.name == "connections" {
        for segue in child.children where segue.name == "segue" {
          controller.segues.append(try self.segue(segue))
        }
      } else if child.name == "navigationItem" || child.name == "toolbarItems" {
        // A bar button item's segue leaves the scene as a button's does (an "Add" item in the
        // navigation bar pushing or presenting the next scene).
        controller.segues += try barItemSegues(in: child)
        if child.name == "navigationItem", child.attributes["key"] == "navigationItem" {
          controller.largeTitleDisplayMode = child.attributes["largeTitleDisplayMode"]
        }
      } else if child.name == "simulatedScreenMetrics",
        child.attributes["key"] == "simulatedDestinationMetrics"
      {
        controller.simulatedScreen = child.attributes["type"]
      } else if child.attributes["key"] == "simulatedBottomBarMetrics" {
        controller.simulatedBottomBar =
          switch child.name {
          case "nil": StoryboardDocument.SimulatedBottomBar.none
          case "simulatedToolbarMetrics": .toolbar
          case "simulatedTabBarMetrics":
            .tabBar(translucent: try bool(child, "translucent", default: true))
          default: .other
          }
      } else if child.attributes["key"] == "simulatedTopBarMetrics" {
        controller.simulatedTopBar =
          child.name == "simulatedNavigationBarMetrics"
          ? .navigationBar(
            translucent: try bool(child, "translucent", default: true),
            prompted: try bool(child, "prompted", default: false)) : .other
      } else if child.name == "size", child.attributes["key"] == "freeformSize" {
        controller.freeformSize = Document.Size(
          width: try requiredNumber(child, "width"), height: try requiredNumber(child, "height"))
      } else if child.name == "layoutGuides" {
        for guide in child.children {
          controller.layoutGuides.append(
            Document.LayoutGuide(
              id: try required(guide, "id"), elementName: guide.name,
              kind: try required(guide, "type"), ownerID: id))
        }
      }
    }
    return controller
  }

  /// The segues of the bar button items under a `<navigationItem>` or `<toolbarItems>`, in
  /// document order.
  func barItemSegues(in element: SourceElement) throws(StoryboardReaderError) -> [Document.Segue] {
    var segues: [Document.Segue] = []
    for child in element.children {
      if child.name == "segue" {
        segues.append(try segue(child))
      } else {
        segues += try barItemSegues(in: child)
      }
    }
    return segues
  }

  // MARK: Views

  func segue(_ element: SourceElement) throws(StoryboardReaderError) -> Document.Segue {
    var segue = Document.Segue(
      id: element.attributes["id"] ?? "", destination: try required(element, "destination"),
      kind: element.attributes["kind"] ?? "", relationship: element.attributes["relationship"],
      line: element.line)
    segue.modalPresentationStyle = element.attributes["modalPresentationStyle"]
    return segue
  }

  func view(_ element: SourceElement, placement: Document.Placement) throws(StoryboardReaderError)
    -> Document.View
  {
    let a = element.attributes
    var view = Document.View(
      elementName: element.name, id: try required(element, "id"), line: element.line)
    view.key = a["key"]
    view.placement = placement
    view.customClass = a["customClass"]
    view.userLabel = a["userLabel"]
    view.attributes = a
    view.translatesAutoresizingMaskIntoConstraints = try bool(
      element, "translatesAutoresizingMaskIntoConstraints", default: true)
    view.fixedFrame = try bool(element, "fixedFrame", default: false)
    view.contentMode = a["contentMode"] ?? "scaleToFill"
    view.horizontalHuggingPriority = try number(element, "horizontalHuggingPriority") ?? 250
    view.verticalHuggingPriority = try number(element, "verticalHuggingPriority") ?? 250
    view.horizontalCompressionResistancePriority =
      try number(element, "horizontalCompressionResistancePriority") ?? 750
    view.verticalCompressionResistancePriority =
      try number(element, "verticalCompressionResistancePriority") ?? 750
    view.insetsLayoutMarginsFromSafeArea = try bool(
      element, "insetsLayoutMarginsFromSafeArea", default: true)
    view.preservesSuperviewLayoutMargins = try bool(
      element, "preservesSuperviewLayoutMargins", default: false)
    view.layoutMarginsFollowReadableWidth = try bool(
      element, "layoutMarginsFollowReadableWidth", default: false)
    view.isMisplaced = try bool(element, "misplaced", default: false)
    view.isAmbiguous = try bool(element, "ambiguous", default: false)
    view.isHidden = try bool(element, "hidden", default: false)
    view.text = a["text"]
    view.image = a["image"]
    if element.name == "label" {
      view.numberOfLines = try integer(element, "numberOfLines") ?? 1
    }
    if element.name == "stackView" {
      view.stack = try stackAttributes(element)
    }

    for child in element.children { try read(child, into: &view) }
    return view
  }

  /// One child element of a view's: its frame, mask, margins, guides, text, constraints,
  /// variations, segues, subviews or cells.
  func read(_ child: SourceElement, into view: inout Document.View) throws(StoryboardReaderError) {
    let key = child.attributes["key"]
    switch (child.name, key) {
    case ("rect", "frame"): view.frame = try rect(child)
    case ("autoresizingMask", "autoresizingMask"):
      view.autoresizingMask = try autoresizingMask(child)
    case ("edgeInsets", "layoutMargins"): view.layoutMargins = .fixed(try edgeInsets(child))
    case ("directionalEdgeInsets", "directionalLayoutMargins"):
      view.layoutMargins = .directional(try directionalEdgeInsets(child))
    case ("inset", "contentEdgeInsets"): view.contentEdgeInsets = try inset(child)
    case ("viewLayoutGuide", _), ("keyboardLayoutGuide", _):
      view.layoutGuides.append(
        Document.LayoutGuide(
          id: try required(child, "id"), elementName: child.name,
          kind: try required(child, "key"), ownerID: view.id))
    case ("fontDescription", "fontDescription"): view.font = try font(child)
    case ("string", "text"): view.text = child.text
    case ("state", "normal"):
      if view.text == nil { view.text = child.attributes["title"] }
      if view.image == nil { view.image = child.attributes["image"] }
      view.backgroundImage = child.attributes["backgroundImage"]
    case ("buttonConfiguration", _): view.buttonConfiguration = try buttonConfiguration(child)
    case ("segments", _):
      for segment in child.children where segment.name == "segment" {
        view.segments.append(
          Document.Segment(
            title: segment.attributes["title"], image: segment.attributes["image"],
            width: try number(segment, "width")))
      }
    case ("collectionViewFlowLayout", "collectionViewLayout"):
      view.flowLayout = try flowLayout(child)
    case ("collectionViewLayout", "collectionViewLayout"):
      view.customCollectionLayoutClass = child.attributes["customClass"] ?? "UICollectionViewLayout"
    case ("constraints", _):
      for constraint in child.children {
        if constraint.name == "constraint" {
          view.constraints.append(try self.constraint(constraint, ownerID: view.id))
        } else {
          view.otherConstraintElements.append(raw(constraint))
        }
      }
    case ("variation", _): view.variations.append(try variation(child))
    case ("simulatedNavigationBarMetrics", "simulatedTopBarMetrics"):
      view.simulatedNavigationBarPrompted = try bool(child, "prompted", default: false)
    case ("connections", _):
      for segue in child.children where segue.name == "segue" {
        view.segues.append(try self.segue(segue))
      }
    case ("subviews", _):
      for subview in child.children {
        if Self.isView(subview) {
          view.subviews.append(try self.view(subview, placement: .subview))
        } else {
          view.otherSubviewElements.append(raw(subview))
        }
      }
    case (let name, _) where Self.cellContainers.contains(name):
      let cells = try cells(in: child)
      view.subviews += cells
      view.tableSections += sections(in: child, cells: cells)
    default:
      if Self.isView(child) {
        var keyed = child
        // Old storyboards (Xcode 4–5) saved a cell's content view without an id; it is the
        // cell's own, so it takes the cell's id with its key.
        if keyed.attributes["id"] == nil, let key = keyed.attributes["key"] {
          keyed.attributes["id"] = "\(view.id)-\(key)"
        }
        view.subviews.append(try self.view(keyed, placement: .keyed))
      }
    }
  }

  /// The cells of a `<prototypes>`, `<cells>` or static table's `<sections>`.
  func cells(in container: SourceElement) throws(StoryboardReaderError) -> [Document.View] {
    var cells: [Document.View] = []
    for child in container.children {
      if Self.isView(child) {
        cells.append(try view(child, placement: .cell))
      } else if Self.cellContainers.contains(child.name) {
        cells += try self.cells(in: child)
      }
    }
    return cells
  }

  /// The `<tableViewSection>`s under a static table's `<sections>` (or one section read on its
  /// own), each with the ids of the `cells` it holds.
  func sections(in container: SourceElement, cells: [Document.View]) -> [Document.TableSection] {
    let elements =
      container.name == "tableViewSection"
      ? [container] : container.children.filter { $0.name == "tableViewSection" }
    var remaining = cells[...]
    return elements.map { element in
      // Each section's cells come next in `cells`, which lists them in document order.
      let count = element.children.filter { $0.name == "cells" }
        .reduce(0) { $0 + $1.children.filter(Self.isView).count }
      let ids = remaining.prefix(count).map(\.id)
      remaining = remaining.dropFirst(count)
      // A title with a line break is a `<string key="…Title">` child, not the attribute.
      let title = { element.attributes[$0] ?? element.child("string", key: $0)?.text }
      return Document.TableSection(
        headerTitle: title("headerTitle"), footerTitle: title("footerTitle"), cellIDs: ids,
        line: element.line)
    }
  }

  func flowLayout(_ element: SourceElement) throws(StoryboardReaderError) -> Document.FlowLayout {
    var layout = Document.FlowLayout()
    layout.scrollDirection = element.attributes["scrollDirection"] ?? "vertical"
    layout.minimumLineSpacing = try number(element, "minimumLineSpacing") ?? 10
    layout.minimumInteritemSpacing = try number(element, "minimumInteritemSpacing") ?? 10
    layout.automaticEstimatedItemSize = try bool(
      element, "automaticEstimatedItemSize", default: false)
    layout.customClass = element.attributes["customClass"]
    for child in element.children {
      switch (child.name, child.attributes["key"]) {
      case ("size", "itemSize"): layout.itemSize = try size(child)
      case ("size", "estimatedItemSize"): layout.estimatedItemSize = try size(child)
      case ("size", "headerReferenceSize"): layout.headerReferenceSize = try size(child)
      case ("size", "footerReferenceSize"): layout.footerReferenceSize = try size(child)
      case ("inset", "sectionInset"): layout.sectionInset = try inset(child)
      default: break
      }
    }
    return layout
  }

  func size(_ element: SourceElement) throws(StoryboardReaderError) -> Document.Size {
    Document.Size(
      width: try requiredNumber(element, "width"), height: try requiredNumber(element, "height"))
  }

  func stackAttributes(_ element: SourceElement) throws(StoryboardReaderError)
    -> Document.StackAttributes
  {
    var stack = Document.StackAttributes()
    stack.axis = try enumeration(element, "axis", default: .horizontal)
    if element.attributes["alignment"] == "baseline" {
      stack.alignment = .lastBaseline
    } else {
      stack.alignment = try enumeration(element, "alignment", default: .fill)
    }
    stack.distribution = try enumeration(element, "distribution", default: .fill)
    stack.spacing = try number(element, "spacing") ?? 0
    stack.spacingType = element.attributes["spacingType"]
    stack.isBaselineRelativeArrangement = try bool(
      element, "baselineRelativeArrangement", default: false)
    stack.isLayoutMarginsRelativeArrangement = try bool(
      element, "layoutMarginsRelativeArrangement", default: false)
    return stack
  }

  func font(_ element: SourceElement) throws(StoryboardReaderError) -> Document.FontDescription {
    let a = element.attributes
    return Document.FontDescription(
      key: a["key"], type: a["type"], style: a["style"], name: a["name"], family: a["family"],
      pointSize: try number(element, "pointSize"), weight: a["weight"])
  }

  // MARK: Constraints and variations

  func constraint(_ element: SourceElement, ownerID: String) throws(StoryboardReaderError)
    -> Document.Constraint
  {
    let a = element.attributes
    var constraint = Document.Constraint(
      id: try required(element, "id"), identifier: a["identifier"], ownerID: ownerID,
      firstItem: a["firstItem"] ?? ownerID, firstItemIsImplicit: a["firstItem"] == nil,
      firstAttribute: try attribute(element, "firstAttribute", required: true),
      line: element.line)
    constraint.relation = try enumeration(element, "relation", default: .equal)
    constraint.secondItem = a["secondItem"]
    if constraint.secondItem != nil {
      constraint.secondAttribute = try attribute(element, "secondAttribute", required: true)
    } else {
      constraint.secondAttribute = try attribute(element, "secondAttribute", required: false)
    }
    if let text = a["multiplier"] {
      constraint.multiplier = try multiplier(text, element)
      constraint.multiplierText = text
    }
    constraint.constant = try number(element, "constant") ?? 0
    constraint.priority = try number(element, "priority") ?? 1000
    constraint.isSymbolic = try bool(element, "symbolic", default: false)
    constraint.isPlaceholder = try bool(element, "placeholder", default: false)
    for child in element.children where child.name == "variation" {
      constraint.variations.append(try variation(child))
    }
    return constraint
  }

  func attribute(_ element: SourceElement, _ name: String, required: Bool)
    throws(StoryboardReaderError) -> Document.Attribute
  {
    guard let text = element.attributes[name] else {
      if required { throw missing(element, name) }
      return .notAnAttribute
    }
    guard let attribute = Document.Attribute(ibName: text) else {
      throw invalid(element, name, text, "a layout attribute such as 'leading' or 'topMargin'")
    }
    return attribute
  }

  /// IB writes a multiplier as a number (`2`, `0.5`) or a ratio (`4:3`, or `2/3` as typed: a
  /// public app's storyboard outside the corpora keeps `multiplier="2/3"`).
  func multiplier(_ text: String, _ element: SourceElement) throws(StoryboardReaderError) -> Double
  {
    let parts = text.split(omittingEmptySubsequences: false) { $0 == ":" || $0 == "/" }
    if parts.count == 1, let value = Double(text), value.isFinite { return value }
    if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0, a.isFinite,
      b.isFinite
    {
      return a / b
    }
    throw invalid(element, "multiplier", text, "a number or a ratio such as 4:3")
  }

  func variation(_ element: SourceElement) throws(StoryboardReaderError) -> Document.Variation {
    var variation = Document.Variation(key: try required(element, "key"), line: element.line)
    variation.attributes = element.attributes.filter { $0.key != "key" }
    for child in element.children {
      if child.name == "mask" {
        var mask = Document.Mask(key: try required(child, "key"))
        for item in child.children {
          switch item.name {
          case "include": mask.included.append(try required(item, "reference"))
          case "exclude": mask.excluded.append(try required(item, "reference"))
          default: break
          }
        }
        variation.masks.append(mask)
      } else {
        variation.elements.append(raw(child))
      }
    }
    return variation
  }

  func raw(_ element: SourceElement) -> Document.RawElement {
    Document.RawElement(
      name: element.name, attributes: element.attributes, children: element.children.map(raw),
      line: element.line)
  }

  // MARK: Geometry

  func rect(_ element: SourceElement) throws(StoryboardReaderError) -> Document.Rect {
    Document.Rect(
      x: try requiredNumber(element, "x"), y: try requiredNumber(element, "y"),
      width: try requiredNumber(element, "width"), height: try requiredNumber(element, "height"))
  }

  func autoresizingMask(_ element: SourceElement) throws(StoryboardReaderError)
    -> Document.AutoresizingMask
  {
    var mask: Document.AutoresizingMask = []
    for (name, flag) in Document.AutoresizingMask.attributeNames
    where try bool(element, name, default: false) {
      mask.insert(flag)
    }
    return mask
  }

  func edgeInsets(_ element: SourceElement) throws(StoryboardReaderError) -> Document.EdgeInsets {
    Document.EdgeInsets(
      top: try number(element, "top") ?? 0, left: try number(element, "left") ?? 0,
      bottom: try number(element, "bottom") ?? 0, right: try number(element, "right") ?? 0)
  }

  func directionalEdgeInsets(_ element: SourceElement) throws(StoryboardReaderError)
    -> Document.DirectionalEdgeInsets
  {
    Document.DirectionalEdgeInsets(
      top: try number(element, "top") ?? 0, leading: try number(element, "leading") ?? 0,
      bottom: try number(element, "bottom") ?? 0, trailing: try number(element, "trailing") ?? 0)
  }

  /// `<inset minX minY maxX maxY>`: left, top, right, bottom.
  func inset(_ element: SourceElement) throws(StoryboardReaderError) -> Document.EdgeInsets {
    Document.EdgeInsets(
      top: try number(element, "minY") ?? 0, left: try number(element, "minX") ?? 0,
      bottom: try number(element, "maxY") ?? 0, right: try number(element, "maxX") ?? 0)
  }

  // MARK: Attribute values

  func missing(_ element: SourceElement, _ name: String) -> StoryboardReaderError {
    StoryboardReaderError(
      .missingAttribute(element: element.name, attribute: name), file: fileName, line: element.line)
  }

  func invalid(_ element: SourceElement, _ name: String, _ value: String, _ expected: String)
    -> StoryboardReaderError
  {
    StoryboardReaderError(
      .invalidValue(element: element.name, attribute: name, value: value, expected: expected),
      file: fileName, line: element.line)
  }

  func required(_ element: SourceElement, _ name: String) throws(StoryboardReaderError) -> String {
    guard let value = element.attributes[name] else { throw missing(element, name) }
    return value
  }

  /// IB's booleans are `YES` and `NO`.
  func bool(_ element: SourceElement, _ name: String, default value: Bool)
    throws(StoryboardReaderError) -> Bool
  {
    switch element.attributes[name] {
    case nil: value
    case "YES": true
    case "NO": false
    case let text?: throw invalid(element, name, text, "YES or NO")
    }
  }

  func number(_ element: SourceElement, _ name: String) throws(StoryboardReaderError) -> Double? {
    guard let text = element.attributes[name] else { return nil }
    guard let value = Double(text), value.isFinite else {
      throw invalid(element, name, text, "a number")
    }
    return value
  }

  func requiredNumber(_ element: SourceElement, _ name: String) throws(StoryboardReaderError)
    -> Double
  {
    guard let value = try number(element, name) else { throw missing(element, name) }
    return value
  }

  func integer(_ element: SourceElement, _ name: String) throws(StoryboardReaderError) -> Int? {
    guard let text = element.attributes[name] else { return nil }
    guard let value = Int(text) else { throw invalid(element, name, text, "an integer") }
    return value
  }

  func enumeration<T: RawRepresentable & CaseIterableNames>(
    _ element: SourceElement, _ name: String, default value: T
  ) throws(StoryboardReaderError) -> T where T.RawValue == String {
    guard let text = element.attributes[name] else { return value }
    guard let result = T(rawValue: text) else {
      throw invalid(element, name, text, "one of " + T.allNames.joined(separator: ", "))
    }
    return result
  }
}

/// Enumerations read from attributes list their spellings in error messages.
protocol CaseIterableNames: CaseIterable, RawRepresentable where RawValue == String {}
extension CaseIterableNames {
  static var allNames: [String] { allCases.map(\.rawValue) }
}
extension StoryboardDocument.Orientation: CaseIterableNames {}
extension StoryboardDocument.Relation: CaseIterableNames {}
extension StoryboardDocument.StackAttributes.Axis: CaseIterableNames {}
extension StoryboardDocument.StackAttributes.Alignment: CaseIterableNames {}
extension StoryboardDocument.StackAttributes.Distribution: CaseIterableNames {}
