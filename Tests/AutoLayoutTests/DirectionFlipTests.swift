import Cassowary
import XCTest

@testable import AutoLayout

/// A flip of the window's layout direction changes the constraints' coefficients only where
/// they are tied to a physical side: leading and trailing keep their terms (and their place in
/// the solver), `left` is put in again, and the frames mirror. iPhone 8: a 375-wide window.
final class DirectionFlipTests: XCTestCase {
  func testLeadingStaysInTheSolverAndLeftIsPutInAgain() throws {
    var b = EngineBuilder(TestDevices.iPhone8)
    let box = b.view("box")
    let leading = try b.pin(.view(box), .leading, .equal, .view(b.root), plus: 16)
    let trailing = try b.pin(.view(box), .trailing, .equal, .view(b.root), plus: -200)
    _ = try b.pin(.view(box), .top, .equal, .view(b.root), plus: 20)
    _ = try b.pin(.view(box), .height, plus: 44)
    let tag = b.view("tag")
    let left = try b.pin(.view(tag), .left, .equal, .view(b.root), plus: 8)
    _ = try b.pin(.view(tag), .top, .equal, .view(b.root), plus: 80)
    _ = try b.pin(.view(tag), .width, plus: 50)
    _ = try b.pin(.view(tag), .height, plus: 10)
    var layout = b.engine.layout()
    // box: leading 16 from the left, trailing 200 from the right: 375 − 16 − 200 = 159 wide.
    assertFrame(layout.frame(of: box), [16, 20, 159, 44])
    assertFrame(layout.frame(of: tag), [8, 80, 50, 10])
    let before = [leading, trailing, left].map { b.engine.constraints[$0.rawValue].solverID }
    var window = b.engine.window
    window.isRightToLeft = true
    b.engine.setWindow(window)
    layout = b.engine.layout()
    let after = [leading, trailing, left].map { b.engine.constraints[$0.rawValue].solverID }
    XCTAssertEqual(after[0], before[0], "leading keeps its terms and stays in")
    XCTAssertEqual(after[1], before[1], "trailing keeps its terms and stays in")
    XCTAssertNotEqual(after[2], before[2], "left is tied to a side: put in again")
    XCTAssertNotNil(after[2])
    // Mirrored: leading 16 from the right edge, so x = 375 − 16 − 159 = 200; tag stays left.
    assertFrame(layout.frame(of: box), [200, 20, 159, 44])
    assertFrame(layout.frame(of: tag), [8, 80, 50, 10])
    XCTAssertEqual(layout.messages, [], "no constraint conflicts with another's old form")
    window.isRightToLeft = false
    b.engine.setWindow(window)
    layout = b.engine.layout()
    assertFrame(layout.frame(of: box), [16, 20, 159, 44])
    assertFrame(layout.frame(of: tag), [8, 80, 50, 10])
    XCTAssertEqual(layout.messages, [])
  }
}
