import Cassowary

// A UITableView: a scroll view with a ``View/tableLayout`` whose subviews are its rows (each a
// cell's content view), in order. UIKit sets each cell's frame from its row height (or, for a
// self-sizing row, its content's `systemLayoutSizeFitting` at the fitting-size priority) and
// sets the content view's margins itself; here those become constraints UIKit's own, whose
// constants follow the window's iOS release, width and scale (``TableLayout/geometry(rootWidth:
// scale:for:)``): a rotation, another device or a Dynamic Type change lays the rows out again
// as any pass does.
extension LayoutEngine {
  /// Places every table view's rows for the window as it is now and the table's safe area in
  /// the current solution; true when some constant changed (the pass then solves again).
  @discardableResult mutating func refreshTableLayouts() -> Bool {
    guard !tableViews.isEmpty else { return false }
    let rootWidth = window.rootFrame.width
    var changed = false
    for table in tableViews where isInTree(table) {
      guard let layout = nodes[table.rawValue].view.tableLayout,
        var geometry = layout.geometry(rootWidth: rootWidth, scale: window.scale, for: window.ios)
      else { continue }
      if SystemMetrics.insetsContentViewsToSafeArea(for: window.ios) {
        // `insetsContentViewsToSafeArea` (iOS 11): the cells' content views stay inside the
        // table's safe area, so a phone with a sensor housing on its side keeps the rows clear
        // of it.
        let frames = currentFrames(of: ancestors(of: table).map { .view($0) })
        let safe = safeAreaInsets(of: table, frames: frames)
        geometry.leadingInset += isRightToLeft(table) ? safe.right : safe.left
        geometry.narrower += safe.left + safe.right
      }
      let placement = TablePlacement(geometry: geometry, rows: nodes[table.rawValue].subviews)
      guard tablePlacements[table] != placement else { continue }
      tablePlacements[table] = placement
      changed = placeRows(of: table, geometry) || changed
    }
    return changed
  }

  /// One table's rows: each row's margins, leading inset, width, height and place below the row
  /// above (or the content's top), the last one's distance to the content's bottom.
  private mutating func placeRows(of table: ViewID, _ geometry: TableLayout.Geometry) -> Bool {
    let before = rowConstants(of: table)
    let rows = nodes[table.rawValue].subviews
    let rightToLeft = isRightToLeft(table)
    let content = LayoutItem.guide(table, .contentLayout)
    let tableWidth = LinearExpression(variablesCreatingGuide(.view(table)).width)
    for (index, row) in rows.enumerated() {
      let margins = LayoutMargins.directional(geometry.margins)
      if nodes[row.rawValue].view.layoutMargins != margins {
        nodes[row.rawValue].view.layoutMargins = margins
      }
      let v = variablesCreatingGuide(.view(row))
      let leading = attributeExpression(.view(row), .leading, rightToLeft: rightToLeft)
      let contentLeading = attributeExpression(content, .leading, rightToLeft: rightToLeft)
      setSystem(.tableRow(row, .left), geometry.leadingInset) { k in leading == contentLeading + k }
      setSystem(.tableRow(row, .width), geometry.narrower) { k in v.width == tableWidth - k }
      let gap = index < geometry.gaps.count ? geometry.gaps[index] : 0
      let above =
        index == 0
        ? LinearExpression(variablesCreatingGuide(content).top)
        : bottom(of: rows[index - 1]) + geometry.separator
      setSystem(.tableRow(row, .top), gap) { k in v.top == above + k }
      if let height = geometry.rowHeight {
        setSystem(.tableRow(row, .height), height) { k in v.height == k }
      } else {
        // `systemLayoutSizeFitting` with a zero height at `.fittingSizeLevel`: as short as the
        // content's constraints allow.
        setSystem(.tableRow(row, .height), 0, priority: .fittingSizeLevel) { k in v.height == k }
      }
      setSystem(.tableRowMinimum(row), geometry.minimumRowHeight) { k in v.height >= k }
      let isLast = index == rows.count - 1
      let contentBottom = bottom(of: content)
      setSystem(.tableRow(row, .bottom), isLast ? geometry.separator + geometry.end : nil) { k in
        v.top + v.height == contentBottom - k
      }
    }
    return rowConstants(of: table) != before
  }

  /// The constants of the constraints placing `table`'s rows across, which the table's safe
  /// area moves (the others follow the window only, and are set before the pass's first solve).
  private func rowConstants(of table: ViewID) -> [Double?] {
    nodes[table.rawValue].subviews.flatMap { row in
      [
        systemConstraints[.tableRow(row, .left)]?.constant,
        systemConstraints[.tableRow(row, .width)]?.constant,
      ]
    }
  }

  private mutating func bottom(of item: LayoutItem) -> LinearExpression {
    let v = variablesCreatingGuide(item)
    return v.top + v.height
  }

  private mutating func bottom(of row: ViewID) -> LinearExpression { bottom(of: .view(row)) }

  /// Takes out what placed a row its table no longer holds, and the place of the row below it,
  /// which was measured from it (the next pass places that row below the one now above it).
  mutating func removeTableRowConstraints(of row: ViewID, in table: ViewID) {
    let v = variablesCreatingGuide(.view(row))
    for edge in [SystemConstraint.Edge.left, .top, .width, .height, .bottom] {
      setSystem(.tableRow(row, edge), nil) { k in v.width == k }
    }
    setSystem(.tableRowMinimum(row), nil) { k in v.height >= k }
    let rows = nodes[table.rawValue].subviews
    if let index = rows.firstIndex(of: row), index + 1 < rows.count {
      let next = rows[index + 1]
      setSystem(.tableRow(next, .top), nil) { k in v.top == k }
    }
  }
}

/// What a table's rows were placed for (``LayoutEngine/tablePlacements``).
struct TablePlacement: Equatable {
  var geometry: TableLayout.Geometry
  var rows: [ViewID]
}

