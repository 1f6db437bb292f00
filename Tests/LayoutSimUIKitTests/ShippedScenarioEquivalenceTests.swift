import Foundation
import LayoutSimUIKit
import Report
import ScenarioFormat
import Simulation
import Testing

// The acceptance check: a shipped scenario played from its YAML file and the same scenario
// written as UIKit code (ShippedScenarioControllers.swift) give byte-identical text and JSON
// and HTML
// reports. The file's expectations are left out (the Swift side asserts in its own tests), so
// both reports end "No expectations.".

@MainActor
struct ShippedScenarioEquivalenceTests {
  static let scenarios = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scenarios")

  /// The file's simulation without its expectations, played through.
  func playFile(_ name: String) throws -> Simulation {
    var scenario = try ScenarioReader.read(
      contentsOf: Self.scenarios.appendingPathComponent(name), naming: "Scenarios/\(name)")
    scenario.expectations = []
    var simulation = try Simulation(scenario)
    simulation.run()
    return simulation
  }

  func expectSameReports(_ file: Simulation, _ code: SimulatedDevice) {
    let recording = code.recording(title: file.scenario.title, file: file.scenario.file)
    let fileText = TextReport(file).render()
    let codeText = TextReport(recording).render()
    #expect(codeText == fileText)
    if codeText != fileText { print(">>> file\n\(fileText)\n>>> code\n\(codeText)") }
    #expect(JSONReport(recording).render() == JSONReport(file).render())
    #expect(HTMLReport(recording).render() == HTMLReport(file).render())
  }

  @Test func deliberateConflict() throws {
    let file = try playFile("deliberate-conflict.yaml")
    let device = try SimulatedDevice("iphone-15-pro")
    let controller = BannerViewController()
    device.launch(controller, as: "conflicted")
    device.perform("deactivate: fixedWidth", as: "fixed") { controller.fixedWidth.isActive = false }
    expectSameReports(file, device)
  }

  @Test func ambiguousLayout() throws {
    let file = try playFile("ambiguous-layout.yaml")
    let device = try SimulatedDevice("iphone-15-pro")
    let controller = ArticleViewController()
    device.launch(controller, as: "ambiguous")
    device.perform("activate: titleTop", as: "fixed") { controller.titleTop.isActive = true }
    expectSameReports(file, device)
  }

  @Test func cookbookSimpleStackView() throws {
    let file = try playFile("cookbook-simple-stack-view.yaml")
    let device = try SimulatedDevice("retina4_7")
    device.launch(SimpleStackViewController())
    device.rotate(to: .landscapeLeft, as: "landscape")
    expectSameReports(file, device)
  }
}
