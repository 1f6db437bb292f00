import Yams

extension ScenarioReader {
  /// Reads one event written as a YAML node (`{set: {box.hidden: true}}`, `load`), as an entry of
  /// `scenario`'s `events:` would be read and checked: the REPL's typed events refuse exactly what
  /// a file refuses, in the same words.
  ///
  /// - Throws: ``ScenarioErrors``, sorted by location.
  public static func readEvent(yaml: String, file: String, in scenario: Scenario)
    throws(ScenarioErrors) -> Event
  {
    // The bounds a file has (a typed line is not a file, but what it may hold is the same).
    let start = SourceLocation(file: file, line: 1, column: 1)
    let size = yaml.utf8.count
    if size > ScenarioBounds.maximumBytes {
      throw ScenarioErrors([
        ScenarioError(
          "the event is \(size) bytes; an event, like a scenario, may have at most "
            + "\(ScenarioBounds.maximumBytes)", at: start)
      ])
    }
    if let error = ScenarioBounds.nestingError(in: yaml, file: file) { throw ScenarioErrors([error]) }
    let lines = SourceText.lines(yaml)
    if let error = SourceText.invisibleLineBreakError(in: lines, file: file) {
      throw ScenarioErrors([error])
    }
    if let error = KeyShapes.error(in: lines, file: file) { throw ScenarioErrors([error]) }
    guard let node = try compose(yaml, file: file) else {
      throw ScenarioErrors([ScenarioError("expected an event", at: SourceLocation(file: file, line: 1, column: 1))])
    }
    var walker = NodeWalker(file: file, source: yaml)
    let event = walker.event(node)
    var errors = walker.errors
    if let event {
      let validator = ScenarioValidator(scenario)
      errors += validator.eventErrors([event])
      var checker = NodeWalker(file: file, source: yaml)
      checker.checkChanges(walker.changeRecords, against: validator.declarations)
      errors += checker.errors
    }
    guard let event, errors.isEmpty else { throw ScenarioErrors(errors) }
    return event
  }
}
