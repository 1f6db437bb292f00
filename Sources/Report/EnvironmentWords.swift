import AutoLayout
import Simulation

// A step's environment in words, for the text report (`run --environment`) and the REPL (`env`).
extension StepEnvironment {
  /// `keyboard docked [0, 516, 393, 336]; safe area [59, 0, 34, 0]; margins [59, 16, 34, 16];
  /// portrait 393×852 wC hR, large, left to right; scroller content 393×1200`: insets as
  /// `[top, left, bottom, right]`, frames in the window.
  public func words(keyboardFrame: Rect?) -> String {
    func insets(_ i: EdgeInsets) -> String {
      "[\([i.top, i.left, i.bottom, i.right].map(format).joined(separator: ", "))]"
    }
    var parts = [
      "keyboard \(keyboard.rawValue)" + (keyboardFrame.map { " \($0)" } ?? ""),
      "safe area \(insets(safeAreaInsets))",
      "margins \(insets(layoutMargins))",
      "\(orientation.rawValue) \(format(windowSize.width))×\(format(windowSize.height)) \(sizeClasses), "
        + "\(contentSize.rawValue)\(legibilityWeight == .bold ? " bold text" : ""), "
        + "\(isRightToLeft ? "right to left" : "left to right")",
    ]
    for scroll in scrollContentSizes {
      parts.append("\(scroll.id) content \(format(scroll.size.width))×\(format(scroll.size.height))")
    }
    return parts.joined(separator: "; ")
  }
}
