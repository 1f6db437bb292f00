import ScenarioFormat
import Simulation
import XCTest

@testable import Report

/// `layoutsim run` renders each step while the next one plays; the bytes are render()'s.
final class TextReportPipelineTests: XCTestCase {
  func testThePipelineWritesWhatRenderWrites() throws {
    let yaml = """
      device: iphone-15-pro
      controller:
        view:
          subviews: [{view: box}, {label: title, text: Hello}]
        constraints:
          - box.top == safeArea.top
          - box.leading == margins.leading
          - box.width == 100
          - box.height == 50
          - title.top == box.bottom + 8
          - title.leading == box.leading
      events: [load, {rotate: landscapeLeft}, {keyboard: show}, layout]
      expect:
        - {at: end, no: [conflicts]}
      """
    var simulation = try Simulation(ScenarioReader.read(yaml: yaml, file: "box.yaml"))
    let pipeline = StepTextPipeline(color: true)
    for event in simulation.timeline { pipeline.render(simulation.perform(event)) }
    let report = TextReport(simulation, color: true)
    XCTAssertEqual(report.header() + pipeline.finish() + report.footer(), report.render())
    XCTAssertTrue(report.render().contains("\u{1B}[1mStep 2: rotate: landscapeLeft\u{1B}[0m"))
  }
}
