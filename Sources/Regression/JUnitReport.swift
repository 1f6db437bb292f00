import Report

/// The suite's results as JUnit XML, the report CI systems read: one `testsuite` per scenario
/// file, one `testcase` per run, a `failure` for a run that failed and an `error` for a scenario
/// that is invalid. No times are written, so the same results give the same bytes.
///
///     <testsuites name="layoutsim test" tests="2" failures="1" errors="0">
///       <testsuite name="Scenarios/form.yaml" tests="2" failures="1" errors="0" skipped="0">
///         <testcase classname="Scenarios/form.yaml" name="iphone-se-3 portrait de large">
///           <failure message="golden file … differs (- recorded, + now):">…</failure>
///         </testcase>
public enum JUnitReport {
  /// The document for `results`, ending in a newline.
  public static func render(_ results: [RunResult]) -> String {
    var files: [String] = []
    var byFile: [String: [RunResult]] = [:]
    for result in results {
      if byFile[result.file] == nil { files.append(result.file) }
      byFile[result.file, default: []].append(result)
    }
    func counts(_ results: [RunResult]) -> String {
      "tests=\"\(results.count)\" failures=\"\(results.filter { $0.status == .failed }.count)\" "
        + "errors=\"\(results.filter { $0.status == .invalid }.count)\""
    }
    var out = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      "<testsuites name=\"layoutsim test\" \(counts(results))>",
    ]
    for file in files {
      let runs = byFile[file] ?? []
      out.append("  <testsuite name=\"\(attribute(file))\" \(counts(runs)) skipped=\"0\">")
      for run in runs {
        let name = run.variant?.description ?? "(scenario)"
        let open = "    <testcase classname=\"\(attribute(file))\" name=\"\(attribute(name))\""
        let reasons = SuiteReport.reasons(for: run)
        switch run.status {
        case .passed:
          out.append(open + "/>")
        case .failed, .invalid:
          let element = run.status == .invalid ? "error" : "failure"
          let message = run.status == .invalid ? "invalid scenario" : reasons.first ?? "failed"
          out.append(open + ">")
          out.append(
            "      <\(element) message=\"\(attribute(message))\">"
              + text(reasons.joined(separator: "\n")) + "</\(element)>")
          out.append("    </testcase>")
        }
      }
      out.append("  </testsuite>")
    }
    out.append("</testsuites>")
    return out.joined(separator: "\n") + "\n"
  }

  /// Character data (``XMLText/escape(_:attribute:)``).
  static func text(_ string: String) -> String { XMLText.escape(string) }

  /// An attribute value in double quotes: line breaks and tabs as references too.
  static func attribute(_ string: String) -> String { XMLText.escape(string, attribute: true) }
}
