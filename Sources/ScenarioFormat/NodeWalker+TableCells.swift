import AutoLayout
import Cassowary
import Yams

/// A table's look beyond plain rows: the table's style (`plain`, `grouped`, `insetGrouped`), the
/// cell's built-in style (`default`, `subtitle`, `value1`, `value2`) whose labels the reader adds to the
/// template, the cell's accessory, and the sections' header and footer titles. The reader checks
/// them against the scenario's `ios:` and hands them to the engine as a ``TableLayout``, which
/// places the rows with ``SystemMetrics``' numbers (TableViewMetrics, TableViewCellStyle) for the
/// window's width and release; the reader only writes the styled labels' constraints, relative
/// to the row's margins.
extension NodeWalker {
  /// The keys of a table's `cell:`.
  static let cellKeys = ["subviews", "constraints", "style", "accessory", "lines"]

  /// The cell's built-in style, accessory and label lines, as read.
  struct CellLook {
    var style: SystemMetrics.CellStyle?
    var accessory: SystemMetrics.CellAccessory = .none
    /// `numberOfLines` of the style's labels: UILabel's default 1.
    var lines = 1
  }

  /// Reads `cell:`'s `style`, `accessory` and `lines`; an unknown or unmodelled value is an error.
  mutating func cellLook(_ cell: [String: Entry]) -> CellLook {
    var look = CellLook()
    if let entry = cell["style"],
      let style = choice(entry.value, SystemMetrics.CellStyle.self, what: "cell style")
    {
      if SystemMetrics.cellLabelTextStyles(style.value, for: tableRelease) == nil {
        error(
          "cell styles are modelled from iOS 13 (before it a row's separator takes a pixel of its content view); the scenario is for iOS \(tableRelease.rawValue)",
          at: entry.value)
      } else {
        look.style = style.value
      }
    }
    if let entry = cell["accessory"],
      let accessory = choice(entry.value, SystemMetrics.CellAccessory.self, what: "accessory")
    {
      if SystemMetrics.accessoryWidth(accessory.value, margin: 0, scale: 0, for: tableRelease) == nil {
        error(
          "the width of a '\(accessory.value.rawValue)' accessory on iOS \(tableRelease.rawValue) is not known; expected \(Self.knownAccessories(on: tableRelease))",
          at: entry.value)
      } else {
        look.accessory = accessory.value
      }
    }
    if let entry = cell["lines"], let lines = integer(entry.value, in: 0...10_000, what: "lines") {
      look.lines = lines.value
    }
    return look
  }

  /// The accessories whose width is known on `ios`, and the releases that know the others:
  /// "none, disclosureIndicator or checkmark on iOS 26 (detailButton is known on no release;
  /// detailDisclosureButton on iOS 9, 10, 11, 12, 13, 14, 15, 16, 17 and 18)".
  static func knownAccessories(on ios: IOSVersion) -> String {
    let accessories = SystemMetrics.CellAccessory.allCases
    func known(_ accessory: SystemMetrics.CellAccessory, _ release: IOSVersion) -> Bool {
      SystemMetrics.accessoryWidth(accessory, margin: 0, scale: 0, for: release) != nil
    }
    func list(_ words: [String]) -> String {
      words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " and " + words.last!
    }
    let here = accessories.filter { known($0, ios) }.map(\.rawValue)
    let elsewhere = accessories.filter { !known($0, ios) }.map { accessory in
      let releases = IOSVersion.allCases.filter { known(accessory, $0) }.map(\.rawValue)
      return releases.isEmpty ? "\(accessory.rawValue) is known on no release" : "\(accessory.rawValue) on iOS \(list(releases))"
    }
    let or = here.count < 2 ? here.joined() : here.dropLast().joined(separator: ", ") + " or " + here.last!
    return "\(or) on iOS \(ios.rawValue) (" + elsewhere.joined(separator: "; ") + ")"
  }

  /// The labels (and the subtitle style's guide) `look`'s style adds to the template: `text` and
  /// `detail`, in the style's fonts, the data's keys for their texts.
  func styleViews(_ look: CellLook, at location: SourceLocation) -> [ScenarioView] {
    guard let style = look.style,
      let fonts = SystemMetrics.cellLabelTextStyles(style, for: tableRelease)
    else { return [] }
    func label(_ id: String, _ font: TextStyle) -> ScenarioView {
      var view = ScenarioView(kind: .label, id: Located(id, at: location), location: location)
      view.font = Located(.style(font.rawValue), at: location)
      view.lines = Located(look.lines, at: location)
      return view
    }
    var views = [label("text", fonts.text)]
    if let detail = fonts.detail { views.append(label("detail", detail)) }
    if style == .subtitle {
      views.append(ScenarioView(kind: .guide, id: Located("labels", at: location), location: location))
    }
    return views
  }

  /// The names the style's views take in row `cellID`: `ID_N_text`, `ID_N_detail`, `ID_N_labels`.
  static func styleRenames(_ views: [ScenarioView], cellID: String) -> [String: String] {
    Dictionary(
      views.map { ($0.id.value, "\(cellID)_\($0.id.value)") }, uniquingKeysWith: { a, _ in a })
  }

  /// The constraints that place row `cellID`'s style labels, from the row's margins
  /// (``SystemMetrics/cellLabelConstraints(_:leading:trailing:fromMargins:)``).
  static func styleConstraints(_ look: CellLook, cellID: String) -> [String] {
    guard let style = look.style else { return [] }
    let rules = SystemMetrics.cellLabelConstraints(style, leading: 0, trailing: 0, fromMargins: true)
    func name(_ part: SystemMetrics.CellPart) -> String {
      switch part {
      case .contentView: cellID
      case .textLabel: "\(cellID)_text"
      case .detailTextLabel: "\(cellID)_detail"
      case .labels: "\(cellID)_labels"
      }
    }
    func anchor(_ part: SystemMetrics.CellPart, _ attribute: LayoutAttribute) -> String {
      guard let plain = attribute.withoutMargin else { return "\(name(part)).\(attribute.rawValue)" }
      return "\(name(part)).margins.\(plain.rawValue)"
    }
    return rules.map { rule in
      let first = "\(anchor(rule.first, rule.firstAttribute)) \(rule.relation.rawValue) "
      guard let second = rule.second, let attribute = rule.secondAttribute else {
        return first + ConstraintExpression.format(rule.constant)
      }
      return first + anchor(second, attribute) + plus(rule.constant)
    }
  }

  /// ` + 8`, ` - 8`, or nothing for 0.
  static func plus(_ value: Double) -> String {
    if value > 0 { return " + " + ConstraintExpression.format(value) }
    if value < 0 { return " - " + ConstraintExpression.format(-value) }
    return ""
  }

  /// The layout of a table of `style` whose sections are `sections` and whose cell is `look`;
  /// an error at `styleNode` for a style whose numbers the scenario's release lacks, and at a
  /// title in a plain table.
  mutating func tableLayout(
    _ style: Located<SystemMetrics.TableStyle>?, look: CellLook, sections: [TableSection],
    styleNode: Node?
  ) -> TableLayout {
    let ios = tableRelease
    var layout = TableLayout()
    layout.accessory = look.accessory
    layout.hasCellStyle = look.style != nil
    layout.sections = sections.map {
      TableLayout.Section(
        rowCount: $0.rows.count, hasHeaderTitle: $0.header != nil, footerTitle: $0.footer?.value)
    }
    guard let style, style.value != .plain else {
      // A misspelled style is reported as such, not as titles in a plain table.
      for section in sections where styleNode == nil || style != nil {
        if let title = section.header ?? section.footer {
          error(
            "a plain table's section titles are not modelled; use 'style: grouped' or 'insetGrouped'",
            at: title.location)
        }
      }
      return layout
    }
    layout.style = style.value
    switch layout.unknownOn(ios) {
    case .style?, .sectionHeights?:
      error(
        "a \(style.value.rawValue) table's section headers and footers are not known on iOS \(ios.rawValue) (untitled ones are known on every release, titled headers and footers from iOS 11 but on iOS 15): set 'ios: 13'",
        at: styleNode.map(location) ?? style.location)
      layout.style = .plain
    case .accessory?, nil: break  // an unknown accessory was reported where it was read
    }
    return layout
  }
}
