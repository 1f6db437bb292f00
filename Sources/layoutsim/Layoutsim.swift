import ArgumentParser
import AutoLayout
import Foundation
import ScenarioFormat

/// The `layoutsim` command. Subcommands (`run`, `test`, `repl`, `import`, `devices`, `new`) each
/// live in their own file as a small `ParsableCommand`.
@main
struct Layoutsim: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layoutsim",
    abstract: "Simulate iOS Auto Layout headless: play a scenario's events and report every frame.",
    discussion: """
      layoutsim solves layouts the way UIKit's engine does, with strictly ordered priorities, on \
      Linux or macOS. See README.md for the scenario format and the commands.
      """,
    version: LayoutsimVersion.current,
    subcommands: [
      RunCommand.self, TestCommand.self, ReplCommand.self, ImportCommand.self, DevicesCommand.self,
      ExplainCommand.self, ServeCommand.self, NewCommand.self,
    ]
  )

  /// `layoutsim runn`: the root takes no arguments of its own, so a first word that is not an
  /// option names a subcommand; one that does not exist is answered with the nearest one.
  static func unknownSubcommand(in arguments: [String]) -> String? {
    guard let word = arguments.first, !word.hasPrefix("-") else { return nil }
    let names = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
    guard !names.contains(word) else { return nil }
    return "layoutsim: error: unknown command '\(word)'"
      + (Spelling.suggestion(for: word, among: names).map { "; did you mean '\($0)'?" }
        ?? "; the commands are \(names.joined(separator: ", "))")
      + "\nUsage: layoutsim <command> [options]; see 'layoutsim --help'"
  }

  /// Exit codes are decided here, once: 0 success, 1 an expectation failed, 2 invalid input
  /// (usage errors included, where swift-argument-parser would use 64).
  /// The command runs on a ``LargeStack``: reading, laying out and reporting a deep view tree
  /// recurse as deep as the tree.
  static func main() {
    if let message = unknownSubcommand(in: Array(CommandLine.arguments.dropFirst())) {
      FileHandle.standardError.write(Data((message + "\n").utf8))
      Foundation.exit(ExitStatus.invalidInput)
    }
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
