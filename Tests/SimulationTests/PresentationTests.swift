import AutoLayout
import ScenarioFormat
import Simulation
import ScenarioTestSupport
import XCTest

/// `present` / `dismiss` against frames derived by hand from Presentation.swift's rules and the
/// device catalog (iPhone 15 Pro: 393 × 852, status bar 54, safe area 59/0/34/0 in portrait;
/// iPad Pro 11": 834 × 1194, status bar 24, safe area 24/0/20/0).
final class PresentationTests: XCTestCase {
  /// A banner on the safe area's top, the root view's frame reported as `view`.
  static func banner(_ device: String, embed: String = "none", ios: String = "18") -> String {
    """
    device: \(device)
    ios: \(ios)
    controller:
      embed: \(embed)
      view:
        subviews:
          - view: banner
      constraints:
        - banner.top == safeArea.top
        - banner.leading == safeArea.leading
        - banner.trailing == safeArea.trailing
        - banner.bottom == safeArea.bottom
    """
  }

  /// The card starts 10 below the 54-pt status bar: y 64, 852 − 64 = 788 tall. It is below the
  /// 59-pt unsafe top, so the safe area's top is the card's; the home indicator's 34 remain.
  func testAPageSheetOnAnIPhoneIsACardBelowTheStatusBar() throws {
    let sim = try play(Self.banner("iphone-15-pro") + "\nevents: [{present: pageSheet}]")
    XCTAssertEqual(sim.frame("view", at: 1), rect(0, 64, 393, 788))
    XCTAssertEqual(sim.frame("banner", at: 1), rect(0, 0, 393, 788 - 34))
    XCTAssertEqual(sim.window("banner", at: 1), rect(0, 64, 393, 754))
    XCTAssertEqual(
      sim.steps[0].log,
      [
        "present(_:animated:completion:) as .pageSheet", "loadView", "viewDidLoad",
        "viewWillAppear(_:)", "viewSafeAreaInsetsDidChange()", "viewLayoutMarginsDidChange()",
        "updateViewConstraints()", "viewWillLayoutSubviews()", "viewDidLayoutSubviews()",
        "viewDidAppear(_:)",
      ])
    XCTAssertEqual(sim.steps[0].warnings, [])
  }

  /// In a sheet the navigation bar is 56 with no status bar above it: the banner starts at 56.
  func testANavigationBarInASheetIs56Tall() throws {
    let sim = try play(
      Self.banner("iphone-15-pro", embed: "navigation") + "\nevents: [{present: formSheet}]")
    XCTAssertEqual(sim.frame("banner", at: 1), rect(0, 56, 393, 788 - 56 - 34))
  }

  /// A popover adapts to the same card in compact width; full screen and iOS 12's sheets and an
  /// iPhone in landscape (compact height) cover the screen.
  func testAdaptationsToTheCardAndToFullScreen() throws {
    let popover = try play(Self.banner("iphone-15-pro") + "\nevents: [{present: popover}]")
    XCTAssertEqual(popover.frame("view", at: 1), rect(0, 64, 393, 788))
    let full = try play(Self.banner("iphone-15-pro") + "\nevents: [{present: fullScreen}]")
    XCTAssertEqual(full.frame("view", at: 1), rect(0, 0, 393, 852))
    XCTAssertEqual(full.frame("banner", at: 1), rect(0, 59, 393, 852 - 59 - 34))
    let old = try play(Self.banner("iphone-15-pro", ios: "12") + "\nevents: [{present: pageSheet}]")
    XCTAssertEqual(old.frame("view", at: 1), rect(0, 0, 393, 852))
    let turned = try play(
      Self.banner("iphone-15-pro") + "\nevents: [{present: pageSheet}, {rotate: landscapeLeft}]")
    XCTAssertEqual(turned.frame("view", at: 2), rect(0, 0, 852, 393))
  }

  /// 540 × 620 centred: x (834 − 540) / 2 = 147, y (1194 − 620) / 2 = 287; in landscape 327, 107.
  /// The sheet overlaps neither the status bar nor the home indicator: no safe-area insets.
  func testAFormSheetOnAnIPadIsCentred540By620() throws {
    let sim = try play(
      Self.banner("ipad-pro-11") + "\nevents: [{present: formSheet}, {rotate: landscapeLeft}]")
    XCTAssertEqual(sim.frame("view", at: 1), rect(147, 287, 540, 620))
    XCTAssertEqual(sim.frame("banner", at: 1), rect(0, 0, 540, 620))
    XCTAssertEqual(sim.frame("view", at: 2), rect(327, 107, 540, 620))
  }

  /// A page sheet or a popover in regular width is not calibrated: the step says so and the root
  /// view keeps the window.
  func testARegularWidthPopoverIsReportedAsNotModelled() throws {
    let sim = try play(Self.banner("ipad-pro-11") + "\nevents: [{present: popover}]")
    XCTAssertEqual(sim.frame("view", at: 1), rect(0, 0, 834, 1194))
    XCTAssertEqual(
      sim.steps[0].warnings,
      ["a popover in regular width is not modelled (its size is not calibrated); the root view keeps the window"])
  }

  /// Dismissing calls the disappearance callbacks; presenting again only the appearance ones (the
  /// view is loaded); presenting what is shown, or dismissing what is not presented, is a warning.
  func testDismissAndPresentAgain() throws {
    let sim = try play(
      Self.banner("iphone-15-pro")
        + "\nevents: [{present: pageSheet}, {present: formSheet}, dismiss, dismiss, {present: fullScreen}]")
    XCTAssertEqual(sim.steps[1].warnings, ["the controller is already presented; dismiss it first"])
    XCTAssertEqual(
      sim.steps[2].log, ["dismiss(animated:completion:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)"])
    XCTAssertEqual(sim.steps[3].warnings, ["the controller is already dismissed"])
    XCTAssertEqual(
      sim.steps[4].log,
      [
        "present(_:animated:completion:) as .fullScreen", "viewWillAppear(_:)",
        "viewSafeAreaInsetsDidChange()", "viewLayoutMarginsDidChange()", "viewWillLayoutSubviews()",
        "viewDidLayoutSubviews()", "viewDidAppear(_:)",
      ])
    XCTAssertEqual(sim.frame("view", at: 5), rect(0, 0, 393, 852))
    let root = try play(Self.banner("iphone-15-pro") + "\nevents: [load, {present: pageSheet}, dismiss]")
    XCTAssertEqual(
      root.steps[1].warnings,
      ["the controller is the window's root view controller, not presented; 'present' must come first, or after 'dismiss'"])
    XCTAssertEqual(root.steps[2].warnings, ["the controller is not presented; 'dismiss' follows 'present'"])
    XCTAssertEqual(root.frame("view", at: 2), rect(0, 0, 393, 852))
  }
}
