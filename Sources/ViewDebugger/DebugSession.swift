import AutoLayout
import Foundation
import Report
import ScenarioFormat
import Simulation

/// The file being debugged and what the page shows of it. Each question the page asks first
/// looks whether the file's bytes changed (read whole: a scenario is small, and neither a
/// modification time's granularity nor an editor's save by rename can hide a change); a change
/// plays it again and bumps ``version``, which the page polls for. Only the latest playback is
/// kept, so a long session holds one scenario's worth of memory however often the file changes.
actor DebugSession {
  let path: String
  private(set) var version = 0
  private var contents: Data?
  private var playback: ScenarioPlayback?
  private var errors: String?
  private var page = ""
  /// The environment the current playback is in; asking for another one plays the file again
  /// (only the latest is kept).
  private var environment = PageEnvironment()

  init(path: String) {
    self.path = path
  }

  /// Plays the file again if it changed since the last look, or in another environment.
  func refresh(_ wanted: PageEnvironment) {
    let data = FileManager.default.contents(atPath: path)
    if data == contents, wanted == environment, version > 0 { return }
    if data != contents || version == 0 { version += 1 }
    contents = data
    environment = wanted
    do {
      let loaded = try ScenarioPlayback.load(path, in: environment)
      playback = loaded
      errors = nil
      page = loaded.page(version: version, environment: environment)
    } catch {
      playback = nil
      errors = error.description
      page = ErrorPage.render(path: path, errors: error.description, version: version)
    }
  }

  /// The page for the current version.
  func currentPage(_ environment: PageEnvironment = PageEnvironment()) -> String {
    refresh(environment)
    return page
  }

  /// `{"version": 3, "error": null}`: what the page polls.
  func stateJSON(_ environment: PageEnvironment = PageEnvironment()) -> String {
    refresh(environment)
    return JSON.object([("version", .number(Double(version))), ("error", errors.map { .string($0) } ?? .null)])
      .text(indent: 0)
  }

  /// The inspector's answer about view `id` at `step` (1-based), as JSON; nil when there is no
  /// such step or view.
  func viewJSON(step: Int, id: String, _ environment: PageEnvironment = PageEnvironment()) -> String? {
    refresh(environment)
    guard let playback, playback.snapshots.indices.contains(step - 1) else { return nil }
    return ViewInspection(simulation: playback.snapshots[step - 1], step: step, id: id)?.json()
  }
}
