/// A `UISegmentedControl`'s intrinsic width, from its segments' titles.
///
/// UIKit gives every segment the same width, the widest segment's, unless
/// `apportionsSegmentWidthsByContent` is set, when each segment is as wide as its own content
/// (Apple, `UISegmentedControl.apportionsSegmentWidthsByContent`: "the control attempts to adjust
/// segment widths based on their content widths"; Human Interface Guidelines, "Segmented
/// controls": "Within the control, all segments are equal in width"). A segment's content width is
/// its title's width in the 13-point system font (regular through iOS 12, medium from iOS 13),
/// rounded up to a whole point, plus ``segmentPadding(for:)``; segments are ``dividerWidth`` apart.
///
/// ```swift
/// // "Photo" (35.x) and "Movie" (36.x): 2 × (37 + 14) + 1
/// SegmentedControlMetrics.intrinsicWidth(titles: ["Photo", "Movie"], for: .iOS10)  // 103
/// // iOS 17, medium "Movie" 37: 2 × (37 + 18) + 1
/// SegmentedControlMetrics.intrinsicWidth(titles: ["Photo", "Movie"], for: .iOS17)  // 111
/// ```
///
/// Calibration (iOS 7–12, the flat look before iOS 13's): Apple's AVCam sample (Xcode 8, its
/// storyboard quoted in a public article on porting it) saves its "Photo" | "Movie" control,
/// centred (x 136 in a 375-wide view) with no width constraint, 103 × 29: 2 × (37 + p) + d = 103.
/// Xcode's library control, "First" | "Second", drops 121 × 29 (2 × (46 + p) + d = 121; recalled
/// from Interface Builder, no saved file at hand). The two fix p = 14 and d = 1, whole points as
/// UIKit draws them. Checked since on files not fitted: AVCam's "Speed" | "Balanced" | "Quality"
/// saved 212 wide on iOS 12 (tools 14750; 3 × (56 + 14) + 2), residual 0; a copy's "Login" |
/// "Register" saved 129 on iOS 11 (tools 14109, 14113) where the rule gives 131 (residual 2, not
/// explained: iOS 11's font may measure "Register" a point narrower). No control in
/// `../shared/corpus` or the holdout apps is sized by its titles (each is stretched by its
/// constraints).
///
/// Calibration (iOS 13 and later, the sliding selected segment): frames Xcode saved for two
/// controls of Apple's samples whose width no constraint fixes, in copies on GitHub re-saved by
/// later Xcodes (releases as the importer maps tools versions; the repositories are named in
/// Guides/UIKitVersions.md):
/// - AVCam's "Speed" | "Balanced" | "Quality", centred, height fixed: 230 wide on iOS 15
///   (tools 18122, 19104), 16 (21701) and 17 (22092.1, 22138, 22155) (212 on iOS 12, 14750, as
///   the rule above says: 3 × (56 + 14) + 2);
/// - PencilKitDraw's "Black" | "Blue", leading pinned, trailing ≥: 105 wide on iOS 13 (15400,
///   15705), 14 (17156), 16 (20037), 17 (22505) and 18 (23046).
/// Measured in the regular weight the two need different paddings (230: 3 × (56 + 20) + 2;
/// 105: 2 × (33 + 19) + 1). In the medium weight of iOS 13's selected title
/// (``titleWeight(for:)``), p = 18 fitted on AVCam (3 × (58 + 18) + 2 = 230) predicts PencilKit's
/// 2 × (34 + 18) + 1 = 105 on every release: residual 0 on all 11 saved frames, with d = 1 kept.
/// (The semibold weight fits as well, p = 17: neither widest title rounds differently.) Excluded:
/// the 99 Apple's own PencilKitDraw saved with tools 14814 (Xcode 11 beta) and carried unchanged
/// into 17111.1, a frame of the beta's look that every re-save replaced with 105.
/// The saved heights are all 32: the 31-point alignment rectangle and its 1-point inset below.
public enum SegmentedControlMetrics {
  /// The size of the segments' titles: the 13-point system font (UIKit's default title
  /// attributes for a segmented control; the AVCam and library figures above fit it).
  public static let titleFontSize = 13.0

  /// What a segment adds to its title's width through iOS 12: 7 points on each side
  /// (calibration above).
  public static let segmentPadding = 14.0

  /// What a segment adds to its title's width from iOS 13: 9 points on each side (calibration
  /// above: AVCam's 230 on iOS 15–17, PencilKitDraw's 105 on iOS 13–18).
  public static let slidingSegmentPadding = 18.0

  /// What a segment adds to its title's width on `version` (calibration above).
  public static func segmentPadding(for version: IOSVersion) -> Double {
    version < .iOS13 ? segmentPadding : slidingSegmentPadding
  }

  /// The weight titles are measured in: regular through iOS 12; from iOS 13 the medium weight of
  /// the selected segment's title, which UIKit makes room for on every segment so that selecting
  /// one does not resize the control (calibration above: with it one padding fits both samples).
  public static func titleWeight(for version: IOSVersion) -> FontWeight {
    version < .iOS13 ? .regular : .medium
  }

  /// The divider between two segments: 1 point (calibration above).
  public static let dividerWidth = 1.0

  /// The control's intrinsic width for `titles`, one per segment, on `version`; nil when there
  /// are no segments.
  /// `fixedWidths[i]`, when positive, is segment `i`'s own width (`setWidth(_:forSegmentAt:)`,
  /// IB's segment `width`), which UIKit keeps whatever its title.
  public static func intrinsicWidth(
    titles: [String], apportionsByContent: Bool = false, fixedWidths: [Double] = [],
    for version: IOSVersion
  ) -> Double? {
    guard !titles.isEmpty else { return nil }
    let padding = segmentPadding(for: version)
    var font = SystemFont.system(titleFontSize, weight: titleWeight(for: version))
    font.adopt(version)
    let content = titles.map { (font.width(of: $0) - 1e-6).rounded(.up) + padding }
    let fixed: [Double?] = titles.indices.map { i in
      i < fixedWidths.count && fixedWidths[i] > 0 ? fixedWidths[i] : nil
    }
    let widest = content.indices.filter { fixed[$0] == nil }.map { content[$0] }.max() ?? 0
    let widths = content.indices.map { i in fixed[i] ?? (apportionsByContent ? content[i] : widest) }
    return widths.reduce(0, +) + Double(titles.count - 1) * dividerWidth
  }
}
