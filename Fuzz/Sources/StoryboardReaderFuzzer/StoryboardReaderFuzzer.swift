import Foundation
import InterfaceBuilderDocument

/// libFuzzer's entry point: reads the bytes as a storyboard or XIB, the way `layoutsim import`
/// does. Beyond what the sanitizers and libFuzzer's limits catch, an error naming a line past the
/// input's last traps, so libFuzzer saves the input.
/// The executable's entry point. SwiftPM links an executable target's `main` to
/// `StoryboardReaderFuzzer_main`, so this hands the command line to libFuzzer's driver itself rather than
/// relying on libFuzzer's own `main`.
@_cdecl("StoryboardReaderFuzzer_main")
public func fuzzerMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
) -> CInt {
  var argc = argc
  var argv = Optional(argv)
  return LLVMFuzzerRunDriver(&argc, &argv, storyboardReaderFuzzInput)
}

/// libFuzzer's driver (compiler-rt's `FuzzerDriver.cpp`), linked in by `-sanitize=fuzzer`.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// libFuzzer's callback: one input.
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
