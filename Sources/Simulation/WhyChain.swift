import AutoLayout
import Cassowary
import ScenarioFormat

/// The answer to "why is `view.attribute` where it is?": its value on the last step and the
/// reasons behind it, depth first (a constraint, then what placed the item on its other side).
public struct WhyChain: Hashable, Sendable {
  public var view: String
  public var attribute: LayoutAttribute
  public var value: Double
  /// The view's frame in its superview.
  public var frame: Rect
  public var reasons: [Reason]

  public struct Reason: Hashable, Sendable {
    /// 1 for the reasons of the value itself, 2 for theirs, …
    public var depth: Int
    public var what: What
  }

  public enum What: Hashable, Sendable {
    /// A constraint of the file that holds with equality on this attribute.
    case constraint(name: String?, expression: ConstraintExpression)
    /// The view is as long as its intrinsic content size on this axis.
    case intrinsicSize(Double, view: String)
    /// The root view fills the window.
    case window(Size)
    /// A layout guide's insets from its owning view.
    case guide(String, insets: EdgeInsets, owner: String)
    /// Nothing decides the value.
    case ambiguous
  }
}

/// One constraint of the file that names a view, and its state on the last step.
public struct ConstraintState: Hashable, Sendable {
  public var name: String?
  public var expression: ConstraintExpression
  public var state: State

  public enum State: Hashable, Sendable {
    /// Conflict recovery broke it.
    case broken
    case inactive
    /// Active; whether it holds on the last step's frames (an optional one may give way).
    case active(satisfied: Bool)
  }
}

/// A view's intrinsic content size and the priorities that keep it.
public struct IntrinsicSizeState: Hashable, Sendable {
  public var size: IntrinsicSize
  public var hugging: AxisPriorities
  public var compressionResistance: AxisPriorities
}
