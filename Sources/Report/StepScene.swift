import Simulation

/// What a step's drawing shows besides what its ``StepRecord`` holds: the views' texts, read from
/// the simulation as it is right after that step (or after the last, for a page that keeps no
/// snapshots).
public struct StepScene: Hashable, Sendable {
  public var texts: [String: ViewText]

  public init(_ simulation: Simulation) {
    texts = ViewText.texts(in: simulation.engine)
  }
}
