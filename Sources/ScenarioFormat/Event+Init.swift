extension Event {
  /// An event made in code (the REPL's typed events, the default `[load]` timeline).
  public init(_ kind: Kind, label: Located<String>? = nil, at location: SourceLocation) {
    self.kind = kind
    self.label = label
    self.location = location
  }
}

extension PropertyChange {
  /// A change made in code (the REPL's typed `set` and `animate`).
  public init(_ target: Located<String>, _ property: Located<String>, _ value: Located<ScenarioValue>) {
    self.target = target
    self.property = property
    self.value = value
  }
}
