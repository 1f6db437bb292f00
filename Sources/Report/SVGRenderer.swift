import Foundation
import AutoLayout
import Simulation

/// Pictures of a played scenario: one SVG drawing of the screen per step.
///
/// Each drawing is in window coordinates, one unit a point: the screen, every view as a box in
/// its kind's colour (``ViewPalette``) labelled with its id, drawn parents first so nesting shows;
/// hidden views dashed and unfilled; the safe area outlined; the keyboard when it is on screen;
/// the views whose frame changed since the previous step outlined in orange; and, for each frame
/// expectation that failed at the step, the expected frame dashed over the actual one.
///
/// ```swift
/// var simulation = try Simulation(scenario)
/// simulation.run()
/// let renderer = SVGRenderer(simulation)
/// for file in renderer.files() { print(file.name) }  // step-01-load.svg, step-02-landscape.svg, …
/// ```
///
/// The output is deterministic: the same simulation gives the same bytes (no timestamps, numbers
/// through ``Simulation/format(_:)``, every text escaped).
public struct SVGRenderer {
  public var simulation: Simulation
  /// The failed frame expectations to draw; ``FrameMismatch/failures(in:)`` unless given.
  public var mismatches: [FrameMismatch]
  /// View id → kind, for the colours; the first view of a name wins.
  let kinds: [String: ViewKind]
  /// The texts (``StepScene``) as the simulation has them now (the last step played);
  /// ``render(_:standalone:scene:)`` takes another step's.
  public let scene: StepScene

  /// - Parameters:
  ///   - simulation: a played simulation (its ``Simulation/steps`` are drawn).
  ///   - mismatches: the failed frame pairs to draw over the views; nil computes them from the
  ///     scenario's expectations.
  public init(_ simulation: Simulation, mismatches: [FrameMismatch]? = nil) {
    self.simulation = simulation
    self.mismatches = mismatches ?? FrameMismatch.failures(in: simulation)
    var kinds: [String: ViewKind] = [:]
    let engine = simulation.engine
    for id in engine.viewIDs {
      let view = engine.view(id)
      if kinds[view.name] == nil { kinds[view.name] = view.kind }
    }
    self.kinds = kinds
    scene = StepScene(simulation)
  }

  /// A view's kind, if the engine knows its id.
  public func kind(of id: String) -> ViewKind? { kinds[id] }

  /// Space around the screen, for the outlines and labels at its edges.
  static let margin = 8.0
  /// Boxes narrower or lower than this many points get no label (it would cover its neighbours).
  static let smallestLabelled = 6.0

  /// The drawing of one step.
  /// - Parameters:
  ///   - step: a step of ``simulation``.
  ///   - standalone: true for an SVG file (with the XML declaration and namespace); false for an
  ///     `<svg>` element to put inside HTML.
  ///   - scene: the views' texts at this step; nil for ``scene`` (the last step's).
  public func render(_ step: StepRecord, standalone: Bool = true, scene: StepScene? = nil) -> String {
    let scene = scene ?? self.scene
    let texts = scene.texts
    let screen = step.frames.first { $0.depth == 0 }?.window ?? simulation.engine.window.bounds
    let m = Self.margin
    let area = drawingArea(step, screen: screen)
    let width = Markup.number(area.width + 2 * m)
    let height = Markup.number(area.height + 2 * m)
    var out: [String] = []
    if standalone { out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>") }
    let origin = "\(Markup.number(area.minX - m)) \(Markup.number(area.minY - m))"
    var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"screen\""
    svg += " width=\"\(width)\" height=\"\(height)\" viewBox=\"\(origin) \(width) \(height)\""
    svg += " font-family=\"Helvetica, Arial, sans-serif\">"
    out.append(svg)
    out.append("<title>\(Markup.escape(Self.title(of: step)))</title>")
    out.append(
      "<rect class=\"window\" \(Markup.box(screen)) rx=\"6\" fill=\"#ffffff\" stroke=\"#1c1c1e\" stroke-width=\"2\"/>"
    )
    var labels = LabelPlacer()
    let isFirst = step.index == 1
    var findings: [String: [LayoutIssue]] = [:]
    for issue in step.issues { if let view = issue.view { findings[view, default: []].append(issue) } }
    for frame in step.frames {
      let fontSize = frame.depth == 0 ? 12.0 : 11.0
      let r = frame.window.normalized
      // A view showing text is known by it (its id is in the tooltip and the frames table).
      let text = texts[frame.id]
      let labelled = r.width >= Self.smallestLabelled && r.height >= Self.smallestLabelled && text == nil
      let baseline = labelled ? labels.place(frame.id, in: r, fontSize: fontSize) : 0
      out.append(
        view(
          frame, changed: frame.changed && !isFirst, fontSize: fontSize, baseline: baseline, text: text,
          findings: findings[frame.id] ?? []))
    }
    for bar in step.bars { out.append(self.bar(bar)) }
    if let safeArea = step.safeArea { out.append(self.safeArea(safeArea)) }
    if let keyboard = step.keyboardFrame { out.append(self.keyboard(keyboard)) }
    for mismatch in mismatches where mismatch.step == step.index { out.append(self.mismatch(mismatch)) }
    out.append("</svg>")
    return out.joined(separator: "\n") + (standalone ? "\n" : "")
  }

  /// The screen, grown to take in what lies outside it (views out of bounds, an expected frame
  /// off screen) up to one screen's size on each side, so such a view is seen, not cut off.
  func drawingArea(_ step: StepRecord, screen: Rect) -> Rect {
    var rects = step.frames.filter { !$0.isHidden }.map(\.window.normalized)
    rects += mismatches.filter { $0.step == step.index }.map(\.expected.normalized)
    var minX = screen.minX
    var minY = screen.minY
    var maxX = screen.maxX
    var maxY = screen.maxY
    for r in rects where r.width.isFinite && r.height.isFinite {
      minX = min(minX, r.minX)
      minY = min(minY, r.minY)
      maxX = max(maxX, r.maxX)
      maxY = max(maxY, r.maxY)
    }
    minX = max(minX, screen.minX - screen.width)
    minY = max(minY, screen.minY - screen.height)
    maxX = min(maxX, screen.maxX + screen.width)
    maxY = min(maxY, screen.maxY + screen.height)
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The step as a heading: `Step 2 [landscape]: rotate: landscapeLeft`.
  static func title(of step: StepRecord) -> String {
    "Step \(step.index)" + (step.label.map { " [\($0)]" } ?? "") + ": \(step.event)"
  }

  /// One view: a box in its kind's colour with its id in the top-left corner, and a tooltip.
  /// `changed` is false on the first step, where every view is new and nothing came before.
  func view(
    _ frame: ViewFrame, changed: Bool, fontSize: Double, baseline: Double, text: ViewText? = nil,
    findings: [LayoutIssue] = []
  ) -> String {
    let kind = kinds[frame.id]
    let color = ViewPalette.color(of: kind)
    let r = frame.window.normalized
    var classes = ["view", "kind-\(kind?.rawValue ?? "view")"]
    if changed { classes.append("changed") }
    if frame.isHidden { classes.append("hidden") }
    let stroke = changed ? ViewPalette.changed : color
    let strokeWidth = changed ? "2.5" : "1"
    let fill = frame.isHidden ? "none" : color
    let opacity = frame.depth == 0 ? "0.06" : "0.16"
    var style = "fill=\"\(fill)\" fill-opacity=\"\(opacity)\" stroke=\"\(stroke)\""
    style += " stroke-width=\"\(strokeWidth)\""
    if frame.isHidden { style += " stroke-dasharray=\"4 3\"" }
    // A view the automatic checks flag (ambiguous, out of bounds, truncated, overlapping, …):
    // outlined in the findings' colour, the kinds in its tooltip.
    if !findings.isEmpty, !changed {
      style = style.replacingOccurrences(of: "stroke=\"\(color)\"", with: "stroke=\"\(ViewPalette.finding)\"")
      style = style.replacingOccurrences(of: "stroke-width=\"1\"", with: "stroke-width=\"2\"")
    }
    var tooltip = "\(frame.id) (\(kind?.className ?? "UIView")): frame \(Markup.rect(frame.frame))"
    tooltip += ", window \(Markup.rect(frame.window))"
    if changed { tooltip += ", changed" }
    if frame.isHidden { tooltip += ", hidden" }
    if !findings.isEmpty {
      classes.append("finding")
      var seen: Set<LayoutIssue.Kind> = []
      let names = findings.map(\.kind).filter { seen.insert($0).inserted }.map(\.rawValue)
      classes += names.map { "finding-\($0)" }
      tooltip += "; " + names.joined(separator: ", ")
    }
    let id = Markup.escape(frame.id)
    let drawn = text.map { ($0, $0.layout(width: r.width, height: r.height)) }
    if drawn?.1.truncated == true {
      classes.append("truncated")
      tooltip += ", text truncated"
    }
    // The frame and depth for the page's script (the exploded view, the inspector).
    var out = "<g class=\"\(classes.joined(separator: " "))\" data-id=\"\(id)\""
    out += " data-kind=\"\(kind?.rawValue ?? "view")\" data-depth=\"\(frame.depth)\""
    out += " data-frame=\"\(Markup.rect(frame.frame))\" data-window=\"\(Markup.rect(frame.window))\">"
    out += "<title>\(Markup.escape(tooltip))</title>"
    out += "<rect \(Markup.box(r)) \(style)/>"
    if let (text, layout) = drawn { out += self.text(text, layout: layout, in: r, hidden: frame.isHidden) }
    guard r.width >= Self.smallestLabelled, r.height >= Self.smallestLabelled, text == nil else {
      return out + "</g>"  // too small to label; the tooltip and the frames table name it
    }
    out += "<text x=\"\(Markup.number(r.minX + 3))\" y=\"\(Markup.number(baseline))\""
    out += " font-size=\"\(Markup.number(fontSize))\" fill=\"\(color)\""
    if frame.isHidden { out += " fill-opacity=\"0.6\"" }
    out += ">\(id)</text></g>"
    return out
  }

  /// A view's text in its font size: lines centred vertically in the frame, from the leading
  /// edge (a button's title centred); truncated text ends in "…" and is marked by a red corner.
  func text(_ text: ViewText, layout: (lines: [String], truncated: Bool), in r: Rect, hidden: Bool) -> String {
    let size = text.font.pointSize
    let lineHeight = size * 1.2
    let top = r.minY + (r.height - lineHeight * Double(layout.lines.count)) / 2
    let centred = text.alignment == .center
    let x = centred ? r.minX + r.width / 2 : r.minX
    var out = "<text class=\"content\" x=\"\(Markup.number(x))\" font-size=\"\(Markup.number(size))\""
    if text.font.weight >= .semibold { out += " font-weight=\"600\"" }
    if centred { out += " text-anchor=\"middle\"" }
    out += " fill=\"#1c1c1e\"\(hidden ? " fill-opacity=\"0.4\"" : "")>"
    for (index, line) in layout.lines.enumerated() {
      // The baseline sits at the ascender below the line's top (SystemFont.ascenderEm).
      let baseline = top + Double(index) * lineHeight + (lineHeight - size) / 2 + size * SystemFont.ascenderEm
      out += "<tspan x=\"\(Markup.number(x))\" y=\"\(Markup.number(baseline))\">\(Markup.escape(line))</tspan>"
    }
    out += "</text>"
    if layout.truncated {
      let corner = "\(Markup.number(r.maxX - 7)),\(Markup.number(r.minY)) \(Markup.number(r.maxX)),\(Markup.number(r.minY))"
        + " \(Markup.number(r.maxX)),\(Markup.number(r.minY + 7))"
      out += "<polygon class=\"truncation\" points=\"\(corner)\" fill=\"\(ViewPalette.truncated)\"/>"
    }
    return out
  }

  /// A status, navigation or tab bar: a translucent band over the views, as UIKit's bars are,
  /// named in its middle.
  func bar(_ bar: ScreenBar) -> String {
    let r = bar.frame
    let kind = bar.kind.rawValue
    var out = "<g class=\"bar \(kind.replacingOccurrences(of: " ", with: "-"))\"><rect \(Markup.box(r))"
    out += " fill=\"\(ViewPalette.bar)\" fill-opacity=\"0.35\" stroke=\"\(ViewPalette.bar)\" stroke-width=\"0.5\"/>"
    out += "<text x=\"\(Markup.number(r.minX + r.width / 2))\" y=\"\(Markup.number(r.maxY - max(3, (r.height - 10) / 2)))\""
    out += " font-size=\"10\" text-anchor=\"middle\" fill=\"#3a3a3c\">\(kind)</text></g>"
    return out
  }

  /// The root view's safe area: a dashed outline, labelled in its bottom-right corner.
  func safeArea(_ r: Rect) -> String {
    var out = "<g class=\"safe-area\"><rect \(Markup.box(r)) fill=\"none\""
    out += " stroke=\"\(ViewPalette.safeArea)\" stroke-width=\"1.5\" stroke-dasharray=\"6 4\"/>"
    out += "<text x=\"\(Markup.number(r.maxX - 3))\" y=\"\(Markup.number(r.maxY - 4))\""
    out += " font-size=\"11\" text-anchor=\"end\" fill=\"\(ViewPalette.safeArea)\">safe area</text></g>"
    return out
  }

  /// The software keyboard, half transparent over the views it covers.
  func keyboard(_ r: Rect) -> String {
    var out = "<g class=\"keyboard\"><rect \(Markup.box(r)) rx=\"4\""
    out += " fill=\"\(ViewPalette.keyboard)\" fill-opacity=\"0.55\" stroke=\"\(ViewPalette.keyboard)\"/>"
    out +=
      "<text x=\"\(Markup.number(r.minX + r.width / 2))\" y=\"\(Markup.number(r.minY + r.height / 2 + 5))\""
    out += " font-size=\"14\" text-anchor=\"middle\" fill=\"#ffffff\">keyboard</text></g>"
    return out
  }

  /// A failed frame expectation: the expected frame dashed, the actual frame solid, both red.
  func mismatch(_ mismatch: FrameMismatch) -> String {
    let e = mismatch.expected
    let a = mismatch.actual
    let id = Markup.escape(mismatch.id)
    let red = ViewPalette.failure
    var out = "<g class=\"mismatch\" data-id=\"\(id)\">"
    out += "<title>\(id): expected \(Markup.rect(e)), actual \(Markup.rect(a)) (window)</title>"
    out += "<rect class=\"actual\" \(Markup.box(a)) fill=\"none\" stroke=\"\(red)\" stroke-width=\"2\"/>"
    out += "<rect class=\"expected\" \(Markup.box(e)) fill=\"\(red)\" fill-opacity=\"0.08\""
    out += " stroke=\"\(red)\" stroke-width=\"2\" stroke-dasharray=\"5 3\"/>"
    // Top right, where the view's own label (top left) is not.
    out += "<text x=\"\(Markup.number(e.maxX - 3))\" y=\"\(Markup.number(e.minY + 12))\" font-size=\"11\""
    out += " text-anchor=\"end\" fill=\"\(red)\">expected \(id)</text></g>"
    return out
  }

  /// Where the views' ids go: each in its box's top-left corner, moved down a line (up to three
  /// times, while it stays in the box) when a label placed before it is there already, as a
  /// child sharing its parent's corner would be.
  struct LabelPlacer {
    var placed: [Rect] = []

    /// The baseline for `text` in `box`, and the label recorded as placed.
    mutating func place(_ text: String, in box: Rect, fontSize: Double) -> Double {
      let width = Double(text.count) * fontSize * 0.6 + 2
      let line = fontSize + 2
      var chosen: Rect?
      for shift in 0..<4 {
        let candidate = Rect(
          x: box.minX + 3, y: box.minY + 1 + Double(shift) * line, width: width, height: fontSize)
        if shift > 0, candidate.maxY > box.maxY - 1 { break }
        if !placed.contains(where: { $0.intersects(candidate) }) {
          chosen = candidate
          break
        }
      }
      let label = chosen ?? Rect(x: box.minX + 3, y: box.minY + 1, width: width, height: fontSize)
      placed.append(label)
      return label.maxY
    }
  }

  // MARK: Files

  /// One SVG file per step, named ``fileName(for:)``, in step order.
  public func files() -> [(name: String, contents: String)] {
    simulation.steps.map { (fileName(for: $0), render($0)) }
  }

  /// `step-01-load.svg`: the index padded to the number of steps' digits (at least two), then
  /// the step's label, else its event, in lower case with every run of other characters than
  /// letters and digits as one `-` (at most 40 characters).
  public func fileName(for step: StepRecord) -> String {
    let digits = max(2, String(simulation.steps.count).count)
    let index = String(step.index)
    let padded = String(repeating: "0", count: max(0, digits - index.count)) + index
    let slug = Self.slug(step.label ?? step.event)
    return "step-\(padded)" + (slug.isEmpty ? "" : "-\(slug)") + ".svg"
  }

  static func slug(_ text: String) -> String {
    var out = ""
    var pendingDash = false
    for scalar in text.lowercased().unicodeScalars {
      if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        if pendingDash, !out.isEmpty { out += "-" }
        pendingDash = false
        out.unicodeScalars.append(scalar)
      } else {
        pendingDash = true
      }
      if out.count >= 40 { break }
    }
    return out
  }
}

extension Rect {
  /// Whether the two rectangles share some area (touching edges do not count).
  fileprivate func intersects(_ other: Rect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }
}
