import XCTest

@testable import AutoLayout

/// Frames go to the pixel grid edge by edge; a tie (an edge half a pixel from two) goes away
/// from zero whatever float noise the solve left on it.
final class PixelRoundingTests: XCTestCase {
  /// A 200-wide view centred in 375 points has x = 87.5: 262.5 pixels at @3x, a tie, to 263
  /// (87.667), and its right edge 287.5 (862.5 pixels) to 863 (287.667): 200 wide. The same
  /// with the solver's noise either side (87.49999999999 or 87.50000000001) rounds the same way.
  func testATieRoundsAwayFromZeroWhateverTheNoise() {
    for x in [87.5, 87.5 - 1e-11, 87.5 + 1e-11] {
      let rounded = Rect(x: x, y: 0, width: 200, height: 64).roundedToPixels(scale: 3)
      XCTAssertEqual(rounded.minX, 263.0 / 3, accuracy: 1e-12, "\(x)")
      XCTAssertEqual(rounded.width, 200, accuracy: 1e-9, "\(x)")
    }
    // Not a tie: 87.4 is 262.2 pixels, to 262 (87.333).
    XCTAssertEqual(
      Rect(x: 87.4, y: 0, width: 1, height: 1).roundedToPixels(scale: 3).minX, 262.0 / 3,
      accuracy: 1e-12)
  }
}
