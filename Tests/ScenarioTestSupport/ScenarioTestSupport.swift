import Foundation
import ScenarioFormat
import Simulation
import XCTest

// Test support only (in no product): the helpers several test targets share.

/// A scenario of one banner under the safe area, on any device: the suite's and the command
/// line's tests run it.
public let bannerScenario = """
  name: Banner
  device: iphone-15-pro
  controller:
    view:
      subviews:
        - view: banner
    constraints:
      - banner.top == safeArea.top
      - banner.leading == safeArea.leading
      - banner.trailing == safeArea.trailing
      - {id: height, is: "banner.height == 100"}
  events:
    - load
    - {rotate: landscapeLeft, as: landscape}

  """

/// A scenario without its events: `logo`'s top is 100 below the root view's top and its bottom 50
/// below it, a height of 100 − 50 = −50 (the constraints are required and consistent, so no
/// conflict is logged), at x = 10, width 120: [10, 100, 120, −50] on an iPhone 15 Pro (393 × 852,
/// the root view filling the window). The automatic checks' negativeSize finding at every step.
public let squeezedLogoScenario = """
  device: iphone-15-pro
  controller:
    view:
      subviews: [{view: logo}]
    constraints:
      - logo.top == view.top + 100
      - logo.bottom == view.top + 50
      - logo.leading == view.leading + 10
      - logo.width == 120

  """

/// Reads a scenario from text (its errors naming `name`) and plays it; a scenario that does not
/// read fails the calling test at its line.
public func play(
  _ yaml: String, named name: String = "test.yaml", file: StaticString = #filePath, line: UInt = #line
) throws -> Simulation {
  do {
    let scenario = try ScenarioReader.read(yaml: yaml, file: name)
    var simulation = try Simulation(scenario)
    simulation.run()
    return simulation
  } catch {
    XCTFail("\(error)", file: file, line: line)
    throw error
  }
}
