import AutoLayout

/// What shaped a step's layout besides the constraints: the keyboard, the root view's safe area
/// and layout margins, the window's traits, and each scroll view's content size. The JSON report
/// carries it on every step; the text report and the REPL show it on request.
public struct StepEnvironment: Hashable, Sendable {
  /// The software keyboard's state (`UIKeyboardLayoutGuide` follows it).
  public var keyboard: Keyboard.Mode
  /// The root view's `safeAreaInsets`, fixed sides.
  public var safeAreaInsets: EdgeInsets
  /// The root view's `layoutMargins`, fixed sides (the leading side is the right one in a
  /// right-to-left layout).
  public var layoutMargins: EdgeInsets
  public var orientation: Orientation
  /// The window's size (a `resize` event's, or the device's in its orientation).
  public var windowSize: Size
  public var horizontalSizeClass: SizeClass
  public var verticalSizeClass: SizeClass
  public var contentSize: ContentSizeCategory
  public var isRightToLeft: Bool
  /// Bold Text (`legibilityWeight`).
  public var legibilityWeight: LegibilityWeight = .regular
  /// Every scroll view in the tree, in the tree's order, with its `contentSize` (the size its
  /// content layout guide has after the pass).
  public var scrollContentSizes: [ScrollContentSize]

  /// A scroll view's id and `contentSize`.
  public struct ScrollContentSize: Hashable, Sendable {
    public var id: String
    public var size: Size
  }

  /// `wC hR`, as `UITraitCollection` prints the size classes.
  public var sizeClasses: String {
    "w\(horizontalSizeClass == .compact ? "C" : "R") h\(verticalSizeClass == .compact ? "C" : "R")"
  }
}

extension StepEnvironment {
  /// The environment after a pass, read from the engine, its window and the keyboard; `frames`
  /// are the step's, `viewID` finds a frame's view in the engine (scroll views give their content
  /// size). The scenario engine and LayoutSimUIKit's simulator both record it this way.
  public init?(
    engine: LayoutEngine, keyboard: Keyboard, frames: [ViewFrame], viewID: (String) -> ViewID?
  ) {
    self.init(engine: engine, keyboard: keyboard, frames: frames, ids: frames.map { viewID($0.id) })
  }

  /// The same, with each frame's view given (`ids[i]` is `frames[i]`'s; nil: not in the engine).
  public init?(engine: LayoutEngine, keyboard: Keyboard, frames: [ViewFrame], ids: [ViewID?]) {
    guard let root = engine.root else { return nil }
    let traits = TraitCollection(window: engine.window)
    var scrolls: [ScrollContentSize] = []
    for (frame, id) in zip(frames, ids) {
      guard let id, engine.kind(of: id) == .scroll,
        let size = engine.contentSize(of: id)
      else { continue }
      scrolls.append(ScrollContentSize(id: frame.id, size: size))
    }
    self.init(
      keyboard: keyboard.mode, safeAreaInsets: engine.insets(of: .safeArea, of: root),
      layoutMargins: engine.insets(of: .margins, of: root),
      orientation: engine.window.orientation, windowSize: engine.window.size,
      horizontalSizeClass: traits.horizontal == .compact ? .compact : .regular,
      verticalSizeClass: traits.vertical == .compact ? .compact : .regular,
      contentSize: traits.contentSize, isRightToLeft: traits.isRightToLeft,
      scrollContentSizes: scrolls)
    legibilityWeight = traits.legibilityWeight
  }
}
