import Cassowary

// UITableViewCell's built-in styles: where `textLabel` and `detailTextLabel` go in the content
// view. UIKit places them in `layoutSubviews` (UITableViewCell.CellStyle's documentation: "the
// larger of the text labels is accessed using the textLabel property and the smaller using the
// detailTextLabel property"); the simulator writes the same frames as constraints, so the labels
// are laid out by the engine and follow the cell's solved width and height. Guides/UIKitVersions.md
// has the table of the numbers.

extension SystemMetrics {
  /// `UITableViewCell.CellStyle`, with UIKit's case names.
  public enum CellStyle: String, Hashable, Sendable, CaseIterable {
    /// A text label, left-aligned, filling the content view's height ("Basic" in Xcode).
    case `default`
    /// A text label above a smaller detail label, both left-aligned ("Subtitle").
    case subtitle
    /// A left-aligned text label and a right-aligned detail label on one line ("Right Detail").
    case value1
    /// A right-aligned blue text label in a column, then a left-aligned detail ("Left Detail").
    case value2

    /// The style of Interface Builder's `style="IBUITableViewCellStyle…"`; nil for another value.
    public init?(interfaceBuilderStyle: String) {
      switch interfaceBuilderStyle {
      case "IBUITableViewCellStyleDefault": self = .default
      case "IBUITableViewCellStyleSubtitle": self = .subtitle
      case "IBUITableViewCellStyleValue1": self = .value1
      case "IBUITableViewCellStyleValue2": self = .value2
      default: return nil
      }
    }

    /// Whether the style shows a `detailTextLabel` (the default style has none).
    public var hasDetailTextLabel: Bool { self != .default }
  }

  /// A part of a styled cell that the style's constraints relate.
  public enum CellPart: String, Hashable, Sendable, CaseIterable {
    case contentView, textLabel, detailTextLabel
    /// A layout guide around the subtitle style's two labels, which UIKit centres as a pair.
    case labels
  }

  /// One relation of a styled cell's layout: `first.firstAttribute relation second.secondAttribute
  /// + constant` (or `first.firstAttribute relation constant` without a second part), required.
  public struct CellLabelConstraint: Hashable, Sendable {
    public var first: CellPart
    public var firstAttribute: LayoutAttribute
    public var relation: Relation
    public var second: CellPart?
    public var secondAttribute: LayoutAttribute?
    public var constant: Double

    public init(
      _ first: CellPart, _ firstAttribute: LayoutAttribute, _ relation: Relation,
      _ second: CellPart? = nil, _ secondAttribute: LayoutAttribute? = nil, _ constant: Double = 0
    ) {
      self.first = first
      self.firstAttribute = firstAttribute
      self.relation = relation
      self.second = second
      self.secondAttribute = secondAttribute
      self.constant = constant
    }
  }

  /// The constraints that place a styled cell's labels in its content view, the text starting
  /// `leading` points from the content view's leading edge (the separator inset,
  /// ``cellSeparatorInset(cellWidth:for:)``) and ending at most `trailing` points before its
  /// trailing edge (``cellLabelTrailingInset(hasAccessory:separatorInset:for:)``).
  /// - default: the text label fills the content view's height between the insets (Xcode saves
  ///   basic cells' labels so: y 0, as tall as the content view; Refresh, AdaptivePopover,
  ///   TwitterSearch, DarkTheme, Restorer, Archive/Styles).
  /// - subtitle: both labels start at the leading inset, as wide as their text up to the
  ///   trailing inset, the detail right below the text, the pair centred in the content view
  ///   (DynamicContainer, Xcode 10: a 20.5-point headline at x 20, y 3 and an 18-point
  ///   subheadline at y 23.5 in a 43.5-point content view; centred, the pair's top is
  ///   (43.5 − 38.5) / 2 = 2.5, within the half point of the check).
  /// - value1: the text label at the leading inset and the detail label ending at the trailing
  ///   inset, each as wide as its text and centred vertically, the detail never overlapping the
  ///   text (a public app's Xcode 7 storyboard: 19.5-point labels at y 12 in a 43.5-point content
  ///   view, the detail ending 15 points before the content view's trailing edge, the separator
  ///   inset).
  /// - value2: the text label a fixed column (``value2TextColumnWidth``) at the leading inset,
  ///   the detail label ``value2DetailSpacing`` after it, as wide as its text up to the trailing
  ///   inset, both centred vertically (TableSample, Xcode 11: 16-point labels at y 14 in a
  ///   43.5-point content view, (43.5 − 16) / 2 = 13.75).
  ///
  /// With `fromMargins`, `leading` and `trailing` count from the content view's layout margins
  /// instead of its edges (`.leadingMargin`, `.trailingMargin`): from iOS 11 the margins are the
  /// separator inset at the sides, and the trailing inset beside an accessory
  /// (``cellContentViewMargins(separatorInset:hasAccessory:for:)``), so the labels follow the
  /// margins the engine sets for the window's width with 0 and 0.
  public static func cellLabelConstraints(
    _ style: CellStyle, leading: Double, trailing: Double, fromMargins: Bool = false
  ) -> [CellLabelConstraint] {
    typealias C = CellLabelConstraint
    let lead: LayoutAttribute = fromMargins ? .leadingMargin : .leading
    let trail: LayoutAttribute = fromMargins ? .trailingMargin : .trailing
    switch style {
    case .default:
      return [
        C(.textLabel, .leading, .equal, .contentView, lead, leading),
        C(.textLabel, .trailing, .equal, .contentView, trail, -trailing),
        C(.textLabel, .top, .equal, .contentView, .top),
        C(.textLabel, .bottom, .equal, .contentView, .bottom),
      ]
    case .subtitle:
      return [
        C(.textLabel, .leading, .equal, .contentView, lead, leading),
        C(.detailTextLabel, .leading, .equal, .contentView, lead, leading),
        C(.textLabel, .trailing, .lessThanOrEqual, .contentView, trail, -trailing),
        C(.detailTextLabel, .trailing, .lessThanOrEqual, .contentView, trail, -trailing),
        C(.detailTextLabel, .top, .equal, .textLabel, .bottom),
        C(.labels, .top, .equal, .textLabel, .top),
        C(.labels, .bottom, .equal, .detailTextLabel, .bottom),
        C(.labels, .leading, .equal, .contentView, lead, leading),
        C(.labels, .width, .equal, nil, nil, 0),
        C(.labels, .centerY, .equal, .contentView, .centerY),
        C(.labels, .top, .greaterThanOrEqual, .contentView, .top),
        C(.labels, .bottom, .lessThanOrEqual, .contentView, .bottom),
      ]
    case .value1:
      return [
        C(.textLabel, .leading, .equal, .contentView, lead, leading),
        C(.detailTextLabel, .trailing, .equal, .contentView, trail, -trailing),
        C(.detailTextLabel, .leading, .greaterThanOrEqual, .textLabel, .trailing),
        C(.textLabel, .centerY, .equal, .contentView, .centerY),
        C(.detailTextLabel, .centerY, .equal, .contentView, .centerY),
        C(.textLabel, .top, .greaterThanOrEqual, .contentView, .top),
        C(.detailTextLabel, .top, .greaterThanOrEqual, .contentView, .top),
      ]
    case .value2:
      return [
        C(.textLabel, .leading, .equal, .contentView, lead, leading),
        C(.textLabel, .width, .equal, nil, nil, value2TextColumnWidth),
        C(.detailTextLabel, .leading, .equal, .textLabel, .trailing, value2DetailSpacing),
        C(.detailTextLabel, .trailing, .lessThanOrEqual, .contentView, trail, -trailing),
        C(.textLabel, .centerY, .equal, .contentView, .centerY),
        C(.detailTextLabel, .centerY, .equal, .contentView, .centerY),
        C(.textLabel, .top, .greaterThanOrEqual, .contentView, .top),
        C(.detailTextLabel, .top, .greaterThanOrEqual, .contentView, .top),
      ]
    }
  }

  /// Whether the simulator knows where `style` puts its labels on `version`: the left-detail
  /// style from iOS 13 (the one canvas that shows it, TableSample's, is Xcode 11's; its column
  /// may have been another width before), the other styles on every release.
  public static func knowsCellLabelLayout(_ style: CellStyle, for version: IOSVersion) -> Bool {
    style != .value2 || version >= .iOS13
  }

  /// The width of a left-detail (`value2`) cell's text column, in which its `textLabel` is
  /// right-aligned whatever its text: 91 points (TableSample, a public app's Xcode 11 storyboard,
  /// saved twice by toolsVersions 15505 and 15702: "Title" right-aligned in a 91-point label at
  /// x 20 of a 414-point content view). UITableViewCell.CellStyle.value2's documentation
  /// describes the column ("a label on the left side of the cell with text that is
  /// right-aligned"); that it keeps 91 at another width is an assumption no other canvas found
  /// confirms.
  public static let value2TextColumnWidth = 91.0

  /// The space between a left-detail cell's text column and its `detailTextLabel`: 6 points
  /// (the same file: the detail at x 117 after the column's 20 + 91).
  public static let value2DetailSpacing = 6.0

  /// How far a styled cell's labels end, at most, before its content view's trailing edge: the
  /// separator inset without an accessory; beside an accessory 8 from iOS 13 and 0 on iOS 12, nil
  /// before (``basicTextLabelTrailingInset(hasAccessory:separatorInset:for:)``, the one rule).
  public static func cellLabelTrailingInset(
    hasAccessory: Bool, separatorInset: Double, for version: IOSVersion
  ) -> Double? {
    basicTextLabelTrailingInset(
      hasAccessory: hasAccessory, separatorInset: separatorInset, for: version)
  }

  /// The text styles of a styled cell's labels on iOS 13 and later, where the simulator models
  /// styled cells in scenarios (before it a row's content view is a pixel of the screen shorter
  /// than the row, ``cellSeparatorHeight(for:scale:)``, which a scenario's table does not model);
  /// nil for an earlier release. The corpora save new basic cells' labels in
  /// `UICTFontTextStyleBody` (DarkTheme, Xcode 12; TwitterSearch, Xcode 11; AutoLayout, Xcode 8;
  /// AdaptivePopover keeps an older cell's 16-point system font):
  /// - default: body;
  /// - subtitle: body, and subheadline for the detail (DynamicContainer's subtitle cell saves
  ///   `UICTFontTextStyleSubhead` for its detail; UITableViewCell.CellStyle.subtitle: "a
  ///   left-aligned label below it in smaller gray text");
  /// - value1: body for both (a public app's Xcode 7 storyboard saves its right-detail cell's
  ///   two labels in one font, 16-point system, where the other styles' details are smaller);
  /// - value2: footnote for both (TableSample, Xcode 11, saves its left-detail cell's two
  ///   labels in 13-point system, 16 tall: the footnote style's size at the Large setting).
  public static func cellLabelTextStyles(_ style: CellStyle, for version: IOSVersion)
    -> (text: TextStyle, detail: TextStyle?)?
  {
    guard version >= .iOS13 else { return nil }
    switch style {
    case .default: return (.body, nil)
    case .subtitle: return (.body, .subheadline)
    case .value1: return (.body, .body)
    case .value2: return (.footnote, .footnote)
    }
  }

  /// UITableView's standard row height, `rowHeight`'s default: 44 points (the Human Interface
  /// Guidelines' minimum tappable height; Xcode saves default rows 44 tall in every corpus file).
  /// A styled cell that sizes itself is never shorter than this, its separator included
  /// (``selfSizingStyledCellContentHeight(_:scale:for:)``: 43.5 + 0.5 on the corpora's @2x canvases).
  public static let standardRowHeight = 44.0
}

extension SystemMetrics {
  /// UITableView's table styles (`UITableView.Style`).
  public enum TableStyle: String, Hashable, Sendable, CaseIterable {
    case plain, grouped, insetGrouped
  }

  /// How far an inset-grouped table's sections are inset from each side (iOS 13 and later): the
  /// table's layout margins, as `UITableView.Style.insetGrouped`'s documentation says ("a table
  /// view where the grouped sections are inset with rounded corners"; the inset is the table's
  /// `layoutMargins`): ``cellSeparatorInset(cellWidth:for:)``, 16 points on a table up to 375
  /// wide and 20 on a wider one (ZFAbox/EmojiDictionary, Xcode 16: an inset-grouped table's
  /// cells at x 20, 353 wide, on the 393-point canvas). Nil before iOS 13, which had
  /// no inset-grouped style.
  public static func insetGroupedSectionInset(tableWidth: Double, for version: IOSVersion)
    -> Double?
  {
    guard version >= .iOS13 else { return nil }
    return cellSeparatorInset(cellWidth: tableWidth, for: version)
  }
}
