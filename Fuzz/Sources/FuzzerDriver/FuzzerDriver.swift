import Glibc

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

/// Blocks SIGALRM in the calling thread and the threads it starts, for a target that runs the
/// fuzzer on a thread of its own; its callback then takes them (``takeAlarmsOnThisThread()``).
/// libFuzzer's `-timeout` is a SIGALRM whose handler does nothing unless it lands on the thread
/// that runs the fuzzer, and the kernel gave it to the main thread, waiting for that thread: no
/// input ever timed out (a 10-s input was found only as a "slow unit"). Unblocked only in the
/// callback, not when the driver starts: the driver's own thread (its memory watch) is started
/// before the first input and so keeps it blocked.
public func blockAlarmsOutsideTheFuzzingThread() { setAlarms(SIG_BLOCK) }

/// Lets SIGALRM reach the calling thread: the fuzzing thread, from its callback.
public func takeAlarmsOnThisThread() { setAlarms(SIG_UNBLOCK) }

func setAlarms(_ how: CInt) {
  var alarms = sigset_t()
  sigemptyset(&alarms)
  sigaddset(&alarms, SIGALRM)
  pthread_sigmask(how, &alarms, nil)
}

/// libFuzzer's driver (compiler-rt's `FuzzerDriver.cpp`), linked in by `-sanitize=fuzzer`.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt
