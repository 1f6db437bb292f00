import Foundation
import XCTest

/// Every target declares in Package.swift exactly the package modules its sources import: an
/// import that builds only because another target pulled the module in breaks the day that one
/// stops, and a declared module nobody imports is build time for nothing.
final class PackageImportsTests: XCTestCase {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Modules that come with the toolchain or the platform (behind `#if canImport`), which no
  /// target declares.
  static let system: Set<String> = [
    "Foundation", "FoundationXML", "Dispatch", "XCTest", "Testing", "Glibc", "Darwin", "UIKit", "AppKit",
  ]

  /// Each target's name → the modules its `dependencies:` list, read off Package.swift's text:
  /// `.target(name: "X", dependencies: ["A", .product(name: "B", package: "b")])`.
  func declaredDependencies() throws -> [String: Set<String>] {
    let text = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    var result: [String: Set<String>] = [:]
    let start = try NSRegularExpression(pattern: #"\.(target|testTarget|executableTarget)\("#)
    let quoted = try NSRegularExpression(pattern: #"(package: )?"([^"]*)""#)
    let whole = NSRange(text.startIndex..., in: text)
    let starts = start.matches(in: text, range: whole).map(\.range.location) + [whole.length]
    let source = text as NSString
    for (from, to) in zip(starts, starts.dropFirst()) {
      let declaration = source.substring(with: NSRange(location: from, length: to - from))
      guard let name = declaration.firstMatch(#"name: "([^"]*)""#) else { continue }
      guard let range = declaration.range(of: "dependencies: [") else {
        result[name] = []
        continue
      }
      let list = String(declaration[range.upperBound...].prefix { $0 != "]" })
      let matches = quoted.matches(in: list, range: NSRange(list.startIndex..., in: list))
      result[name] = Set(
        matches.filter { $0.range(at: 1).location == NSNotFound }.map {
          (list as NSString).substring(with: $0.range(at: 2))
        })
    }
    return result
  }

  func imports(under folder: URL) throws -> Set<String> {
    var modules: Set<String> = []
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
        let words = line.split(separator: " ")
        guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
          words[..<index].allSatisfy({ $0.hasPrefix("@") || $0 == "public" })
        else { continue }
        modules.insert(String(words[index + 1]))
      }
    }
    return modules.subtracting(Self.system)
  }

  func testEveryTargetDeclaresWhatItImports() throws {
    let declared = try declaredDependencies()
    XCTAssertGreaterThanOrEqual(declared.count, 10, "\(declared.keys.sorted())")
    for (target, dependencies) in declared.sorted(by: { $0.key < $1.key }) {
      let sources = Self.root.appendingPathComponent(
        target.hasSuffix("Tests") || target.hasSuffix("TestSupport") ? "Tests" : "Sources"
      ).appendingPathComponent(target)
      guard FileManager.default.fileExists(atPath: sources.path) else { continue }
      let imported = try imports(under: sources)
      XCTAssertEqual(
        imported.subtracting(dependencies).sorted(), [], "\(target) imports what it does not declare")
      if !target.hasSuffix("Tests") {
        XCTAssertEqual(
          dependencies.subtracting(imported).sorted(), [], "\(target) declares what it does not import")
      }
    }
  }
}

extension String {
  /// The first capture group of `pattern`'s first match.
  fileprivate func firstMatch(_ pattern: String) -> String? {
    guard let expression = try? NSRegularExpression(pattern: pattern),
      let match = expression.firstMatch(in: self, range: NSRange(startIndex..., in: self)),
      let range = Range(match.range(at: 1), in: self)
    else { return nil }
    return String(self[range])
  }
}
