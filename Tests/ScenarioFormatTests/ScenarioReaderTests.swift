import Foundation
import XCTest

@testable import ScenarioFormat

final class ScenarioReaderTests: XCTestCase {
  /// The errors reading `yaml` as `t.yaml` gives, one per line, or `"no error"`.
  func errors(_ yaml: String) -> String {
    do throws(ScenarioErrors) {
      _ = try ScenarioReader.read(yaml: yaml, file: "t.yaml")
      return "no error"
    } catch {
      return error.description
    }
  }

  /// A minimal valid scenario with `body` appended under the controller's constraints' level.
  static let header = """
    device: iphone-15-pro
    controller:
      view:
        subviews:
          - label: title
          - button: go

    """

  static let example = """
    name: Sign-in form meets the keyboard
    device: iphone-15-pro            # catalog id
    orientation: portrait
    locale: en
    contentSize: large
    strings:
      en: {title: "Sign in", go: "Continue"}
      de: {title: "Anmelden", go: "Weiter zur Anmeldung"}

    controller:
      name: SignInViewController
      embed: navigation
      view:
        subviews:
          - label: title
            text: "@title"
            font: largeTitle
          - stack: form
            axis: vertical
            spacing: 8
            arranged:
              - textField: email
                placeholder: Email
              - button: go
                title: "@go"
      constraints:
        - title.top == safeArea.top + 20
        - title.leading == margins.leading
        - form.top == title.bottom + 16
        - "H:|-[form]-|"
        - {id: formBottom, is: "form.bottom <= keyboard.top - 8"}
        - go.height >= 44 @750

    events:
      - load
      - {rotate: landscapeLeft, as: landscape}
      - keyboard: show
      - {animate: {formBottom.constant: -40}, duration: 0.25, curve: easeInOut}

    expect:
      - at: landscape
        frames:
          form: [79, 116, 694, 82]
        no: [conflicts, ambiguity, truncation]
      - at: every
        that:
          - go.bottom <= keyboard.top
    """

  func at(_ line: Int, _ column: Int) -> SourceLocation {
    SourceLocation(file: "example.yaml", line: line, column: column)
  }

  /// A lone carriage return inside a quoted scalar ends a line, as YAML counts lines: an error
  /// after it is placed on the next line, inside the file (found by the scenario fuzz target).
  func testAnErrorAfterALoneCarriageReturnInAQuotedScalarIsOnTheNextLine() {
    let yaml =
      "device: iphone-15-pro\ncontroller:\n  view:\n    subviews:\n      - button: go\n"
      + "  constraints:\n    - \"H:\r|-[go]-|-\"\n"
    XCTAssertEqual(errors(yaml), "t.yaml:8:9: error: unexpected '-' after the closing '|'")
  }

  func testReadsTheExample() throws {
    let scenario = try ScenarioReader.read(yaml: Self.example, file: "example.yaml")
    XCTAssertEqual(scenario.title, "Sign-in form meets the keyboard")
    XCTAssertEqual(scenario.device, .catalog(Located("iphone-15-pro", at: at(2, 9))))
    XCTAssertEqual(scenario.orientation, Located(.portrait, at: at(3, 14)))
    XCTAssertEqual(scenario.locale, Located("en", at: at(4, 9)))
    XCTAssertEqual(scenario.contentSize, Located(.large, at: at(5, 14)))
    XCTAssertEqual(scenario.strings.map(\.locale.value), ["en", "de"])
    XCTAssertEqual(
      scenario.strings[1].texts.map(\.text.value), ["Anmelden", "Weiter zur Anmeldung"])

    let controller = scenario.controller
    XCTAssertEqual(controller.name?.value, "SignInViewController")
    XCTAssertEqual(controller.embed.map(\.value), [.navigation])
    let root = controller.view
    XCTAssertEqual(root.id, Located("view", at: at(13, 3)))
    XCTAssertEqual(root.allViews.map(\.id.value), ["view", "title", "form", "email", "go"])
    XCTAssertEqual(root.allViews.map(\.kind), [.view, .label, .stack, .textField, .button])
    let title = root.subviews[0]
    XCTAssertEqual(title.id, Located("title", at: at(15, 16)))
    XCTAssertEqual(title.text, Located("@title", at: at(16, 15)))
    XCTAssertEqual(title.font, Located(.style("largeTitle"), at: at(17, 15)))
    let form = root.subviews[1]
    XCTAssertEqual(form.axis?.value, .vertical)
    XCTAssertEqual(form.spacing?.value, .points(8))
    XCTAssertEqual(form.arranged.count, 2)
    if case .view(let email) = form.arranged[0] {
      XCTAssertEqual(email.placeholder?.value, "Email")
    } else {
      XCTFail("email is declared in place")
    }

    let constraints = controller.constraints
    XCTAssertEqual(
      constraints.flatMap(\.expressions).map(\.description),
      [
        "title.top == safeArea.top + 20",
        "title.leading == margins.leading",
        "form.top == title.bottom + 16",
        "form.leading == superview.leading + 20",
        "superview.trailing == form.trailing + 20",
        "form.bottom <= keyboard.top - 8",
        "go.height >= 44 @750",
      ])
    XCTAssertEqual(constraints[0].expressions[0].location, at(27, 7))
    XCTAssertEqual(constraints[3].isVisualFormat, true)
    XCTAssertEqual(constraints[3].expressions[0].first.location, at(30, 13))
    XCTAssertEqual(constraints[4].id, Located("formBottom", at: at(31, 12)))
    XCTAssertEqual(constraints[4].expressions[0].location, at(31, 29))

    XCTAssertEqual(scenario.events.count, 4)
    XCTAssertEqual(scenario.events[0], Event(kind: .load, location: at(35, 5)))
    XCTAssertEqual(
      scenario.events[1],
      Event(
        kind: .rotate(Located(.landscapeLeft, at: at(36, 14))),
        label: Located("landscape", at: at(36, 33)), location: at(36, 5)))
    XCTAssertEqual(
      scenario.events[2].kind,
      .keyboard(Located(.show, at: at(37, 15)), height: nil, frame: nil))
    guard case .animate(let changes, let duration, let curve, nil) = scenario.events[3].kind else {
      return XCTFail("an animation")
    }
    XCTAssertEqual(changes.map(\.target.value), ["formBottom"])
    XCTAssertEqual(changes[0].property, Located("constant", at: at(38, 27)))
    XCTAssertEqual(changes[0].change, .constraint(.constant(-40)))
    XCTAssertEqual(duration?.value, 0.25)
    XCTAssertEqual(curve?.value, .easeInOut)

    XCTAssertEqual(scenario.expectations.count, 2)
    let landscape = scenario.expectations[0]
    XCTAssertEqual(landscape.at, Located(.label("landscape"), at: at(41, 9)))
    XCTAssertEqual(landscape.frames.map(\.id.value), ["form"])
    XCTAssertEqual(landscape.frames[0].width?.value, 694)
    XCTAssertEqual(landscape.no.map(\.value), [.conflicts, .ambiguity, .truncation])
    XCTAssertEqual(scenario.expectations[1].at.value, .every)
    XCTAssertEqual(
      scenario.expectations[1].that.flatMap(\.expressions).map(\.description),
      ["go.bottom <= keyboard.top"])
  }

  func testReadsACustomDeviceTraitsAndTheKeyboardGuide() throws {
    let scenario = try ScenarioReader.read(
      yaml: """
        device: {name: kiosk, size: [800, 1280], scale: 2, idiom: pad, safeArea: {portrait: [24, 0, 20, 0]}, keyboard: {portrait: 320, landscape: 400}}
        controller:
          embed: [tab, navigation]
          view:
            subviews:
              - view: toolbar
                intrinsicSize: [none, 44]
          traits:
            - when: {horizontal: regular}
              constraints: [toolbar.height == 50]
              set: {toolbar.hidden: true}
          keyboard:
            followsUndocked: true
            tracking:
              - {id: KB-away, awayFrom: top, is: "toolbar.bottom == keyboard.top"}
        events:
          - {load: null, as: start}
          - {keyboard: float, frame: [10, 20, 300, 200]}
          - {add: {to: toolbar, at: 0, view: {label: note, text: "@@home"}}}
          - {set: {note.text: Hello}}
          - remove: note
        matrix:
          orientations: [portrait, landscapeLeft]
          contentSizes: [large, accessibilityMedium]
        """, file: "k.yaml")
    guard case .custom(let device) = scenario.device else { return XCTFail("a custom device") }
    XCTAssertEqual(device.size?.value, [800, 1280])
    XCTAssertEqual(device.idiom?.value, .pad)
    XCTAssertEqual(device.safeArea?.portrait?.value, [24, 0, 20, 0])
    XCTAssertEqual(device.keyboard?.landscape?.value, 400)
    XCTAssertEqual(scenario.controller.embed.map(\.value), [.tab, .navigation])
    XCTAssertEqual(scenario.controller.view.subviews[0].intrinsicSize?.value, [nil, 44])
    XCTAssertEqual(scenario.controller.traits[0].horizontal?.value, .regular)
    XCTAssertEqual(scenario.controller.traits[0].set[0].change, .view(.hidden(true)))
    XCTAssertEqual(scenario.controller.keyboard?.followsUndocked?.value, true)
    XCTAssertEqual(scenario.controller.keyboard?.tracking[0].awayFrom?.value, .top)
    XCTAssertEqual(scenario.events[0].label?.value, "start")
    XCTAssertEqual(scenario.events.count, 5)
    XCTAssertEqual(scenario.matrix?.contentSizes.map(\.value), [.large, .accessibilityMedium])
  }

  /// Each snippet, read as `t.yaml`, and the whole text of its errors.
  static let malformed: [(yaml: String, errors: String)] = [
    (
      "",
      "t.yaml:1:1: error: the scenario is empty"
    ),
    (
      "# only a comment\n",
      "t.yaml:1:1: error: the scenario is empty"
    ),
    (
      "just text",
      "t.yaml:1:1: error: expected a mapping at the top level, found 'just text'"
    ),
    (
      "device: iphone-15-pro\n",
      "t.yaml:1:1: error: missing key 'controller' in the scenario"
    ),
    (
      "name: x\n",
      "t.yaml:1:1: error: missing key 'controller' in the scenario" + "\n"
        + "t.yaml:1:1: error: missing key 'device' in the scenario"
    ),
    (
      header + "orientation: landscape\n",
      "t.yaml:7:14: error: unknown orientation 'landscape'; did you mean 'landscapeLeft'?"
    ),
    (
      header + "orientaton: portrait\n",
      "t.yaml:7:1: error: unknown key 'orientaton'; did you mean 'orientation'?"
    ),
    (
      "device: iphone-15-pro\ncontroller:\n  view:\n    subview:\n      - label: title\n",
      "t.yaml:4:5: error: unknown key 'subview'; did you mean 'subviews'?"
    ),
    (
      header + "contentSize: huge\n",
      "t.yaml:7:14: error: unknown content size 'huge'; expected extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge, accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge or accessibilityExtraExtraExtraLarge"
    ),
    (
      "device: {name: kiosk, size: [800, abc]}\ncontroller: {view: {}}\n",
      "t.yaml:1:35: error: expected a number, found 'abc'"
    ),
    (
      "device: {name: kiosk, size: [800, 1e9]}\ncontroller: {view: {}}\n",
      "t.yaml:1:35: error: number 1e9 is out of range; expected at most 1000000 in magnitude"
    ),
    (
      "device: {name: kiosk}\ncontroller: {view: {}}\n",
      "t.yaml:1:9: error: a custom device needs a 'size' or a 'base' device"
    ),
    (
      "device: iphone-15-pro\ncontroller:\n  view:\n    subviews:\n      - label: a\n      - button: a\n",
      "t.yaml:6:17: error: duplicate view id 'a'; first declared at t.yaml:5:16"
    ),
    (
      "device: iphone-15-pro\ncontroller:\n  view:\n    subviews:\n      - lable: a\n      - widget: b\n",
      "t.yaml:5:9: error: unknown view kind 'lable'; did you mean 'label'?" + "\n"
        + "t.yaml:6:9: error: unknown view kind 'widget'; expected view, label, button, image, textField, textView, switch, slider, stack, scroll, guide, segmentedControl, table or collection"
    ),
    (
      "device: iphone-15-pro\ncontroller:\n  view:\n    subviews:\n      - label: a\n        title: Hi\n        lines: two\n",
      "t.yaml:6:9: error: 'title' is not a property of a label (it is one of a button)" + "\n"
        + "t.yaml:7:16: error: expected a whole number, found 'two'"
    ),
    (
      "device: iphone-15-pro\ncontroller:\n  view:\n    subviews:\n      - stack: s\n        axis: diagonal\n        spacing: wide\n        hugging: [250, 2000]\n",
      "t.yaml:6:15: error: unknown axis 'diagonal'; expected horizontal or vertical" + "\n"
        + "t.yaml:7:18: error: expected a number, found 'wide'" + "\n"
        + "t.yaml:8:24: error: priority 2000 is outside 1...1000"
    ),
    (
      header + "  constraints:\n    - title.top = safeArea.top +\n",
      "t.yaml:8:33: error: expected a number after '+'"
    ),
    (
      header + "  constraints:\n    - \"title.leding == view.leading\"\n",
      "t.yaml:8:14: error: unknown attribute 'leding'; did you mean 'leading'?"
    ),
    (
      header + "  constraints:\n    - 'H:|-[title]-[go'\n",
      "t.yaml:8:23: error: expected '(' or ']' after 'go'"
    ),
    (
      header + "  constraints:\n    - title.top == safeArea.top @2000\n",
      "t.yaml:8:34: error: priority 2000 is outside 1...1000"
    ),
    (
      header + "  constraints:\n    - titel.top == hedaer.bottom\n",
      "t.yaml:8:7: error: unknown view 'titel'; did you mean 'title'?" + "\n"
        + "t.yaml:8:20: error: unknown view 'hedaer'"
    ),
    (
      header
        + "  constraints:\n    - {id: a, is: title.top == view.top, active: maybe}\n    - {visual: \"H:[title]\", options: [alignAllCentreY]}\n",
      "t.yaml:8:50: error: expected true or false, found 'maybe'" + "\n"
        + "t.yaml:9:39: error: unknown option 'alignAllCentreY'; did you mean 'alignAllCenterY'?"
    ),
    (
      header + "events:\n  - load\n  - rotate\n  - {rotate: sideways}\n  - rotat: portrait\n",
      "t.yaml:9:5: error: event 'rotate' needs a value" + "\n"
        + "t.yaml:10:14: error: unknown orientation 'sideways'; expected portrait, portraitUpsideDown, landscapeLeft or landscapeRight"
        + "\n"
        + "t.yaml:11:5: error: unknown event 'rotat'; did you mean 'rotate'?"
    ),
    (
      header + "events:\n  - {set: {titel.text: Hi}}\n  - {activate: [missing]}\n  - remove: og\n",
      "t.yaml:8:12: error: unknown view or constraint 'titel'; did you mean 'title'?" + "\n"
        + "t.yaml:9:17: error: unknown constraint 'missing'" + "\n"
        + "t.yaml:10:13: error: unknown view 'og'"
    ),
    (
      header
        + "events:\n  - {keyboard: show, height: tall, colour: red}\n  - {load: null, rotate: portrait}\n",
      "t.yaml:8:30: error: expected a number, found 'tall'" + "\n"
        + "t.yaml:8:36: error: unknown key 'colour'; expected keyboard, as, height or frame" + "\n"
        + "t.yaml:9:18: error: one event per step; found 'load' and 'rotate'"
    ),
    (
      header + "events:\n  - {resize: [100]}\n  - {animate: {title.opaque: 0}, curve: bouncy}\n",
      "t.yaml:8:14: error: expected [width, height], found a list of 1" + "\n"
        + "t.yaml:9:22: error: 'opaque' is not modelled: it does not change layout" + "\n"
        + "t.yaml:9:41: error: unknown curve 'bouncy'; expected linear, easeIn, easeOut, easeInOut or spring"
    ),
    (
      header
        + "expect:\n  - at: landscap\n    frames: {tilte: [0, 0, 10, 10]}\n    no: [overlaps]\n",
      "t.yaml:8:9: error: unknown step 'landscap'; no event is labelled (label one with 'as: NAME')" + "\n"
        + "t.yaml:9:14: error: unknown view 'tilte'; did you mean 'title'?" + "\n"
        + "t.yaml:10:10: error: unknown issue 'overlaps'; did you mean 'overlap'?"
    ),
    (
      header
        + "expect:\n  - frames: {title: {x: 1, w: 2}}\n    that: [\"title.top >= go.botom\"]\n",
      "t.yaml:8:5: error: missing key 'at' in an expectation" + "\n"
        + "t.yaml:8:28: error: unknown key 'w'; expected x, y, width or height" + "\n"
        + "t.yaml:9:29: error: unknown attribute 'botom'; did you mean 'bottom'?"
    ),
    (
      "device: iphone-15-pro\ndevice: iphone-se\ncontroller: {view: {}}\n",
      "t.yaml:2:1: error: duplicate key 'device'; first written at t.yaml:1:1"
    ),
    (
      "device: [iphone\ncontroller: {view: {}}\n",
      "t.yaml:2:11: error: invalid YAML: did not find expected ',' or ']' (in the list opened at 1:9)"
    ),
    (
      "device: iphone-15-pro\ncontroller:\n  embed: [tab, split]\n  view: []\n",
      "t.yaml:3:16: error: unknown container 'split'; expected navigation or tab" + "\n"
        + "t.yaml:4:9: error: expected a mapping, found a list"
    ),
    (
      header + "matrix: {orientations: [portrait, up], devices: [{size: [1, 2], idiom: watch}]}\n",
      "t.yaml:7:35: error: unknown orientation 'up'; expected portrait, portraitUpsideDown, landscapeLeft or landscapeRight"
        + "\n"
        + "t.yaml:7:72: error: unknown idiom 'watch'; expected phone or pad"
    ),
    (
      header
        + "  traits:\n    - when: {horizontal: compactt, depth: 1}\n      constraints: [go.width == 44]\n",
      "t.yaml:8:26: error: unknown size class 'compactt'; did you mean 'compact'?" + "\n"
        + "t.yaml:8:36: error: unknown key 'depth'; expected horizontal or vertical"
    ),
    (
      header
        + "  keyboard:\n    followsUndocked: yes\n    tracking:\n      - {id: k, awayFrom: middle, is: \"go.bottom == keyboard.top\"}\n",
      "t.yaml:8:22: error: expected true or false, found 'yes'" + "\n"
        + "t.yaml:10:27: error: unknown edge 'middle'; expected top, leading, bottom or trailing"
    ),
    (
      "device: iphone-15-pro\ncontroller:\n  view:\n    subviews:\n      - stack: s\n        arranged: [titel]\n        customSpacing: {s: 4}\n",
      "t.yaml:6:20: error: unknown view 'titel'" + "\n"
        + "t.yaml:7:25: error: 's' is not arranged in stack 's'; custom spacing follows one of its arranged views"
    ),
    (
      header
        + "events:\n  - {load: 5}\n  - {add: {to: nowhere, view: {label: t2}}}\n  - {add: {view: {label: t3}}}\n",
      "t.yaml:8:12: error: event 'load' takes no value; write 'load: null'" + "\n"
        + "t.yaml:9:16: error: unknown view 'nowhere'" + "\n"
        + "t.yaml:10:11: error: missing key 'to' in 'add'"
    ),
    (
      header + "expect:\n  - at: 0\n  - at: 7\n    tolerance: -1\n",
      "t.yaml:8:9: error: step 0 does not exist; steps count from 1" + "\n"
        + "t.yaml:9:9: error: step 7 does not exist; the last is step 1" + "\n"
        + "t.yaml:10:16: error: tolerance -1 is outside 0...1000"
    ),
    (
      "device: iphone-15-pro\ncontroller:\n  view:\n    subviews:\n      - view: v\n        intrinsicSize: [none]\n        layoutMargins: {top: 1, left: 2}\n        font: body\n",
      "t.yaml:6:24: error: expected [width, height], found a list of 1" + "\n"
        + "t.yaml:7:24: error: missing key 'bottom' in the margins" + "\n"
        + "t.yaml:7:24: error: missing key 'right' in the margins" + "\n"
        + "t.yaml:8:9: error: 'font' is not a property of a view (it is one of a label)"
    ),
    (
      header
        + "  constraints:\n    - \"title.top == go.bottom *\"\n    - {visual: \"V:|-[title]-(gap)-[go]\", metrics: {gap: x}}\n    - 42\n",
      "t.yaml:8:32: error: expected a number after '*'" + "\n"
        + "t.yaml:9:57: error: expected a number, found 'x'" + "\n"
        + "t.yaml:10:7: error: expected an anchor such as 'title.top' at the start of the constraint"
    ),
    (
      "device: iphone-15-pr\ncontroller: {view: {}}\nmatrix: {devices: [{base: fonephone, size: [1, 1]}]}\n",
      "t.yaml:1:9: error: unknown device 'iphone-15-pr'; did you mean 'iphone-15-pro'?" + "\n"
        + "t.yaml:3:27: error: unknown device 'fonephone'; 'layoutsim devices' lists the catalog"
    ),
    (
      header
        + "  constraints:\n    - {id: gap, is: go.top == title.bottom + 8}\nevents:\n  - {set: {title.txt: Hi, gap.const: 2}}\n",
      "t.yaml:10:18: error: unknown property 'txt' of label 'title'; did you mean 'text'?" + "\n"
        + "t.yaml:10:31: error: unknown property 'const' of constraint 'gap'; did you mean 'constant'?"
    ),
    (
      "device: a\n---\ndevice: b\n",
      "t.yaml:2:1: error: invalid YAML: expected a single document in the stream but found another document; a scenario is one document (remove the '---')"
    ),
    (
      "device: iphone-15-pro\ncontroller:\n\tview: {}\n",
      "t.yaml:3:1: error: invalid YAML: a tab cannot indent or start a token; use spaces"
    ),
  ]

  func testAnAliasBombIsRejected() {
    var yaml = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
    for (name, previous) in zip("bcdefghi", "abcdefgh") {
      yaml +=
        "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ")
        + "]\n"
    }
    XCTAssertEqual(
      errors(yaml),
      "t.yaml:6:1: error: 'f' expands to more than 500000 nodes "
        + "(each use of an alias counts its whole anchored value)")
  }

  func testDeepNestingIsRejected() {
    // 4,096 levels (ScenarioBounds.maximumDepth) are let in, of which 128 flow levels
    // (maximumFlowDepth); the level after is refused, fast, before Yams composes anything. The
    // 129th bracket is at column 8 + 129.
    let start = Date()
    let flow =
      "device: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    let flowError =
      "error: flow collections ([…] and {…}) are nested deeper than 128 levels; write the inner "
      + "ones in block style"
    XCTAssertEqual(errors(flow), "t.yaml:1:137: " + flowError)
    // Inside a flow collection every bracket opens one (`a[` ends a text there), tabs separate
    // as spaces do, and a quoted text hides its brackets, escaped quotes and all.
    let texts = "k: [" + String(repeating: "a[\t", count: 200) + "]\n"
    // `k: [` then `a[⇥` each: the i-th bracket at column 3i + 3, the 128th opening level 129.
    XCTAssertEqual(errors(texts), "t.yaml:1:387: " + flowError)
    let quoted = "k: [\"\\\"[[[\", 'it''s [[[', " + String(repeating: "[", count: 128) + "]\n"
    // The quoted texts end at column 24; the brackets start at 27 inside the outer one.
    XCTAssertEqual(errors(quoted), "t.yaml:1:\(27 + 127): " + flowError)
    let fine = "k: [\"" + String(repeating: "[", count: 500) + "\"]\n"
    XCTAssertFalse(errors(fine).contains("nested deeper"), errors(fine))
    // Block sequences on one line: each `- ` is a level. The 4,096th dash (column 2·4095 + 1)
    // is the level after the document's.
    let dashes = "k: \n" + String(repeating: "- ", count: 5_000) + "x\n"
    XCTAssertEqual(errors(dashes), "t.yaml:2:8191: error: nesting is deeper than 4096 levels")
    XCTAssertLessThan(Date().timeIntervalSince(start), 2)
  }

  /// Apple's Deep Hierarchy shape, 1,000 views each the only subview of the one before: bounded
  /// by the file's size and node count, not refused for its depth.
  func testAThousandNestedViewsLoad() throws {
    var yaml = "device: iphone-15-pro\ncontroller:\n  view:\n    subviews:\n"
    var indent = "      "
    for i in 0..<1000 {
      yaml += indent + "- view: v\(i)\n"
      if i < 999 { yaml += indent + "  subviews:\n" }
      indent += "  "
    }
    let scenario = try ScenarioReader.read(yaml: yaml, file: "t.yaml")
    var depth = 0
    var views = scenario.controller.view.subviews
    while let first = views.first {
      depth += 1
      XCTAssertEqual(first.id.value, "v\(depth - 1)")
      views = first.subviews
    }
    XCTAssertEqual(depth, 1000)
  }

  func testAHugeFileIsRejected() {
    let yaml = "# " + String(repeating: "x", count: 5 * 1024 * 1024) + "\n"
    XCTAssertEqual(
      errors(yaml),
      "t.yaml:1:1: error: the file is 5242883 bytes; a scenario may have at most 4194304")
  }

  func testReadsAFile() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("reader-\(UUID()).yaml")
    try (Self.header + "orientation: sideways\n").write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    XCTAssertThrowsError(try ScenarioReader.read(contentsOf: url)) { error in
      XCTAssertEqual(
        "\(error)",
        "\(url.lastPathComponent):7:14: error: unknown orientation 'sideways'; expected portrait, "
          + "portraitUpsideDown, landscapeLeft or landscapeRight")
    }
  }

  /// The reader composes with no tag rules and looks again with YAML 1.1's when keys repeat: a
  /// plain `true` and a quoted "true" are two keys, as they always were; the same key twice is
  /// one key repeated.
  func testKeysThatDifferOnlyInTheirTagsAreNotRepeated() {
    let yaml = "device: iphone-15-pro\ncontroller: {view: {}}\ntrue: 1\n\"true\": 2\n"
    let differing = errors(yaml)
    XCTAssertFalse(differing.contains("duplicate key"), differing)
    XCTAssertTrue(differing.contains("t.yaml:3:1: error: unknown key 'true'"), differing)
    XCTAssertEqual(
      errors("device: iphone-15-pro\ncontroller: {view: {}}\non: 1\non: 2\n"),
      "t.yaml:4:1: error: duplicate key 'on'; first written at t.yaml:3:1")
  }

  func testMalformedScenariosReportEveryError() {
    for (index, (yaml, expected)) in Self.malformed.enumerated() {
      let actual = errors(yaml)
      XCTAssertEqual(actual, expected, "snippet \(index)")
    }
  }
}
