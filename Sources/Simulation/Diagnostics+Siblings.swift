import AutoLayout

/// The overlap check among siblings: content views in one superview that cover each other.
extension Diagnostics {
  /// Content subviews of one superview (both sizes positive) whose frames overlap by more than
  /// the tolerance. A superview whose content subviews kept their ids and frames since the last
  /// step keeps its findings (``CheckMemo/siblings``).
  mutating func overlaps(_ shown: [Shown]) -> [LayoutIssue] {
    let groups = Self.siblingGroups(shown)
    // Where each superview's group was at the last step: the same index when the tree kept its
    // shape; looked up (once built) otherwise.
    let known = memo.siblings
    var knownIndex: [ViewID: Int]?
    var checked = groups
    var issues: [LayoutIssue] = []
    for g in groups.superviews.indices {
      let superview = groups.superviews[g]
      var k: Int? = g < known.superviews.count && known.superviews[g] == superview ? g : nil
      if k == nil {
        if knownIndex == nil {
          knownIndex = Dictionary(
            known.superviews.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        }
        k = knownIndex?[superview]
      }
      let siblings = groups.group(g)
      // Siblings that all kept their frames overlap as they did.
      if let k, known.group(k).elementsEqual(siblings) {
        checked.issues[g] = known.issues[k]
        issues += known.issues[k]
        continue
      }
      let found = Self.siblingOverlaps(groups, g, shown, frames)
      checked.issues[g] = found
      issues += found
    }
    memo.siblings = checked
    return issues.sorted { ($0.view ?? "", $0.message) < ($1.view ?? "", $1.message) }
  }

  /// The shown content views with a superview and a positive size, grouped by superview (the
  /// groups in the order the tree meets their first view, each in the tree's order); no
  /// findings yet.
  static func siblingGroups(_ shown: [Shown]) -> CheckMemo.SiblingGroups {
    var result = CheckMemo.SiblingGroups()
    let count = shown.reduce(0) { max($0, $1.id.rawValue + 1) }
    // By engine view (superviews are shown views: a hidden one hides its subviews): its group.
    var groupOf = [Int](repeating: -1, count: count)
    var members: [(group: Int, index: Int)] = []
    for (i, view) in shown.enumerated() {
      guard let superview = view.superviewID, Self.showsContent(view.kind),
        view.frame.width > 0, view.frame.height > 0
      else { continue }
      if groupOf[superview.rawValue] < 0 {
        groupOf[superview.rawValue] = result.superviews.count
        result.superviews.append(superview)
      }
      members.append((groupOf[superview.rawValue], i))
    }
    // A counting sort by group keeps each group's views in the tree's order.
    var starts = [Int](repeating: 0, count: result.superviews.count + 1)
    for member in members { starts[member.group + 1] += 1 }
    for g in result.superviews.indices { starts[g + 1] += starts[g] }
    var next = starts
    let empty = CheckMemo.Placed(id: ViewID(0), frame: .zero)
    result.views = [CheckMemo.Placed](repeating: empty, count: members.count)
    result.shownIndices = [Int](repeating: 0, count: members.count)
    for member in members {
      let view = shown[member.index]
      result.views[next[member.group]] = CheckMemo.Placed(id: view.id, frame: view.frame)
      result.shownIndices[next[member.group]] = member.index
      next[member.group] += 1
    }
    result.starts = starts
    result.issues = [[LayoutIssue]](repeating: [], count: result.superviews.count)
    return result
  }

  /// The overlaps among the content subviews of group `g`'s superview.
  static func siblingOverlaps(
    _ groups: CheckMemo.SiblingGroups, _ g: Int, _ shown: [Shown], _ frames: [ViewFrame]
  ) -> [LayoutIssue] {
    let range = groups.starts[g]..<groups.starts[g + 1]
    let siblings = range.map { frames[shown[groups.shownIndices[$0]].index] }
    var found: [LayoutIssue] = []
    for (i, j) in OverlapSweep.pairs(siblings.map(\.frame), tolerance: Self.tolerance) {
      let (a, b) = (siblings[i], siblings[j])
      let width = min(a.frame.maxX, b.frame.maxX) - max(a.frame.minX, b.frame.minX)
      let height = min(a.frame.maxY, b.frame.maxY) - max(a.frame.minY, b.frame.minY)
      let (first, second) = a.id < b.id ? (a, b) : (b, a)
      found.append(
        LayoutIssue(
          kind: .overlap, view: first.id,
          message: "'\(first.id)' \(first.frame) and '\(second.id)' \(second.frame) overlap by \(Simulation.format(width))×\(Simulation.format(height))"))
    }
    return found
  }
}
