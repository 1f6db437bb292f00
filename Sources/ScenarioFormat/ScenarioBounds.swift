import CYamlNesting
import Yams

/// The limits that keep reading a hostile file fast: its size, its nesting, and the nodes a walk
/// visits (an alias revisits the whole anchored tree each time it is used, as in "billion laughs").
public enum ScenarioBounds {
  public static let maximumBytes = 4 * 1024 * 1024
  /// YAML nesting levels, far beyond what real view trees reach: a nested view costs two levels
  /// (its `subviews:` list and its mapping), so this lets in ~2,000 nested views, where Apple's Deep
  /// Hierarchy benchmark nests hundreds. It is not the bound on work (size and node count are);
  /// it exists because Yams composes nodes by recursion and libyaml refuses nesting beyond a
  /// limit of its own, and everything that recurses over the tree runs on ``LargeStack``, sized
  /// for this depth.
  public static let maximumDepth = 4096
  /// Flow collections (`[…]`, `{…}`) nested in one another. libyaml's scanner looks at every open
  /// flow level for each token it reads (its simple-key checks), so reading costs tokens × flow
  /// depth: 2,000 views nested in flow style took 1.4 s under the fuzzer's sanitizer and
  /// 4,096 levels ahead of a 4 MB list would take minutes. A real file nests a few levels (a view
  /// written `{view: a, subviews: […]}` costs two); block nesting, which libyaml tracks without
  /// that scan, keeps ``maximumDepth``.
  public static let maximumFlowDepth = 128
  /// Nodes a walk may visit, counting each use of an alias (its whole anchored value): the bound
  /// that stops an alias bomb. A file of compact view rows holds about 37 nodes a row, so
  /// 6,400 rows (the scale benchmark's largest screen, under the 4 MiB) are about 237,000 nodes;
  /// the bound leaves twice that.
  public static let maximumNodes = 500_000
  /// The largest magnitude of a coordinate or length, in points.
  public static let maximumGeometry = 1e6

  /// libyaml's own limit (1,000 levels unless told otherwise) raised to ``maximumDepth`` once per
  /// process: it is a process-wide setting, and every reader wants the same value.
  static let yamlNestingConfigured: Void = yaml_set_max_nest_level(Int32(maximumDepth + 1))

  /// A quick look at the text before Yams composes it, whose recursion a very deep file would
  /// exhaust: an estimate of the nesting of each line (its block indentation levels, leading `- `
  /// entries and open flow brackets) that never exceeds the true nesting by much, and a count of
  /// the open flow brackets that never falls short of libyaml's (inside a flow collection every
  /// `[` or `{` outside quotes and comments opens one).
  static func nestingError(in yaml: String, file: String) -> ScenarioError? {
    var scan = NestingScan()
    var yaml = yaml
    return yaml.withUTF8 { bytes in
      for byte in bytes {
        // Over the UTF-8 bytes, one scalar per character: the scan looks only at ASCII, so any
        // other character is the same to it (U+FFFD stands for each); decoding every scalar of a
        // 400 KB file was a tenth of reading it.
        if byte & 0xC0 == 0x80 { continue }
        let scalar = byte < 0x80 ? Unicode.Scalar(byte) : "\u{FFFD}"
        if let error = nestingError(scan.read(scalar), at: scan, file: file) { return error }
      }
      return nil
    }
  }

  /// The error for the nesting where `scan` stands, if it is too deep.
  private static func nestingError(
    _ depth: (total: Int, flow: Int)?, at scan: NestingScan, file: String
  ) -> ScenarioError? {
    guard let depth, depth.flow > maximumFlowDepth || depth.total > maximumDepth else { return nil }
    let location = SourceLocation(file: file, line: scan.line, column: scan.column)
    if depth.flow > maximumFlowDepth {
      return ScenarioError(
        "flow collections ([…] and {…}) are nested deeper than \(maximumFlowDepth) levels; "
          + "write the inner ones in block style", at: location)
    }
    return ScenarioError("nesting is deeper than \(maximumDepth) levels", at: location)
  }
}
