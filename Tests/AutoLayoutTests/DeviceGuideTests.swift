import AutoLayout
import Foundation
import XCTest

/// Guides/Devices.md's table says what the catalog holds: one row per device, in catalog order,
/// with its aliases, size, scale, safe areas, status bar, keyboards, landscape size classes and
/// corner radius. A change to the catalog that the guide does not follow fails here.
final class DeviceGuideTests: XCTestCase {
  func guideRows() throws -> [[String]] {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let text = try String(
      contentsOf: root.appendingPathComponent("Guides/Devices.md"), encoding: .utf8)
    return text.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { line in
      line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    }
  }

  func row(of device: Device) -> [String] {
    func insets(_ i: EdgeInsets) -> String {
      "[" + [i.top, i.left, i.bottom, i.right].map(format).joined(separator: ", ") + "]"
    }
    func classes(_ t: OrientationTraits) -> String {
      "w\(t.horizontalSizeClass == .compact ? "C" : "R") h\(t.verticalSizeClass == .compact ? "C" : "R")"
    }
    let size = device.portraitSize.value
    let p = device.portrait
    let l = device.landscape
    return [
      "`\(device.id)`", device.aliases.isEmpty ? "none" : device.aliases.joined(separator: ", "),
      "\(format(size.width))×\(format(size.height))", "@\(format(device.scale.value))x",
      insets(p.safeArea.value), insets(l.safeArea.value), format(p.statusBar.value),
      "\(format(p.keyboardHeight.value)) (\(format(p.keyboardHeightWithoutPredictiveBar)))",
      format(l.keyboardHeight.value), classes(l), format(device.displayCornerRadius.value),
    ]
  }

  func testTheGuidesTableIsTheCatalog() throws {
    let rows = try guideRows()
    XCTAssertEqual(rows.map { $0.first ?? "" }, DeviceCatalog.all.map { "`\($0.id)`" })
    for (guide, device) in zip(rows, DeviceCatalog.all) {
      XCTAssertEqual(guide, row(of: device), device.id)
    }
  }
}
