import AutoLayout
import Foundation
import ScenarioFormat

/// The environment the page plays the scenario in, as its address's query asks
/// (`?device=ipad-pro-11&orientation=landscapeLeft&locale=ar&contentSize=accessibilityLarge&ios=15`,
/// `&legibilityWeight=bold` for Bold Text):
/// each key left out keeps the scenario's own value. The page's pickers set it, so the matrix
/// (or any other device or setting) is one choice away, live.
struct PageEnvironment: Hashable, Sendable {
  var device: String?
  var orientation: Orientation?
  var locale: String?
  var contentSize: ContentSizeCategory?
  var legibilityWeight: LegibilityWeight?
  var ios: IOSVersion?

  /// What the query asks, or the sentence saying which value is not known.
  static func parse(_ query: (String) -> String?) -> Result<PageEnvironment, Failure> {
    var environment = PageEnvironment()
    if let device = query("device"), !device.isEmpty {
      guard DeviceCatalog.device(named: device) != nil else {
        let hint = DeviceCatalog.suggestion(for: device).map { " (did you mean '\($0)'?)" } ?? ""
        return .failure(Failure(description: "unknown device '\(device)'\(hint)"))
      }
      environment.device = device
    }
    if let text = query("orientation"), !text.isEmpty {
      guard let orientation = Orientation(rawValue: text) else {
        return .failure(Failure(description: "unknown orientation '\(text)'"))
      }
      environment.orientation = orientation
    }
    if let locale = query("locale"), !locale.isEmpty { environment.locale = locale }
    if let text = query("contentSize"), !text.isEmpty {
      guard let size = ContentSizeCategory(rawValue: text) else {
        return .failure(Failure(description: "unknown content size '\(text)'"))
      }
      environment.contentSize = size
    }
    if let text = query("legibilityWeight"), !text.isEmpty {
      guard let weight = LegibilityWeight(rawValue: text) else {
        return .failure(Failure(description: "unknown legibility weight '\(text)'"))
      }
      environment.legibilityWeight = weight
    }
    if let text = query("ios"), !text.isEmpty {
      guard let ios = IOSVersion(rawValue: text) else { return .failure(Failure(description: "unknown iOS version '\(text)'")) }
      environment.ios = ios
    }
    return .success(environment)
  }

  struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    var description: String
  }

  /// The scenario with this environment in place of its own (the matrix dropped: one run).
  func applied(to scenario: Scenario) -> Scenario {
    var scenario = scenario
    let at = scenario.controller.location
    if let device { scenario.device = .catalog(Located(device, at: at)) }
    if let orientation { scenario.orientation = Located(orientation, at: at) }
    if let locale { scenario.locale = Located(locale, at: at) }
    if let contentSize { scenario.contentSize = Located(contentSize, at: at) }
    if let legibilityWeight { scenario.legibilityWeight = Located(legibilityWeight, at: at) }
    if let ios { scenario.ios = Located(ios, at: at) }
    scenario.matrix = nil
    return scenario
  }
}
