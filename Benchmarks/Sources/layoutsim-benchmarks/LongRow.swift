// "Long Row": N views side by side with 8 pt gaps and equal widths, filling the root's width;
// each view as tall as the root. The widths come out as (W − 8(N + 1)) / N, negative for
// large N, which the solver must still handle (nothing forbids it).
enum LongRow {
  /// `labels`: every view also has a weak width preference (`width == 100 @ 250`), as a label's
  /// intrinsic size would add; without it the views are plain `UIView`s, all constraints required
  /// but the window's size.
  static func make(n: Int, labels: Bool = false) -> Program {
    var p = Program(workload: labels ? "Long Row (labels)" : "Long Row", n: n)
    let root = p.beginWithRoot()
    var views: [View] = []
    for i in 0..<n {
      let v = p.view("row\(i)")
      if let prev = views.last {
        p.add(v.x, .equal, prev.trailing + 8)
        p.add(v.width, .equal, views[0].width)
      } else {
        p.add(v.x, .equal, root.x + 8)
      }
      p.add(v.y, .equal, root.y)
      p.add(v.height, .equal, root.height)
      if labels { p.prefer(v) }
      views.append(v)
    }
    p.add(views[n - 1].trailing, .equal, root.trailing - 8)
    p.rotate(root)

    let first = views[0]
    let last = views[n - 1]
    p.check(first.width, last.x, last.width, last.height, views[n / 2].x)
    p.verify = { phase, value in
      let size = Window.size(after: phase)
      let width = (size.width - 8 * Double(n + 1)) / Double(n)
      expect(value(first.width), width, "Long Row first width")
      expect(value(last.width), width, "Long Row last width")
      expect(value(last.x) + value(last.width), size.width - 8, "Long Row last trailing")
      expect(value(last.height), size.height, "Long Row last height")
    }
    return p
  }
}
