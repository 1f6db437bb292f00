import Dispatch
import Foundation
import Simulation

/// Renders steps' text (``TextReport/text(of:color:)``) on a background queue, in order, while
/// the simulation plays the next ones: on two cores the report costs almost nothing on top of the
/// run. `layoutsim run` writes `report.header() + pipeline.finish() + report.footer()`, the same
/// bytes as ``TextReport/render()``; given `output`, the pipeline hands each piece to it as soon
/// as it is made instead of keeping it, so the report is never whole in memory.
public final class StepTextPipeline: @unchecked Sendable {
  private let queue = DispatchQueue(label: "layoutsim.step-text")
  private let color: Bool
  private let environment: Bool
  private let output: (@Sendable (String) -> Void)?
  // Touched only on `queue`.
  private var text = ""

  public init(color: Bool, environment: Bool = false, output: (@Sendable (String) -> Void)? = nil) {
    self.color = color
    self.environment = environment
    self.output = output
  }

  public func render(_ step: StepRecord) {
    let color = self.color
    let environment = self.environment
    queue.async { self.emit(TextReport.text(of: step, color: color, environment: environment)) }
  }

  /// Text of the caller's (a header, a footer), in its place among the steps'.
  public func append(_ piece: String) {
    queue.async { self.emit(piece) }
  }

  /// Every step's text, once the queue has written them all (empty when it went to `output`).
  public func finish() -> String {
    queue.sync { text }
  }

  private func emit(_ piece: String) {
    if let output { output(piece) } else { text += piece }
  }
}
