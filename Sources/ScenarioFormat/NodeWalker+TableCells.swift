import AutoLayout
import Cassowary
import Yams

/// A table's look beyond plain rows: the table's style (`plain`, `grouped`, `insetGrouped`), the
/// cell's built-in style (`default`, `subtitle`, `value1`) whose labels the reader adds to the
/// template, the cell's accessory, and the sections' header and footer titles. Every number is
/// ``SystemMetrics``' (TableViewMetrics, TableViewCellStyle); the reader only writes them out as
/// constraints. The reader lays tables out for a phone under 414 points, as it does the rows'
/// margins (16 at the sides: UIKit's separator inset and cell margins there).
extension NodeWalker {
  /// The keys of a table's `cell:`.
  static let cellKeys = ["subviews", "constraints", "style", "accessory", "lines"]

  /// The width the reader lays a table's insets out for: a phone under 414 points, where UIKit's
  /// cell margins and separator inset are 16 (Guides/UIKitVersions.md).
  static let tableLayoutWidth = 393.0

  /// The cell's built-in style, accessory and label lines, as read.
  struct CellLook {
    var style: SystemMetrics.CellStyle?
    var accessory: SystemMetrics.CellAccessory = .none
    /// `numberOfLines` of the style's labels: UILabel's default 1.
    var lines = 1
  }

  /// A table's geometry: how far its rows are inset and narrowed, and the gaps the sections'
  /// headers and footers leave.
  struct TableGeometry {
    /// The rows' x in the table (an inset-grouped table's section inset).
    var x = 0.0
    /// How much narrower than the table a row is: both insets and the accessory.
    var narrower = 0.0
    /// The styled labels' insets from the row's leading and trailing edges.
    var leading = 0.0
    var trailing = 0.0
    /// The space above each row (its section's header, the previous section's footer).
    var gaps: [Double] = []
    /// The space below the last row (its section's footer).
    var end = 0.0
  }

  /// Reads `cell:`'s `style`, `accessory` and `lines`; an unknown or unmodelled value is an error.
  mutating func cellLook(_ cell: [String: Entry]) -> CellLook {
    var look = CellLook()
    if let entry = cell["style"],
      let style = choice(entry.value, SystemMetrics.CellStyle.self, what: "cell style")
    {
      if SystemMetrics.cellLabelConstraints(style.value, leading: 0, trailing: 0) == nil {
        error(
          "the '\(style.value.rawValue)' cell style is not modelled (the width of its label column is not in the corpora); expected default, subtitle or value1",
          at: entry.value)
      } else if SystemMetrics.cellLabelTextStyles(style.value, for: tableRelease) == nil {
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
      if SystemMetrics.accessoryWidth(accessory.value, margin: 0, for: tableRelease) == nil {
        error(
          "the width of a '\(accessory.value.rawValue)' accessory on iOS \(tableRelease.rawValue) is not known; expected none, disclosureIndicator or checkmark (iOS 13 and later)",
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

  /// The constraints that place row `cellID`'s style labels (``SystemMetrics/cellLabelConstraints(_:leading:trailing:)``).
  static func styleConstraints(_ look: CellLook, cellID: String, geometry: TableGeometry)
    -> [String]
  {
    guard let style = look.style,
      let rules = SystemMetrics.cellLabelConstraints(
        style, leading: geometry.leading, trailing: geometry.trailing)
    else { return [] }
    func name(_ part: SystemMetrics.CellPart) -> String {
      switch part {
      case .contentView: cellID
      case .textLabel: "\(cellID)_text"
      case .detailTextLabel: "\(cellID)_detail"
      case .labels: "\(cellID)_labels"
      }
    }
    return rules.map { rule in
      let first = "\(name(rule.first)).\(rule.firstAttribute.rawValue) \(rule.relation.rawValue) "
      guard let second = rule.second, let attribute = rule.secondAttribute else {
        return first + ConstraintExpression.format(rule.constant)
      }
      return first + "\(name(second)).\(attribute.rawValue)" + plus(rule.constant)
    }
  }

  /// ` + 8`, ` - 8`, or nothing for 0.
  static func plus(_ value: Double) -> String {
    if value > 0 { return " + " + ConstraintExpression.format(value) }
    if value < 0 { return " - " + ConstraintExpression.format(-value) }
    return ""
  }

  /// The geometry of a table of `style` whose sections are `sections`: the rows' inset and width,
  /// and the headers' and footers' heights (``SystemMetrics/groupedSectionHeaderHeight(titled:isFirst:sectionHeaderHeight:for:)``,
  /// known on iOS 13 only); an error at `styleNode` for a grouped table on another release.
  mutating func tableGeometry(
    _ style: Located<SystemMetrics.TableStyle>?, look: CellLook, sections: [TableSection],
    styleNode: Node?
  ) -> TableGeometry {
    let ios = tableRelease
    let inset = SystemMetrics.cellSeparatorInset(cellWidth: Self.tableLayoutWidth, for: ios)
    var geometry = TableGeometry()
    geometry.leading = inset
    geometry.trailing =
      SystemMetrics.cellLabelTrailingInset(
        hasAccessory: look.accessory != .none, separatorInset: inset, for: ios) ?? inset
    let accessory = SystemMetrics.accessoryWidth(look.accessory, margin: inset, for: ios) ?? 0
    geometry.narrower = accessory
    let rowCount = sections.reduce(0) { $0 + $1.rows.count }
    guard let style, style.value != .plain else {
      // A misspelled style is reported as such, not as titles in a plain table.
      for section in sections where styleNode == nil || style != nil {
        if let title = section.header ?? section.footer {
          error(
            "a plain table's section titles are not modelled; use 'style: grouped' or 'insetGrouped'",
            at: title.location)
        }
      }
      geometry.gaps = Array(repeating: 0, count: rowCount)
      return geometry
    }
    if style.value == .insetGrouped,
      let side = SystemMetrics.insetGroupedSectionInset(tableWidth: Self.tableLayoutWidth, for: ios)
    {
      geometry.x = side
      geometry.narrower += 2 * side
    }
    // UITableView's grouped section header and footer heights as Xcode 11 saves them, 18
    // (codeexamples' StaticTableDynamicType: `sectionHeaderHeight="18"`, the first row 18 down).
    let untitled = 18.0
    var gap = 0.0
    for (index, section) in sections.enumerated() {
      guard
        let header = SystemMetrics.groupedSectionHeaderHeight(
          titled: section.header != nil, isFirst: index == 0, sectionHeaderHeight: untitled,
          for: ios),
        let footer = SystemMetrics.groupedSectionFooterHeight(
          titled: section.footer != nil, sectionFooterHeight: untitled, for: ios)
      else {
        error(
          "a \(style.value.rawValue) table's section headers and footers are known on iOS 13 only (the corpora's Xcode 11 files); the scenario is for iOS \(ios.rawValue): set 'ios: 13'",
          at: styleNode.map(location) ?? style.location)
        geometry.gaps = Array(repeating: 0, count: rowCount)
        return geometry
      }
      gap += header
      for _ in section.rows {
        geometry.gaps.append(gap)
        gap = 0
      }
      gap += footer
    }
    geometry.end = gap
    return geometry
  }
}
