#if canImport(Glibc)
  import Glibc
#endif

// Peak memory per workload: Linux keeps a process's peak resident set (VmHWM in
// /proc/self/status) and lets the process reset it to the current size by writing "5" to
// /proc/self/clear_refs (proc(5), since Linux 4.0). Resetting before a workload and reading after
// it gives that workload's peak, including the memory already held when it started (the
// benchmark's own, a few MB). Elsewhere the figures read nil and print as "-".
enum PeakMemory {
  /// Resets the peak to the current resident size; false where that is not possible.
  @discardableResult
  static func reset() -> Bool {
    guard let f = fopen("/proc/self/clear_refs", "w") else { return false }
    defer { fclose(f) }
    return fputs("5", f) >= 0
  }

  /// The peak resident size since the last reset, in MiB.
  static func peakMiB() -> Double? {
    guard let f = fopen("/proc/self/status", "r") else { return nil }
    defer { fclose(f) }
    var buffer = [CChar](repeating: 0, count: 256)
    while fgets(&buffer, Int32(buffer.count), f) != nil {
      let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      guard line.hasPrefix("VmHWM:") else { continue }
      let digits = line.dropFirst(6).filter { $0.isNumber }
      return Double(String(digits)).map { $0 / 1024 }  // the line reads "VmHWM:   1234 kB"
    }
    return nil
  }
}
