/// A `UISegmentedControl`'s intrinsic width, from its segments' titles.
///
/// UIKit gives every segment the same width, the widest segment's, unless
/// `apportionsSegmentWidthsByContent` is set, when each segment is as wide as its own content
/// (Apple, `UISegmentedControl.apportionsSegmentWidthsByContent`: "the control attempts to adjust
/// segment widths based on their content widths"; Human Interface Guidelines, "Segmented
/// controls": "Within the control, all segments are equal in width"). A segment's content width is
/// its title's width in the 13-point system font, rounded up to a whole point, plus
/// ``segmentPadding``; segments are ``dividerWidth`` apart.
///
/// ```swift
/// // "Photo" (35.x) and "Movie" (36.x): 2 × (37 + 14) + 1
/// SegmentedControlMetrics.intrinsicWidth(titles: ["Photo", "Movie"], for: .iOS10)  // 103
/// ```
///
/// Calibration (iOS 7–12, the flat look before iOS 13's): Apple's AVCam sample (Xcode 8, its
/// storyboard quoted in a public article on porting it) saves its "Photo" | "Movie" control,
/// centred (x 136 in a 375-wide view) with no width constraint, 103 × 29: 2 × (37 + p) + d = 103.
/// Xcode's library control, "First" | "Second", drops 121 × 29 (2 × (46 + p) + d = 121; recalled
/// from Interface Builder, no saved file at hand). The two fix p = 14 and d = 1, whole points as
/// UIKit draws them. UNVERIFIED beyond those two: no control in `../shared/corpus` or the holdout
/// apps is sized by its titles (each is stretched by its constraints). iOS 13's look (a sliding
/// selected segment with a semibold title) is not calibrated: its width is unknown (nil) and
/// the importer keeps the width Xcode saved.
public enum SegmentedControlMetrics {
  /// The size of the segments' titles: the 13-point system font (UIKit's default title
  /// attributes for a segmented control; the AVCam and library figures above fit it).
  public static let titleFontSize = 13.0

  /// What a segment adds to its title's width: 7 points on each side (calibration above).
  public static let segmentPadding = 14.0

  /// The divider between two segments: 1 point (calibration above).
  public static let dividerWidth = 1.0

  /// The control's intrinsic width for `titles`, one per segment, on `version`; nil when the
  /// release's look is not calibrated (iOS 13 and later) or there are no segments.
  /// `fixedWidths[i]`, when positive, is segment `i`'s own width (`setWidth(_:forSegmentAt:)`,
  /// IB's segment `width`), which UIKit keeps whatever its title.
  public static func intrinsicWidth(
    titles: [String], apportionsByContent: Bool = false, fixedWidths: [Double] = [],
    for version: IOSVersion
  ) -> Double? {
    guard version < .iOS13, !titles.isEmpty else { return nil }
    var font = SystemFont.system(titleFontSize)
    font.adopt(version)
    let content = titles.map { (font.width(of: $0) - 1e-6).rounded(.up) + segmentPadding }
    let fixed: [Double?] = titles.indices.map { i in
      i < fixedWidths.count && fixedWidths[i] > 0 ? fixedWidths[i] : nil
    }
    let widest = content.indices.filter { fixed[$0] == nil }.map { content[$0] }.max() ?? 0
    let widths = content.indices.map { i in fixed[i] ?? (apportionsByContent ? content[i] : widest) }
    return widths.reduce(0, +) + Double(titles.count - 1) * dividerWidth
  }
}
