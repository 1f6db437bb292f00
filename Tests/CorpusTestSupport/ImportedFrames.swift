import Foundation
import InterfaceBuilder
import Simulation
import XCTest

/// Import-then-simulate for the importer's tests: a storyboard's first scene imported in memory,
/// played, and its frames after the load step read back by Interface Builder id, the form the
/// tests compare with the frames a person derived or Xcode saved.
///
/// ```swift
/// let (frames, copied) = try ImportedFrames.afterLoad(data, file: "T.storyboard")
/// XCTAssertEqual(frames["c1"], [0, 28, 375, 64])
/// ```
public enum ImportedFrames {
  /// The first scene of `data`, imported under the name `file`; fails the calling test when the
  /// file has no scene.
  public static func firstScene(
    _ data: Data, file: String, sourceFile: StaticString = #filePath, line: UInt = #line
  ) throws -> ImportedScenario {
    try XCTUnwrap(
      StoryboardImporter.importData(data, file: file).first, "\(file) has no scene",
      file: sourceFile, line: line)
  }

  /// Each view's frame after the load step, by IB id, as `[x, y, width, height]`.
  public static func afterLoad(
    _ scenario: ImportedScenario, sourceFile: StaticString = #filePath, line: UInt = #line
  ) throws -> [String: [Double]] {
    var simulation = try scenario.simulation()
    simulation.run()
    let step = try XCTUnwrap(
      simulation.steps.first, "\(scenario.inMemoryName) has no load step", file: sourceFile, line: line)
    var result: [String: [Double]] = [:]
    for view in scenario.root.allViews {
      if let placed = step.frame(of: view.id) {
        let frame = placed.frame
        result[view.interfaceBuilderID] = [frame.minX, frame.minY, frame.width, frame.height]
      }
    }
    return result
  }

  /// The first scene of `data` played: its frames after the load step by IB id, and the IB ids
  /// whose expected frames the importer copied from the file rather than derived.
  public static func afterLoad(
    _ data: Data, file: String = "Test.storyboard", sourceFile: StaticString = #filePath, line: UInt = #line
  ) throws -> (frames: [String: [Double]], copied: Set<String>) {
    let scenario = try firstScene(data, file: file, sourceFile: sourceFile, line: line)
    return (try afterLoad(scenario, sourceFile: sourceFile, line: line), copiedIDs(scenario))
  }

  /// The IB ids whose expected frames the importer copied from the file (left out of the
  /// fidelity figure).
  public static func copiedIDs(_ scenario: ImportedScenario) -> Set<String> {
    Set(scenario.expectedFrames.filter { $0.copied != nil }.map(\.interfaceBuilderID))
  }
}
