import Testing

#if canImport(UIKit)
  import UIKit
#else
  import LayoutSimUIKit
#endif

// Modern Auto Layout, chapter 6 (`reference/modern-auto-layout.md` T21): the red and green
// views of chapter 5 against the safe area, inside a navigation controller; then a scroll view
// whose content sets its content size, and a tab bar.

final class SafeRedGreenController: UIViewController {
  let redView = UIView()
  let greenView = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    for box in [redView, greenView] {
      box.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(box)
    }
    let safe = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      redView.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 50),
      redView.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -50),
      greenView.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 50),
      greenView.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -50),
      redView.topAnchor.constraint(equalTo: safe.topAnchor, constant: 50),
      greenView.topAnchor.constraint(equalTo: redView.bottomAnchor, constant: 25),
      safe.bottomAnchor.constraint(equalTo: greenView.bottomAnchor, constant: 50),
      redView.heightAnchor.constraint(equalTo: greenView.heightAnchor),
    ])
  }
}

@MainActor
struct ContainersAndScrollingTests {
  /// iPhone 8 in a navigation controller: safe top 20 + 44 = 64, bottom 0. Heights
  /// (667 − 64 − 125) / 2 = 239: red at 64 + 50 = 114, green at 114 + 239 + 25 = 378.
  /// iPhone X: safe 44 + 44 = 88 top, 34 bottom: (812 − 88 − 34 − 125) / 2 = 282.5; red at 138,
  /// green at 138 + 282.5 + 25 = 445.5. On the @3x grid red's bottom 420.5 and green's top 445.5
  /// are ties that round up (420.667, 445.667), green's bottom stays 728: heights 282.667 and 282.333.
  @Test func safeAreaUnderANavigationBar() throws {
    let device = try SimulatedDevice("iphone-8")
    let content = SafeRedGreenController()
    device.launch(UINavigationController(rootViewController: content))
    #expect(content.redView.frame == CGRect(x: 50, y: 114, width: 275, height: 239))
    #expect(content.greenView.frame == CGRect(x: 50, y: 378, width: 275, height: 239))
    #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))

    let notched = try SimulatedDevice("iphone-x")
    let other = SafeRedGreenController()
    notched.launch(UINavigationController(rootViewController: other))
    #expect(other.redView.frame.minY == 138)
    #expect(abs(other.redView.frame.height - 282.667) < 0.001)
    #expect(abs(other.greenView.frame.minY - 445.667) < 0.001)
    #expect(other.greenView.frame.maxY == 728)
  }

  /// A tab bar adds 49 at the bottom of an iPhone 8's safe area: green's bottom is 667 − 49 − 50,
  /// heights (667 − 20 − 49 − 125) / 2 = 236.5; pushing another controller on a navigation stack
  /// shows its view instead.
  @Test func tabBarAndPush() throws {
    let device = try SimulatedDevice("iphone-8")
    let first = SafeRedGreenController()
    let tabs = UITabBarController()
    tabs.viewControllers = [first]
    device.launch(tabs)
    #expect(first.greenView.frame == CGRect(x: 50, y: 331.5, width: 275, height: 236.5))

    let navigation = UINavigationController(rootViewController: UIViewController())
    let pushed = SafeRedGreenController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    navigation.pushViewController(pushed, animated: true)
    window.layoutIfNeeded()
    #expect(pushed.view.window === window)
    // A bare window has no status bar: safe top 44 (the bar), heights (667 − 44 − 125) / 2 = 249.
    #expect(pushed.redView.frame == CGRect(x: 50, y: 94, width: 275, height: 249))
  }

  /// A scroll view filling a bare 375 × 667 window, a content view on its content guide's edges,
  /// as wide as its frame guide and 1,000 high: the content size is 375 × 1000.
  @Test func scrollViewContentSize() {
    let controller = UIViewController()
    let window = WindowFixture.show(controller)
    let scrollView = UIScrollView()
    let content = UIView()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    content.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(scrollView)
    scrollView.addSubview(content)
    let view = controller.view!
    NSLayoutConstraint.activate([
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 1000),
    ])
    window.layoutIfNeeded()
    #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(scrollView.contentSize == CGSize(width: 375, height: 1000))
    #expect(content.frame == CGRect(x: 0, y: 0, width: 375, height: 1000))
    #expect(!content.hasAmbiguousLayout)
  }
}

@MainActor
struct TextViewTests {
  /// A text view that does not scroll is as tall as its text: one line of 17-point system text
  /// is 20.29 points, 20.5 on the @2x grid, plus the text container's 8-point insets above and
  /// below: 36.5 (the engine's text-view model, `TextViewMetrics.swift`). Scrolling, it has no
  /// intrinsic height and needs one from its constraints.
  @Test func nonScrollingTextViewSizesToItsText() {
    let controller = UIViewController()
    let window = WindowFixture.show(controller)
    let notes = UITextView()
    notes.text = "Hi"
    notes.isScrollEnabled = false
    notes.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(notes)
    NSLayoutConstraint.activate([
      notes.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
      notes.widthAnchor.constraint(equalToConstant: 200),
      notes.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 20),
    ])
    window.layoutIfNeeded()
    #expect(notes.frame == CGRect(x: 20, y: 20, width: 200, height: 36.5))
    #expect(!notes.hasAmbiguousLayout)
    notes.isScrollEnabled = true
    window.layoutIfNeeded()
    #expect(notes.hasAmbiguousLayout)
  }
}

@MainActor
struct SimulatedDeviceTests {
  /// A name the catalog lacks is refused with the nearest one.
  @Test func unknownDevice() {
    #expect(throws: SimulatorError.unknownDevice("iphone-15-pr", suggestion: "iphone-15-pro")) {
      try SimulatedDevice("iphone-15-pr")
    }
    let error = SimulatorError.unknownDevice("iphone-15-pr", suggestion: "iphone-15-pro")
    #expect(
      error.description
        == "unknown device 'iphone-15-pr' (did you mean 'iphone-15-pro'?); `layoutsim devices` lists the catalog"
    )
  }

  /// Arabic turns the layout right to left: a view pinned 20 after the root's leading edge on a
  /// 393-wide iPhone 15 Pro moves from x = 20 to 393 − 20 − 100 = 273.
  @Test func localeFlipsLeadingAndTrailing() throws {
    let device = try SimulatedDevice("iphone-15-pro")
    let controller = UIViewController()
    device.launch(controller)
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(box)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
      box.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 50),
    ])
    device.perform("layout") {}
    #expect(box.frame.minX == 20)
    device.setLocale("ar", as: "arabic")
    #expect(box.frame.minX == 273)
    #expect(controller.view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(device.steps.map(\.event) == ["load", "layout", "locale: ar"])
  }
}
