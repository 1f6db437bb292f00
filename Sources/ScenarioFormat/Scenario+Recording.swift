import AutoLayout

extension Scenario {
  /// The header of a layout recorded outside a file (LayoutSimUIKit's simulator plays the app's
  /// own code): a name, where it was written, and the run's device and settings; no views,
  /// constraints, events or expectations. Reports print it as they print a file's.
  public init(
    recordingNamed name: String?, file: String, device: String, orientation: Orientation? = nil,
    locale: String? = nil, contentSize: ContentSizeCategory? = nil
  ) {
    let here = SourceLocation(file: file, line: 1, column: 1)
    let root = ScenarioView(kind: .view, id: Located("view", at: here), location: here)
    self.init(
      file: file, name: name.map { Located($0, at: here) }, device: .catalog(Located(device, at: here)),
      orientation: orientation.map { Located($0, at: here) }, locale: locale.map { Located($0, at: here) },
      contentSize: contentSize.map { Located($0, at: here) }, strings: [],
      controller: Controller(
        location: here, name: nil, embed: [], view: root, constraints: [], traits: [], keyboard: nil),
      events: [], expectations: [], matrix: nil)
  }
}
