import AutoLayout
import InterfaceBuilderDocument

/// Turns one scene of a ``StoryboardDocument`` (a view controller's view, or a XIB's top-level
/// view) into an ``ImportedScenario``: the view tree with each view's kind, content and settings,
/// every constraint in the scenario notation, size-class variations as `traits`, the device with
/// the safe area Xcode used, the navigation and tab bars the scene is embedded in, and the frames
/// Xcode saved as the load step's expectation.
///
/// What cannot be carried over is noted per element (``ImportNote``); an element the importer does
/// not know or a constraint naming an id nothing in the file has is an ``ImportError``.
struct SceneImporter {
  typealias Document = StoryboardDocument
  let document: Document
  let file: String
  let source: SourceText
  let root: Document.View
  let controller: Document.ViewController?

  var naming: ViewNaming
  var notes: [ImportNote] = []
  var expectedFrames: [ImportedScenario.ExpectedFrame] = []
  /// IB ids of the views imported, and of their layout guides → the scenario's item.
  var items: [String: String] = [:]
  /// IB ids of views a stack arranges.
  var arrangedIDs: Set<String> = []
  /// The line each imported view's element starts on, by IB id: ids must be unique.
  var lines: [String: Int] = [:]
  /// IB ids of the cells and content views the engine places as a table's rows
  /// (SceneImporter+Rows), and the constraints that place them: like ``itemConstraints`` they go
  /// before the file's, so that a content view keeps its row's width and height when its own
  /// constraints want another (a subview pinned to its edges but 10000 wide), as UIKit keeps it.
  var rowPlaced: Set<String> = []
  var rowConstraints: [ImportedConstraint] = []
  /// The constraints that place a flow layout's items and fill them with their content views
  /// (SceneImporter+Items): they go before the file's, so that the content's own constraints
  /// are the ones broken when they want another size, as UIKit breaks them.
  var itemConstraints: [ImportedConstraint] = []
  /// IB ids of the self-sizing collection cells and their content views, which the engine sizes
  /// as UIKit does at run time, not as the canvas shows them (SceneImporter+SelfSizingItems).
  var selfSizedIDs: Set<String> = []
  /// IB ids of the subtitle cells' content views, which hold a layout guide centring the labels.
  var labelGuideHosts: Set<String> = []
  /// The scenario id of a XIB's top-level view that is not a plain view, imported inside a plain
  /// root (SceneImporter+WrappedRoot), and the constraints that pin it to that root's edges.
  var wrappedRootID: String?
  var wrappedRootConstraints: [ImportedConstraint] = []

  init(
    document: Document, file: String, source: SourceText, root: Document.View,
    controller: Document.ViewController?
  ) {
    self.document = document
    self.file = file
    self.source = source
    self.root = root
    self.controller = controller
    naming = ViewNaming(root: root, views: root.subtree)
  }

  /// UIKit view elements the importer knows, and the scenario kind each becomes.
  static let kinds: [String: String] = [
    "view": "view", "label": "label", "button": "button", "imageView": "image",
    "textField": "textField", "textView": "textView", "switch": "switch", "slider": "slider",
    "stackView": "stack", "scrollView": "scroll", "tableViewCellContentView": "view",
    "collectionViewCellContentView": "view", "containerView": "view", "visualEffectView": "view",
    "tableViewCell": "view", "collectionViewCell": "view", "collectionReusableView": "view",
    "tableViewHeaderFooterView": "view", "mapView": "view", "webView": "view", "wkWebView": "view",
    "window": "view",
    // Views that draw content of their own (Metal, SpriteKit, SceneKit, ARKit, RealityKit) and
    // have no intrinsic size: constraints alone place them, as a plain view.
    "mtkView": "view", "glkView": "view", "skView": "view", "sceneKitView": "view",
    "arscnView": "view", "arskView": "view", "arView": "view",
  ]

  /// UIKit controls with a size of their own that the simulator does not model: imported as
  /// plain views whose intrinsic size is the size Xcode saved.
  static let sizedControls: Set<String> = [
    "segmentedControl", "activityIndicatorView", "progressView", "pageControl", "stepper",
    "searchBar", "datePicker", "pickerView", "toolbar", "navigationBar", "tabBar", "colorWell",
  ]

  /// An info button (`buttonType` `infoLight` or `infoDark`): sized by its glyph, not a title.
  static func isInfoButton(_ ib: Document.View) -> Bool {
    ib.elementName == "button" && ["infoLight", "infoDark"].contains(ib.attributes["buttonType"] ?? "")
  }

  /// Table and collection views: imported as plain views without their cells.
  static let cellHosts: Set<String> = ["tableView", "collectionView"]

  // MARK: Notes and errors

  func element(_ view: Document.View) -> String { "<\(view.elementName) id=\"\(view.id)\">" }

  mutating func note(_ view: Document.View, _ reason: String) {
    let (line, column) = source.start(of: view.elementName, endingOn: view.line)
    notes.append(
      ImportNote(file: file, line: line, column: column, element: element(view), reason: reason))
  }

  mutating func note(line: Int, elementName: String, element: String, _ reason: String) {
    let (l, column) = source.start(of: elementName, endingOn: line)
    notes.append(ImportNote(file: file, line: l, column: column, element: element, reason: reason))
  }

  func error(line: Int, elementName: String, _ message: String) -> ImportError {
    let (l, column) = source.start(of: elementName, endingOn: line)
    return ImportError(message, file: file, line: l, column: column)
  }

  // MARK: Views

  /// The root view and everything under it.
  mutating func importRoot() throws(ImportError) -> ImportedView {
    if let kind = Self.kinds[root.elementName], kind != "view" {
      return try importWrappedRoot()
    }
    var view = ImportedView(kind: "view", id: "view", interfaceBuilderID: root.id)
    items[root.id] = "view"
    registerGuides(of: root, id: "view", isRoot: true)
    try properties(of: root, into: &view, isRoot: true, inStack: false)
    if let frame = root.frame {
      // Xcode 4 saved an iOS 6 root where it sits in the window, below the status bar and the
      // opaque bars (y 64 under a navigation bar); later Xcodes save it at the origin.
      let origin = IOSVersionChoice.isIOS6Layout(document) ? [frame.x, frame.y] : [0, 0]
      expectedFrames.append(
        ImportedScenario.ExpectedFrame(
          id: "view", interfaceBuilderID: root.id, frame: origin + [frame.width, frame.height]))
    }
    try children(of: root, into: &view)
    return view
  }

  mutating func importView(_ ib: Document.View, inStack: Bool) throws(ImportError) -> ImportedView?
  {
    let name = ib.elementName
    let kind: String
    if let known = Self.kinds[name] {
      kind = known
    } else if segmentTitles(ib) != nil {
      kind = "segmentedControl"
    } else if Self.sizedControls.contains(name) || Self.cellHosts.contains(name) {
      kind = "view"
    } else {
      throw error(
        line: ib.line, elementName: name,
        "unknown element <\(name)> (id '\(ib.id)'); expected a UIKit view element such as <view>, <label>, <button>, <imageView>, <stackView> or <scrollView>"
      )
    }
    let start = source.start(of: name, endingOn: ib.line)
    if let first = lines[ib.id] ?? (ib.id == root.id && wrappedRootID == nil ? root.line : nil) {
      throw ImportError(
        "duplicate id '\(ib.id)'; the element at line \(first) has it too", file: file,
        line: start.line, column: start.column)
    }
    lines[ib.id] = start.line
    let id = naming.ids[ib.id] ?? ViewNaming.sanitize(ib.id)
    var view = ImportedView(kind: kind, id: id, interfaceBuilderID: ib.id)
    items[ib.id] = id
    registerGuides(of: ib, id: id, isRoot: false)
    var copied: String?
    if placementIsCell(ib), !rowPlaced.contains(ib.id) {
      copied = "table or collection cells (placed by their table, which is not modelled)"
    }
    if let reason = controlSize(of: ib, inStack: inStack, into: &view) { copied = reason }
    if let reason = customFontSize(of: ib, inStack: inStack, into: &view) { copied = reason }
    try properties(of: ib, into: &view, isRoot: false, inStack: inStack)
    // A self-sizing collection cell is sized as at run time, which the canvas does not show:
    // its saved frame (and its content view's) is not an expectation (its note says so).
    if let frame = ib.frame, !ib.isMisplaced, !selfSizedIDs.contains(ib.id) {
      expectedFrames.append(
        ImportedScenario.ExpectedFrame(
          id: id, interfaceBuilderID: ib.id, frame: [frame.x, frame.y, frame.width, frame.height],
          copied: copied ?? copiedSize(of: ib)))
    } else if ib.isMisplaced {
      note(
        ib,
        "marked misplaced: Xcode's saved frame disagrees with its constraints, so it is not expected"
      )
    }
    try children(of: ib, into: &view)
    return view
  }

  /// A control's intrinsic size, written into `view`: UIKit's for the file's release where the
  /// engine's table knows it, else the size Xcode saved. Returns why the view's size is the file's
  /// (it is then not counted), or nil.
  mutating func controlSize(
    of ib: Document.View, inStack: Bool, into view: inout ImportedView
  ) -> String? {
    let name = ib.elementName
    if let titles = segmentTitles(ib) {
      return segmentedControlSize(of: ib, titles: titles, into: &view)
    }
    var copied: String?
    if let (control, modelled) = modelledControlSize(ib) {
      var size = modelled
      if control == .segmentedControl, let frame = ib.frame, !isLaidOutByFrame(ib, inStack: inStack) {
        // Its height is UIKit's (to constraints); its width, the segments', is Xcode's.
        size.width = frame.width
        copied = "<segmentedControl> (its width, the segments', is Xcode's)"
      }
      view.properties.append(
        (
          "intrinsicSize",
          .list([size.width, size.height].map { $0.map { .number($0) } ?? .plain("none") })
        ))
      let ios = IOSVersionChoice.ios(forToolsVersion: document.toolsVersion) ?? .newest
      note(
        ib,
        "a <\(name)> is imported as a view with UIKit's intrinsic size for it on iOS \(ios.rawValue) (\(control.rawValue): \([size.width, size.height].map { $0.map(ScenarioWriter.number) ?? "none" }.joined(separator: " × ")))"
      )
    } else if Self.sizedControls.contains(name) || Self.isInfoButton(ib) {
      if let frame = ib.frame {
        // A control laid out by its frame keeps that frame whatever its intrinsic size (UIKit
        // turns the autoresizing mask into the constraints that place it): the engine lays it
        // out as any frame-based view, and it counts like one.
        if !isLaidOutByFrame(ib, inStack: inStack) {
          copied = "<\(name)> (not modelled: its size is Xcode's)"
        }
        view.properties.append(("intrinsicSize", .numbers([frame.width, frame.height])))
        note(
          ib,
          "a <\(name)> is not modelled: imported as a view whose intrinsic size is the size Xcode saved"
        )
      } else {
        note(ib, "a <\(name)> is not modelled: imported as a plain view")
      }
    }
    return copied
  }

  /// The control a UIKit element is, and its intrinsic size for the file's iOS release, when the
  /// engine's table knows it (``SystemMetrics/intrinsicSize(of:for:)``).
  func modelledControlSize(_ ib: Document.View) -> (SystemMetrics.Control, IntrinsicSize)? {
    let control: SystemMetrics.Control
    switch ib.elementName {
    case "stepper": control = .stepper
    case "activityIndicatorView":
      control =
        ["large", "whiteLarge"].contains(ib.attributes["style"] ?? "")
        ? .largeActivityIndicator : .activityIndicator
    case "progressView": control = .progressView
    case "datePicker" where [nil, "wheels"].contains(ib.attributes["style"]): control = .datePicker
    case "pickerView": control = .pickerView
    case "segmentedControl": control = .segmentedControl
    case "button" where Self.isInfoButton(ib): control = .infoButton
    case "navigationBar" where ib.attributes["largeTitles"] != "YES" && hasRegularHeightCanvas:
      control = .navigationBar
    default: return nil
    }
    let ios = IOSVersionChoice.ios(forToolsVersion: document.toolsVersion) ?? .newest
    return SystemMetrics.intrinsicSize(of: control, for: ios).map { (control, $0) }
  }

  /// Whether the view is placed by its frame and autoresizing mask (no constraints of its own,
  /// outside a stack view, not a table's row): its intrinsic size does not decide its frame.
  func isLaidOutByFrame(_ ib: Document.View, inStack: Bool) -> Bool {
    !inStack && ib.id != root.id && ib.translatesAutoresizingMaskIntoConstraintsAtRuntime
      && !rowPlaced.contains(ib.id) && ib.frame != nil
  }

  /// Whether the file's canvas has a regular height: upright, or an iPad's (a phone on its side
  /// is compact in height, where bars are shorter).
  var hasRegularHeightCanvas: Bool {
    !document.isLandscape || document.targetRuntime?.hasSuffix(".iPad") == true
      || document.device?.id.hasPrefix("ipad") == true
  }

  /// Whether UITableView or UICollectionView places this view (a cell).
  func placementIsCell(_ ib: Document.View) -> Bool { ib.placement == .cell }

  /// Why a view's size is the file's rather than the engine's, for views whose properties took
  /// it from the saved frame; nil otherwise.
  func copiedSize(of ib: Document.View) -> String? {
    if ["tableViewCellContentView", "collectionViewCellContentView"].contains(ib.elementName),
      ib.translatesAutoresizingMaskIntoConstraintsAtRuntime, ib.frame != nil,
      !rowPlaced.contains(ib.id)
    {
      return "cell content views (sized by their cell, which is not modelled: Xcode's size)"
    }
    if isStyledCellLabel(ib), !rowPlaced.contains(ib.id) {
      return
        "labels of a styled cell laid out by UITableViewCell, which is not modelled for its style (subtitle, right or left detail) or table: Xcode's frames"
    }
    if ib.elementName == "textView", ib.attributes["scrollEnabled"] == "NO", ib.text == nil,
      ib.frame != nil
    {
      return "non-scrolling text views without plain text (the height is Xcode's)"
    }
    return nil
  }

  /// Whether `ib` is the `textLabel` or `detailTextLabel` of a cell with one of UIKit's styles:
  /// UITableViewCell places it in `layoutSubviews`, whatever frame the file gives it.
  func isStyledCellLabel(_ ib: Document.View) -> Bool {
    guard ib.elementName == "label",
      let cell = ib.superviewID.flatMap({ document.viewsByID[$0] })?.superviewID.flatMap({
        document.viewsByID[$0]
      }),
      cell.elementName == "tableViewCell",
      cell.attributes["style"]?.hasPrefix("IBUITableViewCellStyle") == true
    else { return false }
    return [cell.attributes["textLabel"], cell.attributes["detailTextLabel"]].contains(ib.id)
  }

  /// Subviews (a stack's arranged views, a scroll view's content), keyed child views (a cell's
  /// content view); cells are noted, not imported.
  mutating func children(of ib: Document.View, into view: inout ImportedView) throws(ImportError) {
    for other in ib.otherConstraintElements {
      throw error(
        line: other.line, elementName: other.name,
        "unknown element <\(other.name)> in the <constraints> of '\(ib.id)'; expected <constraint>")
    }
    for other in ib.otherSubviewElements {
      throw error(
        line: other.line, elementName: other.name,
        "unknown element <\(other.name)> in the <subviews> of '\(ib.id)'; expected a UIKit view element such as <view>, <label> or <button>"
      )
    }
    let tableRows = tableRows(of: ib)
    let rows = tableRows.plans
    let itemPlans = itemPlans(of: ib)
    rowPlaced.formUnion(Self.placedIDs(rows))
    rowPlaced.formUnion(Self.placedIDs(itemPlans))
    let selfSizing = selfSizingCells(of: ib)
    rowPlaced.formUnion(Self.placedIDs(selfSizing))
    selfSizedIDs.formUnion(Self.placedIDs(selfSizing))
    if !selfSizing.isEmpty, let layout = ib.flowLayout {
      view.kind = "collection"
      view.properties += Self.selfSizingLayoutProperties(layout)
    }
    labelGuideHosts.formUnion(
      rows.compactMap { $0.labels?.style == .subtitle ? $0.contentView?.view.id : nil })
    // A XIB's top-level cell places its content view (SceneImporter+CellXIB).
    let cellContent = topLevelCellContentPlan(of: ib)
    if let cellContent { rowPlaced.insert(cellContent.contentView.id) }
    for sub in ib.subviews {
      switch sub.placement {
      case .cell:
        // UITableView places its rows and UICollectionViewFlowLayout its items: the engine
        // places those the rules know (SceneImporter+Rows, SceneImporter+Items); any other cell
        // is kept where Xcode laid it out, a frame-based view of the table, and its contents are
        // laid out inside it.
        guard let child = try importView(sub, inStack: false) else { continue }
        note(sub, cellNote(sub, in: ib, rows: tableRows, items: itemPlans))
        if view.kind == "collection" {
          view.cells.append(child)
        } else {
          view.subviews.append(child)
        }
      case .subview, .keyed, .root:
        let isStack = ib.stack != nil && sub.placement == .subview
        guard let child = try importView(sub, inStack: isStack) else { continue }
        if isStack {
          arrangedIDs.insert(sub.id)
          view.arranged.append(child)
        } else if ib.elementName == "scrollView" {
          view.content.append(child)
        } else {
          view.subviews.append(child)
        }
      }
    }
    if labelGuideHosts.contains(ib.id), let content = items[ib.id] {
      let guide = Self.labelGuideName(in: content)
      view.subviews.append(
        ImportedView(kind: "guide", id: guide, interfaceBuilderID: "\(ib.id) (labels)"))
    }
    rowConstraints += constraintsPlacing(rows, in: ib) + constraintsPlacing(cellContent)
    itemConstraints += constraintsPlacing(itemPlans, in: ib) + constraintsFilling(selfSizing)
    if let layoutNote = flowLayoutSubclassNote(ib) { note(ib, layoutNote) }
    if Self.cellHosts.contains(ib.elementName), view.kind != "collection" {
      note(
        ib,
        "a <\(ib.elementName)> is imported as a plain view: its rows and cells are not modelled"
          + (ib.id == root.id
            ? "; the views in it do not inset their margins from the safe area, as the table's adjusted content inset keeps them clear of the bars"
            : ""))
    }
  }

  /// What the note on a cell says: how its table or collection places it, or that it keeps
  /// Xcode's frame.
  func cellNote(
    _ cell: Document.View, in host: Document.View, rows: TableRows, items: [ItemPlan]
  ) -> String {
    if let note = itemNote(cell, in: host, items: items) { return note }
    if let row = rows.plans.first(where: { $0.cell.id == cell.id }) {
      return
        "a table cell is placed as its table's row: as wide as the table, below the rows and section headers above it, \(row.height.map { ScenarioWriter.number($0) + " tall" } ?? "as tall as its content view's constraints make it (a self-sizing row)")"
    }
    let why = rows.unknown.map { "; the rules do not know \($0)" } ?? ""
    return
      "a table or collection cell is placed by its table, which is not modelled here (a collection whose layout the rules cannot place, or a table whose sections or self-sizing rows the simulator does not know for this release\(why)): imported at the frame Xcode saved, laid out by frame"
  }

  mutating func registerGuides(of ib: Document.View, id: String, isRoot: Bool) {
    for guide in ib.layoutGuides {
      switch guide.kind {
      case "safeArea": items[guide.id] = isRoot ? "safeArea" : "\(id).safeArea"
      case "layoutMargins": items[guide.id] = isRoot ? "margins" : "\(id).margins"
      case "readableContent": items[guide.id] = isRoot ? "readable" : "\(id).readable"
      case "contentLayoutGuide": items[guide.id] = "\(id).contentLayout"
      case "frameLayoutGuide": items[guide.id] = "\(id).frameLayout"
      case "keyboard" where isRoot: items[guide.id] = "keyboard"
      default: break
      }
    }
  }

  /// The scenario format's defaults for hugging (UIKit's, as SCENARIO-FORMAT.md lists them).
  static func defaultHugging(_ kind: String) -> Double {
    switch kind {
    case "label", "image": 251
    case "switch": 750
    default: 250
    }
  }

  /// A text for the scenario: one starting with `@` is written `@@…` (else it names a string key).
  func escapedText(_ text: String) -> String { text.hasPrefix("@") ? "@" + text : text }

  /// IB's text style names → the scenario's.
  static let textStyles: [String: String] = [
    "UICTFontTextStyleTitle0": "largeTitle", "UICTFontTextStyleLargeTitle": "largeTitle",
    "UICTFontTextStyleTitle1": "title1", "UICTFontTextStyleTitle2": "title2",
    "UICTFontTextStyleTitle3": "title3", "UICTFontTextStyleHeadline": "headline",
    "UICTFontTextStyleSubhead": "subheadline", "UICTFontTextStyleSubheadline": "subheadline",
    "UICTFontTextStyleBody": "body", "UICTFontTextStyleCallout": "callout",
    "UICTFontTextStyleFootnote": "footnote", "UICTFontTextStyleCaption1": "caption1",
    "UICTFontTextStyleCaption2": "caption2",
  ]

  static let weights = [
    "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
  ]

  /// A font as the scenario writes it: a text style, or `{size, weight}` for a system font.
  mutating func font(_ font: Document.FontDescription?, of ib: Document.View) -> YAMLValue? {
    guard let font else { return nil }
    if let style = font.style {
      if let name = Self.textStyles[style] { return .plain(name) }
      note(
        ib, "text style '\(style)' is not one the simulator knows: imported with the default font")
      return nil
    }
    guard let size = font.pointSize else { return nil }
    // IB saves `pointSize="0.0"` for some cells' labels; no documented rule gives the size UIKit
    // draws it at, so the view keeps the size Xcode saved (SceneImporter+CustomFont.swift).
    if size <= 0 {
      note(ib, "a font of size 0: the view keeps the size Xcode saved")
      return nil
    }
    var weight: String?
    if let w = font.weight {
      weight = Self.weights.first { $0.lowercased() == w.lowercased() }
      if weight == nil { note(ib, "font weight '\(w)' is not known: imported as regular") }
    }
    if font.type == "boldSystem" { weight = "bold" }
    if font.type == "italicSystem" {
      note(ib, "an italic system font is measured as the upright one")
    }
    // A view with a frame keeps Xcode's size instead (SceneImporter+CustomFont.swift).
    if font.name != nil || !Self.systemFontTypes.contains(font.type), ib.frame == nil {
      note(
        ib,
        "font '\(font.name ?? font.type ?? "?")' is not modelled: measured as the \(ScenarioWriter.number(size))-point system font"
      )
    }
    var pairs: [YAMLValue.Pair] = [.init("size", .number(size))]
    if let weight, weight != "regular" { pairs.append(.init("weight", .plain(weight))) }
    return .mapping(pairs)
  }

  static func autoresizing(_ mask: Document.AutoresizingMask) -> [String] {
    var flags: [String] = []
    if mask.contains(.flexibleMinX) { flags.append("flexibleLeftMargin") }
    if mask.contains(.widthSizable) { flags.append("flexibleWidth") }
    if mask.contains(.flexibleMaxX) { flags.append("flexibleRightMargin") }
    if mask.contains(.flexibleMinY) { flags.append("flexibleTopMargin") }
    if mask.contains(.heightSizable) { flags.append("flexibleHeight") }
    if mask.contains(.flexibleMaxY) { flags.append("flexibleBottomMargin") }
    return flags
  }
}
