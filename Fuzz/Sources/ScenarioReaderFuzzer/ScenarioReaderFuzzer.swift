import AutoLayout
import Foundation
import FuzzerDriver
import ScenarioFormat

/// The executable's entry point (see FuzzerDriver). The whole loop runs on one large stack, on
/// which every read then runs in place: a thread per read, as `layoutsim` makes one, spent most
/// of the sanitizer's time clearing the shadow of its 512 MiB stack.
@_cdecl("ScenarioReaderFuzzer_main")
public func fuzzerMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
) -> CInt {
  blockAlarmsOutsideTheFuzzingThread()
  return LargeStack.run { runFuzzer(argc, argv, scenarioReaderFuzzInput) }
}

/// libFuzzer's callback, one input: reads the bytes as a scenario file, the way `layoutsim run` does.
///
/// Beyond what the sanitizers catch (crashes, overflows, leaks) and libFuzzer's own time and
/// memory limits (hangs, blow-ups), it checks the promise every error makes: a place inside the
/// file. An error whose line or column lies outside the input traps, so libFuzzer saves the input.
public func scenarioReaderFuzzInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  takeAlarmsOnThisThread()
  let data = start.map { Data(bytes: $0, count: count) } ?? Data()
  do throws(ScenarioErrors) {
    _ = try ScenarioReader.read(data: data, file: "fuzz.yaml")
  } catch {
    let lines = SourceLines(data)
    for error in error.errors where !lines.contains(error.location) {
      fatalError("error outside the input (\(lines.count) lines): \(error)")
    }
  }
  return 0
}

/// The input's lines as the reader counts them: ended by LF, CR or CRLF (as YAML ends them),
/// columns in Unicode scalars (an invalid UTF-8 byte, reported before any YAML is read, counts one).
struct SourceLines {
  var lengths: [Int] = []

  init(_ data: Data) {
    var length = 0
    var afterCarriageReturn = false
    var iterator = data.makeIterator()
    var decoder = UTF8()
    decoding: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        defer { afterCarriageReturn = scalar == "\r" }
        if scalar == "\n" && afterCarriageReturn { continue }
        if scalar == "\n" || scalar == "\r" {
          lengths.append(length)
          length = 0
        } else {
          length += 1
        }
      case .error:
        length += 1
        afterCarriageReturn = false
      case .emptyInput: break decoding
      }
    }
    lengths.append(length)
  }

  var count: Int { lengths.count }

  /// A place at a character of a line or just after its end (a missing value at the end).
  func contains(_ location: SourceLocation) -> Bool {
    guard location.line >= 1, location.line <= lengths.count else { return false }
    return location.column >= 1 && location.column <= lengths[location.line - 1] + 1
  }
}
