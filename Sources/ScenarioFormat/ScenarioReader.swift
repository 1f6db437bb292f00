import AutoLayout
import Foundation
import Yams

/// Reads a scenario file into a checked ``Scenario``: Yams composes the `Node`s, ``NodeWalker``
/// walks them into the model, and a validation pass resolves ids, all before any event runs.
///
///     let scenario = try ScenarioReader.read(contentsOf: URL(fileURLWithPath: "rotate.yaml"))
///
/// Every mistake in the file is reported, not just the first.
public enum ScenarioReader {
  /// Reads the file at `url`; errors name its last path component.
  ///
  /// - Throws: ``ScenarioErrors``, sorted by location.
  public static func read(contentsOf url: URL) throws(ScenarioErrors) -> Scenario {
    try read(contentsOf: url, naming: url.lastPathComponent)
  }

  /// Reads the file at `url`; errors name `file` (the command line names the path as typed, so
  /// an editor can jump to `Scenarios/rotate.yaml:12:7`).
  ///
  /// - Throws: ``ScenarioErrors``, sorted by location.
  public static func read(contentsOf url: URL, naming file: String) throws(ScenarioErrors) -> Scenario {
    let start = SourceLocation(file: file, line: 1, column: 1)
    let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
    if size > ScenarioBounds.maximumBytes {
      throw ScenarioErrors([tooLarge(size, at: start)])
    }
    guard let data = try? Data(contentsOf: url) else {
      throw ScenarioErrors([ScenarioError("cannot read the file", at: start)])
    }
    return try read(data: data, file: file)
  }

  /// Reads a scenario file's bytes, naming `file` in errors: the first byte that is not UTF-8 is
  /// reported at its line and column.
  ///
  /// - Throws: ``ScenarioErrors``, sorted by location.
  public static func read(data: Data, file: String) throws(ScenarioErrors) -> Scenario {
    let start = SourceLocation(file: file, line: 1, column: 1)
    if data.count > ScenarioBounds.maximumBytes {
      throw ScenarioErrors([tooLarge(data.count, at: start)])
    }
    switch SourceText.decode(data, file: file) {
    case .success(let text): return try read(yaml: text, file: file)
    case .failure(let error): throw ScenarioErrors([error])
    }
  }

  /// Reads `yaml`, naming `file` in errors.
  ///
  /// - Throws: ``ScenarioErrors``, sorted by location.
  /// - Complexity: O(*n*) in the nodes visited, at most ``ScenarioBounds/maximumNodes``.
  public static func read(yaml: String, file: String) throws(ScenarioErrors) -> Scenario {
    // Composing, walking and validating recurse over the view tree: see `LargeStack`.
    try LargeStack.run { () throws(ScenarioErrors) -> Scenario in try readOnThisStack(yaml: yaml, file: file) }
  }

  private static func readOnThisStack(yaml: String, file: String) throws(ScenarioErrors) -> Scenario {
    let start = SourceLocation(file: file, line: 1, column: 1)
    let size = yaml.utf8.count
    if size > ScenarioBounds.maximumBytes { throw ScenarioErrors([tooLarge(size, at: start)]) }
    if let error = ScenarioBounds.nestingError(in: yaml, file: file) {
      throw ScenarioErrors([error])
    }
    // Split once: every pass that locates characters reads these lines.
    let lines = SourceText.lines(yaml)
    if let error = SourceText.invisibleLineBreakError(in: lines, file: file) {
      throw ScenarioErrors([error])
    }
    if let error = KeyShapes.error(in: lines, file: file) { throw ScenarioErrors([error]) }
    guard let root = try compose(yaml, file: file) else {
      throw ScenarioErrors([ScenarioError("the scenario is empty", at: start)])
    }
    var walker = NodeWalker(file: file, lines: lines)
    if let error = walker.measure(root) { throw ScenarioErrors([error]) }
    walker.refuseUnsupportedFeatures(root)
    let scenario = walker.scenario(root)
    var errors = walker.errors
    if let scenario {
      let validator = ScenarioValidator(scenario, unread: walker.unreadNames)
      errors += validator.errors()
      var checker = NodeWalker(file: file, lines: lines)
      checker.checkChanges(walker.changeRecords, against: validator.declarations)
      errors += checker.errors
    }
    guard let scenario, errors.isEmpty else {
      let inside = errors.map { insideTheInput($0, lines: lines) }
      throw ScenarioErrors(AliasUses(lines, root: root, file: file).annotated(inside))
    }
    return scenario
  }

  /// `error`, its place kept inside the input by `placedInside(_:lines:)`.
  static func insideTheInput(_ error: ScenarioError, lines: [[Unicode.Scalar]]) -> ScenarioError {
    var placed = error
    placed.location = placedInside(error.location, lines: lines)
    return placed
  }

  /// `location`, or the nearest place inside the input when it lies past it: a line past the
  /// last is placed just after the last line's last character (libyaml has already begun a line
  /// that is not there at the end of a file without a final line break, and a block scalar that
  /// is empty there has its value marked on it: found by the fuzz target); a column past its
  /// line's end is placed just after the line's last character (a guard for a place counted from
  /// a scalar's first character where its map could not follow the source, or for a libyaml
  /// column counted past a character it takes as a line break). The one clamp rule for every
  /// place the reader reports.
  static func placedInside(_ location: SourceLocation, lines: [[Unicode.Scalar]])
    -> SourceLocation
  {
    guard let last = lines.last else { return location }
    if location.line > lines.count {
      return SourceLocation(file: location.file, line: lines.count, column: last.count + 1)
    }
    if location.line >= 1, location.column > lines[location.line - 1].count + 1 {
      return SourceLocation(
        file: location.file, line: location.line, column: lines[location.line - 1].count + 1)
    }
    return location
  }

  /// The YAML node of `yaml`; nil when it is empty.
  static func compose(_ yaml: String, file: String) throws(ScenarioErrors) -> Node? {
    ScenarioBounds.yamlNestingConfigured
    do {
      // Yams checks each mapping for repeated keys by hashing them, and a key's hash includes its
      // resolved tag: with the default resolver that is seven regular expressions tried on every
      // key (a tenth of reading a 400-deep nest). The reader never asks a node for its tag, so it
      // composes with no rules, which only ever makes more keys equal (a plain `true` and a
      // quoted "true" are then the same key): a repetition found that way is looked at again with
      // the default rules, which decide whether and what to report, as they always did.
      return try Yams.compose(yaml: yaml, .basic)
    } catch YamlError.duplicatedKeysInMapping {
      return try composeWithDefaultTags(yaml, file: file)
    } catch let error as YamlError {
      throw ScenarioErrors([composeError(error, yaml: yaml, file: file)])
    } catch {
      throw ScenarioErrors(
        [ScenarioError("invalid YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1))])
    }
  }

  /// `yaml` composed as Yams does by default (its tags resolved by YAML 1.1's rules).
  private static func composeWithDefaultTags(_ yaml: String, file: String) throws(ScenarioErrors) -> Node? {
    do {
      return try Yams.compose(yaml: yaml)
    } catch let error as YamlError {
      throw ScenarioErrors([composeError(error, yaml: yaml, file: file)])
    } catch {
      throw ScenarioErrors(
        [ScenarioError("invalid YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1))])
    }
  }

  /// What the reader says of a YAML error from composing `yaml`.
  private static func composeError(_ error: YamlError, yaml: String, file: String) -> ScenarioError {
    if case .reader = error, let unprintable = SourceText.unprintableError(in: yaml, file: file) {
      return unprintable
    }
    return yamlError(error, file: file, source: yaml)
  }

  /// Where `key` is written again as a mapping key after `mark`: at the same column on a later
  /// line, or later on the same line (a flow mapping).
  static func repetition(of key: String, after mark: Mark, in source: String, file: String)
    -> SourceLocation?
  {
    let lines = SourceText.lines(source)
    let key = Array(key.unicodeScalars)
    func isKey(_ line: [Unicode.Scalar], at column: Int) -> Bool {
      guard column >= 0, column + key.count <= line.count,
        Array(line[column..<column + key.count]) == key
      else { return false }
      var rest = line[(column + key.count)...].drop { $0 == " " }
      if rest.first == "\"" || rest.first == "'" { rest = rest.dropFirst() }
      return rest.first == ":"
    }
    guard mark.line >= 1, mark.line <= lines.count else { return nil }
    let firstLine = Array(lines[mark.line - 1])
    var column = mark.column + key.count
    while column < firstLine.count {
      if isKey(firstLine, at: column), column > 0, [" ", "{", ","].contains(firstLine[column - 1]) {
        return SourceLocation(file: file, line: mark.line, column: column + 1)
      }
      column += 1
    }
    for index in mark.line..<lines.count {
      let line = Array(lines[index])
      if isKey(line, at: mark.column - 1) {
        return SourceLocation(file: file, line: index + 1, column: mark.column)
      }
    }
    return nil
  }

  static func tooLarge(_ size: Int, at location: SourceLocation) -> ScenarioError {
    ScenarioError(
      "the file is \(size) bytes; a scenario may have at most \(ScenarioBounds.maximumBytes)",
      at: location)
  }

  static func yamlError(_ error: YamlError, file: String, source: String = "") -> ScenarioError {
    let lines = SourceText.lines(source)
    func at(_ mark: Mark) -> SourceLocation {
      placedInside(SourceLocation(file: file, line: mark.line, column: mark.column), lines: lines)
    }
    switch error {
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      // libyaml's context ("while parsing a flow sequence") says what it was reading and where
      // that started, which is often where the mistake is (an unclosed bracket); a context with
      // no text of its own ("expected a single document") leads the problem.
      if mark.line >= 1, mark.line <= lines.count,
        Array(lines[mark.line - 1]).dropFirst(mark.column - 1).first == "\t"
      {
        return ScenarioError(
          "invalid YAML: a tab cannot indent or start a token; use spaces", at: at(mark))
      }
      guard let context else { return ScenarioError("invalid YAML: \(problem)", at: at(mark)) }
      if context.text.hasPrefix("while ") {
        let start = context.mark
        let contexts = [
          "while parsing a flow sequence": "in the list opened at",
          "while parsing a flow mapping": "in the mapping opened at",
          "while parsing a block mapping": "in the mapping that starts at",
          "while parsing a block collection": "in the list that starts at",
          "while scanning a quoted scalar": "in the quoted text that starts at",
          "while scanning a simple key": "in the key that starts at",
        ]
        let what = contexts[context.text] ?? "\(context.text), from"
        let place =
          start.line == mark.line && start.column == mark.column
          ? "" : " (\(what) \(start.line):\(start.column))"
        return ScenarioError("invalid YAML: \(problem)\(place)", at: at(mark))
      }
      let hint =
        problem.hasSuffix("found another document")
        ? "; a scenario is one document (remove the '---')" : ""
      return ScenarioError("invalid YAML: \(context.text) \(problem)\(hint)", at: at(mark))
    case .reader(let problem, let offset, _, let yaml):
      // Yams counts the offset in characters from the start of the text.
      guard let offset, let index = yaml.index(yaml.startIndex, offsetBy: offset, limitedBy: yaml.endIndex)
      else { return ScenarioError("invalid YAML: \(problem)", at: SourceLocation(file: file, line: 1, column: 1)) }
      let before = SourceText.lines(String(yaml[..<index]))
      return ScenarioError(
        "invalid YAML: \(problem)",
        at: SourceLocation(file: file, line: before.count, column: (before.last?.count ?? 0) + 1))
    case .duplicatedKeysInMapping(let duplicates, let context):
      // Yams marks the first of the duplicated keys; the mistake is the second, written at the
      // same indentation further down (or later in the same flow mapping).
      let key = duplicates.first ?? ""
      let first = at(context.mark)
      let others = duplicates.dropFirst().map { "'\($0)'" }
      let also = others.isEmpty ? "" : " (and \(others.joined(separator: ", ")))"
      guard let second = repetition(of: key, after: context.mark, in: source, file: file) else {
        return ScenarioError("duplicate key '\(key)'\(also) in this mapping", at: first)
      }
      return ScenarioError(
        "duplicate key '\(key)'\(also); first written at \(first)", at: second)
    default:
      return ScenarioError(
        "invalid YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
    }
  }
}
