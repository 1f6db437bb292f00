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
  ]

  /// UIKit controls with a size of their own that the simulator does not model: imported as
  /// plain views whose intrinsic size is the size Xcode saved.
  static let sizedControls: Set<String> = [
    "segmentedControl", "activityIndicatorView", "progressView", "pageControl", "stepper",
    "searchBar", "datePicker", "pickerView", "toolbar", "navigationBar", "tabBar",
  ]

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
    var view = ImportedView(kind: "view", id: "view", interfaceBuilderID: root.id)
    items[root.id] = "view"
    registerGuides(of: root, id: "view", isRoot: true)
    try properties(of: root, into: &view, isRoot: true, inStack: false)
    if let frame = root.frame {
      expectedFrames.append(
        ImportedScenario.ExpectedFrame(
          id: "view", interfaceBuilderID: root.id, frame: [0, 0, frame.width, frame.height]))
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
    } else if Self.sizedControls.contains(name) || Self.cellHosts.contains(name) {
      kind = "view"
    } else {
      throw error(
        line: ib.line, elementName: name,
        "unknown element <\(name)> (id '\(ib.id)'); expected a UIKit view element such as <view>, <label>, <button>, <imageView>, <stackView> or <scrollView>"
      )
    }
    let start = source.start(of: name, endingOn: ib.line)
    if let first = lines[ib.id] ?? (ib.id == root.id ? root.line : nil) {
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
    if placementIsCell(ib) {
      copied = "table or collection cells (placed by their table, which is not modelled)"
    }
    if Self.sizedControls.contains(name) {
      if let frame = ib.frame {
        copied = "<\(name)> (not modelled: its size is Xcode's)"
        view.properties.append(("intrinsicSize", .numbers([frame.width, frame.height])))
        note(
          ib,
          "a <\(name)> is not modelled: imported as a view whose intrinsic size is the size Xcode saved"
        )
      } else {
        note(ib, "a <\(name)> is not modelled: imported as a plain view")
      }
    }
    try properties(of: ib, into: &view, isRoot: false, inStack: inStack)
    if let frame = ib.frame, !ib.isMisplaced {
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

  /// Whether UITableView or UICollectionView places this view (a cell).
  func placementIsCell(_ ib: Document.View) -> Bool { ib.placement == .cell }

  /// Why a view's size is the file's rather than the engine's, for views whose properties took
  /// it from the saved frame; nil otherwise.
  func copiedSize(of ib: Document.View) -> String? {
    if ["tableViewCellContentView", "collectionViewCellContentView"].contains(ib.elementName),
      ib.translatesAutoresizingMaskIntoConstraintsAtRuntime, ib.frame != nil
    {
      return "cell content views (sized by their cell, which is not modelled: Xcode's size)"
    }
    if ib.elementName == "textView", ib.attributes["scrollEnabled"] == "NO", ib.text == nil,
      ib.frame != nil
    {
      return "non-scrolling text views without plain text (the height is Xcode's)"
    }
    return nil
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
    for sub in ib.subviews {
      switch sub.placement {
      case .cell:
        // UITableView places its rows; a prototype cell is kept where Xcode laid it out, a
        // frame-based view of the table, and its contents are laid out inside it.
        guard let child = try importView(sub, inStack: false) else { continue }
        note(
          sub,
          "a table or collection cell is placed by its table, which is not modelled: imported at the frame Xcode saved, laid out by frame"
        )
        view.subviews.append(child)
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
    if Self.cellHosts.contains(ib.elementName) {
      note(
        ib,
        "a <\(ib.elementName)> is imported as a plain view: its rows and cells are not modelled"
          + (ib.id == root.id
            ? "; the views in it do not inset their margins from the safe area, as the table's adjusted content inset keeps them clear of the bars"
            : ""))
    }
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

  mutating func properties(
    of ib: Document.View, into view: inout ImportedView, isRoot: Bool, inStack: Bool
  ) throws(ImportError) {
    var p: [(key: String, value: YAMLValue)] = []
    switch ib.elementName {
    case "label":
      p.append(("text", .text(escapedText(ib.text ?? ""))))
      if let font = font(ib.font, of: ib) { p.append(("font", font)) }
      if let lines = ib.numberOfLines, lines != 1 { p.append(("lines", .number(Double(lines)))) }
      if let width = ib.attributes["preferredMaxLayoutWidth"].flatMap(Double.init) {
        p.append(("preferredMaxLayoutWidth", .number(width)))
      }
    case "button":
      // A configured (iOS 15) button shows its configuration's title, not the state's.
      let title = ib.buttonConfiguration?.title ?? ib.text
      if let title { p.append(("title", .text(escapedText(title)))) }
      if let font = font(ib.font ?? ib.buttonConfiguration?.titleFont, of: ib) {
        p.append(("font", font))
      }
      if let insets = ib.contentEdgeInsets {
        p.append(
          ("contentInsets", .numbers([insets.top, insets.left, insets.bottom, insets.right])))
      }
      if let configuration = ib.buttonConfiguration {
        note(
          ib,
          "an iOS 15 button configuration (style '\(configuration.style ?? "plain")') is not modelled: imported as a title\(configuration.contentInsets == nil ? "" : " with its content insets")"
        )
        if let insets = configuration.contentInsets, ib.contentEdgeInsets == nil {
          p.append(
            (
              "contentInsets",
              .numbers([insets.top, insets.leading, insets.bottom, insets.trailing])
            ))
        }
      }
      if let image = ib.image {
        if title == nil, let size = document.imageSizes[image] {
          let insets = ib.contentEdgeInsets
          p.append(
            (
              "intrinsicSize",
              .numbers([
                size.width + (insets.map { $0.left + $0.right } ?? 0),
                size.height + (insets.map { $0.top + $0.bottom } ?? 0),
              ])
            ))
          note(
            ib,
            "a button's image is not modelled: its intrinsic size is the image's (\(ScenarioWriter.number(size.width))×\(ScenarioWriter.number(size.height))) plus its insets"
          )
        } else {
          note(ib, "a button's image '\(image)' is not modelled: only its title sizes it")
        }
      }
      if let background = ib.backgroundImage {
        note(
          ib,
          "a button's background image '\(background)' is not modelled (it does not size the button here)"
        )
      }
    case "imageView":
      if let image = ib.image {
        if let size = document.imageSizes[image] {
          p.append(("size", .numbers([size.width, size.height])))
        } else {
          note(
            ib,
            "image '\(image)' has no size in the file's <resources>: imported without an intrinsic size"
          )
        }
      }
    case "textField":
      if let text = ib.text { p.append(("text", .text(escapedText(text)))) }
      if let placeholder = ib.attributes["placeholder"] {
        p.append(("placeholder", .text(escapedText(placeholder))))
      }
      if let font = font(ib.font, of: ib) { p.append(("font", font)) }
    case "textView":
      if let text = ib.text { p.append(("text", .text(escapedText(text)))) }
      if let font = font(ib.font, of: ib) { p.append(("font", font)) }
      if ib.attributes["scrollEnabled"] == "NO" {
        p.append(("scrollEnabled", .bool(false)))
        // The engine sizes a non-scrolling text view from its text; one whose text the reader
        // did not find (attributed text) would collapse, so Xcode's height stands in for it,
        // and the fidelity check leaves it out.
        if ib.text == nil, let frame = ib.frame {
          p.append(("intrinsicSize", .list([.plain("none"), .number(frame.height)])))
          note(
            ib,
            "a non-scrolling text view without plain text (attributed text is not read): its intrinsic height is the \(ScenarioWriter.number(frame.height)) Xcode saved"
          )
        }
      }
    case "stackView":
      if let stack = ib.stack {
        p.append(("axis", .plain(stack.axis.rawValue)))
        if stack.alignment != .fill { p.append(("alignment", .plain(stack.alignment.rawValue))) }
        if stack.distribution != .fill {
          p.append(("distribution", .plain(stack.distribution.rawValue)))
        }
        if stack.spacingType == "standard" {
          p.append(("spacing", .plain("system")))
        } else if stack.spacing != 0 {
          p.append(("spacing", .number(stack.spacing)))
        }
        // Interface Builder records margin-relative arrangement with the stack's margins: every
        // corpus stack saved with margins has its views inside them (CorpusLayoutTests).
        if stack.isLayoutMarginsRelativeArrangement || ib.layoutMargins != nil {
          p.append(("layoutMarginsRelative", .bool(true)))
        }
        if stack.isBaselineRelativeArrangement { p.append(("baselineRelative", .bool(true))) }
      }
    default: break
    }
    let kind = view.kind
    if kind != "guide" {
      let hugging = [ib.horizontalHuggingPriority, ib.verticalHuggingPriority]
      if hugging != [Self.defaultHugging(kind), Self.defaultHugging(kind)] {
        p.append(("hugging", .numbers(hugging)))
      }
      let resistance = [
        ib.horizontalCompressionResistancePriority, ib.verticalCompressionResistancePriority,
      ]
      if resistance != [750, 750] { p.append(("compressionResistance", .numbers(resistance))) }
    }
    if ib.layoutMargins == nil, ib.elementName == "tableViewCellContentView" {
      // UITableViewCell's content view has margins of its own: 11 above and below; at the
      // sides 16 on an iPhone, 20 on a 414-point-wide one (TableHeader-v1). Xcode 11
      // (toolsVersion 15xxx) laid a 320-point-wide cell out with 15 (SelfSizing-v2's LineCell.xib;
      // Xcode 10 saved the same XIB with 16, and Xcode 11 a 375-point-wide cell with 16).
      // The width that counts is the cell's: an accessory narrows the content view, not the
      // margins. With an accessory (disclosure indicator, checkmark, detail button) the content
      // view's trailing margin is 8, the accessory keeping its own distance from the edge
      // (StaticTableDynamicType: content views 348 and 335 wide in 375-wide cells, their labels
      // ending 8 before the trailing edge).
      let tools = Int(document.toolsVersion) ?? 0
      let cell = ib.superviewID.flatMap { document.viewsByID[$0] }
      let width = cell?.frame?.width ?? ib.frame?.width ?? 0
      let side: Double =
        width >= 414 ? 20 : width < 375 && (15000..<16000).contains(tools) ? 15 : 16
      let accessory = cell?.attributes["accessoryType"].flatMap { $0 == "none" ? nil : $0 }
      let trailing: Double = accessory == nil ? side : 8
      p.append(("layoutMargins", .numbers([11, side, 11, trailing])))
      note(
        ib,
        "a cell's content view: UIKit's cell margins (11 above and below, \(ScenarioWriter.number(side)) at the sides for toolsVersion \(document.toolsVersion)\(accessory.map { ", 8 at the trailing side beside its \($0) accessory" } ?? "")) are written out"
      )
    }
    switch ib.layoutMargins {
    case .fixed(let m)?:
      p.append(
        (
          "layoutMargins",
          .mapping([
            .init("top", .number(m.top)), .init("left", .number(m.left)),
            .init("bottom", .number(m.bottom)), .init("right", .number(m.right)),
          ])
        ))
    case .directional(let m)?:
      p.append(("layoutMargins", .numbers([m.top, m.leading, m.bottom, m.trailing])))
    case nil: break
    }
    if ib.layoutMarginsFollowReadableWidth {
      p.append(("layoutMarginsFollowReadableWidth", .bool(true)))
    }
    // A cell's margins are its own (written above); preserving the table's would bring in the
    // margins of a table the simulator lays out under the bars.
    let isCell = ["tableViewCell", "tableViewCellContentView"].contains(ib.elementName)
    if ib.preservesSuperviewLayoutMargins, !isCell {
      p.append(("preservesSuperviewLayoutMargins", .bool(true)))
    }
    // A table view controller's table scrolls its content below the bars (its adjusted content
    // inset), so its header's margins never meet the safe area; the simulator lays the header
    // out under the bars, where they would.
    let underRootTable =
      !isRoot && root.elementName == "tableView" && ["view", "stack", "scroll"].contains(view.kind)
    if !ib.insetsLayoutMarginsFromSafeArea || underRootTable {
      p.append(("insetsLayoutMarginsFromSafeArea", .bool(false)))
    }
    if ib.isHidden { p.append(("hidden", .bool(true))) }
    if let direction = ib.attributes["semanticContentAttribute"],
      ["forceLeftToRight", "forceRightToLeft"].contains(direction)
    {
      p.append(("semanticContent", .plain(direction)))
    }
    if !isRoot, !inStack, ib.translatesAutoresizingMaskIntoConstraintsAtRuntime,
      let frame = ib.frame
    {
      p.append(("frame", .numbers([frame.x, frame.y, frame.width, frame.height])))
      let flags = Self.autoresizing(ib.autoresizingMask ?? [])
      if !flags.isEmpty { p.append(("autoresizing", .list(flags.map { .plain($0) }))) }
    }
    view.properties += p
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
    var weight: String?
    if let w = font.weight {
      weight = Self.weights.first { $0.lowercased() == w.lowercased() }
      if weight == nil { note(ib, "font weight '\(w)' is not known: imported as regular") }
    }
    if font.type == "boldSystem" { weight = "bold" }
    if font.type == "italicSystem" {
      note(ib, "an italic system font is measured as the upright one")
    }
    let systemTypes: Set<String?> = [nil, "system", "boldSystem", "italicSystem"]
    if font.name != nil || !systemTypes.contains(font.type) {
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
