import AutoLayout
import Regression
import Report
import ScenarioFormat
import Simulation

// The steps played so far as the scenario engine's reports and golden files print them.
extension SimulatedDevice {
  /// The run as a played ``Simulation``: `title` and `file` head the reports as a scenario's
  /// `name:` and file do.
  public func recording(title: String, file: String) -> Simulation {
    let scenario = Scenario(
      recordingNamed: title, file: file, device: window.environment.device.id,
      orientation: initialOrientation == .portrait ? nil : initialOrientation)
    return Simulation(recording: scenario, engine: window.engine, steps: steps)
  }

  /// `layoutsim run`'s text report.
  public func textReport(title: String, file: String) -> String {
    TextReport(recording(title: title, file: file)).render()
  }

  /// `layoutsim run --format json`'s report.
  public func jsonReport(title: String, file: String) -> String {
    JSONReport(recording(title: title, file: file)).render()
  }

  /// `layoutsim run --html`'s page, a drawing of each step.
  public func htmlReport(title: String, file: String) -> String {
    HTMLReport(recording(title: title, file: file)).render()
  }

  /// The frames as `layoutsim test` keeps them in a golden file.
  public func goldenFile(title: String, file: String) -> GoldenFile {
    let variant = RunVariant(
      device: window.environment.device.id, orientation: initialOrientation, locale: initialLocale,
      contentSize: .default)
    return GoldenFile(title: title, file: file, variant: variant, steps: steps)
  }
}
