/// The rules for the names a scenario declares (view ids, constraint ids, step labels), checked
/// once where each is declared so that every later reference meets a name the notations can read
/// back.
///
/// A view id follows UIKit's rule for the names the visual format language accepts
/// (`NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: "Visual Format
/// Language" in Apple's Auto Layout Guide), a C identifier: an ASCII letter or `_`, then ASCII
/// letters, digits and `_`. A constraint id is UIKit's `NSLayoutConstraint.identifier`, free text
/// there; here it is also written as `ID.constant`, so it follows the same rule but may contain
/// `-` as well (`KB-nearTop`). A step label is free text without control characters. Every name
/// is at most ``maximumLength`` scalars, and view and constraint ids are not names the constraint
/// notation already gives a meaning.
public enum Identifier {
  /// What is being named: each has its rule.
  public enum Kind: Sendable {
    case view, constraint, label

    var what: String {
      switch self {
      case .view: "view id"
      case .constraint: "constraint id"
      case .label: "step label"
      }
    }
  }

  /// Long enough for any name a person writes or the importer derives (at most 40 scalars plus a
  /// counter, or an IB id); short enough that no report is dominated by one name.
  public static let maximumLength = 100

  /// Names the constraint notation reads as something else: the superview, the root view and its
  /// guides (`ConstraintParser.rootGuides`), and the priority names.
  public static let reserved: [String: String] = {
    var reserved = [
      "superview": "the superview of a constraint's first item",
      "view": "the root view",
    ]
    for guide in ConstraintParser.rootGuides { reserved[guide] = "the root view's \(guide) guide" }
    for priority in PriorityName.allCases { reserved[priority.rawValue] = "a priority name" }
    return reserved
  }()

  /// The error for `id` declared as a `kind` of name, or `nil` when it follows the rule.
  static func error(_ id: Located<String>, kind: Kind) -> ScenarioError? {
    let what = kind.what
    let scalars = id.value.unicodeScalars
    if scalars.count > maximumLength {
      return ScenarioError(
        "\(what) is \(scalars.count) characters long; a name may have at most \(maximumLength)",
        at: id.location)
    }
    if kind == .label {
      guard let control = scalars.first(where: Printable.isControl) else { return nil }
      return ScenarioError(
        "\(what) \(Printable.quoted(id.value)) cannot contain the control character "
          + "\(Printable.quoted(String(control)))",
        at: id.location)
    }
    if let meaning = reserved[id.value] {
      return ScenarioError(
        "\(what) '\(id.value)' is reserved (\(meaning)); choose another, such as "
          + "'\(id.value)\(kind == .view ? "View" : "Constraint")'",
        at: id.location)
    }
    let allowed = { (scalar: Unicode.Scalar) in
      isIdentifierScalar(scalar) || (kind == .constraint && scalar == "-")
    }
    let first = scalars.first.map { ("0"..."9").contains($0) || $0 == "-" } ?? false
    guard let bad = first ? scalars.startIndex : scalars.firstIndex(where: { !allowed($0) })
    else { return nil }
    let position = bad == scalars.startIndex ? "start with" : "contain"
    let character = Printable.quoted(String(scalars[bad]))
    let suggestion = identifier(from: id.value).map { "; did you mean '\($0)'?" } ?? ""
    let rule =
      kind == .constraint
      ? "an ASCII letter or '_' followed by letters, digits, '_' and '-'"
      : "an ASCII letter or '_' followed by letters, digits and '_'"
    return ScenarioError(
      "\(what) \(Printable.quoted(id.value)) cannot \(position) \(character): a name is \(rule)"
        + suggestion,
      at: id.location)
  }

  static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")
  }

  /// `"sign-in button"` → `signInButton`: the words of `text` (runs of ASCII letters and digits)
  /// in camel case, a leading digit prefixed with `v`; `nil` when nothing of it is a word, when it
  /// has letters beyond ASCII (dropping them would make another word) or the result would break
  /// the rule.
  static func identifier(from text: String) -> String? {
    guard !text.unicodeScalars.contains(where: { !$0.isASCII && $0.properties.isAlphabetic })
    else { return nil }
    var name = ""
    var startsWord = false
    for scalar in text.unicodeScalars.prefix(maximumLength) {
      if isIdentifierScalar(scalar) {
        let letter = String(scalar)
        name += startsWord && !name.isEmpty ? letter.uppercased() : letter
        startsWord = false
      } else {
        startsWord = true
      }
    }
    if let first = name.unicodeScalars.first, ("0"..."9").contains(first) { name = "v" + name }
    guard !name.isEmpty, name.unicodeScalars.count <= maximumLength, reserved[name] == nil else {
      return nil
    }
    return name
  }
}
