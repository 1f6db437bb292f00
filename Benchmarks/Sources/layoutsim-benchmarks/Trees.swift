// "Moving Tree" and "Hierarchy Removal": a balanced binary tree of N views (heap order: the
// children of view i are 2i + 1 and 2i + 2), view 0 filling the root. A left child takes the left
// half of its parent, a right child the right half, each inset 2 pt (1 pt between the two halves)
// and 2 pt from the parent's top and bottom. Node 1's subtree holds about half of the views.
struct Tree {
  var views: [View] = []
  /// For each view, the ids of the four constraints that tie it to its parent.
  var ties: [[Int]] = []
  /// For each view, every constraint id that belongs to it (ties and its weak width preference).
  var owned: [[Int]] = []
  var parent: [Int] = []

  static func isLeft(_ i: Int) -> Bool { i % 2 == 1 }

  /// Builds the tree (in the build phase) and returns it.
  static func build(_ p: inout Program, root: View, n: Int) -> Tree {
    var t = Tree()
    for i in 0..<n {
      let v = p.view("node\(i)")
      let ties: [Int]
      if i == 0 {
        ties = [
          p.add(v.x, .equal, root.x), p.add(v.y, .equal, root.y),
          p.add(v.width, .equal, root.width), p.add(v.height, .equal, root.height),
        ]
        t.parent.append(-1)
      } else {
        let parent = (i - 1) / 2
        ties = tie(&p, v, to: t.views[parent], left: isLeft(i))
        t.parent.append(parent)
      }
      let weak = p.prefer(v)
      t.views.append(v)
      t.ties.append(ties)
      t.owned.append(ties + [weak])
    }
    return t
  }

  static func tie(_ p: inout Program, _ v: View, to parent: View, left: Bool) -> [Int] {
    [
      left
        ? p.add(v.x, .equal, parent.x + 2)
        : p.add(v.x, .equal, parent.x + 0.5 * parent.width + 1),
      p.add(v.width, .equal, 0.5 * parent.width - 3),
      p.add(v.y, .equal, parent.y + 2),
      p.add(v.height, .equal, parent.height - 4),
    ]
  }

  /// Whether view `i` lies in the subtree of view `top`.
  func isInSubtree(_ i: Int, of top: Int) -> Bool {
    var j = i
    while j > top { j = parent[j] }
    return j == top
  }

  /// The frames every view should have for the window size, given the parent of each view and
  /// whether it is laid out as a left child; views in `detached` subtrees are skipped (nil).
  func expectedFrames(
    width: Double, height: Double, leftChild: [Bool], detached: Int? = nil
  ) -> [(x: Double, y: Double, w: Double, h: Double)?] {
    var frames = [(x: Double, y: Double, w: Double, h: Double)?](repeating: nil, count: views.count)
    func frame(_ i: Int) -> (x: Double, y: Double, w: Double, h: Double) {
      if let f = frames[i] { return f }
      let f: (x: Double, y: Double, w: Double, h: Double)
      if parent[i] < 0 {
        f = (0, 0, width, height)
      } else {
        let pf = frame(parent[i])
        f = (
          leftChild[i] ? pf.x + 2 : pf.x + 0.5 * pf.w + 1, pf.y + 2, 0.5 * pf.w - 3, pf.h - 4
        )
      }
      frames[i] = f
      return f
    }
    for i in views.indices where detached.map({ !isInSubtree(i, of: $0) }) ?? true {
      _ = frame(i)
    }
    return frames
  }

  func verify(
    _ value: (Var) -> Double, width: Double, height: Double, leftChild: [Bool], detached: Int?,
    _ what: String
  ) {
    let frames = expectedFrames(width: width, height: height, leftChild: leftChild, detached: detached)
    for (i, f) in frames.enumerated() {
      guard let f else { continue }
      let v = views[i]
      expect(value(v.x), f.x, "\(what) node\(i).x")
      expect(value(v.y), f.y, "\(what) node\(i).y")
      expect(value(v.width), f.w, "\(what) node\(i).width")
      expect(value(v.height), f.h, "\(what) node\(i).height")
    }
  }
}

enum MovingTree {
  /// Build the tree, rotate the window, then move node 1's subtree (about half the views) under the
  /// last view outside it: remove its four ties and add four new ones.
  static func make(n: Int) -> Program {
    var p = Program(workload: "Moving Tree", n: n)
    let root = p.beginWithRoot()
    var tree = Tree.build(&p, root: root, n: n)
    p.rotate(root)

    let moved = 1
    let target = (0..<n).last(where: { !tree.isInSubtree($0, of: moved) })!
    p.phase("move")
    for id in tree.ties[moved] { p.remove(id) }
    tree.ties[moved] = Tree.tie(&p, tree.views[moved], to: tree.views[target], left: true)
    p.endPhase()

    let before = tree
    var after = tree
    after.parent[moved] = target
    let leftBefore = (0..<n).map { $0 > 0 && Tree.isLeft($0) }
    var leftAfter = leftBefore
    leftAfter[moved] = true
    let m = tree.views[moved]
    p.check(m.x, m.y, m.width, m.height, tree.views[n - 1].width, tree.views[target].x)
    p.verify = { phase, value in
      let size = Window.size(after: phase)
      if phase == "move" {
        after.verify(value, width: size.width, height: size.height, leftChild: leftAfter, detached: nil, "Moving Tree")
      } else {
        before.verify(value, width: size.width, height: size.height, leftChild: leftBefore, detached: nil, "Moving Tree")
      }
    }
    return p
  }
}

enum HierarchyRemoval {
  /// Build the tree, rotate the window, then remove every constraint of node 1's subtree.
  static func make(n: Int) -> Program {
    var p = Program(workload: "Hierarchy Removal", n: n)
    let root = p.beginWithRoot()
    let tree = Tree.build(&p, root: root, n: n)
    p.rotate(root)

    let removed = 1
    p.phase("remove")
    for i in 0..<n where tree.isInSubtree(i, of: removed) {
      for id in tree.owned[i] { p.remove(id) }
    }
    p.endPhase()

    let left = (0..<n).map { $0 > 0 && Tree.isLeft($0) }
    p.check(tree.views[0].width, tree.views[2].x, tree.views[n - 1].x, tree.views[n - 1].width)
    p.verify = { phase, value in
      let size = Window.size(after: phase)
      tree.verify(
        value, width: size.width, height: size.height, leftChild: left,
        detached: phase == "remove" ? removed : nil, "Hierarchy Removal")
    }
    return p
  }
}
