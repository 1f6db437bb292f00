#if canImport(Glibc)
  import Glibc
  private let systemWrite = Glibc.write
  private let systemRead = Glibc.read
#elseif canImport(Darwin)
  import Darwin
  private let systemWrite = Darwin.write
  private let systemRead = Darwin.read
#endif

/// Reads lines from a terminal with editing (← → Home End, Backspace, Ctrl-A/E/U/K/W), history
/// (↑ ↓) and tab completion. When standard input is not a terminal (a script piped in) it reads
/// plain lines, so the same session can be scripted.
///
/// The terminal is put in raw mode only while a line is read and restored after it, also when
/// the line ends with Ctrl-C or Ctrl-D.
public struct LineEditor {
  public private(set) var history: [String] = []
  /// The words Tab completes to, asked afresh for every line.
  public var completions: () -> [String]
  public let isInteractive: Bool

  public init(completions: @escaping () -> [String] = { [] }) {
    self.completions = completions
    isInteractive = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
  }

  /// The next line, or nil at the end of input (Ctrl-D on an empty line).
  public mutating func readLine(prompt: String) -> String? {
    fflush(nil)  // what the session printed goes out before the prompt
    guard isInteractive else {
      write(prompt)
      let line = Swift.readLine(strippingNewline: true)
      if let line { write(line + "\n") }  // echoed, so a transcript reads like a session
      return line
    }
    var saved = termios()
    tcgetattr(STDIN_FILENO, &saved)
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
    defer { tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved) }
    let line = edit(prompt: prompt)
    if let line, !line.isEmpty, history.last != line { history.append(line) }
    return line
  }

  private func write(_ text: String) {
    var bytes = Array(text.utf8)
    _ = bytes.withUnsafeMutableBytes { systemWrite(STDOUT_FILENO, $0.baseAddress, $0.count) }
  }

  private func readByte() -> UInt8? {
    var byte: UInt8 = 0
    return systemRead(STDIN_FILENO, &byte, 1) == 1 ? byte : nil
  }

  private func edit(prompt: String) -> String? {
    var buffer: [Character] = []
    var cursor = 0
    var historyIndex = history.count
    var pending = ""  // bytes of a UTF-8 character being read
    func redraw() {
      let after = buffer.count - cursor
      write("\r" + prompt + String(buffer) + "\u{1B}[K" + (after > 0 ? "\u{1B}[\(after)D" : ""))
    }
    write(prompt)
    while let byte = readByte() {
      switch byte {
      case 13, 10:  // Enter
        write("\r\n")
        return String(buffer)
      case 4:  // Ctrl-D
        if buffer.isEmpty {
          write("\r\n")
          return nil
        }
        if cursor < buffer.count { buffer.remove(at: cursor) }
      case 3:  // Ctrl-C: abandon the line
        write("^C\r\n")
        buffer = []
        cursor = 0
        write(prompt)
        continue
      case 127, 8:  // Backspace
        if cursor > 0 {
          buffer.remove(at: cursor - 1)
          cursor -= 1
        }
      case 1: cursor = 0  // Ctrl-A
      case 5: cursor = buffer.count  // Ctrl-E
      case 11: buffer.removeSubrange(cursor...)  // Ctrl-K
      case 21:  // Ctrl-U
        buffer.removeSubrange(..<cursor)
        cursor = 0
      case 23:  // Ctrl-W: the word before the cursor
        var start = cursor
        while start > 0 && buffer[start - 1] == " " { start -= 1 }
        while start > 0 && buffer[start - 1] != " " { start -= 1 }
        buffer.removeSubrange(start..<cursor)
        cursor = start
      case 9:  // Tab
        complete(&buffer, &cursor)
      case 27:  // an escape sequence: arrows, Home, End, Delete
        escapeSequence(&buffer, &cursor, &historyIndex)
      default:
        guard byte >= 32 else { break }
        pending.unicodeScalars.append(Unicode.Scalar(byte))
        if byte >= 0x80 {
          // Gather a multi-byte character, then insert it whole.
          var bytes = [byte]
          let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
          while bytes.count < length, let next = readByte() { bytes.append(next) }
          pending = String(decoding: bytes, as: UTF8.self)
        }
        for character in pending {
          buffer.insert(character, at: cursor)
          cursor += 1
        }
        pending = ""
      }
      redraw()
    }
    return buffer.isEmpty ? nil : String(buffer)
  }

  /// After ESC: `[A`–`[D` (arrows through the history and along the line), Home, End, Delete.
  private func escapeSequence(
    _ buffer: inout [Character], _ cursor: inout Int, _ historyIndex: inout Int
  ) {
    guard let b1 = readByte(), b1 == 91 || b1 == 79, let b2 = readByte() else { return }
    switch b2 {
    case 65:  // ↑
      if historyIndex > 0 {
        historyIndex -= 1
        buffer = Array(history[historyIndex])
        cursor = buffer.count
      }
    case 66:  // ↓
      if historyIndex < history.count {
        historyIndex += 1
        buffer = historyIndex < history.count ? Array(history[historyIndex]) : []
        cursor = buffer.count
      }
    case 67: cursor = min(buffer.count, cursor + 1)  // →
    case 68: cursor = max(0, cursor - 1)  // ←
    case 72: cursor = 0  // Home
    case 70: cursor = buffer.count  // End
    case 51:  // Delete: ESC [ 3 ~
      _ = readByte()
      if cursor < buffer.count { buffer.remove(at: cursor) }
    default: break
    }
  }

  /// Completes the word before the cursor: alone if one word fits, else to the longest common
  /// prefix, listing the candidates when it cannot go further.
  private func complete(_ buffer: inout [Character], _ cursor: inout Int) {
    var start = cursor
    while start > 0 && buffer[start - 1] != " " { start -= 1 }
    let typed = String(buffer[start..<cursor])
    // `why title.` completes attributes after the view id's dot.
    let candidates = completions().filter { $0.hasPrefix(typed) && $0 != typed }
    guard !candidates.isEmpty else { return }
    var common = candidates[0]
    for candidate in candidates.dropFirst() {
      while !candidate.hasPrefix(common) { common.removeLast() }
    }
    if candidates.count == 1 { common += " " }
    if common.count > typed.count {
      let insertion = Array(common.dropFirst(typed.count))
      buffer.insert(contentsOf: insertion, at: cursor)
      cursor += insertion.count
    } else {
      write("\r\n" + candidates.prefix(40).joined(separator: "  ") + "\r\n")
    }
  }
}
