import AutoLayout
import InterfaceBuilderDocument

/// A view's properties in the scenario notation: its content by element (a label's text, a
/// button's title and insets, a stack's arrangement, …), then its priorities, margins and frame.
extension SceneImporter {
  typealias Property = (key: String, value: YAMLValue)

  mutating func properties(
    of ib: Document.View, into view: inout ImportedView, isRoot: Bool, inStack: Bool
  ) throws(ImportError) {
    var p = contentProperties(of: ib)
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
      p.append(cellContentViewMargins(of: ib))
    }
    p += marginProperties(of: ib, kind: kind, isRoot: isRoot)
    p += frameProperties(of: ib, isRoot: isRoot, inStack: inStack)
    view.properties += p
  }

  /// What the element shows and how it arranges: by element.
  mutating func contentProperties(of ib: Document.View) -> [Property] {
    var p: [Property] = []
    switch ib.elementName {
    case "label":
      p.append(("text", .text(escapedText(ib.text ?? ""))))
      if let font = font(ib.font, of: ib) { p.append(("font", font)) }
      if let lines = ib.numberOfLines, lines != 1 { p.append(("lines", .number(Double(lines)))) }
      if let width = ib.attributes["preferredMaxLayoutWidth"].flatMap(Double.init) {
        p.append(("preferredMaxLayoutWidth", .number(width)))
      }
    case "button": p = buttonProperties(of: ib)
    case "imageView":
      if let image = ib.image {
        if let size = document.imageSizes[image] {
          p.append(("size", .numbers([size.width, size.height])))
          if document.systemSymbols.contains(image) { noteSystemSymbol(image, of: ib) }
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
      // IB writes `borderStyle` unless it is UIKit's default, none; the scenario's default is
      // a rounded rect (Xcode's library field).
      let border = ib.attributes["borderStyle"] ?? "none"
      if border != TextFieldBorderStyle.roundedRect.rawValue {
        if TextFieldBorderStyle(rawValue: border) != nil {
          p.append(("border", .plain(border)))
        } else {
          note(ib, "text field border style '\(border)' is not UIKit's: imported as a rounded rect")
        }
      }
    case "textView": p = textViewProperties(of: ib)
    case "stackView": p = stackProperties(of: ib)
    default: break
    }
    return p
  }

  /// Says that an SF Symbol's size is not modelled: `<resources>` saves a system symbol drawn to
  /// fit 128 units (`chevron.left` 97 × 128), and UIKit draws it at the image view's or button's
  /// symbol configuration (by default one the system picks, Apple's `symbolConfiguration`
  /// documentation), outset from its alignment rectangle by the symbol's own insets; no public
  /// table gives either per symbol.
  mutating func noteSystemSymbol(_ image: String, of ib: Document.View) {
    note(
      ib,
      "'\(image)' is an SF Symbol: its size on screen and alignment insets are not modelled (the file's 128-unit size is used)"
    )
  }

  /// Whether a button configuration (iOS 15) is one whose size the model knows: the plain
  /// style at the medium size (the default), with a title and nothing else to size it (no
  /// image, no subtitle).
  static func sizesByItsTitle(_ configuration: Document.ButtonConfiguration) -> Bool {
    (configuration.style ?? "plain") == "plain" && configuration.buttonSize == nil
      && configuration.image == nil && configuration.subtitle == nil
      && configuration.title != nil
  }

  /// A plain configured button sizes itself by its title in the Body text style (17 pt at the
  /// Large category) inside the configuration's content insets, 7 above and below and 12 at
  /// the sides unless the file sets its own (UIButton.Configuration; the button's own font and
  /// `contentEdgeInsets` are not used). Calibrated on Apple's passkeys sample
  /// (artemnovichkov/wwdc21-samplecode, ConnectingToAServiceWithPasskeys, Xcode 13, 19115.2,
  /// @2x): "Sign In" saved 76 × 35, "Sign Out" 90 × 35, "Create Account" 143 × 35, where the
  /// engine's button title (one 17-point line rounded up to whole points) is 52, 66 and 118
  /// wide and 21 tall: 24 wider (residuals 0, 0, 1) and 14 taller. Other styles and sizes
  /// are not calibrated and keep the button's own font.
  mutating func configuredButtonProperties(
    _ configuration: Document.ButtonConfiguration, of ib: Document.View
  ) -> [Property] {
    let titleFont: YAMLValue = configuration.titleFont.flatMap { font($0, of: ib) } ?? .plain("body")
    let insets = configuration.contentInsets ?? Self.configurationContentInsets
    return [
      ("font", titleFont),
      ("contentInsets", .numbers([insets.top, insets.leading, insets.bottom, insets.trailing])),
    ]
  }

  /// `UIButton.Configuration`'s content insets at the medium size (the passkeys sample above).
  static let configurationContentInsets = Document.DirectionalEdgeInsets(
    top: 7, leading: 12, bottom: 7, trailing: 12)

  mutating func buttonProperties(of ib: Document.View) -> [Property] {
    var p: [Property] = []
    // A configured (iOS 15) button shows its configuration's title, not the state's.
    let title = ib.buttonConfiguration?.title ?? ib.text
    if let title { p.append(("title", .text(escapedText(title)))) }
    if let configuration = ib.buttonConfiguration, Self.sizesByItsTitle(configuration),
      ib.image == nil, ib.backgroundImage == nil
    {
      return p + configuredButtonProperties(configuration, of: ib)
    }
    if let font = font(ib.font ?? ib.buttonConfiguration?.titleFont, of: ib) {
      p.append(("font", font))
    } else if title != nil, ib.attributes["buttonType"] == nil, ib.buttonConfiguration == nil {
      // A custom button (IB writes no `buttonType`) without a font of its own titles in UIKit's
      // default for `UIButton(type: .custom)`, the 18-pt system font; a system button's is 15
      // (the scenario's). codeexamples' Validate: "Submit" with 20-pt content insets saved 62
      // tall, 40 + one 18-pt line (21.48, rounded up to 22); 15 pt would give 58.
      p.append(("font", .mapping([.init("size", .number(18))])))
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
        if document.systemSymbols.contains(image) { noteSystemSymbol(image, of: ib) }
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
    return p
  }

  mutating func textViewProperties(of ib: Document.View) -> [Property] {
    var p: [Property] = []
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
    return p
  }

  func stackProperties(of ib: Document.View) -> [Property] {
    var p: [Property] = []
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
      // corpus stack saved with margins has its views inside them (CorpusFileSetTests).
      if stack.isLayoutMarginsRelativeArrangement || ib.layoutMargins != nil {
        p.append(("layoutMarginsRelative", .bool(true)))
      }
      if stack.isBaselineRelativeArrangement { p.append(("baselineRelative", .bool(true))) }
    }
    return p
  }

  /// UITableViewCell's content view margins, which IB does not write.
  mutating func cellContentViewMargins(of ib: Document.View) -> Property {
    // UITableViewCell's content view has margins of its own: 11 above and below, the
    // separator inset at the sides (SystemMetrics.cellSeparatorInset, the one width rule: 16 up
    // to 375 points, 20 wider), following the screen's width as the rows do, else the cell's
    // saved width (a XIB): an accessory narrows the content view, not the margins, and an
    // inset-grouped table's narrower cells keep the table's margins. One canvas quirk on top:
    // Xcode 11 (toolsVersion 15xxx) laid a 320-point-wide cell out with 15 (SelfSizing-v2's
    // LineCell.xib; Xcode 10 saved the same XIB with 16, and Xcode 11 a 375-point-wide cell
    // with 16). With an accessory (disclosure indicator, checkmark, detail button) the content
    // view's trailing margin is 8, the accessory keeping its own distance from the edge
    // (StaticTableDynamicType: content views 348 and 335 wide in 375-wide cells, their labels
    // ending 8 before the trailing edge).
    let tools = document.toolsBuild
    let cell = ib.superviewID.flatMap { document.viewsByID[$0] }
    // Before iOS 11 (Xcode 8 and older, toolsVersion below 13000) the content view had no
    // margins of its own: UIView's default 8 on every side (Xcode 6–7 storyboards and Xcode 8.3
    // XIB cells save subviews 8 from margin-pinned edges; Stack Overflow 29349917, "margin was
    // 8" in Xcode 7). Xcode 9 (13771) already saves the 11-point top margin.
    if tools > 0, tools < 13000, !ib.preservesSuperviewLayoutMargins {
      note(
        ib,
        "a cell's content view: UIView's default margins (8 on every side, before iOS 11's cell margins, for toolsVersion \(document.toolsVersion)) are written out"
      )
      return ("layoutMargins", .numbers([8, 8, 8, 8]))
    }
    // A cell in a table follows the screen as its row does (``tableRows(of:)``); a XIB's root
    // cell, its own width, as its content view's plan does (``topLevelCellContentPlan(of:)``).
    let inTable = cell?.superviewID.flatMap { document.viewsByID[$0] }?.elementName == "tableView"
    let width =
      (inTable ? canvasScreenWidth : nil) ?? cell?.frame?.width ?? ib.frame?.width ?? 0
    let side =
      width < 375 && (15000..<16000).contains(tools)
      ? 15 : SystemMetrics.cellSeparatorInset(cellWidth: width, for: .iOS11)
    let accessory = cell?.attributes["accessoryType"].flatMap { $0 == "none" ? nil : $0 }
    // UIKit's cell margins from iOS 11 (the one rule: SystemMetrics), which a content view that
    // preserves its superview's margins had in older files too.
    let margins = SystemMetrics.cellContentViewMargins(
      separatorInset: side, hasAccessory: accessory != nil, for: .iOS11)
    note(
      ib,
      "a cell's content view: UIKit's cell margins (11 above and below, \(ScenarioWriter.number(side)) at the sides for toolsVersion \(document.toolsVersion)\(accessory.map { ", 8 at the trailing side beside its \($0) accessory" } ?? "")) are written out"
    )
    return ("layoutMargins", .numbers([margins.top, margins.leading, margins.bottom, margins.trailing]))
  }

  /// Custom margins and how the view relates to its superview's margins and the safe area.
  func marginProperties(of ib: Document.View, kind: String, isRoot: Bool) -> [Property] {
    var p: [Property] = []
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
      !isRoot && root.elementName == "tableView" && ["view", "stack", "scroll"].contains(kind)
    if !ib.insetsLayoutMarginsFromSafeArea || underRootTable {
      p.append(("insetsLayoutMarginsFromSafeArea", .bool(false)))
    }
    if ib.isHidden { p.append(("hidden", .bool(true))) }
    if let direction = ib.attributes["semanticContentAttribute"],
      ["forceLeftToRight", "forceRightToLeft"].contains(direction)
    {
      p.append(("semanticContent", .plain(direction)))
    }
    return p
  }

  /// A view laid out by its frame: the frame and its autoresizing mask.
  func frameProperties(of ib: Document.View, isRoot: Bool, inStack: Bool) -> [Property] {
    var p: [Property] = []
    if !isRoot, isLaidOutByFrame(ib, inStack: inStack), let frame = ib.frame {
      p.append(("frame", .numbers([frame.x, frame.y, frame.width, frame.height])))
      let flags = Self.autoresizing(ib.autoresizingMask ?? [])
      if !flags.isEmpty { p.append(("autoresizing", .list(flags.map { .plain($0) }))) }
    }
    return p
  }
}
