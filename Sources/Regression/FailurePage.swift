import AutoLayout
import Foundation
import Report
import Simulation

/// `layoutsim test --html`'s page for a failed run: the shared HTML report with what failed —
/// the expectations, and the golden diff with each moved view's recorded frame drawn (dashed)
/// over the one it has now.
public enum FailurePage {
  public static func render(_ simulation: Simulation, _ result: RunResult) -> String {
    let golden = comparison(simulation, result)
    var report = HTMLReport(simulation, mismatches: FrameMismatch.failures(in: simulation) + (golden?.frames ?? []))
    report.golden = golden
    return report.render()
  }

  /// The golden diff of the run, and its moved frames read back from the golden file.
  static func comparison(_ simulation: Simulation, _ result: RunResult) -> GoldenComparison? {
    guard case .differs(let diff) = result.golden, let path = result.goldenPath else { return nil }
    var frames: [FrameMismatch] = []
    if let data = FileManager.default.contents(atPath: path),
      let recorded = try? GoldenFile(parsing: String(decoding: data, as: UTF8.self), file: path)
    {
      for step in recorded.steps {
        guard simulation.steps.indices.contains(step.index - 1) else { continue }
        let played = simulation.steps[step.index - 1]
        for view in step.views where view.window.count == 4 {
          guard let now = played.frame(of: view.id) else { continue }
          let expected = Rect(x: view.window[0], y: view.window[1], width: view.window[2], height: view.window[3])
          // As the golden file rounds them: a frame differs when its written numbers do.
          let written = [now.window.minX, now.window.minY, now.window.width, now.window.height].map(Simulation.format)
          guard written != view.window.map(Simulation.format) else { continue }
          frames.append(FrameMismatch(step: step.index, id: view.id, expected: expected, actual: now.window))
        }
      }
    }
    return GoldenComparison(path: path, diff: diff.lines, differences: diff.count, frames: frames)
  }
}
