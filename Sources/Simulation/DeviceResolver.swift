import AutoLayout
import ScenarioFormat

/// Turns a scenario's `device:` into a ``Device``: a catalog device, or a custom one that starts
/// from a catalog device (`base`) or from nothing and overrides parts of it.
enum DeviceResolver {
  /// The device; the reader has already checked that catalog names exist.
  static func device(_ device: Scenario.Device) -> Device {
    switch device {
    case .catalog(let id):
      return DeviceCatalog.device(named: id.value) ?? fallback
    case .custom(let custom):
      return resolve(custom)
    }
  }

  static func resolve(_ custom: Scenario.CustomDevice) -> Device {
    var device = custom.base.flatMap { DeviceCatalog.device(named: $0.value) } ?? fallback
    let note = "custom: the scenario's device at \(custom.location)"
    if let name = custom.name?.value {
      device.id = name
      device.name = name
      device.aliases = []
    } else if custom.base != nil {
      device.id += " (custom)"
    }
    if let idiom = custom.idiom?.value { device.idiom = idiom }
    if let size = custom.size?.value, size.count == 2 {
      device.portraitSize = Sourced(Size(width: size[0], height: size[1]), note)
      if custom.base == nil {
        // Size classes follow the rule the catalog uses (modern-auto-layout.md §1.20).
        let pad = device.idiom == .pad
        let wide = size[0] >= 414
        device.portrait.horizontalSizeClass = pad ? .regular : .compact
        device.portrait.verticalSizeClass = .regular
        device.landscape.horizontalSizeClass = pad || wide ? .regular : .compact
        device.landscape.verticalSizeClass = pad ? .regular : .compact
        device.systemMinimumMargins = Sourced(pad || wide ? [20, 20] : [16, 20], note)
      }
    }
    if let scale = custom.scale?.value { device.scale = Sourced(scale, note) }
    if let insets = custom.safeArea?.portrait?.value, insets.count == 4 {
      device.portrait.safeArea = Sourced(edgeInsets(insets), note)
      device.portrait.statusBar = Sourced(insets[0], note)
    }
    if let insets = custom.safeArea?.landscape?.value, insets.count == 4 {
      // Insets are written in the device's upright coordinates: [top, left, bottom, right] as
      // seen with the device turned (UIKit reports them for the current orientation).
      device.landscape.safeArea = Sourced(edgeInsets(insets), note)
      device.landscape.statusBar = Sourced(insets[0], note)
    }
    if let height = custom.keyboard?.portrait?.value { device.portrait.keyboardHeight = Sourced(height, note) }
    if let height = custom.keyboard?.landscape?.value {
      device.landscape.keyboardHeight = Sourced(height, note)
    }
    if let margins = custom.rootMargins {
      // An orientation left out keeps the rules there.
      device.statedRootMargins = Sourced([margins.portrait?.value, margins.landscape?.value], note)
    }
    return device
  }

  private static func edgeInsets(_ v: [Double]) -> EdgeInsets {
    EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
  }

  /// A custom device without a base starts from a plain phone with no insets: every number the
  /// scenario leaves out is the most neutral one.
  static let fallback: Device = {
    let note = "custom: neutral default"
    func traits(_ w: SizeClass, _ h: SizeClass, keyboard: Double) -> OrientationTraits {
      OrientationTraits(
        safeArea: Sourced(.zero, note), statusBar: Sourced(0, note), horizontalSizeClass: w,
        verticalSizeClass: h, keyboardHeight: Sourced(keyboard, note))
    }
    return Device(
      id: "custom", name: "custom", portraitSize: Sourced(Size(width: 375, height: 667), note),
      scale: Sourced(2, note), idiom: .phone, portrait: traits(.compact, .regular, keyboard: 291),
      landscape: traits(.compact, .compact, keyboard: 209),
      systemMinimumMargins: Sourced([16, 20], note))
  }()
}
