import Foundation

/// The checks on a file's characters that come before YAML: that its bytes are UTF-8 and that
/// it holds only characters YAML allows, each mistake reported at its own line and column (lines
/// ended as YAML ends them, by LF, CR or CRLF; columns in Unicode scalars, as Yams counts them).
enum SourceText {
  /// The file's text, or the error at its first byte that is not UTF-8.
  static func decode(_ data: Data, file: String) -> Result<String, ScenarioError> {
    if let text = String(data: data, encoding: .utf8) { return .success(text) }
    var line = 1
    var column = 1
    var offset = 0
    var afterCarriageReturn = false
    var iterator = data.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        offset += UTF8.width(scalar)
        if scalar == "\n" && afterCarriageReturn {
          // The second half of a CRLF: the line already ended.
        } else if scalar == "\n" || scalar == "\r" {
          line += 1
          column = 1
        } else {
          column += 1
        }
        afterCarriageReturn = scalar == "\r"
      case .error:
        let byte = data[data.startIndex + offset]
        return .failure(
          ScenarioError(
            "the file is not UTF-8 text: byte 0x\(hex(byte)) cannot start or continue a character",
            at: SourceLocation(file: file, line: line, column: column)))
      case .emptyInput:
        // Foundation refused what Swift's decoder accepts (it never has): report the file.
        return .failure(
          ScenarioError(
            "the file is not UTF-8 text", at: SourceLocation(file: file, line: 1, column: 1)))
      }
    }
  }

  /// The first character YAML 1.1 does not allow in a file (its `c-printable`: tab, line
  /// breaks, printable ASCII, U+0085 and U+00A0 onwards except surrogates, U+FFFE and U+FFFF; a
  /// byte order mark only first), reported where it is. libyaml refuses it too, but names an
  /// offset, not a place.
  static func unprintableError(in text: String, file: String) -> ScenarioError? {
    for (index, line) in lines(text).enumerated() {
      for (offset, scalar) in line.enumerated()
      where !isPrintable(scalar) && !(scalar == "\u{FEFF}" && index == 0 && offset == 0) {
        let code = String(scalar.value, radix: 16, uppercase: true)
        let name = "U+" + String(repeating: "0", count: max(0, 4 - code.count)) + code
        return ScenarioError(
          "control character \(name) is not allowed in a YAML file; in a double-quoted text "
            + "write it as an escape such as \"\\x\(hex(UInt8(truncatingIfNeeded: scalar.value)))\"",
          at: SourceLocation(file: file, line: index + 1, column: offset + 1))
      }
    }
    return nil
  }

  static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D, 0x20...0x7E, 0x85, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF:
      return scalar != "\u{FEFF}"
    default:
      return false
    }
  }

  /// The first line break that YAML 1.1 counts but most editors do not show (§5.4's next line
  /// U+0085, line separator U+2028 and paragraph separator U+2029, beside LF and CR), refused
  /// where it is: libyaml ends a line at each, so every later line would be numbered one more
  /// than the file shows (found by the fuzz target: an error placed on a line after the last).
  /// Inside a double-quoted text the escape (`\u2028`) says the same thing visibly.
  static func invisibleLineBreakError(in lines: [[Unicode.Scalar]], file: String) -> ScenarioError? {
    for (index, line) in lines.enumerated() {
      for (offset, scalar) in line.enumerated() {
        let name: String
        switch scalar.value {
        case 0x85: name = "U+0085 (next line)"
        case 0x2028: name = "U+2028 (line separator)"
        case 0x2029: name = "U+2029 (paragraph separator)"
        default: continue
        }
        let escape = String(scalar.value, radix: 16, uppercase: true)
        return ScenarioError(
          "\(name) ends a line in YAML but not in most editors; remove it, or in a double-quoted "
            + "text write it as \"\\u\(String(repeating: "0", count: 4 - escape.count) + escape)\"",
          at: SourceLocation(file: file, line: index + 1, column: offset + 1))
      }
    }
    return nil
  }

  /// The text's lines as YAML counts them (YAML 1.1 §5.4: a line feed, a carriage return, or
  /// both together end a line), each without its break: libyaml's marks count lines this way
  /// once the breaks editors do not show are refused (``invisibleLineBreakError(in:file:)``).
  static func lines(_ text: String) -> [[Unicode.Scalar]] {
    // Over the UTF-8 bytes: a line break is a byte of its own (no longer sequence holds 0x0A or
    // 0x0D), and a line of ASCII, as nearly every line is, becomes scalars byte for byte; one
    // scalar at a time through `unicodeScalars` was a tenth of reading a 400 KB file.
    var text = text
    return text.withUTF8 { bytes -> [[Unicode.Scalar]] in
      var lines: [[Unicode.Scalar]] = []
      var start = 0
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte == 0x0A || byte == 0x0D {
          lines.append(scalars(UnsafeBufferPointer(rebasing: bytes[start..<index])))
          // CR LF together end one line.
          if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
          start = index + 1
        }
        index += 1
      }
      lines.append(scalars(UnsafeBufferPointer(rebasing: bytes[start..<bytes.count])))
      return lines
    }
  }

  /// The scalars of one line's UTF-8 bytes (valid UTF-8: they come from a `String`).
  private static func scalars(_ bytes: UnsafeBufferPointer<UInt8>) -> [Unicode.Scalar] {
    if bytes.allSatisfy({ $0 < 0x80 }) { return bytes.map { Unicode.Scalar($0) } }
    return Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
  }

  static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return digits.count == 1 ? "0" + digits : digits
  }
}
