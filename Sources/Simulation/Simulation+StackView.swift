import AutoLayout
import ScenarioFormat

// Stack views: the file's `stack` settings become a ``StackViewConfiguration`` and the engine
// generates UIKit's `UISV-*` constraints; `set`, trait variations, `add` and `remove` change the
// arrangement and the engine regenerates them.
extension Simulation {
  /// A stack's settings as the file writes them (ids, not engine views), and its arranged views.
  struct StackState {
    var axis: LayoutAttribute.Axis = .horizontal
    var alignment: StackViewConfiguration.Alignment = .fill
    var distribution: StackViewConfiguration.Distribution = .fill
    var spacing: ScenarioView.Spacing = .points(0)
    var customSpacing: [(id: String, spacing: Double)] = []
    var layoutMarginsRelative = false
    var baselineRelative = false
    var arranged: [String] = []

    init(_ declared: ScenarioView) {
      if let v = declared.axis?.value { axis = v }
      if let v = declared.alignment?.value { alignment = v }
      if let v = declared.distribution?.value { distribution = v }
      if let v = declared.spacing?.value { spacing = v }
      customSpacing = declared.customSpacing.map { ($0.id.value, $0.spacing.value) }
      if let v = declared.layoutMarginsRelative?.value { layoutMarginsRelative = v }
      if let v = declared.baselineRelative?.value { baselineRelative = v }
      arranged = declared.arranged.map { item in
        switch item {
        case .view(let view): view.id.value
        case .reference(let id): id.value
        }
      }
    }
  }

  /// The engine's configuration for a stack's state.
  func configuration(_ state: StackState) -> StackViewConfiguration {
    var configuration = StackViewConfiguration()
    configuration.axis = state.axis
    configuration.alignment = state.alignment
    configuration.distribution = state.distribution
    switch state.spacing {
    case .points(let n): configuration.spacing = n
    case .system: configuration.usesSystemSpacing = true
    }
    for (id, spacing) in state.customSpacing {
      if let view = table.viewID(id) { configuration.customSpacing[view] = spacing }
    }
    configuration.isLayoutMarginsRelativeArrangement = state.layoutMarginsRelative
    configuration.isBaselineRelativeArrangement = state.baselineRelative
    return configuration
  }

  /// Gives the engine the stack's current arrangement: the views of its list that are in the tree.
  mutating func arrange(_ name: String) -> String? {
    guard let state = table.rows[name]?.stack, let id = table.viewInTree(name) else { return nil }
    let arranged = state.arranged.compactMap { table.viewInTree($0) }
    do {
      try engine.setArrangement(configuration(state), arrangedSubviews: arranged, of: id)
      return nil
    } catch {
      return "stack '\(name)': \(error.description)"
    }
  }

  /// Every view a stack arranges but the file declares elsewhere: UIKit's `addArrangedSubview`
  /// moves such a view into the stack, so the tree is built with it there.
  static func arrangedReferences(in root: ScenarioView) -> [(view: String, stack: String)] {
    var result: [(view: String, stack: String)] = []
    root.forEachView { view in
      guard view.kind == .stack else { return }
      for item in view.arranged {
        if case .reference(let id) = item { result.append((id.value, view.id.value)) }
      }
    }
    return result
  }
}
