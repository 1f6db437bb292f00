import Dispatch
import Simulation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The JSON report of a scenario as it plays (`layoutsim run --format json`): each step's text is
/// made on a background queue while the next step plays, as ``StepTextPipeline`` does for text,
/// and spooled to an anonymous temporary file, so that neither the records nor the document are
/// kept in memory, however long the timeline. The document's head carries `passed`, which only the
/// end of the run decides, so ``finish(_:into:)`` writes the head, then the spooled steps, then
/// the tail: the same bytes as ``JSONReport/render()`` of the simulation with every record kept.
public final class JSONStepSpool: @unchecked Sendable {
  private let queue = DispatchQueue(label: "layoutsim.step-json")
  // Touched only on `queue`. nil when no temporary file could be made: the steps' text is then
  // kept in `kept` (the output is the same, only the memory grows).
  private let file: UnsafeMutablePointer<FILE>?
  private var kept = ""
  private var count = 0
  private var writeFailed = false

  /// The temporary file refused the steps' text (a full disk): the report cannot be written.
  public struct Failure: Error, CustomStringConvertible {
    public var description: String { "cannot write the JSON report's temporary file (is the disk full?)" }
  }

  public init() {
    file = tmpfile()
  }

  deinit {
    if let file { fclose(file) }
  }

  /// Adds a step's text, made on the background queue.
  public func render(_ step: StepRecord) {
    queue.async {
      let first = self.count == 0
      self.count += 1
      // Written in chunks as they are made: a long screen's step is never one string.
      JSONReport.writePiece(step, first: first) { piece in
        guard let file = self.file else { return self.kept += piece }
        var text = piece
        let written = text.withUTF8 { fwrite($0.baseAddress, 1, $0.count, file) == $0.count }
        if !written { self.writeFailed = true }
      }
    }
  }

  /// The whole document of `simulation`, played step by step through ``render(_:)``, in pieces of
  /// at most 64 KiB (its steps as they were spooled); the spool is empty afterwards.
  /// - Throws: ``Failure`` before writing anything when the steps could not all be spooled.
  public func finish(_ simulation: Simulation, into sink: (String) -> Void) throws(Failure) {
    let report = JSONReport(simulation)
    let failed = queue.sync { writeFailed || (file.map { fflush($0) != 0 } ?? false) }
    guard !failed else { throw Failure() }
    queue.sync {
      sink(report.head(hasSteps: count > 0))
      if let file {
        rewind(file)
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        // A piece may end inside a character's bytes: decode the whole run of bytes, not chunks.
        var bytes: [UInt8] = []
        while true {
          let read = fread(&buffer, 1, buffer.count, file)
          if read == 0 { break }
          bytes += buffer[..<read]
          let cut = Self.lastCharacterBoundary(bytes)
          sink(String(decoding: bytes[..<cut], as: UTF8.self))
          bytes.removeSubrange(..<cut)
        }
        rewind(file)
        _ = ftruncate(fileno(file), 0)
      } else {
        sink(kept)
        kept = ""
      }
      if count > 0 { sink(JSONReport.stepsEnd) }
      count = 0
      sink(report.tail())
    }
  }

  /// Where the last whole UTF-8 character of `bytes` ends: a cut there leaves no character split.
  static func lastCharacterBoundary(_ bytes: [UInt8]) -> Int {
    var cut = bytes.count
    // Step back over continuation bytes (10xxxxxx) to the lead byte of the last character.
    while cut > 0 && bytes[cut - 1] & 0xC0 == 0x80 { cut -= 1 }
    guard cut > 0 else { return bytes.count }
    let lead = bytes[cut - 1]
    let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    return bytes.count - (cut - 1) >= length ? bytes.count : cut - 1
  }
}
