import AutoLayout
import InterfaceBuilderDocument

/// A child controller's window is its container view as the engine lays out the parent scene,
/// not as Xcode saved it: UIKit sizes a child's view to the container it is added to, so the
/// importer plays the parent scene and takes the container's solved size. The child's root then
/// counts in `import --check`, as any other view the engine laid out.
extension StoryboardImporter {
  /// Replaces every embedded scene's saved container size with the solved one. A parent that is
  /// itself embedded is sized first; a parent that cannot be played (or a container it does not
  /// hold) leaves the saved size, still marked copied.
  static func sizeEmbeddedScenes(
    _ scenarios: inout [ImportedScenario], in document: StoryboardDocument
  ) {
    var resolved: Set<Int> = []
    for index in scenarios.indices {
      resolve(index, &scenarios, in: document, resolved: &resolved, depth: 0)
    }
  }

  /// The container view `scenario`'s controller is embedded in, when it is.
  static func container(of scenario: ImportedScenario, in document: StoryboardDocument)
    -> StoryboardDocument.View?
  {
    guard
      let controller = document.viewControllers.first(where: {
        $0.rootView?.id == scenario.root.interfaceBuilderID
      })
    else { return nil }
    return document.allViews.first { view in
      view.segues.contains { $0.kind == "embed" && $0.destination == controller.id }
    }
  }

  static func resolve(
    _ index: Int, _ scenarios: inout [ImportedScenario], in document: StoryboardDocument,
    resolved: inout Set<Int>, depth: Int
  ) {
    guard !resolved.contains(index), depth < scenarios.count,
      let container = container(of: scenarios[index], in: document)
    else { return }
    resolved.insert(index)
    guard
      let parent = scenarios.firstIndex(where: { candidate in
        candidate.root.allViews.contains { $0.interfaceBuilderID == container.id }
      }), parent != index
    else { return }
    resolve(parent, &scenarios, in: document, resolved: &resolved, depth: depth + 1)
    guard let size = solvedSize(of: container.id, in: scenarios[parent]) else { return }
    var child = scenarios[index]
    let saved = child.device.size
    child.device.size = [size.width, size.height]
    child.device.explanation = child.device.explanation.replacingOccurrences(
      of:
        "a window its saved size, \(saved.map { $0.map(ScenarioWriter.number).joined(separator: "×") } ?? "")",
      with:
        "a window its size as the parent scene lays it out, \(ScenarioWriter.number(size.width))×\(ScenarioWriter.number(size.height))"
    )
    for r in child.expectedFrames.indices
    where child.expectedFrames[r].interfaceBuilderID == child.root.interfaceBuilderID {
      child.expectedFrames[r].copied = nil
    }
    scenarios[index] = child
  }

  /// The size the engine gives the view imported from `interfaceBuilderID` when `scenario` loads.
  static func solvedSize(of interfaceBuilderID: String, in scenario: ImportedScenario) -> Size? {
    guard
      let id = scenario.root.allViews.first(where: { $0.interfaceBuilderID == interfaceBuilderID })?
        .id,
      var simulation = try? scenario.simulation()
    else { return nil }
    simulation.run()
    guard let frame = simulation.steps.first?.frame(of: id)?.frame,
      frame.width > 0, frame.height > 0
    else { return nil }
    return Size(width: frame.width, height: frame.height)
  }
}
