import XCTest

@testable import ScenarioFormat

/// What the checks after the walk must accept: every rule that rejects a malformed file
/// (`MalformedScenarioTests`) leaves a well-formed one alone.
final class ScenarioValidatorTests: XCTestCase {
  func errors(_ yaml: String) -> String {
    do throws(ScenarioErrors) {
      _ = try ScenarioReader.read(yaml: yaml, file: "ok.yaml")
      return "no error"
    } catch {
      return error.description
    }
  }

  /// A scenario using every form the checks look at, each written right.
  static let everyCheckedForm = """
    name: Everything the checks look at, written right
    device: {base: retina6_1, safeArea: {portrait: [44, 0, 34, 0]}, keyboard: {portrait: 336}}
    locale: de-CH
    strings:
      en: {title: "Sign in", go: "Continue", later: "Later"}
      de: {title: "Anmelden"}
    controller:
      view:
        subviews:
          - label: title
            text: "@title"
          - label: handle
            text: "@@layoutsim"
          - button: go
            title: "@go"
          - textField: email
            placeholder: Email
          - stack: form
            arranged: [email, {switch: remember}]
            customSpacing: {email: 12}
          - scroll: list
            content:
              - view: row
          - guide: gap
          - view: badge
            frame: [0, 0, 20, 20]
            autoresizing: [flexibleLeftMargin]
      constraints:
        - title.top == safeArea.top + 20
        - title.leading == view.leadingMargin
        - title.left >= view.left
        - gap.height == title.height * 0.5
        - gap.top == title.bottom
        - row.width == list.frameLayout.width
        - row.top == list.contentLayout.top
        - title.width == title.height * 2 @high
        - "H:|-[form]-|"
        - {id: goBottom, is: "go.bottom <= keyboard.top - 8"}
        - {id: noteTop, is: "note.top == title.bottom + 8", active: false}
      traits:
        - when: {horizontal: regular}
          constraints: [form.width == 400]
          set: {form.axis: horizontal, form.spacing: system, title.hidden: true}
      keyboard:
        tracking:
          - {id: KB-near, nearEdge: top, is: "go.bottom == safeArea.bottom"}
    events:
      - {load: null, as: start}
      - {add: {to: view, view: {label: note, text: "@later"}}}
      - activate: [noteTop]
      - set:
          title.text: "@go"
          title.font: {size: 17, weight: semibold}
          title.lines: 0
          title.intrinsicSize: [none, 20]
          form.alignment: center
          form.distribution: fillEqually
          form.hugging: [251, 750]
          form.layoutMargins: {top: 1, left: 2, bottom: 3, right: 4}
          go.contentInsets: [8, 16, 8, 16]
          badge.frame: [10, 10, 20, 20]
          goBottom.priority: 999.5
          goBottom.active: false
          KB-near.constant: 4
      - {animate: {goBottom.constant: -40, goBottom.priority: high, title.hidden: false}, duration: 0.25, curve: spring, as: lifted}
      - {keyboard: show, height: 300}
      - {keyboard: float, frame: [10, 400, 300, 200]}
      - locale: ar
      - resize: [320, 480]
    expect:
      - at: lifted
        frames: {go: {x: 16}}
        that: ["go.leading >= view.left", "go.top >= 20"]
        no: [conflicts]
      - at: 8
      - at: every
    matrix:
      devices: [iphone-15-pro, {size: [800, 1280], keyboard: {portrait: 320}}]
      locales: [en, de_DE, en-XA]
    """

  func testAWellFormedScenarioUsingEveryCheckedFormIsAccepted() {
    XCTAssertEqual(errors(Self.everyCheckedForm), "no error")
  }

  func testAStringKeyNeedsOnlyOneLocale() {
    let yaml = """
      device: iphone-15-pro
      locale: fr
      strings:
        de: {greeting: Hallo}
      controller:
        view:
          subviews:
            - label: greeting
              text: "@greeting"
      """
    XCTAssertEqual(errors(yaml), "no error")
  }
}
