import ArgumentParser
import Foundation
import InterfaceBuilder

/// `layoutsim import FILE [-o DIR]` and `layoutsim import --check DIR`.
struct ImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Import an Interface Builder storyboard or XIB: one scenario per scene.",
    discussion: """
      Each scene (a view controller's view, or a XIB's top-level view) becomes NAME-SCENE.yaml with \
      its views, constraints, size-class variations, bars and device, and the frames Xcode saved \
      as the load step's expectation. What cannot be imported is listed in the scenario's header \
      and printed as a warning. With --check, imports every storyboard and XIB under a folder, \
      plays them and reports how many views land within 0.5 pt of Xcode's frames. \
      Exits 0 on success (with --check: even when some views miss), 2 when a file cannot be read.
      """)

  @Argument(help: "The .storyboard or .xib file; with --check, a folder.")
  var path: String

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp(
      "The folder to write the scenarios into (default: the current folder).", valueName: "dir"))
  var output: String?

  @Flag(
    help:
      "Import and run every .storyboard and .xib under the folder and report the share of frames that match Xcode's."
  )
  var check = false

  @Option(help: "With --check: how many of the worst offenders to list.")
  var worst = 20

  func validate() throws {
    if check, output != nil { throw ValidationError("--check writes no files; leave out -o.") }
    if worst < 0 { throw ValidationError("Please give --worst a number of 0 or more.") }
  }

  func run() throws {
    if check { return try runCheck() }
    let scenarios: [ImportedScenario]
    do {
      scenarios = try StoryboardImporter.importFile(atPath: path)
    } catch {
      FileHandle.standardError.write(Data((error.description + "\n").utf8))
      throw ExitCode(ExitStatus.invalidInput)
    }
    if scenarios.isEmpty {
      FileHandle.standardError.write(
        Data(
          "layoutsim: \(path) has no scene with a view to import (containers such as navigation controllers only)\n"
            .utf8))
      return
    }
    // Every scene's text first: one that `run` would refuse as too large stops the import before
    // any file is written.
    let texts = scenarios.map(\.yaml)
    if let error = zip(scenarios, texts).lazy.compactMap({ $0.sizeError(of: $1) }).first {
      FileHandle.standardError.write(Data((error.description + "\n").utf8))
      throw ExitCode(ExitStatus.invalidInput)
    }
    let folder = output ?? "."
    do {
      try OutputFile.makeDirectory(folder)
      for (scenario, text) in zip(scenarios, texts) {
        for note in scenario.notes {
          FileHandle.standardError.write(Data((note.description + "\n").utf8))
        }
        let target = (folder as NSString).appendingPathComponent(scenario.fileName)
        try OutputFile.write(text, to: target)
        FileHandle.standardOutput.write(
          Data(
            "wrote \(target) (\(scenario.root.allViews.count) views, \(scenario.constraints.count) constraints, \(scenario.notes.count) notes)\n"
              .utf8))
      }
    } catch {
      FileHandle.standardError.write(Data("layoutsim: \(error)\n".utf8))
      throw ExitCode(ExitStatus.invalidInput)
    }
  }

  func runCheck() throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      FileHandle.standardError.write(Data("layoutsim: '\(path)' is not a folder\n".utf8))
      throw ExitCode(ExitStatus.invalidInput)
    }
    let result = FidelityCheck.run(folder: path)
    FileHandle.standardOutput.write(Data(result.report(worst: worst).utf8))
  }
}
