import LayoutSimUIKit
import Simulation
import Testing

/// A faded and a hidden view in code, recorded as the scenario engine records them (one frame
/// walk for both): the step's frames carry `alpha` and `isHidden`, and the JSON report notes
/// them. Frames on the iPhone 8 (375 × 667, root margins 16, safe-area top 20): the badge at
/// (16, 20), 40 × 40; the hidden box below it at y 60.
@MainActor
struct RecordedAlphaTests {
  final class BadgeController: UIViewController {
    let badge = UIView()
    let box = UIView()

    override func viewDidLoad() {
      super.viewDidLoad()
      badge.accessibilityIdentifier = "badge"
      box.accessibilityIdentifier = "box"
      badge.alpha = 0.5
      box.isHidden = true
      for view in [badge, box] {
        view.translatesAutoresizingMaskIntoConstraints = false
        self.view.addSubview(view)
      }
      NSLayoutConstraint.activate([
        badge.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        badge.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        badge.widthAnchor.constraint(equalToConstant: 40),
        badge.heightAnchor.constraint(equalToConstant: 40),
        box.leadingAnchor.constraint(equalTo: badge.leadingAnchor),
        box.topAnchor.constraint(equalTo: badge.bottomAnchor),
        box.widthAnchor.constraint(equalToConstant: 40),
        box.heightAnchor.constraint(equalToConstant: 40),
      ])
    }
  }

  @Test func fadedAndHiddenViewsAreRecorded() throws {
    let device = try SimulatedDevice("iphone-8")
    device.launch(BadgeController())
    let frames = try #require(device.steps.last?.frames)
    let badge = try #require(frames.first { $0.id == "badge" })
    let box = try #require(frames.first { $0.id == "box" })
    #expect("\(badge.frame)" == "[16, 20, 40, 40]")
    #expect(badge.alpha == 0.5 && !badge.isHidden)
    #expect("\(box.frame)" == "[16, 60, 40, 40]")
    #expect(box.isHidden && box.alpha == 1)
    let json = device.jsonReport(title: "Badge", file: "Badge.swift")
    #expect(json.contains(#""alpha": 0.5"#))
    #expect(json.contains(#""hidden": true"#))
  }
}
