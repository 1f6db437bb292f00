import ArgumentParser
import Foundation

/// `layoutsim new NAME`: writes a commented starter scenario to edit.
struct NewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "new",
    abstract: "Write a commented starter scenario, NAME.yaml, to edit.",
    discussion: """
      The starter is a small sign-in screen with a title and a button, the keyboard shown and the \
      phone rotated, with expectations that hold; `layoutsim run NAME.yaml` plays it. It never \
      replaces a file that exists.
      """)

  @Argument(help: "The scenario's name; the file is NAME.yaml unless NAME already ends in .yaml or .yml.")
  var name: String

  func validate() throws {
    if name.isEmpty { throw ValidationError("Please give the new scenario a name.") }
  }

  func run() throws {
    let path = name.hasSuffix(".yaml") || name.hasSuffix(".yml") ? name : name + ".yaml"
    if FileManager.default.fileExists(atPath: path) {
      FileHandle.standardError.write(
        Data("layoutsim: '\(path)' already exists; choose another name or remove it first\n".utf8))
      throw ExitCode(ExitStatus.invalidInput)
    }
    let title = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    do {
      try OutputFile.write(StarterScenario.text(named: title), to: path)
    } catch {
      FileHandle.standardError.write(Data("layoutsim: \(error)\n".utf8))
      throw ExitCode(ExitStatus.invalidInput)
    }
    print("wrote \(path); play it with: layoutsim run \(path)")
  }
}

/// The scenario `layoutsim new` writes: every part of the format an iOS developer meets first,
/// each explained where it stands, written with UIKit's spellings.
enum StarterScenario {
  static func text(named name: String) -> String {
    """
    # \(name): a starter scenario written by `layoutsim new`. Play it with `layoutsim run \(name).yaml`;
    # step through it with `layoutsim repl \(name).yaml`. The format: ../shared/SCENARIO-FORMAT.md and
    # Scenarios/README.md; UIKit's names (topAnchor, safeAreaLayoutGuide, .defaultHigh) are accepted.
    name: \(name)
    device: iphone-15-pro          # `layoutsim devices` lists the catalog; `layoutsim devices NAME` shows one
    orientation: portrait          # portrait | portraitUpsideDown | landscapeLeft | landscapeRight
    locale: en                     # ar, he, … lay out right to left
    contentSize: large             # Dynamic Type: extraSmall … accessibilityExtraExtraExtraLarge
    legibilityWeight: regular      # Bold Text: bold draws the system font heavier (wider)

    controller:
      name: SignInViewController
      view:                        # the root view controller's view; its id is `view`
        subviews:
          - label: title           # «kind: id»: view, label, button, image, textField, stack, scroll, …
            text: Welcome back
            font: title1           # a text style (scales with contentSize) or {size: 17, weight: semibold}
          - button: signIn
            title: Sign In
      constraints:                 # one NSLayoutConstraint per line, as in Xcode
        - title.topAnchor == view.safeAreaLayoutGuide.topAnchor + 20
        - title.leadingAnchor == view.layoutMarginsGuide.leadingAnchor
        - title.trailingAnchor <= view.layoutMarginsGuide.trailingAnchor
        - signIn.centerXAnchor == view.centerXAnchor
        - signIn.heightAnchor >= 44
        # The button rides on the keyboard: required to stay above it, preferring to sit low.
        - signIn.bottomAnchor <= view.keyboardLayoutGuide.topAnchor - 16
        - signIn.bottomAnchor == view.safeAreaLayoutGuide.bottomAnchor - 16 @ .defaultHigh

    events:                        # each event is one step; `load` is always played first
      - load
      - {keyboard: show, as: typing}
      - {rotate: landscapeLeft, as: landscape}

    expect:
      - at: every
        that:
          - signIn.bottom <= keyboard.top        # relations between anchors that must hold
        no: [conflicts, ambiguity, truncation]   # the automatic checks
      - at: 1                                # the first step (load)
        frames:
          # [x, y, width, height] in the superview. iPhone 15 Pro: 393 × 852, safe area top 59,
          # bottom 34; the root view's margins are 16. So the title starts at x 16, y 59 + 20.
          title: {x: 16, y: 79}
    """
  }
}
