import ScenarioFormat
import Simulation
import XCTest

@testable import REPL

/// The REPL's session, driven line by line as a script would: stepping, time travel, typed events,
/// inspection, and helpful errors.
final class ReplSessionTests: XCTestCase {
  static let yaml = """
    name: Box
    device: iphone-15-pro
    controller:
      view:
        subviews:
          - view: box
          - label: caption
            text: Hello
      constraints:
        - box.top == safeArea.top
        - box.leading == margins.leading
        - {id: boxWidth, is: box.width == 100}
        - box.height == 50
        - caption.top == box.bottom + 8
        - caption.leading == box.leading
    events:
      - load
      - {rotate: landscapeLeft, as: wide}
    expect:
      - {at: wide, frames: {box: [75, 0, 100, 50]}}
    """

  func session() throws -> ReplSession {
    ReplSession(try Simulation(ScenarioReader.read(yaml: Self.yaml, file: "box.yaml")))
  }

  func testStepBackAndGotoMoveThroughSnapshots() throws {
    var s = try session()
    XCTAssertEqual(s.prompt, "(layoutsim step 0/2) ")
    XCTAssertTrue(s.execute("step").hasPrefix("step 1: load\n"))
    XCTAssertEqual(s.execute("frames box"), "box: frame [16, 59, 100, 50], window [16, 59, 100, 50]")
    XCTAssertTrue(s.execute("step").hasPrefix("step 2 [wide]: rotate: landscapeLeft\n"))
    XCTAssertEqual(s.execute("frames box"), "box: frame [75, 0, 100, 50], window [75, 0, 100, 50]")
    XCTAssertEqual(s.execute("back"), "at step 1: load")
    XCTAssertEqual(s.execute("frames box"), "box: frame [16, 59, 100, 50], window [16, 59, 100, 50]")
    XCTAssertEqual(s.execute("goto 2"), "at step 2 [wide]: rotate: landscapeLeft")
    XCTAssertEqual(s.execute("back 5"), "at step 0: before the first event")
    XCTAssertTrue(s.execute("run").contains("step 2 [wide]"))
    XCTAssertEqual(s.execute("step"), "the scenario has no more events (2 played); type an event to go on")
    XCTAssertEqual(s.execute("expect"), "  PASS  at wide")
  }

  func testTypedEventsAreStepsAndBranchTheHistory() throws {
    var s = try session()
    _ = s.execute("step")
    XCTAssertTrue(s.execute("set boxWidth.constant 200").hasPrefix("step 2: set: boxWidth.constant"))
    XCTAssertEqual(s.execute("frames box"), "box: frame [16, 59, 200, 50], window [16, 59, 200, 50]")
    XCTAssertTrue(s.execute("set caption.text \"Hello there\"").contains("caption"))
    XCTAssertTrue(s.execute("keyboard show").contains("keyboardWillShowNotification"))
    // Back before the typed events, the scenario's own next event plays again.
    _ = s.execute("goto 1")
    XCTAssertTrue(s.execute("step").hasPrefix("step 2 [wide]: rotate: landscapeLeft"))
    XCTAssertEqual(s.execute("frames box"), "box: frame [75, 0, 100, 50], window [75, 0, 100, 50]")
  }

  // The caption's top is decided on its own edge: its intrinsic height (which places its bottom)
  // is no part of the answer; the box's bottom, with nothing on that edge, is its top and height.
  func testWhyFollowsTheChainOfConstraints() throws {
    var s = try session()
    _ = s.execute("step")
    XCTAssertEqual(
      s.execute("why caption.top"),
      """
      caption.top = 117  (frame [16, 117, 39, 20.333])
        caption.top == box.bottom + 8  @1000  (box.yaml:14:7)
          box.top == safeArea.top  @1000  (box.yaml:10:7)
            UILayoutGuide:view.safeArea'UIViewSafeAreaLayoutGuide': insets [59, 0, 34, 0] from view
              the root view fills the window (393×852)
          box.height == 50  @1000  (box.yaml:13:7)
      """)
    XCTAssertEqual(
      s.execute("constraints box"),
      """
      box.top == safeArea.top   [active, satisfied]  box.yaml:10:7
      box.leading == margins.leading   [active, satisfied]  box.yaml:11:7
      boxWidth: box.width == 100   [active, satisfied]  box.yaml:12:26
      box.height == 50   [active, satisfied]  box.yaml:13:7
      caption.top == box.bottom + 8   [active, satisfied]  box.yaml:14:7
      caption.leading == box.leading   [active, satisfied]  box.yaml:15:7
      """)
    XCTAssertTrue(s.execute("trace").contains("*UILabel:caption"))
    XCTAssertTrue(s.renderCurrentStep()?.hasPrefix("<?xml") ?? s.renderCurrentStep()?.hasPrefix("<svg") ?? false)
  }

  func testMistakesAreExplainedWithSuggestions() throws {
    var s = try session()
    XCTAssertEqual(s.execute("stpe"), "unknown command 'stpe'; did you mean 'step'?; type 'help'")
    XCTAssertEqual(s.execute("rotate landscape"), "unknown orientation 'landscape'; did you mean 'landscapeLeft'?")
    XCTAssertEqual(s.execute("set boxx.hidden true"), "unknown view or constraint 'boxx'; did you mean 'box'?")
    XCTAssertEqual(s.execute("why box.topp"), "unknown attribute 'topp'; did you mean 'top'?")
    XCTAssertEqual(s.execute("why box.top"), "nothing is laid out before the first step: type 'step'")
    XCTAssertEqual(s.execute("frames"), "nothing is laid out before the first step: type 'step'")
    XCTAssertEqual(s.execute("set box.text \"open"), "a quoted text is not closed")
    XCTAssertEqual(s.execute(""), "")
    XCTAssertFalse(s.isFinished)
    XCTAssertEqual(s.execute("quit"), "")
    XCTAssertTrue(s.isFinished)
  }

  /// Each typed line and the events entry a file would hold: the REPL refuses the line with the
  /// words the reader uses for the file.
  func testTypedEventsRefuseWhatAFileRefuses() throws {
    let cases: [(line: String, entry: String, message: String)] = [
      (
        "set box.size [-5, -5]", "{set: {box.size: [-5, -5]}}",
        "'size' is not a property of view 'box' (it is one of a image)"
      ),
      ("set box.intrinsicSize [-5, -5]", "{set: {box.intrinsicSize: [-5, -5]}}", "an intrinsic size cannot be negative"),
      ("set box.hidden maybe", "{set: {box.hidden: maybe}}", "expected true or false, found 'maybe'"),
      ("set boxWidth.constant nan", "{set: {boxWidth.constant: nan}}", "expected a number, found 'nan'"),
      ("animate boxWidth.priority 1001", "{animate: {boxWidth.priority: 1001}}", "priority 1001 is outside 1...1000"),
      ("set caption.lines -1", "{set: {caption.lines: -1}}", "line count -1 is outside 0...1000000"),
      ("set boxx.hidden true", "{set: {boxx.hidden: true}}", "unknown view or constraint 'boxx'; did you mean 'box'?"),
      ("set box.hiden true", "{set: {box.hiden: true}}", "unknown property 'hiden' of view 'box'; did you mean 'hidden'?"),
      ("activate boxWidht", "{activate: [boxWidht]}", "unknown constraint 'boxWidht'; did you mean 'boxWidth'?"),
      ("rotate landscape", "{rotate: landscape}", "unknown orientation 'landscape'; did you mean 'landscapeLeft'?"),
      ("resize 0 100", "{resize: [0, 100]}", "a window size must be positive"),
      ("set box.alpha 2", "{set: {box.alpha: 2}}", "alpha 2 is outside 0...1"),
      ("set box.clipsToBounds true", "{set: {box.clipsToBounds: true}}", "'clipsToBounds' is not modelled: it does not change layout"),
      ("legibilityWeight heavy", "{legibilityWeight: heavy}", "unknown legibility weight 'heavy'; expected regular or bold"),
    ]
    for (line, entry, message) in cases {
      var s = try session()
      XCTAssertEqual(s.execute(line), message, line)
      XCTAssertEqual(s.position, 0, "\(line) played a step")
      let file = Self.yaml.replacingOccurrences(of: "  - load\n", with: "  - load\n  - \(entry)\n")
      XCTAssertThrowsError(try ScenarioReader.read(yaml: file, file: "box.yaml"), line) { error in
        XCTAssertEqual((error as? ScenarioErrors)?.errors.map(\.message), [message], line)
      }
    }
  }

  /// A typed line is read with a file's bounds: its size (a pasted text of megabytes) and its
  /// flow nesting, refused in the words a file's error uses.
  func testTypedEventsHaveAFilesBounds() throws {
    var s = try session()
    // `set caption.text "…"` is the text and 19 characters: a line of the most bytes an event
    // may have. It becomes `{set: {caption.text: "…"}}`, the text and 25 characters: 6 too many.
    let long = String(repeating: "x", count: ScenarioBounds.maximumBytes - 19)
    let answer = s.execute("set caption.text \"\(long)\"")
    XCTAssertEqual(
      answer,
      "the event is \(ScenarioBounds.maximumBytes + 6) bytes; an event, like a scenario, may have "
        + "at most \(ScenarioBounds.maximumBytes)")
    XCTAssertEqual(s.position, 0)
    // A line longer than an event may be is refused before it is read at all.
    XCTAssertEqual(
      s.execute("set caption.text \"\(long)x\""),
      "the line is \(ScenarioBounds.maximumBytes + 1) bytes; an event, like a scenario, may have "
        + "at most \(ScenarioBounds.maximumBytes)")
    XCTAssertEqual(s.position, 0)
    let nested = String(repeating: "[", count: 130) + String(repeating: "]", count: 130)
    XCTAssertEqual(
      s.execute("set box.size \(nested)"),
      "flow collections ([…] and {…}) are nested deeper than 128 levels; write the inner ones in "
        + "block style")
    XCTAssertEqual(s.position, 0)
  }

  func testTypedEventsAcceptWhatAFileAccepts() throws {
    var s = try session()
    XCTAssertTrue(s.execute("set box.intrinsicSize [none, 20] box.hidden true").hasPrefix("step 1: set: box.intrinsicSize, box.hidden"))
    XCTAssertTrue(s.execute("set caption.font {size: 20, weight: bold}").hasPrefix("step 2: set: caption.font"))
    // The same change played from a file lays the caption out the same way.
    let file = Self.yaml.replacingOccurrences(
      of: "  - load\n",
      with: "  - {set: {box.intrinsicSize: [none, 20], box.hidden: true}}\n"
        + "  - {set: {caption.font: {size: 20, weight: bold}}}\n")
    var played = try Simulation(ScenarioReader.read(yaml: file, file: "box.yaml"))
    played.perform(played.timeline[0])
    let caption = try XCTUnwrap(played.perform(played.timeline[1]).frame(of: "caption"))
    XCTAssertEqual(s.execute("frames caption"), "caption: frame \(caption.frame), window \(caption.window)")
    XCTAssertEqual(caption.frame.height, 24)  // a 20-point system font's line, 23.867 pt, on the pixel grid
    XCTAssertTrue(s.execute("keyboard show 300").hasPrefix("step 3: keyboard: show (height 300)"))
    XCTAssertTrue(s.execute("set caption.alpha 0.25").hasPrefix("step 4: set: caption.alpha"))
    XCTAssertEqual(s.execute("frames caption"), "caption: frame \(caption.frame), window \(caption.window) (alpha 0.25)")
    XCTAssertEqual(s.execute("keyboard show 300 400"), "usage: keyboard show|hide|undock|dock|split|merge|float [HEIGHT | X Y W H]")
    XCTAssertEqual(s.execute("set box.size [1, 2"), "a list or mapping is not closed")
  }

  /// Bold Text typed at the prompt is the file's `legibilityWeight:` event: the caption, 17-pt
  /// regular system text, turns semibold and wider, as the same event played from a file.
  func testBoldTextTypedAtThePromptIsTheFilesEvent() throws {
    var s = try session()
    XCTAssertTrue(s.execute("legibilityWeight bold").hasPrefix("step 1: legibilityWeight: bold"))
    let file = Self.yaml.replacingOccurrences(
      of: "  - load\n", with: "  - load\n  - {legibilityWeight: bold}\n")
    var played = try Simulation(ScenarioReader.read(yaml: file, file: "box.yaml"))
    let regular = try XCTUnwrap(played.perform(played.timeline[0]).frame(of: "caption"))
    let bold = try XCTUnwrap(played.perform(played.timeline[1]).frame(of: "caption"))
    XCTAssertGreaterThan(bold.frame.width, regular.frame.width, "semibold is wider")
    XCTAssertEqual(bold.frame.height, regular.frame.height, "the line height stays")
    XCTAssertEqual(s.execute("frames caption"), "caption: frame \(bold.frame), window \(bold.window)")
    XCTAssertEqual(s.execute("legibilityWeight"), "usage: legibilityWeight bold|regular")
    XCTAssertEqual(s.completions(before: "legibilityWeight "), ["regular", "bold"])
  }

  func testCompletionsOfferCommandsViewsAndConstraints() throws {
    let s = try session()
    XCTAssertTrue(s.completions.contains("frames"))
    XCTAssertTrue(s.completions.contains("rotate"))
    XCTAssertTrue(s.completions.contains("caption"))
    XCTAssertTrue(s.completions.contains("boxWidth"))
  }
}
