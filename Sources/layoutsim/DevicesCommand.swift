import ArgumentParser
import AutoLayout
import Foundation

/// `layoutsim devices`: the device catalog, for `device:` in scenarios.
struct DevicesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "devices", abstract: "List the catalog devices a scenario's `device:` can name.")

  func run() throws {
    var lines = ["id                   aliases                   size        scale  idiom"]
    for device in DeviceCatalog.all {
      let size = device.portraitSize.value
      let columns = [
        device.id.padding(20), device.aliases.joined(separator: ", ").padding(25),
        "\(Int(size.width))×\(Int(size.height))".padding(11), "@\(Int(device.scale.value))x".padding(6),
        device.idiom.rawValue,
      ]
      lines.append(columns.joined(separator: " "))
    }
    FileHandle.standardOutput.write(Data((lines.joined(separator: "\n") + "\n").utf8))
  }
}

extension String {
  fileprivate func padding(_ width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }
}
