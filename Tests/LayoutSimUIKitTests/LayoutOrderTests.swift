import Testing

#if canImport(UIKit)
  import UIKit
#else
  import LayoutSimUIKit
#endif

// UIKit's order of the layout callbacks: the view controller's lifecycle around the first
// pass, the constraint pass from the leaves up, `layoutSubviews()` from the root down with the
// controller's will/did around its view's (the order DESIGN.md and Apple's "Auto Layout
// Guide" give: update constraints, then layout, then display).

/// Records every callback it gets, in one log shared with its views.
final class Journal {
  var entries: [String] = []
}

final class JournalingView: UIView {
  var journal: Journal?
  var name = ""

  override func updateConstraints() {
    journal?.entries.append("\(name).updateConstraints")
    super.updateConstraints()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    journal?.entries.append("\(name).layoutSubviews \(Int(bounds.width))")
  }
}

final class JournalingViewController: UIViewController {
  let journal = Journal()
  let outer = JournalingView()
  let inner = JournalingView()

  override func loadView() {
    journal.entries.append("loadView")
    let root = JournalingView()
    root.journal = journal
    root.name = "root"
    view = root
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    journal.entries.append("viewDidLoad")
    for (view, name) in [(outer, "outer"), (inner, "inner")] {
      view.journal = journal
      view.name = name
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    view.addSubview(outer)
    outer.addSubview(inner)
    NSLayoutConstraint.activate([
      outer.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      outer.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      outer.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
      outer.heightAnchor.constraint(equalToConstant: 100),
      inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 10),
      inner.trailingAnchor.constraint(equalTo: outer.trailingAnchor, constant: -10),
      inner.topAnchor.constraint(equalTo: outer.topAnchor),
      inner.bottomAnchor.constraint(equalTo: outer.bottomAnchor),
    ])
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    journal.entries.append("viewWillAppear")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    journal.entries.append("viewDidAppear")
  }
  override func updateViewConstraints() {
    journal.entries.append("updateViewConstraints")
    super.updateViewConstraints()
  }
  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    journal.entries.append("viewWillLayoutSubviews")
  }
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    journal.entries.append("viewDidLayoutSubviews")
  }
  override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    journal.entries.append("viewSafeAreaInsetsDidChange")
  }
  override func viewLayoutMarginsDidChange() {
    super.viewLayoutMarginsDidChange()
    journal.entries.append("viewLayoutMarginsDidChange")
  }
}

@MainActor
struct LayoutOrderTests {
  /// The first appearance: load, appear, the constraint pass leaves first (the controller's
  /// `updateViewConstraints` standing for its view's, which its default implementation calls),
  /// then layout from the root down; each view's width is already the solved one when its
  /// `layoutSubviews` runs (335 = 375 − 40, 315 = 335 − 20).
  @Test func firstPass() {
    let controller = JournalingViewController()
    _ = WindowFixture.show(controller)
    #expect(
      controller.journal.entries == [
        "loadView", "viewDidLoad", "viewWillAppear", "viewSafeAreaInsetsDidChange",
        "viewLayoutMarginsDidChange", "inner.updateConstraints", "outer.updateConstraints",
        "updateViewConstraints", "root.updateConstraints", "viewWillLayoutSubviews",
        "root.layoutSubviews 375", "viewDidLayoutSubviews", "outer.layoutSubviews 335",
        "inner.layoutSubviews 315", "viewDidAppear",
      ])
  }

  /// A resize lays out every view whose size changed, and nothing runs when nothing changed.
  @Test func resizeAndNothingToDo() {
    let controller = JournalingViewController()
    let window = WindowFixture.show(controller)
    controller.journal.entries = []
    window.layoutIfNeeded()
    #expect(controller.journal.entries.isEmpty)
    window.frame = WindowFixture.landscape
    window.layoutIfNeeded()
    #expect(
      controller.journal.entries == [
        "viewWillLayoutSubviews", "root.layoutSubviews 667", "viewDidLayoutSubviews",
        "outer.layoutSubviews 627", "inner.layoutSubviews 607",
      ])
  }

  /// `setNeedsLayout()` on one view lays out only it; a constant change lays out the views it
  /// moves and their superviews.
  @Test func targetedInvalidation() {
    let controller = JournalingViewController()
    let window = WindowFixture.show(controller)
    controller.journal.entries = []
    controller.inner.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(controller.journal.entries == ["inner.layoutSubviews 315"])
  }
}

// Stack views in code (Modern Auto Layout, chapter 8; Apple's "Auto Layout Cookbook"): a
// vertical stack of three fixed-height views, spacing 10, then a custom spacing and a hidden
// arranged view, which the stack collapses.
final class FixedHeightView: UIView {
  let height: CGFloat
  init(height: CGFloat) {
    self.height = height
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
  override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: height)
  }
}

@MainActor
struct StackViewInCodeTests {
  /// Pinned 20 from the root's top and sides: 335 wide. Heights 40, 60, 80 with spacing 10:
  /// y = 0, 50, 120; the stack is 200 high. Custom spacing 30 after the first: 0, 70, 140.
  /// Hiding the middle one: 0 and 70 (the hidden view's gap goes with it); the stack is 150 high.
  @Test func verticalStack() {
    let controller = UIViewController()
    let window = WindowFixture.show(controller)
    let views = [
      FixedHeightView(height: 40), FixedHeightView(height: 60), FixedHeightView(height: 80),
    ]
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = .vertical
    stack.spacing = 10
    stack.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
      stack.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor, constant: -20),
    ])
    window.layoutIfNeeded()
    #expect(stack.frame == CGRect(x: 20, y: 20, width: 335, height: 200))
    #expect(views.map(\.frame.minY) == [0, 50, 120])
    #expect(views.allSatisfy { $0.frame.width == 335 })
    #expect(!views[0].translatesAutoresizingMaskIntoConstraints)
    stack.setCustomSpacing(30, after: views[0])
    window.layoutIfNeeded()
    #expect(views.map(\.frame.minY) == [0, 70, 140])
    #expect(stack.customSpacing(after: views[0]) == 30)
    views[1].isHidden = true
    window.layoutIfNeeded()
    #expect(views[2].frame.minY == 70)
    #expect(stack.frame.height == 150)
    stack.removeArrangedSubview(views[2])
    views[2].removeFromSuperview()
    window.layoutIfNeeded()
    #expect(stack.arrangedSubviews.count == 2)
    #expect(stack.frame.height == 40)
  }

  /// A horizontal, fill-equally stack of two buttons between the margins (16 on a 375 width):
  /// each (343 − 8) / 2 = 167.5 wide, the second at 175.5.
  @Test func fillEquallyButtons() {
    let controller = UIViewController()
    let window = WindowFixture.show(controller)
    let cancel = UIButton(type: .system)
    cancel.setTitle("Cancel", for: .normal)
    let save = UIButton(type: .system)
    save.setTitle("Save draft", for: .normal)
    let stack = UIStackView(arrangedSubviews: [cancel, save])
    stack.distribution = .fillEqually
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(stack)
    let margins = controller.view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      stack.topAnchor.constraint(equalTo: margins.topAnchor),
    ])
    window.layoutIfNeeded()
    #expect(cancel.frame.minX == 0)
    #expect(cancel.frame.width == 167.5)
    #expect(save.frame.minX == 175.5)
    #expect(save.frame.width == 167.5)
    #expect(cancel.currentTitle == "Cancel")
  }
}

/// A view whose layoutSubviews always changes its own constraint: a layout that never settles.
final class RestlessView: UIView {
  var passes = 0
  lazy var width = widthAnchor.constraint(equalToConstant: 10)
  override func layoutSubviews() {
    super.layoutSubviews()
    passes += 1
    width.constant += 1
  }
}

@MainActor
struct UnsettledLayoutTests {
  /// The passes stop at the limit (10) instead of hanging, with the last pass's frames.
  @Test func layoutThatNeverSettlesStops() {
    let controller = UIViewController()
    let window = WindowFixture.show(controller)
    let restless = RestlessView()
    restless.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(restless)
    NSLayoutConstraint.activate([
      restless.width, restless.heightAnchor.constraint(equalToConstant: 10),
      restless.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
      restless.topAnchor.constraint(equalTo: controller.view.topAnchor),
    ])
    window.layoutIfNeeded()
    #expect(restless.passes == 10)
    #expect(restless.frame.width == 19)
  }
}
