import AutoLayout
import InterfaceBuilderDocument

/// `<segmentedControl>`: imported as the scenario's `segmentedControl` with its titles, so the
/// engine sizes it from them (``SegmentedControlMetrics``, every release's look calibrated) and
/// it counts in `import --check`.
extension SceneImporter {
  /// The titles of a segmented control whose segments all have one and no image: the scenario's
  /// `segments`. nil for other views and for a control with an image segment (sized as before:
  /// its width is Xcode's).
  func segmentTitles(_ ib: Document.View) -> [String]? {
    guard ib.elementName == "segmentedControl", !ib.segments.isEmpty else { return nil }
    let titles = ib.segments.compactMap { $0.image == nil ? $0.title : nil }
    return titles.count == ib.segments.count ? titles : nil
  }

  /// Writes a titled segmented control's segments into `view` (and, where a segment has its own
  /// width, the size the engine's rule gives, which the scenario cannot say otherwise). Returns
  /// why its size is the file's: never, as the engine sizes every titled control.
  mutating func segmentedControlSize(
    of ib: Document.View, titles: [String], into view: inout ImportedView
  ) -> String? {
    let ios = IOSVersionChoice.ios(forToolsVersion: document.toolsVersion) ?? .newest
    let apportions = ib.attributes["apportionsSegmentWidthsByContent"] == "YES"
    view.properties.append(("segments", .list(titles.map { .text($0) })))
    if apportions { view.properties.append(("apportionsSegmentWidthsByContent", .bool(true))) }
    let height = SystemMetrics.intrinsicSize(of: .segmentedControl, for: ios)?.height
    let fixedWidths = ib.segments.map { $0.width ?? 0 }
    guard
      let width = SegmentedControlMetrics.intrinsicWidth(
        titles: titles, apportionsByContent: apportions, fixedWidths: fixedWidths, for: ios)
    else { return nil }
    if fixedWidths.contains(where: { $0 > 0 }) {
      // The scenario has no key for a segment's own width: the engine's rule, written out.
      view.properties.append(
        ("intrinsicSize", .list([.number(width), height.map { .number($0) } ?? .plain("none")])))
    }
    note(
      ib,
      "a <segmentedControl> is sized from its titles as UIKit sizes it on iOS \(ios.rawValue) (\(ScenarioWriter.number(width)) wide)"
    )
    return nil
  }
}
