import Testing

#if canImport(UIKit)
  import UIKit
#else
  import LayoutSimUIKit
#endif

// Modern Auto Layout, chapter 5, "Creating Constraints In Code" (`reference/modern-auto-layout.md`
// T16–T20): the same layout written with anchors, with the item/attribute initialiser and in
// the visual format, then the chapter's challenges. Frames derived by hand in each test.

/// T16: red above green, both 50 from the sides, 50 from the top and bottom, 25 apart, equal heights.
final class RedGreenAnchorsController: UIViewController {
  let redView = UIView()
  let greenView = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    redView.translatesAutoresizingMaskIntoConstraints = false
    redView.backgroundColor = .red
    view.addSubview(redView)
    greenView.translatesAutoresizingMaskIntoConstraints = false
    greenView.backgroundColor = .green
    view.addSubview(greenView)
    let padding: CGFloat = 50
    let spacing: CGFloat = 25
    NSLayoutConstraint.activate([
      redView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: padding),
      redView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -padding),
      greenView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: padding),
      greenView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -padding),
      redView.topAnchor.constraint(equalTo: view.topAnchor, constant: padding),
      greenView.topAnchor.constraint(equalTo: redView.bottomAnchor, constant: spacing),
      view.bottomAnchor.constraint(equalTo: greenView.bottomAnchor, constant: padding),
      redView.heightAnchor.constraint(equalTo: greenView.heightAnchor),
    ])
  }
}

/// T16 again with the item/attribute initialiser.
final class RedGreenItemAttributeController: UIViewController {
  let redView = UIView()
  let greenView = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview in [redView, greenView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    NSLayoutConstraint.activate([
      NSLayoutConstraint(
        item: redView, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leading,
        multiplier: 1, constant: 50),
      NSLayoutConstraint(
        item: view!, attribute: .trailing, relatedBy: .equal, toItem: redView, attribute: .trailing,
        multiplier: 1, constant: 50),
      NSLayoutConstraint(
        item: greenView, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leading,
        multiplier: 1, constant: 50),
      NSLayoutConstraint(
        item: view!, attribute: .trailing, relatedBy: .equal, toItem: greenView,
        attribute: .trailing,
        multiplier: 1, constant: 50),
      NSLayoutConstraint(
        item: redView, attribute: .top, relatedBy: .equal, toItem: view, attribute: .top,
        multiplier: 1, constant: 50),
      NSLayoutConstraint(
        item: greenView, attribute: .top, relatedBy: .equal, toItem: redView, attribute: .bottom,
        multiplier: 1, constant: 25),
      NSLayoutConstraint(
        item: view!, attribute: .bottom, relatedBy: .equal, toItem: greenView, attribute: .bottom,
        multiplier: 1, constant: 50),
      NSLayoutConstraint(
        item: redView, attribute: .height, relatedBy: .equal, toItem: greenView, attribute: .height,
        multiplier: 1, constant: 0),
    ])
  }
}

/// T16 again in the visual format.
final class RedGreenVisualFormatController: UIViewController {
  let redView = UIView()
  let greenView = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview in [redView, greenView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let views = ["redView": redView, "greenView": greenView]
    let metrics = ["padding": 50.0, "spacing": 25.0]
    var constraints: [NSLayoutConstraint] = []
    constraints += NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-(padding)-[redView]-(padding)-|", metrics: metrics, views: views)
    constraints += NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-(padding)-[greenView]-(padding)-|", metrics: metrics, views: views)
    constraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-(padding)-[redView(==greenView)]-(spacing)-[greenView]-(padding)-|",
      metrics: metrics, views: views)
    NSLayoutConstraint.activate(constraints)
  }
}

@MainActor
struct ConstraintsInCodeTests {
  // Portrait 375 × 667: width 375 − 2 × 50 = 275; heights (667 − 50 − 25 − 50) / 2 = 271, so
  // green's top is 50 + 271 + 25 = 346. Landscape 667 × 375: width 567, heights (375 − 125) / 2 =
  // 125, green at 200.
  @Test func redAndGreenWithAnchors() {
    let controller = RedGreenAnchorsController()
    let window = WindowFixture.show(controller)
    #expect(controller.redView.frame == CGRect(x: 50, y: 50, width: 275, height: 271))
    #expect(controller.greenView.frame == CGRect(x: 50, y: 346, width: 275, height: 271))
    window.frame = WindowFixture.landscape
    window.layoutIfNeeded()
    #expect(controller.redView.frame == CGRect(x: 50, y: 50, width: 567, height: 125))
    #expect(controller.greenView.frame == CGRect(x: 50, y: 200, width: 567, height: 125))
    #expect(!controller.redView.hasAmbiguousLayout)
    #expect(window.consoleMessages.isEmpty)
  }

  @Test func redAndGreenWithTheItemAttributeInitialiser() {
    let controller = RedGreenItemAttributeController()
    _ = WindowFixture.show(controller)
    #expect(controller.redView.frame == CGRect(x: 50, y: 50, width: 275, height: 271))
    #expect(controller.greenView.frame == CGRect(x: 50, y: 346, width: 275, height: 271))
  }

  @Test func redAndGreenInTheVisualFormat() {
    let controller = RedGreenVisualFormatController()
    _ = WindowFixture.show(controller)
    // Two per horizontal format (both edges); four for the vertical one (top, the equal
    // height, the spacing, the bottom). All relate the root view, so it holds them.
    #expect(controller.view.constraints.count == 8)
    #expect(controller.redView.frame == CGRect(x: 50, y: 50, width: 275, height: 271))
    #expect(controller.greenView.frame == CGRect(x: 50, y: 346, width: 275, height: 271))
  }

  /// T18 (challenge 5.1): green pinned 50 inside the root; red inside green, 25 from its sides,
  /// centred vertically, a fifth of its height. Portrait: green 275 × 567; red 225 wide and
  /// 113.4 high, at y = (567 − 113.4) / 2 = 226.8 — on the @2x grid 113.5 and 227 (the engine
  /// rounds each edge: 226.8 → 227, 340.2 → 340, so the height is 113).
  @Test func nestedView() {
    let controller = UIViewController()
    let window = WindowFixture.show(controller)
    let green = UIView()
    let red = UIView()
    green.translatesAutoresizingMaskIntoConstraints = false
    red.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(green)
    green.addSubview(red)
    let view = controller.view!
    NSLayoutConstraint.activate([
      green.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 50),
      view.trailingAnchor.constraint(equalTo: green.trailingAnchor, constant: 50),
      green.topAnchor.constraint(equalTo: view.topAnchor, constant: 50),
      view.bottomAnchor.constraint(equalTo: green.bottomAnchor, constant: 50),
      red.leadingAnchor.constraint(equalTo: green.leadingAnchor, constant: 25),
      green.trailingAnchor.constraint(equalTo: red.trailingAnchor, constant: 25),
      red.centerYAnchor.constraint(equalTo: green.centerYAnchor),
      red.heightAnchor.constraint(equalTo: green.heightAnchor, multiplier: 0.2),
    ])
    window.layoutIfNeeded()
    #expect(green.frame == CGRect(x: 50, y: 50, width: 275, height: 567))
    #expect(red.frame == CGRect(x: 25, y: 227, width: 225, height: 113))
    // Landscape: green 567 × 275; red 517 × 55 at y = (275 − 55) / 2 = 110.
    window.frame = WindowFixture.landscape
    window.layoutIfNeeded()
    #expect(green.frame == CGRect(x: 50, y: 50, width: 567, height: 275))
    #expect(red.frame == CGRect(x: 25, y: 110, width: 517, height: 55))
  }

  /// T19 (challenge 5.2): a tile 50 from the root's leading, top and trailing edges, a quarter of
  /// the root's height, holding blue and red side by side, 25 from everything and equally wide.
  /// Portrait: tile 275 × 166.75 (on the @2x grid its bottom 216.75 → 217, so 167 high);
  /// blue and red (275 − 75) / 2 = 100 wide at x = 25 and 150, 25 from the top, 167 − 50 = 117
  /// high (the bottoms are 25 above the tile's rounded edge: 166.75 − 25 = 141.75 → 142).
  @Test func tileView() {
    let controller = UIViewController()
    let window = WindowFixture.show(controller)
    let view = controller.view!
    let tile = TileView()
    view.addSubview(tile)
    NSLayoutConstraint.activate([
      tile.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 50),
      tile.topAnchor.constraint(equalTo: view.topAnchor, constant: 50),
      view.trailingAnchor.constraint(equalTo: tile.trailingAnchor, constant: 50),
      tile.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.25),
    ])
    window.layoutIfNeeded()
    #expect(tile.frame == CGRect(x: 50, y: 50, width: 275, height: 167))
    #expect(tile.blueView.frame == CGRect(x: 25, y: 25, width: 100, height: 117))
    #expect(tile.redView.frame == CGRect(x: 150, y: 25, width: 100, height: 117))
    // Landscape: tile 567 × 93.75 (bottom 143.75 → 144, so 94); each (567 − 75) / 2 = 246 wide,
    // red at 25 + 246 + 25 = 296; 93.75 − 50 = 43.75 high (bottom 68.75 → 69, so 44).
    window.frame = WindowFixture.landscape
    window.layoutIfNeeded()
    #expect(tile.frame == CGRect(x: 50, y: 50, width: 567, height: 94))
    #expect(tile.blueView.frame == CGRect(x: 25, y: 25, width: 246, height: 44))
    #expect(tile.redView.frame == CGRect(x: 296, y: 25, width: 246, height: 44))
  }

  /// T20: system spacing. Twice the standard 8 after red's trailing edge, once below its bottom.
  @Test func systemSpacing() {
    let controller = UIViewController()
    let window = WindowFixture.show(controller)
    let view = controller.view!
    let red = UIView()
    let green = UIView()
    let blue = UIView()
    for box in [red, green, blue] {
      box.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(box)
      box.widthAnchor.constraint(equalToConstant: 50).isActive = true
      box.heightAnchor.constraint(equalToConstant: 50).isActive = true
    }
    NSLayoutConstraint.activate([
      red.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      red.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
      green.leadingAnchor.constraint(equalToSystemSpacingAfter: red.trailingAnchor, multiplier: 2),
      green.topAnchor.constraint(equalTo: red.topAnchor),
      blue.topAnchor.constraint(equalToSystemSpacingBelow: red.bottomAnchor, multiplier: 1),
      blue.leadingAnchor.constraint(equalTo: red.leadingAnchor),
    ])
    window.layoutIfNeeded()
    // green: 20 + 50 + 16 = 86; blue: 20 + 50 + 8 = 78.
    #expect(green.frame == CGRect(x: 86, y: 20, width: 50, height: 50))
    #expect(blue.frame == CGRect(x: 20, y: 78, width: 50, height: 50))
  }
}

/// Challenge 5.2's tile: a custom view that builds its own subviews and constraints.
final class TileView: UIView {
  let blueView = UIView()
  let redView = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    translatesAutoresizingMaskIntoConstraints = false
    for subview in [blueView, redView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      addSubview(subview)
    }
    NSLayoutConstraint.activate([
      blueView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 25),
      blueView.topAnchor.constraint(equalTo: topAnchor, constant: 25),
      bottomAnchor.constraint(equalTo: blueView.bottomAnchor, constant: 25),
      redView.topAnchor.constraint(equalTo: topAnchor, constant: 25),
      trailingAnchor.constraint(equalTo: redView.trailingAnchor, constant: 25),
      bottomAnchor.constraint(equalTo: redView.bottomAnchor, constant: 25),
      redView.leadingAnchor.constraint(equalTo: blueView.trailingAnchor, constant: 25),
      redView.widthAnchor.constraint(equalTo: blueView.widthAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

@MainActor
struct AnchorWithOffsetTests {
  /// A box centred between the leading edge of the root and the leading edge of a 100-wide
  /// column at x = 275: the gap is 275 wide, so the box's centre is at 137.5 and a 50-wide box
  /// starts at 112.5. Then the gap is held to twice the box's width: the column moves to x = 100.
  @Test func centredInAGap() {
    let controller = UIViewController()
    let window = WindowFixture.show(controller)
    let view = controller.view!
    let column = UIView()
    let box = UIView()
    for subview in [column, box] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let gap = view.leadingAnchor.anchorWithOffset(to: column.leadingAnchor)
    let half = view.leadingAnchor.anchorWithOffset(to: box.centerXAnchor)
    let trailingColumn = view.trailingAnchor.constraint(equalTo: column.trailingAnchor)
    NSLayoutConstraint.activate([
      column.widthAnchor.constraint(equalToConstant: 100),
      column.topAnchor.constraint(equalTo: view.topAnchor),
      column.heightAnchor.constraint(equalToConstant: 10),
      trailingColumn,
      box.widthAnchor.constraint(equalToConstant: 50),
      box.heightAnchor.constraint(equalToConstant: 50),
      box.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
      half.constraint(equalTo: gap, multiplier: 0.5),
    ])
    window.layoutIfNeeded()
    #expect(column.frame.minX == 275)
    #expect(box.frame == CGRect(x: 112.5, y: 20, width: 50, height: 50))
    trailingColumn.isActive = false
    gap.constraint(equalTo: box.widthAnchor, multiplier: 2).isActive = true
    window.layoutIfNeeded()
    #expect(column.frame.minX == 100)
    #expect(box.frame.minX == 25)
  }
}
