import ArgumentParser
import ConflictLog
import Foundation

/// `layoutsim explain LOG`: UIKit's "Unable to simultaneously satisfy constraints." dumps in
/// plain words, and optionally a scenario that reproduces each.
struct ExplainCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explain",
    abstract: "Explain UIKit's \"Unable to simultaneously satisfy constraints\" console logs.",
    discussion: """
      Reads a console log (a file, or - for standard input) with one or more of UIKit's conflict
      dumps, in any iOS version's format, and prints for each: the views involved, the constraints
      UIKit listed, the arithmetic of the conflict, the constraint UIKit broke, and the smallest
      change that removes it. Text that is not such a log is an error with its line (exit 2).

      --scenario OUT.yaml writes a scenario reproducing the first dump (OUT-2.yaml the second, …),
      to open with `layoutsim serve`, `run` or `repl`.
      """)

  @Argument(help: "The console log, or - for standard input.")
  var log: String

  @Option(help: ArgumentHelp("Also write a scenario that reproduces the conflict.", valueName: "file"))
  var scenario: String?

  func validate() throws {
    if let scenario, scenario.isEmpty { throw ValidationError("Please give --scenario a file name.") }
  }

  func run() throws {
    let name = log == "-" ? "<stdin>" : log
    let text: String
    if log == "-" {
      text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    } else {
      guard let data = FileManager.default.contents(atPath: log) else {
        fail(ConflictLogError(file: name, line: 1, column: 1, message: "no such file"))
      }
      text = String(decoding: data, as: UTF8.self)
    }
    let dumps: [ConflictDump]
    do {
      dumps = try ConflictLogParser(file: name).parse(text)
    } catch {
      fail(error)
    }
    let explanations = dumps.enumerated().map { ConflictExplanation($0.element).text(number: $0.offset + 1) }
    FileHandle.standardOutput.write(Data(explanations.joined(separator: "\n").utf8))
    guard let scenario else { return }
    for (index, dump) in dumps.enumerated() {
      var path = scenario
      if index > 0 {
        let ext = (scenario as NSString).pathExtension
        path = (scenario as NSString).deletingPathExtension + "-\(index + 1)" + (ext.isEmpty ? "" : ".\(ext)")
      }
      do {
        try OutputFile.write(ConflictScenarioWriter(dump, source: name).yaml(), to: path)
      } catch {
        FileHandle.standardError.write(Data("layoutsim: \(error)\n".utf8))
        throw ExitCode(ExitStatus.invalidInput)
      }
    }
  }

  func fail(_ error: ConflictLogError) -> Never {
    FileHandle.standardError.write(Data((error.description + "\n").utf8))
    Foundation.exit(ExitStatus.invalidInput)
  }
}
