import AutoLayout

/// What one step of the timeline did: the event, the callbacks it caused in UIKit's order, the
/// console messages, the automatic checks' findings, and every view's frame afterwards.
public struct StepRecord: Hashable, Sendable {
  /// 1-based, as `at:` counts.
  public var index: Int
  /// The event as written, normalised: `rotate: landscapeLeft`.
  public var event: String
  /// `as: NAME`.
  public var label: String?
  /// The lifecycle callbacks and notifications, in order.
  public var log: [String]
  /// What UIKit would print to the console: conflict logs in its words.
  public var messages: [String]
  /// The automatic checks' findings.
  public var issues: [LayoutIssue]
  /// Every view in the tree, in the file's order (the root view first).
  public var frames: [ViewFrame]
  /// An animated step's frames at each tick, in time order; the last equals ``frames``.
  public var animation: [AnimationTick]
  /// Problems with the event itself that are not the scenario's fault at load time (a
  /// constraint that could not be installed, an undock on an iPhone).
  public var warnings: [String]
  /// The software keyboard's frame in window coordinates after the step; nil while it is hidden.
  public var keyboardFrame: Rect?
  /// The root view's safe area in window coordinates after the step (nil before there is a root).
  public var safeArea: Rect?
  /// The keyboard, safe area, margins, traits and scroll content sizes after the step.
  public var environment: StepEnvironment?
  /// The status, navigation and tab bars on screen after the step (``Simulation/bars``).
  public var bars: [ScreenBar]

  public init(index: Int, event: String, label: String?) {
    self.index = index
    self.event = event
    self.label = label
    log = []
    messages = []
    issues = []
    frames = []
    animation = []
    warnings = []
    keyboardFrame = nil
    safeArea = nil
    bars = []
  }

  public func frame(of id: String) -> ViewFrame? { frames.first { $0.id == id } }
}

/// A view's frame after a step, in its superview's and in the window's coordinates.
public struct ViewFrame: Hashable, Sendable {
  public var id: String
  public var frame: Rect
  public var window: Rect
  public var isHidden: Bool
  /// The view's `alpha`.
  public var alpha: Double
  /// How deep in the tree: 0 for the root view.
  public var depth: Int
  /// Whether the frame differs from the previous step's (always true for a view new to the tree).
  public var changed: Bool

  public init(
    id: String, frame: Rect, window: Rect, isHidden: Bool, alpha: Double = 1, depth: Int,
    changed: Bool
  ) {
    self.id = id
    self.depth = depth
    self.frame = frame
    self.window = window
    self.isHidden = isHidden
    self.alpha = alpha
    self.changed = changed
  }

  /// What a frame line says beside the numbers (`hidden`): one list for every report.
  public var notes: [String] {
    (isHidden ? ["hidden"] : []) + (alpha != 1 ? ["alpha \(Simulation.format(alpha))"] : [])
  }
}

/// One tick of an animation: the time from its start, and the frames on screen then.
public struct AnimationTick: Hashable, Sendable {
  public var time: Double
  public var frames: [ViewFrame]
}

/// A finding of the automatic checks (`no:` in expectations).
public struct LayoutIssue: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case conflicts, ambiguity, overlap, outOfBounds, truncation, negativeSize
  }
  public var kind: Kind
  /// The view it is about; nil for a conflict, which is about constraints.
  public var view: String?
  public var message: String
}
