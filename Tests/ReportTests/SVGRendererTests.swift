import AutoLayout
import Simulation
import ScenarioTestSupport
import XCTest

@testable import Report

final class SVGRendererTests: XCTestCase {
  func testOneFilePerStepNamedAfterItsLabelOrEvent() throws {
    let simulation = try play(picturesYAML())
    let names = SVGRenderer(simulation).files().map(\.name)
    XCTAssertEqual(
      names,
      [
        "step-01-load.svg", "step-02-landscape.svg", "step-03-back-upright-ready.svg",
        "step-04-typing.svg", "step-05-badge.svg", "step-06-keyboard-hide.svg", "step-07-layout.svg",
      ])
  }

  func testSlugsKeepLettersAndDigitsOnly() {
    XCTAssertEqual(SVGRenderer.slug("rotate: landscapeLeft"), "rotate-landscapeleft")
    XCTAssertEqual(SVGRenderer.slug("../../etc/passwd"), "etc-passwd")
    XCTAssertEqual(SVGRenderer.slug("ünïcode ☃ 2"), "n-code-2")
    XCTAssertEqual(SVGRenderer.slug("<>"), "")
    XCTAssertEqual(SVGRenderer.slug(String(repeating: "a", count: 100)).count, 40)
  }

  func testEveryDrawingIsWellFormedWithOneLabelledBoxPerView() throws {
    let simulation = try play(picturesYAML())
    let renderer = SVGRenderer(simulation)
    for step in simulation.steps {
      let svg = renderer.render(step)
      XCTAssertTrue(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns="), svg)
      let parsed = try XCTUnwrap(ElementCounter.count(svg), "step \(step.index) is not well-formed")
      let viewGroups = parsed.groups.filter { $0.hasPrefix("view ") }
      XCTAssertEqual(viewGroups.count, step.frames.count)
      XCTAssertEqual(viewGroups.count, 7)  // view, header, title, body, name, go, badge
      // A view showing text is drawn with its text; the others are labelled with their ids.
      for frame in step.frames {
        XCTAssertTrue(parsed.texts.contains(frame.id) || renderer.scene.texts[frame.id] != nil, frame.id)
      }
      XCTAssertEqual(parsed.groups.filter { $0 == "safe-area" }.count, 1)
    }
  }

  func testColoursComeFromTheKindPalette() throws {
    let simulation = try play(picturesYAML())
    let svg = SVGRenderer(simulation).render(simulation.steps[6])
    XCTAssertTrue(svg.contains("<g class=\"view kind-label\" data-id=\"title\" "), svg)
    XCTAssertTrue(svg.contains("<g class=\"view kind-button\" data-id=\"go\" "), svg)
    XCTAssertTrue(svg.contains("<g class=\"view kind-textField\" data-id=\"name\" "), svg)
    XCTAssertTrue(svg.contains("fill=\"\(ViewPalette.color(of: .button))\""), svg)
    XCTAssertEqual(Set(ViewKind.allCases.map { ViewPalette.color(of: $0) }).count, ViewKind.allCases.count)
  }

  func testHiddenViewsAreDashedAndUnfilled() throws {
    let simulation = try play(picturesYAML())
    let renderer = SVGRenderer(simulation)
    let hidden = renderer.render(simulation.steps[0])
    let badge = try XCTUnwrap(hidden.split(separator: "\n").first { $0.contains("data-id=\"badge\"") })
    XCTAssertTrue(badge.contains("hidden"), String(badge))
    XCTAssertTrue(badge.contains("fill=\"none\""), String(badge))
    XCTAssertTrue(badge.contains("stroke-dasharray"), String(badge))
    let shown = renderer.render(simulation.steps[4])
    let after = try XCTUnwrap(shown.split(separator: "\n").first { $0.contains("data-id=\"badge\"") })
    XCTAssertFalse(after.contains("stroke-dasharray"), String(after))
  }

  func testTheKeyboardIsDrawnOnlyWhileShown() throws {
    let simulation = try play(picturesYAML())
    let renderer = SVGRenderer(simulation)
    let shown = simulation.steps.filter { renderer.render($0).contains("<g class=\"keyboard\">") }
    XCTAssertEqual(shown.map(\.index), [4, 5])
    let keyboard = try XCTUnwrap(simulation.steps[3].keyboardFrame)
    XCTAssertEqual(keyboard.maxY, 852)
    XCTAssertEqual(keyboard.width, 393)
    XCTAssertTrue(renderer.render(simulation.steps[3]).contains("y=\"\(Simulation.format(keyboard.minY))\""))
  }

  func testTheSafeAreaIsRecordedPerStep() throws {
    let simulation = try play(picturesYAML())
    let portrait = try XCTUnwrap(simulation.steps[0].safeArea)
    let landscape = try XCTUnwrap(simulation.steps[1].safeArea)
    XCTAssertEqual(portrait, Rect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
    XCTAssertEqual(landscape.maxX - landscape.minX, landscape.width)
    XCTAssertEqual(landscape.minY, 0)
    XCTAssertGreaterThan(landscape.minX, 0)
    let svg = SVGRenderer(simulation).render(simulation.steps[1])
    XCTAssertTrue(svg.contains("viewBox=\"-8 -8 868 409\""), svg)
  }

  func testChangedFramesAreHighlightedAndAQuietStepHasNone() throws {
    let simulation = try play(picturesYAML())
    let renderer = SVGRenderer(simulation)
    let rotated = renderer.render(simulation.steps[1])
    XCTAssertTrue(rotated.contains("<g class=\"view kind-button changed\" data-id=\"go\" "), rotated)
    XCTAssertTrue(rotated.contains("stroke=\"\(ViewPalette.changed)\""))
    let quiet = renderer.render(simulation.steps[6])
    XCTAssertEqual(occurrences(of: " changed\"", in: quiet), 0, quiet)
  }

  func testAFailedFrameExpectationDrawsExpectedOverActual() throws {
    let simulation = try play(picturesYAML())
    let mismatches = FrameMismatch.failures(in: simulation)
    XCTAssertEqual(mismatches.count, 1)
    let mismatch = try XCTUnwrap(mismatches.first)
    let go = try XCTUnwrap(simulation.steps[1].frame(of: "go"))
    XCTAssertEqual(mismatch.step, 2)
    XCTAssertEqual(mismatch.id, "go")
    XCTAssertEqual(mismatch.actual, go.window)
    XCTAssertEqual(
      mismatch.expected, Rect(x: go.window.minX, y: go.window.minY, width: 200, height: go.window.height))
    let renderer = SVGRenderer(simulation)
    let svg = renderer.render(simulation.steps[1])
    XCTAssertEqual(occurrences(of: "<g class=\"mismatch\"", in: svg), 1)
    XCTAssertTrue(svg.contains("<rect class=\"expected\" x=\"\(Simulation.format(go.window.minX))\""), svg)
    XCTAssertTrue(svg.contains(">expected go</text>"), svg)
    for step in simulation.steps where step.index != 2 {
      XCTAssertFalse(renderer.render(step).contains("mismatch"), "step \(step.index)")
    }
    // Given pairs replace the computed ones (as `layoutsim test` will pass its own).
    let none = SVGRenderer(simulation, mismatches: []).render(simulation.steps[1])
    XCTAssertFalse(none.contains("mismatch"))
  }

  func testAFramesEntryIsMovedIntoTheWindow() throws {
    let simulation = try play(
      """
      device: iphone-15-pro
      controller:
        view:
          subviews:
            - view: box
              subviews:
                - view: inner

        constraints:
          - "H:|-40-[box(200)]"
          - "V:|-100-[box(100)]"
          - "H:|-10-[inner(50)]"
          - "V:|-10-[inner(50)]"
      expect:
        - at: end
          frames: {inner: {x: 20}}
      """)
    let mismatch = try XCTUnwrap(FrameMismatch.failures(in: simulation).first)
    XCTAssertEqual(mismatch.actual, Rect(x: 50, y: 110, width: 50, height: 50))
    XCTAssertEqual(mismatch.expected, Rect(x: 60, y: 110, width: 50, height: 50))
  }

  func testEveryTextIsEscaped() throws {
    let simulation = try play(picturesYAML())
    let svg = SVGRenderer(simulation).render(simulation.steps[2])
    XCTAssertTrue(
      svg.contains("<title>Step 3 [back &lt;upright&gt; &amp; ready]: rotate: portrait</title>"), svg)
    XCTAssertFalse(svg.contains("<upright>"))
    XCTAssertEqual(Markup.escape("a<b>&\"c'"), "a&lt;b&gt;&amp;&quot;c&#39;")
    XCTAssertEqual(Markup.escape("bell\u{07}\ttab\nline"), "bell\u{FFFD}\ttab\nline")
    // One escaper for HTML, SVG and JUnit: a carriage return survives as a reference, DEL (which
    // HTML forbids) is replaced, and an attribute keeps its line breaks and tabs as references.
    XCTAssertEqual(XMLText.escape("a\r\u{7F}b"), "a&#13;\u{FFFD}b")
    XCTAssertEqual(XMLText.escape("'x'\n\t", attribute: true), "&#39;x&#39;&#10;&#9;")
  }

  func testTheSameSimulationGivesTheSameBytes() throws {
    let yaml = try picturesYAML()
    let first = SVGRenderer(try play(yaml)).files()
    let second = SVGRenderer(try play(yaml)).files()
    XCTAssertEqual(first.map(\.name), second.map(\.name))
    XCTAssertEqual(first.map(\.contents), second.map(\.contents))
    // No exponent notation and no run-dependent text (numbers come from `Simulation.format`).
    for file in first {
      XCTAssertNil(file.contents.range(of: "=\"-?[0-9.]+e[-+]?[0-9]", options: .regularExpression), file.name)
    }
  }
}

final class SVGDrawingAreaTests: XCTestCase {
  func testAViewOutsideTheScreenWidensTheDrawingAndATinyOneHasNoLabel() throws {
    let simulation = try play(
      """
      device: iphone-15-pro
      controller:
        view:
          subviews:
            - view: below
            - view: sliver
        constraints:
          - "H:|-10-[below(100)]"
          - below.top == view.bottom + 40
          - below.height == 60
          - "H:|-10-[sliver(200)]"
          - "V:|-200-[sliver(2)]"
      """)
    let svg = SVGRenderer(simulation).render(simulation.steps[0])
    // 852 + 40 + 60 below the top, plus the 8-point margin on each side.
    XCTAssertTrue(svg.contains("viewBox=\"-8 -8 409 968\""), svg)
    let parsed = try XCTUnwrap(ElementCounter.count(svg))
    XCTAssertTrue(parsed.texts.contains("below"))
    XCTAssertFalse(parsed.texts.contains("sliver"))
    XCTAssertTrue(svg.contains("data-id=\"sliver\""))
  }

  func testANegativeSizeIsDrawnAsAPositiveOne() {
    XCTAssertEqual(
      Markup.box(Rect(x: 20, y: 69, width: 353, height: -79)), "x=\"20\" y=\"-10\" width=\"353\" height=\"79\"")
    XCTAssertEqual(Rect(x: 5, y: 5, width: -10, height: 2).normalized, Rect(x: -5, y: 5, width: 10, height: 2))
  }
}

final class ViewTextTests: XCTestCase {
  /// A one-line label narrower than its text: cut at the tail with "…", the cut text fitting
  /// (SystemFont's widths; 17 pt regular).
  func testOneLineTextIsTruncatedAtItsTail() {
    let font = SystemFont.system(17)
    let text = ViewText(text: "A subtitle that is much too long", font: font, numberOfLines: 1, alignment: .leading)
    let layout = text.layout(width: 100, height: 21)
    XCTAssertTrue(layout.truncated)
    XCTAssertEqual(layout.lines.count, 1)
    XCTAssertTrue(layout.lines[0].hasSuffix("…"), layout.lines[0])
    XCTAssertLessThanOrEqual(font.width(of: layout.lines[0]), 100)
    XCTAssertGreaterThan(font.width(of: layout.lines[0]), 100 - font.width(of: "mm…"))
    let fits = text.layout(width: font.width(of: text.text) + 1, height: 21)
    XCTAssertEqual(fits.lines, [text.text])
    XCTAssertFalse(fits.truncated)
  }

  /// A multi-line label wraps at its width and is truncated only when its lines do not fit its
  /// height.
  func testWrappedTextKeepsTheLinesThatFit() {
    let font = SystemFont.system(17)
    let text = ViewText(text: "one two three four five six", font: font, numberOfLines: 0, alignment: .leading)
    let width = font.width(of: "one two") + 1
    let tall = text.layout(width: width, height: 200)
    XCTAssertFalse(tall.truncated)
    XCTAssertEqual(tall.lines.first, "one two")
    let short = text.layout(width: width, height: TextMetrics.lineBlockHeight(lines: 1, font: font))
    XCTAssertTrue(short.truncated)
    XCTAssertEqual(short.lines.count, 1)
  }
}
