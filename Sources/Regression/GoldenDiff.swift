/// What differs between a golden file and a run's frames, as lines people read: each step that
/// differs, then its views, `-` as recorded and `+` as now.
///
///     step 2 [landscape]: rotate: landscapeLeft
///       - title 16 79 361 41  window 16 79 361 41
///       + title 16 79 361 45  window 16 79 361 45
///
/// Steps are matched by index and views by id, so one moved view is one pair of lines however
/// many views the step has. The header (scenario, run) is informational and not compared: a
/// renamed scenario keeps its golden files, and `--record` refreshes the header.
public struct GoldenDiff: Hashable, Sendable {
  public var lines: [String]
  /// How many differences (changed, missing or new steps and views) there are in all.
  public var count: Int

  public var isEmpty: Bool { count == 0 }

  /// Compares `expected` (the golden file) with `actual` (the run) in at most `limit` lines; a
  /// last line counts the rest.
  ///
  /// - Complexity: O(*s* × *v*) in the steps and views.
  public init(expected: GoldenFile, actual: GoldenFile, limit: Int = 60) {
    var lines: [String] = []
    var count = 0
    func add(_ new: [String]) {
      count += 1
      lines += new
    }
    for index in 0..<max(expected.steps.count, actual.steps.count) {
      let old = index < expected.steps.count ? expected.steps[index] : nil
      let new = index < actual.steps.count ? actual.steps[index] : nil
      switch (old, new) {
      case (let old?, nil):
        add(["- \(old.line)  (not played now; \(Self.views(old.views.count)))"])
      case (nil, let new?):
        add(["+ \(new.line)  (not recorded; \(Self.views(new.views.count)))"])
      case (let old?, let new?):
        var stepLines: [String] = []
        var stepCount = 0
        if old.line != new.line {
          stepLines += ["- \(old.line)", "+ \(new.line)"]
          stepCount += 1
        } else {
          stepLines.append(new.line)
        }
        let now = Dictionary(new.views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let before = Set(old.views.map(\.id))
        for view in old.views {
          guard let current = now[view.id] else {
            stepLines.append("  - \(Self.text(view, depth: nil))  (not in the tree now)")
            stepCount += 1
            continue
          }
          guard current != view else { continue }
          let depths = current.depth != view.depth
          stepLines += [
            "  - \(Self.text(view, depth: depths ? view.depth : nil))",
            "  + \(Self.text(current, depth: depths ? current.depth : nil))",
          ]
          stepCount += 1
        }
        for view in new.views where !before.contains(view.id) {
          stepLines.append("  + \(Self.text(view, depth: nil))  (not recorded)")
          stepCount += 1
        }
        if stepCount > 0 {
          count += stepCount - 1
          add(stepLines)
        }
      case (nil, nil): break
      }
    }
    if lines.count > limit {
      let rest = lines.count - limit
      lines = Array(lines.prefix(limit)) + ["… \(rest) more lines"]
    }
    self.lines = lines
    self.count = count
  }

  private static func text(_ view: GoldenFile.ViewLine, depth: Int?) -> String {
    view.text + (depth.map { "  (depth \($0))" } ?? "")
  }

  private static func views(_ count: Int) -> String { count == 1 ? "1 view" : "\(count) views" }
}
