import AutoLayout
import Cassowary

// "Screen 1000": the Auto Layout engine (not only the solver) on a realistic screen of 1,000 views:
// 250 rows, each a container pinned to the root's margins and stacked under the previous one from
// the safe area down, holding an icon (fixed size), a title (a label's intrinsic size, hugging and
// compression resistance, its trailing edge kept clear of the accessory) and an accessory (an
// image's intrinsic size). Timed: building the tree and the first layout pass; then a rotation to
// landscape and its layout pass (the root's size, the safe area and the margins change in place).
enum EngineScreen {
  static let rows = 250

  struct Result {
    var build: [Double] = []
    var rotate: [Double] = []
  }

  static func run(repeats: Int) -> Result {
    var result = Result()
    let device = DeviceCatalog.device(named: "iphone-15-pro")!
    let clock = ContinuousClock()
    for _ in 0..<repeats {
      var start = clock.now
      var engine = LayoutEngine(window: AutoLayout.Window(device: device))
      let root = engine.addRootView(AutoLayout.View("view"))
      var views = 1
      var previous: ViewID?
      var lastTitle: ViewID = root
      func add(_ c: LayoutConstraint) { _ = try! engine.add(c) }
      for i in 0..<rows {
        let row = try! engine.addView(AutoLayout.View("row\(i)"), to: root)
        var iconView = AutoLayout.View("icon\(i)", kind: .image)
        iconView.intrinsicContentSize = IntrinsicSize(width: 28, height: 28)
        let icon = try! engine.addView(iconView, to: row)
        var titleView = AutoLayout.View("title\(i)", kind: .label)
        titleView.intrinsicContentSize = IntrinsicSize(width: 120, height: 20)
        let title = try! engine.addView(titleView, to: row)
        var accessoryView = AutoLayout.View("accessory\(i)", kind: .image)
        accessoryView.intrinsicContentSize = IntrinsicSize(width: 24, height: 24)
        let accessory = try! engine.addView(accessoryView, to: row)
        views += 4
        add(LayoutConstraint(.view(row), .leading, .equal, .guide(root, .margins), .leading))
        add(LayoutConstraint(.view(row), .trailing, .equal, .guide(root, .margins), .trailing))
        if let previous {
          add(LayoutConstraint(.view(row), .top, .equal, .view(previous), .bottom, constant: 8))
        } else {
          add(LayoutConstraint(.view(row), .top, .equal, .guide(root, .safeArea), .top, constant: 8))
        }
        add(LayoutConstraint(.view(row), .height, constant: 44))
        add(LayoutConstraint(.view(icon), .leading, .equal, .view(row), .leading))
        add(LayoutConstraint(.view(icon), .centerY, .equal, .view(row), .centerY))
        add(LayoutConstraint(.view(title), .leading, .equal, .view(icon), .trailing, constant: 8))
        add(LayoutConstraint(.view(title), .top, .equal, .view(row), .top, constant: 4))
        add(LayoutConstraint(.view(title), .trailing, .lessThanOrEqual, .view(accessory), .leading, constant: -8))
        add(LayoutConstraint(.view(accessory), .trailing, .equal, .view(row), .trailing))
        add(LayoutConstraint(.view(accessory), .centerY, .equal, .view(row), .centerY))
        previous = row
        lastTitle = title
      }
      precondition(views == 1001)
      var layout = engine.layout()
      result.build.append(milliseconds(clock.now - start))
      // Portrait: the margins are 16 on this phone, the title sits after the 28 pt icon.
      let portraitX: Double = 16 + 28 + 8
      precondition(abs(layout.windowFrame(of: lastTitle).minX - portraitX) < 0.01, "Screen 1000 title x")
      start = clock.now
      var window = engine.window
      window.orientation = Orientation.landscapeLeft
      engine.setWindow(window)
      layout = engine.layout()
      result.rotate.append(milliseconds(clock.now - start))
      // Landscape: the safe area's left inset (59) plus the margin lie before the icon.
      let leftInset = device.landscape.safeArea.value.left
      let margin = device.systemMinimumMargin(in: .landscapeLeft)
      let expected: Double = leftInset + margin + 28 + 8
      precondition(abs(layout.windowFrame(of: lastTitle).minX - expected) < 0.01, "Screen 1000 title x after rotation")
    }
    return result
  }

  static func milliseconds(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
  }

  static func table(_ r: Result) -> String {
    [("layout", r.build), ("rotate", r.rotate)].map { phase, xs in
      let sorted = xs.sorted()
      return Output.row([
        "Screen 1000 (engine)", "1001", phase, Output.fmt(sorted[sorted.count / 2]),
        Output.fmt(sorted[0]), Output.fmt(sorted[sorted.count - 1]), String(xs.count),
      ])
    }.joined(separator: "\n") + "\n"
  }
}
