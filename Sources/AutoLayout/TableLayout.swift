// A UITableView's rows as UITableView lays them out: one below the other down the table's
// content, each section's rows below its header and above its footer, every row as wide as the
// table (less an inset-grouped table's section insets and the cell's accessory), with UIKit's
// cell margins. Every number is ``SystemMetrics``' (TableViewMetrics.swift, TableViewCellStyle
// .swift) for the window's iOS release and width, so a table follows a rotation, a `matrix:`
// device and the scenario's `ios:` like any view (LayoutEngine+TableLayout.swift applies it).
// Guides/UIKitVersions.md has the table of the numbers and their sources.

/// A table view's layout settings: its style, its rows' height and cell, and its sections.
public struct TableLayout: Hashable, Sendable {
  /// `rowHeight`: a number of points, or `UITableView.automaticDimension` (self-sizing rows, as
  /// tall as their content's constraints make them at the fitting-size priority).
  public enum RowHeight: Hashable, Sendable {
    case fixed(Double)
    case automatic
  }

  /// One section: how many rows it has, whether its header has a title, and its footer's title,
  /// whose lines make the footer's height.
  public struct Section: Hashable, Sendable {
    public var rowCount: Int
    public var hasHeaderTitle: Bool
    public var footerTitle: String?

    public init(rowCount: Int, hasHeaderTitle: Bool = false, footerTitle: String? = nil) {
      self.rowCount = rowCount
      self.hasHeaderTitle = hasHeaderTitle
      self.footerTitle = footerTitle
    }

    public var hasFooterTitle: Bool { footerTitle != nil }
  }

  public var style: SystemMetrics.TableStyle = .plain
  public var rowHeight: RowHeight = .automatic
  /// The cells' accessory, which narrows their content view.
  public var accessory: SystemMetrics.CellAccessory = .none
  /// Whether the cells have one of UIKit's built-in styles: such a self-sizing row is never
  /// shorter than the standard row (``SystemMetrics/standardRowHeight``).
  public var hasCellStyle = false
  public var sections: [Section] = []

  public init() {}

  /// The height of a grouped table's untitled section headers and footers, its
  /// `sectionHeaderHeight` and `sectionFooterHeight` as Xcode 11 saves a grouped table, 18
  /// (codeexamples' StaticTableDynamicType: `sectionHeaderHeight="18"`, the first row 18 down).
  public static let groupedUntitledSectionHeight = 18.0

  /// Where the rows go in a table on `ios`, in a window whose root view is `rootWidth` wide,
  /// on a screen of `scale`.
  public struct Geometry: Hashable, Sendable {
    /// How far each row is inset from the table's leading edge (an inset-grouped table's
    /// section inset), and how much narrower than the table it is (both section insets and
    /// the accessory).
    public var leadingInset = 0.0
    public var narrower = 0.0
    /// The cell content view's layout margins (UIKit sets them; the row is the content view).
    public var margins = DirectionalEdgeInsets.zero
    /// The separator below each row before iOS 13 (one pixel), which the row does not include.
    public var separator = 0.0
    /// The space above each row, in order: its section's header (and the previous section's
    /// footer) above a section's first row, 0 above the others.
    public var gaps: [Double] = []
    /// The space below the last row's separator: its section's footer.
    public var end = 0.0
    /// A fixed row's content view height (the row height less the separator); nil: self-sizing.
    public var rowHeight: Double?
    /// The least a self-sizing row may be (a styled cell's), nil for none.
    public var minimumRowHeight: Double?
  }

  /// The geometry on `ios` for a root view `rootWidth` wide on a screen of `scale`, or nil when
  /// the release's numbers are not known for this table (``unknownOn(_:)`` says which).
  /// The cell margins and the separator inset follow the root view's width, not the table's:
  /// a table's layout margins are the system minimum its view controller's view sets
  /// (``SystemMetrics/cellSeparatorInset(cellWidth:for:)``).
  public func geometry(rootWidth: Double, scale: Double, for ios: IOSVersion) -> Geometry? {
    guard unknownOn(ios) == nil else { return nil }
    var g = Geometry()
    let inset = SystemMetrics.cellSeparatorInset(cellWidth: rootWidth, for: ios)
    g.margins = SystemMetrics.cellContentViewMargins(
      separatorInset: inset, hasAccessory: accessory != .none, for: ios)
    g.narrower = SystemMetrics.accessoryWidth(accessory, margin: inset, scale: scale, for: ios) ?? 0
    if style == .insetGrouped,
      let side = SystemMetrics.insetGroupedSectionInset(tableWidth: rootWidth, for: ios)
    {
      g.leadingInset = side
      g.narrower += 2 * side
    }
    g.separator = SystemMetrics.cellSeparatorHeight(for: ios, scale: scale)
    switch rowHeight {
    case .fixed(let height): g.rowHeight = max(0, height - g.separator)
    case .automatic:
      if hasCellStyle { g.minimumRowHeight = SystemMetrics.standardRowHeight - g.separator }
    }
    let grouped = style != .plain
    // A footer's title wraps in the table's width less its insets; the table spans the root
    // view, as the cell margins assume.
    let titleWidth = SystemMetrics.groupedFooterTitleWidth(
      tableWidth: rootWidth, sectionInset: g.leadingInset, separatorInset: inset)
    var gap = 0.0
    for (index, section) in sections.enumerated() {
      if grouped {
        gap +=
          SystemMetrics.groupedSectionHeaderHeight(
            titled: section.hasHeaderTitle, isFirst: index == 0,
            footerTitled: section.hasFooterTitle,
            sectionHeaderHeight: Self.groupedUntitledSectionHeight, scale: scale, for: ios) ?? 0
      }
      for _ in 0..<section.rowCount {
        g.gaps.append(gap)
        gap = 0
      }
      if grouped {
        gap +=
          SystemMetrics.groupedSectionFooterHeight(
            title: section.footerTitle, sectionFooterHeight: Self.groupedUntitledSectionHeight,
            titleWidth: titleWidth, for: ios) ?? 0
      }
    }
    g.end = gap
    return g
  }

  /// What this table needs that the simulator does not know on `ios`, or nil when it knows
  /// everything: the accessory's width, the inset-grouped style, a grouped table's section
  /// heights.
  public func unknownOn(_ ios: IOSVersion) -> Unknown? {
    if SystemMetrics.accessoryWidth(accessory, margin: 0, scale: 0, for: ios) == nil { return .accessory }
    if style == .insetGrouped, SystemMetrics.insetGroupedSectionInset(tableWidth: 0, for: ios) == nil {
      return .style
    }
    guard style != .plain else { return nil }
    // Every section's header and footer as it is (titled or not) must be known on `ios`.
    let untitled = Section(rowCount: 0)
    for (index, section) in ([untitled] + sections).enumerated() {
      let header = SystemMetrics.groupedSectionHeaderHeight(
        titled: section.hasHeaderTitle, isFirst: index <= 1, footerTitled: section.hasFooterTitle,
        sectionHeaderHeight: 0, scale: 0, for: ios)
      let footer = SystemMetrics.groupedSectionFooterHeight(
        title: section.footerTitle, sectionFooterHeight: 0, titleWidth: .infinity, for: ios)
      if header == nil || footer == nil { return .sectionHeights }
    }
    return nil
  }

  /// A part of a table whose numbers a release lacks (``unknownOn(_:)``).
  public enum Unknown: Hashable, Sendable {
    case accessory, style, sectionHeights
  }

  /// How many rows the sections hold.
  public var rowCount: Int { sections.reduce(0) { $0 + $1.rowCount } }
}
