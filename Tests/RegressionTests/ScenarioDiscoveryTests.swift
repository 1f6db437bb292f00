import Foundation
import ScenarioFormat
import XCTest

@testable import Regression

final class ScenarioDiscoveryTests: XCTestCase {
  func testDirectoriesAreSearchedRecursivelyAndEverythingIsSortedByPath() throws {
    let directory = try temporaryDirectory(self)
    for name in ["b.yaml", "a/z.yml", "a/c.yaml", "notes.txt", ".hidden/x.yaml", "a/.x.yaml", "a.golden/x.txt"] {
      try write("", to: directory + "/" + name)
    }
    try write("", to: directory + "/../explicit-\(UUID().uuidString).yaml")
    XCTAssertEqual(
      try ScenarioDiscovery.files(in: [directory + "/", directory + "/b.yaml", directory + "/notes.txt"]),
      [directory + "/a/c.yaml", directory + "/a/z.yml", directory + "/b.yaml", directory + "/notes.txt"])
  }

  func testMissingPathsAndEmptyDirectoriesAreErrors() throws {
    let directory = try temporaryDirectory(self)
    XCTAssertThrowsError(try ScenarioDiscovery.files(in: [directory + "/nope", directory])) { error in
      XCTAssertEqual(
        "\(error)",
        """
        \(directory): error: no scenarios (*.yaml, *.yml) in this directory
        \(directory)/nope: error: no such file or directory
        """)
    }
  }
}
