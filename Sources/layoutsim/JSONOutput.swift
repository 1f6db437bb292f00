import Foundation
import Report
import Simulation

/// `layoutsim run --format json`'s standard output: one scene's document, or several scenes'
/// (a storyboard's) as one array of documents, written in pieces of about 64 KiB as they are made.
struct JSONOutput {
  private let several: Bool
  private var scenes = 0
  private var buffer = ""

  init(sceneCount: Int) { several = sceneCount > 1 }

  /// The next scene's document, from the records the simulation kept.
  mutating func write(_ simulation: Simulation) {
    opening()
    JSONReport(simulation).write { emit($0) }
  }

  /// The next scene's document, its steps from the spool it was played into.
  mutating func write(_ simulation: Simulation, spool: JSONStepSpool) throws(JSONStepSpool.Failure) {
    opening()
    try spool.finish(simulation) { emit($0) }
  }

  /// Closes the array of several scenes and writes what is left.
  mutating func finish() {
    if several && scenes > 0 { emit("]\n") }
    flush()
  }

  private mutating func opening() {
    if several { emit(scenes == 0 ? "[\n" : ",\n") }
    scenes += 1
  }

  private mutating func emit(_ piece: String) {
    buffer += piece
    if buffer.utf8.count >= 1 << 16 { flush() }
  }

  private mutating func flush() {
    FileHandle.standardOutput.write(Data(buffer.utf8))
    buffer = ""
  }
}
