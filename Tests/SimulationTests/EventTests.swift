import AutoLayout
import ScenarioFormat
import Simulation
import ScenarioTestSupport
import XCTest

/// Each event of the format against frames derived by hand from the device catalog's numbers
/// (iPhone 15 Pro: 393 × 852, safe area 59/0/34/0 in portrait and 0/59/21/59 in landscape,
/// docked keyboard 336 in portrait; iPad Pro 11: 834 × 1194, safe area 24/0/20/0, keyboard 264).
final class EventTests: XCTestCase {
  static let banner = """
    device: iphone-15-pro
    controller:
      view:
        subviews:
          - view: banner
      constraints:
        - banner.top == safeArea.top
        - banner.leading == safeArea.leading
        - banner.trailing == safeArea.trailing
        - banner.height == 100
    """

  func testLoadLogsTheFirstAppearanceInUIKitsOrder() throws {
    let sim = try play(Self.banner)
    XCTAssertEqual(
      sim.steps[0].log,
      [
        "loadView", "viewDidLoad", "viewWillAppear(_:)", "viewSafeAreaInsetsDidChange()",
        "viewLayoutMarginsDidChange()", "updateViewConstraints()", "viewWillLayoutSubviews()",
        "viewDidLayoutSubviews()", "viewDidAppear(_:)",
      ])
    XCTAssertEqual(sim.frame("banner", at: 1), rect(0, 59, 393, 100))
    XCTAssertEqual(sim.frame("view", at: 1), rect(0, 0, 393, 852))
  }

  func testRotationMovesTheSafeAreaAndChangesTraits() throws {
    let sim = try play(Self.banner + "\nevents: [load, {rotate: landscapeLeft}, {rotate: portrait}]")
    // Landscape: the safe area is inset 59 on both sides and starts at the top.
    XCTAssertEqual(sim.frame("banner", at: 2), rect(59, 0, 734, 100))
    XCTAssertEqual(sim.frame("banner", at: 3), rect(0, 59, 393, 100))
    XCTAssertEqual(
      sim.steps[1].log,
      [
        "viewWillTransition(to: 852×393, with:)", "willTransition(to: wC hC, with:)",
        "traitCollectionDidChange(_:)", "viewSafeAreaInsetsDidChange()", "viewLayoutMarginsDidChange()",
        "updateViewConstraints()", "viewWillLayoutSubviews()", "viewDidLayoutSubviews()",
      ])
    XCTAssertEqual(sim.steps[1].frames.map(\.changed), [true, true])
  }

  func testAnEventBeforeLoadLoadsTheViewFirst() throws {
    let sim = try play(Self.banner + "\nevents: [{rotate: landscapeLeft}]")
    XCTAssertEqual(Array(sim.steps[0].log.prefix(3)), ["loadView", "viewDidLoad", "viewWillAppear(_:)"])
    XCTAssertEqual(sim.frame("banner", at: 1), rect(59, 0, 734, 100))
  }

  static let composer = """
    device: iphone-15-pro
    controller:
      view:
        subviews:
          - view: composer
      constraints:
        - composer.leading == view.leading
        - composer.trailing == view.trailing
        - composer.height == 50
        - {id: bottom, is: "composer.bottom == keyboard.top"}
    """

  func testTheKeyboardGuideFollowsTheDockedKeyboard() throws {
    let sim = try play(Self.composer + "\nevents: [load, {keyboard: show}, {keyboard: hide}, {keyboard: show, height: 300}]")
    // Hidden: the guide's top is the safe area's bottom (852 − 34).
    XCTAssertEqual(sim.frame("composer", at: 1), rect(0, 768, 393, 50))
    // Docked: 852 − 336 − 50.
    XCTAssertEqual(sim.frame("composer", at: 2), rect(0, 466, 393, 50))
    XCTAssertEqual(sim.frame("composer", at: 3), rect(0, 768, 393, 50))
    XCTAssertEqual(sim.frame("composer", at: 4), rect(0, 502, 393, 50))
    XCTAssertEqual(
      sim.steps[1].log,
      [
        "keyboardWillChangeFrameNotification", "keyboardWillShowNotification", "viewWillLayoutSubviews()",
        "viewDidLayoutSubviews()", "keyboardDidChangeFrameNotification", "keyboardDidShowNotification",
      ])
    XCTAssertTrue(sim.steps[2].log.contains("keyboardWillHideNotification"))
  }

  func testUsesBottomSafeAreaFalseTiesTheHiddenGuideToTheViewsBottom() throws {
    let sim = try play(Self.composer + "\n  keyboard: {usesBottomSafeArea: false}\nevents: [load]")
    XCTAssertEqual(sim.frame("composer", at: 1), rect(0, 802, 393, 50))
  }

  static let iPadComposer = """
    device: ipad-pro-11
    controller:
      view:
        subviews:
          - view: composer
      constraints:
        - composer.leading == view.leading
        - composer.trailing == view.trailing
        - composer.height == 50
        - {id: bottom, is: "composer.bottom == keyboard.top", active: false}
      keyboard:
        followsUndocked: FOLLOWS
        tracking:
          - {id: awayTop, awayFrom: top, is: "composer.bottom == keyboard.top"}
          - {id: nearTop, nearEdge: top, is: "composer.top == safeArea.top"}
    """

  func testAnUndockedKeyboardIsIgnoredUnlessTheGuideFollowsIt() throws {
    let events = "\nevents: [load, {keyboard: show}, {keyboard: undock}, {keyboard: float, frame: [200, 10, 320, 250]}]"
    let ignoring = try play(
      Self.iPadComposer.replacingOccurrences(of: "FOLLOWS", with: "false")
        .replacingOccurrences(of: "active: false", with: "active: true") + events)
    // Docked: 1194 − 264 − 50; undocked or floating: as if hidden (1194 − 20 − 50).
    XCTAssertEqual(ignoring.frame("composer", at: 2), rect(0, 880, 834, 50))
    XCTAssertEqual(ignoring.frame("composer", at: 3), rect(0, 1124, 834, 50))
    XCTAssertEqual(ignoring.frame("composer", at: 4), rect(0, 1124, 834, 50))

    let following = try play(Self.iPadComposer.replacingOccurrences(of: "FOLLOWS", with: "true") + events)
    XCTAssertEqual(following.frame("composer", at: 2), rect(0, 880, 834, 50))
    // Undocked: the keyboard sits centred, (1194 − 264) / 2 = 465 from the top; away from the top
    // edge, so `awayTop` holds the composer on it.
    XCTAssertEqual(following.frame("composer", at: 3), rect(0, 415, 834, 50))
    // Floating 10 pt from the top: near the top edge, so `nearTop` takes over.
    XCTAssertEqual(following.frame("composer", at: 4), rect(0, 24, 834, 50))
    XCTAssertTrue(following.steps[3].messages.isEmpty, "\(following.steps[3].messages)")
  }

  func testTraitVariationsSwapConstraintsAndProperties() throws {
    let sim = try play(
      """
      device: iphone-15-pro
      controller:
        view:
          subviews:
            - view: box
            - label: caption
              text: Hi
        constraints:
          - box.top == safeArea.top
          - box.leading == safeArea.leading
          - box.width == 100
          - caption.top == box.bottom
          - caption.leading == box.leading
        traits:
          - when: {vertical: regular}
            constraints: [box.height == 200]
          - when: {vertical: compact}
            constraints: [box.height == 80]
            set: {caption.hidden: true}
      events: [load, {rotate: landscapeRight}, {rotate: portrait}]
      """)
    XCTAssertEqual(sim.frame("box", at: 1)?.height, 200)
    XCTAssertEqual(sim.frame("box", at: 2)?.height, 80)
    XCTAssertEqual(sim.steps[1].frame(of: "caption")?.isHidden, true)
    XCTAssertEqual(sim.frame("box", at: 3)?.height, 200)
    XCTAssertEqual(sim.steps[2].frame(of: "caption")?.isHidden, false)
    XCTAssertTrue(sim.steps.allSatisfy { $0.messages.isEmpty })
  }

  func testALocaleChangeSwapsStringsAndFlipsLeadingAndTrailing() throws {
    let sim = try play(
      """
      device: iphone-15-pro
      strings:
        en: {hello: "Hi"}
        ar: {hello: "Hello there"}
      controller:
        view:
          subviews:
            - view: box
            - label: greeting
              text: "@hello"
        constraints:
          - box.leading == view.leading + 10
          - box.top == view.top + 100
          - box.width == 50
          - box.height == 50
          - greeting.leading == box.trailing + 8
          - greeting.top == box.top
      events: [load, {locale: ar}]
      """)
    XCTAssertEqual(sim.frame("box", at: 1), rect(10, 100, 50, 50))
    // Right to left: leading is the right edge, so the box is 10 from the right (393 − 10 − 50).
    XCTAssertEqual(sim.frame("box", at: 2), rect(333, 100, 50, 50))
    let hi = try XCTUnwrap(sim.frame("greeting", at: 1))
    let hello = try XCTUnwrap(sim.frame("greeting", at: 2))
    XCTAssertEqual(hi.minX, 68)
    XCTAssertGreaterThan(hello.width, hi.width)
    XCTAssertEqual(hello.maxX, 325, accuracy: 0.001)  // trailing edge 8 pt left of the box
    XCTAssertTrue(sim.steps[1].log.contains("traitCollectionDidChange(_:)"))
  }

  func testDynamicTypeResizesTextStyleLabels() throws {
    let sim = try play(
      """
      device: iphone-15-pro
      controller:
        view:
          subviews:
            - label: body
              text: Hello
              font: body
        constraints: [body.top == view.top + 100, body.leading == view.leading + 20]
      events: [load, {contentSize: accessibilityExtraExtraExtraLarge}, {contentSize: extraSmall}]
      """)
    let large = try XCTUnwrap(sim.frame("body", at: 1))
    let huge = try XCTUnwrap(sim.frame("body", at: 2))
    let small = try XCTUnwrap(sim.frame("body", at: 3))
    XCTAssertGreaterThan(huge.height, 2.5 * large.height)
    XCTAssertLessThan(small.height, large.height)
  }

  func testAnimateSolvesTheEndOnceAndRecordsTicksAlongTheCurve() throws {
    let sim = try play(
      Self.banner.replacingOccurrences(of: "- banner.height == 100", with: "- {id: h, is: banner.height == 100}")
        + "\nevents: [load, {animate: {h.constant: 200}, duration: 0.5, curve: linear}]")
    let step = sim.steps[1]
    XCTAssertEqual(step.animation.count, 10)  // 20 ticks a second
    XCTAssertEqual(step.animation.map(\.time), [0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5])
    let heights = step.animation.map { $0.frames.first { $0.id == "banner" }!.frame.height }
    XCTAssertEqual(heights, [110, 120, 130, 140, 150, 160, 170, 180, 190, 200])
    XCTAssertEqual(step.animation.last?.frames, step.frames)
  }

  func testEaseInOutStartsAndEndsSlowly() throws {
    let sim = try play(
      Self.banner.replacingOccurrences(of: "- banner.height == 100", with: "- {id: h, is: banner.height == 100}")
        + "\nevents: [load, {animate: {h.constant: 200}, duration: 0.25, frames: 4}]")
    let heights = sim.steps[1].animation.map { $0.frames.first { $0.id == "banner" }!.frame.height }
    XCTAssertEqual(heights.count, 4)
    XCTAssertLessThan(heights[0] - 100, 25)  // less than linear's quarter at the first tick
    XCTAssertEqual(heights[1], 150, accuracy: 0.5)  // symmetric curve: half way at half time
    XCTAssertEqual(heights[3], 200)
  }

  func testSetActivateAndDeactivateNamedConstraints() throws {
    let sim = try play(
      """
      device: iphone-15-pro
      controller:
        view:
          subviews: [{view: box}]
        constraints:
          - box.leading == view.leading
          - box.top == view.top + 100
          - box.height == 10
          - {id: narrow, is: box.width == 100}
          - {id: wide, is: box.width == 300, active: false}
      events:
        - load
        - {deactivate: [narrow]}
        - {activate: [wide]}
        - {set: {wide.constant: 250}}
        - {set: {wide.active: false, narrow.active: true}}
      """)
    XCTAssertEqual(sim.frame("box", at: 1)?.width, 100)
    XCTAssertTrue(sim.steps[1].issues.contains { $0.kind == .ambiguity && $0.view == "box" })
    XCTAssertEqual(sim.frame("box", at: 3)?.width, 300)
    XCTAssertEqual(sim.frame("box", at: 4)?.width, 250)
    XCTAssertEqual(sim.frame("box", at: 5)?.width, 100)
  }

  func testAddAndRemoveChangeTheTree() throws {
    let sim = try play(
      """
      device: iphone-15-pro
      controller:
        view:
          subviews: [{view: box}]
        constraints:
          - box.leading == view.leading
          - box.top == view.top + 100
          - box.height == 10
          - box.width == 100
          - {id: badgeX, is: badge.leading == box.trailing + 5, active: false}
          - {id: badgeY, is: badge.centerY == box.centerY, active: false}
          - {id: badgeW, is: badge.width == 20, active: false}
          - {id: badgeH, is: badge.height == 20, active: false}
      events:
        - load
        - {add: {to: view, view: {view: badge}}}
        - {activate: [badgeX, badgeY, badgeW, badgeH]}
        - {remove: box}
      """)
    XCTAssertNil(sim.frame("badge", at: 1))
    XCTAssertTrue(sim.steps[1].issues.contains { $0.kind == .ambiguity && $0.view == "badge" })
    XCTAssertEqual(sim.frame("badge", at: 3), rect(105, 95, 20, 20))
    XCTAssertNil(sim.frame("box", at: 4))
    XCTAssertNotNil(sim.frame("badge", at: 4))
    // Removing the box took the constraints that placed the badge beside it.
    XCTAssertTrue(sim.steps[3].issues.contains { $0.kind == .ambiguity && $0.view == "badge" })
  }

  func testResizeMakesAnIPadCompactInWidth() throws {
    let sim = try play(
      """
      device: ipad-pro-11
      orientation: landscapeLeft
      controller:
        view:
          subviews: [{view: box}]
        constraints:
          - box.leading == view.leading
          - box.top == view.top
          - box.height == 10
        traits:
          - when: {horizontal: regular}
            constraints: [box.width == 500]
          - when: {horizontal: compact}
            constraints: [box.width == view.width]
      events: [load, {resize: [375, 834]}, {resize: [1194, 834]}]
      """)
    XCTAssertEqual(sim.frame("box", at: 1)?.width, 500)
    XCTAssertEqual(sim.frame("view", at: 2), rect(0, 0, 375, 834))
    XCTAssertEqual(sim.frame("box", at: 2)?.width, 375)
    XCTAssertEqual(sim.frame("box", at: 3)?.width, 500)
  }

  func testNavigationAndTabBarsInsetTheSafeArea() throws {
    let sim = try play(
      """
      device: iphone-15-pro
      controller:
        embed: [tab, navigation]
        view:
          subviews: [{view: content}]
        constraints:
          - content.top == safeArea.top
          - content.bottom == safeArea.bottom
          - content.leading == view.leading
          - content.trailing == view.trailing
      events: [load, {rotate: landscapeLeft}]
      """)
    // Portrait: 59 + 44 at the top, 34 + 49 at the bottom.
    XCTAssertEqual(sim.frame("content", at: 1), rect(0, 103, 393, 852 - 103 - 83))
    // Landscape (compact height): bars of 32; the status bar is hidden.
    XCTAssertEqual(sim.frame("content", at: 2), rect(0, 32, 852, 393 - 32 - 21 - 32))
  }

  func testLayoutWithNothingPendingCausesNoCallbacks() throws {
    let sim = try play(Self.banner + "\nevents: [load, layout]")
    XCTAssertEqual(sim.steps[1].log, [])
    XCTAssertEqual(sim.steps[1].frames.map(\.changed), [false, false])
  }
}
