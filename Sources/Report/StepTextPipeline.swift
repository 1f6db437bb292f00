import Dispatch
import Foundation
import Simulation

/// Renders steps' text (``TextReport/text(of:color:)``) on a background queue, in order, while
/// the simulation plays the next ones: on two cores the report costs almost nothing on top of the
/// run. `layoutsim run` writes `report.header() + pipeline.finish() + report.footer()`, the same
/// bytes as ``TextReport/render()``.
public final class StepTextPipeline: @unchecked Sendable {
  private let queue = DispatchQueue(label: "layoutsim.step-text")
  private let color: Bool
  private let environment: Bool
  // Touched only on `queue`.
  private var text = ""

  public init(color: Bool, environment: Bool = false) {
    self.color = color
    self.environment = environment
  }

  public func render(_ step: StepRecord) {
    let color = self.color
    let environment = self.environment
    queue.async { self.text += TextReport.text(of: step, color: color, environment: environment) }
  }

  /// Every step's text, once the queue has written them all.
  public func finish() -> String {
    queue.sync { text }
  }
}
