import Cassowary
import Report

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The human table, the `--json` results and the `--export` traces. JSON is written by hand: the
// shapes are small and fixed, and numbers use Swift's shortest round-trip spelling, which any
// JSON reader parses back to the same Double.

enum JSON {
  static func number(_ x: Double) -> String { x.isFinite ? "\(x)" : "null" }

  /// Report's escaper: one place for the rule.
  static func string(_ s: String) -> String { Report.JSON.quote(s) }

  static func pairs(_ xs: [(Int, Double)]) -> String {
    "[" + xs.map { "[\($0.0),\(number($0.1))]" }.joined(separator: ",") + "]"
  }
}

extension Program {
  /// File-name friendly workload name: "Form (kiwi)" → "form-kiwi".
  static func slug(_ name: String) -> String {
    var out = ""
    for c in name.lowercased() {
      if c.isLetter || c.isNumber {
        out.append(c)
      } else if !out.isEmpty && out.last != "-" {
        out.append("-")
      }
    }
    while out.last == "-" { out.removeLast() }
    return out
  }

  var traceFileName: String { Program.slug(workload) + (n.map { "-\($0)" } ?? "") + ".json" }
}

enum Output {
  static func relation(_ r: Relation) -> String {
    switch r {
    case .equal: "=="
    case .lessThanOrEqual: "<="
    case .greaterThanOrEqual: ">="
    }
  }

  /// The exact operation trace of one workload and size, with the values to expect after each phase.
  static func trace(_ result: WorkloadResult) -> String {
    let p = result.program
    var lines: [String] = []
    var phase = 0
    lines.reserveCapacity(p.ops.count + 8)
    for op in p.ops {
      switch op {
      case .phase(let name):
        lines.append("{\"op\":\"phase\",\"name\":\(JSON.string(name))}")
      case .add(let id, let terms, let constant, let relation, let priority, let expect):
        var line =
          "{\"op\":\"add\",\"id\":\(id),\"terms\":\(JSON.pairs(terms)),\"constant\":\(JSON.number(constant)),"
          + "\"relation\":\"\(Output.relation(relation))\",\"priority\":\(JSON.number(priority))"
        if expect == .unsatisfiable { line += ",\"expect\":\"unsatisfiable\"" }
        lines.append(line + "}")
      case .remove(let id):
        lines.append("{\"op\":\"remove\",\"id\":\(id)}")
      case .addEdit(let v, let priority):
        lines.append("{\"op\":\"addEdit\",\"var\":\(v),\"priority\":\(JSON.number(priority))}")
      case .suggest(let v, let value):
        lines.append("{\"op\":\"suggest\",\"var\":\(v),\"value\":\(JSON.number(value))}")
      case .endPhase:
        let r = result.phases[phase]
        lines.append(
          "{\"op\":\"endPhase\",\"name\":\(JSON.string(r.name)),\"check\":\(JSON.pairs(r.checks)),"
            + "\"ambiguous\":[\(r.ambiguous.map(String.init).joined(separator: ","))]}")
        phase += 1
      }
    }
    return """
      {"format":"layoutsim-solver-trace/1","workload":\(JSON.string(p.workload)),\
      "n":\(p.n.map(String.init) ?? "null"),"repeats":\(result.repeats),
      "variables":[\(p.variableNames.map(JSON.string).joined(separator: ","))],
      "ops":[
      \(lines.joined(separator: ",\n"))
      ]}

      """
  }

  static func json(_ results: [WorkloadResult], endToEnd: String = "[]") -> String {
    let entries = results.map { r -> String in
      let phases = r.phases.map { ph in
        "{\"name\":\(JSON.string(ph.name)),\"median_ms\":\(JSON.number(ph.median)),"
          + "\"min_ms\":\(JSON.number(ph.min)),\"max_ms\":\(JSON.number(ph.max)),"
          + "\"samples_ms\":[\(ph.samples.map(JSON.number).joined(separator: ","))]}"
      }
      return "  {\"workload\":\(JSON.string(r.program.workload)),"
        + "\"n\":\(r.program.n.map(String.init) ?? "null"),\"repeats\":\(r.repeats),"
        + "\"variables\":\(r.program.variableNames.count),"
        + "\"trace\":\(JSON.string(r.program.traceFileName)),\"checksum\":\(JSON.number(r.checksum)),"
        + "\"peak_mib\":\(r.peakMiB.map(JSON.number) ?? "null"),"
        + "\"phases\":[\(phases.joined(separator: ","))]}"
    }
    return "{\"benchmark\":\"layoutsim-benchmarks\",\"unit\":\"ms\",\"end_to_end\":\(endToEnd),\"results\":[\n"
      + entries.joined(separator: ",\n") + "\n]}\n"
  }

  static func tableHeader() -> String {
    row(["workload", "N", "phase", "median ms", "min ms", "max ms", "reps", "peak MiB"]) + "\n"
      + String(repeating: "-", count: 96) + "\n"
  }

  static func table(_ r: WorkloadResult) -> String {
    r.phases.map { ph in
      row([
        r.program.workload, r.program.n.map(String.init) ?? "-", ph.name, fmt(ph.median),
        fmt(ph.min), fmt(ph.max), String(r.repeats), r.peakMiB.map { fmtFixed($0, 1) } ?? "-",
      ])
    }.joined(separator: "\n") + "\n"
  }

  static func row(_ cells: [String]) -> String {
    let widths = [22, 6, 9, 12, 12, 12, 5, 8]
    return zip(cells, widths).enumerated().map { i, cw in
      let (cell, w) = cw
      let pad = String(repeating: " ", count: Swift.max(0, w - cell.count))
      return i < 3 ? cell + pad : pad + cell
    }.joined(separator: "  ")
  }

  static func fmt(_ ms: Double) -> String {
    guard ms.isFinite else { return "-" }
    let digits = ms < 1 ? 4 : (ms < 100 ? 3 : 1)
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (ms * scale).rounded() / scale
    var s = "\(rounded)"
    if let dot = s.firstIndex(of: ".") {
      let decimals = s.distance(from: dot, to: s.endIndex) - 1
      if decimals < digits { s += String(repeating: "0", count: digits - decimals) }
    }
    return s
  }

  /// `x` in scientific notation with three significant digits ("1.07e-07"), or "0".
  static func short(_ x: Double) -> String {
    guard x.isFinite else { return "\(x)" }
    guard x != 0 else { return "0" }
    var exponent = Int(log10(abs(x)).rounded(.down))
    var mantissa = ((x / pow(10, Double(exponent))) * 100).rounded() / 100
    if abs(mantissa) >= 10 {
      mantissa /= 10
      exponent += 1
    }
    let sign = exponent < 0 ? "-" : "+"
    let digits = String(abs(exponent))
    return fmtFixed(mantissa, 2) + "e" + sign + (digits.count < 2 ? "0" : "") + digits
  }

  /// `x` with exactly `digits` decimals.
  static func fmtFixed(_ x: Double, _ digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    var s = "\((x * scale).rounded() / scale)"
    if let dot = s.firstIndex(of: ".") {
      let decimals = s.distance(from: dot, to: s.endIndex) - 1
      if decimals < digits { s += String(repeating: "0", count: digits - decimals) }
    }
    return s
  }

  static func priority(_ p: Double) -> String { p == p.rounded() ? String(Int(p)) : "\(p)" }

  static func writeFile(_ path: String, _ text: String) {
    guard let f = fopen(path, "w") else { fatalError("cannot write \(path)") }
    defer { fclose(f) }
    _ = text.utf8CString.withUnsafeBufferPointer { fputs($0.baseAddress!, f) }
  }

  static func makeDirectory(_ path: String) {
    if mkdir(path, 0o755) != 0 && errno != EEXIST { fatalError("cannot create directory \(path)") }
  }

  static func warn(_ s: String) {
    var bytes = Array((s + "\n").utf8)
    _ = write(2, &bytes, bytes.count)
  }
}
