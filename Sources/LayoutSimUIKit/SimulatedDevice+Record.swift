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
    step.frames = ViewFrame.tree(
      from: window.engineRoot, subviews: \.subviews,
      entry: { view in
        guard let id = view.engineID, engine.isInTree(id) else { return nil }
        names[view.engineName] = id
        return (id, view.engineName)
      },
      engine: engine, layout: layout, previous: previousFrames)
    if let animation {
      step.animation = animation.ticks(
        from: previousFrames, to: step.frames, scale: engine.window.scale)
    }
    for frame in step.frames { previousFrames[frame.id] = frame }
    step.issues = AutomaticChecks.issues(
      engine: engine, views: names, frames: step.frames, messages: window.stepMessages)
    step.keyboardFrame = window.keyboard.frame
    step.bars = ScreenBar.bars(
      window: engine.window, embed: window.rootViewController?.embedding ?? [],
      largeTitles: window.rootViewController?.showsLargeTitle ?? false)
    step.safeArea = Keyboard.safeArea(
      of: layout.windowFrame(of: rootID), insets: engine.insets(of: .safeArea, of: rootID))
    step.environment = StepEnvironment(
      engine: engine, keyboard: window.keyboard, frames: step.frames, viewID: { names[$0] })
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
