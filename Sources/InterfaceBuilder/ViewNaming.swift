import InterfaceBuilderDocument
import ScenarioFormat

/// Scenario ids for a scene's views: readable names (IB's `userLabel`, else a label's text, a
/// button's title, an image's name) where they are unique in the scene, else the IB id made a
/// valid identifier (`hJa-nD-5KR` → `hJa_nD_5KR`, `8bC-Xf-vdC` → `v8bC_Xf_vdC`). The root view is
/// always `view`.
struct ViewNaming {
  /// IB id → scenario id.
  private(set) var ids: [String: String] = [:]

  /// Names the constraint notation gives a meaning of its own.
  static let reserved = ItemReference.reservedNames

  /// `views` in document order, the first being the root.
  init(root: StoryboardDocument.View, views: [StoryboardDocument.View]) {
    var candidates: [(String, String?)] = []
    for view in views where view.id != root.id {
      candidates.append((view.id, Self.readableName(view)))
    }
    var counts: [String: Int] = [:]
    for (_, name) in candidates { if let name { counts[name, default: 0] += 1 } }
    let sanitizedIDs = Set(candidates.map { Self.sanitize($0.0) })
    var used: Set<String> = ["view"]
    ids[root.id] = "view"
    for (id, name) in candidates {
      var chosen: String
      if let name, counts[name] == 1, !Self.reserved.contains(name), !sanitizedIDs.contains(name) {
        chosen = name
      } else {
        chosen = Self.sanitize(id)
      }
      var unique = chosen
      var n = 2
      while used.contains(unique) {
        unique = "\(chosen)_\(n)"
        n += 1
      }
      used.insert(unique)
      ids[id] = unique
    }
  }

  /// Gives the root a name of its own instead of `view`, for a root imported inside a plain
  /// root view (SceneImporter+WrappedRoot): its IB id as an identifier, unique in the scene.
  mutating func renameRoot(_ rootID: String) -> String {
    let taken = Set(ids.values)
    let chosen = Self.sanitize(rootID)
    var unique = chosen
    var n = 2
    while taken.contains(unique) {
      unique = "\(chosen)_\(n)"
      n += 1
    }
    ids[rootID] = unique
    return unique
  }

  /// A readable name for a view, if it has one to offer.
  static func readableName(_ view: StoryboardDocument.View) -> String? {
    if let label = view.userLabel, let name = camelCase(label) { return name }
    let suffix: String
    var source: String?
    switch view.elementName {
    case "label":
      suffix = "Label"
      source = view.text
    case "button":
      suffix = "Button"
      source = view.text ?? view.buttonConfiguration?.title
    case "textField":
      suffix = "Field"
      source = view.text ?? view.attributes["placeholder"]
    case "imageView":
      suffix = "Image"
      source = view.image
    default: return nil
    }
    guard let source, let words = camelCase(source, maximumWords: 3) else { return nil }
    return words + suffix
  }

  /// `"Red View"` → `redView`; nil when nothing of it is a letter or digit.
  static func camelCase(_ text: String, maximumWords: Int = 6) -> String? {
    var words: [String] = []
    var current = ""
    for scalar in text.unicodeScalars {
      if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        current.unicodeScalars.append(scalar)
      } else if !current.isEmpty {
        words.append(current)
        current = ""
        // The rest is not read: a long text (a label of megabytes) names its view as fast.
        if words.count == maximumWords { break }
      }
    }
    if !current.isEmpty, words.count < maximumWords { words.append(current) }
    words = Array(words.prefix(maximumWords))
    guard !words.isEmpty else { return nil }
    var name = ""
    for (index, word) in words.enumerated() {
      if index == 0 {
        // "URLLabel" stays as written apart from its first letter; "Name" becomes "name".
        name += word.prefix(1).lowercased() + word.dropFirst()
      } else {
        name += word.prefix(1).uppercased() + word.dropFirst()
      }
    }
    if let first = name.unicodeScalars.first, ("0"..."9").contains(first) { name = "v" + name }
    return name.count <= 40 ? name : String(name.prefix(40))
  }

  /// An IB id as an identifier: `-` and other punctuation become `_`; a leading digit gets `v`.
  static func sanitize(_ id: String) -> String {
    var name = ""
    for scalar in id.unicodeScalars {
      if scalar.isASCII,
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
      {
        name.unicodeScalars.append(scalar)
      } else {
        name += "_"
      }
    }
    if name.isEmpty { return "v" }
    if let first = name.unicodeScalars.first, ("0"..."9").contains(first) { name = "v" + name }
    return name
  }

  /// A constraint identifier as a valid name.
  static func constraintName(_ identifier: String) -> String {
    sanitize(identifier)
  }
}
