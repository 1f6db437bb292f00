// swift-tools-version: 6.0
// layoutsim: iOS Auto Layout, simulated headless. The targets follow the data flow in DESIGN.md:
// Cassowary (the solver) → AutoLayout → ScenarioFormat → Simulation → Report, Regression, REPL →
// layoutsim (the command line); InterfaceBuilderDocument → InterfaceBuilder → ScenarioFiles (one
// path from a file to scenarios, for run, repl and test) beside them.
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
    .library(name: "ScenarioFiles", targets: ["ScenarioFiles"]),
    .library(name: "LayoutSimUIKit", targets: ["LayoutSimUIKit"]),
    .library(name: "LayoutSimUIKitTesting", targets: ["LayoutSimUIKitTesting"]),
    .library(name: "ConflictLog", targets: ["ConflictLog"]),
    .library(name: "ViewDebugger", targets: ["ViewDebugger"]),
    .executable(name: "layoutsim", targets: ["layoutsim"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    // `layoutsim serve`'s HTTP server (ViewDebugger). Hummingbird rather than a hand-made socket
    // loop: HTTP parsing, keep-alive and clean shutdown are its job. Live updates are polled by
    // the page (a small JSON request every 300 ms) rather than pushed over hummingbird-websocket:
    // one package less to build from scratch in CI, and still "within a second".
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    // Already built for Hummingbird: the listener's address (NIOCore) and a quiet logger.
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
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
    .target(
      name: "Regression",
      dependencies: ["AutoLayout", "Report", "ScenarioFiles", "ScenarioFormat", "Simulation"]),
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
    // One path from a file to scenarios for run, repl and test: a scenario file read, or a
    // storyboard or XIB imported in memory, one scenario per scene.
    .target(name: "ScenarioFiles", dependencies: ["InterfaceBuilder", "ScenarioFormat"]),
    // `layoutsim explain`: UIKit's "Unable to simultaneously satisfy constraints" logs read into
    // typed dumps, explained in plain words, and written back as a scenario that reproduces them.
    .target(name: "ConflictLog", dependencies: ["AutoLayout", "Cassowary"]),
    // `layoutsim serve`: the view debugger in the browser (a page from Report's drawing code, a
    // JSON view inspector, live reload of the file) over a Hummingbird server.
    .target(
      name: "ViewDebugger",
      dependencies: [
        "AutoLayout", "ScenarioFiles", "ScenarioFormat", "Simulation", "Report",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "Logging", package: "swift-log"),
      ]),
    .executableTarget(
      name: "layoutsim",
      dependencies: [
        "AutoLayout", "ScenarioFiles", "ScenarioFormat", "Simulation", "Report", "Regression", "REPL",
        "InterfaceBuilder", "ConflictLog", "ViewDebugger",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"], resources: [.copy("Fixtures")]),
    // Test support only (never in a product): where the shared corpus lives beside the checkout,
    // and the importer tests' import-then-simulate helper.
    .target(
      name: "CorpusTestSupport",
      dependencies: ["InterfaceBuilder", "InterfaceBuilderDocument", "Simulation"],
      path: "Tests/CorpusTestSupport"),
    .testTarget(
      name: "AutoLayoutTests",
      dependencies: [
        "AutoLayout", "Cassowary", "InterfaceBuilder", "InterfaceBuilderDocument",
        "CorpusTestSupport",
      ]),
    // Fixtures/ holds scenario files the tests read through #filePath (the command line's tests
    // can read them too), not resources.
    .testTarget(
      name: "ScenarioFormatTests",
      dependencies: ["AutoLayout", "Cassowary", "ScenarioFormat", "ScenarioTestSupport"],
      exclude: ["Fixtures"]),
    // Test support only (never in a product): the helpers several test targets share.
    .target(
      name: "ScenarioTestSupport", dependencies: ["ScenarioFormat", "Simulation"],
      path: "Tests/ScenarioTestSupport"),
    .testTarget(
      name: "SimulationTests",
      dependencies: ["AutoLayout", "ScenarioFormat", "ScenarioTestSupport", "Simulation", "Report"]),
    .testTarget(
      name: "RegressionTests",
      dependencies: ["Regression", "ScenarioFormat", "ScenarioTestSupport", "Simulation"]),
    .testTarget(
      name: "ReportTests",
      dependencies: ["AutoLayout", "Report", "Simulation", "ScenarioFormat", "ScenarioTestSupport"],
      resources: [.copy("Fixtures")]),
    .testTarget(name: "REPLTests", dependencies: ["REPL", "Simulation", "ScenarioFormat"]),
    .testTarget(name: "layoutsimTests", dependencies: ["layoutsim", "ScenarioTestSupport"]),
    // Layout code written as on iOS (only the import differs), in Swift 6 and in Swift 5 mode.
    .testTarget(
      name: "LayoutSimUIKitTests", dependencies: ["LayoutSimUIKit", "ScenarioFormat", "Simulation", "Report"]),
    .testTarget(
      name: "LayoutSimUIKitSwift5Tests", dependencies: ["LayoutSimUIKit", "LayoutSimUIKitTesting"],
      exclude: ["__Goldens__"], swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "ConflictLogTests", dependencies: ["AutoLayout", "ConflictLog", "ScenarioFormat", "Simulation"],
      exclude: ["Fixtures"]),
    // The view debugger's parts without a network (the browser tests are in layoutsimTests).
    .testTarget(name: "ViewDebuggerTests", dependencies: ["ViewDebugger", "Simulation", "ScenarioFormat"]),
    .testTarget(
      name: "InterfaceBuilderTests",
      dependencies: [
        "InterfaceBuilder", "InterfaceBuilderDocument", "CorpusTestSupport", "ScenarioFormat", "Simulation",
      ],
      exclude: ["Fixtures"]),
  ]
)
