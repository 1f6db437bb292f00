import AutoLayout
import XCTest

/// `UISegmentedControl`'s intrinsic width from its titles (SegmentedControlMetrics). Title widths
/// are the model's 13-point system font, rounded up to a whole point: "Photo" 35.3–35.7 → 36,
/// "Movie" 36.0–36.3 → 37, "First" → 27, "Second" 45.7–46 → 46, "Day" 23.0–23.3 → 24, "Week"
/// 33.3–33.7 → 34, "Month" 38.3–38.7 → 39, "Year" → 27 (a 13-point label's width on an @3x
/// screen). Each segment adds 14; segments are 1 apart.
final class SegmentedControlMetricsTests: XCTestCase {
  /// Equal segments, the widest title's: Apple's AVCam saves "Photo" | "Movie" 103 wide
  /// (2 × (37 + 14) + 1), Xcode's library control "First" | "Second" is 121 (2 × (46 + 14) + 1).
  func testEqualSegmentsTakeTheWidestTitle() {
    XCTAssertEqual(SegmentedControlMetrics.intrinsicWidth(titles: ["Photo", "Movie"], for: .iOS10), 103)
    XCTAssertEqual(SegmentedControlMetrics.intrinsicWidth(titles: ["First", "Second"], for: .iOS12), 121)
    // Four segments as wide as "Month": 4 × (39 + 14) + 3.
    XCTAssertEqual(
      SegmentedControlMetrics.intrinsicWidth(titles: ["Day", "Week", "Month", "Year"], for: .iOS11),
      215)
  }

  /// `apportionsSegmentWidthsByContent`: each segment its own title's width plus 14:
  /// (24 + 14) + (34 + 14) + (39 + 14) + (27 + 14) + 3 dividers.
  func testApportionedSegmentsTakeTheirOwnTitles() {
    XCTAssertEqual(
      SegmentedControlMetrics.intrinsicWidth(
        titles: ["Day", "Week", "Month", "Year"], apportionsByContent: true, for: .iOS11),
      183)
  }

  /// A segment with its own width keeps it; the others share the widest of their titles:
  /// 80 + 2 × (39 + 14) + 2.
  func testASegmentsOwnWidthIsKept() {
    XCTAssertEqual(
      SegmentedControlMetrics.intrinsicWidth(
        titles: ["Day", "Week", "Month"], fixedWidths: [80, 0, 0], for: .iOS10),
      188)
  }

  /// A frame Xcode saved that the iOS 7–12 rule was not fitted on: AVCam's "Speed" | "Balanced" |
  /// "Quality" 212 on iOS 12 (3 × (56 + 14) + 2, "Balanced" 55.x → 56).
  func testTheFlatLookMatchesAFileItWasNotFittedOn() {
    XCTAssertEqual(
      SegmentedControlMetrics.intrinsicWidth(titles: ["Speed", "Balanced", "Quality"], for: .iOS12),
      212)
  }

  /// From iOS 13 titles are measured in the 13-point medium weight ("Black" 33.x → 34,
  /// "Balanced" 57.x → 58) and each segment adds 18: AVCam's "Speed" | "Balanced" | "Quality"
  /// 230 on iOS 15–17 (3 × (58 + 18) + 2), PencilKitDraw's "Black" | "Blue" 105 on iOS 13–18
  /// (2 × (34 + 18) + 1), as Xcode saved them.
  func testFromIOS13TitlesAreMediumWithEighteenPointsOfPadding() {
    for version in [IOSVersion.iOS15, .iOS16, .iOS17] {
      XCTAssertEqual(
        SegmentedControlMetrics.intrinsicWidth(titles: ["Speed", "Balanced", "Quality"], for: version),
        230, "iOS \(version.rawValue)")
    }
    for version in [IOSVersion.iOS13, .iOS14, .iOS16, .iOS17, .iOS18] {
      XCTAssertEqual(
        SegmentedControlMetrics.intrinsicWidth(titles: ["Black", "Blue"], for: version), 105,
        "iOS \(version.rawValue)")
    }
    // "Photo" | "Movie" (medium "Movie" 36.x → 37): 2 × (37 + 18) + 1.
    XCTAssertEqual(SegmentedControlMetrics.intrinsicWidth(titles: ["Photo", "Movie"], for: .iOS17), 111)
  }

  /// Apportioned by content from iOS 13: (medium "Day" 24 + 18) + ("Month" 40 + 18) + 1.
  func testFromIOS13ApportionedSegmentsTakeTheirOwnTitles() {
    XCTAssertEqual(
      SegmentedControlMetrics.intrinsicWidth(
        titles: ["Day", "Month"], apportionsByContent: true, for: .iOS17),
      101)
  }

  /// A control without segments has no width.
  func testNoSegmentsHaveNoWidth() {
    XCTAssertNil(SegmentedControlMetrics.intrinsicWidth(titles: [], for: .iOS10))
    XCTAssertNil(SegmentedControlMetrics.intrinsicWidth(titles: [], for: .iOS17))
  }
}
