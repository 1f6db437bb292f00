// layoutsim-benchmarks: times Cassowary.Solver on Auto Layout shaped workloads.
//
//   swift build -c release --package-path Benchmarks
//   Benchmarks/.build/release/layoutsim-benchmarks [--json] [--export DIR]
//       [--sizes 100,400,1600] [--workload NAME]... [--repeats K] [--list]
//
// tools/bench_vs_kiwi.py replays the exported traces with kiwisolver and prints both side by side.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

struct Workload {
  let name: String
  /// nil: the workload has a fixed size and runs once.
  let make: (Int?) -> Program
  let sized: Bool
}

let workloads: [Workload] = [
  Workload(name: "Long Row", make: { LongRow.make(n: $0!) }, sized: true),
  Workload(name: "Deep Hierarchy", make: { DeepHierarchy.make(n: $0!) }, sized: true),
  Workload(name: "Long Row (labels)", make: { LongRow.make(n: $0!, labels: true) }, sized: true),
  Workload(name: "Deep Hierarchy (labels)", make: { DeepHierarchy.make(n: $0!, labels: true) }, sized: true),
  Workload(name: "Collection View", make: { CollectionView.make(n: $0!) }, sized: true),
  Workload(name: "Moving Tree", make: { MovingTree.make(n: $0!) }, sized: true),
  Workload(name: "Hierarchy Removal", make: { HierarchyRemoval.make(n: $0!) }, sized: true),
  Workload(name: "Form (kiwi)", make: { _ in KiwiForm.make() }, sized: false),
  Workload(name: "Random add/remove", make: { RandomAddRemove.make(n: $0!) }, sized: true),
  // The constraints of the end-to-end shapes (EndToEnd.swift), for kiwisolver.
  Workload(name: "Grid 40x40 (e2e)", make: { _ in EndToEndPrograms.grid(side: 40) }, sized: false),
  Workload(name: "Row 1600 (e2e)", make: { _ in EndToEndPrograms.row(n: 1600) }, sized: false),
  Workload(name: "Nest 400 (e2e)", make: { _ in EndToEndPrograms.nest(n: 400) }, sized: false),
]

struct Options {
  var json = false
  var exportDirectory: String? = nil
  var sizes = [100, 400, 1600]
  var sizesGiven = false
  var names: [String] = []
  var repeats: Int? = nil
  var scenarioPath: String? = nil
  var eventKinds: [String]? = nil
}

func usage() -> String {
  """
  usage: layoutsim-benchmarks [--json] [--export DIR] [--sizes 100,400,1600] [--workload NAME]...
                              [--repeats K] [--list] [--write-scenario PATH] [--events KINDS]
    --json          print machine-readable results instead of the table
    --export DIR    write each workload's exact operation trace to DIR/<workload>-<N>.json
    --sizes LIST    comma-separated N values (default 100,400,1600)
    --workload NAME run only this workload (name or slug, e.g. "Long Row" or long-row; repeatable;
                    "screen" runs the layout engine on a 1,000-view screen, "scenario" the
                    whole tool on a generated 1,000-view scenario with 50 events; "end-to-end",
                    named only, the whole tool on screens of 1,600 and 6,400 rows, a 40 × 40
                    grid, a 1,600-view row and 400 nested views; "end-to-end-nest" (or -grid,
                    -row, -screen) that shape alone)
    --write-scenario PATH  write that generated scenario to PATH and stop (to time
                    `layoutsim run PATH` end to end)
    --events KINDS  with "scenario": play only these event kinds after the load (comma-separated,
                    e.g. locale or rotate,keyboard), to time or profile them alone; no memory table
    --repeats K     repeat every measurement K times (default: 11, 7, 5 by size, fewer when slow)
    --list          list the workloads
  """
}

func fail(_ message: String) -> Never {
  Output.warn("layoutsim-benchmarks: \(message)\n\(usage())")
  exit(2)
}

@MainActor func parseOptions(_ args: [String]) -> Options {
  var o = Options()
  var i = 0
  func value() -> String {
    i += 1
    guard i < args.count else { fail("\(args[i - 1]) needs a value") }
    return args[i]
  }
  while i < args.count {
    let arg = args[i]
    switch arg {
    case "--json": o.json = true
    case "--export": o.exportDirectory = value()
    case "--sizes":
      let list = value().split(separator: ",").map { Int($0.trimmingCharacters()) }
      guard !list.isEmpty, list.allSatisfy({ ($0 ?? 0) >= 2 }) else { fail("bad --sizes") }
      o.sizes = list.map { $0! }
      o.sizesGiven = true
    case "--workload": o.names.append(value())
    case "--write-scenario": o.scenarioPath = value()
    case "--events":
      let kinds = value().split(separator: ",").map { String($0.trimmingCharacters()) }
      let known = ["rotate", "keyboard", "set", "contentSize", "animate", "locale"]
      guard !kinds.isEmpty, kinds.allSatisfy(known.contains) else {
        fail("bad --events: one or more of \(known.joined(separator: ", "))")
      }
      o.eventKinds = kinds
    case "--repeats":
      guard let k = Int(value()), k >= 1 else { fail("bad --repeats") }
      o.repeats = k
    case "--list":
      for w in workloads { print("\(Program.slug(w.name))\t\(w.name)") }
      exit(0)
    case "-h", "--help":
      print(usage())
      exit(0)
    default: fail("unknown argument \(arg)")
    }
    i += 1
  }
  return o
}

extension Substring {
  func trimmingCharacters() -> Substring {
    var s = self
    while s.first == " " { s.removeFirst() }
    while s.last == " " { s.removeLast() }
    return s
  }
}

let options = parseOptions(Array(CommandLine.arguments.dropFirst()))
let selected = workloads.filter { w in
  options.names.isEmpty
    || options.names.contains {
      $0.lowercased() == w.name.lowercased() || Program.slug($0) == Program.slug(w.name)
    }
}
let engineSelected = options.names.isEmpty || options.names.contains { Program.slug($0).hasPrefix("screen") }
let scenarioSelected = options.names.isEmpty || options.names.contains { Program.slug($0).hasPrefix("scenario") }
let endToEndShapes = options.names.map(Program.slug).filter { $0.hasPrefix("end-to-end") }
let endToEndSelected = !endToEndShapes.isEmpty
if let path = options.scenarioPath {
  Output.writeFile(path, ScenarioRun.yaml(kinds: options.eventKinds))
  exit(0)
}
if selected.isEmpty && !engineSelected && !scenarioSelected && !endToEndSelected { fail("no workload matches \(options.names)") }
if let dir = options.exportDirectory { Output.makeDirectory(dir) }

var runner = Runner()
runner.fixedRepeats = options.repeats
var results: [WorkloadResult] = []
if !options.json {
  print(Output.tableHeader(), terminator: "")
  fflush(nil)
}
for w in selected {
  for n in (w.sized ? options.sizes.map { Optional($0) } : [nil]) {
    let program = w.make(n)
    PeakMemory.reset()
    var result = runner.run(program)
    result.peakMiB = PeakMemory.peakMiB()
    results.append(result)
    if let dir = options.exportDirectory {
      Output.writeFile(dir + "/" + program.traceFileName, Output.trace(result))
    }
    if !options.json {
      print(Output.table(result), terminator: "")
      fflush(nil)
    }
    if w.name == "Random add/remove" {
      // The differential's line goes to stderr under --json, whose stdout is the results alone.
      let d = Differential.run(program)
      if options.json { Output.warn(Differential.line(program, d)) } else { print(Differential.line(program, d), terminator: "") }
      if !d.agrees { fatalError("the incremental solver disagrees with a solver built from scratch") }
    }
  }
}
// 4× the rows in one run, as issue 13 asks: 6,400 rows are about 237,000 YAML nodes, inside the
// reader's bound (`ScenarioBounds.maximumNodes`).
let screenRows = options.sizesGiven ? options.sizes : [1600, 6400]
let endToEnd = endToEndSelected ? EndToEnd.shapes(screenRows: screenRows).filter { shape in
    endToEndShapes.contains { $0 == "end-to-end" || $0 == "end-to-end-" + shape.name }
  }.map { EndToEnd.run($0, repeats: options.repeats ?? 3) } : []
if options.json { print(Output.json(results, endToEnd: EndToEnd.json(endToEnd)), terminator: "") }
if !options.json && endToEndSelected { print(EndToEnd.table(endToEnd), terminator: "") }

// The layout engine on a 1,000-view screen (text output only; no peer runs this workload).
if !options.json && engineSelected {
  print(EngineScreen.table(EngineScreen.run(repeats: options.repeats ?? 5)), terminator: "")
}

// The whole tool on a generated 1,000-view, 50-event scenario (text output only).
if !options.json && scenarioSelected {
  print(ScenarioRun.table(ScenarioRun.run(repeats: options.repeats ?? 5, kinds: options.eventKinds)), terminator: "")
  if options.eventKinds == nil { print(ScenarioRun.memoryTable(), terminator: "") }
}
