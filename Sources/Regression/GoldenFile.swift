import AutoLayout
import Simulation

/// The frames a run recorded, as the text a golden file holds (Scenarios/README.md, "Golden
/// files"): a header, then per step one `step` line and one line per view.
///
///     # layoutsim golden frames
///     # format: 1
///     # scenario: Rotate a banner (rotate.yaml)
///     # run: iphone-15-pro portrait en large
///     # per view, indented by depth: ID x y width height  window x y width height  [hidden]
///
///     step 1: load
///       view 0 0 393 852  window 0 0 393 852
///         banner 0 59 393 100  window 0 59 393 100
///
/// Numbers are written with `Simulation.format` (at most three decimals), so two runs compare
/// equal exactly when their text does.
public struct GoldenFile: Hashable, Sendable {
  /// The version of the format this file is written in; ``current`` is the only one read.
  public static let currentFormat = 1

  /// Header lines after `format`, in order: `# scenario: …`, `# run: …`.
  public var header: [HeaderField]
  public var steps: [Step]

  /// `# KEY: VALUE`.
  public struct HeaderField: Hashable, Sendable {
    public var key: String
    public var value: String

    public init(_ key: String, _ value: String) {
      self.key = key
      self.value = value
    }

    public var line: String { "# \(key): \(GoldenText.escaped(value))" }
  }

  /// One step: its `step` line and its views.
  public struct Step: Hashable, Sendable {
    public var index: Int
    public var label: String?
    public var event: String
    public var views: [ViewLine]

    public init(index: Int, label: String?, event: String, views: [ViewLine]) {
      self.index = index
      self.label = label
      self.event = event
      self.views = views
    }

    /// `step 2 [landscape]: rotate: landscapeLeft`
    public var line: String {
      "step \(index)" + (label.map { " [\(GoldenText.label($0))]" } ?? "") + ": "
        + GoldenText.escaped(event)
    }
  }

  /// One view after a step: its frame in the superview and in the window, rounded as written.
  public struct ViewLine: Hashable, Sendable {
    public var id: String
    public var depth: Int
    /// `[x, y, width, height]`.
    public var frame: [Double]
    public var window: [Double]
    public var isHidden: Bool

    public init(id: String, depth: Int, frame: [Double], window: [Double], isHidden: Bool) {
      self.id = id
      self.depth = depth
      self.frame = frame
      self.window = window
      self.isHidden = isHidden
    }

    /// `banner 0 59 393 100  window 0 59 393 100`, without the indentation.
    public var text: String {
      GoldenText.token(id) + " " + frame.map(Simulation.format).joined(separator: " ") + "  window "
        + window.map(Simulation.format).joined(separator: " ") + (isHidden ? "  hidden" : "")
    }

    /// The line as written in the file: indented two spaces per level below the steps.
    public var line: String { String(repeating: "  ", count: depth + 1) + text }
  }

  public init(header: [HeaderField], steps: [Step]) {
    self.header = header
    self.steps = steps
  }

  /// The golden file of a run that played `steps`.
  ///
  /// - Parameters:
  ///   - title: the scenario's title (`name:`, else its file name).
  ///   - file: the scenario's file name.
  public init(title: String, file: String, variant: RunVariant, steps: [StepRecord]) {
    let scenario = title == file ? file : "\(title) (\(file))"
    self.init(
      header: [HeaderField("scenario", scenario), HeaderField("run", variant.description)],
      steps: steps.map { step in
        Step(
          index: step.index, label: step.label, event: step.event,
          views: step.frames.map { view in
            ViewLine(
              id: view.id, depth: view.depth, frame: Self.rounded(view.frame), window: Self.rounded(view.window),
              isHidden: view.isHidden)
          })
      })
  }

  /// The numbers as the file writes them, read back: what a parsed file holds.
  static func rounded(_ rect: Rect) -> [Double] {
    [rect.minX, rect.minY, rect.width, rect.height].map { Double(Simulation.format($0)) ?? $0 }
  }

  static let title = "# layoutsim golden frames"
  static let legend = "# per view, indented by depth: ID x y width height  window x y width height  [hidden]"

  /// The file's text, ending in a newline.
  public func render() -> String {
    var lines = [Self.title, "# format: \(Self.currentFormat)"]
    lines += header.map(\.line)
    lines.append(Self.legend)
    for step in steps {
      lines.append("")
      lines.append(step.line)
      for view in step.views { lines.append(view.line) }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
