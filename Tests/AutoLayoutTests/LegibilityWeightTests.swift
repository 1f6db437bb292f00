import AutoLayout
import XCTest

/// Bold Text (`UITraitCollection.legibilityWeight == .bold`): the system font a step heavier, so
/// labels and buttons measure wider; their height (line height) stays.
final class LegibilityWeightTests: XCTestCase {
  func testBoldTextMovesEachWeightTwoStepsUpTheLadder() {
    // UIFont.Weight's ladder: ultraLight thin light regular medium semibold bold heavy black.
    let bold = LegibilityWeight.bold
    XCTAssertEqual(bold.weight(for: .regular), .semibold)
    XCTAssertEqual(bold.weight(for: .medium), .bold)
    XCTAssertEqual(bold.weight(for: .semibold), .heavy)
    XCTAssertEqual(bold.weight(for: .bold), .black)
    XCTAssertEqual(bold.weight(for: .black), .black, "nothing is heavier than black")
    XCTAssertEqual(bold.weight(for: .ultraLight), .light)
    for weight in FontWeight.allCases {
      XCTAssertEqual(LegibilityWeight.regular.weight(for: weight), weight)
    }
  }

  func testALabelsFontIsResolvedHeavierUnderBoldText() {
    var label = View("title", kind: .label)
    label.text = "Continue"
    XCTAssertEqual(label.resolvedFont(legibilityWeight: .bold), .system(17, weight: .semibold))
    label.font = .system(20, weight: .medium)
    XCTAssertEqual(label.resolvedFont(legibilityWeight: .bold), .system(20, weight: .bold))
    var button = View("go", kind: .button)
    button.text = "Go"
    XCTAssertEqual(
      button.resolvedFont(legibilityWeight: .bold), .system(15, weight: .semibold),
      "a button's default 15-pt font")
    // A text style keeps its size and leading; Headline is semibold, so it turns heavy.
    label.textStyle = .headline
    let headline = label.resolvedFont(legibilityWeight: .bold)
    XCTAssertEqual(headline.weight, .heavy)
    XCTAssertEqual(headline.pointSize, TextStyle.headline.font().pointSize)
    XCTAssertEqual(headline.styleLeading, TextStyle.headline.font().styleLeading)
  }

  /// A label pinned 16 from the left and a button 8 after it (iPhone 8, @2x). Regular: the label
  /// is as wide as "Sign in to continue" in the 17-pt regular system font; bold: as wide as it
  /// in the 17-pt semibold font, same height (20.5, the 17-pt line rounded to the 2x grid), and
  /// the button moves right by the difference. Turning Bold Text off gives the first layout back.
  func testBoldTextWidensALabelAndPushesItsNeighbour() throws {
    var b = EngineBuilder(TestDevices.iPhone8)
    var labelView = View("label", kind: .label)
    labelView.text = "Sign in to continue"
    let label = try b.engine.addView(labelView, to: b.root)
    var buttonView = View("button", kind: .button)
    buttonView.text = "Go"
    let button = try b.engine.addView(buttonView, to: b.root)
    try b.pin(.view(label), .left, .equal, .view(b.root), .left, plus: 16)
    try b.pin(.view(label), .top, .equal, .view(b.root), .top, plus: 100)
    try b.pin(.view(button), .left, .equal, .view(label), .right, plus: 8)
    try b.pin(.view(button), .centerY, .equal, .view(label), .centerY)

    func expected(_ weight: FontWeight) -> (label: Size, button: Size) {
      (
        TextMetrics.labelIntrinsicSize(
          text: "Sign in to continue", font: .system(17, weight: weight), scale: 2),
        TextMetrics.systemButtonIntrinsicSize(
          title: "Go", font: .system(15, weight: weight), contentInsets: nil)
      )
    }
    let regular = expected(.regular)
    let before = b.engine.layout()
    assertFrame(before.frame(of: label), [16, 100, regular.label.width, regular.label.height])
    XCTAssertEqual(before.frame(of: button).minX, 16 + regular.label.width + 8)

    var window = b.engine.window
    window.legibilityWeight = .bold
    b.engine.setWindow(window)
    let semibold = expected(.semibold)
    let after = b.engine.layout()
    assertFrame(after.frame(of: label), [16, 100, semibold.label.width, regular.label.height])
    XCTAssertEqual(semibold.label.height, regular.label.height, "a heavier face, the same line")
    XCTAssertGreaterThan(semibold.label.width, regular.label.width, "semibold is wider")
    XCTAssertEqual(after.frame(of: button).minX, 16 + semibold.label.width + 8)
    XCTAssertEqual(after.frame(of: button).size, semibold.button)

    window.legibilityWeight = .regular
    b.engine.setWindow(window)
    let back = b.engine.layout()
    XCTAssertEqual(back.frame(of: label), before.frame(of: label))
    XCTAssertEqual(back.frame(of: button), before.frame(of: button))
  }
}
