import AutoLayout
import Cassowary
import XCTest

/// Devices as the hand-derived cases in `reference/modern-auto-layout.md` use them (P8/L8 an
/// iPhone 8, PX/LX an iPhone X), defined here so the engine's tests do not depend on the catalog.
enum TestDevices {
  static func phone(
    _ id: String, _ width: Double, _ height: Double, scale: Double, portrait: EdgeInsets,
    landscape: EdgeInsets, margins: [Double] = [16, 16]
  ) -> Device {
    func traits(_ insets: EdgeInsets, _ landscapeTraits: Bool) -> OrientationTraits {
      OrientationTraits(
        safeArea: Sourced(insets, "test"), statusBar: Sourced(insets.top, "test"),
        horizontalSizeClass: .compact, verticalSizeClass: landscapeTraits ? .compact : .regular,
        keyboardHeight: Sourced(landscapeTraits ? 162 : 216, "test"))
    }
    return Device(
      id: id, name: id, portraitSize: Sourced(Size(width: width, height: height), "test"),
      scale: Sourced(scale, "test"), idiom: .phone, portrait: traits(portrait, false),
      landscape: traits(landscape, true), systemMinimumMargins: Sourced(margins, "test"))
  }

  /// iPhone 8: 375×667 @2x, status bar 20 in portrait, none in landscape.
  static let iPhone8 = phone(
    "iphone-8", 375, 667, scale: 2, portrait: EdgeInsets(top: 20), landscape: .zero)
  /// iPhone X: 375×812 @3x, 44/0/34/0 in portrait, 0/44/21/44 in landscape.
  static let iPhoneX = phone(
    "iphone-x", 375, 812, scale: 3, portrait: EdgeInsets(top: 44, bottom: 34),
    landscape: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
}

/// Builds an engine from a few lines, as the book's examples do.
struct EngineBuilder {
  var engine: LayoutEngine
  let root: ViewID

  init(
    _ device: Device, _ orientation: Orientation = .portrait, insets: EdgeInsets = .zero,
    ios: IOSVersion = .newest
  ) {
    var window = Window(device: device, orientation: orientation, additionalSafeAreaInsets: insets)
    window.ios = ios
    engine = LayoutEngine(window: window)
    root = engine.addRootView(View("view"))
  }

  mutating func view(_ name: String, in superview: ViewID? = nil, kind: ViewKind = .view) -> ViewID {
    (try? engine.addView(View(name, kind: kind), to: superview ?? root)) ?? root
  }

  /// `a.attribute == b.attribute × multiplier + constant` and friends.
  @discardableResult
  mutating func pin(
    _ a: LayoutItem, _ attribute: LayoutAttribute, _ relation: Relation = .equal,
    _ b: LayoutItem? = nil, _ other: LayoutAttribute? = nil, times multiplier: Double = 1,
    plus constant: Double = 0, priority: Priority = .required
  ) throws -> LayoutConstraintID {
    try engine.add(
      LayoutConstraint(
        a, attribute, relation, b, other ?? (b == nil ? nil : attribute), multiplier: multiplier,
        constant: constant, priority: priority))
  }

  mutating func rotate(_ orientation: Orientation, insets: EdgeInsets = .zero) {
    var window = engine.window
    window.orientation = orientation
    window.additionalSafeAreaInsets = insets
    engine.setWindow(window)
  }
}

/// Asserts a frame, `[x, y, width, height]`, within the scenario format's 0.5 pt (or `accuracy`).
func assertFrame(
  _ actual: Rect, _ expected: [Double], accuracy: Double = 0.01, _ message: String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  let values = [actual.minX, actual.minY, actual.width, actual.height]
  let close = zip(values, expected).allSatisfy { abs($0 - $1) <= accuracy }
  XCTAssertTrue(close, "frame \(actual) is not \(expected) \(message)", file: file, line: line)
}
