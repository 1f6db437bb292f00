import Yams

/// YAML features a scenario does not use, refused where they are written rather than silently
/// read as something else: tags (`!!str`, `!custom`) and the merge key `<<`; and, for errors inside
/// a value that aliases reuse, the places it is used.
extension NodeWalker {
  /// Tags (found in the text: Yams resolves every node's tag, so a written one cannot be told
  /// from an implied one) and merge keys anywhere in the tree, each reported once. The tree has
  /// been measured (``measure(_:)``), so the walk is bounded.
  mutating func refuseUnsupportedFeatures(_ root: Node) {
    var reported: Set<SourceLocation> = []
    let tags = AliasUses.tokens(in: source, file: file).filter { $0.sigil == "!" }
    // Where nodes start: libyaml starts a node at its tag, so a `!` token there is a tag, and
    // one anywhere else is text (`a != b`). Gathered only when there is a `!` to place.
    var starts: Set<SourceLocation> = []
    var pending = [root]
    while let node = pending.popLast() {
      if !tags.isEmpty { starts.insert(location(node)) }
      switch node {
      case .mapping(let mapping):
        for (key, value) in mapping {
          if Self.isMergeKey(key), reported.insert(location(key)).inserted {
            error(
              "the merge key '<<' is not supported: write the keys out in full (a scenario "
                + "reads each mapping as written)",
              at: key)
          }
          pending.append(value)
          pending.append(key)
        }
      case .sequence(let sequence):
        pending.append(contentsOf: sequence)
      case .scalar, .alias:
        break
      }
    }
    for token in tags where starts.contains(token.location) {
      error(
        "YAML tag '!\(Printable.escaped(token.name))' is not used in a scenario: each key says "
          + "what its value is; remove the tag",
        at: token.location)
    }
  }

  /// YAML 1.1's merge key, `<<` written plain: refused once by ``refuseUnsupportedFeatures``, so
  /// the checks of keys and view kinds pass over it.
  static func isMergeKey(_ key: Node) -> Bool {
    guard let scalar = key.scalar else { return false }
    return scalar.string == "<<" && scalar.style == .plain
  }
}
