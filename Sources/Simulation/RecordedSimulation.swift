import AutoLayout
import ScenarioFormat

// Layouts played outside a scenario file — LayoutSimUIKit's simulator runs the app's own UIKit
// code over a window's engine — are recorded as the same `StepRecord`s, checked by the same
// automatic checks and reported by the same reporters.

/// The automatic checks (conflicts, ambiguity, overlap, out of bounds, truncation) of one step,
/// for a layout the simulation did not play itself.
public enum AutomaticChecks {
  /// The findings for `frames` (every view in the tree, as a step records them), whose names
  /// `views` maps to the engine's views, after a pass that printed `messages`.
  public static func issues(
    engine: LayoutEngine, views: [String: ViewID], frames: [ViewFrame], messages: [LayoutMessage]
  ) -> [LayoutIssue] {
    var diagnostics = Diagnostics(engine: engine, frames: frames, ids: frames.map { views[$0.id] })
    return diagnostics.issues(messages: messages)
  }
}

extension Simulation {
  /// A simulation played elsewhere, for the reporters and golden files: `scenario` gives the
  /// title, file and run settings (its controller and events are not played), `engine` the
  /// window, `steps` what happened. It has no expectations of its own.
  public init(recording scenario: Scenario, engine: LayoutEngine, steps: [StepRecord]) {
    self.scenario = scenario
    self.engine = engine
    self.steps = steps
    stepCount = steps.count
    orientation = engine.window.orientation
    localization = Localization(locale: scenario.locale?.value ?? "en", strings: scenario.strings)
    contentSize = engine.window.contentSizeCategory
    legibilityWeight = engine.window.legibilityWeight
    traits = TraitCollection(window: engine.window)
    // The keyboard guide is the simulation's own; a recording never moves it.
    keyboardGuide = .guide(ViewID(0), .custom(0))
    isLoaded = true
    unexpectedFindings = steps.flatMap(unexpectedFindings(of:))
  }
}

extension Simulation {
  /// Whether `locale` is written right to left, as the event `locale:` decides it.
  public static func isRightToLeft(locale: String) -> Bool {
    Localization(locale: locale, strings: []).isRightToLeft
  }

  /// The window's size classes as its trait collection has them (a resized window is regular in
  /// width from 678 pt).
  public static func sizeClasses(of window: Window) -> (horizontal: SizeClass, vertical: SizeClass) {
    let traits = TraitCollection(window: window)
    return (
      traits.horizontal == .regular ? .regular : .compact, traits.vertical == .regular ? .regular : .compact
    )
  }
}
