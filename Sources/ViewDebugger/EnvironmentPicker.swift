import AutoLayout
import Report
import ScenarioFormat
import Simulation

/// The page's pickers for the environment (``PageEnvironment``): device, orientation, locale,
/// content size, Bold Text and iOS version, each starting at what the page shows. The scenario's `matrix:`
/// values come first in each list; changing one reloads the page with the query set, keeping
/// the step and the selected view.
enum EnvironmentPicker {
  static func html(for simulation: Simulation, chosen: PageEnvironment) -> String {
    let scenario = simulation.scenario
    let matrix = scenario.matrix
    let device = chosen.device ?? simulation.engine.window.device.id
    var devices: [String] = []
    for d in matrix?.devices ?? [] { if case .catalog(let id) = d { devices.append(id.value) } }
    devices += DeviceCatalog.all.map(\.id)
    let orientation = (chosen.orientation ?? scenario.orientation?.value ?? .portrait).rawValue
    let locale = chosen.locale ?? scenario.locale?.value ?? "en"
    var locales = (matrix?.locales ?? []).map(\.value) + scenario.strings.map(\.locale.value)
    locales += ["en", "de", "fr", "ja", "ar", "he", "en-XA", "ar-XB"]
    let size = (chosen.contentSize ?? scenario.contentSize?.value ?? .default).rawValue
    let weight = (chosen.legibilityWeight ?? scenario.legibilityWeight?.value ?? .regular).rawValue
    let ios = chosen.ios?.rawValue ?? scenario.ios?.value.rawValue ?? ""
    var out = "<form class=\"environment\" id=\"environment\">"
    out += select("device", "Device", chosen: device, options: devices)
    out += select("orientation", "Orientation", chosen: orientation, options: Orientation.allCases.map(\.rawValue))
    out += select("locale", "Locale", chosen: locale, options: locales)
    out += select("contentSize", "Content size", chosen: size, options: ContentSizeCategory.allCases.map(\.rawValue))
    out += select(
      "legibilityWeight", "Bold Text", chosen: weight, options: LegibilityWeight.allCases.map(\.rawValue))
    out += select("ios", "iOS", chosen: ios, options: [""] + IOSVersion.allCases.map(\.rawValue))
    return out + "</form>"
  }

  /// A labelled `<select>`; repeated options once, in first-seen order.
  static func select(_ name: String, _ label: String, chosen: String, options: [String]) -> String {
    var seen: Set<String> = []
    let unique = ([chosen] + options).filter { seen.insert($0).inserted }.sorted { a, b in
      // The chosen value keeps its place among the others: sort by first appearance in `options`.
      (options.firstIndex(of: a) ?? -1) < (options.firstIndex(of: b) ?? -1)
    }
    var out = "<label>\(label) <select name=\"\(name)\">"
    for option in unique {
      let text = option.isEmpty ? "as the file says" : option
      out += "<option value=\"\(XMLText.escape(option))\"\(option == chosen ? " selected" : "")>\(XMLText.escape(text))</option>"
    }
    return out + "</select></label>"
  }
}
