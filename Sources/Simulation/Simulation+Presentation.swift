import AutoLayout
import ScenarioFormat

// `present` and `dismiss`: the file's controller shown modally by a full-screen controller the
// file does not describe (``Presentation`` has the frames).
extension Simulation {
  /// Events that load the view as part of their own work rather than before it.
  static func loadsItself(_ kind: Event.Kind) -> Bool {
    if case .present = kind { return true }
    return false
  }

  /// `present`: UIKit loads the presented controller's view (loadView, viewDidLoad) if it has
  /// not, then viewWillAppear(_:) before the presentation's layout and viewDidAppear(_:) once the
  /// transition ends (UIViewController's documentation, "Presenting a view controller"). A page
  /// or form sheet leaves the presenting controller on screen, so it gets no disappearance
  /// callbacks; it is not in the file either way.
  mutating func present(
    _ style: Event.PresentationStyle, _ step: inout StepRecord, _ pass: inout Pass
  ) {
    if isLoaded, !isDismissed {
      step.warnings.append(
        presentation == nil
          ? "the controller is the window's root view controller, not presented; 'present' must "
            + "come first, or after 'dismiss'"
          : "the controller is already presented; dismiss it first")
      return
    }
    step.log.append("present(_:animated:completion:) as .\(style.rawValue)")
    presentation = style
    isDismissed = false
    if isLoaded {
      step.log += ["viewWillAppear(_:)"] + forwarded("viewWillAppear(_:)")
      pass.afterLayout += ["viewDidAppear(_:)"] + forwarded("viewDidAppear(_:)")
    } else {
      load(&step, &pass)
    }
    changeWindow(&step, &pass)
    pass.structureChanged = true
  }

  /// `dismiss`: viewWillDisappear(_:) now, viewDidDisappear(_:) when the transition ends. The
  /// views keep their last frames; a later `present` shows them again.
  mutating func dismiss(_ step: inout StepRecord, _ pass: inout Pass) {
    guard presentation != nil, !isDismissed else {
      step.warnings.append(
        isDismissed
          ? "the controller is already dismissed"
          : "the controller is not presented; 'dismiss' follows 'present'")
      return
    }
    isDismissed = true
    step.log.append("dismiss(animated:completion:)")
    step.log += ["viewWillDisappear(_:)"] + forwarded("viewWillDisappear(_:)")
    pass.afterLayout += ["viewDidDisappear(_:)"] + forwarded("viewDidDisappear(_:)")
  }
}
