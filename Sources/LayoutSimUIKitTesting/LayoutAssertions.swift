import Foundation
import LayoutSimUIKit
import XCTest

// XCTest assertions for layout code run on the simulator: frames, ambiguity, conflicts. Each
// failure names the view (its accessibilityIdentifier, or its type) and where it differs.

/// Fails for each view whose frame (in its superview) is not the one given, to within
/// `accuracy` points (the engine rounds to the screen's pixels, so frames are usually exact).
///
/// ```swift
/// assertFrames([redView: CGRect(x: 50, y: 50, width: 275, height: 271)])
/// ```
@preconcurrency @MainActor
public func assertFrames(
  _ expected: KeyValuePairs<UIView, CGRect>, accuracy: CGFloat = 0.001,
  file: StaticString = #filePath,
  line: UInt = #line
) {
  for (view, frame) in expected {
    view.window?.layoutIfNeeded()
    let actual = view.frame
    let close = [
      (actual.minX, frame.minX), (actual.minY, frame.minY), (actual.width, frame.width),
      (actual.height, frame.height),
    ].allSatisfy { abs($0.0 - $0.1) <= accuracy }
    if !close {
      XCTFail(
        "\(name(of: view)): frame \(describe(actual)), expected \(describe(frame))", file: file,
        line: line)
    }
  }
}

/// Fails for each view in the tree under `root` (itself included) whose layout is ambiguous.
@preconcurrency @MainActor
public func assertNoAmbiguity(in root: UIView, file: StaticString = #filePath, line: UInt = #line) {
  var pending = [root]
  while let view = pending.popLast() {
    pending += view.subviews.reversed()
    if view.hasAmbiguousLayout {
      XCTFail("\(name(of: view)) has an ambiguous layout", file: file, line: line)
    }
  }
}

/// Fails if the window's layout printed "Unable to simultaneously satisfy constraints."
@preconcurrency @MainActor
public func assertNoConflicts(
  in window: UIWindow, file: StaticString = #filePath, line: UInt = #line
) {
  window.layoutIfNeeded()
  for message in window.consoleMessages {
    XCTFail("a conflict was logged:\n\(message)", file: file, line: line)
  }
}

@MainActor
func name(of view: UIView) -> String {
  view.accessibilityIdentifier.map { "'\($0)'" } ?? String(describing: type(of: view))
}

func describe(_ rect: CGRect) -> String {
  "(\(rect.minX), \(rect.minY), \(rect.width), \(rect.height))"
}
