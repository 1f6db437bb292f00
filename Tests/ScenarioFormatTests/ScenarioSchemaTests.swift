import Foundation
import XCTest

/// Keeps `Scenarios/scenario.schema.json` (the editors' JSON Schema for scenario files) in step with
/// the contract, SCENARIO-FORMAT.md: every top-level key, view kind and event kind it names must be
/// in the schema. `tools/check_schema.py` validates scenarios against it.
final class ScenarioSchemaTests: XCTestCase {
  static let topLevelKeys: Set<String> = [
    "name", "device", "orientation", "locale", "contentSize", "strings", "controller", "events", "expect",
    "matrix", "legibilityWeight",
  ]
  static let viewKinds: Set<String> = [
    "view", "label", "button", "image", "textField", "textView", "switch", "slider", "stack", "scroll", "guide",
  ]
  static let eventKinds: Set<String> = [
    "load", "rotate", "resize", "keyboard", "set", "activate", "deactivate", "add", "remove", "locale",
    "contentSize", "animate", "layout", "legibilityWeight",
  ]

  private func loadSchema() throws -> [String: Any] {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // ScenarioFormatTests
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()  // package root
    let data = try Data(contentsOf: root.appendingPathComponent("Scenarios/scenario.schema.json"))
    return try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// The `oneOf` branches of `$defs[name]`, with local `$ref`s resolved.
  private func branches(of name: String, in schema: [String: Any]) throws -> [[String: Any]] {
    let defs = try XCTUnwrap(schema["$defs"] as? [String: Any])
    let def = try XCTUnwrap(defs[name] as? [String: Any], "no $defs/\(name)")
    let oneOf = try XCTUnwrap(def["oneOf"] as? [[String: Any]], "$defs/\(name) has no oneOf")
    return try oneOf.map { branch in
      guard let ref = branch["$ref"] as? String else { return branch }
      let key = try XCTUnwrap(ref.components(separatedBy: "#/$defs/").last)
      return try XCTUnwrap(defs[key] as? [String: Any], "unresolved \(ref)")
    }
  }

  func testSchemaParsesAndIsDraft2020_12() throws {
    let schema = try loadSchema()
    XCTAssertEqual(schema["$schema"] as? String, "https://json-schema.org/draft/2020-12/schema")
    XCTAssertEqual(schema["additionalProperties"] as? Bool, false)
    XCTAssertEqual(Set(schema["required"] as? [String] ?? []), ["device", "controller"])
  }

  /// Events this repository adds to the contract (Scenarios/README.md, "Extensions").
  static let extensionEvents: Set<String> = ["present", "dismiss"]

  /// View kinds this repository adds to the contract (Scenarios/README.md, "Extensions").
  static let extensionViewKinds: Set<String> = ["table", "collection", "segmentedControl"]

  /// Top-level keys this repository adds to the contract (Scenarios/README.md, "Extensions").
  static let extensionKeys: Set<String> = ["ios"]

  func testListsEveryTopLevelKey() throws {
    let properties = try XCTUnwrap(try loadSchema()["properties"] as? [String: Any])
    XCTAssertEqual(Set(properties.keys), Self.topLevelKeys.union(Self.extensionKeys))
  }

  func testListsEveryViewKindWithItsKindKeyRequired() throws {
    let kinds = try branches(of: "view", in: loadSchema()).map { branch -> String in
      let required = branch["required"] as? [String] ?? []
      XCTAssertEqual(branch["additionalProperties"] as? Bool, false, "\(required) is open")
      return required.first ?? "?"
    }
    XCTAssertEqual(Set(kinds), Self.viewKinds.union(Self.extensionViewKinds))
    XCTAssertEqual(kinds.count, Self.viewKinds.count + Self.extensionViewKinds.count)
  }

  func testListsEveryEventKind() throws {
    var kinds = Set<String>()
    for branch in try branches(of: "event", in: loadSchema()) {
      kinds.formUnion(branch["enum"] as? [String] ?? [])  // `load`, `layout` written as plain strings
      if let kind = (branch["required"] as? [String])?.first {
        kinds.insert(kind)
        let properties = branch["properties"] as? [String: Any] ?? [:]
        XCTAssertNotNil(properties["as"], "event \(kind) cannot be labelled with `as`")
      }
    }
    XCTAssertEqual(kinds, Self.eventKinds.union(Self.extensionEvents))
  }
}
