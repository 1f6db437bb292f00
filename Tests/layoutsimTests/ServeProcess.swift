import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// `layoutsim serve` running as a user runs it, for the tests: started on a free port, its
/// address read from its first line, stopped with SIGINT (Ctrl-C).
final class ServeProcess {
  let process = Process()
  let output = Pipe()
  let errors = Pipe()
  /// `http://127.0.0.1:PORT/`.
  private(set) var address = ""

  init(_ arguments: [String]) throws {
    process.executableURL = productsDirectory.appendingPathComponent("layoutsim")
    process.arguments = ["serve"] + arguments
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let line = try Self.firstLine(of: output.fileHandleForReading.fileDescriptor, timeout: 30)
    guard let start = line.range(of: "http://"), let end = line[start.lowerBound...].firstIndex(of: " ") else {
      throw DevToolsPipe.Failure(description: "serve printed '\(line)'")
    }
    address = String(line[start.lowerBound..<end])
  }

  var port: Int { Int(address.split(separator: ":").last?.filter(\.isNumber) ?? "") ?? 0 }

  /// Ctrl-C; the exit status and what it printed after its first line.
  func interrupt() -> (status: Int32, output: String) {
    kill(process.processIdentifier, SIGINT)
    process.waitUntilExit()
    let rest = output.fileHandleForReading.readDataToEndOfFile()
    return (process.terminationStatus, String(decoding: rest, as: UTF8.self))
  }

  deinit {
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
  }

  /// The resident memory of the server, in KiB (`VmRSS` of /proc).
  var residentKiB: Int {
    let status = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
    return Int(line.filter(\.isNumber)) ?? 0
  }

  static func firstLine(of fd: Int32, timeout: Double) throws -> String {
    var bytes: [UInt8] = []
    let deadline = Date().addingTimeInterval(timeout)
    while !bytes.contains(10) {
      var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      guard deadline.timeIntervalSinceNow > 0 else { throw DevToolsPipe.Failure(description: "serve said nothing") }
      guard poll(&pfd, 1, 500) > 0 else { continue }
      var byte: UInt8 = 0
      guard read(fd, &byte, 1) == 1 else { break }
      bytes.append(byte)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// GET `url`: the status code and body.
func httpGet(_ url: String) throws -> (status: Int, body: String) {
  let result = try runProcess("/usr/bin/curl", ["-s", "--path-as-is", "-o", "-", "-w", "\n%{http_code}", url])
  var lines = result.split(separator: "\n", omittingEmptySubsequences: false)
  let code = Int(lines.popLast() ?? "") ?? 0
  return (code, lines.joined(separator: "\n"))
}

func runProcess(_ executable: String, _ arguments: [String]) throws -> String {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  let out = Pipe()
  process.standardOutput = out
  try process.run()
  let data = out.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return String(decoding: data, as: UTF8.self)
}
