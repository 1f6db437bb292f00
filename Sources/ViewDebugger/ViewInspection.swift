import AutoLayout
import Report
import ScenarioFormat
import Simulation

/// What the inspector shows of one view at one step: its kind and frames, every constraint of
/// the file that names it (state, place in the file, the other views it relates), its intrinsic
/// size with hugging and compression resistance, the why-chain of its x, y, width and height,
/// and the automatic checks' findings about it.
struct ViewInspection {
  var simulation: Simulation
  var step: StepRecord
  var id: String
  var view: View

  /// nil when the view is not in the tree at that step.
  init?(simulation: Simulation, step index: Int, id: String) {
    guard simulation.steps.indices.contains(index - 1), let viewID = simulation.engine.viewID(named: id),
      simulation.steps[index - 1].frame(of: id) != nil
    else { return nil }
    self.simulation = simulation
    step = simulation.steps[index - 1]
    self.id = id
    view = simulation.engine.view(viewID)
  }

  func json() -> String {
    var members: [(String, JSON)] = [("id", .string(id)), ("kind", .string(view.kind.rawValue))]
    let constraints = simulation.constraintStates(of: id).map { c -> JSON in
      .object([
        ("text", .string((c.name.map { "\($0): " } ?? "") + "\(c.expression)")),
        ("state", .string(c.stateWords)),
        ("location", .string(c.expression.location.description)),
        ("others", .array(otherViews(c.expression).map(JSON.string))),
      ])
    }
    members.append(("constraints", .array(constraints)))
    members.append(("intrinsic", .string(intrinsic())))
    let chains: [(String, LayoutAttribute)] = [("x", .left), ("y", .top), ("width", .width), ("height", .height)]
    var why: [JSON] = []
    for (name, attribute) in chains {
      guard let chain = simulation.why(id, attribute) else { continue }
      why.append(.object([("attribute", .string(name)), ("lines", .array(chain.lines.map(JSON.string)))]))
    }
    members.append(("why", .array(why)))
    let issues = step.issues.filter { $0.view == id }.map { JSON.string("\($0.kind.rawValue): \($0.message)") }
    members.append(("issues", .array(issues)))
    return JSON.object(members).text(indent: 0)
  }

  /// The views a constraint relates besides this one, to outline on the drawing: each item's
  /// first name when it is a view of the step; the root view's guides stand for the root view.
  func otherViews(_ expression: ConstraintExpression) -> [String] {
    let items = [expression.first] + (expression.second.map { [$0] } ?? [])
    var names: [String] = []
    for anchor in items {
      var name = anchor.item[0].text
      if ["safeArea", "margins", "readable", "keyboard"].contains(name) { name = "view" }
      guard name != id, step.frame(of: name) != nil, !names.contains(name) else { continue }
      names.append(name)
    }
    return names
  }

  /// `intrinsic content size 120×20.333 (hugging 251/251, compression resistance 750/750)`.
  func intrinsic() -> String {
    if let state = simulation.intrinsicSizeState(of: id) { return state.line }
    return "no intrinsic content size (hugging \(view.contentHugging.horizontal)/\(view.contentHugging.vertical),"
      + " compression resistance \(view.compressionResistance.horizontal)/\(view.compressionResistance.vertical))"
  }
}
