import AutoLayout

/// The screen a `UIWindow(frame:)` is on when no simulated device is named: exactly the frame,
/// with no unsafe area, so the safe area is the whole window, as a bare window in a unit test has.
enum BareWindow {
  static let deviceID = "window"

  /// A window's traits from its size alone: regular width from 678 pt (the rule the scenario
  /// engine applies to a resized window: half of a 12.9-inch iPad in landscape is the narrowest
  /// regular-width split), and the root view's system minimum margins for that width class,
  /// 16 compact and 20 regular (`reference/modern-auto-layout.md` §1.13, value 23, and the
  /// device catalog's iPad notes). It is compact in height below 500 pt: in the device catalog
  /// every iPhone in landscape is at most 440 pt tall, and every portrait screen and iPad at
  /// least 568.
  static func window(size: CGSize) -> Window {
    let width = Double(size.width)
    let height = Double(size.height)
    let regularWidth = width >= 678
    let margin = regularWidth ? 20.0 : 16.0
    let traits = OrientationTraits(
      safeArea: Sourced(.zero, "a bare UIWindow(frame:) has no unsafe area"),
      statusBar: Sourced(0, "no status bar over a bare window"),
      horizontalSizeClass: regularWidth ? .regular : .compact,
      verticalSizeClass: height >= 500 ? .regular : .compact,
      keyboardHeight: Sourced(0, "no keyboard on a bare window"))
    let device = Device(
      id: deviceID, name: "UIWindow(frame:)",
      portraitSize: Sourced(Size(width: width, height: height), "the window's frame"),
      scale: Sourced(2, "an @2x screen, the iPhone 8 of the books' worked examples"),
      idiom: regularWidth ? .pad : .phone, portrait: traits, landscape: traits,
      systemMinimumMargins: Sourced([margin, margin], "16 in compact width, 20 in regular"))
    return Window(device: device)
  }
}
