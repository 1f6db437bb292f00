#if canImport(UIKit)
import UIKit
#else
import LayoutSimUIKit
#endif
import Testing

// Apple's Auto Layout Guide, "Creating Constraints Programmatically" as the cookbook digest
// reconstructs it (`reference/auto-layout-cookbook.md` §1.9 and §1.10): v1 keeps its frame,
// v2 and v3 are pinned inside it with the item/attribute initialiser; then the margins guide.

@MainActor
struct CookbookCodeTests {
  /// Builds §1.9's views in `mainview`: v1 frame-based, v2 along its top, v3 in its bottom-right
  /// corner. `v2Translates` leaves v2's autoresizing mask on, which the digest names as a
  /// ready-made conflict.
  func buildGuideExample(in mainview: UIView, v2Translates: Bool = false) -> (UIView, UIView, UIView) {
    let v1 = UIView(frame: CGRect(x: 100, y: 111, width: 132, height: 194))
    v1.backgroundColor = UIColor(red: 1, green: 0.4, blue: 1, alpha: 1)
    let v2 = UIView()
    v2.backgroundColor = UIColor(red: 0.5, green: 1, blue: 0, alpha: 1)
    let v3 = UIView()
    v3.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    mainview.addSubview(v1)
    v1.addSubview(v2)
    v1.addSubview(v3)
    v2.translatesAutoresizingMaskIntoConstraints = v2Translates
    v3.translatesAutoresizingMaskIntoConstraints = false
    v1.addConstraint(
      NSLayoutConstraint(
        item: v2, attribute: .leading, relatedBy: .equal, toItem: v1, attribute: .leading,
        multiplier: 1, constant: 0))
    v1.addConstraint(
      NSLayoutConstraint(
        item: v2, attribute: .trailing, relatedBy: .equal, toItem: v1, attribute: .trailing,
        multiplier: 1, constant: 0))
    v1.addConstraint(
      NSLayoutConstraint(
        item: v2, attribute: .top, relatedBy: .equal, toItem: v1, attribute: .top, multiplier: 1,
        constant: 0))
    v2.addConstraint(
      NSLayoutConstraint(
        item: v2, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
        multiplier: 1, constant: 10))
    v3.addConstraint(
      NSLayoutConstraint(
        item: v3, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
        multiplier: 1, constant: 20))
    v3.addConstraint(
      NSLayoutConstraint(
        item: v3, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
        multiplier: 1, constant: 20))
    v1.addConstraint(
      NSLayoutConstraint(
        item: v3, attribute: .trailing, relatedBy: .equal, toItem: v1, attribute: .trailing,
        multiplier: 1, constant: 0))
    v1.addConstraint(
      NSLayoutConstraint(
        item: v3, attribute: .bottom, relatedBy: .equal, toItem: v1, attribute: .bottom,
        multiplier: 1, constant: 0))
    return (v1, v2, v3)
  }

  /// v1 keeps its frame (its mask is empty); v2 spans v1's width, 10 high: (0, 0, 132, 10);
  /// v3 is 20 × 20 in the corner: (132 − 20, 194 − 20) = (112, 174).
  @Test func viewsPinnedInsideAFrameBasedView() {
    let controller = UIViewController()
    let window = WindowFixture.show(controller)
    let (v1, v2, v3) = buildGuideExample(in: controller.view)
    window.layoutIfNeeded()
    #expect(v1.frame == CGRect(x: 100, y: 111, width: 132, height: 194))
    #expect(v2.frame == CGRect(x: 0, y: 0, width: 132, height: 10))
    #expect(v3.frame == CGRect(x: 112, y: 174, width: 20, height: 20))
    // Each constraint lives where it was added: five on v1, v2's height on v2, v3's size on v3.
    #expect(v1.constraints.count == 5)
    #expect(v2.constraints.count == 1)
    #expect(v3.constraints.count == 2)
    // A frame-based view with an empty mask stays put when the window turns.
    window.frame = WindowFixture.landscape
    window.layoutIfNeeded()
    #expect(v1.frame == CGRect(x: 100, y: 111, width: 132, height: 194))
    #expect(window.consoleMessages.isEmpty)
  }

  /// In a right-to-left layout trailing is the left edge: v3 moves to x = 0.
  @Test func trailingFlipsRightToLeft() {
    let controller = UIViewController()
    let window = WindowFixture.show(controller)
    let (v1, _, v3) = buildGuideExample(in: controller.view)
    v1.semanticContentAttribute = .forceRightToLeft
    window.layoutIfNeeded()
    #expect(v3.frame == CGRect(x: 0, y: 174, width: 20, height: 20))
    #expect(v1.effectiveUserInterfaceLayoutDirection == .rightToLeft)
  }

  /// With v2's autoresizing mask still translated, its zero frame (a required 0 width) meets
  /// leading and trailing on a 132-wide v1: UIKit logs the conflict and breaks a constraint,
  /// and layout goes on.
  @Test func forgottenTranslatesAutoresizingMaskIsLoggedNotFatal() {
    let controller = UIViewController()
    let window = WindowFixture.show(controller)
    let (_, v2, v3) = buildGuideExample(in: controller.view, v2Translates: true)
    window.layoutIfNeeded()
    let log = window.consoleMessages.joined(separator: "\n")
    #expect(log.contains("Unable to simultaneously satisfy constraints."))
    #expect(log.contains("Will attempt to recover by breaking constraint"))
    #expect(log.contains("NSAutoresizingMaskLayoutConstraint"))
    #expect(v3.frame == CGRect(x: 112, y: 174, width: 20, height: 20))
    #expect(v2.frame.height == 10 || v2.frame.height == 0)
  }

  /// §1.10: leading and trailing on the margins guide, no vertical constraint, and the aspect
  /// ratio made but never activated. Portrait: x = 16 (the root's minimum margin in compact
  /// width), width 375 − 32 = 343; y and height are ambiguous.
  @Test func marginsGuideWithoutVerticalConstraintsIsAmbiguous() {
    let controller = UIViewController()
    let window = WindowFixture.show(controller)
    let view = controller.view!
    let myView = UIView()
    myView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(myView)
    let margins = view.layoutMarginsGuide
    myView.leadingAnchor.constraint(equalTo: margins.leadingAnchor).isActive = true
    myView.trailingAnchor.constraint(equalTo: margins.trailingAnchor).isActive = true
    // Give myView a 1:2 aspect ratio
    let aspect = myView.heightAnchor.constraint(equalTo: myView.widthAnchor, multiplier: 2.0)
    window.layoutIfNeeded()
    #expect(myView.frame.minX == 16)
    #expect(myView.frame.width == 343)
    #expect(myView.hasAmbiguousLayout)
    #expect(!aspect.isActive)
    // Activated, the ratio fixes the height (2 × 343 = 686) but y stays free.
    aspect.isActive = true
    window.layoutIfNeeded()
    #expect(myView.frame.height == 686)
    #expect(myView.hasAmbiguousLayout)
  }
}
