import AutoLayout
import Simulation
import ScenarioTestSupport
import XCTest

/// Apple's Deep Hierarchy shape end to end: 1,000 views, each the only subview of the one before,
/// each 0.25 pt narrower and 0.25 pt shorter than its superview. Played on a `LargeStack`, as the
/// command line plays every scenario.
final class DeepHierarchyTests: XCTestCase {
  func testAThousandNestedViewsLayOutAndRotate() throws {
    var yaml = "device: iphone-15-pro\ncontroller:\n  view:\n    subviews:\n"
    var indent = "      "
    for i in 0..<1000 {
      yaml += indent + "- view: v\(i)\n"
      if i < 999 { yaml += indent + "  subviews:\n" }
      indent += "  "
    }
    yaml += "  constraints:\n"
    for i in 0..<1000 {
      let parent = i == 0 ? "view" : "v\(i - 1)"
      yaml += "    - v\(i).top == \(parent).top\n    - v\(i).leading == \(parent).leading\n"
      yaml += "    - v\(i).width == \(parent).width - 0.25\n    - v\(i).height == \(parent).height - 0.25\n"
    }
    yaml += "events:\n  - load\n  - {rotate: landscapeLeft}\n"
    let simulation = try LargeStack.run { try play(yaml) }
    // iPhone 15 Pro: 393 × 852 portrait (DeviceCatalog), 852 × 393 landscape. The 1,000th view is
    // 1,000 × 0.25 = 250 pt narrower and shorter, at its superview's origin; the 500th, 125 pt.
    XCTAssertEqual(simulation.frame("v999", at: 1), rect(0, 0, 143, 602))
    XCTAssertEqual(simulation.frame("v999", at: 2), rect(0, 0, 602, 143))
    XCTAssertEqual(simulation.frame("v499", at: 2), rect(0, 0, 727, 268))
  }
}
