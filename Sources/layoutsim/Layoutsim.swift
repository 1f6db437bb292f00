import ArgumentParser
import AutoLayout
import Foundation

/// The `layoutsim` command. Subcommands (`run`, `test`, `repl`, `import`) arrive with their
/// issues; each lives in its own file as a small `ParsableCommand`.
@main
struct Layoutsim: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layoutsim",
    abstract: "Simulate iOS Auto Layout headless: play a scenario's events and report every frame.",
    discussion: """
      layoutsim solves layouts the way UIKit's engine does, with strictly ordered priorities, on
      Linux or macOS. See README.md for the scenario format and the commands.
      """,
    version: LayoutsimVersion.current,
    subcommands: [
      RunCommand.self, TestCommand.self, ReplCommand.self, ImportCommand.self, DevicesCommand.self,
      ExplainCommand.self, ServeCommand.self,
    ]
  )

  /// Exit codes are decided here, once: 0 success, 1 an expectation failed, 2 invalid input
  /// (usage errors included, where swift-argument-parser would use 64).
  /// The command runs on a ``LargeStack``: reading, laying out and reporting a deep view tree
  /// recurse as deep as the tree.
  static func main() {
    LargeStack.run { runCommand() }
  }

  private static func runCommand() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      if exitCode(for: error) == .validationFailure {
        FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
        Foundation.exit(ExitStatus.invalidInput)
      }
      exit(withError: error)
    }
  }
}

/// The process exit statuses of the command-line contract (SCENARIO-FORMAT.md, "Output").
enum ExitStatus {
  static let success: Int32 = 0
  static let expectationFailed: Int32 = 1
  static let invalidInput: Int32 = 2
}
