import XCTest

#if canImport(UIKit)
  import UIKit
#else
  import LayoutSimUIKit
  import LayoutSimUIKitTesting
#endif

// Swift 5 language mode, XCTest as most iOS suites still are: a test case that is not
// main-actor isolated calls UIKit directly (UIKit's isolation is @preconcurrency, so Swift 5
// code compiles unchanged). Modern Auto Layout, chapter 6 (`reference/modern-auto-layout.md`
// T22, T23, T26): margins and the safe area in code, and the keyboard layout guide.

/// T22: a view pinned to the safe area at the top and bottom and to the margins at the sides,
/// with 50-point margins of its own; green fills those margins.
final class NestedViewController: UIViewController {
  let nestedView = UIView()
  let greenView = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    nestedView.translatesAutoresizingMaskIntoConstraints = false
    nestedView.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 50, leading: 50, bottom: 50, trailing: 50)
    view.addSubview(nestedView)
    greenView.translatesAutoresizingMaskIntoConstraints = false
    nestedView.addSubview(greenView)
    let safe = view.safeAreaLayoutGuide
    let margins = view.layoutMarginsGuide
    let nestedMargins = nestedView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      nestedView.topAnchor.constraint(equalTo: safe.topAnchor),
      nestedView.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      nestedView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      nestedView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      greenView.topAnchor.constraint(equalTo: nestedMargins.topAnchor),
      greenView.bottomAnchor.constraint(equalTo: nestedMargins.bottomAnchor),
      greenView.leadingAnchor.constraint(equalTo: nestedMargins.leadingAnchor),
      greenView.trailingAnchor.constraint(equalTo: nestedMargins.trailingAnchor),
    ])
  }
}

/// T23: 50-point root margins, a tile a quarter of the root's height on them, blue and red
/// side by side in the tile's 25-point margins; under a 44-point navigation bar (here the
/// controller's additionalSafeAreaInsets, which is what a navigation controller adds).
final class TileMarginsViewController: UIViewController {
  let tileView = UIView()
  let blueView = UIView()
  let redView = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 50, leading: 50, bottom: 50, trailing: 50)
    tileView.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 25, leading: 25, bottom: 25, trailing: 25)
    for subview in [tileView, blueView, redView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
    }
    view.addSubview(tileView)
    tileView.addSubview(blueView)
    tileView.addSubview(redView)
    let margins = view.layoutMarginsGuide
    let tileMargins = tileView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      tileView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      tileView.topAnchor.constraint(equalTo: margins.topAnchor),
      tileView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      tileView.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.25),
      blueView.leadingAnchor.constraint(equalTo: tileMargins.leadingAnchor),
      blueView.topAnchor.constraint(equalTo: tileMargins.topAnchor),
      blueView.bottomAnchor.constraint(equalTo: tileMargins.bottomAnchor),
      redView.topAnchor.constraint(equalTo: tileMargins.topAnchor),
      redView.bottomAnchor.constraint(equalTo: tileMargins.bottomAnchor),
      redView.trailingAnchor.constraint(equalTo: tileMargins.trailingAnchor),
      redView.leadingAnchor.constraint(equalTo: blueView.trailingAnchor, constant: 25),
      redView.widthAnchor.constraint(equalTo: blueView.widthAnchor),
    ])
  }
}

/// T26: a toolbar of three 56-point buttons (the digest assumes 56 × 56: a 24-point image and
/// 16-point insets) in a fill-equally stack with spacing 8, inside the toolbar's 8-point
/// margins (its bottom on the toolbar's edge), sitting on the keyboard layout guide.
final class ToolbarViewController: UIViewController {
  let toolbar = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    toolbar.accessibilityIdentifier = "toolbar"
    toolbar.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(toolbar)
    let stack = UIStackView(arrangedSubviews: [ToolButton(), ToolButton(), ToolButton()])
    stack.distribution = .fillEqually
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    toolbar.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: toolbar.layoutMarginsGuide.leadingAnchor),
      stack.topAnchor.constraint(equalTo: toolbar.layoutMarginsGuide.topAnchor),
      stack.trailingAnchor.constraint(equalTo: toolbar.layoutMarginsGuide.trailingAnchor),
      stack.bottomAnchor.constraint(equalTo: toolbar.bottomAnchor),
      toolbar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
      toolbar.centerXAnchor.constraint(equalTo: view.keyboardLayoutGuide.centerXAnchor),
    ])
  }
}

final class ToolButton: UIView {
  override var intrinsicContentSize: CGSize { CGSize(width: 56, height: 56) }
}

final class MarginsInCodeTests: XCTestCase {
  /// iPhone 8 (375 × 667, safe top 20): nested 16 in (the root's minimum margin), from 20 to
  /// 667: (16, 20, 343, 647); green 50 inside it: (50, 50, 243, 547).
  func testNestedViewOnIPhone8() throws {
    let device = try SimulatedDevice("iphone-8")
    let controller = NestedViewController()
    device.launch(controller)
    assertFrames([
      controller.nestedView: CGRect(x: 16, y: 20, width: 343, height: 647),
      controller.greenView: CGRect(x: 50, y: 50, width: 243, height: 547),
    ])
    assertNoAmbiguity(in: controller.view)
    assertNoConflicts(in: device.window)
  }

  /// iPhone X (375 × 812, safe 44 top, 34 bottom): nested (16, 44, 343, 734); green 734 − 100 = 634 high.
  func testNestedViewOnIPhoneX() throws {
    let device = try SimulatedDevice("iphone-x")
    let controller = NestedViewController()
    device.launch(controller)
    assertFrames([
      controller.nestedView: CGRect(x: 16, y: 44, width: 343, height: 734),
      controller.greenView: CGRect(x: 50, y: 50, width: 243, height: 634),
    ])
  }

  /// iPhone 8 under the bar: the safe top is 20 + 44 = 64, the root's margins 50 inside it,
  /// so the tile is at (50, 114), 275 wide, 667 / 4 = 166.75 high (bottom 280.75 → 281 on the
  /// @2x grid: 167). In the tile's margins: blue and red (275 − 50 − 25) / 2 = 100 wide at 25
  /// and 150, from 25 to 166.75 − 25 = 141.75 → 142 (117 high).
  func testTileInProgrammaticMargins() throws {
    let device = try SimulatedDevice("iphone-8")
    let controller = TileMarginsViewController()
    device.launch(controller)
    assertFrames([
      controller.tileView: CGRect(x: 50, y: 114, width: 275, height: 167),
      controller.blueView: CGRect(x: 25, y: 25, width: 100, height: 117),
      controller.redView: CGRect(x: 150, y: 25, width: 100, height: 117),
    ])
  }

  /// iPhone X: the toolbar is 8 + 3 × 56 + 2 × 8 + 8 = 200 wide and 8 + 56 = 64 high, centred:
  /// x = (375 − 200) / 2 = 87.5, which the @3x grid puts at 87.667 (a tie between 87.333 and
  /// 87.667; the engine rounds half a pixel up). Keyboard hidden: the guide's top is the safe area's bottom,
  /// 812 − 34 = 778, so y = 714. Docked (the catalog's 336-point keyboard, the digest's K):
  /// 812 − 336 − 64 = 412. Undocked, the guide does not follow (followsUndockedKeyboard is
  /// false): back to 714.
  func testToolbarOnTheKeyboardLayoutGuide() throws {
    let device = try SimulatedDevice("iphone-x")
    let controller = ToolbarViewController()
    device.launch(controller)
    assertFrames([controller.toolbar: CGRect(x: 87.667, y: 714, width: 200, height: 64)])
    device.keyboard(.show, as: "typing")
    assertFrames([controller.toolbar: CGRect(x: 87.667, y: 412, width: 200, height: 64)])
    device.keyboard(.hide)
    assertFrames([controller.toolbar: CGRect(x: 87.667, y: 714, width: 200, height: 64)])
    XCTAssertEqual(device.steps.map(\.event), ["load", "keyboard: show", "keyboard: hide"])
    XCTAssertEqual(
      device.steps[1].log,
      [
        "keyboardWillChangeFrameNotification", "keyboardWillShowNotification",
        "viewWillLayoutSubviews()",
        "viewDidLayoutSubviews()", "keyboardDidChangeFrameNotification",
        "keyboardDidShowNotification",
      ])
    assertGolden(device, named: "toolbar-keyboard")
  }
}
