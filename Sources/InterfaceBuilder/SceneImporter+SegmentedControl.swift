import AutoLayout
import InterfaceBuilderDocument

/// `<segmentedControl>`: imported as the scenario's `segmentedControl` with its titles, so the
/// engine sizes it from them (``SegmentedControlMetrics``) where the file's release is
/// calibrated; elsewhere its width is the one Xcode saved, and the view is not counted.
extension SceneImporter {
  /// The titles of a segmented control whose segments all have one and no image: the scenario's
  /// `segments`. nil for other views and for a control with an image segment (sized as before:
  /// its width is Xcode's).
  func segmentTitles(_ ib: Document.View) -> [String]? {
    guard ib.elementName == "segmentedControl", !ib.segments.isEmpty else { return nil }
    let titles = ib.segments.compactMap { $0.image == nil ? $0.title : nil }
    return titles.count == ib.segments.count ? titles : nil
  }

  /// Writes a titled segmented control's segments into `view`, and its size where the engine
  /// cannot derive it. Returns why its size is the file's (it is then not counted), or nil.
  mutating func segmentedControlSize(
    of ib: Document.View, titles: [String], inStack: Bool, into view: inout ImportedView
  ) -> String? {
    let ios = IOSVersionChoice.ios(forToolsVersion: document.toolsVersion) ?? .newest
    let apportions = ib.attributes["apportionsSegmentWidthsByContent"] == "YES"
    view.properties.append(("segments", .list(titles.map { .text($0) })))
    if apportions { view.properties.append(("apportionsSegmentWidthsByContent", .bool(true))) }
    let height = SystemMetrics.intrinsicSize(of: .segmentedControl, for: ios)?.height
    let fixedWidths = ib.segments.map { $0.width ?? 0 }
    let width = SegmentedControlMetrics.intrinsicWidth(
      titles: titles, apportionsByContent: apportions, fixedWidths: fixedWidths, for: ios)
    if let width {
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
    if !isLaidOutByFrame(ib, inStack: inStack), widthIsFixedByLayout(ib, inStack: inStack) {
      note(
        ib,
        "a <segmentedControl>'s width on iOS \(ios.rawValue) (iOS 13's look) is not modelled; its constraints or stack set it"
      )
      return nil
    }
    guard let frame = ib.frame else {
      note(ib, "a <segmentedControl>'s width on iOS \(ios.rawValue) is not modelled, and the file saves no frame")
      return nil
    }
    view.properties.append(
      ("intrinsicSize", .list([.number(frame.width), height.map { .number($0) } ?? .plain("none")])))
    note(
      ib,
      "a <segmentedControl>'s width on iOS \(ios.rawValue) (iOS 13's look) is not modelled: its intrinsic width is the \(ScenarioWriter.number(frame.width)) Xcode saved"
    )
    return isLaidOutByFrame(ib, inStack: inStack)
      ? nil : "<segmentedControl> (its width, the segments', is Xcode's)"
  }

  /// Whether the layout fixes the view's width whatever its intrinsic width: a vertical stack
  /// that fills its width, a required constant width, or required equalities on two of its
  /// horizontal sides (start, end, centre). Then a control whose intrinsic width is not known is
  /// laid out as UIKit lays it out.
  func widthIsFixedByLayout(_ ib: Document.View, inStack: Bool) -> Bool {
    if inStack, let stack = ib.superviewID.flatMap({ document.viewsByID[$0] })?.stack {
      return stack.axis == .vertical && stack.alignment == .fill
    }
    let sides: [Document.Attribute: Int] = [
      .leading: 0, .left: 0, .leadingMargin: 0, .leftMargin: 0,
      .trailing: 1, .right: 1, .trailingMargin: 1, .rightMargin: 1,
      .centerX: 2, .centerXWithinMargins: 2,
    ]
    var pinned: Set<Int> = []
    for c in root.subtree.flatMap(\.constraints)
    where c.priority == 1000 && !c.isPlaceholder && c.relation == .equal {
      if c.firstItem == ib.id {
        if c.firstAttribute == .width, c.secondItem == nil { return true }
        if let side = sides[c.firstAttribute] { pinned.insert(side) }
      }
      if c.secondItem == ib.id, let side = sides[c.secondAttribute] { pinned.insert(side) }
    }
    return pinned.count >= 2
  }
}
