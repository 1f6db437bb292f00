import AutoLayout
import ScenarioFormat
import Simulation
import XCTest

import ScenarioTestSupport

extension Simulation {
  /// A view's frame in its superview after step `index` (1-based).
  func frame(_ id: String, at index: Int) -> Rect? { steps[index - 1].frame(of: id)?.frame }
  func window(_ id: String, at index: Int) -> Rect? { steps[index - 1].frame(of: id)?.window }
}

func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
  Rect(x: x, y: y, width: w, height: h)
}
