import AutoLayout
import XCTest

@testable import Simulation

/// The overlap checks' sweep finds exactly the pairs that comparing every pair finds, along
/// whichever axis it picks: a column (every rectangle at the same x), a row (the same y), and
/// scattered rectangles of a fixed pseudo-random sequence.
final class OverlapSweepTests: XCTestCase {
  func everyPair(_ rects: [Rect], _ t: Double) -> Set<[Int]> {
    var pairs: Set<[Int]> = []
    for i in rects.indices {
      for j in rects.indices where i < j {
        let (a, b) = (rects[i], rects[j])
        let width = min(a.maxX, b.maxX) - max(a.minX, b.minX)
        let height = min(a.maxY, b.maxY) - max(a.minY, b.minY)
        if width > t && height > t { pairs.insert([i, j]) }
      }
    }
    return pairs
  }

  func swept(_ rects: [Rect], _ t: Double) -> Set<[Int]> {
    Set(OverlapSweep.pairs(rects, tolerance: t).map { [min($0.0, $0.1), max($0.0, $0.1)] })
  }

  func testColumnRowAndScatteredAgreeWithEveryPair() {
    // A column of 44-high rows, each 50 high: neighbours overlap by 6.
    let column = (0..<200).map { Rect(x: 16, y: Double($0) * 44, width: 300, height: 50) }
    // A row of views 1 pt wider than their spacing, and one whose overlap is within tolerance.
    let row = (0..<200).map { Rect(x: Double($0) * 20, y: 8, width: 21, height: 44) }
      + [Rect(x: 5000, y: 8, width: 20.4, height: 44), Rect(x: 5020, y: 8, width: 20, height: 44)]
    var seed: UInt64 = 42
    func next() -> Double {
      seed = seed &* 6364136223846793005 &+ 1442695040888963407
      return Double(seed >> 33) / Double(1 << 31)
    }
    let scattered = (0..<300).map { _ in
      Rect(x: next() * 400, y: next() * 800, width: next() * 60, height: next() * 60)
    }
    for rects in [column, row, scattered] {
      let expected = everyPair(rects, 0.5)
      XCTAssertFalse(expected.isEmpty)
      XCTAssertEqual(swept(rects, 0.5), expected)
    }
    XCTAssertEqual(swept(column, 0.5).count, 199)
    XCTAssertEqual(swept(row, 0.5).count, 199, "the last pair overlaps by 0.4, within tolerance")
  }

  /// Up to ``OverlapSweep/smallCount`` rectangles are compared pair by pair, beyond it swept:
  /// both find what comparing every pair finds.
  func testSmallAndLargeSetsAgreeWithEveryPair() {
    var seed: UInt64 = 7
    func next() -> Double {
      seed = seed &* 6364136223846793005 &+ 1442695040888963407
      return Double(seed >> 33) / Double(1 << 31)
    }
    var overlapping = 0
    for count in 2...(OverlapSweep.smallCount + 3) {
      for _ in 0..<20 {
        let rects = (0..<count).map { _ in
          Rect(x: (next() * 8).rounded() * 10, y: (next() * 4).rounded() * 10, width: 15, height: 12.5)
        }
        let expected = everyPair(rects, 0.5)
        overlapping += expected.count
        XCTAssertEqual(swept(rects, 0.5), expected, "\(rects)")
      }
    }
    XCTAssertGreaterThan(overlapping, 0)
  }

  func testAcceptFiltersPairs() {
    let rects = [Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 5, y: 5, width: 10, height: 10)]
    XCTAssertEqual(OverlapSweep.pairs(rects, tolerance: 0.5) { _, _ in false }.count, 0)
    XCTAssertEqual(OverlapSweep.pairs(rects, tolerance: 0.5).count, 1)
  }
}
