import ArgumentParser
import AutoLayout
import Foundation

/// `layoutsim devices [NAME]`: the device catalog, for `device:` in scenarios.
struct DevicesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "devices",
    abstract: "List the catalog devices a scenario's `device:` can name, or show one in full.",
    discussion: """
      Without NAME: one line per device (id, aliases, size, scale, idiom, screen corner radius). \
      With NAME (an id or an alias, `iPhone 15 Pro` works too): the screen's corner radius and \
      home indicator, then per orientation the safe-area insets, status bar, size classes, docked \
      keyboard height with and without the QuickType bar and the root view's minimum margins, \
      each with its source.
      """)

  @Argument(help: "A device id or alias to show in full.")
  var name: String?

  func run() throws {
    guard let name else {
      FileHandle.standardOutput.write(Data(DeviceTable.list(DeviceCatalog.all).utf8))
      return
    }
    guard let device = DeviceCatalog.device(named: name) else {
      let hint = DeviceCatalog.suggestion(for: name).map { "; did you mean '\($0)'?" } ?? ""
      FileHandle.standardError.write(
        Data("layoutsim: error: unknown device '\(name)'\(hint) ('layoutsim devices' lists them)\n".utf8))
      throw ExitCode(ExitStatus.invalidInput)
    }
    FileHandle.standardOutput.write(Data(DeviceTable.detail(device).utf8))
  }
}

/// The text `layoutsim devices` prints: columns as wide as their widest cell, whatever the aliases.
enum DeviceTable {
  static func list(_ devices: [Device]) -> String {
    let header = ["id", "aliases", "size", "scale", "idiom", "corners"]
    let rows = devices.map { device in
      let size = device.portraitSize.value
      return [
        device.id, device.aliases.isEmpty ? "-" : device.aliases.joined(separator: ", "),
        "\(number(size.width))×\(number(size.height))", "@\(number(device.scale.value))x",
        device.idiom.rawValue, number(device.displayCornerRadius.value),
      ]
    }
    return aligned([header] + rows)
  }

  /// One device: what layout reads of it in each orientation, then where each number comes from.
  static func detail(_ device: Device) -> String {
    let size = device.portraitSize.value
    var lines = [
      "\(device.id): \(device.name)",
      "aliases: \(device.aliases.isEmpty ? "none" : device.aliases.joined(separator: ", "))",
      "size: \(number(size.width))×\(number(size.height)) pt portrait, @\(number(device.scale.value))x, "
        + device.idiom.rawValue,
      "screen corners: \(number(device.displayCornerRadius.value)) pt radius; "
        + (device.hasHomeIndicator ? "home indicator" : "home button"),
      "",
    ]
    let header = [
      "", "size", "safe area [t, l, b, r]", "status bar", "size classes", "keyboard", "margins",
      "keyboard without QuickType",
    ]
    var rows = [header]
    for (title, orientation) in [("portrait", Orientation.portrait), ("landscape", .landscapeLeft)] {
      let traits = device.traits(in: orientation)
      let oriented = device.size(in: orientation)
      let insets = traits.safeArea.value
      rows.append([
        title, "\(number(oriented.width))×\(number(oriented.height))",
        "[\([insets.top, insets.left, insets.bottom, insets.right].map(number).joined(separator: ", "))]",
        number(traits.statusBar.value),
        "w\(traits.horizontalSizeClass == .compact ? "C" : "R") h\(traits.verticalSizeClass == .compact ? "C" : "R")",
        number(traits.keyboardHeight.value), number(device.systemMinimumMargin(in: orientation)),
        number(traits.keyboardHeightWithoutPredictiveBar),
      ])
    }
    lines.append(aligned(rows))
    lines.append("sources:")
    lines.append("  size: \(device.portraitSize.source)")
    lines.append("  scale: \(device.scale.source)")
    for (title, traits) in [("portrait", device.portrait), ("landscape", device.landscape)] {
      lines.append("  \(title) safe area: \(traits.safeArea.source)")
      lines.append("  \(title) status bar: \(traits.statusBar.source)")
      lines.append("  \(title) keyboard: \(traits.keyboardHeight.source)")
      lines.append("  \(title) QuickType bar: \(traits.predictiveBarHeight.source)")
    }
    lines.append("  size classes: modern-auto-layout.md §1.20 [X] (DeviceCatalog)")
    lines.append("  margins: \(device.systemMinimumMargins.source)")
    lines.append("  screen corners: \(device.displayCornerRadius.source)")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Rows as columns padded to their widest cell (counted in characters), two spaces apart.
  static func aligned(_ rows: [[String]]) -> String {
    let columns = rows.map(\.count).max() ?? 0
    let widths = (0..<columns).map { column in
      rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
    }
    return rows.map { row in
      row.enumerated().map { column, cell in
        column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
      }.joined(separator: "  ")
    }.joined(separator: "\n") + "\n"
  }

  static func number(_ value: Double) -> String { AutoLayout.format(value) }
}
