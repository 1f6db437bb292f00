import InterfaceBuilderDocument

/// Where a constraint is installed and with which constant, per size class. Interface Builder
/// saves both as variations: a size class's `<variation>` on the view lists the constraints it
/// installs (`<include>`) or uninstalls (`<exclude>`), the `default` one those left out unless a
/// size class puts them in; and a constraint whose constant changes with the size classes has
/// `<variation key="heightClass=compact" constant="20"/>` children (the "+" beside a constant in
/// the Size Inspector). UIKit installs the constraint under the size classes that have it, with
/// the constant of the current one; the scenario format has neither a per-trait constant nor a
/// per-trait removal, so the importer works out, for each of the four size-class combinations,
/// whether the constraint is there and its constant, and writes one copy per group of
/// combinations that agree, each in the trait of those combinations (by the vertical class alone,
/// by the horizontal alone, or per combination). No combination installs two copies.
extension SceneImporter {
  /// The four size-class combinations a trait collection can have, (horizontal, vertical).
  static let sizeClassCombinations = [
    ("compact", "compact"), ("compact", "regular"), ("regular", "compact"), ("regular", "regular"),
  ]

  /// How a constraint is installed across the size classes.
  enum SizeClassInstallation {
    /// Everywhere, with its own constant: the scenario's base constraints.
    case base
    /// Under no size class the scenario can have.
    case nowhere
    /// One copy per trait.
    case traits([ImportedTrait])
  }

  /// Whether constraint `id` is installed under a combination: the most specific size-class
  /// variation whose masks name it decides (one naming both classes beats one naming one), else
  /// the `default` variation. Nil when two equally specific ones disagree.
  static func isInstalled(
    _ id: String, horizontal: String, vertical: String, variations: Variations
  ) -> Bool? {
    var verdict: (specificity: Int, installed: Bool)?
    var tie = false
    for key in variations.keys {
      guard let classes = sizeClasses(key),
        classes.horizontal.map({ $0 == horizontal }) ?? true,
        classes.vertical.map({ $0 == vertical }) ?? true
      else { continue }
      let includes = variations.included[key]?.contains(id) ?? false
      let excludes = variations.excluded[key]?.contains(id) ?? false
      guard includes != excludes else { continue }
      let specificity = (classes.horizontal == nil ? 0 : 1) + (classes.vertical == nil ? 0 : 1)
      if let current = verdict, current.specificity == specificity {
        tie = tie || current.installed != includes
      } else if verdict.map({ specificity > $0.specificity }) ?? true {
        verdict = (specificity, includes)
        tie = false
      }
    }
    if tie { return nil }
    return verdict?.installed ?? !variations.excludedByDefault.contains(id)
  }

  /// The constant `c` has under a combination: the value of the most specific of its own
  /// variations whose key matches, else its base constant. Nil when a variation is not a
  /// constant over size classes, or when two equally specific ones disagree.
  static func constant(
    of c: Document.Constraint, horizontal: String, vertical: String
  ) -> Double? {
    var best: (specificity: Int, constant: Double)?
    var tie = false
    for variation in c.variations {
      guard let classes = sizeClasses(variation.key),
        variation.attributes.keys.sorted() == ["constant"],
        let constant = variation.attributes["constant"].flatMap(Double.init)
      else { return nil }
      guard classes.horizontal.map({ $0 == horizontal }) ?? true,
        classes.vertical.map({ $0 == vertical }) ?? true
      else { continue }
      let specificity = (classes.horizontal == nil ? 0 : 1) + (classes.vertical == nil ? 0 : 1)
      if let current = best, current.specificity == specificity {
        tie = tie || current.constant != constant
      } else if best.map({ specificity > $0.specificity }) ?? true {
        best = (specificity, constant)
        tie = false
      }
    }
    if tie { return nil }
    return best?.constant ?? c.constant
  }

  /// Where `read` (imported as `constraint`) is installed, per ``isInstalled(_:horizontal:vertical:variations:)``
  /// and ``constant(of:horizontal:vertical:)``. A named constraint keeps its base constant
  /// (copies with other constants would need names of their own); what cannot be worked out is
  /// noted, and the constraint is then a base one, as the file's base form has it.
  mutating func sizeClassInstallation(
    _ read: Document.Constraint, imported constraint: ImportedConstraint, variations: Variations
  ) throws(ImportError) -> SizeClassInstallation {
    var values: [String: Double?] = [:]
    for (horizontal, vertical) in Self.sizeClassCombinations {
      let installed = Self.isInstalled(
        read.id, horizontal: horizontal, vertical: vertical, variations: variations)
      let constant =
        read.identifier == nil
        ? Self.constant(of: read, horizontal: horizontal, vertical: vertical) : read.constant
      guard let installed, let constant else {
        noteUnexpressedVariations(of: read, installed: installed != nil)
        return .base
      }
      // (updateValue: assigning nil through the subscript would remove the key.)
      values.updateValue(installed ? constant : nil, forKey: horizontal + vertical)
    }
    if read.identifier != nil, !read.variations.isEmpty {
      noteUnexpressedVariations(of: read, installed: true)
    }
    if values.values.allSatisfy({ $0 == read.constant }) { return .base }
    if values.values.allSatisfy({ $0 == nil }) { return .nowhere }
    let byVertical = ["compact", "regular"].allSatisfy {
      values["compact" + $0] == values["regular" + $0]
    }
    let byHorizontal = ["compact", "regular"].allSatisfy {
      values[$0 + "compact"] == values[$0 + "regular"]
    }
    var traits: [ImportedTrait] = []
    for (horizontal, vertical) in Self.sizeClassCombinations {
      if byVertical && horizontal == "regular" { continue }
      if !byVertical && byHorizontal && vertical == "regular" { continue }
      guard let value = values[horizontal + vertical], let constant = value else { continue }
      var copy = constraint
      if constant != read.constant {
        var changed = read
        changed.constant = constant
        guard let text = try constraintText(changed) else { return .base }
        copy = ImportedConstraint(id: nil, text: text, interfaceBuilderID: read.id)
      }
      // A name is the first copy's: two constraints of a scenario cannot share one.
      if traits.contains(where: { $0.constraints.contains { $0.id != nil && $0.id == copy.id } }) {
        copy.id = nil
      }
      traits.append(
        ImportedTrait(
          horizontal: byVertical ? nil : horizontal,
          vertical: !byVertical && byHorizontal ? nil : vertical,
          constraints: [copy], set: []))
    }
    return .traits(traits)
  }

  /// Notes a constraint's size-class variations the importer could not express.
  mutating func noteUnexpressedVariations(of c: Document.Constraint, installed: Bool) {
    guard installed else {
      note(
        line: c.line, elementName: "constraint", element: "<constraint id=\"\(c.id)\">",
        "two equally specific size classes disagree on whether it is installed: imported as the file's base form has it"
      )
      return
    }
    for variation in c.variations {
      note(
        line: variation.line, elementName: "variation",
        element: "<variation key=\"\(variation.key)\">",
        c.identifier == nil
          ? "a size-class variation of a single constraint that is not one constant per size class (or two equally specific ones disagree) is not imported"
          : "a size-class variation of a named constraint is not imported (its copies per trait would share the name)"
      )
    }
  }
}
