import AutoLayout
import InterfaceBuilderDocument

/// A plain table's prototype cells placed by the engine as UITableView places its rows: each cell
/// as wide as the table, one below the other (the first below the table's header view and the
/// section header), as tall as its row height; its content view the cell less the accessory and
/// the separator (``SystemMetrics``'s table metrics for the file's release). The importer writes
/// this as constraints, so the cells follow the table's solved width and count in the fidelity
/// check. A cell the rules cannot place (a self-sizing row, a grouped or static table, whose
/// sections and their headers are not read) keeps Xcode's frame and is not counted.
extension SceneImporter {
  /// One row the engine places.
  struct RowPlan {
    var cell: Document.View
    /// Distance from the anchor above (the table's top, its header view's bottom, or the
    /// previous row's bottom).
    var top: Double
    var height: Double
    /// The content view and how much narrower and shorter than the cell it is; nil when the
    /// accessory's width is not known for the release (the content view keeps Xcode's frame).
    var contentView: (view: Document.View, narrower: Double, shorter: Double)?
  }

  /// The rows of `table` the engine can place, in order: the leading run of cells whose heights
  /// are fixed. Empty for anything but a plain table of prototype cells.
  func rowPlans(of table: Document.View) -> [RowPlan] {
    let attributes = table.attributes
    guard table.elementName == "tableView", [nil, "plain"].contains(attributes["style"]),
      attributes["dataMode"] == "prototypes"
    else { return [] }
    let ios = IOSVersionChoice.ios(forToolsVersion: document.toolsVersion) ?? .newest
    // UITableView's defaults: 44-point rows, 22-point plain section headers.
    let tableRow = attributes["rowHeight"].flatMap(Double.init) ?? 44
    let sectionHeader = attributes["sectionHeaderHeight"].flatMap(Double.init) ?? 22
    // The separator inset follows the screen's width (the table's margins come from the root
    // view's); a file without a known device falls back on the cell's saved width.
    let screenWidth = document.device.flatMap { device in
      DeviceCatalog.device(named: device.id).map {
        device.orientation == .landscape
          ? $0.portraitSize.value.height : $0.portraitSize.value.width
      }
    }
    var plans: [RowPlan] = []
    for cell in table.subviews where cell.placement == .cell {
      let height = cell.attributes["rowHeight"].flatMap(Double.init) ?? tableRow
      // A self-sizing row (UITableView.automaticDimension, -1) is as tall as its content.
      guard height > 0, cell.elementName == "tableViewCell" else { break }
      let top = plans.isEmpty ? SystemMetrics.plainSectionHeaderHeight(sectionHeader, for: ios) : 0
      var plan = RowPlan(cell: cell, top: top, height: height)
      let accessory =
        SystemMetrics.CellAccessory(rawValue: cell.attributes["accessoryType"] ?? "none") ?? .none
      if let content = cell.subviews.first(where: { $0.elementName == "tableViewCellContentView" }),
        let width = screenWidth ?? cell.frame?.width,
        let narrower = SystemMetrics.accessoryWidth(
          accessory, margin: SystemMetrics.cellSeparatorInset(cellWidth: width, for: ios), for: ios)
      {
        plan.contentView = (content, narrower, SystemMetrics.cellSeparatorHeight(for: ios))
      }
      plans.append(plan)
    }
    return plans
  }

  /// The IB ids of the cells and content views `plans` place: they are imported without their
  /// saved frames.
  static func placedIDs(_ plans: [RowPlan]) -> Set<String> {
    Set(plans.flatMap { [$0.cell.id] + ($0.contentView.map { [$0.view.id] } ?? []) })
  }

  /// The constraints that place `plans`' cells in `table` (already imported: their ids are in
  /// ``items``).
  func constraintsPlacing(_ plans: [RowPlan], in table: Document.View) -> [ImportedConstraint] {
    guard let tableItem = items[table.id] else { return [] }
    let header = table.subviews.first { $0.key == "tableHeaderView" }.flatMap { items[$0.id] }
    var above = header.map { "\($0).bottom" } ?? "\(tableItem).top"
    var result: [ImportedConstraint] = []
    func add(_ text: String, _ id: String) {
      result.append(ImportedConstraint(id: nil, text: text, interfaceBuilderID: id))
    }
    for plan in plans {
      guard let cell = items[plan.cell.id] else { break }
      let source = "\(plan.cell.id) (row)"
      add("\(cell).leading == \(tableItem).leading", source)
      add("\(cell).width == \(tableItem).width", source)
      add("\(cell).top == \(above)" + Self.offset(plan.top), source)
      add("\(cell).height == \(ScenarioWriter.number(plan.height))", source)
      if let (view, narrower, shorter) = plan.contentView, let content = items[view.id] {
        let source = "\(view.id) (content view)"
        add("\(content).leading == \(cell).leading", source)
        add("\(content).top == \(cell).top", source)
        add("\(content).width == \(cell).width" + Self.offset(-narrower), source)
        add("\(content).height == \(cell).height" + Self.offset(-shorter), source)
      }
      above = "\(cell).bottom"
    }
    return result
  }

  /// ` + 8`, ` - 8`, or nothing for 0.
  static func offset(_ value: Double) -> String {
    if value > 0 { return " + " + ScenarioWriter.number(value) }
    if value < 0 { return " - " + ScenarioWriter.number(-value) }
    return ""
  }
}
