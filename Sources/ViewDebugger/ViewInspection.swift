import AutoLayout
import Report
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
    let constraints = simulation.constraintInspections(of: id).map { c -> JSON in
      .object([
        ("text", .string((c.name.map { "\($0): " } ?? "") + c.expression)),
        ("state", .string(c.state.rawValue)),
        ("location", .string(c.location.description)),
        ("others", .array(c.views.filter { $0 != id }.map(JSON.string))),
      ])
    }
    members.append(("constraints", .array(constraints)))
    members.append(("intrinsic", intrinsic().map(JSON.string) ?? .null))
    let chains: [(String, LayoutAttribute)] = [("x", .left), ("y", .top), ("width", .width), ("height", .height)]
    members.append(
      (
        "why",
        .array(
          chains.map { name, attribute in
            .object([
              ("attribute", .string(name)),
              ("lines", .array(simulation.why(id, attribute).map(JSON.string))),
            ])
          })
      ))
    let issues = step.issues.filter { $0.view == id }.map { JSON.string("\($0.kind.rawValue): \($0.message)") }
    members.append(("issues", .array(issues)))
    return JSON.object(members).text(indent: 0)
  }

  /// `intrinsic content size 120×20.333; hugging 251/251; compression resistance 750/750`.
  func intrinsic() -> String? {
    guard let viewID = simulation.engine.viewID(named: id) else { return nil }
    let size = simulation.engine.effectiveIntrinsicSize(of: viewID)
    var text = "hugging \(view.contentHugging.horizontal)/\(view.contentHugging.vertical); "
    text += "compression resistance \(view.compressionResistance.horizontal)/\(view.compressionResistance.vertical)"
    guard size.width != nil || size.height != nil else { return "no intrinsic content size; " + text }
    let w = size.width.map(Simulation.format) ?? "none"
    let h = size.height.map(Simulation.format) ?? "none"
    return "intrinsic content size \(w)×\(h); " + text
  }
}
