// `_autolayoutTrace`: the view tree, one line per view, marking how each is laid out and which
// are ambiguous (UIKit's iOS 8+ format, `reference/auto-layout-demystified-1.md` §4.7).
extension LayoutEngine {
  /// ```
  /// UIWindow:window
  /// |   •UIView:view
  /// |   |   *UIButton:go- AMBIGUOUS LAYOUT for UIButton:go.minX, UIButton:go.minY
  /// ```
  /// `•` the layout engine's host (the root view), `*` laid out with Auto Layout, `+` laid out
  /// by frame but represented in the engine (`translatesAutoresizingMaskIntoConstraints`).
  public func autolayoutTrace() -> String {
    var lines = ["UIWindow:window"]
    func visit(_ id: ViewID, depth: Int) {
      let view = nodes[id.rawValue].view
      let mark = id == root ? "•" : (view.translatesAutoresizingMaskIntoConstraints ? "+" : "*")
      var line = String(repeating: "|   ", count: depth) + mark + describe(.view(id))
      let ambiguous = ambiguousVariables(of: .view(id))
      if !ambiguous.isEmpty {
        line += "- AMBIGUOUS LAYOUT for " + ambiguous.map { "\(describe(.view(id))).\($0)" }.joined(separator: ", ")
      }
      lines.append(line)
      for sub in nodes[id.rawValue].subviews { visit(sub, depth: depth + 1) }
    }
    if let root { visit(root, depth: 1) }
    return lines.joined(separator: "\n")
  }
}
