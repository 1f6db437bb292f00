#if canImport(UIKit)
  import UIKit
#else
  import LayoutSimUIKit
#endif

/// The books' iPhone 8 screen as a bare window (no status bar, so no unsafe area): 375 × 667
/// in portrait, 667 × 375 in landscape ("P8" and "L8" in `reference/modern-auto-layout.md`).
@MainActor
enum WindowFixture {
  static let portrait = CGRect(x: 0, y: 0, width: 375, height: 667)
  static let landscape = CGRect(x: 0, y: 0, width: 667, height: 375)

  /// Shows the controller in a window of that frame and runs the first layout pass.
  static func show(_ controller: UIViewController, in frame: CGRect = portrait) -> UIWindow {
    let window = UIWindow(frame: frame)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
  }
}
