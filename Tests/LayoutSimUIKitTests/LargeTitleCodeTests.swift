import Testing

#if canImport(UIKit)
  import UIKit
#else
  import LayoutSimUIKit
#endif

/// Scenarios/large-title-display-mode.yaml in code: a message pushed onto an inbox under a bar
/// that prefers large titles, the inbox's item `.always`, the message's `.never`.
final class MessageViewController: UIViewController {
  let subject = UILabel()
  let body = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    subject.accessibilityIdentifier = "subject"
    subject.text = "Lunch on Friday?"
    subject.font = .preferredFont(forTextStyle: .headline)
    body.accessibilityIdentifier = "body"
    for subview in [subject, body] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let safe = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      subject.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
      subject.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      body.topAnchor.constraint(equalTo: subject.bottomAnchor, constant: 8),
      body.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      body.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      body.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
    ])
  }
}

/// `navigationBar.prefersLargeTitles` and `navigationItem.largeTitleDisplayMode` in UIKit code:
/// the same rule as the scenario keys (ScenarioFormat's `LargeTitleDisplayMode`), the same bar
/// heights (Simulation's `Bars`). Frames by hand from the catalog's insets.
@MainActor
struct LargeTitleCodeTests {
  /// A controller whose view holds one 10 × 10 box on its safe area's top-left.
  final class BoxController: UIViewController {
    let box = UIView()
    override func viewDidLoad() {
      super.viewDidLoad()
      box.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(box)
      NSLayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        box.widthAnchor.constraint(equalToConstant: 10),
        box.heightAnchor.constraint(equalToConstant: 10),
      ])
    }
  }

  /// iPhone 15 Pro, device top inset 59: the root under a large-title bar starts its safe area at
  /// 59 + 44 + 52 = 155; a pushed `.never` controller gets the standard bar, 59 + 44 = 103; an
  /// `.automatic` one pushed over it inherits that; `.always` brings the large title back; the
  /// bar no longer preferring large titles ends them.
  @Test func displayModesAlongAPushedStack() throws {
    let device = try SimulatedDevice("iphone-15-pro")
    let root = BoxController()
    let navigation = UINavigationController(rootViewController: root)
    navigation.navigationBar.prefersLargeTitles = true
    device.launch(navigation)
    #expect(root.box.frame.minY == 155)
    #expect(root.navigationController === navigation)

    let never = BoxController()
    never.navigationItem.largeTitleDisplayMode = .never
    navigation.pushViewController(never, animated: false)
    device.window.layoutIfNeeded()
    #expect(never.box.frame.minY == 103)

    let inheriting = BoxController()
    navigation.pushViewController(inheriting, animated: false)
    device.window.layoutIfNeeded()
    #expect(inheriting.box.frame.minY == 103)

    inheriting.navigationItem.largeTitleDisplayMode = .always
    device.window.layoutIfNeeded()
    #expect(inheriting.box.frame.minY == 155)

    navigation.navigationBar.prefersLargeTitles = false
    device.window.layoutIfNeeded()
    #expect(inheriting.box.frame.minY == 103)
  }
}
