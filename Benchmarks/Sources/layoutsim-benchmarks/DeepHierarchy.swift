// "Deep Hierarchy": N nested views, each inset 1 pt from its parent on all four sides.
enum DeepHierarchy {
  /// `labels`: every view also has a weak width preference (`width == 100 @ 250`), as a label's
  /// intrinsic size would add; without it the views are plain `UIView`s, all constraints required
  /// but the window's size.
  static func make(n: Int, labels: Bool = false) -> Program {
    var p = Program(workload: labels ? "Deep Hierarchy (labels)" : "Deep Hierarchy", n: n)
    let root = p.beginWithRoot()
    var parent = root
    var views: [View] = []
    for i in 0..<n {
      let v = p.view("nested\(i)")
      p.add(v.x, .equal, parent.x + 1)
      p.add(v.y, .equal, parent.y + 1)
      p.add(v.trailing, .equal, parent.trailing - 1)
      p.add(v.bottom, .equal, parent.bottom - 1)
      if labels { p.prefer(v) }
      views.append(v)
      parent = v
    }
    p.rotate(root)

    let deepest = views[n - 1]
    let middle = views[n / 2]
    p.check(deepest.x, deepest.y, deepest.width, deepest.height, middle.width)
    p.verify = { phase, value in
      let size = Window.size(after: phase)
      expect(value(deepest.x), Double(n), "Deep Hierarchy deepest x")
      expect(value(deepest.y), Double(n), "Deep Hierarchy deepest y")
      expect(value(deepest.width), size.width - 2 * Double(n), "Deep Hierarchy deepest width")
      expect(value(deepest.height), size.height - 2 * Double(n), "Deep Hierarchy deepest height")
      expect(value(middle.width), size.width - 2 * Double(n / 2 + 1), "Deep Hierarchy middle width")
    }
    return p
  }
}
