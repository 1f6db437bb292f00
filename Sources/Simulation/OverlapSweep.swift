import AutoLayout

/// Finds the pairs of rectangles that cover each other by more than a tolerance on both axes,
/// for the overlap checks. A sweep along one axis compares only the rectangles whose extents meet
/// on it; the axis is the one where fewer extents meet (a column of rows all start at the same x,
/// a row of views at the same y), counted first by binary search, so neither shape is quadratic.
enum OverlapSweep {
  /// Index pairs `(i, j)` into `rects` (each pair once) that overlap by more than `tolerance`
  /// in width and in height and pass `accept`, in no particular order.
  static func pairs(
    _ rects: [Rect], tolerance t: Double, accept: (Int, Int) -> Bool = { _, _ in true }
  ) -> [(Int, Int)] {
    guard rects.count > 1 else { return [] }
    // A few rectangles (a row's icon, title and accessory) are compared pair by pair: sorting
    // them twice to sweep costs more than the handful of comparisons it would spare.
    if rects.count <= smallCount {
      var result: [(Int, Int)] = []
      for i in rects.indices {
        for j in (i + 1)..<rects.count where overlap(rects[i], rects[j], tolerance: t) && accept(i, j) {
          result.append((i, j))
        }
      }
      return result
    }
    let byX = sorted(rects, horizontal: true)
    let byY = sorted(rects, horizontal: false)
    let horizontal =
      candidateCount(byX, rects, horizontal: true, t) <= candidateCount(byY, rects, horizontal: false, t)
    let order = horizontal ? byX : byY
    var result: [(Int, Int)] = []
    for (p, i) in order.enumerated() {
      let a = rects[i]
      let end = horizontal ? a.maxX : a.maxY
      for j in order[(p + 1)...] {
        let b = rects[j]
        if (horizontal ? b.minX : b.minY) >= end - t { break }
        guard overlap(a, b, tolerance: t), accept(i, j) else { continue }
        result.append((i, j))
      }
    }
    return result
  }

  /// Up to this many rectangles, every pair is compared.
  static let smallCount = 8

  /// Whether two rectangles cover each other by more than `tolerance` in width and in height.
  static func overlap(_ a: Rect, _ b: Rect, tolerance t: Double) -> Bool {
    min(a.maxX, b.maxX) - max(a.minX, b.minX) > t && min(a.maxY, b.maxY) - max(a.minY, b.minY) > t
  }

  /// Indices sorted by the rectangles' leading edge on the axis, ties by index (deterministic).
  private static func sorted(_ rects: [Rect], horizontal: Bool) -> [Int] {
    rects.indices.sorted { i, j in
      let (a, b) = horizontal ? (rects[i].minX, rects[j].minX) : (rects[i].minY, rects[j].minY)
      return a != b ? a < b : i < j
    }
  }

  /// How many pairs a sweep along the axis would compare.
  private static func candidateCount(_ order: [Int], _ rects: [Rect], horizontal: Bool, _ t: Double) -> Int {
    let starts = order.map { horizontal ? rects[$0].minX : rects[$0].minY }
    var count = 0
    for (p, i) in order.enumerated() {
      let limit = (horizontal ? rects[i].maxX : rects[i].maxY) - t
      // The first position whose start is at or past the limit.
      var low = p + 1
      var high = starts.count
      while low < high {
        let mid = (low + high) / 2
        if starts[mid] < limit { low = mid + 1 } else { high = mid }
      }
      count += low - (p + 1)
    }
    return count
  }
}
