// swift-tools-version: 6.0
// libFuzzer targets over layoutsim's two readers, kept out of the main package so that its
// `swift build` and `swift test` never need the sanitizers. Build and run them with
// `tools/fuzz.sh` (which passes `-sanitize=fuzzer,address`); see Fuzz/README.md.
import PackageDescription

// Each target hands its callback to libFuzzer's driver (LLVMFuzzerRunDriver) from its own entry point.
let fuzzerSettings: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
  name: "layoutsim-fuzz",
  dependencies: [
    .package(name: "layoutsim", path: "..")
  ],
  targets: [
    // The whole scenario reader: bytes → YAML → walked → validated `Scenario`.
    .executableTarget(
      name: "ScenarioReaderFuzzer",
      dependencies: [.product(name: "ScenarioFormat", package: "layoutsim")],
      swiftSettings: fuzzerSettings),
    // The storyboard reader: bytes → XML elements → `StoryboardDocument`.
    .executableTarget(
      name: "StoryboardReaderFuzzer",
      dependencies: [.product(name: "InterfaceBuilderDocument", package: "layoutsim")],
      swiftSettings: fuzzerSettings),
  ]
)
