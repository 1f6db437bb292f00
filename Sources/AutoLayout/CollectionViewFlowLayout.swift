// UICollectionViewFlowLayout: one section's items in lines, as UIKit places them. The rules, and
// where each comes from:
// - Items go along a line (left to right when scrolling vertically, top to bottom when scrolling
//   horizontally) while they fit the collection's width minus the section insets with at least
//   `minimumInteritemSpacing` between them; the next item starts a new line `minimumLineSpacing`
//   below (Apple, Collection View Programming Guide for iOS, "Using a Flow Layout": "the flow
//   layout adds as many cells as it can to the current line … the spacing you specify is the
//   minimum"; the line spacing "between successive lines").
// - A line's leftover space is shared between its items, the first at the leading inset and the
//   last at the trailing one (same guide, "Figure 3-3 … the actual spacing may be larger"); a
//   line of one item centres it (the grid of same-sized items whose width leaves room for one:
//   Archive-era corpus files, and UIKit's `rowAlignmentOptions`, whose default common-row
//   alignment is justified, which centres a lone item).
// - The last line of items of different sizes starts at the leading inset with the minimum
//   spacing (rdar://20825965, "UICollectionViewFlowLayout's last row is left-aligned by default
//   if items have a non-uniform height … the case since iOS 6"); items of one size keep the
//   full lines' columns on it (the grid the importer's corpus files saved).
// - Each item is centred across its line, whose thickness is its tallest item's (UIKit's default
//   `UIFlowLayoutRowVerticalAlignmentKey`, centre; the same radar's sample).
// - The header (`headerReferenceSize`, only its height counts when scrolling vertically, only
//   its width horizontally) comes before the section inset, the footer after it (UICollection-
//   ViewFlowLayout reference: "only the height is used … the width is the collection view's").
// - Defaults: 50 × 50 items, 10-point spacings, no insets, no header or footer (UICollection-
//   ViewFlowLayout reference, each property's "default value").
// - `sectionInsetReference` (iOS 11): the insets count from the content inset (default), or add
//   the safe area's or the layout margins' insets on the sides across the scrolling direction
//   (UICollectionViewFlowLayout.SectionInsetReference reference; WWDC 2017 "Designing for iPhone
//   X": in landscape, items reach under the sensor housing unless inset from the safe area).

/// UICollectionViewFlowLayout's settings for one section.
public struct FlowLayout: Hashable, Sendable {
  /// `UICollectionView.ScrollDirection`.
  public enum ScrollDirection: String, Hashable, Sendable, CaseIterable {
    case vertical, horizontal
  }

  /// `UICollectionViewFlowLayout.SectionInsetReference`.
  public enum SectionInsetReference: String, Hashable, Sendable, CaseIterable {
    case fromContentInset, fromSafeArea, fromLayoutMargins
  }

  /// `itemSize`, or `automaticSize` (self-sizing: each cell sized by its content's constraints).
  public enum ItemSize: Hashable, Sendable {
    case fixed(Size)
    case automatic
  }

  public var scrollDirection: ScrollDirection = .vertical
  public var itemSize: ItemSize = .fixed(Size(width: 50, height: 50))
  public var minimumInteritemSpacing = 10.0
  public var minimumLineSpacing = 10.0
  public var sectionInset = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
  public var headerReferenceSize = Size(width: 0, height: 0)
  public var footerReferenceSize = Size(width: 0, height: 0)
  public var sectionInsetReference: SectionInsetReference = .fromContentInset

  public init() {}

  /// Where the layout puts everything, in the content's coordinates.
  public struct Placement: Hashable, Sendable {
    public var items: [Rect]
    public var header: Rect
    public var footer: Rect
    public var contentSize: Size
  }

  /// Places items of `sizes` in a collection whose visible content area is `bounds` (its size
  /// less the adjusted content inset), `reference` being the extra insets
  /// ``sectionInsetReference`` adds (only the sides across the scrolling direction count).
  public func place(_ sizes: [Size], in bounds: Size, reference: EdgeInsets = .zero) -> Placement {
    let vertical = scrollDirection == .vertical
    // Worked on as if scrolling vertically: "across" runs along a line, "down" from line to line.
    func across(_ s: Size) -> Double { vertical ? s.width : s.height }
    func down(_ s: Size) -> Double { vertical ? s.height : s.width }
    let inset = sectionInset
    let (before, after) =
      vertical
      ? (inset.left + reference.left, inset.right + reference.right)
      : (inset.top + reference.top, inset.bottom + reference.bottom)
    let (top, bottom) = vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
    let extent = (vertical ? bounds.width : bounds.height)
    let available = extent - before - after
    let lines = breakLines(sizes.map(across), available: available)
    let uniform = sizes.allSatisfy { $0 == sizes.first }
    // Same-sized items sit in columns: as many as fit, spread across the full width.
    let gridOffsets =
      uniform && !sizes.isEmpty
      ? offsets(
        Array(repeating: across(sizes[0]), count: columns(of: across(sizes[0]), available)),
        available, last: false)
      : []
    let header = down(headerReferenceSize)
    var line = header + top
    var placed = [Rect](repeating: .zero, count: sizes.count)
    for (number, items) in lines.enumerated() {
      let thickness = items.map { down(sizes[$0]) }.max() ?? 0
      let starts =
        uniform
        ? Array(gridOffsets.prefix(items.count))
        : offsets(items.map { across(sizes[$0]) }, available, last: number == lines.count - 1)
      for (index, item) in items.enumerated() {
        let a = before + starts[index]
        let d = line + (thickness - down(sizes[item])) / 2
        placed[item] = vertical
          ? Rect(x: a, y: d, width: sizes[item].width, height: sizes[item].height)
          : Rect(x: d, y: a, width: sizes[item].width, height: sizes[item].height)
      }
      line += thickness + (number == lines.count - 1 ? 0 : minimumLineSpacing)
    }
    let footerStart = line + bottom
    let footer = down(footerReferenceSize)
    let length = footerStart + footer
    func band(_ start: Double, _ thickness: Double) -> Rect {
      vertical
        ? Rect(x: 0, y: start, width: extent, height: thickness)
        : Rect(x: start, y: 0, width: thickness, height: extent)
    }
    return Placement(
      items: placed, header: band(0, header), footer: band(footerStart, footer),
      contentSize: vertical ? Size(width: extent, height: length) : Size(width: length, height: extent))
  }

  /// The items' indices line by line: each line takes items while they fit `available` with the
  /// minimum spacing between them; an item too long for any line has one to itself.
  func breakLines(_ lengths: [Double], available: Double) -> [[Int]] {
    var lines: [[Int]] = []
    var used = 0.0
    for (index, length) in lengths.enumerated() {
      if var current = lines.last, used + minimumInteritemSpacing + length <= available + 1e-9 {
        current.append(index)
        lines[lines.count - 1] = current
        used += minimumInteritemSpacing + length
      } else {
        lines.append([index])
        used = length
      }
    }
    return lines
  }

  /// How many items of `length` fit on a line of `available` with the minimum spacing (at
  /// least one).
  func columns(of length: Double, _ available: Double) -> Int {
    guard length > 0 else { return 1 }
    return max(1, Int(((available + minimumInteritemSpacing) / (length + minimumInteritemSpacing)) + 1e-9))
  }

  /// Where along its line each item starts: justified (the leftover space shared between the
  /// items), a lone item centred, the last line of a section packed at the minimum spacing.
  func offsets(_ lengths: [Double], _ available: Double, last: Bool) -> [Double] {
    let total = lengths.reduce(0, +)
    if lengths.count == 1 {
      // Centred whatever its length: one longer than the line overhangs both sides equally.
      return [last ? 0 : (available - total) / 2]
    }
    let spacing =
      last
      ? minimumInteritemSpacing
      : max(minimumInteritemSpacing, (available - total) / Double(lengths.count - 1))
    var result: [Double] = []
    var position = 0.0
    for length in lengths {
      result.append(position)
      position += length + spacing
    }
    return result
  }
}
