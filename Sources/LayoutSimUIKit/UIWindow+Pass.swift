import AutoLayout

// The layout pass in UIKit's order (DESIGN.md): the view controller hears of new insets, the
// constraints are updated leaves first, the engine solves, then each view that needs it runs
// `layoutSubviews()` from the root down, its view controller's `viewWillLayoutSubviews` and
// `viewDidLayoutSubviews` around its view's.
extension UIWindow {
  /// Passes until nothing asks for another (code in `layoutSubviews` may change constraints);
  /// bounded, as UIKit's own loop is, so a layout that never settles cannot hang.
  func runLayoutPasses() {
    var passes = 0
    while needsPass && passes < Self.passLimit {
      passes += 1
      needsPass = false
      runPass()
    }
    if needsPass {
      needsPass = false
      Console.log(
        "Layout did not settle after \(Self.passLimit) passes: code in layoutSubviews or a layout "
          + "callback keeps changing the layout; the frames are the last pass's.")
    }
  }

  /// How many passes one `layoutIfNeeded()` may take before it gives up.
  static let passLimit = 10

  private func runPass() {
    let root = engineRoot
    syncEngine()
    var messages: [LayoutMessage] = []
    if let id = root.engineID {
      // The root view's insets follow its frame, which a new window size moves only when the
      // engine solves: solve, then tell the view controller, as UIKit does before the
      // constraint pass (the scenario engine's order).
      messages += engine.layout().messages
      let safeArea = engine.insets(of: .safeArea, of: id)
      let margins = engine.insets(of: .margins, of: id)
      let controller = root.owningViewController
      if safeArea != observedSafeArea {
        observedSafeArea = safeArea
        root.safeAreaInsetsDidChange()
        if let controller {
          callbackLog.append("viewSafeAreaInsetsDidChange()")
          controller.viewSafeAreaInsetsDidChange()
        }
      }
      if margins != observedMargins {
        observedMargins = margins
        root.layoutMarginsDidChange()
        if let controller {
          callbackLog.append("viewLayoutMarginsDidChange()")
          controller.viewLayoutMarginsDidChange()
        }
      }
    }
    updateConstraints(in: root)
    syncEngine()
    let layout = engine.layout()
    lastLayout = layout
    messages += layout.messages
    stepMessages += messages
    for message in messages {
      consoleMessages.append(message.text)
      Console.log(message.text)
    }
    // By the engine's view ids; looked up only, never iterated.
    var changes: [ViewID: FrameChange] = [:]
    for view in root.allViews {
      guard let id = view.engineID, engine.isInTree(id) else { continue }
      let frame = CGRect(layout.frame(of: id))
      if frame.size != view.frameStorage.size {
        changes[id] = .resized
      } else if frame.origin != view.frameStorage.origin {
        changes[id] = .moved
      }
    }
    if let id = root.engineID { root.frameStorage = CGRect(layout.frame(of: id)) }
    layOut(root, changes: changes)
  }

  /// `updateConstraints()` for each view that asked, leaves first; a view controller's view
  /// asks its controller (`updateViewConstraints()`), whose default calls the view's.
  private func updateConstraints(in view: UIView) {
    for subview in view.subviews { updateConstraints(in: subview) }
    guard view.needsUpdateConstraints else { return }
    view.needsUpdateConstraints = false
    if let controller = view.owningViewController {
      if view === engineRoot { callbackLog.append("updateViewConstraints()") }
      controller.updateViewConstraints()
    } else {
      view.updateConstraints()
    }
  }

  /// `layoutSubviews()` where UIKit calls it: on a view marked with `setNeedsLayout()` (or whose
  /// subviews changed), whose size changed, or one of whose subviews the engine moved.
  private func layOut(_ view: UIView, changes: [ViewID: FrameChange]) {
    let resized = view.engineID.map { changes[$0] == .resized } ?? false
    let moved = view.subviews.contains { $0.engineID.map { changes[$0] != nil } ?? false }
    if view.needsLayout || resized || moved {
      view.needsLayout = false
      let controller = view.owningViewController
      let logs = controller != nil && view === engineRoot
      if logs { callbackLog.append("viewWillLayoutSubviews()") }
      controller?.viewWillLayoutSubviews()
      view.layoutSubviews()
      if logs { callbackLog.append("viewDidLayoutSubviews()") }
      controller?.viewDidLayoutSubviews()
    }
    for subview in view.subviews { layOut(subview, changes: changes) }
  }
}

/// How the engine changed a view's frame in a pass.
enum FrameChange {
  case moved
  case resized
}
