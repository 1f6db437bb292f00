import AutoLayout
import XCTest

/// A grouped table's titled first header under a large title (TableViewMetrics.swift's
/// `groupedSectionHeaderHeight`, `belowLargeTitle`: NordicSemiconductor/IOS-nRF-Connect-Device-
/// Manager and rileytestut/Delta, public storyboards outside the holdout; the importer's use of
/// it: InterfaceBuilderTests' LargeTitleTableTests).
final class GroupedHeaderTests: XCTestCase {
  /// The rule itself: 38 for a titled first header under a large title from iOS 16, footed or
  /// not (Delta's footed first sections), a whole number of pixels at @2x and @3x alike; 55.5
  /// through iOS 13; not known on iOS 14; later headers unchanged (38, and 45.5 above a footed
  /// section).
  func testGroupedHeaderRule() {
    func header(
      _ ios: IOSVersion, first: Bool = true, footed: Bool = false, large: Bool = true,
      scale: Double = 2
    ) -> Double? {
      SystemMetrics.groupedSectionHeaderHeight(
        titled: true, isFirst: first, footerTitled: footed, sectionHeaderHeight: 18, scale: scale,
        for: ios, belowLargeTitle: large)
    }
    for ios in [IOSVersion.iOS16, .iOS17, .iOS18, .iOS26] {
      XCTAssertEqual(header(ios), 38, "\(ios)")
      XCTAssertEqual(header(ios, footed: true), 38, "\(ios)")
      XCTAssertEqual(header(ios, scale: 3), 38, "\(ios)")
      XCTAssertEqual(header(ios, large: false), 55.5, "\(ios)")
      XCTAssertEqual(header(ios, first: false), 38, "\(ios)")
      XCTAssertEqual(header(ios, first: false, footed: true), 45.5, "\(ios)")
    }
    XCTAssertEqual(header(.iOS13), 55.5)
    XCTAssertEqual(header(.iOS12), 55.5)
    XCTAssertNil(header(.iOS14))
    XCTAssertEqual(header(.iOS14, large: false), 55.5)
  }
}
