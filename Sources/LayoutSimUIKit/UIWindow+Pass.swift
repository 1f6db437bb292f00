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
    while needsPass && passes < 10 {
      passes += 1
      needsPass = false
      runPass()
    }
  }

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
    // Looked up by identity only; nothing iterates these.
    var changes: [ObjectIdentifier: FrameChange] = [:]
    for view in root.allViews {
      guard let id = view.engineID, engine.isInTree(id) else { continue }
      let frame = CGRect(layout.frame(of: id))
      if frame.size != view.frameStorage.size {
        changes[ObjectIdentifier(view)] = .resized
      } else if frame.origin != view.frameStorage.origin {
        changes[ObjectIdentifier(view)] = .moved
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
  private func layOut(_ view: UIView, changes: [ObjectIdentifier: FrameChange]) {
    let resized = changes[ObjectIdentifier(view)] == .resized
    let moved = view.subviews.contains { changes[ObjectIdentifier($0)] != nil }
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
