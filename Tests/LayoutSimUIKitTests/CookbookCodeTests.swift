import Testing

#if canImport(UIKit)
  import UIKit
#else
  import LayoutSimUIKit
#endif

// Apple's Auto Layout Guide, "Creating Constraints Programmatically" as the cookbook digest
// reconstructs it (`reference/auto-layout-cookbook.md` §1.9 and §1.10): v1 keeps its frame,
// v2 and v3 are pinned inside it with the item/attribute initialiser; then the margins guide.

@MainActor
struct CookbookCodeTests {
  /// Builds §1.9's views in `mainview`: v1 frame-based, v2 along its top, v3 in its bottom-right
  /// corner. `v2Translates` leaves v2's autoresizing mask on, which the digest names as a
  /// ready-made conflict.
  func buildGuideExample(in mainview: UIView, v2Translates: Bool = false) -> (
    UIView, UIView, UIView
  ) {
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

@MainActor
struct ViewTreeChangeTests {
  /// Moving a view to another superview: the constraints to its old surroundings go (UIKit
  /// removes them), the ones inside it stay and follow it.
  @Test func movingASubtree() {
    let controller = UIViewController()
    let window = WindowFixture.show(controller)
    let view = controller.view!
    let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let right = UIView(frame: CGRect(x: 200, y: 0, width: 150, height: 100))
    let card = UIView()
    let badge = UIView()
    for box in [card, badge] { box.translatesAutoresizingMaskIntoConstraints = false }
    view.addSubview(left)
    view.addSubview(right)
    left.addSubview(card)
    card.addSubview(badge)
    let pinned = [
      card.leadingAnchor.constraint(equalTo: left.leadingAnchor, constant: 10),
      card.topAnchor.constraint(equalTo: left.topAnchor, constant: 10),
    ]
    NSLayoutConstraint.activate(
      pinned + [
        card.widthAnchor.constraint(equalToConstant: 40),
        card.heightAnchor.constraint(equalToConstant: 30),
        badge.trailingAnchor.constraint(equalTo: card.trailingAnchor),
        badge.topAnchor.constraint(equalTo: card.topAnchor),
        badge.widthAnchor.constraint(equalToConstant: 8),
        badge.heightAnchor.constraint(equalToConstant: 8),
      ])
    window.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 10, y: 10, width: 40, height: 30))
    #expect(badge.frame == CGRect(x: 32, y: 0, width: 8, height: 8))
    card.removeFromSuperview()
    #expect(pinned.allSatisfy { !$0.isActive })
    #expect(card.constraints.count == 4)
    right.addSubview(card)
    NSLayoutConstraint.activate([
      card.trailingAnchor.constraint(equalTo: right.trailingAnchor, constant: -5),
      card.bottomAnchor.constraint(equalTo: right.bottomAnchor, constant: -5),
    ])
    window.layoutIfNeeded()
    // 150 − 5 − 40 = 105, 100 − 5 − 30 = 65; the badge keeps its place in the card.
    #expect(card.frame == CGRect(x: 105, y: 65, width: 40, height: 30))
    #expect(badge.frame == CGRect(x: 32, y: 0, width: 8, height: 8))
    #expect(!card.hasAmbiguousLayout)
  }
}

@MainActor
struct LayoutGuideTests {
  /// T25's spacer guides (`reference/modern-auto-layout.md`): three guides of equal width around
  /// two 100-wide views across a 375-wide root: each gap (375 − 200) / 3 = 58.333, so the guides'
  /// layout frames start at 0, 158.333 and 316.667; the views at 58.333 and 216.667 (on the @2x
  /// grid 58.5 and 216.5).
  @Test func equalSpacingWithLayoutGuides() {
    let controller = UIViewController()
    let window = WindowFixture.show(controller)
    let view = controller.view!
    let cancel = FixedSizeView(CGSize(width: 100, height: 40))
    let ok = FixedSizeView(CGSize(width: 100, height: 40))
    let guides = [UILayoutGuide(), UILayoutGuide(), UILayoutGuide()]
    for guide in guides { view.addLayoutGuide(guide) }
    for button in [cancel, ok] {
      button.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(button)
      button.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor).isActive =
        true
    }
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: guides[0].leadingAnchor),
      guides[0].trailingAnchor.constraint(equalTo: cancel.leadingAnchor),
      cancel.trailingAnchor.constraint(equalTo: guides[1].leadingAnchor),
      guides[1].trailingAnchor.constraint(equalTo: ok.leadingAnchor),
      ok.trailingAnchor.constraint(equalTo: guides[2].leadingAnchor),
      guides[2].trailingAnchor.constraint(equalTo: view.trailingAnchor),
      guides[0].widthAnchor.constraint(equalTo: guides[1].widthAnchor),
      guides[0].widthAnchor.constraint(equalTo: guides[2].widthAnchor),
    ])
    window.layoutIfNeeded()
    #expect(view.layoutGuides.count == 3)
    #expect(abs(guides[1].layoutFrame.minX - 158.333) < 0.001)
    #expect(abs(guides[2].layoutFrame.width - 58.333) < 0.001)
    #expect(cancel.frame.minX == 58.5)
    #expect(ok.frame.minX == 216.5)
    // 667 / 2 − 20 = 313.5.
    #expect(cancel.frame.minY == 313.5)
    #expect(cancel.constraintsAffectingLayout(for: .horizontal).count == 2)
    #expect(cancel.constraintsAffectingLayout(for: .vertical).count == 1)
  }
}

@MainActor
struct AutoresizingTests {
  /// A frame-based banner 20 in from each side of a 375-wide root, its width flexible: when the
  /// window becomes 667 wide it keeps its 20-point margins, 667 − 40 = 627 wide. A badge with a
  /// flexible left margin keeps its distance from the right edge: 375 − 60 − 40 = 275 → 567.
  @Test func autoresizingMaskFollowsTheSuperview() {
    let controller = UIViewController()
    let window = WindowFixture.show(controller)
    let banner = UIView(frame: CGRect(x: 20, y: 20, width: 335, height: 100))
    banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    let badge = UIView(frame: CGRect(x: 275, y: 140, width: 60, height: 30))
    badge.autoresizingMask = [.flexibleLeftMargin]
    controller.view.addSubview(banner)
    controller.view.addSubview(badge)
    window.layoutIfNeeded()
    #expect(banner.frame == CGRect(x: 20, y: 20, width: 335, height: 100))
    window.frame = WindowFixture.landscape
    window.layoutIfNeeded()
    #expect(banner.frame == CGRect(x: 20, y: 20, width: 627, height: 100))
    #expect(badge.frame == CGRect(x: 567, y: 140, width: 60, height: 30))
    #expect(!banner.hasAmbiguousLayout)
  }
}
