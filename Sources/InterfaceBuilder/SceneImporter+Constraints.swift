import InterfaceBuilderDocument

/// Constraints and size-class variations.
extension SceneImporter {
  /// What the scene's `<variation>` masks say: constraints the `default` variation leaves out,
  /// and per size-class key the constraints it puts in or takes out and the attributes it sets.
  struct Variations {
    var excludedByDefault: Set<String> = []
    /// Size-class keys in the file's order.
    var keys: [String] = []
    var included: [String: [String]] = [:]
    var excluded: [String: [String]] = [:]
    var attributes: [String: [(viewID: String, attribute: String, value: String)]] = [:]
  }

  func variations() -> (Variations, [(Document.View, Document.Variation)]) {
    var result = Variations()
    var raw: [(Document.View, Document.Variation)] = []
    for view in root.subtree where items[view.id] != nil {
      for variation in view.variations {
        raw.append((view, variation))
        if variation.key == "default" {
          for mask in variation.masks where mask.key == "constraints" {
            result.excludedByDefault.formUnion(mask.excluded)
          }
          continue
        }
        if !result.keys.contains(variation.key) { result.keys.append(variation.key) }
        for mask in variation.masks where mask.key == "constraints" {
          result.included[variation.key, default: []] += mask.included
          result.excluded[variation.key, default: []] += mask.excluded
        }
        for (attribute, value) in variation.attributes.sorted(by: { $0.key < $1.key }) {
          result.attributes[variation.key, default: []].append((view.id, attribute, value))
        }
      }
    }
    return (result, raw)
  }

  /// `widthClass=compact-heightClass=regular` → (horizontal, vertical); nil for a key that is not
  /// a size-class combination.
  static func sizeClasses(_ key: String) -> (horizontal: String?, vertical: String?)? {
    var horizontal: String?
    var vertical: String?
    for part in key.split(separator: "-") {
      let pair = part.split(separator: "=").map(String.init)
      guard pair.count == 2, ["compact", "regular"].contains(pair[1]) else { return nil }
      switch pair[0] {
      case "widthClass": horizontal = pair[1]
      case "heightClass": vertical = pair[1]
      default: return nil
      }
    }
    guard horizontal != nil || vertical != nil else { return nil }
    return (horizontal, vertical)
  }

  /// A constraint read from the file, and what it becomes in the scenario.
  typealias ReadConstraint = (Document.Constraint, ImportedConstraint)

  /// Every constraint of the scene: the base set and, per size class, the copies
  /// ``sizeClassInstallation(_:imported:variations:)`` places in traits.
  mutating func importConstraints(viewIDs: Set<String>) throws(ImportError)
    -> (base: [ImportedConstraint], traits: [ImportedTrait])
  {
    let (variations, raw) = self.variations()
    let (byID, order) = try readConstraints(viewIDs: viewIDs)
    var base: [ImportedConstraint] = []
    var traits: [ImportedTrait] = []
    var nowhere: [Document.Constraint] = []
    for id in order {
      guard let (read, constraint) = byID[id] else { continue }
      switch try sizeClassInstallation(read, imported: constraint, variations: variations) {
      case .base: base.append(constraint)
      case .nowhere: nowhere.append(read)
      case .traits(let perTrait): for trait in perTrait { Self.merge(trait, into: &traits) }
      }
    }
    let lineOf = Dictionary(raw.map { ($0.1.key, $0.1.line) }, uniquingKeysWith: { a, _ in a })
    for key in variations.keys {
      guard
        let trait = importVariation(
          key, line: lineOf[key] ?? root.line, variations: variations, raw: raw)
      else { continue }
      Self.merge(trait, into: &traits)
    }
    noteUninstalled(raw: raw, nowhere: nowhere)
    return (base, traits)
  }

  /// The scene's constraints in document order, each with a unique scenario name taken from its
  /// identifier (placeholders noted, not imported).
  mutating func readConstraints(viewIDs: Set<String>) throws(ImportError)
    -> (byID: [String: ReadConstraint], order: [String])
  {
    var byID: [String: ReadConstraint] = [:]
    var order: [String] = []
    var usedNames = viewIDs
    for view in root.subtree where items[view.id] != nil {
      for c in view.constraints {
        if c.isPlaceholder {
          note(
            line: c.line, elementName: "constraint", element: "<constraint id=\"\(c.id)\">",
            "a placeholder constraint (removed at build time): not imported")
          continue
        }
        guard let text = try constraintText(c) else { continue }
        let name = c.identifier.map { Self.uniqueName(for: $0, avoiding: &usedNames) }
        byID[c.id] = (c, ImportedConstraint(id: name, text: text, interfaceBuilderID: c.id))
        order.append(c.id)
      }
    }
    return (byID, order)
  }

  /// A constraint identifier as a scenario name no view or earlier constraint has.
  static func uniqueName(for identifier: String, avoiding usedNames: inout Set<String>) -> String {
    var candidate = ViewNaming.sanitize(identifier)
    if ViewNaming.reserved.contains(candidate) { candidate += "_constraint" }
    var unique = candidate
    var n = 2
    while usedNames.contains(unique) {
      unique = "\(candidate)_\(n)"
      n += 1
    }
    usedNames.insert(unique)
    return unique
  }

  /// Adds `trait` to the trait with the same size classes, or as a new one when it has anything.
  static func merge(_ trait: ImportedTrait, into traits: inout [ImportedTrait]) {
    if let index = traits.firstIndex(where: {
      $0.horizontal == trait.horizontal && $0.vertical == trait.vertical
    }) {
      traits[index].constraints += trait.constraints.filter {
        !traits[index].constraints.contains($0)
      }
      traits[index].set += trait.set
    } else if !trait.constraints.isEmpty || !trait.set.isEmpty {
      traits.append(trait)
    }
  }

  /// One size-class variation as a trait: the properties it sets (the constraints it installs
  /// are placed by ``sizeClassInstallation(_:imported:variations:)``); what the scenario format
  /// cannot express is noted. Nil for a key that is not a size-class variation.
  mutating func importVariation(
    _ key: String, line: Int, variations: Variations, raw: [(Document.View, Document.Variation)]
  ) -> ImportedTrait? {
    let element = "<variation key=\"\(key)\">"
    guard let classes = Self.sizeClasses(key) else {
      note(
        line: line, elementName: "variation", element: element,
        "not a size-class variation the scenario format can express: not imported")
      return nil
    }
    var trait = ImportedTrait(
      horizontal: classes.horizontal, vertical: classes.vertical, constraints: [], set: [])
    for (viewID, attribute, value) in variations.attributes[key] ?? [] {
      guard let id = items[viewID] else { continue }
      switch (attribute, value) {
      case ("axis", "horizontal"), ("axis", "vertical"):
        trait.set.append(("\(id).axis", .plain(value)))
      case ("hidden", "YES"), ("hidden", "NO"):
        trait.set.append(("\(id).hidden", .bool(value == "YES")))
      default:
        note(
          line: line, elementName: "variation", element: element,
          "sets '\(attribute)' of '\(viewID)' to '\(value)', which is not imported")
      }
    }
    for (view, variation) in raw where variation.key == key {
      for mask in variation.masks where mask.key != "constraints" {
        note(
          line: variation.line, elementName: "variation", element: element,
          "installs or removes \(mask.key) of '\(view.id)' under these size classes: not imported (they are always installed)"
        )
      }
      for overridden in variation.elements {
        note(
          line: variation.line, elementName: "variation", element: element,
          "overrides <\(overridden.name)> of '\(view.id)' under these size classes: not imported")
      }
    }
    return trait
  }

  /// Notes what the default variation leaves out: masks (always installed here), and constraints
  /// no size class the scenario can have installs, which the scenario then never installs.
  mutating func noteUninstalled(
    raw: [(Document.View, Document.Variation)], nowhere: [Document.Constraint]
  ) {
    for (view, variation) in raw where variation.key == "default" {
      for mask in variation.masks where mask.key != "constraints" {
        note(
          line: variation.line, elementName: "variation", element: "<variation key=\"default\">",
          "leaves \(mask.key) of '\(view.id)' out by default: not imported (they are always installed)"
        )
      }
    }
    for constraint in nowhere {
      note(
        line: constraint.line, elementName: "constraint",
        element: "<constraint id=\"\(constraint.id)\">",
        "left out by default and installed by no size-class variation the scenario has: not imported")
    }
  }

  /// A constraint in the notation: `first.attribute RELATION second.attribute * m + c @p`.
  /// Nil (with a note) for one the scenario cannot express.
  mutating func constraintText(_ c: Document.Constraint) throws(ImportError) -> String? {
    guard
      let first = try item(
        c.firstItem, attribute: c.firstAttribute, constraint: c, role: "firstItem")
    else {
      return nil
    }
    var text = first + " " + Self.relation(c.relation) + " "
    if let secondID = c.secondItem {
      guard
        let second = try item(
          secondID, attribute: c.secondAttribute, constraint: c, role: "secondItem")
      else {
        return nil
      }
      text += second
      if c.multiplier != 1 { text += " * " + ScenarioWriter.number(c.multiplier) }
      if c.constant > 0 { text += " + " + ScenarioWriter.number(c.constant) }
      if c.constant < 0 { text += " - " + ScenarioWriter.number(-c.constant) }
    } else {
      text += ScenarioWriter.number(c.constant)
    }
    if c.priority != 1000 { text += " @" + ScenarioWriter.number(c.priority) }
    return text
  }

  static func relation(_ relation: Document.Relation) -> String {
    switch relation {
    case .equal: "=="
    case .lessThanOrEqual: "<="
    case .greaterThanOrEqual: ">="
    }
  }

  /// `id.attribute` for a constraint's item; an error when nothing in the file has the id.
  mutating func item(
    _ ref: String, attribute: Document.Attribute, constraint c: Document.Constraint, role: String
  )
    throws(ImportError) -> String?
  {
    let name = attribute.rawValue
    if let item = items[ref] { return item + "." + name }
    if let guide = document.layoutGuidesByID[ref], guide.elementName == "viewControllerLayoutGuide"
    {
      // The old top and bottom layout guides: their inner edges are the safe area's.
      switch (guide.kind, attribute) {
      case ("top", .bottom): return "safeArea.top"
      case ("bottom", .top): return "safeArea.bottom"
      default:
        note(
          line: c.line, elementName: "constraint", element: "<constraint id=\"\(c.id)\">",
          "uses the \(guide.kind) layout guide's \(name), which has no safe-area equivalent: not imported"
        )
        return nil
      }
    }
    if document.viewsByID[ref] != nil || document.layoutGuidesByID[ref] != nil {
      if let guide = document.layoutGuidesByID[ref] {
        note(
          line: c.line, elementName: "constraint", element: "<constraint id=\"\(c.id)\">",
          "uses layout guide '\(ref)' (\(guide.kind)), which is not imported: not imported")
      } else {
        note(
          line: c.line, elementName: "constraint", element: "<constraint id=\"\(c.id)\">",
          "names view '\(ref)', which is not imported: not imported")
      }
      return nil
    }
    throw error(
      line: c.line, elementName: "constraint",
      "constraint '\(c.id)' names '\(ref)' as its \(role), but no view or layout guide in the file has that id"
    )
  }
}
