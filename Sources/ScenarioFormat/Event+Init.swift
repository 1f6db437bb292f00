extension Event {
  /// An event made in code (the REPL's typed events, the default `[load]` timeline).
  public init(_ kind: Kind, label: Located<String>? = nil, at location: SourceLocation) {
    self.kind = kind
    self.label = label
    self.location = location
  }
}
