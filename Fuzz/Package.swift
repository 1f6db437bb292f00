// swift-tools-version: 6.0
// libFuzzer targets over layoutsim's two readers, kept out of the main package so that its
// `swift build` and `swift test` never need the sanitizers. Build and run them with
// `tools/fuzz.sh` (which passes `-sanitize=fuzzer,address`); see README.md beside this file.
import PackageDescription

// The targets have no main.swift: each defines its entry point (see FuzzerDriver).
let fuzzerSettings: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
  name: "layoutsim-fuzz",
  dependencies: [
    .package(name: "layoutsim", path: "..")
  ],
  targets: [
    // libFuzzer's driver, called from each target's entry point.
    .target(name: "FuzzerDriver"),
    // The whole scenario reader: bytes → YAML → walked → validated `Scenario`.
    .executableTarget(
      name: "ScenarioReaderFuzzer",
      dependencies: [
        "FuzzerDriver", .product(name: "AutoLayout", package: "layoutsim"),
        .product(name: "ScenarioFormat", package: "layoutsim"),
      ],
      swiftSettings: fuzzerSettings),
    // The storyboard reader: bytes → XML elements → `StoryboardDocument`.
    .executableTarget(
      name: "StoryboardReaderFuzzer",
      dependencies: [
        "FuzzerDriver", .product(name: "InterfaceBuilderDocument", package: "layoutsim"),
      ],
      swiftSettings: fuzzerSettings),
  ]
)
