import InterfaceBuilderDocument

/// A constraint whose constant changes with the size classes: Interface Builder saves it as the
/// constraint with `<variation key="heightClass=compact" constant="20"/>` children, one per size
/// class whose value differs from the base one (the form of its Size Inspector's "+" beside a
/// constant). UIKit installs one constraint whose constant follows the trait collection; the
/// scenario format has no per-trait constant, so the importer writes one copy of the constraint
/// per group of size classes that share a constant, each in the trait of those size classes, and
/// leaves the base one out. Every size-class combination gets exactly one copy, so no two are
/// ever installed together.
extension SceneImporter {
  /// The four size-class combinations a trait collection can have, (horizontal, vertical).
  static let sizeClassCombinations = [
    ("compact", "compact"), ("compact", "regular"), ("regular", "compact"), ("regular", "regular"),
  ]

  /// The constant `c` has under a size-class combination: the value of the most specific
  /// variation whose key matches (one naming both classes beats one naming a single class, as
  /// Interface Builder's Size Inspector shows a `wR hC` value over an `hC` one), else the base
  /// constant. Nil when a variation is not a constant over size classes, or when two equally
  /// specific ones match (their order is not something the file says).
  static func constant(
    of c: Document.Constraint, horizontal: String, vertical: String
  ) -> Double? {
    var best: (specificity: Int, constant: Double)?
    var tie = false
    for variation in c.variations {
      guard let classes = sizeClasses(variation.key),
        variation.attributes.keys.sorted() == ["constant"], let constant = variation.attributes["constant"].flatMap(Double.init)
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

  /// The traits that install `c` with its constant per size class, grouped as widely as the
  /// constants allow: by the vertical class alone when the width class changes nothing, by the
  /// horizontal alone when the height class changes nothing, else one trait per combination.
  /// Nil (with a note) when the variations cannot be expressed; an empty list when they change
  /// nothing.
  mutating func constantVariationTraits(_ c: Document.Constraint) throws(ImportError)
    -> [ImportedTrait]?
  {
    var constants: [String: Double] = [:]
    for (horizontal, vertical) in Self.sizeClassCombinations {
      guard let constant = Self.constant(of: c, horizontal: horizontal, vertical: vertical),
        c.identifier == nil
      else {
        for variation in c.variations {
          note(
            line: variation.line, elementName: "variation",
            element: "<variation key=\"\(variation.key)\">",
            c.identifier == nil
              ? "a size-class variation of a single constraint that is not one constant per size class (or two equally specific ones disagree) is not imported"
              : "a size-class variation of a named constraint is not imported (its copies per trait would share the name)"
          )
        }
        return nil
      }
      constants[horizontal + vertical] = constant
    }
    if Set(constants.values) == [c.constant] { return [] }
    let byVertical = ["compact", "regular"].allSatisfy {
      constants["compact" + $0] == constants["regular" + $0]
    }
    let byHorizontal = ["compact", "regular"].allSatisfy {
      constants[$0 + "compact"] == constants[$0 + "regular"]
    }
    var traits: [ImportedTrait] = []
    for (horizontal, vertical) in Self.sizeClassCombinations {
      if byVertical && horizontal == "regular" { continue }
      if !byVertical && byHorizontal && vertical == "regular" { continue }
      var copy = c
      copy.constant = constants[horizontal + vertical] ?? c.constant
      guard let text = try constraintText(copy) else { return nil }
      traits.append(
        ImportedTrait(
          horizontal: byVertical ? nil : horizontal,
          vertical: !byVertical && byHorizontal ? nil : vertical,
          constraints: [ImportedConstraint(id: nil, text: text, interfaceBuilderID: c.id)],
          set: []))
    }
    return traits
  }
}
