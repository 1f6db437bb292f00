import AutoLayout
import InterfaceBuilderDocument

/// A table's cells placed by the engine as UITableView places its rows: each cell as wide as
/// the table, one below the other (the first below the table's header view), each section's
/// rows below its header and above its footer, each row as tall as its row height, or as its
/// content when it sizes itself (`automaticDimension`); its content view the cell less the
/// accessory and the separator (``SystemMetrics``'s table metrics for the file's release). The
/// importer writes this as constraints, so the cells follow the table's solved width and count
/// in the fidelity check. A cell the rules cannot place (a release whose section metrics the
/// corpora do not show, a collection's cell) keeps Xcode's frame and is not counted.
extension SceneImporter {
  /// One row the engine places.
  struct RowPlan {
    var cell: Document.View
    /// Distance from the anchor above (the table's top, its header view's bottom, or the
    /// previous row's bottom): the section's footer above and header.
    var top: Double
    /// The row height; nil for a self-sizing row, as tall as its content view's constraints
    /// make it (UIKit's `systemLayoutSizeFitting` at the fitting-size priority).
    var height: Double?
    /// How far the row is inset from each side of the table: an inset-grouped table's section
    /// inset (``SystemMetrics/insetGroupedSectionInset(tableWidth:for:)``), else 0.
    var sideInset = 0.0
    /// The content view and how much narrower and shorter than the cell it is; nil when the
    /// accessory's width is not known for the release (the content view keeps Xcode's frame).
    var contentView: (view: Document.View, narrower: Double, shorter: Double)?
    /// A styled cell's labels, placed as UITableViewCell lays its style out
    /// (``SystemMetrics/cellLabelConstraints(_:leading:trailing:)``); nil for a custom cell and
    /// for a release or table the rules do not know (its labels keep Xcode's frames).
    var labels: CellLabels?
  }

  /// A styled cell's `textLabel` and `detailTextLabel` and their insets from the content view's
  /// leading and trailing edges.
  struct CellLabels {
    var style: SystemMetrics.CellStyle
    var text: Document.View
    var detail: Document.View?
    var leading: Double
    var trailing: Double
  }

  /// One section of a table: its cells and the heights of its header and footer.
  struct SectionPlan {
    var cells: [Document.View]
    var header: Double
    var footer: Double
  }

  /// The rows of a table the engine places, and why the rest (if any) keep Xcode's frames.
  struct TableRows {
    var plans: [RowPlan] = []
    /// Why the cells after ``plans`` are not placed: what the rules do not know; nil when
    /// every cell is placed.
    var unknown: String?
  }

  /// The rows of `table` the engine can place, in order: the leading run of cells whose
  /// heights and sections the rules know. Empty for anything but a table view.
  func rowPlans(of table: Document.View) -> [RowPlan] { tableRows(of: table).plans }

  /// The rows of `table` the engine can place (``rowPlans(of:)``) and why it stops.
  func tableRows(of table: Document.View) -> TableRows {
    guard table.elementName == "tableView" else { return TableRows() }
    let ios = IOSVersionChoice.ios(forToolsVersion: document.toolsVersion) ?? .newest
    let attributes = table.attributes
    // UITableView's default: 44-point rows.
    let tableRow = attributes["rowHeight"].flatMap(Double.init) ?? 44
    // The separator inset follows the screen's width (the table's margins come from the root
    // view's); a file without a known device falls back on the cell's saved width.
    let screenWidth = canvasScreenWidth
    guard
      let side = attributes["style"] != "insetGrouped"
        ? 0
        : SystemMetrics.insetGroupedSectionInset(
          tableWidth: screenWidth ?? table.frame?.width ?? 0, for: ios)
    else { return TableRows(unknown: "an inset-grouped table before iOS 13") }
    var plans: [RowPlan] = []
    var above = 0.0
    let sections = sectionPlans(of: table, for: ios)
    for section in sections.sections {
      var top = above + section.header
      for cell in section.cells {
        guard cell.elementName == "tableViewCell" else {
          return TableRows(plans: plans, unknown: "a <\(cell.elementName)> in a table")
        }
        guard let row = rowHeight(of: cell, tableRow: tableRow, for: ios) else {
          return TableRows(
            plans: plans,
            unknown:
              "the height of a self-sizing row of a \(cell.attributes["style"] ?? "styled") cell on iOS \(ios.rawValue), which the calibration files do not show")
        }
        let height: Double?
        switch row {
        case .fixed(let value): height = value
        case .content: height = nil
        }
        var plan = RowPlan(cell: cell, top: top, height: height, sideInset: side)
        top = 0
        let accessory =
          SystemMetrics.CellAccessory(rawValue: cell.attributes["accessoryType"] ?? "none")
          ?? .none
        if let content = cell.subviews.first(where: {
          $0.elementName == "tableViewCellContentView"
        }),
          let width = screenWidth ?? cell.frame?.width,
          case let inset = separatorInset(cellWidth: width, for: ios),
          let narrower = SystemMetrics.accessoryWidth(
            accessory, margin: inset, scale: canvasScale, for: ios,
            pointRelease: IOSVersionChoice.pointRelease(forToolsVersion: document.toolsVersion))
        {
          plan.contentView = (content, narrower, separatorHeight(for: ios))
          plan.labels = styledLabels(
            of: cell, in: content, hasAccessory: accessory != .none, inset: inset, for: ios)
        } else if height == nil {
          // A self-sizing row needs its content view's constraints.
          return TableRows(
            plans: plans,
            unknown:
              "a self-sizing row whose content view's width is not known (the \(accessory.rawValue) accessory's width on iOS \(ios.rawValue))")
        }
        plans.append(plan)
      }
      // The next section starts below this one's footer (and an empty one's header).
      above = top + section.footer
    }
    return TableRows(plans: plans, unknown: sections.unknown)
  }

  /// The labels of `cell` when it has one of UIKit's styles whose layout the rules know on `ios`
  /// (``SystemMetrics/knowsCellLabelLayout(_:for:)``,
  /// ``SystemMetrics/cellLabelConstraints(_:leading:trailing:)``,
  /// ``SystemMetrics/cellLabelTrailingInset(hasAccessory:separatorInset:for:)``), with both
  /// labels the style shows; nil otherwise.
  func styledLabels(
    of cell: Document.View, in content: Document.View, hasAccessory: Bool, inset: Double,
    for ios: IOSVersion
  ) -> CellLabels? {
    guard
      let style = cell.attributes["style"].flatMap(SystemMetrics.CellStyle.init(interfaceBuilderStyle:)),
      SystemMetrics.knowsCellLabelLayout(style, for: ios),
      let trailing = SystemMetrics.cellLabelTrailingInset(
        hasAccessory: hasAccessory, separatorInset: inset, for: ios),
      let text = content.subviews.first(where: { $0.id == cell.attributes["textLabel"] })
    else { return nil }
    let detail = content.subviews.first { $0.id == cell.attributes["detailTextLabel"] }
    if style.hasDetailTextLabel, detail == nil { return nil }
    // Xcode draws an empty label of a styled cell with a placeholder ("Title", "Subtitle"),
    // whose size the rules do not take: such labels keep Xcode's frames.
    let shown = [text] + (style.hasDetailTextLabel ? [detail].compactMap { $0 } : [])
    guard shown.allSatisfy({ $0.text?.isEmpty == false }) else { return nil }
    return CellLabels(
      style: style, text: text, detail: style.hasDetailTextLabel ? detail : nil, leading: inset,
      trailing: trailing)
  }

  /// The width of the file's screen as its canvas stands (the height of a landscape one), which
  /// a table's cell margins and separator inset follow
  /// (``SystemMetrics/cellSeparatorInset(cellWidth:for:)``); nil without a known device.
  var canvasScreenWidth: Double? {
    document.device.flatMap { device in
      DeviceCatalog.device(named: device.id).map {
        device.orientation == .landscape
          ? $0.portraitSize.value.height : $0.portraitSize.value.width
      }
    }
  }

  /// A cell's separator inset on the file's canvas: UIKit's fixed 15 points at every width for
  /// a file saved before the iOS 8 SDK (``IOSVersionChoice/predatesLayoutMargins(_:)``), else
  /// ``SystemMetrics/cellSeparatorInset(cellWidth:for:)``.
  func separatorInset(cellWidth: Double, for ios: IOSVersion) -> Double {
    IOSVersionChoice.predatesLayoutMargins(document)
      ? SystemMetrics.iOS7CellSeparatorInset
      : SystemMetrics.cellSeparatorInset(cellWidth: cellWidth, for: ios)
  }

  /// The separator below a cell's content view on the file's canvas: a whole point before
  /// Xcode 6 (``SystemMetrics/iOS7CellSeparatorHeight``), else one pixel of the file's device
  /// (``SystemMetrics/cellSeparatorHeight(for:scale:)``) at the ``canvasScale``.
  func separatorHeight(for ios: IOSVersion) -> Double {
    if IOSVersionChoice.predatesLayoutMargins(document) {
      return SystemMetrics.iOS7CellSeparatorHeight
    }
    return SystemMetrics.cellSeparatorHeight(for: ios, scale: canvasScale)
  }

  /// The pixel scale of the file's canvas: its device's, or @2x for a file without a known
  /// device, the scale of every canvas the importer picks for one (DeviceChoice+Canvas).
  var canvasScale: Double {
    document.device.flatMap { DeviceCatalog.device(named: $0.id) }?.scale.value ?? 2
  }

  /// How a row's height is decided.
  enum RowHeight {
    /// A number of points.
    case fixed(Double)
    /// The content view's constraints (a self-sizing row of a custom cell).
    case content
  }

  /// The height of `cell`'s row on the file's canvas: its own `rowHeight` (a static cell's
  /// custom height, which UITableViewController returns for it), else the table's; for a
  /// self-sizing row (-1, `automaticDimension`) UITableView's default 44 before Xcode 11, whose
  /// canvas did not size automatic rows (Use Your Loaf, "Self Sizing Table View Cells In
  /// Interface Builder": "Xcode 10 never shows the table view cell at the correct size", the
  /// cell keeping the default row height; "finally fixed in Xcode 11". Xcode 10 files save
  /// their automatic rows 44 tall: codeexamples' Restorer and DynamicContainer, and a public
  /// app's empty custom cell). From Xcode 11 a styled cell's standard height less a pixel
  /// (``SystemMetrics/selfSizingStyledCellContentHeight(_:scale:for:)``), or its content
  /// view's constraints for a custom cell, and the same 44 less a pixel for a custom cell whose
  /// content view nothing holds from below (``SystemMetrics/unheldSelfSizingRowHeight(scale:for:)``).
  /// Nil when the rules do not know the row (a subtitle cell from iOS 13, a styled cell or an
  /// unheld custom one on iOS 26).
  func rowHeight(of cell: Document.View, tableRow: Double, for ios: IOSVersion) -> RowHeight? {
    let height = cell.attributes["rowHeight"].flatMap(Double.init) ?? tableRow
    if height > 0 { return .fixed(height) }
    if ios < .iOS13 { return .fixed(44) }
    guard cell.attributes["style"]?.hasPrefix("IBUITableViewCellStyle") == true else {
      // A content view with nothing holding its bottom collapses to zero; UIKit then logs
      // "Detected a case where constraints ambiguously suggest a height of zero for a table
      // view cell's content view" and uses the standard row, 44 less a pixel on the canvas; so
      // does one whose constraints fit it to no height (SceneImporter+CollapsedRows).
      if Self.contentHoldsItsHeight(cell), !Self.contentCollapses(cell) { return .content }
      return SystemMetrics.unheldSelfSizingRowHeight(scale: canvasScale, for: ios).map {
        .fixed($0)
      }
    }
    guard
      let style = cell.attributes["style"].flatMap(SystemMetrics.CellStyle.init(interfaceBuilderStyle:)),
      let content = SystemMetrics.selfSizingStyledCellContentHeight(
        style, scale: canvasScale, for: ios)
    else { return nil }
    return .fixed(content + separatorHeight(for: ios))
  }

  /// Whether a custom cell's content view has a constraint on its bottom (or bottom margin) or
  /// height, so its subviews can decide how tall it is.
  static func contentHoldsItsHeight(_ cell: Document.View) -> Bool {
    guard let content = cell.subviews.first(where: { $0.elementName == "tableViewCellContentView" })
    else { return false }
    let vertical: Set<Document.Attribute> = [.bottom, .bottomMargin, .height]
    return content.subtree.flatMap(\.constraints).contains { constraint in
      (constraint.firstItem == content.id && vertical.contains(constraint.firstAttribute))
        || (constraint.secondItem == content.id && vertical.contains(constraint.secondAttribute))
    }
  }

  /// The sections of `table` the rules know, each with its cells and the heights of its header
  /// and footer; empty when they do not know the table's style on the file's release:
  /// - a plain table of prototype cells: one section under UIKit's plain header
  ///   (``SystemMetrics/plainSectionHeaderHeight(_:for:)``);
  /// - a plain static table, its sections as far as
  ///   ``SystemMetrics/plainStaticSectionSpacing(titled:isFirst:sectionHeaderHeight:sectionFooterHeight:for:)``
  ///   knows them (iOS 11–13 and 16–18);
  /// - a grouped or inset-grouped static table on iOS 11–18, every section whose header and
  ///   footer the rules know
  ///   (``SystemMetrics/groupedSectionHeaderHeight(titled:isFirst:footerTitled:sectionHeaderHeight:scale:for:belowLargeTitle:)``;
  ///   an inset-grouped table's rows are inset from its sides, ``RowPlan/sideInset``);
  /// - a grouped or inset-grouped table of prototype cells on iOS 11–18: one section under a
  ///   titled first header, the canvas's "Prototype Cells" (the first prototype at 55.5 in
  ///   public storyboards outside the holdout, toolsVersions 13771 to 23094, whatever the
  ///   table's `sectionHeaderHeight`, -1 too: bqlin/Apple-Sample-Code, artemnovichkov's
  ///   wwdc20 and wwdc21 sample code, adventam10/TableSample, pome-ta/pystaUIKitCatalogChallenge,
  ///   arv433/EmojiDictionary, bakhromusmanov/MyLocations-App; 55.333 on the @3x canvas of
  ///   ZFAbox/EmojiDictionary).
  func sectionPlans(of table: Document.View, for ios: IOSVersion)
    -> (sections: [SectionPlan], unknown: String?)
  {
    let attributes = table.attributes
    let cells = table.subviews.filter { $0.placement == .cell }
    let byID = Dictionary(cells.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    // UITableView's defaults: 22-point plain section headers.
    let headerHeight = attributes["sectionHeaderHeight"].flatMap(Double.init) ?? 22
    let footerHeight = attributes["sectionFooterHeight"].flatMap(Double.init) ?? 22
    let style = attributes["style"] ?? "plain"
    let release = "iOS \(ios.rawValue)"
    if style == "plain", attributes["dataMode"] == "prototypes" {
      guard let header = SystemMetrics.plainSectionHeaderHeight(headerHeight, for: ios) else {
        return ([], "an automatic section header height (-1) in a plain table on \(release)")
      }
      return ([SectionPlan(cells: cells, header: header, footer: 0)], nil)
    }
    switch (style, attributes["dataMode"]) {
    case ("grouped", "prototypes"), ("insetGrouped", "prototypes"):
      // Xcode's canvas titles a grouped table's prototypes "Prototype Cells": one section under
      // a titled first header, whatever the table's `sectionHeaderHeight`.
      guard
        let header = SystemMetrics.groupedSectionHeaderHeight(
          titled: true, isFirst: true, footerTitled: false, sectionHeaderHeight: headerHeight,
          scale: canvasScale, for: ios, belowLargeTitle: showsLargeTitle(over: table))
      else { return ([], "a \(style) table's titled section header on \(release)") }
      return ([SectionPlan(cells: cells, header: header, footer: 0)], nil)
    case ("plain", "static"):
      var sections: [SectionPlan] = []
      for (index, section) in table.tableSections.enumerated() {
        guard
          let header = SystemMetrics.plainStaticSectionSpacing(
            titled: section.headerTitle != nil, isFirst: index == 0,
            sectionHeaderHeight: headerHeight, sectionFooterHeight: footerHeight, for: ios)
        else {
          let titled = section.headerTitle != nil ? "titled" : "untitled"
          // The sections above are placed; the rest keep Xcode's frames.
          return (sections, "a plain static table's \(titled) section \(index + 1) on \(release)")
        }
        sections.append(
          SectionPlan(cells: section.cellIDs.compactMap { byID[$0] }, header: header, footer: 0))
      }
      return (sections, nil)
    case ("grouped", "static"), ("insetGrouped", "static"):
      var sections: [SectionPlan] = []
      let titleWidth = footerTitleWidth(of: table, for: ios)
      for (index, section) in table.tableSections.enumerated() {
        guard
          let header = SystemMetrics.groupedSectionHeaderHeight(
            titled: section.headerTitle != nil, isFirst: index == 0,
            footerTitled: section.footerTitle != nil, sectionHeaderHeight: headerHeight,
            scale: canvasScale, for: ios, belowLargeTitle: showsLargeTitle(over: table)),
          let footer = SystemMetrics.groupedSectionFooterHeight(
            title: section.footerTitle, sectionFooterHeight: footerHeight,
            titleWidth: titleWidth, for: ios)
        else {
          return ([], "a \(style) table's \(Self.describe(section, headerHeight, footerHeight)) on \(release)")
        }
        sections.append(
          SectionPlan(
            cells: section.cellIDs.compactMap { byID[$0] }, header: header, footer: footer))
      }
      return (sections, nil)
    default:
      return ([], "a \(style) table of \(attributes["dataMode"] ?? "no") prototypes' sections")
    }
  }

  /// The width a grouped table's footer titles wrap at on the file's canvas
  /// (``SystemMetrics/groupedFooterTitleWidth(tableWidth:sectionInset:separatorInset:)``): the
  /// screen's width (the table's saved one without a known device), less the separator inset
  /// and an inset-grouped table's section inset on each side.
  func footerTitleWidth(of table: Document.View, for ios: IOSVersion) -> Double {
    let width = canvasScreenWidth ?? table.frame?.width ?? 0
    let side =
      table.attributes["style"] == "insetGrouped"
      ? SystemMetrics.insetGroupedSectionInset(tableWidth: width, for: ios) ?? 0 : 0
    return SystemMetrics.groupedFooterTitleWidth(
      tableWidth: width, sectionInset: side,
      separatorInset: separatorInset(cellWidth: width, for: ios))
  }

  /// A section's header and footer as the note on a cell the rules cannot place names them:
  /// "titled footer", "automatic (-1) untitled header" …
  static func describe(_ section: Document.TableSection, _ header: Double, _ footer: Double)
    -> String
  {
    func part(_ title: String?, _ height: Double, _ name: String) -> String {
      (title == nil && height < 0 ? "automatic (-1) " : "")
        + (title == nil ? "untitled " : "titled ") + name
    }
    return part(section.headerTitle, header, "header") + " or " + part(section.footerTitle, footer, "footer")
  }

  /// The IB ids of the cells and content views `plans` place: they are imported without their
  /// saved frames.
  static func placedIDs(_ plans: [RowPlan]) -> Set<String> {
    Set(
      plans.flatMap {
        [$0.cell.id] + ($0.contentView.map { [$0.view.id] } ?? [])
          + ($0.labels.map { [$0.text.id] + ($0.detail.map { [$0.id] } ?? []) } ?? [])
      })
  }

  /// Whether the file's canvas drew `table`'s rows below the bars over it: `table` is the root
  /// of a controller shown under a translucent navigation bar, in a file of Xcode 7 or 8.0
  /// (``IOSVersionChoice/savesRowsBelowTopBars(_:)``), so the rows start at the safe area's top,
  /// the status bar and the navigation bar below the table's (the canvas's 64 on an iPhone).
  func savesRowsBelowTopBars(of table: Document.View) -> Bool {
    guard table.id == root.id, let controller, IOSVersionChoice.savesRowsBelowTopBars(document)
    else { return false }
    let (embed, _, opaque) = StoryboardImporter.embedding(of: controller, in: document)
    return embed.contains("navigation") && !opaque.contains("navigation")
  }

  /// Whether `table` is the scene's root and its navigation bar shows a large title
  /// (``LargeTitleChoice/showsLargeTitle``): a grouped table's titled first header is then
  /// shorter from iOS 16
  /// (``SystemMetrics/groupedSectionHeaderHeight(titled:isFirst:footerTitled:sectionHeaderHeight:scale:for:belowLargeTitle:)``).
  func showsLargeTitle(over table: Document.View) -> Bool {
    guard table.id == root.id, let controller else { return false }
    let (_, bar, _) = StoryboardImporter.embedding(of: controller, in: document)
    return LargeTitleChoice(controller, navigationBar: bar, in: document, ios: nil).showsLargeTitle
  }

  /// The constraints that place `plans`' cells in `table` (already imported: their ids are in
  /// ``items``).
  func constraintsPlacing(_ plans: [RowPlan], in table: Document.View) -> [ImportedConstraint] {
    guard let tableItem = items[table.id] else { return [] }
    let header = table.subviews.first { $0.key == "tableHeaderView" }.flatMap { items[$0.id] }
    var above = header.map { "\($0).bottom" } ?? "\(tableItem).top"
    if header == nil, savesRowsBelowTopBars(of: table) { above = "safeArea.top" }
    var result: [ImportedConstraint] = []
    func add(_ text: String, _ id: String) {
      result.append(ImportedConstraint(id: nil, text: text, interfaceBuilderID: id))
    }
    for plan in plans {
      guard let cell = items[plan.cell.id] else { break }
      let source = "\(plan.cell.id) (row)"
      add("\(cell).leading == \(tableItem).leading" + Self.offset(plan.sideInset), source)
      add("\(cell).width == \(tableItem).width" + Self.offset(-2 * plan.sideInset), source)
      add("\(cell).top == \(above)" + Self.offset(plan.top), source)
      if let height = plan.height {
        add("\(cell).height == \(ScenarioWriter.number(height))", source)
      }
      if let (view, narrower, shorter) = plan.contentView, let content = items[view.id] {
        let source = "\(view.id) (content view)"
        add("\(content).leading == \(cell).leading", source)
        add("\(content).top == \(cell).top", source)
        add("\(content).width == \(cell).width" + Self.offset(-narrower), source)
        add("\(content).height == \(cell).height" + Self.offset(-shorter), source)
        if let labels = plan.labels { result += constraintsPlacing(labels, in: content) }
        if plan.height == nil {
          // UITableView sizes the row with systemLayoutSizeFitting: the width required, the
          // height as small as the content's constraints allow (UILayoutFittingCompressedSize
          // at UILayoutPriorityFittingSizeLevel, 50).
          add("\(content).height == 0 @ 50", source)
        }
      }
      above = "\(cell).bottom"
    }
    return result
  }

  /// The constraints that place a styled cell's labels in its content view (already imported as
  /// `content`): UITableViewCell lays them out in `layoutSubviews`. The subtitle style's pair is
  /// centred by a layout guide the importer adds to the content view (``labelGuideName(in:)``).
  func constraintsPlacing(_ labels: CellLabels, in content: String) -> [ImportedConstraint] {
    guard let text = items[labels.text.id] else { return [] }
    let rules = SystemMetrics.cellLabelConstraints(
      labels.style, leading: labels.leading, trailing: labels.trailing)
    let detail = labels.detail.flatMap { items[$0.id] }
    func name(_ part: SystemMetrics.CellPart) -> String? {
      switch part {
      case .contentView: content
      case .textLabel: text
      case .detailTextLabel: detail
      case .labels: Self.labelGuideName(in: content)
      }
    }
    let source = "\(labels.text.id) (\(labels.style.rawValue) style labels)"
    return rules.compactMap { rule in
      guard let first = name(rule.first) else { return nil }
      let head = "\(first).\(rule.firstAttribute.rawValue) \(rule.relation.rawValue) "
      guard let part = rule.second, let attribute = rule.secondAttribute else {
        return ImportedConstraint(
          id: nil, text: head + ScenarioWriter.number(rule.constant), interfaceBuilderID: source)
      }
      guard let second = name(part) else { return nil }
      return ImportedConstraint(
        id: nil, text: head + "\(second).\(attribute.rawValue)" + Self.offset(rule.constant),
        interfaceBuilderID: source)
    }
  }

  /// The layout guide that centres a subtitle cell's labels in the content view `content`.
  static func labelGuideName(in content: String) -> String { "\(content)_labels" }

  /// ` + 8`, ` - 8`, or nothing for 0.
  static func offset(_ value: Double) -> String {
    if value > 0 { return " + " + ScenarioWriter.number(value) }
    if value < 0 { return " - " + ScenarioWriter.number(-value) }
    return ""
  }
}
