import AutoLayout
import ScenarioFormat

/// One cell of a scenario's `matrix:`: the device, orientation, locale and Dynamic Type size a
/// run plays the scenario under.
///
///     RunVariant(device: "iphone-15-pro", orientation: .portrait, locale: "en", contentSize: .large)
///       .fileName  // "iphone-15-pro.portrait.en.large.txt"
public struct RunVariant: Hashable, Sendable, CustomStringConvertible {
  /// The device: a catalog device's id (whatever alias the scenario wrote), or a custom device's `name`
  /// (else `BASE-custom`, else `custom`), reduced to `[A-Za-z0-9_-]` and made unique within the
  /// scenario (`custom-2`).
  public var device: String
  public var orientation: Orientation
  public var locale: String
  public var contentSize: ContentSizeCategory

  public init(device: String, orientation: Orientation, locale: String, contentSize: ContentSizeCategory) {
    self.device = device
    self.orientation = orientation
    self.locale = locale
    self.contentSize = contentSize
  }

  /// `iphone-15-pro portrait en large`
  public var description: String {
    "\(device) \(orientation.rawValue) \(locale) \(contentSize.rawValue)"
  }

  /// The golden file's name: the four parts joined by dots, each reduced to letters, digits, `-`
  /// and `_` so that it is a portable file name (`iphone-15-pro.portrait.en.large.txt`).
  public var fileName: String {
    [device, orientation.rawValue, locale, contentSize.rawValue].map(Self.slug).joined(separator: ".")
      + ".txt"
  }

  /// `text` with every character outside `[A-Za-z0-9_-]` replaced by `-`; never empty.
  static func slug(_ text: String) -> String {
    let kept = text.unicodeScalars.map { scalar -> Character in
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9", "-", "_": Character(scalar)
      default: "-"
      }
    }
    return kept.isEmpty ? "-" : String(kept)
  }
}

/// A scenario under one variant: the scenario with the variant's device, orientation, locale and
/// content size in place of its own.
public struct ScenarioRun: Hashable, Sendable {
  public var variant: RunVariant
  public var scenario: Scenario
  /// The golden file's name, unique within the scenario (``RunVariant/fileName``, with `-2`, `-3`
  /// … before `.txt` should two variants reduce to the same name).
  public var goldenName: String
}

extension Scenario {
  /// The runs of the scenario's `matrix:`: devices × orientations × locales × contentSizes,
  /// devices outermost, each list in the file's order. A list left out (or empty) means the
  /// scenario's own value; a scenario without a matrix is one run. Repeated cells run once.
  ///
  /// - Complexity: O(*d* × *o* × *l* × *c*), the matrix's size.
  public func runs() -> [ScenarioRun] {
    let devices = Self.deviceNames(matrix.map { $0.devices.isEmpty ? [device] : $0.devices } ?? [device])
    let orientations =
      matrix.flatMap { $0.orientations.isEmpty ? nil : $0.orientations }
      ?? [orientation ?? Located(.portrait, at: controller.location)]
    let locales =
      matrix.flatMap { $0.locales.isEmpty ? nil : $0.locales }
      ?? [locale ?? Located("en", at: controller.location)]
    let contentSizes =
      matrix.flatMap { $0.contentSizes.isEmpty ? nil : $0.contentSizes }
      ?? [contentSize ?? Located(.default, at: controller.location)]
    var runs: [ScenarioRun] = []
    var seen: Set<RunVariant> = []
    var names: Set<String> = []
    for (device, deviceName) in devices {
      for orientation in orientations {
        for locale in locales {
          for contentSize in contentSizes {
            let variant = RunVariant(
              device: deviceName, orientation: orientation.value, locale: locale.value,
              contentSize: contentSize.value)
            guard seen.insert(variant).inserted else { continue }
            var scenario = self
            scenario.device = device
            // Keep the scenario's own location when the value is its own, so messages point there.
            if self.orientation?.value != orientation.value { scenario.orientation = orientation }
            if self.locale?.value != locale.value { scenario.locale = locale }
            if self.contentSize?.value != contentSize.value { scenario.contentSize = contentSize }
            scenario.matrix = nil
            var name = variant.fileName
            var suffix = 2
            while !names.insert(name).inserted {
              name = String(variant.fileName.dropLast(4)) + "-\(suffix).txt"
              suffix += 1
            }
            runs.append(ScenarioRun(variant: variant, scenario: scenario, goldenName: name))
          }
        }
      }
    }
    return runs
  }

  /// Each distinct device with its name in run variants; two different devices never share a name.
  static func deviceNames(_ devices: [Device]) -> [(Device, String)] {
    var named: [(Device, String)] = []
    var taken: Set<String> = []
    for device in devices where !named.contains(where: { isSame($0.0, device) }) {
      let base = RunVariant.slug(baseName(of: device))
      var name = base
      var suffix = 2
      while !taken.insert(name).inserted {
        name = "\(base)-\(suffix)"
        suffix += 1
      }
      named.append((device, name))
    }
    return named
  }

  /// The same catalog device, wherever and however it is written (an alias is its device);
  /// custom devices are each their own.
  static func isSame(_ a: Device, _ b: Device) -> Bool {
    if case .catalog(let x) = a, case .catalog(let y) = b {
      return catalogID(x.value) == catalogID(y.value)
    }
    return a == b
  }

  /// The catalog's id for a device name or alias (`retina4_7` → `iphone-8`); the name itself
  /// when the catalog does not know it (the validator has refused such a scenario already).
  static func catalogID(_ name: String) -> String { DeviceCatalog.device(named: name)?.id ?? name }

  /// A catalog device by its catalog id, however the scenario spells it (`retina4_7` and
  /// `iphone-se-3rd` are both `iphone-8`), so that `run`, `test` and golden files name a device one
  /// way; a custom device by its name.
  static func baseName(of device: Device) -> String {
    switch device {
    case .catalog(let id): catalogID(id.value)
    case .custom(let custom):
      custom.name?.value ?? custom.base.map { "\($0.value)-custom" } ?? "custom"
    }
  }
}
