// swift-tools-version: 6.0
// Solver benchmarks for layoutsim's Cassowary module, kept out of the main package so that its
// builds and tests stay fast. Build: `swift build -c release --package-path Benchmarks`.
// tools/bench_vs_kiwi.py runs the same workloads through kiwisolver and prints both side by side.
import PackageDescription

let package = Package(
  name: "layoutsim-benchmarks",
  dependencies: [
    .package(name: "layoutsim", path: "..")
  ],
  targets: [
    .executableTarget(
      name: "layoutsim-benchmarks",
      dependencies: [
        .product(name: "Cassowary", package: "layoutsim"),
        .product(name: "AutoLayout", package: "layoutsim"),
        .product(name: "ScenarioFormat", package: "layoutsim"),
        .product(name: "Simulation", package: "layoutsim"),
        .product(name: "Report", package: "layoutsim"),
      ]
    )
  ]
)
