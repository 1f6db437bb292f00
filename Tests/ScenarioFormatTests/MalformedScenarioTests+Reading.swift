import Foundation
import XCTest

@testable import ScenarioFormat

extension MalformedScenarioTests {
  /// The errors reading `url` gives, one per line, or `"no error"`.
  func errors(reading url: URL) -> String {
    do throws(ScenarioErrors) {
      _ = try ScenarioReader.read(contentsOf: url)
      return "no error"
    } catch {
      return error.description
    }
  }
}
