import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Headless Chromium (Debian's `chromium`) driven over the DevTools protocol on a pipe
/// (`--remote-debugging-pipe`: the browser reads commands on fd 3 and writes replies on fd 4,
/// each a JSON text ended by a NUL byte), so the tests need no WebSocket client and no network
/// port of their own.
final class DevToolsPipe {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  let pid: pid_t
  let toBrowser: Int32
  let fromBrowser: Int32
  let profile: URL
  var nextID = 1
  var buffer: [UInt8] = []
  /// The page's session, once ``open(_:width:height:)`` attached to it.
  var session: String?

  /// Where chromium is, or nil (the test then fails saying how to install it).
  static var executable: String? {
    for path in ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
    where FileManager.default.isExecutableFile(atPath: path) {
      return path
    }
    return nil
  }

  init(executable: String) throws {
    profile = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
    var commands: [Int32] = [0, 0]
    var replies: [Int32] = [0, 0]
    guard pipe(&commands) == 0, pipe(&replies) == 0 else { throw Failure(description: "pipe() failed") }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, commands[0], 3)
    posix_spawn_file_actions_adddup2(&actions, replies[1], 4)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let arguments = [
      executable, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
      "--disable-dev-shm-usage", "--remote-debugging-pipe", "--user-data-dir=\(profile.path)", "about:blank",
    ]
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for p in argv { free(p) } }
    var child: pid_t = 0
    let status = posix_spawn(&child, executable, &actions, nil, &argv, environ)
    close(commands[0])
    close(replies[1])
    guard status == 0 else { throw Failure(description: "cannot start \(executable): \(String(cString: strerror(status)))") }
    pid = child
    toBrowser = commands[1]
    fromBrowser = replies[0]
  }

  deinit {
    close(toBrowser)
    close(fromBrowser)
    kill(pid, SIGTERM)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    try? FileManager.default.removeItem(at: profile)
  }

  /// Sends a command and waits (up to `timeout` seconds) for its reply's `result`.
  @discardableResult
  func send(_ method: String, _ params: [String: Any] = [:], timeout: Double = 20, browser: Bool = false) throws
    -> [String: Any]
  {
    let id = nextID
    nextID += 1
    var message: [String: Any] = ["id": id, "method": method, "params": params]
    if !browser, let session { message["sessionId"] = session }
    var data = try JSONSerialization.data(withJSONObject: message)
    data.append(0)
    let written = data.withUnsafeBytes { write(toBrowser, $0.baseAddress, $0.count) }
    guard written == data.count else { throw Failure(description: "could not write to chromium") }
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      let reply = try readMessage(until: deadline)
      guard (reply["id"] as? Int) == id else { continue }  // an event, or another reply
      if let error = reply["error"] as? [String: Any] {
        throw Failure(description: "\(method): \(error["message"] ?? error)")
      }
      return reply["result"] as? [String: Any] ?? [:]
    }
  }

  func readMessage(until deadline: Date) throws -> [String: Any] {
    while true {
      if let end = buffer.firstIndex(of: 0) {
        let bytes = Array(buffer[..<end])
        buffer.removeSubrange(...end)
        return (try JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any] ?? [:]
      }
      let left = deadline.timeIntervalSinceNow
      guard left > 0 else { throw Failure(description: "chromium did not answer in time") }
      var fd = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
      guard poll(&fd, 1, Int32(left * 1000)) > 0 else { continue }
      var chunk = [UInt8](repeating: 0, count: 65536)
      let count = read(fromBrowser, &chunk, chunk.count)
      guard count > 0 else { throw Failure(description: "chromium closed the pipe") }
      buffer += chunk[..<count]
    }
  }

  /// Opens a tab of `width`×`height` CSS pixels at `url` and attaches to it.
  func open(_ url: String, width: Int = 1400, height: Int = 1000) throws {
    let target = try send("Target.createTarget", ["url": "about:blank"], browser: true)
    guard let targetID = target["targetId"] as? String else { throw Failure(description: "no target") }
    let attached = try send("Target.attachToTarget", ["targetId": targetID, "flatten": true], browser: true)
    session = attached["sessionId"] as? String
    try send(
      "Emulation.setDeviceMetricsOverride",
      ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
    try send("Page.enable")
    try send("Page.navigate", ["url": url])
  }

  /// A JavaScript expression's value (promises awaited).
  func evaluate(_ expression: String) throws -> Any? {
    let result = try send(
      "Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
    if let exception = result["exceptionDetails"] as? [String: Any] {
      throw Failure(description: "\(expression): \(exception["text"] ?? exception)")
    }
    return (result["result"] as? [String: Any])?["value"]
  }

  /// Waits until `expression` is true; the seconds it took.
  @discardableResult
  func wait(for expression: String, timeout: Double = 10) throws -> Double {
    let start = Date()
    while Date().timeIntervalSince(start) < timeout {
      if (try? evaluate("!!(\(expression))")) as? Bool == true { return Date().timeIntervalSince(start) }
      usleep(50_000)
    }
    throw Failure(description: "waited \(timeout) s for \(expression)")
  }

  /// A real mouse click (pressed and released) at a point of the page.
  func click(x: Double, y: Double) throws {
    for type in ["mousePressed", "mouseReleased"] {
      try send(
        "Input.dispatchMouseEvent", ["type": type, "x": x, "y": y, "button": "left", "clickCount": 1])
    }
  }

  /// Clicks the centre of the element `selector` finds.
  func click(_ selector: String) throws {
    let box = try evaluate(
      "(() => { const r = document.querySelector(\(Self.quote(selector))).getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()"
    ) as? [Double]
    guard let box, box.count == 2 else { throw Failure(description: "nothing at \(selector)") }
    try click(x: box[0], y: box[1])
  }

  /// A key pressed and released, as a user types it.
  func press(_ key: String, code: Int) throws {
    for type in ["keyDown", "keyUp"] {
      try send("Input.dispatchKeyEvent", ["type": type, "key": key, "code": key, "windowsVirtualKeyCode": code])
    }
  }

  /// The page as a PNG.
  func screenshot() throws -> Data {
    let result = try send("Page.captureScreenshot", ["format": "png"])
    guard let base64 = result["data"] as? String, let data = Data(base64Encoded: base64) else {
      throw Failure(description: "no screenshot")
    }
    return data
  }

  static func quote(_ text: String) -> String {
    let data = try? JSONSerialization.data(withJSONObject: [text])
    let array = data.map { String(decoding: $0, as: UTF8.self) } ?? "[\"\"]"
    return String(array.dropFirst().dropLast())
  }
}
