import AutoLayout
import ScenarioFormat
import Simulation

// A step's record, as the scenario engine makes it: the callbacks, the console, the checks,
// every view's frame in the tree's order (the root view first).
extension SimulatedDevice {
  func record(event: String, label: String?, animation: Animation? = nil) -> StepRecord {
    var step = StepRecord(index: steps.count + 1, event: event, label: label)
    step.log = window.callbackLog
    step.messages = window.stepMessages.map(\.text)
    guard let layout = window.lastLayout, let rootID = window.engineRoot.engineID else {
      return step
    }
    let engine = window.engine
    var names: [String: ViewID] = [:]
    var pending = [(window.engineRoot, 0)]
    while let (view, depth) = pending.popLast() {
      pending += view.subviews.reversed().map { ($0, depth + 1) }
      guard let id = view.engineID, engine.isInTree(id) else { continue }
      let name = view.engineName
      names[name] = id
      let frame = layout.frame(of: id)
      step.frames.append(
        ViewFrame(
          id: name, frame: frame, window: layout.windowFrame(of: id),
          isHidden: engine.view(id).isHidden,
          depth: depth, changed: previousFrames[name]?.frame != frame))
    }
    if let animation {
      step.animation = animation.ticks(
        from: previousFrames, to: step.frames, scale: engine.window.scale)
    }
    for frame in step.frames { previousFrames[frame.id] = frame }
    step.issues = AutomaticChecks.issues(
      engine: engine, views: names, frames: step.frames, messages: window.stepMessages)
    step.keyboardFrame = window.keyboard.frame
    let root = layout.windowFrame(of: rootID)
    let insets = engine.insets(of: .safeArea, of: rootID)
    step.safeArea = Rect(
      x: root.minX + insets.left, y: root.minY + insets.top,
      width: max(0, root.width - insets.left - insets.right),
      height: max(0, root.height - insets.top - insets.bottom))
    return step
  }
}

/// What the simulator refuses, with what to do instead.
public enum SimulatorError: Error, Equatable, Sendable, CustomStringConvertible {
  case unknownDevice(String, suggestion: String?)

  public var description: String {
    switch self {
    case .unknownDevice(let name, let suggestion):
      "unknown device '\(name)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
        + "; `layoutsim devices` lists the catalog"
    }
  }
}
