import Foundation
import ScenarioFormat
import Simulation
import XCTest

/// Every scenario shipped in Scenarios/ is a worked example and a regression test: it must read,
/// play without warnings, and meet all of its expectations.
final class ShippedScenarioTests: XCTestCase {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scenarios")

  static func files() throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "yaml" }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  func testEveryShippedScenarioPasses() throws {
    let files = try Self.files()
    XCTAssertGreaterThanOrEqual(files.count, 12, "Scenarios/ should hold at least 12 scenarios")
    for url in files {
      let name = url.lastPathComponent
      do {
        let scenario = try ScenarioReader.read(contentsOf: url)
        var simulation = try Simulation(scenario)
        simulation.run()
        XCTAssertFalse(scenario.expectations.isEmpty, "\(name) checks nothing")
        for result in simulation.expectationResults {
          XCTAssertTrue(result.passed, "\(name) at \(result.at): \(result.failures)")
        }
        for step in simulation.steps {
          XCTAssertEqual(step.warnings, [], "\(name) step \(step.index)")
        }
      } catch {
        XCTFail("\(name): \(error)")
      }
    }
  }

  /// The two scenarios that show a problem show it: the automatic checks find the ambiguity
  /// before the fix, and UIKit's log names the broken constraint.
  func testTheProblemScenariosShowTheirProblems() throws {
    var ambiguous = try Simulation(
      ScenarioReader.read(contentsOf: Self.directory.appendingPathComponent("ambiguous-layout.yaml")))
    ambiguous.run()
    XCTAssertEqual(
      ambiguous.steps[0].issues.filter { $0.kind == .ambiguity }.map(\.message),
      [
        "'title' has an ambiguous layout: minY not determined",
        "'body' has an ambiguous layout: minY not determined",
      ])
    XCTAssertEqual(ambiguous.steps[1].issues, [])

    var conflict = try Simulation(
      ScenarioReader.read(contentsOf: Self.directory.appendingPathComponent("deliberate-conflict.yaml")))
    conflict.run()
    XCTAssertEqual(
      conflict.steps[0].issues.map(\.message),
      [
        "Unable to simultaneously satisfy constraints; breaking <NSLayoutConstraint:#8 'fixedWidth' UIView:banner.width == 100   (active)>"
      ])
    XCTAssertEqual(conflict.steps[1].issues, [])
  }
}
