import Foundation
import ScenarioTestSupport
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// `layoutsim serve` as a process: where it listens, what it serves, a port in use, Ctrl-C, and
/// memory over a long session of polls and reloads.
final class ServeCommandTests: XCTestCase {
  var folder: URL!

  override func setUpWithError() throws {
    folder = try makeTemporaryDirectory(named: "serve")
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("inner"), withIntermediateDirectories: true)
    try serveScenario(title: "Hello").write(to: folder.appendingPathComponent("inner/screen.yaml"), atomically: true, encoding: .utf8)
    try "secret\n".write(to: folder.appendingPathComponent("outside.txt"), atomically: true, encoding: .utf8)
  }


  func testListensOnLoopbackByDefaultAndStopsOnCtrlC() throws {
    let server = try ServeProcess([folder.appendingPathComponent("inner/screen.yaml").path, "--port", "0"])
    XCTAssertTrue(server.address.hasPrefix("http://127.0.0.1:"), server.address)
    // Bound to loopback only: the socket table lists 127.0.0.1, not 0.0.0.0, for the port.
    let hex = String(format: "%04X", server.port)
    let table = try String(contentsOfFile: "/proc/net/tcp", encoding: .utf8)
    let listening = table.split(separator: "\n").filter { $0.contains(":\(hex) ") && $0.contains(" 0A ") }
    XCTAssertEqual(listening.count, 1, table)
    XCTAssertTrue(listening.first?.contains("0100007F:\(hex)") ?? false, "\(listening)")
    let page = try httpGet(server.address)
    XCTAssertEqual(page.status, 200)
    XCTAssertTrue(page.body.contains("<body data-live data-version=\"1\">"))
    let stopped = server.interrupt()
    XCTAssertEqual(stopped.status, 0)
    XCTAssertEqual(stopped.output, "Stopped.\n")
  }

  func testServesNothingOutsideTheScenarioFolder() throws {
    let server = try ServeProcess([folder.appendingPathComponent("inner/screen.yaml").path, "--port", "0"])
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("inner/link.txt"), withDestinationURL: folder.appendingPathComponent("outside.txt"))
    XCTAssertEqual(try httpGet(server.address + "files/screen.yaml").status, 200)
    for path in [
      "files/../outside.txt", "files/%2e%2e/outside.txt", "files/..%2foutside.txt", "files/link.txt",
      "files//etc/passwd", "files/", "../outside.txt", "outside.txt", "files/inner/../../outside.txt",
    ] {
      let response = try httpGet(server.address + path)
      XCTAssertEqual(response.status, 404, path)
      XCTAssertFalse(response.body.contains("secret"), path)
    }
    XCTAssertEqual(server.interrupt().status, 0)
  }

  func testAPortInUseIsAClearError() throws {
    let server = try ServeProcess([folder.appendingPathComponent("inner/screen.yaml").path, "--port", "0"])
    let second = try runLayoutsim(["serve", folder.appendingPathComponent("inner/screen.yaml").path, "--port", "\(server.port)"])
    XCTAssertEqual(second.status, 2)
    XCTAssertEqual(
      second.stderr,
      "layoutsim serve: port \(server.port) on 127.0.0.1 is in use (another layoutsim serve?): choose another with --port\n")
    XCTAssertEqual(server.interrupt().status, 0)
  }

  func testAMissingFileIsAnError() throws {
    let result = try runLayoutsim(["serve", "/nonexistent/screen.yaml"])
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(result.stderr, "/nonexistent/screen.yaml:1:1: error: no such file\n")
  }

  /// A long session: thousands of polls and a hundred reloads leave the server's memory where a
  /// few hundred left it (the session keeps only the latest playback).
  func testALongSessionDoesNotGrowMemory() throws {
    let file = folder.appendingPathComponent("inner/screen.yaml")
    let server = try ServeProcess([file.path, "--port", "0"])
    func session(_ rounds: Int) throws {
      for round in 0..<rounds {
        try serveScenario(title: "Round \(round) \(UUID().uuidString)").write(to: file, atomically: true, encoding: .utf8)
        let urls = [server.address + "api/state", server.address, server.address + "api/view?step=1&id=title"]
        // One curl for many requests: the polls a page makes while someone edits.
        _ = try runProcess("/usr/bin/curl", ["-s", "-o", "/dev/null"] + Array(repeating: urls, count: 10).flatMap { $0 })
      }
    }
    try session(20)
    let warm = server.residentKiB
    try session(100)
    let after = server.residentKiB
    print("serve resident memory: \(warm) KiB after 20 reloads, \(after) KiB after 120")
    XCTAssertGreaterThan(warm, 0)
    XCTAssertLessThan(after, warm + 16 * 1024, "grew from \(warm) to \(after) KiB")
    XCTAssertEqual(server.interrupt().status, 0)
  }
}

/// A scenario with text, two steps and a truncated label, for the serve and browser tests.
func serveScenario(title: String, titleWidth: Double = 200) -> String {
  """
  name: Debugger page
  device: iphone-15-pro
  controller:
    view:
      subviews:
        - label: title
          text: "\(title)"
          font: {size: 22, weight: semibold}
        - label: subtitle
          text: "A subtitle that is much too long to fit on one line of this narrow label"
        - button: go
          title: Continue
    constraints:
      - title.top == safeArea.top + 20
      - title.leading == margins.leading
      - {id: titleWidth, is: "title.width == \(titleWidth)"}
      - subtitle.top == title.bottom + 8
      - subtitle.leading == title.leading
      - subtitle.width == 160
      - go.top == subtitle.bottom + 20
      - go.centerX == view.centerX
  events:
    - load
    - {rotate: landscapeLeft, as: landscape}
  """
}
