import Foundation
/// Reads a console log into its "Unable to simultaneously satisfy constraints." dumps.
///
/// A log is what Xcode's console or `log stream` shows: other lines may come before, between and
/// after the dumps (timestamps, the app's own prints). Each dump is UIKit's header, its advice
/// paragraph, the conflicting set between `(` and `)` (one quoted description a line), and
/// "Will attempt to recover by breaking constraint" with the broken one on the same line or the
/// next. The format of every iOS version since 6 reads the same way
/// (`shared/reference/auto-layout-demystified-2.md` §4, `existing-systems.md` §3.2).
public struct ConflictLogParser {
  public var file: String

  public init(file: String) { self.file = file }

  static let header = "Unable to simultaneously satisfy constraints"
  static let recovery = "Will attempt to recover by breaking constraint"

  /// The dumps of `text`, in order.
  /// - Throws: when the text has no dump at all (naming its first line), or a constraint in a
  ///   dump cannot be read (naming its line and column).
  public func parse(_ text: String) throws(ConflictLogError) -> [ConflictDump] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.hasSuffix("\r") ? $0.dropLast() : $0)
    }
    var dumps: [ConflictDump] = []
    var index = 0
    while index < lines.count {
      guard lines[index].contains(Self.header) else {
        index += 1
        continue
      }
      dumps.append(try dump(lines, startingAt: &index))
    }
    guard !dumps.isEmpty else {
      let first = lines.firstIndex { !$0.trimmingWhitespace.isEmpty }
      let shown = first.map { String(lines[$0].trimmingWhitespace.prefix(60)) } ?? ""
      throw ConflictLogError(
        file: file, line: (first ?? 0) + 1, column: 1,
        message: shown.isEmpty
          ? "the log is empty: expected UIKit's 'Unable to simultaneously satisfy constraints.' dump"
          : "not a UIKit conflict log: expected 'Unable to simultaneously satisfy constraints.', found '\(shown)'"
      )
    }
    return dumps
  }

  /// One dump from its header line; `index` ends past it.
  func dump(_ lines: [String], startingAt index: inout Int) throws(ConflictLogError) -> ConflictDump {
    let headerLine = index + 1
    index += 1
    // The advice paragraph, up to the list's "(".
    while index < lines.count, lines[index].trimmingWhitespace != "(" {
      if lines[index].contains(Self.header) || lines[index].contains("\"<") {
        throw ConflictLogError(
          file: file, line: index + 1, column: 1,
          message: "expected '(' opening the list of conflicting constraints of the dump at line \(headerLine)")
      }
      index += 1
    }
    guard index < lines.count else {
      throw ConflictLogError(
        file: file, line: headerLine, column: 1,
        message: "the dump has no list of constraints: expected '(' on a line of its own")
    }
    index += 1
    var constraints: [LoggedConstraint] = []
    while index < lines.count, lines[index].trimmingWhitespace != ")" {
      let line = lines[index]
      guard let open = line.firstIndex(of: "<") else {
        throw ConflictLogError(
          file: file, line: index + 1, column: 1,
          message: "expected a quoted constraint description \"<NSLayoutConstraint:0x… …>\" or ')'")
      }
      let column = line.distance(from: line.startIndex, to: open) + 1
      let description = try enclosed(line, from: open, line: index + 1)
      constraints.append(try ConstraintDescriptionParser(file: file, line: index + 1, column: column).parse(description))
      index += 1
    }
    guard index < lines.count else {
      throw ConflictLogError(
        file: file, line: lines.count, column: 1, message: "the list of constraints is not closed: expected ')'")
    }
    index += 1
    return ConflictDump(line: headerLine, constraints: constraints, broken: try broken(lines, at: &index))
  }

  /// The constraint after "Will attempt to recover by breaking constraint", if the dump has one
  /// (within the next few lines, before another dump starts).
  func broken(_ lines: [String], at index: inout Int) throws(ConflictLogError) -> LoggedConstraint? {
    var probe = index
    while probe < lines.count, probe < index + 4, !lines[probe].contains(Self.recovery) {
      if lines[probe].contains(Self.header) { return nil }
      probe += 1
    }
    guard probe < lines.count, let range = lines[probe].range(of: Self.recovery) else { return nil }
    var lineIndex = probe
    var line = String(lines[probe][range.upperBound...])
    if !line.contains("<") {
      lineIndex += 1
      while lineIndex < lines.count, lines[lineIndex].trimmingWhitespace.isEmpty { lineIndex += 1 }
      guard lineIndex < lines.count else {
        throw ConflictLogError(
          file: file, line: probe + 1, column: 1, message: "expected the broken constraint's description after '\(Self.recovery)'")
      }
      line = lines[lineIndex]
    }
    guard let open = line.firstIndex(of: "<") else {
      throw ConflictLogError(
        file: file, line: lineIndex + 1, column: 1,
        message: "expected the broken constraint's description \"<NSLayoutConstraint:0x… …>\"")
    }
    let prefix = lineIndex == probe ? lines[probe].distance(from: lines[probe].startIndex, to: range.upperBound) : 0
    let column = prefix + line.distance(from: line.startIndex, to: open) + 1
    let description = try enclosed(line, from: open, line: lineIndex + 1)
    index = lineIndex + 1
    return try ConstraintDescriptionParser(file: file, line: lineIndex + 1, column: column).parse(description)
  }

  /// The text from `<` to the line's last `>`: a description holds `>` of its own (`(>=0)`,
  /// `->`), and UIKit prints one description a line.
  func enclosed(_ line: String, from open: String.Index, line number: Int) throws(ConflictLogError) -> Substring {
    guard let close = line.lastIndex(of: ">"), close > open else {
      throw ConflictLogError(
        file: file, line: number, column: line.count + 1,
        message: "the constraint description is not closed: expected '>'")
    }
    return line[open...close]
  }
}

extension StringProtocol {
  var trimmingWhitespace: Substring {
    let s = self[...]
    guard let first = s.firstIndex(where: { !$0.isWhitespace }),
      let last = s.lastIndex(where: { !$0.isWhitespace })
    else { return Substring("") }
    return Substring(s[first...last])
  }
}
