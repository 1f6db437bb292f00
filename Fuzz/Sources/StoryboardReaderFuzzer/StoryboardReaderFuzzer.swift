import Foundation
import FuzzerDriver
import InterfaceBuilderDocument

/// The executable's entry point (see FuzzerDriver).
@_cdecl("StoryboardReaderFuzzer_main")
public func fuzzerMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
) -> CInt {
  runFuzzer(argc, argv, storyboardReaderFuzzInput)
}

/// libFuzzer's callback, one input: reads the bytes as a storyboard or XIB, the way `layoutsim import`
/// does. Beyond what the sanitizers and libFuzzer's limits catch, an error naming a line past the
/// input's last traps, so libFuzzer saves the input.
public func storyboardReaderFuzzInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let data = start.map { Data(bytes: $0, count: count) } ?? Data()
  do throws(StoryboardReaderError) {
    _ = try StoryboardReader.read(data: data, fileName: "fuzz.storyboard")
  } catch {
    let lines = data.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    if error.line > lines { fatalError("error past the last line (\(lines)): \(error)") }
  }
  return 0
}
