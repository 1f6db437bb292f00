/// Near-miss suggestions for misspelt names: `did you mean 'leading'?`.
public enum Spelling {
  /// The candidate closest to `name`, if one is close enough to be the name meant.
  ///
  /// A candidate that differs only in letter case wins outright, then one that starts with the name
  /// (of 3 scalars or more: `pad` for `padding`); otherwise the smallest optimal string alignment
  /// distance (insertions, deletions, substitutions and swaps of neighbours, each costing 1) of at
  /// most 1 for names of 3 or 4 scalars and 2 beyond; names of 1 or 2 scalars get no guess. Ties go
  /// to the earlier candidate.
  public static func suggestion(for name: String, among candidates: [String]) -> String? {
    if let sameLetters = candidates.first(where: { $0.lowercased() == name.lowercased() }) {
      return sameLetters
    }
    let length = name.unicodeScalars.count
    // No guess for a name longer than any declared one may be: the distance costs m × n.
    guard length <= Identifier.maximumLength else { return nil }
    if length >= 3, let longer = candidates.first(where: { $0.hasPrefix(name) }) {
      return longer
    }
    let limit = length <= 2 ? 0 : length <= 4 ? 1 : 2
    var best: (candidate: String, distance: Int)?
    for candidate in candidates
    where abs(candidate.unicodeScalars.count - length) <= limit
      && candidate.unicodeScalars.count <= Identifier.maximumLength
    {
      let distance = Self.distance(name, candidate)
      if distance <= limit, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// `"; did you mean 'x'?"`, or nothing when no candidate is close.
  public static func didYouMean(_ name: String, among candidates: [String]) -> String {
    suggestion(for: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
  }

  /// The optimal string alignment distance between `a` and `b`, in Unicode scalars.
  ///
  /// - Complexity: O(*m* × *n*).
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars)
    let b = Array(b.unicodeScalars)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    // d[i][j]: the distance between a's first i scalars and b's first j.
    var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { d[i][0] = i }
    for j in 0...b.count { d[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
        }
      }
    }
    return d[a.count][b.count]
  }
}
