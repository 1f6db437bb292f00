// swift-tools-version: 6.0
// layoutsim: iOS Auto Layout, simulated headless. The targets follow the data flow in DESIGN.md:
// Cassowary (the solver) → AutoLayout → ScenarioFormat → Simulation → Report, Regression, REPL →
// layoutsim (the command line); InterfaceBuilderDocument → InterfaceBuilder beside them.
// Each target declares every module it imports (PackageImportsTests checks).
import PackageDescription

let package = Package(
  name: "layoutsim",
  products: [
    .library(name: "Cassowary", targets: ["Cassowary"]),
    .library(name: "AutoLayout", targets: ["AutoLayout"]),
    .library(name: "ScenarioFormat", targets: ["ScenarioFormat"]),
    .library(name: "Simulation", targets: ["Simulation"]),
    .library(name: "Report", targets: ["Report"]),
    .library(name: "Regression", targets: ["Regression"]),
    .library(name: "REPL", targets: ["REPL"]),
    .library(name: "InterfaceBuilderDocument", targets: ["InterfaceBuilderDocument"]),
    .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
    .library(name: "LayoutSimUIKit", targets: ["LayoutSimUIKit"]),
    .library(name: "LayoutSimUIKitTesting", targets: ["LayoutSimUIKitTesting"]),
    .executable(name: "layoutsim", targets: ["layoutsim"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
  ],
  targets: [
    .target(name: "Cassowary"),
    .target(name: "AutoLayout", dependencies: ["Cassowary"]),
    // Reading scenario files into a typed `Scenario`: YAML, the constraint notation, the visual format.
    .target(
      name: "ScenarioFormat",
      dependencies: ["AutoLayout", "Cassowary", "CYamlNesting", .product(name: "Yams", package: "Yams")]),
    // Declares libyaml's nesting limit, which Yams does not expose, for ScenarioFormat to raise.
    .target(name: "CYamlNesting"),
    // Playing a scenario's events against a view controller model: one StepRecord per event.
    .target(name: "Simulation", dependencies: ["AutoLayout", "Cassowary", "ScenarioFormat"]),
    // The simulation's records as text for people and JSON for tools.
    .target(name: "Report", dependencies: ["AutoLayout", "ScenarioFormat", "Simulation"]),
    // The regression suite: matrix runs, golden files of frames, diffs, JUnit XML.
    .target(name: "Regression", dependencies: ["AutoLayout", "Report", "ScenarioFormat", "Simulation"]),
    // The REPL's session: steps, snapshots, typed events, why-chains; and its line editor.
    .target(name: "REPL", dependencies: ["AutoLayout", "Simulation", "Report", "ScenarioFormat"]),
    // Reads Interface Builder files (storyboards, XIBs) into typed documents: the importer's input.
    .target(name: "InterfaceBuilderDocument"),
    // Importing Interface Builder storyboards and XIBs as scenarios, and the fidelity check that
    // compares the imported scenes' frames with the ones Xcode saved.
    .target(
      name: "InterfaceBuilder",
      dependencies: ["AutoLayout", "InterfaceBuilderDocument", "ScenarioFormat", "Simulation"]),
    // UIKit's layout API (UIView, anchors, NSLayoutConstraint, view controllers, windows) over
    // the AutoLayout engine, so iOS layout code runs in a Linux test target.
    .target(
      name: "LayoutSimUIKit",
      dependencies: ["AutoLayout", "Cassowary", "ScenarioFormat", "Simulation", "Report", "Regression"]),
    // XCTest assertions for LayoutSimUIKit: frames, ambiguity, conflicts, golden files.
    .target(name: "LayoutSimUIKitTesting", dependencies: ["LayoutSimUIKit", "Regression"]),
    .executableTarget(
      name: "layoutsim",
      dependencies: [
        "AutoLayout", "ScenarioFormat", "Simulation", "Report", "Regression", "REPL", "InterfaceBuilder",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"], resources: [.copy("Fixtures")]),
    // Test support only (never in a product): where the shared corpus lives beside the checkout.
    .target(
      name: "CorpusTestSupport", dependencies: ["InterfaceBuilderDocument"],
      path: "Tests/CorpusTestSupport"),
    .testTarget(
      name: "AutoLayoutTests",
      dependencies: ["AutoLayout", "Cassowary", "InterfaceBuilderDocument", "CorpusTestSupport"]),
    // Fixtures/ holds scenario files the tests read through #filePath (the command line's tests
    // can read them too), not resources.
    .testTarget(
      name: "ScenarioFormatTests", dependencies: ["AutoLayout", "Cassowary", "ScenarioFormat"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "SimulationTests", dependencies: ["AutoLayout", "ScenarioFormat", "Simulation", "Report"]),
    .testTarget(name: "RegressionTests", dependencies: ["Regression", "ScenarioFormat", "Simulation"]),
    .testTarget(
      name: "ReportTests", dependencies: ["AutoLayout", "Report", "Simulation", "ScenarioFormat"],
      resources: [.copy("Fixtures")]),
    .testTarget(name: "REPLTests", dependencies: ["REPL", "Simulation", "ScenarioFormat"]),
    .testTarget(name: "layoutsimTests", dependencies: ["layoutsim"]),
    // Layout code written as on iOS (only the import differs), in Swift 6 and in Swift 5 mode.
    .testTarget(
      name: "LayoutSimUIKitTests", dependencies: ["LayoutSimUIKit", "ScenarioFormat", "Simulation", "Report"]),
    .testTarget(
      name: "LayoutSimUIKitSwift5Tests", dependencies: ["LayoutSimUIKit", "LayoutSimUIKitTesting"],
      exclude: ["__Goldens__"], swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "InterfaceBuilderTests",
      dependencies: [
        "InterfaceBuilder", "InterfaceBuilderDocument", "CorpusTestSupport", "ScenarioFormat", "Simulation",
      ],
      exclude: ["Fixtures"]),
  ]
)
