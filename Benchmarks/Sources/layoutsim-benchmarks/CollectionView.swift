// "Collection View": N independent cells in a 4-column grid of square cells whose size follows the
// root's width (cell width = W/4 − 10, 5 pt margins), each placed relative to the root only.
enum CollectionView {
  static let columns = 4

  static func make(n: Int) -> Program {
    var p = Program(workload: "Collection View", n: n)
    let root = p.beginWithRoot()
    var cells: [View] = []
    let fraction = 1 / Double(columns)
    for i in 0..<n {
      let (row, column) = (Double(i / columns), Double(i % columns))
      let c = p.view("cell\(i)")
      p.add(c.width, .equal, fraction * root.width - 10)
      p.add(c.height, .equal, c.width.expr)
      p.add(c.x, .equal, root.x + (column * fraction) * root.width + 5)
      p.add(c.y, .equal, root.y + (row * fraction) * root.width + 5)
      p.prefer(c)
      cells.append(c)
    }
    p.rotate(root)

    let last = cells[n - 1]
    p.check(last.x, last.y, last.width, last.height, cells[n / 2].y)
    p.verify = { phase, value in
      let w = Window.size(after: phase).width
      let (row, column) = (Double((n - 1) / columns), Double((n - 1) % columns))
      expect(value(last.width), w / 4 - 10, "Collection View cell width")
      expect(value(last.height), w / 4 - 10, "Collection View cell height")
      expect(value(last.x), column * w / 4 + 5, "Collection View cell x")
      expect(value(last.y), row * w / 4 + 5, "Collection View cell y")
    }
    return p
  }
}
