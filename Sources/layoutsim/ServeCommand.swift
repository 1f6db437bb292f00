import ArgumentParser
import Foundation
import ViewDebugger

/// `layoutsim serve FILE`: the view debugger in the browser, following the file as it changes.
struct ServeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Open a scenario in the view debugger: a local web page that follows the file.",
    discussion: """
      Serves one page for the scenario (or storyboard): the screen at each step drawn as it looks,
      a step slider (arrow keys), an exploded 3-D view of the hierarchy (the 3-D button or E, drag
      to rotate), and an inspector: click a view to see its frames, every constraint on it (active,
      satisfied, broken; its file:line), its intrinsic size and priorities and why it is where it
      is. Saving the file re-plays it and the page follows within a second, keeping the step and
      the selected view; an invalid file shows its errors until the next good save.

      Listens on 127.0.0.1 (this machine only) unless --host says otherwise: --host 0.0.0.0 lets
      every machine that can reach this one see the scenario and the files of its folder. Only
      files inside the scenario's folder are ever served. Ctrl-C stops it.
      """)

  @Argument(help: "The scenario file (YAML), storyboard or XIB.")
  var file: String

  @Option(help: "The port to listen on (0: any free port).")
  var port: Int = 8080

  @Option(help: "The address to listen on. The default, 127.0.0.1, is this machine only; 0.0.0.0 widens it to the network.")
  var host: String = "127.0.0.1"

  func validate() throws {
    guard (0...65535).contains(port) else { throw ValidationError("--port must be 0…65535, not \(port).") }
    guard !host.isEmpty else { throw ValidationError("Please give --host an address.") }
  }

  func run() throws {
    guard FileManager.default.fileExists(atPath: file) else {
      FileHandle.standardError.write(Data("\(file):1:1: error: no such file\n".utf8))
      throw ExitCode(ExitStatus.invalidInput)
    }
    let server = DebugServer(path: file, host: host, port: port)
    let outcome = Outcome()
    let done = DispatchSemaphore(value: 0)
    let path = file
    Task {
      do {
        try await server.run { address in
          let line = "Serving \(path) at \(address) (Ctrl-C stops)\n"
          FileHandle.standardOutput.write(Data(line.utf8))
        }
      } catch {
        outcome.failure = "\(error)"
      }
      done.signal()
    }
    done.wait()
    if let failure = outcome.failure {
      FileHandle.standardError.write(Data("layoutsim serve: \(failure)\n".utf8))
      throw ExitCode(ExitStatus.invalidInput)
    }
    FileHandle.standardOutput.write(Data("Stopped.\n".utf8))
  }

  /// What the server task ended with, read after it signalled.
  final class Outcome: @unchecked Sendable {
    var failure: String?
  }
}
