/// libFuzzer's driver, shared by the targets. SwiftPM links an executable target's `main` to
/// `<Target>_main`, so each target defines that symbol and hands its command line and its
/// callback to ``runFuzzer(_:_:_:)`` rather than relying on libFuzzer's own `main`.
public func runFuzzer(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt {
  var argc = argc
  var argv = Optional(argv)
  return LLVMFuzzerRunDriver(&argc, &argv, callback)
}

/// libFuzzer's driver (compiler-rt's `FuzzerDriver.cpp`), linked in by `-sanitize=fuzzer`.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt
