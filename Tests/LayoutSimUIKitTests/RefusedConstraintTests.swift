import Testing

#if canImport(UIKit)
  import UIKit
#else
  import LayoutSimUIKit
#endif

// What UIKit refuses with an exception (`reference/modern-auto-layout.md` "Invalid combinations":
// in code they are errors) is logged here and the constraint stays inactive: the test goes on.

@MainActor
struct RefusedConstraintTests {
  /// Views in two different trees have no common ancestor: "Unable to activate constraint …".
  @Test func noCommonAncestor() {
    let controller = UIViewController()
    let window = WindowFixture.show(controller)
    let inside = UIView()
    let outside = UIView()
    controller.view.addSubview(inside)
    let constraint = inside.leadingAnchor.constraint(equalTo: outside.leadingAnchor)
    constraint.isActive = true
    #expect(!constraint.isActive)
    window.layoutIfNeeded()
    #expect(window.consoleMessages.isEmpty)
  }

  /// The item/attribute initialiser can pair a top with a leading, which anchors cannot:
  /// UIKit throws "Invalid pairing of layout attributes"; here it is logged, the constraint
  /// deactivated, and the rest of the layout goes on.
  @Test func invalidPairing() {
    let controller = UIViewController()
    let window = WindowFixture.show(controller)
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(box)
    let bad = NSLayoutConstraint(
      item: box, attribute: .top, relatedBy: .equal, toItem: controller.view!, attribute: .leading,
      multiplier: 1, constant: 0)
    NSLayoutConstraint.activate([
      bad,
      box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 10),
      box.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 20),
      box.widthAnchor.constraint(equalToConstant: 30),
      box.heightAnchor.constraint(equalToConstant: 40),
    ])
    #expect(bad.isActive)
    window.layoutIfNeeded()
    #expect(!bad.isActive)
    #expect(box.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
  }

  /// Required to optional on an installed constraint: UIKit throws; the priority goes back.
  @Test func requiredToOptional() {
    let controller = UIViewController()
    let window = WindowFixture.show(controller)
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(box)
    let width = box.widthAnchor.constraint(equalToConstant: 30)
    width.isActive = true
    window.layoutIfNeeded()
    width.priority = .defaultHigh
    window.layoutIfNeeded()
    #expect(width.priority == .required)
    // Between optional levels is allowed.
    let height = box.heightAnchor.constraint(equalToConstant: 40)
    height.priority = .defaultLow
    height.isActive = true
    window.layoutIfNeeded()
    height.priority = .defaultHigh
    window.layoutIfNeeded()
    #expect(height.priority == .defaultHigh)
    #expect(box.frame.size == CGSize(width: 30, height: 40))
  }

  /// A bad visual format is logged and gives no constraints.
  @Test func badVisualFormat() {
    let box = UIView()
    let constraints = NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-[bxo]-|", metrics: nil, views: ["box": box])
    #expect(constraints.isEmpty)
  }
}
