#if canImport(UIKit)
import UIKit
#else
import LayoutSimUIKit
#endif
import Testing

@MainActor
struct ProbeTests {
  @Test func probe() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let red = UIView()
    red.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(red)
    NSLayoutConstraint.activate([
      red.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 50),
      controller.view.trailingAnchor.constraint(equalTo: red.trailingAnchor, constant: 50),
      red.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 50),
      controller.view.bottomAnchor.constraint(equalTo: red.bottomAnchor, constant: 50),
    ])
    controller.view.layoutIfNeeded()
    #expect(red.frame == CGRect(x: 50, y: 50, width: 275, height: 567))
  }
}
