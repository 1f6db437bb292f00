import AutoLayout
import Simulation

// The answers to "why" and the constraints on a view, in words (the REPL prints them).
extension WhyChain {
  /// `caption.top = 292  (frame [16, 292, 163.667, 20.333])`, then one indented line per reason.
  public var lines: [String] {
    ["\(view).\(attribute.rawValue) = \(format(value))  (frame \(frame))"]
      + reasons.map { String(repeating: "  ", count: $0.depth) + $0.what.words }
  }
}

extension WhyChain.What {
  var words: String {
    switch self {
    case .constraint(let name, let expression):
      "\(name.map { "\($0): " } ?? "")\(expression)  @\(expression.priority)  (\(expression.location))"
    case .intrinsicSize(let length, let view):
      "intrinsic content size: \(format(length)) on this axis (\(view))"
    case .window(let size): "the root view fills the window (\(size))"
    case .guide(let guide, let insets, let owner): "\(guide): insets \(insets) from \(owner)"
    case .ambiguous: "nothing decides it: the layout is ambiguous here"
    }
  }
}

extension ConstraintState {
  /// `boxWidth: box.width == 100   [active, satisfied]  box.yaml:12:26`.
  public var line: String {
    "\(name.map { "\($0): " } ?? "")\(expression)   [\(stateWords)]  \(expression.location)"
  }

  /// `active, satisfied`, `active, not satisfied (optional)`, `inactive` or `broken`.
  public var stateWords: String {
    switch state {
    case .broken: "broken"
    case .inactive: "inactive"
    case .active(let satisfied): satisfied ? "active, satisfied" : "active, not satisfied (optional)"
    }
  }
}

extension IntrinsicSizeState {
  /// `intrinsic content size 49×31 (hugging 750/750, compression resistance 750/750)`; -1 for
  /// an axis without one (`UIView.noIntrinsicMetric`).
  public var line: String {
    "intrinsic content size \(format(size.width ?? -1))×\(format(size.height ?? -1))"
      + " (hugging \(hugging.horizontal)/\(hugging.vertical),"
      + " compression resistance \(compressionResistance.horizontal)/\(compressionResistance.vertical))"
  }
}
