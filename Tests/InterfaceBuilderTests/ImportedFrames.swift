import InterfaceBuilder
import XCTest

/// An imported scenario's frames after its load step, by Interface Builder id: what the
/// importer's tests compare with frames derived by hand.
func framesAfterLoad(of scenario: ImportedScenario) throws -> [String: [Double]] {
  var simulation = try scenario.simulation()
  simulation.run()
  let step = try XCTUnwrap(simulation.steps.first)
  var result: [String: [Double]] = [:]
  for view in scenario.root.allViews {
    if let f = step.frame(of: view.id) {
      result[view.interfaceBuilderID] = [f.frame.minX, f.frame.minY, f.frame.width, f.frame.height]
    }
  }
  return result
}
