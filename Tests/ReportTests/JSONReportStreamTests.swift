import Foundation
import ScenarioFormat
import Simulation
import XCTest

@testable import Report

/// `layoutsim run --format json` writes the report a step at a time (JSONReport.write(to:)); the
/// pieces are the head, one per step, the steps' closing bracket and the tail, and joined they are the whole document.
final class JSONReportStreamTests: XCTestCase {
  func testTheDocumentComesInOnePiecePerStepBetweenHeadAndTail() throws {
    let yaml = """
      device: iphone-15-pro
      controller:
        view:
          subviews: [{view: box}]
        constraints:
          - box.top == safeArea.top
          - box.leading == margins.leading
          - box.width == 100
          - box.height == 50
      events: [load, {rotate: landscapeLeft}, layout]
      expect:
        - {at: end, no: [conflicts]}
      """
    var simulation = try Simulation(ScenarioReader.read(yaml: yaml, file: "box.yaml"))
    simulation.run()
    var pieces: [String] = []
    JSONReport(simulation).write { pieces.append($0) }
    XCTAssertEqual(pieces.count, simulation.steps.count + 3)  // the head, the steps, "]", the tail
    XCTAssertEqual(pieces.joined(), JSONReport(simulation).render())
    let document = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(pieces.joined().utf8)) as? [String: Any])
    XCTAssertEqual((document["steps"] as? [Any])?.count, 3)
  }

  /// The layout the streamed writer must keep, byte for byte (the one the whole-tree writer
  /// printed before streaming, with the step's environment since). The box's frame and the
  /// environment: iPhone 15 Pro's safe area insets are 59 pt at the top and 34 at the bottom
  /// of 393 × 852, and the root view's side margins are 16 pt (../shared/reference, the devices).
  func testTheBytesOfAOneStepDocument() throws {
    let yaml = """
      name: A box
      device: iphone-15-pro
      controller:
        view:
          subviews: [{view: box}]
        constraints:
          - box.top == safeArea.top
          - box.leading == margins.leading
          - box.width == 100
          - box.height == 50
      events: [load]
      expect:
        - {at: end, no: [conflicts]}
      """
    var simulation = try Simulation(ScenarioReader.read(yaml: yaml, file: "box.yaml"))
    simulation.run()
    let expected = """
      {
        "scenario": "A box",
        "file": "box.yaml",
        "passed": true,
        "steps": [
          {
            "index": 1,
            "event": "load",
            "label": null,
            "frames": {
              "view": {
                "frame": [0, 0, 393, 852],
                "window": [0, 0, 393, 852]
              },
              "box": {
                "frame": [16, 59, 100, 50],
                "window": [16, 59, 100, 50]
              }
            },
            "log": ["loadView", "viewDidLoad", "viewWillAppear(_:)", "viewSafeAreaInsetsDidChange()", \
      "viewLayoutMarginsDidChange()", "updateViewConstraints()", "viewWillLayoutSubviews()", \
      "viewDidLayoutSubviews()", "viewDidAppear(_:)"],
            "issues": [],
            "messages": [],
            "warnings": [],
            "keyboard": {
              "state": "hidden",
              "frame": null
            },
            "safeArea": {
              "insets": [59, 0, 34, 0],
              "frame": [0, 59, 393, 759]
            },
            "layoutMargins": [59, 16, 34, 16],
            "traits": {
              "orientation": "portrait",
              "windowSize": [393, 852],
              "horizontalSizeClass": "compact",
              "verticalSizeClass": "regular",
              "contentSize": "large",
              "legibilityWeight": "regular",
              "layoutDirection": "leftToRight"
            },
            "contentSizes": {}
          }
        ],
        "expectations": [
          {
            "at": "end",
            "passed": true,
            "failures": []
          }
        ]
      }

      """
    XCTAssertEqual(JSONReport(simulation).render(), expected)
  }
  /// A step is written in chunks (JSONReport.writePiece): its frames and findings one by one,
  /// never the whole step as one value. After every step of every shipped scenario, and at any
  /// chunk size, the chunks joined must be the bytes of the whole step written as one value.
  func testEveryShippedStepWrittenInChunksIsTheWholeStepsBytes() throws {
    let directory = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Scenarios")
    let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "yaml" }
    XCTAssertGreaterThan(files.count, 12)
    var chunked = 0
    for url in files {
      var simulation = try Simulation(ScenarioReader.read(contentsOf: url))
      simulation.run()
      for (i, step) in simulation.steps.enumerated() {
        var whole = i == 0 ? "" : ",\n"
        JSON.pad(2, into: &whole)
        JSONReport.step(step).write(indent: 2, into: &whole)
        for chunk in [1, 200, 1 << 16] {
          var pieces: [String] = []
          JSONReport.writePiece(step, first: i == 0, chunk: chunk) { pieces.append($0) }
          XCTAssertEqual(pieces.joined(), whole, "\(url.lastPathComponent) step \(step.index), chunk \(chunk)")
          if pieces.count > 1 { chunked += 1 }
        }
      }
    }
    XCTAssertGreaterThan(chunked, 0, "some step is written in more than one chunk")
  }
}
